"""Verified gateway notices applied once: paid, replayed, wrong amount, late, paid twice, unknown."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select

from conftest import bearer, data, login_by_sms
from fixtures.shop import keyed_catalogue, member_id
from gamestore.core import clock
from gamestore.models import PayNotifyRecord, PayOrderExtension, PayWallet, TradeOrder
from gamestore.pay.channels.base import PaymentNotice
from gamestore.pay.notify_service import NotifyOutcome, apply_notice

MOBILE = "13800000061"
CHANNEL = "alipay_wap"


@pytest.fixture
async def order(app: Any, client: httpx.AsyncClient, outbox: Any) -> dict[str, Any]:
    cat = await keyed_catalogue(app)
    client.headers.update(bearer(await login_by_sms(client, outbox, MOBILE)))
    body = {"items": [{"skuId": cat.skus["star-raid-0"].id, "count": 1}], "pointStatus": False}
    created: dict[str, Any] = data(await client.post("/trade/order/create", json=body))
    async with app.state.sessions() as session, session.begin():
        session.add(
            PayOrderExtension(
                no=f"P{created['payOrderId']}A1",
                pay_order_id=created["payOrderId"],
                channel_code=CHANNEL,
                created_at=clock.now(),
            )
        )
    created["no"] = f"P{created['payOrderId']}A1"
    created["member"] = await member_id(app, MOBILE)
    return created


def notice(no: str, transaction: str = "T1", price: int = 4800, paid: bool = True) -> PaymentNotice:
    return PaymentNotice(
        out_trade_no=no,
        channel_transaction_id=transaction,
        paid=paid,
        price=price,
        success_time=clock.now(),
        raw={"t": transaction},
    )


async def apply(app: Any, item: PaymentNotice, channel: str = CHANNEL) -> NotifyOutcome:
    async with app.state.sessions() as session, session.begin():
        return await apply_notice(session, app.state.settings, channel, item)


async def order_status(client: httpx.AsyncClient, order_id: int) -> tuple[int, int]:
    detail = data(await client.get("/trade/order/get-detail", params={"id": order_id}))
    return detail["status"], len(detail["activationCodes"])


async def wallet(app: Any) -> int:
    async with app.state.sessions() as session:
        return int(await session.scalar(select(PayWallet.balance)) or 0)


async def test_a_paid_notice_delivers_and_its_replays_change_nothing(
    app: Any, order: dict[str, Any], client: httpx.AsyncClient
) -> None:
    results = await asyncio.gather(*(apply(app, notice(order["no"])) for _ in range(4)))
    assert sorted(results) == [NotifyOutcome.PAID] * 4  # one applied, three replays read its outcome
    assert await order_status(client, order["id"]) == (30, 1)
    paid = data(await client.get("/pay/order/get", params={"id": order["payOrderId"]}))
    assert (paid["status"], paid["channelCode"]) == (10, CHANNEL)
    async with app.state.sessions() as session:
        assert await session.scalar(select(func.count()).select_from(PayNotifyRecord)) == 1
    assert await wallet(app) == 0


async def test_a_wrong_amount_changes_nothing(
    app: Any, order: dict[str, Any], client: httpx.AsyncClient
) -> None:
    assert await apply(app, notice(order["no"], price=1)) == NotifyOutcome.AMOUNT_MISMATCH
    assert await order_status(client, order["id"]) == (0, 0)
    assert await apply(app, notice(order["no"], transaction="T2")) == NotifyOutcome.PAID


async def test_money_for_a_closed_order_goes_to_the_wallet(
    app: Any, order: dict[str, Any], client: httpx.AsyncClient
) -> None:
    data(await client.delete("/trade/order/cancel", params={"id": order["id"]}))
    assert await apply(app, notice(order["no"])) == NotifyOutcome.REFUNDED_TO_WALLET
    assert await apply(app, notice(order["no"])) == NotifyOutcome.REFUNDED_TO_WALLET  # replay: once only
    assert await order_status(client, order["id"]) == (40, 0)
    assert await wallet(app) == 4800
    transactions = data(await client.post("/pay/wallet-transaction/page", json={}))
    assert [(t["bizType"], t["price"]) for t in transactions["list"]] == [(4, 4800)]


async def test_a_second_payment_of_a_paid_order_goes_to_the_wallet(
    app: Any, order: dict[str, Any], client: httpx.AsyncClient
) -> None:
    assert await apply(app, notice(order["no"], transaction="T1")) == NotifyOutcome.PAID
    assert await apply(app, notice(order["no"], transaction="T9")) == NotifyOutcome.REFUNDED_TO_WALLET
    assert await wallet(app) == 4800
    async with app.state.sessions() as session:
        completed = await session.scalar(select(func.count()).where(TradeOrder.status == 30))
    assert completed == 1


async def test_unknown_and_unpaid_notices_change_nothing(
    app: Any, order: dict[str, Any], client: httpx.AsyncClient
) -> None:
    assert await apply(app, notice("NOPE")) == NotifyOutcome.UNKNOWN_PAYMENT
    assert await apply(app, notice(order["no"]), channel="wx_wap") == NotifyOutcome.UNKNOWN_PAYMENT
    assert await apply(app, notice(order["no"], transaction="T5", paid=False)) == NotifyOutcome.NOT_PAID
    assert await order_status(client, order["id"]) == (0, 0)
    assert (
        await apply(app, notice(order["no"], transaction="T5")) == NotifyOutcome.PAID
    )  # the unpaid one left no trace
