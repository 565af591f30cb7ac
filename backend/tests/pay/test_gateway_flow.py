"""Paying through a gateway end to end, against the local Alipay stand-in over real HTTP: the
store opens the payment, the buyer pays at the gateway, the signed notification settles the order
once; forged, replayed, wrong-amount and late notifications change nothing or refund to the wallet."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from sqlalchemy import select

from conftest import bearer, client_for, data, login_by_sms
from fixtures.alipay_standin import AlipayStandIn, private_pem, public_pem, standin_keys
from fixtures.live_server import serve_in_thread
from fixtures.shop import keyed_catalogue
from gamestore.models import PayOrderExtension

APP_ID = "2021004100000099"
FORM = {"Content-Type": "application/x-www-form-urlencoded; charset=utf-8"}
NOTIFY = "/pay/notify/order/alipay_wap"


@pytest.fixture
def standin() -> AlipayStandIn:
    keys = standin_keys()
    return AlipayStandIn(
        app_id=APP_ID, merchant_public_key=keys.merchant.public_key(), alipay_private_key=keys.alipay
    )


@pytest.fixture
def gateway(standin: AlipayStandIn) -> Iterator[str]:
    with serve_in_thread(standin) as base_url:
        yield f"{base_url}/gateway.do"


@pytest.fixture
async def shop(app_factory: Any, gateway: str, outbox: Any) -> Any:
    keys = standin_keys()
    app = app_factory(
        alipay_app_id=APP_ID,
        alipay_merchant_private_key=private_pem(keys.merchant),
        alipay_public_key=public_pem(keys.alipay),
        alipay_gateway_url=gateway,
        pay_notify_base_url="https://shop.example.com",
    )
    cat = await keyed_catalogue(app)
    client = client_for(app)
    client.headers.update(bearer(await login_by_sms(client, outbox, "13800000071")))
    yield app, client, cat
    await client.aclose()


async def open_payment(app: Any, client: httpx.AsyncClient, sku_id: int) -> tuple[dict[str, Any], str]:
    """Place an order, submit it to alipay_wap, open the cashier URL; returns the order and out_trade_no."""
    order = data(await client.post("/trade/order/create", json={"items": [{"skuId": sku_id, "count": 1}]}))
    answer = data(
        await client.post(
            "/pay/order/submit",
            json={
                "id": order["payOrderId"],
                "channelCode": "alipay_wap",
                "returnUrl": "https://shop.example.com/r",
            },
        )
    )
    assert answer["status"] == 1 and answer["displayMode"] == "url"
    async with httpx.AsyncClient() as browser:  # the buyer's browser opens Alipay's cashier
        opened = await browser.get(answer["pay_data"]["h5_url"])
    assert opened.status_code == 200, opened.text
    async with app.state.sessions() as session:
        no = await session.scalar(
            select(PayOrderExtension.no).where(PayOrderExtension.pay_order_id == order["payOrderId"])
        )
    assert no is not None
    return order, no


async def status(client: httpx.AsyncClient, order_id: int) -> tuple[int, int]:
    detail = data(await client.get("/trade/order/get-detail", params={"id": order_id}))
    return detail["status"], len(detail["activationCodes"])


async def test_paying_at_alipay_delivers_the_keys_once(shop: Any, standin: AlipayStandIn) -> None:
    app, client, cat = shop
    assert "alipay_wap" in data(await client.get("/pay/channel/get-enable-code-list"))
    order, no = await open_payment(app, client, cat.skus["star-raid-0"].id)
    assert await status(client, order["id"]) == (0, 0)

    standin.pay(no)
    body = standin.notification(no)
    answer = await client.post(NOTIFY, content=body, headers=FORM)
    assert answer.text == "success"
    assert await status(client, order["id"]) == (30, 1)
    replay = await client.post(NOTIFY, content=body, headers=FORM)
    assert replay.text == "success"
    assert await status(client, order["id"]) == (30, 1)
    assert data(await client.get("/pay/wallet/get"))["balance"] == 0


async def test_forged_and_wrong_amount_notifications_change_nothing(
    shop: Any, standin: AlipayStandIn
) -> None:
    app, client, cat = shop
    order, no = await open_payment(app, client, cat.skus["star-raid-0"].id)
    standin.pay(no)
    forged = standin.notification(no, sign_with=standin_keys().rogue)
    assert (await client.post(NOTIFY, content=forged, headers=FORM)).text == "fail"
    tampered = standin.notification(no, after_signing={"total_amount": "0.01"})
    assert (await client.post(NOTIFY, content=tampered, headers=FORM)).text == "fail"
    wrong = standin.notification(no, {"total_amount": "0.01"})  # signed, but not what was asked
    assert (await client.post(NOTIFY, content=wrong, headers=FORM)).text == "success"  # recorded, logged
    assert await status(client, order["id"]) == (0, 0)
    unknown = await client.post("/pay/notify/order/wx_pub", content=b"{}")
    assert unknown.status_code == 404


async def test_money_arriving_after_the_order_closed_goes_to_the_wallet(
    shop: Any, standin: AlipayStandIn
) -> None:
    app, client, cat = shop
    order, no = await open_payment(app, client, cat.skus["star-raid-0"].id)
    data(await client.delete("/trade/order/cancel", params={"id": order["id"]}))
    standin.pay(no)
    assert (await client.post(NOTIFY, content=standin.notification(no), headers=FORM)).text == "success"
    assert await status(client, order["id"]) == (40, 0)
    assert data(await client.get("/pay/wallet/get"))["balance"] == 4800


async def test_without_settings_no_gateway_is_offered(app: Any, client: httpx.AsyncClient) -> None:
    assert data(await client.get("/pay/channel/get-enable-code-list")) == ["wallet", "mock"]


async def test_the_mini_program_pays_alipay_by_a_link_for_a_browser(
    shop: Any, standin: AlipayStandIn
) -> None:
    """alipay_app from the mini-program web-view (terminal 10) answers a payment page's link, which
    the member copies into a browser (spec §4); from the app (terminal 31) the app SDK's string."""
    _app, client, cat = shop
    order = data(
        await client.post(
            "/trade/order/create", json={"items": [{"skuId": cat.skus["star-raid-0"].id, "count": 1}]}
        )
    )
    submit = {
        "id": order["payOrderId"],
        "channelCode": "alipay_app",
        "returnUrl": "https://shop.example.com/r",
    }

    from_app = data(await client.post("/pay/order/submit", json=submit, headers={"terminal": "31"}))
    assert from_app["displayMode"] == "app" and "orderStr" in from_app["pay_data"]
    answer = data(await client.post("/pay/order/submit", json=submit, headers={"terminal": "10"}))
    assert answer["status"] == 1 and answer["displayMode"] == "url"

    async with httpx.AsyncClient() as browser:
        opened = await browser.get(answer["pay_data"]["h5_url"])
    assert opened.status_code == 200, opened.text
    no = next(no for no, trade in standin.trades.items() if trade.method == "alipay.trade.wap.pay")
    standin.pay(no)
    notified = await client.post(
        "/pay/notify/order/alipay_app", content=standin.notification(no), headers=FORM
    )
    assert notified.text == "success"
    assert await status(client, order["id"]) == (30, 1)
