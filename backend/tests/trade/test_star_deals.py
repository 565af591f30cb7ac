"""Star deals (issue 42): an operator holds a version's keys for a deal at a price in a window; members
buy at most the deal's limit over all their orders (unpaid ones count until they close), the deal's
quantity is never exceeded, an unpaid order closing gives its units back, no member discount stacks on
the deal price, and a sold-out deal is answered at once without the version's row, in every process
within a second. Races on PostgreSQL, in one process and in two."""

from __future__ import annotations

import asyncio
import contextlib
import os
import time
from collections import Counter
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import event, func, select, text, update
from sqlalchemy.engine import make_url

from conftest import TEST_JWT_SECRET, AppFactory, client_for, data, failure
from fixtures.operators import admin_client_for
from fixtures.server_process import ServerProcess, server_env, server_processes
from fixtures.shop import keyed_catalogue, member_tokens, set_experience
from fixtures.statements import statements_sent
from fixtures.support import operator_headers
from gamestore.catalogue import promotion_errors as errors
from gamestore.catalogue.regions import RegionMode
from gamestore.catalogue.star_deal_service import HELD, Board, board_of, return_unsold
from gamestore.core import clock
from gamestore.core.errors import TOKEN_EXPIRED, UNAUTHORIZED, AppError
from gamestore.identity import token_service
from gamestore.identity.errors import USER_MOBILE_REQUIRED
from gamestore.models import ActivationKey, Member, Sku, StarDealTake, TradeOrder
from gamestore.trade import errors as trade_errors

SKU = "iron-saga-0"  # 19800 a key (keyed_catalogue)
DEAL = "/trade/star-deal/create"


def ms(moment: Any) -> int:
    return int(moment.timestamp() * 1000)


async def new_deal(
    app: Any,
    sku_id: int,
    quantity: int,
    price: int = 990,
    limit: int = 1,
    headers: dict[str, str] | None = None,
    **times: Any,
) -> dict[str, Any]:
    now = clock.now()
    body = {
        "skuId": sku_id,
        "price": price,
        "quantity": quantity,
        "memberLimit": limit,
        "startTime": ms(times.get("start", now - timedelta(minutes=1))),
        "endTime": ms(times.get("end", now + timedelta(hours=1))),
    }
    async with admin_client_for(app) as console:
        console.headers.update(headers or await catalogue_operator(app))
        answer: dict[str, Any] = data(await console.post("/promotion/star-deal/create", json=body))
    return answer


async def catalogue_operator(app: Any) -> dict[str, str]:
    """A catalogue operator's login (made once per app)."""
    if not hasattr(app.state, "test_catalogue_operator"):
        app.state.test_catalogue_operator = await operator_headers(app, "catalogue")
    headers: dict[str, str] = app.state.test_catalogue_operator
    return headers


async def stock_and_held(app: Any, sku_id: int) -> tuple[int, int]:
    async with app.state.sessions() as session:
        stock = await session.scalar(select(Sku.stock).where(Sku.id == sku_id))
        held = await session.scalar(
            select(func.count()).where(ActivationKey.sku_id == sku_id, ActivationKey.status == HELD)
        )
    return int(stock or 0), int(held or 0)


async def buy(
    client: httpx.AsyncClient, headers: dict[str, str], deal_id: int, count: int = 1
) -> httpx.Response:
    return await client.post(DEAL, json={"dealId": deal_id, "count": count}, headers=headers)


async def test_a_deal_holds_its_keys_and_sells_them_at_its_price_without_a_member_discount(
    app: Any, client: httpx.AsyncClient
) -> None:
    cat = await keyed_catalogue(app, keys_per_version=5)
    sku_id = cat.skus[SKU].id
    deal = await new_deal(app, sku_id, 3)
    assert (deal["price"], deal["listPrice"], deal["quantity"], deal["left"], deal["status"]) == (
        990,
        19800,
        3,
        3,
        "running",
    )
    assert await stock_and_held(app, sku_id) == (2, 3)
    listed = data(await client.get("/promotion/star-deal/list"))
    assert [(d["id"], d["left"]) for d in listed] == [(deal["id"], 3)]

    [member] = await member_tokens(app, 1)
    await set_experience(app, "13900000000", 3000)  # Gold: 5 % off list prices, not off a deal's
    created = data(await buy(client, member, deal["id"]))
    order = data(await client.get("/trade/order/get-detail", params={"id": created["id"]}, headers=member))
    assert (order["totalPrice"], order["activityDiscountPrice"], order["vipPrice"], order["payPrice"]) == (
        19800,
        18810,
        0,
        990,
    )
    async with app.state.sessions() as session:
        key = await session.scalar(select(ActivationKey).where(ActivationKey.order_id == created["id"]))
    assert key is not None and key.deal_id == deal["id"]
    assert await stock_and_held(app, sku_id) == (2, 2)  # the version's stock was not touched


