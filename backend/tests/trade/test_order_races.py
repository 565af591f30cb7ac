"""Concurrency (meant for PostgreSQL; also runs on SQLite): the last keys and a member's points."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from typing import Any

from sqlalchemy import func, select, update

from conftest import client_for, data
from fixtures import balances
from fixtures.shop import give_points, keyed_catalogue, member_tokens
from gamestore.core import clock
from gamestore.loyalty.point_service import PointBizType
from gamestore.models import ActivationKey, Member, MemberPointRecord, Sku, TradeOrder, TradeOrderLog
from gamestore.trade import errors
from gamestore.trade.fulfilment import close_expired_orders


async def test_fifty_members_racing_for_ten_keys(app: Any) -> None:
    cat = await keyed_catalogue(app, keys_per_version=10)
    sku = cat.skus["iron-saga-0"]
    members = await member_tokens(app, 50)
    body = {"items": [{"skuId": sku.id, "count": 1}], "pointStatus": False}

    async def buy(headers: dict[str, str]) -> Any:
        async with client_for(app, **headers) as client:
            return (await client.post("/trade/order/create", json=body)).json()

    answers = await asyncio.gather(*(buy(headers) for headers in members))
    won = [a for a in answers if a["code"] == 0]
    lost = [a for a in answers if a["code"] != 0]
    assert len(won) == 10
    assert {a["code"] for a in lost} == {errors.SKU_STOCK_NOT_ENOUGH.code}
    async with app.state.sessions() as session:
        reserved = (
            await session.execute(
                select(ActivationKey.id, ActivationKey.order_id).where(ActivationKey.sku_id == sku.id)
            )
        ).all()
        orders = await session.scalar(select(func.count()).select_from(TradeOrder))
        left = await session.scalar(select(Sku.stock).where(Sku.id == sku.id))
    assert orders == 10 and left == 0
    holders = [order_id for _, order_id in reserved]
    assert sorted(holders) == sorted(a["data"]["id"] for a in won)  # 10 distinct keys, one per order


async def test_parallel_orders_never_spend_more_points_than_the_member_has(app: Any) -> None:
    cat = await keyed_catalogue(app, keys_per_version=10)
    [headers] = await member_tokens(app, 1)
    async with app.state.sessions() as session:
        mobile = await session.scalar(select(Member.mobile))
    await give_points(app, str(mobile), 5000)  # each order of 19800 may use up to 5000
    body = {"items": [{"skuId": cat.skus["iron-saga-0"].id, "count": 1}], "pointStatus": True}

    async with client_for(app, **headers) as client:
        answers = await asyncio.gather(*(client.post("/trade/order/create", json=body) for _ in range(8)))
        results = [a.json() for a in answers]
        won = [r for r in results if r["code"] == 0]
        assert len(won) >= 1
        for r in results:
            if r["code"] != 0:
                assert r["code"] in (1_004_008_000, errors.SKU_STOCK_NOT_ENOUGH.code), r
        details = [
            data(await client.get("/trade/order/get-detail", params={"id": r["data"]["id"]})) for r in won
        ]
    async with app.state.sessions() as session:
        balance = await session.scalar(select(balances.POINT).where(Member.mobile == mobile))
        ledger = await session.scalar(select(func.sum(MemberPointRecord.point)))
    assert balance is not None and balance >= 0
    assert balance == ledger
    assert sum(d["usePoint"] for d in details) == 5000 - balance


async def _expired_order_with_points(app: Any) -> tuple[int, str]:
    cat = await keyed_catalogue(app, keys_per_version=3)
    [headers] = await member_tokens(app, 1, first_mobile=13700000000)
    await give_points(app, "13700000000", 700)
    body = {"items": [{"skuId": cat.skus["iron-saga-0"].id, "count": 2}], "pointStatus": True}
    async with client_for(app, **headers) as client:
        order_id = data(await client.post("/trade/order/create", json=body))["id"]
    async with app.state.sessions() as session, session.begin():
        await session.execute(
            update(TradeOrder)
            .where(TradeOrder.id == order_id)
            .values(expire_time=clock.now() - timedelta(minutes=1))
        )
    return order_id, "13700000000"


async def test_several_processes_closing_at_once_close_each_order_once(app: Any) -> None:
    order_id, mobile = await _expired_order_with_points(app)
    closed = await asyncio.gather(*(close_expired_orders(app.state.sessions) for _ in range(4)))
    assert sum(closed) == 1
    async with app.state.sessions() as session:
        balance = await session.scalar(select(balances.POINT).where(Member.mobile == mobile))
        returned = await session.scalar(
            select(func.count()).where(MemberPointRecord.biz_type == PointBizType.ORDER_CANCEL_RETURN)
        )
        available = await session.scalar(
            select(func.count()).where(ActivationKey.order_id.is_(None), ActivationKey.status == 0)
        )
        all_keys = await session.scalar(select(func.count()).select_from(ActivationKey))
        logs = await session.scalar(select(func.count()).where(TradeOrderLog.order_id == order_id))
    assert (balance, returned, logs) == (700, 1, 2)
    assert available == all_keys  # every key is back on sale


async def test_the_server_closes_expired_orders_by_itself(app_factory: Any) -> None:
    app = app_factory(order_close_interval_seconds=0.05)
    order_id, _ = await _expired_order_with_points(app)
    async with app.router.lifespan_context(app):
        for _ in range(200):
            async with app.state.sessions() as session:
                status = await session.scalar(select(TradeOrder.status).where(TradeOrder.id == order_id))
            if status == 40:
                break
            await asyncio.sleep(0.05)
    assert status == 40
