"""What a paid order earns (issue 36): each effect owns its grant and its revoke; points, experience,
referral points and the order's count for tasks are pending until the order is final, so a refund
cancels them and nothing of them can be spent before. The holes an attacker found are closed."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Sequence
from datetime import timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select, update

from conftest import bearer, client_for, data, failure, login_by_sms
from fixtures.balances import EXPERIENCE, POINT
from fixtures.shop import keyed_catalogue, member_id
from fixtures.support import settle_orders
from gamestore.core import clock
from gamestore.core.crypto import KeyCipher
from gamestore.core.db import unit_of_work
from gamestore.demo.loader import TASKS, load_demo_items
from gamestore.engagement import errors as member_errors
from gamestore.engagement.task_import import import_tasks
from gamestore.events.order_events import (
    EffectMisdeclaredError,
    Grant,
    OrderEffect,
    OrderPaid,
    OrderRefunded,
)
from gamestore.models import Member, MemberPointRecord, MemberReferral, TradeOrder
from gamestore.pay.wallet_service import WalletBizType, change_balance
from gamestore.trade import order_effects, refund_service
from gamestore.trade.order_maturity import mature_due_orders

MOBILE = "13800000361"
SHARER = "13800000362"


@pytest.fixture
async def shopper(app: Any, client: httpx.AsyncClient, outbox: Any) -> dict[str, Any]:
    """A logged-in member (`client`, English) referred by SHARER, with money in the wallet and the
    demo tasks (a weekly and a first purchase task count paid orders)."""
    cat = await keyed_catalogue(app)
    async with unit_of_work(app.state.sessions) as session:
        await load_demo_items(session, KeyCipher.from_settings(app.state.settings))
        report = await import_tasks(session, json.loads(TASKS.read_text(encoding="utf-8")))
        assert report.ok, report.render()
    async with client_for(app) as sharer_client:
        await login_by_sms(sharer_client, outbox, SHARER)
    client.headers.update({**bearer(await login_by_sms(client, outbox, MOBILE)), "content-language": "en"})
    me, sharer = await member_id(app, MOBILE), await member_id(app, SHARER)
    async with unit_of_work(app.state.sessions) as session:
        session.add(
            MemberReferral(
                member_id=me,
                sharer_id=sharer,
                page=1,
                query_id=0,
                platform=1,
                method=3,
                created_at=clock.now(),
            )
        )
        await change_balance(session, me, 100_000, WalletBizType.RECHARGE, "test", "top up")
    return {"cat": cat, "me": me, "sharer": sharer}


async def buy(client: httpx.AsyncClient, sku_id: int, count: int = 1, *, points: bool = False) -> int:
    body = {"items": [{"skuId": sku_id, "count": count}], "pointStatus": points}
    created = data(await client.post("/trade/order/create", json=body))
    paid = data(
        await client.post("/pay/order/submit", json={"id": created["payOrderId"], "channelCode": "wallet"})
    )
    assert paid["status"] == 0
    return int(created["id"])


async def keys(client: httpx.AsyncClient, order_id: int) -> list[int]:
    detail = data(await client.get("/trade/order/get-detail", params={"id": order_id}))
    return [key["keyId"] for key in detail["activationCodes"]]


async def reveal(client: httpx.AsyncClient, order_id: int, key_id: int) -> Any:
    """Answers what the reveal gave (``given``)."""
    return data(await client.post("/trade/order/reveal-key", json={"orderId": order_id, "keyId": key_id}))[
        "given"
    ]


async def tasks(client: httpx.AsyncClient) -> dict[str, dict[str, Any]]:
    page = data(await client.get("/member/task/page", params={"pageSize": 50}))
    return {row["code"]: row for row in page["list"]}


async def balances(app: Any, member: int) -> tuple[int, int, int]:
    """Points, experience, and the sum of the point records (the ledger adds up)."""
    async with app.state.sessions() as session:
        point, experience = (
            await session.execute(select(POINT, EXPERIENCE).where(Member.id == member))
        ).one()
        recorded = await session.scalar(
            select(func.coalesce(func.sum(MemberPointRecord.point), 0)).where(
                MemberPointRecord.member_id == member
            )
        )
    assert recorded == point, "the point ledger adds up"
    return int(point), int(experience), int(recorded or 0)


async def test_a_refunded_order_leaves_nothing_it_earned(
    app: Any, client: httpx.AsyncClient, shopper: dict[str, Any]
) -> None:
    """The attack: buy a cheap key, claim the order tasks' rewards, refund the unrevealed key, keep
    all of it, every week. Now the tasks count the order only once it is final."""
    order_id = await buy(client, shopper["cat"].skus["tiny-blocks-0"].id)
    user = data(await client.get("/member/user/get"))
    earned = data(await client.get("/trade/order/get-detail", params={"id": order_id}))["givePoint"]
    assert earned > 0
    assert (user["point"], user["pendingPoint"], user["experience"], user["pendingExperience"]) == (
        0,
        earned + 20,
        0,
        earned,
    )
    assert user["level"]["level"] == data(await client.get("/member/level/list"))[0]["level"]
    pending = data(await client.get("/member/point/pending"))
    assert sorted((row["bizType"], row["point"], row["orderId"]) for row in pending) == [
        (21, earned, order_id),
        (32, 20, order_id),
    ]
    assert all(row["title"] and row["finalBy"] > 0 for row in pending)
    listed = await tasks(client)
    for code in ("weekly-buy", "once-first-purchase"):
        assert (listed[code]["status"], listed[code]["progress"], listed[code]["pending"]) == (0, 0, 1), code
        assert failure(await client.post("/member/task/claim", json={"id": listed[code]["id"]}))[0] == (
            member_errors.TASK_NOT_RECEIVABLE.code
        )

    data(await client.post("/trade/after-sale/create", json={"orderId": order_id, "reason": ""}))

    user = data(await client.get("/member/user/get"))
    assert (user["point"], user["pendingPoint"], user["experience"], user["pendingExperience"]) == (
        0,
        0,
        0,
        0,
    )
    assert data(await client.get("/member/point/pending")) == []
    assert all(row["pending"] == 0 for row in (await tasks(client)).values())
    assert await settle_orders(app) == 0
    assert await balances(app, shopper["me"]) == (0, 0, 0)
    assert await balances(app, shopper["sharer"]) == (0, 0, 0)
    listed = await tasks(client)
    assert listed["weekly-buy"]["status"] == listed["once-first-purchase"]["status"] == 0


async def test_earned_points_cannot_pay_for_an_order_before_they_are_final(
    app: Any, client: httpx.AsyncClient, shopper: dict[str, Any]
) -> None:
    """The attack: spend the points a purchase earned on an unpaid order, refund the purchase (the
    claw-back stops at the balance), cancel the unpaid order: points from nothing, three rounds."""
    sku = shopper["cat"].skus["tiny-blocks-0"].id
    for _ in range(3):
        order_id = await buy(client, sku)
        assert data(await client.get("/member/user/get"))["point"] == 0, "nothing to spend yet"
        unpaid = data(
            await client.post(
                "/trade/order/create", json={"items": [{"skuId": sku, "count": 1}], "pointStatus": True}
            )
        )
        data(await client.post("/trade/after-sale/create", json={"orderId": order_id, "reason": ""}))
        data(await client.delete("/trade/order/cancel", params={"id": unpaid["id"]}))
    assert await settle_orders(app) == 0
    assert await balances(app, shopper["me"]) == (0, 0, 0)


async def test_revealing_the_last_key_makes_the_order_final(
    app: Any, client: httpx.AsyncClient, shopper: dict[str, Any]
) -> None:
    order_id = await buy(client, shopper["cat"].skus["star-raid-0"].id, 2)
    earned = data(await client.get("/trade/order/get-detail", params={"id": order_id}))["givePoint"]
    first, second = await keys(client, order_id)
    assert await reveal(client, order_id, first) is None
    assert data(await client.get("/member/user/get"))["point"] == 0  # a key can still be refunded

    given = await reveal(client, order_id, second)

    # The referral bonus is the member's too (the sharer's points are not told to them).
    assert given == {"point": earned + 20, "experience": earned, "items": []}

    user = data(await client.get("/member/user/get"))
    assert (user["point"], user["pendingPoint"], user["experience"]) == (earned + 20, 0, earned)
    assert await balances(app, shopper["sharer"]) == (50, 0, 50)
    listed = await tasks(client)
    assert listed["weekly-buy"]["status"] == listed["once-first-purchase"]["status"] == 10
    assert (
        data(await client.post("/member/task/claim", json={"id": listed["weekly-buy"]["id"]}))["point"] == 50
    )
    assert await reveal(client, order_id, second) is None  # again: nothing more
    assert await settle_orders(app) == 0
    assert (await balances(app, shopper["me"]))[0] == earned + 20 + 50


async def test_the_window_closing_gives_once_however_many_processes_run_the_job(
    app: Any, client: httpx.AsyncClient, shopper: dict[str, Any]
) -> None:
    order_ids = [await buy(client, shopper["cat"].skus["star-raid-0"].id) for _ in range(3)]
    earned = 0
    for order_id in order_ids:
        earned += data(await client.get("/trade/order/get-detail", params={"id": order_id}))["givePoint"]
    assert await mature_due_orders(app.state.sessions) == 0  # the windows are open
    later = clock.now() + timedelta(days=app.state.settings.refund_window_days, seconds=1)

    matured = await asyncio.gather(*(mature_due_orders(app.state.sessions, later) for _ in range(4)))

    assert sum(matured) == 3
    assert await balances(app, shopper["me"]) == (earned + 3 * 20, earned, earned + 3 * 20)
    assert await balances(app, shopper["sharer"]) == (150, 0, 150)
    assert data(await client.get("/member/user/get"))["pendingPoint"] == 0


async def test_support_refunding_a_final_order_takes_back_what_it_gave(
    app: Any, client: httpx.AsyncClient, shopper: dict[str, Any]
) -> None:
    order_id = await buy(client, shopper["cat"].skus["star-raid-0"].id)
    async with unit_of_work(app.state.sessions) as session:
        await session.execute(
            update(TradeOrder)
            .where(TradeOrder.id == order_id)
            .values(pay_time=clock.now() - timedelta(days=40))
        )
    assert await settle_orders(app) == 1
    earned = data(await client.get("/trade/order/get-detail", params={"id": order_id}))["givePoint"]
    assert await balances(app, shopper["me"]) == (earned + 20, earned, earned + 20)

    async with unit_of_work(app.state.sessions) as session:
        by = refund_service.Support(operator_id=7, reason="key did not activate")
        await refund_service.refund(session, app.state.settings, app.state.pay_channels, order_id, by)

    assert await balances(app, shopper["me"]) == (0, 0, 0)
    assert await balances(app, shopper["sharer"]) == (0, 0, 0)


class _Grants(OrderEffect):
    name = "test_grants"

    async def grant(self, session: Any, paid: OrderPaid) -> Sequence[Grant]:
        return []


def test_an_effect_without_a_revoke_cannot_be_installed() -> None:
    with pytest.raises(TypeError, match="revoke"):
        _Grants()  # type: ignore[abstract]

    class NeverMatures(_Grants):
        matures = True

        async def revoke(self, session: Any, refunded: OrderRefunded, grant: Grant) -> Grant:
            return grant

    before = order_effects.installed()
    with pytest.raises(EffectMisdeclaredError, match="without a mature"):
        order_effects.install([NeverMatures()])
    assert order_effects.installed() == before, "a refused installation changes nothing"