async def test_the_limit_counts_unpaid_orders_until_they_close(app: Any, client: httpx.AsyncClient) -> None:
    cat = await keyed_catalogue(app, keys_per_version=5)
    deal = await new_deal(app, cat.skus[SKU].id, 4, limit=2)
    [member] = await member_tokens(app, 1)
    first = data(await buy(client, member, deal["id"]))
    assert failure(await buy(client, member, deal["id"], count=2))[0] == errors.STAR_DEAL_LIMIT.code
    data(await buy(client, member, deal["id"]))
    assert failure(await buy(client, member, deal["id"]))[0] == errors.STAR_DEAL_LIMIT.code
    # Cancelling the unpaid first order gives its unit back to the member and its key to the deal.
    assert (
        data(await client.delete("/trade/order/cancel", params={"id": first["id"]}, headers=member)) is True
    )
    assert await stock_and_held(app, cat.skus[SKU].id) == (1, 3)
    data(await buy(client, member, deal["id"]))


async def test_asking_more_keys_than_are_left_takes_nothing(app: Any, client: httpx.AsyncClient) -> None:
    """Two asked, one left: sold out, and neither the member's units nor the key nor an order is kept
    (on PostgreSQL the statement writes all or nothing, outside any transaction). The database alone
    decides here, as with Redis away (the door would refuse it: one ticket left)."""
    cat = await keyed_catalogue(app, keys_per_version=5)
    sku_id = cat.skus[SKU].id
    deal = await new_deal(app, sku_id, 1, limit=2)
    [member] = await member_tokens(app, 1)
    with claims_not_counted(app):
        assert failure(await buy(client, member, deal["id"], count=2))[0] == errors.STAR_DEAL_SOLD_OUT.code
    async with app.state.sessions() as session:
        taken = select(StarDealTake.count).where(StarDealTake.deal_id == deal["id"])
        takes = list(await session.scalars(taken))
        orders = await session.scalar(select(func.count()).where(TradeOrder.star_deal_id == deal["id"]))
    assert (takes, orders) == ([], 0)
    assert await stock_and_held(app, sku_id) == (4, 1)
    data(await buy(client, member, deal["id"]))  # the one left is still there


async def test_sold_out_is_answered_at_once_and_a_closed_order_gives_its_key_back(
    app: Any, client: httpx.AsyncClient
) -> None:
    cat = await keyed_catalogue(app, keys_per_version=3)
    deal = await new_deal(app, cat.skus[SKU].id, 1)
    first, second = await member_tokens(app, 2)
    bought = data(await buy(client, first, deal["id"]))
    refused = await buy(client, second, deal["id"])
    assert failure(refused) == (errors.STAR_DEAL_SOLD_OUT.code, "已抢光")
    # Answered before the member's session is looked up (the deals' list says as much to anyone).
    nobody = await buy(client, {"Authorization": "Bearer not-a-session"}, deal["id"])
    assert failure(nobody)[0] == errors.STAR_DEAL_SOLD_OUT.code
    # The unpaid order closes: its key is the deal's again, for the next member.
    assert (
        data(await client.delete("/trade/order/cancel", params={"id": bought["id"]}, headers=first)) is True
    )
    data(await buy(client, second, deal["id"]))


async def test_the_cached_list_says_sold_out_as_soon_as_an_attempt_finds_no_key(
    app_factory: AppFactory,
) -> None:
    """The list is answered from memory for half a second, the board for a minute here: the attempt
    that finds the deal empty drops both at once."""
    app = app_factory(public_cache_seconds=60, star_deal_board_seconds=60)
    cat = await keyed_catalogue(app, keys_per_version=3)
    deal = await new_deal(app, cat.skus[SKU].id, 1)
    first, second = await member_tokens(app, 2)
    async with client_for(app) as shop:

        async def left() -> int:
            answer = await shop.get("/promotion/star-deal/list")
            return int(data(answer)[0]["left"])

        assert await left() == 1
        data(await buy(shop, first, deal["id"]))  # the last key: the board does not know it yet
        assert failure(await buy(shop, second, deal["id"]))[0] == errors.STAR_DEAL_SOLD_OUT.code
        assert await left() == 0


