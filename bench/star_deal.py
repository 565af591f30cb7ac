"""The star-deal row of `make bench` (issue 42): a crowd at a sale's first second.

A version gets DEAL_UNITS keys (`gamestore import-keys`), an operator (`gamestore create-operator`)
puts them all in a star deal through the console's API, and CROWD members are made directly in the
database with a session each (logging 5,000 members in by SMS would measure the SMS budgets). Then
every member tries once to buy, all the attempts queued at the same instant on CONNECTIONS
keep-alive connections, against the server's processes. Reported: how long it took to sell out,
orders placed per second, the server's CPU per attempt, p50/p99 of the winners' and of those
answered sold out (each timed from its sending). Checked in the database afterwards: exactly
DEAL_UNITS keys sold to the deal's orders, no member over the limit, and no answer other than an
order, "sold out" or "limit".

Before it, as the checkout row's warm-up does, the server sells out a smaller deal of another game to
other members (WARM_UNITS, WARM_CROWD): its processes have opened their database connections and
prepared the order's statements, as a store's have on a sale day, when the crowd comes. The crowd's
own members are new to the server (their sessions are looked up in the database).
"""

from __future__ import annotations

import asyncio
import json
import statistics
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import cast
from urllib.parse import urlsplit

import httptools
import uvloop

from checkout import import_keys
from member_reads import MemberSetupError, call

DEAL_UNITS, CROWD, CONNECTIONS = 1000, 5000, 64
WARM_UNITS, WARM_CROWD = 300, 300
DEAL_PATH = "/app-api/trade/star-deal/create"
SOLD_OUT, LIMIT = 1_013_031_003, 1_013_031_004
DEAL_MAX_SOLD_OUT_P99_MS = 50.0
FIRST_MOBILE = 15500000000


@dataclass(frozen=True)
class Prepared:
    deal_id: int
    sku_id: int
    units: int
    tokens: list[str]


@dataclass
class Outcome:
    seconds_to_sell_out: float = 0.0
    won_ms: list[float] = field(default_factory=list)
    sold_out_ms: list[float] = field(default_factory=list)
    # Each attempt answered sold out: sent and answered, seconds from the start (to split the tail).
    sold_out_at: list[tuple[float, float]] = field(default_factory=list)
    other: dict[str, int] = field(default_factory=dict)
    client_cpu_seconds: float = 0.0


