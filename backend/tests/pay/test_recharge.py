"""Recharging the wallet with a package through a payment: credited once with its bonus."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx
import pytest

from conftest import bearer, client_for, data, failure, login_by_sms
from gamestore.demo.recharge_packages import load_recharge_packages
from gamestore.pay import errors

MOBILE = "13800000051"


@pytest.fixture
async def packages(app: Any, client: httpx.AsyncClient, outbox: Any) -> list[dict[str, Any]]:
    async with app.state.sessions() as session, session.begin():
        await load_recharge_packages(session)
    client.headers.update(bearer(await login_by_sms(client, outbox, MOBILE)))
    found: list[dict[str, Any]] = data(await client.get("/pay/wallet-recharge-package/list"))
    return found


def submit(pay_order_id: int, channel: str) -> dict[str, Any]:
    return {"id": pay_order_id, "channelCode": channel}


async def test_a_paid_recharge_credits_price_and_bonus_once(
    packages: list[dict[str, Any]], client: httpx.AsyncClient
) -> None:
    package = packages[2]  # pay 100, get 115
    created = data(
        await client.post("/pay/wallet-recharge/create", json={"packageId": package["id"], "payPrice": 10000})
    )
    pay_order = data(
        await client.get("/pay/order/get", params={"id": created["payOrderId"], "language": "en"})
    )
    assert (pay_order["price"], pay_order["merchantType"], pay_order["merchantOrderId"]) == (
        10000,
        "recharge",
        created["id"],
    )
    assert pay_order["subject"] == "Wallet recharge CN¥100.00"  # in the asked language
    answers = await asyncio.gather(
        *(client.post("/pay/order/submit", json=submit(created["payOrderId"], "mock")) for _ in range(3))
    )
    assert all(a.json()["data"]["status"] == 0 for a in answers)
    assert data(await client.get("/pay/wallet/get")) == {
        "balance": 11500,
        "totalExpense": 0,
        "totalRecharge": 11500,
    }
    history = data(await client.get("/pay/wallet-recharge/page"))
    assert history["total"] == 1
    first = history["list"][0]
    assert (first["payPrice"], first["bonusPrice"], first["totalPrice"], first["payStatus"]) == (
        10000,
        1500,
        11500,
        True,
    )
    assert first["payChannelCode"] == "mock"
    transactions = data(await client.post("/pay/wallet-transaction/page", json={}))
    assert [(t["bizType"], t["price"]) for t in transactions["list"]] == [(1, 11500)]


async def test_recharge_refusals(
    app: Any, packages: list[dict[str, Any]], client: httpx.AsyncClient, outbox: Any
) -> None:
    package = packages[1]
    code, _ = failure(
        await client.post("/pay/wallet-recharge/create", json={"packageId": 999, "payPrice": 5000})
    )
    assert code == errors.RECHARGE_PACKAGE_NOT_FOUND.code
    code, _ = failure(
        await client.post("/pay/wallet-recharge/create", json={"packageId": package["id"], "payPrice": 1})
    )
    assert code == errors.RECHARGE_PRICE_MISMATCH.code
    code, _ = failure(
        await client.post("/pay/wallet-recharge/create", json={"packageId": package["id"], "payPrice": 0})
    )
    assert code == 400
    created = data(
        await client.post("/pay/wallet-recharge/create", json={"packageId": package["id"], "payPrice": 5000})
    )
    code, msg = failure(await client.post("/pay/order/submit", json=submit(created["payOrderId"], "wallet")))
    assert code == errors.RECHARGE_NOT_BY_WALLET.code and msg
    assert data(await client.get("/pay/wallet-recharge/page"))["list"][0]["payStatus"] is False
    assert data(await client.get("/pay/wallet/get"))["balance"] == 0
    async with client_for(app) as other:
        other.headers.update(bearer(await login_by_sms(other, outbox, "13800000052")))
        code, _ = failure(await other.post("/pay/order/submit", json=submit(created["payOrderId"], "mock")))
        assert code == errors.PAY_ORDER_NOT_FOUND.code
        assert data(await other.get("/pay/wallet-recharge/page"))["total"] == 0