async def test_a_deal_to_come_or_ended_is_refused_and_its_unsold_keys_go_back(
    app: Any, client: httpx.AsyncClient
) -> None:
    cat = await keyed_catalogue(app, keys_per_version=5)
    sku_id = cat.skus[SKU].id
    now = clock.now()
    coming = await new_deal(app, sku_id, 2, start=now + timedelta(hours=1), end=now + timedelta(hours=2))
    [member] = await member_tokens(app, 1)
    assert failure(await buy(client, member, coming["id"]))[0] == errors.STAR_DEAL_NOT_STARTED.code
    ending = await new_deal(app, sku_id, 2, end=now + timedelta(minutes=5))
    data(await buy(client, member, ending["id"]))
    assert await stock_and_held(app, sku_id) == (1, 3)
    assert await return_unsold(app.state.sessions, now + timedelta(minutes=6)) == 1
    assert await return_unsold(app.state.sessions, now + timedelta(minutes=6)) == 0
    assert await stock_and_held(app, sku_id) == (2, 2)  # the ended deal's unsold key is on sale again
    assert failure(await buy(client, member, ending["id"]))[0] == errors.STAR_DEAL_ENDED.code


async def test_the_console_refuses_a_deal_it_cannot_hold_or_price(app: Any) -> None:
    cat = await keyed_catalogue(app, keys_per_version=2)
    sku_id = cat.skus[SKU].id
    now = clock.now()
    async with admin_client_for(app) as console:
        console.headers.update(await catalogue_operator(app))
        console.headers["content-language"] = "en"
        base = {
            "skuId": sku_id,
            "price": 990,
            "quantity": 3,
            "startTime": ms(now),
            "endTime": ms(now + timedelta(hours=1)),
        }
        short = await console.post("/promotion/star-deal/create", json=base)
        assert failure(short) == (
            errors.STAR_DEAL_KEYS_SHORT.code,
            "Only 2 keys of this version are on sale: import more or lower the quantity",
        )
        dear = await console.post("/promotion/star-deal/create", json={**base, "quantity": 1, "price": 19800})
        assert failure(dear)[0] == errors.STAR_DEAL_INVALID.code
        past = {**base, "quantity": 1, "endTime": ms(now - timedelta(minutes=1))}
        assert (
            failure(await console.post("/promotion/star-deal/create", json=past))[0]
            == errors.STAR_DEAL_INVALID.code
        )
    assert await stock_and_held(app, sku_id) == (2, 0)  # nothing held by a refused deal


# -- races (PostgreSQL) ---------------------------------------------------------------------------


def _postgres(url: str) -> None:
    if make_url(url).get_backend_name() != "postgresql":
        pytest.skip("needs TEST_DATABASE_URL (PostgreSQL): row locks and SKIP LOCKED decide the race")


async def test_a_winner_costs_two_statements_and_no_transaction(
    app: Any, client: httpx.AsyncClient, migrated: str
) -> None:
    """The member's session with their country and mobile (one lookup), and one statement storing the
    order with its lines, history and payment, the member's units and the deal's keys: all or nothing by
    itself, so none runs in a transaction (no BEGIN and COMMIT round trips). A session this process
    remembers is not looked up: the country and mobile are read on their own (two as well)."""
    _postgres(migrated)
    cat = await keyed_catalogue(app, keys_per_version=5)
    deal = await new_deal(app, cat.skus[SKU].id, 3)
    first, second = await member_tokens(app, 2)
    data(await buy(client, first, deal["id"]))  # the board has read the deal
    in_transaction: list[bool] = []

    def record(conn: Any, *_args: Any) -> None:
        in_transaction.append(conn.connection.driver_connection.is_in_transaction())

    event.listen(app.state.engine.sync_engine, "before_cursor_execute", record)
    try:
        with statements_sent(app) as sent:
            created = data(await buy(client, second, deal["id"]))
    finally:
        event.remove(app.state.engine.sync_engine, "before_cursor_execute", record)
    assert len(sent) == 2, sent
    assert in_transaction == [False, False]
    payment = data(await client.get("/pay/order/get", params={"id": created["payOrderId"]}, headers=second))
    assert (payment["price"], payment["status"]) == (990, 0)
    [remembered] = await member_tokens(app, 1, first_mobile=13900000100)
    data(await client.get("/member/user/get", headers=remembered))
    with statements_sent(app) as sent:
        data(await buy(client, remembered, deal["id"]))
    assert len(sent) == 2, sent
    async with app.state.sessions() as session:
        merchant_order = await session.scalar(
            text("SELECT merchant_order_id FROM pay_order WHERE id = :id"), {"id": created["payOrderId"]}
        )
    assert merchant_order == f"trade:{created['id']}"


