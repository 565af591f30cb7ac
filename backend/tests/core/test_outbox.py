"""The outbox (core/outbox.py): a message is written in its change's transaction (rolled back with it,
once per topic and key), delivered after the commit by a relay woken by that commit, once by two
relays on the same database (SKIP LOCKED on PostgreSQL), once after a relay died mid-delivery (its
lease expires, the consumer is idempotent by the message key), retried with exponential backoff on a
500, not retried on a 4xx, failed after 5 tries; a message withdrawn by its producer (cancel) before
it was delivered is never delivered, even when the withdrawal meets a delivery under way;
the console lists and replays a delivery, audited.

Each "process" here is an outbox with its own engine, sessions and relay over the test database,
delivering to a local HTTP stand-in (tests/fixtures/webhook_standin.py)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from conftest import AppFactory, bearer, data, failure
from fixtures.operators import admin_client_for, make_operator, operator_login
from fixtures.webhook_standin import WebhookStandIn
from gamestore.core import clock
from gamestore.core.db import create_session_factory, unit_of_work
from gamestore.core.errors import FORBIDDEN
from gamestore.core.outbox import (
    Consumer,
    Message,
    Outbox,
    OutboxConfigError,
    PermanentDeliveryError,
    Relay,
    RetryPolicy,
    Topic,
    cancel,
    enqueue,
    states,
)
from gamestore.models.admin import AuditLog
from gamestore.models.base import table_of
from gamestore.models.outbox import OutboxMessage
from gamestore.system import errors

HOOK = Topic("test.webhook")
POLICY = RetryPolicy(base_seconds=30, cap_seconds=120, lease_seconds=60)


@dataclass
class Process:
    """One server process's share of the outbox."""

    outbox: Outbox
    sessions: async_sessionmaker[AsyncSession]
    relay: Relay


def process(
    app: Any,
    consumer: Consumer,
    batch_size: int = 50,
    policy: RetryPolicy = POLICY,
    also: Topic | None = None,
) -> Process:
    """``also``: a second topic this process writes and consumes (with the same consumer)."""
    topics = [HOOK] if also is None else [HOOK, also]
    outbox = Outbox(table_of(OutboxMessage), topics, policy)
    for topic in topics:
        outbox.consume(topic, consumer)
    sessions = create_session_factory(app.state.engine, outbox.session_info())
    # Polls once an hour: a delivery in these tests comes from a wake-up or from the test's own call.
    return Process(outbox, sessions, Relay(outbox, sessions, poll_seconds=3600, batch_size=batch_size))


def webhook_consumer(http: httpx.AsyncClient) -> Consumer:
    """Posts the payload, naming the message's key so the receiver keeps it once; a 4xx is final."""

    async def deliver(message: Message) -> None:
        answer = await http.post(
            "/hook", json=message.payload, headers={"Idempotency-Key": f"{message.topic}:{message.key}"}
        )
        if 400 <= answer.status_code < 500:
            raise PermanentDeliveryError(f"refused ({answer.status_code})")
        answer.raise_for_status()

    return deliver


@pytest.fixture
def moving_clock() -> Iterator[None]:
    yield
    clock.back_to_now()


def later(seconds: float) -> None:
    clock.travel_to(clock.now() + timedelta(seconds=seconds))


@pytest.fixture
async def hook() -> AsyncIterator[tuple[WebhookStandIn, httpx.AsyncClient]]:
    standin = WebhookStandIn()
    async with httpx.AsyncClient(
        transport=httpx.ASGITransport(app=standin.app), base_url="http://hook.test"
    ) as http:
        yield standin, http


async def send(p: Process, key: str, payload: dict[str, Any] | None = None) -> None:
    async with unit_of_work(p.sessions) as session:
        await enqueue(session, HOOK, key, payload or {"order": key})


async def rows(sessions: async_sessionmaker[AsyncSession]) -> list[OutboxMessage]:
    async with sessions() as session:
        return list(await session.scalars(select(OutboxMessage).order_by(OutboxMessage.id)))


async def until(condition: Callable[[], Awaitable[bool]], what: str, seconds: float = 10) -> None:
    """Poll ``condition`` until it holds; fails after ``seconds``."""
    deadline = time.monotonic() + seconds
    while not await condition():
        if time.monotonic() > deadline:
            pytest.fail(f"{what}: not within {seconds} s")
        await asyncio.sleep(0.01)


