"""Paying orders by wallet and by the mock sandbox: keys at once, money taken once, refusals that
change nothing, and parallel payments that never overdraw a wallet or deliver unpaid keys."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select, update

from conftest import bearer, client_for, data, failure, login_by_sms, make_settings
from fixtures.shop import keyed_catalogue, member_id, member_tokens
from gamestore.core import clock
from gamestore.models import ActivationKey, Member, PayOrder, PayWallet, PayWalletTransaction, TradeOrder
from gamestore.pay import errors
from gamestore.pay.order_service import enabled_channels
from gamestore.pay.wallet_service import WalletBizType, change_balance

MOBILE = "13800000041"


@pytest.fixture
async def shop(app: Any, client: httpx.AsyncClient, outbox: Any) -> dict[str, Any]:
    cat = await keyed_catalogue(app)
    client.headers.update(bearer(await login_by_sms(client, outbox, MOBILE)))
    return {"sku": cat.skus, "member": await member_id(app, MOBILE)}


async def top_up(app: Any, member: int, fen: int) -> None:
    async with app.state.sessions() as session, session.begin():
        await change_balance(session, member, fen, WalletBizType.RECHARGE, "test", "top up")


async def buy(client: httpx.AsyncClient, sku_id: int, count: int = 1) -> dict[str, Any]:
    body = {"items": [{"skuId": sku_id, "count": count}], "pointStatus": False}
    created: dict[str, Any] = data(await client.post("/trade/order/create", json=body))
    return created


def submit(pay_order_id: int, channel: str) -> dict[str, Any]:
    return {"id": pay_order_id, "channelCode": channel, "channelExtras": {}, "returnUrl": "https://x.test/r"}


async def balance(app: Any, member: int) -> int:
    async with app.state.sessions() as session:
        return int(await session.scalar(select(PayWallet.balance).where(PayWallet.member_id == member)) or 0)


async def test_paying_from_the_wallet_delivers_the_keys(
    app: Any, shop: dict[str, Any], client: httpx.AsyncClient
) -> None:
    await top_up(app, shop["member"], 10_000)
    order = await buy(client, shop["sku"]["star-raid-0"].id)  # 4800
    pay_order = data(await client.get("/pay/order/get", params={"id": order["payOrderId"]}))
    assert (
        pay_order["status"],
        pay_order["price"],
        pay_order["merchantType"],
        pay_order["merchantOrderId"],
    ) == (
        0,
        4800,
        "trade",
        order["id"],
    )
    answer = data(await client.post("/pay/order/submit", json=submit(order["payOrderId"], "wallet")))
    assert answer["status"] == 0
    detail = data(await client.get("/trade/order/get-detail", params={"id": order["id"]}))
    assert (
        detail["status"] == 30
        and detail["payChannelCode"] == "wallet"
        and len(detail["activationCodes"]) == 1
    )
    assert await balance(app, shop["member"]) == 5200
    paid = data(await client.get("/pay/order/get", params={"id": order["payOrderId"]}))
    assert paid["status"] == 10 and paid["channelCode"] == "wallet" and paid["successTime"]

    again = data(await client.post("/pay/order/submit", json=submit(order["payOrderId"], "wallet")))
    assert again["status"] == 0  # already paid: nothing charged twice
    assert await balance(app, shop["member"]) == 5200
    wallet = data(await client.get("/pay/wallet/get"))
    assert wallet["totalExpense"] == 4800


async def test_the_payment_names_the_games_in_the_asked_language(
    app: Any, shop: dict[str, Any], client: httpx.AsyncClient
) -> None:
    """Placed in zh-Hans, read in English: the pay page's subject and the wallet's payment row."""
    await top_up(app, shop["member"], 10_000)
    order = await buy(client, shop["sku"]["star-raid-0"].id)
    asked = {"id": order["payOrderId"]}
    assert data(await client.get("/pay/order/get", params=asked))["subject"] == "Star Raid（简）"
    assert (
        data(await client.get("/pay/order/get", params={**asked, "language": "en"}))["subject"] == "Star Raid"
    )
    data(await client.post("/pay/order/submit", json=submit(order["payOrderId"], "wallet")))
    english = data(
        await client.post("/pay/wallet-transaction/page", params={"language": "en"}, json={"type": 2})
    )
    assert english["list"][0]["title"] == "Payment · Star Raid"


async def test_the_mock_sandbox_pays_without_money(
    app: Any, shop: dict[str, Any], client: httpx.AsyncClient
) -> None:
    order = await buy(client, shop["sku"]["tiny-blocks-0"].id)
    assert (
        data(await client.post("/pay/order/submit", json=submit(order["payOrderId"], "mock")))["status"] == 0
    )
    detail = data(await client.get("/trade/order/get-detail", params={"id": order["id"]}))
    assert detail["status"] == 30 and len(detail["activationCodes"]) == 1
    assert data(await client.get("/pay/channel/get-enable-code-list")) == ["wallet", "mock"]
    production = make_settings("sqlite+aiosqlite://", app_env="production")
    assert enabled_channels(production, {}) == ["wallet"]


async def test_refusals_change_nothing(
    app: Any, shop: dict[str, Any], client: httpx.AsyncClient, outbox: Any
) -> None:
    await top_up(app, shop["member"], 1000)
    order = await buy(client, shop["sku"]["star-raid-0"].id)  # 4800 > 1000
    code, msg = failure(await client.post("/pay/order/submit", json=submit(order["payOrderId"], "wallet")))
    assert code == errors.WALLET_BALANCE_NOT_ENOUGH.code and msg
    code, _ = failure(await client.post("/pay/order/submit", json=submit(order["payOrderId"], "alipay_wap")))
    assert code == errors.CHANNEL_NOT_ENABLED.code
    code, _ = failure(await client.post("/pay/order/submit", json={"id": order["payOrderId"]}))
    assert code == 400
    detail = data(await client.get("/trade/order/get-detail", params={"id": order["id"]}))
    assert detail["status"] == 0 and await balance(app, shop["member"]) == 1000

    async with client_for(app) as other:
        other.headers.update(bearer(await login_by_sms(other, outbox, "13800000042")))
        code, _ = failure(await other.get("/pay/order/get", params={"id": order["payOrderId"]}))
        assert code == errors.PAY_ORDER_NOT_FOUND.code
        code, _ = failure(await other.post("/pay/order/submit", json=submit(order["payOrderId"], "mock")))
        assert code == errors.PAY_ORDER_NOT_FOUND.code

    data(await client.delete("/trade/order/cancel", params={"id": order["id"]}))
    code, msg = failure(await client.post("/pay/order/submit", json=submit(order["payOrderId"], "mock")))
    assert code == errors.PAY_ORDER_CLOSED.code and "关闭" in msg

    late = await buy(client, shop["sku"]["tiny-blocks-0"].id)
    async with app.state.sessions() as session, session.begin():
        await session.execute(
            update(PayOrder)
            .where(PayOrder.id == late["payOrderId"])
            .values(expire_time=clock.now() - timedelta(seconds=1))
        )
    code, _ = failure(await client.post("/pay/order/submit", json=submit(late["payOrderId"], "mock")))
    assert code == errors.PAY_ORDER_EXPIRED.code


async def test_one_order_paid_twice_in_parallel_is_charged_once(
    app: Any, shop: dict[str, Any], client: httpx.AsyncClient
) -> None:
    await top_up(app, shop["member"], 50_000)
    order = await buy(client, shop["sku"]["iron-saga-0"].id)  # 19800
    answers = await asyncio.gather(
        *(client.post("/pay/order/submit", json=submit(order["payOrderId"], "wallet")) for _ in range(5))
    )
    assert all(a.json()["code"] == 0 and a.json()["data"]["status"] == 0 for a in answers)
    assert await balance(app, shop["member"]) == 50_000 - 19_800
    async with app.state.sessions() as session:
        payments = await session.scalar(
            select(func.count()).where(PayWalletTransaction.biz_type == WalletBizType.PAYMENT)
        )
    assert payments == 1


async def test_parallel_wallet_payments_never_overdraw_nor_deliver_unpaid_keys(app: Any) -> None:
    cat = await keyed_catalogue(app, keys_per_version=20)
    [headers] = await member_tokens(app, 1)
    async with app.state.sessions() as session:
        buyer = int(await session.scalar(select(Member.id)) or 0)
    await top_up(app, buyer, 10_000)
    async with client_for(app, **headers) as client:
        orders = [await buy(client, cat.skus["tiny-blocks-0"].id) for _ in range(20)]  # 20 × 1800 > 10000
        answers = await asyncio.gather(
            *(client.post("/pay/order/submit", json=submit(o["payOrderId"], "wallet")) for o in orders)
        )
    codes = [a.json()["code"] for a in answers]
    assert codes.count(0) == 5  # 5 × 1800 = 9000 ≤ 10000 < 6 × 1800
    assert set(codes) - {0} == {errors.WALLET_BALANCE_NOT_ENOUGH.code}
    async with app.state.sessions() as session:
        wallet_balance = await session.scalar(select(PayWallet.balance))
        ledger = await session.scalar(select(func.sum(PayWalletTransaction.price)))
        completed = await session.scalar(select(func.count()).where(TradeOrder.status == 30))
        sold = await session.scalar(select(func.count()).where(ActivationKey.status == 20))
    assert wallet_balance == 1000 == ledger
    assert completed == 5 and sold == 5