@pytest.mark.parametrize("remembered", [False, True], ids=["looked up", "remembered"])
async def test_the_buyer_read_with_their_session_is_refused_as_at_checkout(
    app: Any, client: httpx.AsyncClient, remembered: bool
) -> None:
    """The member's country and mobile are read in their session's lookup, or on their own when this
    process remembers the session: either way a member whose keys would not activate where they are and
    one without a mobile buy nothing; a logged-out or disabled member's session is refused (looked up)."""
    cat = await keyed_catalogue(app, keys_per_version=5)
    sku_id = cat.skus[SKU].id
    async with app.state.sessions() as session, session.begin():
        await session.execute(
            update(Sku).where(Sku.id == sku_id).values(region_mode=RegionMode.DENY, region_codes="CN")
        )
    deal = await new_deal(app, sku_id, 3)
    abroad, no_mobile, logged_out, disabled = await member_tokens(app, 4)
    async with app.state.sessions() as session, session.begin():
        await session.execute(update(Member).where(Member.mobile == "13900000000").values(country="CN"))
        await session.execute(update(Member).where(Member.mobile == "13900000001").values(mobile=None))
    if remembered:
        for headers in (abroad, no_mobile):
            data(await client.get("/member/user/get", headers=headers))
    assert failure(await buy(client, abroad, deal["id"]))[0] == trade_errors.REGION_LOCKED.code
    assert failure(await buy(client, no_mobile, deal["id"]))[0] == USER_MOBILE_REQUIRED.code
    if not remembered:
        assert data(await client.post("/member/auth/logout", headers=logged_out)) is True
        async with app.state.sessions() as session, session.begin():
            await session.execute(update(Member).where(Member.mobile == "13900000003").values(enabled=False))
        for headers in (logged_out, disabled):
            assert failure(await buy(client, headers, deal["id"]))[0] == TOKEN_EXPIRED.code
    async with app.state.sessions() as session:
        assert await session.scalar(select(func.count()).select_from(TradeOrder)) == 0
    assert await stock_and_held(app, sku_id) == (2, 3)


async def test_an_attempt_holds_one_pooled_connection_at_a_time(app: Any, client: httpx.AsyncClient) -> None:
    """The member's session is looked up (on a connection of its own) before the attempt takes the one
    its order is written on. Taken first, it was held while the lookup waited for another: a crowd of
    new sessions held every pooled connection that way, each waiting for a second, until the pool's
    timeout (the bench's star deal stalled 30 s, then answered 503)."""
    cat = await keyed_catalogue(app, keys_per_version=5)
    deal = await new_deal(app, cat.skus[SKU].id, 3)
    first, second = await member_tokens(app, 2)
    data(await buy(client, first, deal["id"]))  # the board has read the deal
    held = [0, 0]  # now, most

    def checked_out(*_args: Any) -> None:
        held[0] += 1
        held[1] = max(held)

    def checked_in(*_args: Any) -> None:
        held[0] -= 1

    engine = app.state.engine.sync_engine
    event.listen(engine, "checkout", checked_out)
    event.listen(engine, "checkin", checked_in)
    try:
        with statements_sent(app) as sent:
            data(await buy(client, second, deal["id"]))  # its session never looked up before
    finally:
        event.remove(engine, "checkout", checked_out)
        event.remove(engine, "checkin", checked_in)
    assert any("member_session" in statement for statement in sent), sent
    assert held == [0, 1]


async def test_a_crowd_never_exceeds_the_quantity_or_a_limit_nor_waits_on_the_versions_row(
    app: Any, migrated: str
) -> None:
    _postgres(migrated)
    cat = await keyed_catalogue(app, keys_per_version=30)
    sku_id = cat.skus[SKU].id
    deal = await new_deal(app, sku_id, 10, limit=2)
    members = await member_tokens(app, 12)
    async with app.state.sessions() as holder, holder.begin():
        # A checkout holds the version's row the whole time, as it does taking stock (another
        # checkout of the version would wait for it).
        await holder.execute(text("UPDATE product_sku SET stock = stock WHERE id = :id"), {"id": sku_id})
        async with client_for(app) as client:
            attempts = [buy(client, m, deal["id"]) for m in members for _ in range(3)]
            answers = await asyncio.wait_for(asyncio.gather(*attempts), timeout=60)
            # A member's extra attempts claimed keys at the door and gave them back when the limit
            # refused them; attempts refused meanwhile (every key claimed) may leave some: they are
            # sold to the next ones.
            for member in members:
                answers.append(await buy(client, member, deal["id"]))
    codes = Counter(answer.json()["code"] for answer in answers)
    assert codes[0] == 10 and set(codes) <= {0, errors.STAR_DEAL_SOLD_OUT.code, errors.STAR_DEAL_LIMIT.code}
    async with app.state.sessions() as session:
        per_member = list(
            await session.scalars(
                select(func.count())
                .select_from(TradeOrder)
                .where(TradeOrder.star_deal_id == deal["id"])
                .group_by(TradeOrder.member_id)
            )
        )
        takes = list(
            await session.scalars(select(StarDealTake.count).where(StarDealTake.deal_id == deal["id"]))
        )
    assert sum(per_member) == 10 and max(per_member) <= 2 and sum(takes) == 10
    assert await stock_and_held(app, sku_id) == (20, 0)


