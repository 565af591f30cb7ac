"""Tickets (core/tickets.py): claims counted ahead of the database, in this process's memory and in
Redis (when REDIS_URL is set), erring high but never staying low."""

from __future__ import annotations

import asyncio
import os
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable

import pytest

from gamestore.core.tickets import OVER_LIMIT, REFUSED, MemoryTickets, RedisTickets, Tickets

QUIET = 0.2


def _memory(quiet: float) -> Tickets:
    return MemoryTickets(quiet)


def _redis(quiet: float) -> Tickets:
    url = os.environ.get("REDIS_URL")
    if not url:
        pytest.skip("REDIS_URL is not set")
    return RedisTickets.from_url(url, quiet)


@pytest.fixture(params=[_memory, _redis], ids=["memory", "redis"])
async def make(request: pytest.FixtureRequest) -> AsyncIterator[Callable[[float], Tickets]]:
    made: list[Tickets] = []

    def build(quiet: float) -> Tickets:
        tickets: Tickets = request.param(quiet)
        made.append(tickets)
        return tickets

    yield build
    for tickets in made:
        await tickets.aclose()


def name() -> str:
    return f"test:{uuid.uuid4().hex}"


async def eventually(condition: Callable[[], Awaitable[bool]], seconds: float = 5) -> None:
    deadline = time.monotonic() + seconds
    while not await condition():
        assert time.monotonic() < deadline, f"not within {seconds} s"
        await asyncio.sleep(0.02)


async def test_claims_until_none_are_left_and_what_comes_back_is_claimed_again(
    make: Callable[[float], Tickets],
) -> None:
    tickets, deal = make(60), name()
    assert await tickets.claim(deal, 1, "a", 5) is None  # not counted: the database decides
    await tickets.count_from(deal, 3, 60)
    assert [await tickets.claim(deal, 1, "a", 5), await tickets.claim(deal, 2, "b", 5)] == [2, 0]
    assert await tickets.claim(deal, 1, "c", 5) == REFUSED
    assert await tickets.give_back(deal, 2, "b") == 2
    assert await tickets.claim(deal, 3, "c", 5) == REFUSED  # two left: a claim of three takes nothing
    assert await tickets.left(deal) == 2
    assert await tickets.give_back(name(), 1, "a") is None


async def test_a_holder_claims_at_most_their_limit_until_theirs_come_back(
    make: Callable[[float], Tickets],
) -> None:
    tickets, deal = make(60), name()
    await tickets.count_from(deal, 10, 60)
    assert await tickets.claim(deal, 2, "a", 2) == 8
    assert await tickets.claim(deal, 1, "a", 2) == OVER_LIMIT
    assert await tickets.claim(deal, 2, "b", 2) == 6  # another holder's limit is their own
    assert await tickets.give_back(deal, 1, "a") == 7
    assert await tickets.claim(deal, 1, "a", 2) == 6
    await tickets.count_from(deal, 10, 60, force=True)  # counted afresh: the database decides the limit
    assert await tickets.claim(deal, 2, "a", 2) == 8


async def test_a_count_is_kept_while_claims_are_made_and_taken_afresh_when_told_or_quiet(
    make: Callable[[float], Tickets],
) -> None:
    """A read of the database meanwhile does not count the claims on their way: it is not taken,
    unless keys came back (force) or no claim was made for the quiet window (a claim never given back,
    its process having died, is forgotten then)."""
    tickets, deal = make(QUIET), name()
    await tickets.count_from(deal, 5, 60)
    assert await tickets.claim(deal, 2, "a", 9) == 3
    await tickets.count_from(deal, 5, 60)  # read before the claimed keys were sold
    assert await tickets.left(deal) == 3
    await tickets.count_from(deal, 4, 60, force=True)
    assert await tickets.left(deal) == 4

    assert await tickets.claim(deal, 4, "a", 9) == 0  # never given back

    async def counted_afresh() -> bool:
        await tickets.count_from(deal, 4, 60)
        return await tickets.left(deal) == 4

    await eventually(counted_afresh)
    assert await tickets.claim(deal, 1, "a", 9) == 3


async def test_a_count_ends_with_its_time(make: Callable[[float], Tickets]) -> None:
    tickets, deal = make(60), name()
    await tickets.count_from(deal, 5, 0.05)

    async def gone() -> bool:
        return await tickets.left(deal) is None

    await eventually(gone)
    assert await tickets.claim(deal, 1, "a", 9) is None


async def test_with_redis_away_nothing_is_counted_and_nothing_fails() -> None:
    tickets = RedisTickets.from_url("redis://127.0.0.1:1/0", QUIET)  # nothing listens there
    try:
        await tickets.count_from("deal", 5, 60)
        assert await tickets.claim("deal", 1, "a", 9) is None
        assert await tickets.give_back("deal", 1, "a") is None
        assert await tickets.left("deal") is None
    finally:
        await tickets.aclose()