async def test_a_message_rolls_back_with_its_transaction_and_is_kept_once_per_key(app: Any) -> None:
    p = process(app, lambda message: asyncio.sleep(0))

    async def failing_change() -> None:
        async with unit_of_work(p.sessions) as session:
            await enqueue(session, HOOK, "order:1", {"n": 1})
            raise RuntimeError("the change failed")

    with pytest.raises(RuntimeError):
        await failing_change()
    assert await rows(app.state.sessions) == [], "no change, no message"
    async with unit_of_work(p.sessions) as session:
        await enqueue(session, HOOK, "order:1", {"n": 1})
        await enqueue(session, HOOK, "order:1", {"n": 2})
    await send(p, "order:1", {"n": 3})
    [row] = await rows(app.state.sessions)
    assert (row.topic, row.dedupe_key, row.payload, row.status, row.attempts) == (
        "test.webhook",
        "order:1",
        {"n": 1},
        "pending",
        0,
    )


async def test_a_commit_that_wrote_a_message_wakes_the_relay_a_rollback_does_not(app: Any) -> None:
    p = process(app, lambda message: asyncio.sleep(0))
    waiting = asyncio.create_task(p.outbox.wait_for_work(3600))
    await asyncio.sleep(0)  # the relay is waiting

    async def failing_change() -> None:
        async with unit_of_work(p.sessions) as session:
            await enqueue(session, HOOK, "order:6", {})
            raise RuntimeError("the change failed")

    with pytest.raises(RuntimeError):
        await failing_change()
    await asyncio.sleep(0)
    assert not waiting.done(), "nothing to deliver"
    await send(p, "order:6")
    await asyncio.wait_for(waiting, 10)


async def test_the_relay_started_with_the_app_delivers_after_the_commit(
    app: Any, hook: tuple[WebhookStandIn, httpx.AsyncClient]
) -> None:
    standin, http = hook
    p = process(app, webhook_consumer(http))
    p.relay.start()
    try:
        await send(p, "order:7")

        async def delivered() -> bool:
            return [(r.status, r.attempts) for r in await rows(app.state.sessions)] == [("delivered", 1)]

        await until(delivered, "delivered without waiting for the hourly poll")
    finally:
        await p.relay.stop()
    assert standin.accepted == {"test.webhook:order:7": {"order": "order:7"}}


async def test_two_relays_on_one_database_deliver_each_message_once(
    app_factory: AppFactory, hook: tuple[WebhookStandIn, httpx.AsyncClient]
) -> None:
    standin, http = hook
    calls: list[str] = []

    def counting(deliver: Consumer) -> Consumer:
        async def consumer(message: Message) -> None:
            calls.append(message.key)
            await deliver(message)

        return consumer

    first = process(app_factory(), counting(webhook_consumer(http)), batch_size=4)
    second = process(app_factory(), counting(webhook_consumer(http)), batch_size=4)
    keys = [f"order:{n}" for n in range(40)]
    for key in keys:
        await send(first, key)
    tried = await asyncio.gather(first.relay.deliver_due(), second.relay.deliver_due())
    assert sum(tried) == 40 and sorted(calls) == sorted(keys), "each message handed to one relay once"
    assert len(standin.requests) == 40 and len(standin.accepted) == 40
    assert {(r.status, r.attempts) for r in await rows(first.sessions)} == {("delivered", 1)}


async def test_a_relay_killed_mid_delivery_delivers_exactly_once_after_restart(
    app: Any, hook: tuple[WebhookStandIn, httpx.AsyncClient], moving_clock: None
) -> None:
    standin, http = hook
    received, never = asyncio.Event(), asyncio.Event()
    deliver = webhook_consumer(http)

    async def dies_after_sending(message: Message) -> None:
        await deliver(message)
        received.set()
        await never.wait()  # the process dies here: the endpoint has it, the row is not marked

    dying = process(app, dies_after_sending)
    dying.relay.start()
    await send(dying, "order:9")
    await asyncio.wait_for(received.wait(), 10)
    await dying.relay.stop()
    [row] = await rows(app.state.sessions)
    assert (row.status, row.attempts) == ("delivering", 1)

    restarted = process(app, webhook_consumer(http))
    assert await restarted.relay.deliver_due() == 0, "the dead relay's lease still holds"
    later(POLICY.lease_seconds + 1)
    assert await restarted.relay.deliver_due() == 1
    [row] = await rows(app.state.sessions)
    assert (row.status, row.attempts, row.claimed_until) == ("delivered", 2, None)
    assert standin.requests == ["test.webhook:order:9"] * 2, "sent again after the lease"
    assert list(standin.accepted) == ["test.webhook:order:9"], (
        "received once: the key made the repeat a no-op"
    )