@pytest.fixture
async def two_servers(migrated: str, tmp_path: Path) -> AsyncIterator[list[ServerProcess]]:
    _postgres(migrated)
    redis_url = os.environ.get("REDIS_URL")
    if not redis_url:
        pytest.skip("needs REDIS_URL: two server processes")
    env = server_env(
        tmp_path,
        database_url=migrated,
        redis_url=redis_url,
        jwt_secret=TEST_JWT_SECRET,
        star_deal_board_seconds="60",  # what a process is not told, it does not see for a minute
    )
    with server_processes(2, env, tmp_path) as servers:
        await asyncio.gather(*(server.wait_ready() for server in servers))
        yield servers


async def test_two_processes_sell_the_quantity_once_and_both_say_sold_out(
    app_factory: AppFactory, two_servers: list[ServerProcess]
) -> None:
    app = app_factory()
    cat = await keyed_catalogue(app, keys_per_version=20)
    deal = await new_deal(app, cat.skus[SKU].id, 8)
    members = await member_tokens(app, 20)
    headers = {"tenant-id": "1", "terminal": "20"}
    clients = [
        httpx.AsyncClient(base_url=f"{s.base_url}/app-api", headers=headers, timeout=30) for s in two_servers
    ]
    try:
        for c in clients:  # both boards have seen the deal with keys left
            assert data(await c.get("/promotion/star-deal/list"))[0]["left"] == 8
        # Every member tries in both processes at once: the limit (1) holds across them.
        attempts = [buy(c, m, deal["id"]) for m in members for c in clients]
        answers = await asyncio.gather(*attempts)
        # A member's second attempt claimed a key at the door and gave it back when the limit refused
        # it; attempts refused meanwhile (every key claimed) may leave some, sold to the next ones.
        for index, member in enumerate(members):
            answers.append(await buy(clients[index % 2], member, deal["id"]))
        codes = Counter(answer.json()["code"] for answer in answers)
        assert codes[0] == 8
        assert set(codes) <= {0, errors.STAR_DEAL_SOLD_OUT.code, errors.STAR_DEAL_LIMIT.code}
        async with app.state.sessions() as session:
            per_member = Counter(
                await session.scalars(
                    select(TradeOrder.member_id).where(TradeOrder.star_deal_id == deal["id"])
                )
            )
        assert len(per_member) == 8 and max(per_member.values()) == 1

        async def both_say_sold_out() -> bool:
            lists = await asyncio.gather(*(c.get("/promotion/star-deal/list") for c in clients))
            return all(data(answer)[0]["left"] == 0 for answer in lists)

        await within_seconds(5, both_say_sold_out)

        # One process finds the last key gone; the other, which saw it left, is told at once.
        last = await new_deal(app, cat.skus[SKU].id, 1)

        async def left_in_each() -> list[int | None]:
            lists = await asyncio.gather(*(c.get("/promotion/star-deal/list") for c in clients))
            return [next((d["left"] for d in data(a) if d["id"] == last["id"]), None) for a in lists]

        async def both_show_one_left() -> bool:
            return await left_in_each() == [1, 1]

        await within_seconds(5, both_show_one_left)  # their lists are kept half a second
        first, second = await member_tokens(app, 2, first_mobile=13700000000)
        data(await buy(clients[0], first, last["id"]))
        assert failure(await buy(clients[0], second, last["id"]))[0] == errors.STAR_DEAL_SOLD_OUT.code

        async def other_says_sold_out() -> bool:
            return (await left_in_each())[1] == 0

        await within_seconds(5, other_says_sold_out)

        # The first's unpaid order closes through one process: the other sells its key again.
        bought = data(
            await clients[0].get("/trade/order/page", params={"pageNo": 1, "pageSize": 1}, headers=first)
        )
        closed = await clients[0].delete(
            "/trade/order/cancel", params={"id": bought["list"][0]["id"]}, headers=first
        )
        assert data(closed) is True

        async def other_sells_it() -> bool:
            return (await buy(clients[1], second, last["id"])).json()["code"] == 0

        await within_seconds(5, other_sells_it)
    finally:
        for c in clients:
            await c.aclose()
    async with app.state.sessions() as session:
        sold = await session.scalar(select(func.count()).where(TradeOrder.star_deal_id == deal["id"]))
    assert sold == 8