def prepare(
    base_url: str,
    headers: dict[str, str],
    *,
    gamestore: Path,
    env: dict[str, str],
    workdir: Path,
    warm_up: bool = False,
) -> Prepared:
    """A deal of DEAL_UNITS keys of the demo's second game's first version, and CROWD members; to warm
    up, WARM_UNITS keys of the third game's and WARM_CROWD other members."""
    games = call(
        base_url, "GET", f"/app-api/product/spu/page?pageNo=1&pageSize={3 if warm_up else 2}", headers
    )["list"]
    units, crowd = (WARM_UNITS, WARM_CROWD) if warm_up else (DEAL_UNITS, CROWD)
    first_mobile = FIRST_MOBILE + CROWD if warm_up else FIRST_MOBILE
    detail = call(
        base_url,
        "GET",
        f"/app-api/product/spu/get-detail?id={games[-1]['id']}",
        headers,
    )
    version = detail["skus"][0]
    import_keys(gamestore, env, workdir, int(version["id"]), units)
    operator = "bench-deals"
    password = "Bench-deal-1234"
    subprocess.run(  # noqa: S603 - our own command line
        [str(gamestore), "create-operator", "--username", operator, "--role", "catalogue"],
        input=f"{password}\n", env=env, cwd=workdir, capture_output=True, text=True, check=False,
    )  # fmt: skip
    login = call(
        base_url,
        "POST",
        "/admin-api/system/auth/login",
        headers,
        {"username": operator, "password": password},
    )
    now_ms = int(time.time() * 1000)
    deal = call(
        base_url,
        "POST",
        "/admin-api/promotion/star-deal/create",
        {**headers, "Authorization": f"Bearer {login['accessToken']}"},
        {
            "skuId": version["id"],
            "price": max(1, int(version["price"]) // 10),
            "quantity": units,
            "memberLimit": 1,
            "startTime": now_ms - 1000,
            "endTime": now_ms + 3_600_000,
        },
    )
    tokens = asyncio.run(_members(env["DATABASE_URL"], crowd, first_mobile))
    return Prepared(int(deal["id"]), int(version["id"]), units, tokens)


async def _members(database_url: str, count: int, first_mobile: int) -> list[str]:
    """``count`` members with a session each, made in the database (no SMS)."""
    from gamestore.core.config import get_settings
    from gamestore.core.db import create_engine, create_session_factory
    from gamestore.identity.token_service import start_session
    from gamestore.models import Member

    settings = get_settings()
    engine = create_engine(database_url)
    tokens = []
    try:
        async with create_session_factory(engine)() as session, session.begin():
            for index in range(count):
                member = Member(
                    tenant_id=1,
                    mobile=str(first_mobile + index),
                    nickname=f"Crowd{index}",
                    gender=0,
                    register_terminal=20,
                    register_ip="127.0.0.1",
                )
                session.add(member)
                await session.flush()
                tokens.append(
                    (await start_session(session, settings, member, 20)).accessToken
                )
    finally:
        await engine.dispose()
    return tokens


def run(base_url: str, headers: dict[str, str], prepared: Prepared) -> Outcome:
    before = time.process_time()
    outcome = uvloop.run(_crowd(base_url, headers, prepared))
    outcome.client_cpu_seconds = time.process_time() - before
    return outcome


class _Connection(asyncio.Protocol):
    """One keep-alive HTTP/1.1 connection sending prepared requests one at a time, its answers read by
    httptools (uvicorn's parser): the crowd's client spends little of the CPU the server shares, as wrk
    does for the checkout row (aiohttp took about a sixth of the machine's two cores)."""

    def __init__(self) -> None:
        self._parser = httptools.HttpResponseParser(self)
        self._body: list[bytes] = []
        self._answer: asyncio.Future[tuple[int, bytes]] | None = None
        self._transport: asyncio.WriteTransport | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self._transport = cast(asyncio.WriteTransport, transport)  # uvloop's is not asyncio's class

    def data_received(self, data: bytes) -> None:
        self._parser.feed_data(data)

    def on_body(self, body: bytes) -> None:
        self._body.append(body)

    def on_message_complete(self) -> None:
        if self._answer is not None and not self._answer.done():
            self._answer.set_result((self._parser.get_status_code(), b"".join(self._body)))

    def connection_lost(self, exc: Exception | None) -> None:
        if self._answer is not None and not self._answer.done():
            self._answer.set_exception(ConnectionError(f"the server closed the connection: {exc}"))

    async def send(self, request: bytes) -> tuple[int, bytes]:
        assert self._transport is not None
        self._body = []
        self._answer = asyncio.get_running_loop().create_future()
        self._transport.write(request)
        return await self._answer


def _requests(base_url: str, headers: dict[str, str], prepared: Prepared) -> list[bytes]:
    """Each member's attempt as the bytes sent, built before the clock starts."""
    host = urlsplit(base_url).netloc
    body = json.dumps({"dealId": prepared.deal_id, "count": 1}).encode()
    fixed = "".join(f"{name}: {value}\r\n" for name, value in headers.items())
    head = (
        f"POST {DEAL_PATH} HTTP/1.1\r\nHost: {host}\r\n{fixed}"
        f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n"
    )
    return [f"{head}Authorization: Bearer {token}\r\n\r\n".encode() + body for token in prepared.tokens]


async def _crowd(base_url: str, headers: dict[str, str], prepared: Prepared) -> Outcome:
    outcome = Outcome()
    waiting = list(reversed(_requests(base_url, headers, prepared)))
    address = urlsplit(base_url)
    loop = asyncio.get_running_loop()
    connections = [
        (await loop.create_connection(_Connection, address.hostname, address.port))[1]
        for _ in range(CONNECTIONS)
    ]
    started = time.perf_counter()
    last_win = started

    async def attempts(connection: _Connection) -> None:
        nonlocal last_win
        while waiting:
            request = waiting.pop()
            sent = time.perf_counter()
            status, body = await connection.send(request)
            done = time.perf_counter()
            code = json.loads(body).get("code") if status == 200 else f"HTTP {status}"
            if code == 0:
                outcome.won_ms.append((done - sent) * 1000)
                last_win = max(last_win, done)
            elif code == SOLD_OUT:
                outcome.sold_out_ms.append((done - sent) * 1000)
                outcome.sold_out_at.append((sent - started, done - started))
            else:
                outcome.other[str(code)] = outcome.other.get(str(code), 0) + 1

    await asyncio.gather(*(attempts(connection) for connection in connections))
    outcome.seconds_to_sell_out = last_win - started
    return outcome


def percentile(values: list[float], share: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def summary(outcome: Outcome) -> dict[str, float]:
    won = len(outcome.won_ms)
    last_key = outcome.seconds_to_sell_out
    # The sold-out tail, split: attempts sent after the last key was sold, and those already on their
    # way then (sent while keys were left: their wait before the sell-out is in their time).
    after = [(done - sent) * 1000 for sent, done in outcome.sold_out_at if sent >= last_key]
    in_flight = [max(0.0, done - last_key) * 1000 for sent, done in outcome.sold_out_at if sent < last_key]
    return {
        "sold_out_after_p99_ms": percentile(after, 0.99),
        "in_flight_at_sell_out": len(in_flight),
        "in_flight_answered_within_ms": max(in_flight, default=0.0),
        "sold": won,
        "seconds_to_sell_out": outcome.seconds_to_sell_out,
        "orders_per_s": won / outcome.seconds_to_sell_out
        if outcome.seconds_to_sell_out
        else 0.0,
        "won_p50_ms": statistics.median(outcome.won_ms) if won else 0.0,
        "won_p99_ms": percentile(outcome.won_ms, 0.99),
        "sold_out_p50_ms": statistics.median(outcome.sold_out_ms)
        if outcome.sold_out_ms
        else 0.0,
        "sold_out_p99_ms": percentile(outcome.sold_out_ms, 0.99),
    }


def problems(database_url: str, prepared: Prepared, outcome: Outcome) -> list[str]:
    """What does not add up: units sold other than the deal's, a member over the limit, odd answers."""
    sold, most = asyncio.run(_audit(database_url, prepared.deal_id))
    found = []
    if sold != prepared.units or len(outcome.won_ms) != prepared.units:
        found.append(
            f"{sold} keys sold ({len(outcome.won_ms)} answered), not {prepared.units}"
        )
    if most > 1:
        found.append(f"a member holds {most} units of a deal limited to 1")
    unexpected = {code: n for code, n in outcome.other.items() if code != str(LIMIT)}
    if unexpected:
        found.append(f"unexpected answers {unexpected}")
    return found


async def _audit(database_url: str, deal_id: int) -> tuple[int, int]:
    from sqlalchemy import text

    from gamestore.core.db import create_engine

    engine = create_engine(database_url)
    try:
        async with engine.connect() as connection:
            sold = await connection.scalar(
                text(
                    "SELECT count(*) FROM product_activation_key k JOIN trade_order o ON o.id = k.order_id "
                    "WHERE k.deal_id = :deal AND o.star_deal_id = :deal"
                ),
                {"deal": deal_id},
            )
            most = await connection.scalar(
                text(
                    "SELECT coalesce(max(count), 0) FROM promotion_star_deal_take WHERE deal_id = :deal"
                ),
                {"deal": deal_id},
            )
        return int(sold or 0), int(most or 0)
    finally:
        await engine.dispose()


__all__ = ["MemberSetupError"]