async def test_an_endpoint_answering_500_then_201_receives_it_once_after_a_backoff(
    app: Any, hook: tuple[WebhookStandIn, httpx.AsyncClient], moving_clock: None
) -> None:
    standin, http = hook
    standin.statuses = [500]
    p = process(app, webhook_consumer(http))
    await send(p, "order:3")
    assert await p.relay.deliver_due() == 1
    [row] = await rows(app.state.sessions)
    assert (row.status, row.attempts) == ("pending", 1) and "500" in (row.last_error or "")
    waited = (row.next_attempt_at - clock.now()).total_seconds()
    assert POLICY.base_seconds - 5 < waited <= POLICY.base_seconds
    assert await p.relay.deliver_due() == 0, "not before its backoff"
    later(POLICY.base_seconds)
    assert await p.relay.deliver_due() == 1
    [row] = await rows(app.state.sessions)
    assert (row.status, row.attempts, row.last_error) == ("delivered", 2, None)
    assert row.delivered_at is not None
    assert len(standin.requests) == 2 and list(standin.accepted) == ["test.webhook:order:3"]


async def test_a_4xx_is_not_tried_again(
    app: Any, hook: tuple[WebhookStandIn, httpx.AsyncClient], moving_clock: None
) -> None:
    standin, http = hook
    standin.statuses = [422]
    p = process(app, webhook_consumer(http))
    await send(p, "order:4")
    await p.relay.deliver_due()
    later(POLICY.cap_seconds * 10)
    assert await p.relay.deliver_due() == 0
    [row] = await rows(app.state.sessions)
    assert (row.status, row.attempts) == ("failed", 1) and "422" in (row.last_error or "")
    assert len(standin.requests) == 1 and standin.accepted == {}


async def test_a_relay_claims_only_the_topics_its_process_delivers(app_factory: AppFactory) -> None:
    newer_topic = Topic("test.newer")
    newer = process(app_factory(), lambda message: asyncio.sleep(0), also=newer_topic)
    older = process(app_factory(), lambda message: asyncio.sleep(0))
    async with unit_of_work(newer.sessions) as session:
        await enqueue(session, newer_topic, "order:8", {})
    assert await older.relay.deliver_due() == 0, "an older process leaves a topic it does not know"
    assert await newer.relay.deliver_due() == 1
    assert [(r.status, r.attempts) for r in await rows(newer.sessions)] == [("delivered", 1)]


async def test_a_delivery_outlasting_its_lease_is_a_failed_try(app: Any) -> None:
    never = asyncio.Event()

    async def hangs(message: Message) -> None:
        await never.wait()

    p = process(app, hangs, policy=RetryPolicy(base_seconds=30, cap_seconds=120, lease_seconds=0.05))
    await send(p, "order:10")
    assert await p.relay.deliver_due() == 1
    [row] = await rows(app.state.sessions)
    assert (row.status, row.attempts) == ("pending", 1) and "TimeoutError" in (row.last_error or "")


async def test_a_cancelled_message_is_never_delivered_and_a_delivered_one_is_not_cancelled(app: Any) -> None:
    delivered: list[str] = []

    async def consumer(message: Message) -> None:
        delivered.append(message.key)

    p = process(app, consumer)
    await send(p, "order:20")
    await send(p, "order:21")
    async with unit_of_work(p.sessions) as session:
        assert await cancel(session, HOOK, "order:20")
        assert not await cancel(session, HOOK, "order:99"), "nothing written under that key"

    assert await p.relay.deliver_due() == 1

    assert delivered == ["order:21"]
    async with unit_of_work(p.sessions) as session:
        assert not await cancel(session, HOOK, "order:21"), "delivered: too late"
        assert not await cancel(session, HOOK, "order:20"), "cancelled once"
        found = await states(session, HOOK, ["order:20", "order:21", "order:99"])
    assert {key: state.status.value for key, state in found.items()} == {
        "order:20": "cancelled",
        "order:21": "delivered",
    }
    assert await p.relay.deliver_due() == 0