async def within_seconds(seconds: float, condition: Callable[[], Awaitable[bool]]) -> None:
    deadline = time.monotonic() + seconds
    while not await condition():
        assert time.monotonic() < deadline, f"not within {seconds} s"
        await asyncio.sleep(0.01)


class CountingLimiter:
    """The app's rate limiter, counting the requests that reach it (every routed /app-api call)."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.hits = 0

    async def hit(self, key: str, limit: int, window_seconds: int) -> bool:
        self.hits += 1
        allowed: bool = await self.inner.hit(key, limit, window_seconds)
        return allowed

    async def count(self, key: str, window_seconds: int) -> int:
        counted: int = await self.inner.count(key, window_seconds)
        return counted

    async def aclose(self) -> None:
        await self.inner.aclose()


async def test_a_sold_out_deal_is_answered_at_the_door_in_the_members_language(
    app_factory: AppFactory,
) -> None:
    """Once the board says sold out, an attempt is refused before routing: no rate-limit count, no
    session lookup, no statement. What the route would refuse otherwise still reaches it."""
    app = app_factory(star_deal_board_seconds=60)
    cat = await keyed_catalogue(app, keys_per_version=3)
    deal = await new_deal(app, cat.skus[SKU].id, 1, end=clock.now() + timedelta(minutes=30))
    first, second = await member_tokens(app, 2)
    limiter = app.state.limiter = CountingLimiter(app.state.limiter)
    async with client_for(app) as shop:
        data(await buy(shop, first, deal["id"]))
        assert failure(await buy(shop, second, deal["id"]))[0] == errors.STAR_DEAL_SOLD_OUT.code
        routed = limiter.hits

        with statements_sent(app) as sent:
            english = await shop.post(
                DEAL, json={"dealId": deal["id"]}, headers={**second, "content-language": "en"}
            )
            japanese = await buy(
                shop, {"Authorization": "Bearer not-a-session", "content-language": "ja"}, deal["id"]
            )
        assert failure(english) == (errors.STAR_DEAL_SOLD_OUT.code, "Sold out")
        assert failure(japanese)[0] == errors.STAR_DEAL_SOLD_OUT.code
        assert english.headers["x-request-id"] and english.headers["x-content-type-options"] == "nosniff"
        assert (sent, limiter.hits) == ([], routed)

        # Not the door's to answer: a body the route refuses, an unknown tenant, a deal over.
        assert failure(await buy(shop, second, deal["id"], count=0))[0] == 400
        assert (
            failure(await buy(shop, {**second, "tenant-id": "999"}, deal["id"]))[0]
            != errors.STAR_DEAL_SOLD_OUT.code
        )
        assert limiter.hits == routed + 1  # the unknown tenant is refused before it is counted
        clock.travel_to(clock.now() + timedelta(hours=1))
        try:
            assert failure(await buy(shop, second, deal["id"]))[0] == errors.STAR_DEAL_ENDED.code
        finally:
            clock.back_to_now()


async def test_an_attempt_that_waited_while_the_deal_sold_out_is_refused_before_it_writes(
    app_factory: AppFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The deal was on sale when the attempt began, not counted at the door (as with Redis away);
    while the member's session was read, another attempt found it empty (here: the board is told so).
    Nothing is written for this one. (A claimed attempt goes on: the test below.)"""
    app = app_factory(star_deal_board_seconds=60)
    cat = await keyed_catalogue(app, keys_per_version=3)
    deal = await new_deal(app, cat.skus[SKU].id, 2)
    [member] = await member_tokens(app, 1)
    board = board_of_app(app)

    async def sold_out_meanwhile(proceed: Proceed, _token: str) -> Any:
        board.sold_out(deal["id"])
        return await proceed()

    hook_deal_authentication(monkeypatch, sold_out_meanwhile)
    with claims_not_counted(app):
        async with client_for(app) as shop:
            assert failure(await buy(shop, member, deal["id"]))[0] == errors.STAR_DEAL_SOLD_OUT.code
    async with app.state.sessions() as session:
        assert await session.scalar(select(func.count()).select_from(TradeOrder)) == 0
        assert await session.scalar(select(func.count()).select_from(StarDealTake)) == 0
    assert await stock_and_held(app, cat.skus[SKU].id) == (1, 2)


