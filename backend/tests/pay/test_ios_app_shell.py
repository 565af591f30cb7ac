"""Buying inside the iOS app shell (docs/native-shell.md, decisions.md): while APP_SHELL_IOS_PURCHASES
is off (the default) checkout, paying and recharging refuse a request from the iOS shell with a typed
error; the Android shell and browsers buy as before; the setting on lets the iOS shell buy; the app
information tells the web app which it is."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from conftest import bearer, client_for, data, failure, login_by_sms
from fixtures.shop import keyed_catalogue
from gamestore.core.context import IOS_APP_PURCHASES_OFF, is_ios_app_shell

IOS_SHELL = (
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) "
    "Mobile/15E148 uni-app GameStoreApp/1.0"
)
IPAD_SHELL = (
    "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 GameStoreApp/1.0"
)
ANDROID_SHELL = (
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 "
    "Mobile Safari/537.36 uni-app GameStoreApp/1.0"
)
IOS_SAFARI = (
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) "
    "Version/17.5 Mobile/15E148 Safari/604.1"
)


def test_only_the_shell_on_ios_is_the_ios_shell() -> None:
    assert is_ios_app_shell(IOS_SHELL) and is_ios_app_shell(IPAD_SHELL)
    assert not is_ios_app_shell(ANDROID_SHELL)
    assert not is_ios_app_shell(IOS_SAFARI)  # the iPhone's browser buys
    assert not is_ios_app_shell("")


async def shop(
    app_factory: Any, outbox: Any, mobile: str, **settings: Any
) -> tuple[Any, httpx.AsyncClient, Any]:
    app = app_factory(**settings)
    cat = await keyed_catalogue(app)
    client = client_for(app, terminal="31")
    client.headers.update(bearer(await login_by_sms(client, outbox, mobile)))
    return client, cat


def create_body(cat: Any) -> dict[str, Any]:
    return {"items": [{"skuId": next(iter(cat.skus.values())).id, "count": 1}]}


@pytest.mark.parametrize("user_agent", [IOS_SHELL, IPAD_SHELL])
async def test_the_ios_shell_cannot_check_out_pay_or_recharge_by_default(
    app_factory: Any, outbox: Any, user_agent: str
) -> None:
    client, cat = await shop(app_factory, outbox, "13800000391")
    try:
        # An order placed in the browser cannot be paid in the iOS shell either.
        order = data(await client.post("/trade/order/create", json=create_body(cat)))
        info = data(await client.get("/system/app-info/get"))
        assert info["iosAppPurchases"] is False

        ios = {"user-agent": user_agent}
        code, message = failure(await client.post("/trade/order/create", json=create_body(cat), headers=ios))
        assert code == IOS_APP_PURCHASES_OFF.code
        assert "iOS" in message and "浏览器" in message  # the member's language (zh-Hans by default)
        paying = {"id": order["payOrderId"], "channelCode": "mock"}
        code, _ = failure(await client.post("/pay/order/submit", json=paying, headers=ios))
        assert code == IOS_APP_PURCHASES_OFF.code
        recharge = {"packageId": 1, "payPrice": 1}
        code, _ = failure(await client.post("/pay/wallet-recharge/create", json=recharge, headers=ios))
        assert code == IOS_APP_PURCHASES_OFF.code
        english = {**ios, "content-language": "en"}
        _, message = failure(
            await client.post(
                "/trade/order/create", json=create_body(cat), headers=english, params={"language": "en"}
            )
        )
        assert message == "Games cannot be bought in the iOS app: open the store in your browser to buy"

        # Nothing refused was paid: the browser's order is still waiting.
        pay_order = data(await client.get("/pay/order/get", params={"id": order["payOrderId"]}))
        assert pay_order["status"] == 0
    finally:
        await client.aclose()


async def test_the_android_shell_buys(app_factory: Any, outbox: Any) -> None:
    client, cat = await shop(app_factory, outbox, "13800000392")
    try:
        android = {"user-agent": ANDROID_SHELL}
        order = data(await client.post("/trade/order/create", json=create_body(cat), headers=android))
        paid = data(
            await client.post(
                "/pay/order/submit", json={"id": order["payOrderId"], "channelCode": "mock"}, headers=android
            )
        )
        assert paid["status"] == 0
    finally:
        await client.aclose()


async def test_the_setting_lets_the_ios_shell_buy(app_factory: Any, outbox: Any) -> None:
    client, cat = await shop(app_factory, outbox, "13800000393", app_shell_ios_purchases=True)
    try:
        assert data(await client.get("/system/app-info/get"))["iosAppPurchases"] is True
        ios = {"user-agent": IOS_SHELL}
        order = data(await client.post("/trade/order/create", json=create_body(cat), headers=ios))
        paid = data(
            await client.post(
                "/pay/order/submit", json={"id": order["payOrderId"], "channelCode": "mock"}, headers=ios
            )
        )
        assert paid["status"] == 0
    finally:
        await client.aclose()