async def test_a_cancel_during_a_delivery_drops_its_outcome_and_it_is_not_tried_again(
    app: Any, moving_clock: None
) -> None:
    """The relay claimed the message; the producer cancels it meanwhile: whatever the delivery then
    answers (here a failure that would be retried), the message stays cancelled."""
    started, release = asyncio.Event(), asyncio.Event()

    async def consumer(message: Message) -> None:
        started.set()
        await release.wait()
        raise RuntimeError("the receiver is down")

    p = process(app, consumer)
    await send(p, "order:22")
    delivering = asyncio.create_task(p.relay.deliver_due())
    await asyncio.wait_for(started.wait(), 10)
    async with unit_of_work(p.sessions) as session:
        assert await cancel(session, HOOK, "order:22")
    release.set()
    assert await asyncio.wait_for(delivering, 10) == 1

    [row] = await rows(app.state.sessions)
    assert (row.status, row.attempts) == ("cancelled", 1)
    later(POLICY.lease_seconds + POLICY.cap_seconds)
    assert await p.relay.deliver_due() == 0


def test_the_backoff_doubles_up_to_its_cap() -> None:
    assert [POLICY.delay(n).total_seconds() for n in range(1, 6)] == [30, 60, 120, 120, 120]


def test_a_topic_without_its_consumer_fails_at_start_up(app: Any) -> None:
    orphan = Outbox(table_of(OutboxMessage), [HOOK, Topic("test.orphan")], POLICY)
    orphan.consume(HOOK, lambda message: asyncio.sleep(0))
    with pytest.raises(OutboxConfigError, match=r"test\.orphan"):
        Relay(orphan, app.state.sessions, poll_seconds=1).start()
    with pytest.raises(OutboxConfigError, match="no producer"):
        orphan.consume(Topic("test.unknown"), lambda message: asyncio.sleep(0))


async def test_five_failures_fail_it_and_the_console_lists_and_replays_it_audited(
    app: Any, hook: tuple[WebhookStandIn, httpx.AsyncClient], moving_clock: None
) -> None:
    standin, http = hook
    standin.statuses = [500] * 5
    p = process(app, webhook_consumer(http))
    await send(p, "order:5")
    for _ in range(5):
        assert await p.relay.deliver_due() == 1
        later(POLICY.cap_seconds)
    assert await p.relay.deliver_due() == 0
    [row] = await rows(app.state.sessions)
    assert (row.status, row.attempts) == ("failed", 5) and len(standin.requests) == 5

    await make_operator(app, "root", "admin")
    await make_operator(app, "helper", "support")
    async with admin_client_for(app) as console:
        headers = bearer(data(await operator_login(console, "root")))
        failed = data(await console.get("/system/outbox/page", params={"status": "failed"}, headers=headers))
        assert failed["total"] == 1
        listed = failed["list"][0]
        assert (listed["id"], listed["topic"], listed["key"], listed["status"], listed["attempts"]) == (
            row.id,
            "test.webhook",
            "order:5",
            "failed",
            5,
        )
        assert (
            data(await console.get("/system/outbox/page", params={"status": "pending"}, headers=headers))[
                "total"
            ]
            == 0
        )
        assert (
            failure(await console.get("/system/outbox/page", params={"status": "lost"}, headers=headers))[0]
            == 400
        )

        support = bearer(data(await operator_login(console, "helper")))
        refused = await console.post("/system/outbox/replay", json={"id": row.id}, headers=support)
        assert failure(refused)[0] == FORBIDDEN.code

        replayed = data(await console.post("/system/outbox/replay", json={"id": row.id}, headers=headers))
        assert (replayed["status"], replayed["attempts"], replayed["lastError"]) == ("pending", 0, None)
        again = await console.post("/system/outbox/replay", json={"id": row.id}, headers=headers)
        assert failure(again)[0] == errors.OUTBOX_MESSAGE_NOT_REPLAYABLE.code, "pending: nothing to replay"
        missing = await console.post("/system/outbox/replay", json={"id": row.id + 1000}, headers=headers)
        assert failure(missing)[0] == errors.OUTBOX_MESSAGE_NOT_FOUND.code

    async with app.state.sessions() as session:
        [entry] = list(await session.scalars(select(AuditLog).where(AuditLog.entity_type == "outbox")))
    assert (entry.action, entry.entity_id) == ("replay", str(row.id))
    assert entry.before is not None and entry.after is not None
    assert (entry.before["status"], entry.before["attempts"]) == ("failed", 5)
    assert (entry.after["status"], entry.after["attempts"]) == ("pending", 0)

    assert await p.relay.deliver_due() == 1
    [row] = await rows(app.state.sessions)
    assert (row.status, row.attempts) == ("delivered", 1)
    assert list(standin.accepted) == ["test.webhook:order:5"]