Proceed = Callable[[], Awaitable[Any]]


def hook_deal_authentication(
    monkeypatch: pytest.MonkeyPatch, hook: Callable[[Proceed, str], Awaitable[Any]]
) -> None:
    """The deal route's authentication (token_service.authenticate_buyer) goes through
    ``hook(proceed, token)`` for the test; ``proceed()`` authenticates as it would have."""
    authenticate = token_service.authenticate_buyer

    async def hooked(sessions: Any, settings: Any, tenant_id: int, token: str, ip: str) -> Any:
        return await hook(lambda: authenticate(sessions, settings, tenant_id, token, ip), token)

    monkeypatch.setattr(token_service, "authenticate_buyer", hooked)


def board_of_app(app: Any) -> Any:
    """The board of the app's sessions (one per process)."""
    return board_of(app.state.sessions())


@contextlib.contextmanager
def claims_not_counted(app: Any) -> Iterator[None]:
    """The door counts no claim meanwhile, as with Redis away: the database alone decides."""
    board = board_of_app(app)
    tickets, board._tickets = board._tickets, None
    try:
        yield
    finally:
        board._tickets = tickets


async def test_attempts_arriving_while_the_board_reads_a_deal_share_its_one_read(app: Any) -> None:
    """A crowd's first second (and every second after): one read of the deal a process, not one an
    attempt. A deal found sold out while the read was on its way stays sold out."""
    cat = await keyed_catalogue(app, keys_per_version=3)
    deal = await new_deal(app, cat.skus[SKU].id, 2)
    board = Board(60)
    sessions = [app.state.sessions() for _ in range(8)]
    try:
        with statements_sent(app) as sent:
            seen = await asyncio.gather(*(board.seen(session, deal["id"]) for session in sessions))
        assert {item.left for item in seen if item is not None} == {2} and None not in seen
        assert len([s for s in sent if "FROM promotion_star_deal " in s]) == 1, sent

        emptied = Board(60)

        def sold_out_meanwhile(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
            if "count(*)" in statement and "activation_key" in statement:
                emptied.sold_out(deal["id"])  # another attempt found no key while this read ran

        engine = app.state.engine.sync_engine
        event.listen(engine, "before_cursor_execute", sold_out_meanwhile)
        try:
            read = await emptied.seen(sessions[0], deal["id"])
        finally:
            event.remove(engine, "before_cursor_execute", sold_out_meanwhile)
        assert read is not None and read.left == 0
        assert emptied.says_sold_out(deal["id"])
    finally:
        for session in sessions:
            await session.close()


# -- claims at the door (core/tickets.py) ---------------------------------------------------------


async def test_once_every_key_left_is_claimed_the_next_attempt_is_sold_out_at_the_door(
    app_factory: AppFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The last key is claimed by an attempt still on its way (held here while its member's session is
    read): the next attempt is answered sold out at once, without a statement or a rate-limit count,
    instead of racing it to the database. A claim that buys nothing comes back for the next member;
    the one that buys the last key says sold out on the list."""
    app = app_factory(star_deal_board_seconds=60, public_cache_seconds=60)
    cat = await keyed_catalogue(app, keys_per_version=3)
    deal = await new_deal(app, cat.skus[SKU].id, 1)
    first, second, third = await member_tokens(app, 3)
    claimed, go_on = asyncio.Event(), asyncio.Event()

    async def first_waits(proceed: Proceed, token: str) -> Any:
        if f"Bearer {token}" == first["Authorization"]:
            claimed.set()
            await go_on.wait()
            raise AppError(UNAUTHORIZED)  # its session ended meanwhile: it buys nothing
        return await proceed()

    limiter = app.state.limiter = CountingLimiter(app.state.limiter)
    hook_deal_authentication(monkeypatch, first_waits)
    async with client_for(app) as shop:
        on_its_way = asyncio.create_task(buy(shop, first, deal["id"]))
        await asyncio.wait_for(claimed.wait(), 10)
        routed = limiter.hits
        with statements_sent(app) as sent:
            refused = await buy(shop, {**second, "content-language": "en"}, deal["id"])
        assert failure(refused) == (errors.STAR_DEAL_SOLD_OUT.code, "Sold out")
        assert (sent, limiter.hits) == ([], routed)

        go_on.set()
        assert failure(await on_its_way)[0] == UNAUTHORIZED.code
        data(await buy(shop, third, deal["id"]))  # the claim came back
        listed = data(await shop.get("/promotion/star-deal/list"))
        assert [(d["id"], d["left"]) for d in listed] == [(deal["id"], 0)]
        assert failure(await buy(shop, second, deal["id"]))[0] == errors.STAR_DEAL_SOLD_OUT.code
    async with app.state.sessions() as session:
        orders = await session.scalar(select(func.count()).where(TradeOrder.star_deal_id == deal["id"]))
    assert orders == 1


async def test_the_first_attempts_at_a_deal_are_counted_too(app_factory: AppFactory) -> None:
    """Attempts arriving together before this process has read the deal share its one read and claim
    after it: one key, one attempt reaches the order's statement, the others are sold out at the door."""
    app = app_factory(star_deal_board_seconds=60)
    cat = await keyed_catalogue(app, keys_per_version=3)
    deal = await new_deal(app, cat.skus[SKU].id, 1)
    members = await member_tokens(app, 6)
    async with client_for(app) as shop:
        with statements_sent(app) as sent:
            answers = await asyncio.gather(*(buy(shop, m, deal["id"]) for m in members))
    codes = Counter(answer.json()["code"] for answer in answers)
    assert codes == {0: 1, errors.STAR_DEAL_SOLD_OUT.code: 5}
    assert len([s for s in sent if "INSERT INTO trade_order " in s]) == 1, sent


async def test_a_claim_never_given_back_is_forgotten_once_claims_stop(app_factory: AppFactory) -> None:
    """A process died between its claim and its answer: the deal refuses that many too early until
    no claim was made for the quiet window; the next read of the deal counts its keys afresh."""
    app = app_factory(star_deal_board_seconds=0, star_deal_claims_quiet_seconds=0.2)
    cat = await keyed_catalogue(app, keys_per_version=3)
    deal = await new_deal(app, cat.skus[SKU].id, 1)
    [member] = await member_tokens(app, 1)
    board = board_of_app(app)
    async with app.state.sessions() as session:
        seen = await board.seen(session, deal["id"])
    assert seen is not None and await board.claim(seen.deal, 1, 999) == 0  # its process died here
    async with client_for(app) as shop:
        assert failure(await buy(shop, member, deal["id"]))[0] == errors.STAR_DEAL_SOLD_OUT.code
        answers: list[httpx.Response] = []

        async def bought() -> bool:
            answers.append(await buy(shop, member, deal["id"]))
            return answers[-1].json()["code"] == 0

        await within_seconds(5, bought)


async def test_only_a_genuine_token_claims_and_a_member_claims_at_most_the_limit(
    app_factory: AppFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At the door, before the member's session is looked up: an attempt whose token is not genuine
    claims nothing (a crowd of forged tokens cannot make a deal look sold out), and a member's attempts
    on their way hold at most the deal's limit (the next is refused with the limit, no statement)."""
    app = app_factory(star_deal_board_seconds=60)
    cat = await keyed_catalogue(app, keys_per_version=3)
    deal = await new_deal(app, cat.skus[SKU].id, 2)
    first, second, third = await member_tokens(app, 3)
    waiting: list[str] = []
    arrived: list[str] = []
    go_on = asyncio.Event()

    async def first_of_each_waits(proceed: Proceed, token: str) -> Any:
        arrived.append(token)
        if token not in waiting:
            waiting.append(token)
            await go_on.wait()
        return await proceed()

    forged = {"Authorization": f"Bearer {first['Authorization'].split()[1][:-4]}AAAA"}
    hook_deal_authentication(monkeypatch, first_of_each_waits)
    async with client_for(app) as shop:
        on_their_way = [
            asyncio.create_task(buy(shop, headers, deal["id"])) for headers in (forged, forged, first)
        ]

        async def all_waiting() -> bool:
            # The forged token's first attempt and the first member's wait; the forged token's
            # second has reached its session's lookup too (not still on its way to the Redis
            # rate limit, to find the deal sold out when it arrives).
            return len(waiting) == 2 and len(arrived) == 3

        await within_seconds(10, all_waiting)
        with statements_sent(app) as sent:
            again = await buy(shop, {**first, "content-language": "en"}, deal["id"])
        assert failure(again) == (
            errors.STAR_DEAL_LIMIT.code,
            "At most 1 per member at this deal (unpaid orders count until they close)",
        )
        assert sent == []
        waiting.append(second["Authorization"].split()[1])  # the second member does not wait
        data(await buy(shop, second, deal["id"]))  # a key was left for them: the forged ones held none
        go_on.set()
        forged_one, forged_two, first_bought = await asyncio.gather(*on_their_way)
        assert failure(forged_one)[0] == failure(forged_two)[0] == UNAUTHORIZED.code
        data(first_bought)
        assert failure(await buy(shop, third, deal["id"]))[0] == errors.STAR_DEAL_SOLD_OUT.code
