"""Paying by WeChat Pay (H5 and JSAPI) end to end against the local WeChat Pay stand-in: the
store opens the payment with signed requests, the signed and encrypted notification settles the
order once; forged ones change nothing; JSAPI pays as the member's bound WeChat account (bound
through the store against the WeChat server API stand-in), and without one asks to bind WeChat."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
from sqlalchemy import select

from conftest import bearer, client_for, data, failure, login_by_sms
from fixtures.shop import keyed_catalogue
from fixtures.wechat_fixtures import gateway, mp, mp_url, standin
from fixtures.wechat_mp_standin import WechatMpStandIn
from fixtures.wechat_social import bind_official, social_settings
from fixtures.wechatpay_standin import (
    APPID_MINI,
    MCHID,
    MERCHANT_SERIAL_NO,
    OPENID_MINI,
    OPENID_OFFICIAL,
    WechatPayStandIn,
    apiv3_key_for_tests,
    private_pem,
    rsa_key,
)
from gamestore.models import PayOrderExtension
from gamestore.pay import errors

__all__ = ["gateway", "mp", "mp_url", "standin"]  # fixtures


@pytest.fixture
async def shop(
    app_factory: Any, gateway: str, standin: WechatPayStandIn, outbox: Any, mp_url: str
) -> AsyncIterator[Any]:
    app = app_factory(
        **social_settings(mp_url, wechat_appid_app=""),  # no wx_app channel here
        wechat_mchid=MCHID,
        wechat_merchant_serial_no=MERCHANT_SERIAL_NO,
        wechat_merchant_private_key=private_pem(rsa_key("merchant")),
        wechat_apiv3_key=apiv3_key_for_tests(),
        wechat_platform_key_id=standin.platform_serial,
        wechat_platform_public_key=standin.platform_public_key_pem(),
        wechat_base_url=gateway,
        pay_notify_base_url="https://shop.example.com",
    )
    cat = await keyed_catalogue(app)
    client = client_for(app)
    client.headers.update(bearer(await login_by_sms(client, outbox, "13800000081")))
    yield app, client, cat
    await client.aclose()


async def place(client: httpx.AsyncClient, sku_id: int) -> dict[str, Any]:
    created: dict[str, Any] = data(
        await client.post("/trade/order/create", json={"items": [{"skuId": sku_id, "count": 1}]})
    )
    return created


async def attempt_no(app: Any, pay_order_id: int) -> str:
    async with app.state.sessions() as session:
        no = await session.scalar(
            select(PayOrderExtension.no).where(PayOrderExtension.pay_order_id == pay_order_id)
        )
    assert no is not None
    return str(no)


async def status(client: httpx.AsyncClient, order_id: int) -> tuple[int, int]:
    detail = data(await client.get("/trade/order/get-detail", params={"id": order_id}))
    return detail["status"], len(detail["activationCodes"])


async def test_h5_payment_settles_by_the_signed_notification(shop: Any, standin: WechatPayStandIn) -> None:
    app, client, cat = shop
    channels = data(await client.get("/pay/channel/get-enable-code-list"))
    assert {"wx_pub", "wx_wap", "wx_lite"} <= set(channels) and "wx_app" not in channels
    order = await place(client, cat.skus["star-raid-0"].id)
    answer = data(
        await client.post(
            "/pay/order/submit",
            json={
                "id": order["payOrderId"],
                "channelCode": "wx_wap",
                "returnUrl": "https://shop.example.com/r",
            },
        )
    )
    assert answer["status"] == 1 and answer["displayMode"] == "url" and answer["pay_data"]["h5_url"]
    no = await attempt_no(app, order["payOrderId"])

    standin.pay(no)
    forged_headers, forged_body = standin.notification(no, signing_key=rsa_key("rogue"))
    forged = await client.post("/pay/notify/order/wx_wap", content=forged_body, headers=forged_headers)
    assert forged.status_code == 400 and await status(client, order["id"]) == (0, 0)

    headers, body = standin.notification(no)
    accepted = await client.post("/pay/notify/order/wx_wap", content=body, headers=headers)
    assert accepted.status_code == 204
    assert await status(client, order["id"]) == (30, 1)
    again = await client.post("/pay/notify/order/wx_wap", content=body, headers=headers)
    assert again.status_code == 204 and await status(client, order["id"]) == (30, 1)


def submit_body(pay_order_id: int, channel: str, **extras: str) -> dict[str, Any]:
    return {"id": pay_order_id, "channelCode": channel, "channelExtras": extras}


async def test_jsapi_pays_as_the_members_bound_account(shop: Any, standin: WechatPayStandIn) -> None:
    _, client, cat = shop
    order = await place(client, cat.skus["tiny-blocks-0"].id)
    pay_order_id = order["payOrderId"]
    for body in (
        submit_body(pay_order_id, "wx_pub"),
        submit_body(pay_order_id, "wx_pub", openid=OPENID_OFFICIAL),  # not the member's until bound
        submit_body(pay_order_id, "wx_lite"),
    ):
        code, msg = failure(await client.post("/pay/order/submit", json=body))
        assert code == errors.WECHAT_BINDING_NEEDED.code and "无效的openid" in msg
    assert not standin.orders  # refused before asking WeChat Pay

    assert await bind_official(client) == OPENID_OFFICIAL
    for body in (
        submit_body(pay_order_id, "wx_pub"),
        submit_body(pay_order_id, "wx_pub", openid=OPENID_OFFICIAL),
    ):
        answer = data(await client.post("/pay/order/submit", json=body))
        pay_data = answer["pay_data"]
        assert (
            answer["status"] == 1
            and pay_data["signType"] == "RSA"
            and pay_data["packageValue"].startswith("prepay_id=")
        )
    assert [o.body["payer"]["openid"] for o in standin.orders.values()] == [OPENID_OFFICIAL] * 2

    other = submit_body(pay_order_id, "wx_pub", openid="oSomeoneElse0000000000000000")
    code, _ = failure(await client.post("/pay/order/submit", json=other))
    assert code == errors.WECHAT_BINDING_NEEDED.code
    code, _ = failure(await client.post("/pay/order/submit", json=submit_body(pay_order_id, "wx_lite")))
    assert code == errors.WECHAT_BINDING_NEEDED.code  # the mini program's account is another binding
    assert len(standin.orders) == 2


async def test_a_bound_openid_the_gateway_refuses_still_asks_to_bind(
    shop: Any, standin: WechatPayStandIn
) -> None:
    """The gateway's 无效的openid (here: an account WeChat Pay does not know) maps to the same code."""
    _, client, cat = shop
    standin.openids.clear()
    assert await bind_official(client) == OPENID_OFFICIAL
    order = await place(client, cat.skus["tiny-blocks-0"].id)
    code, msg = failure(
        await client.post("/pay/order/submit", json=submit_body(order["payOrderId"], "wx_pub"))
    )
    assert code == errors.WECHAT_BINDING_NEEDED.code and "无效的openid" in msg


async def test_wx_lite_pays_as_the_mini_program_account_once_authorised(
    shop: Any, standin: WechatPayStandIn, mp: WechatMpStandIn, gateway: str
) -> None:
    """Issue 39: a member logged in by SMS is asked to bind; a wx.login code of the mini program binds
    its openid; the order is then made with the mini program's appid and that openid, and
    wx.requestPayment (the stand-in's client) pays it; the notice settles it."""
    app, client, cat = shop
    order = await place(client, cat.skus["tiny-blocks-0"].id)
    pay_order_id = order["payOrderId"]
    code, _ = failure(await client.post("/pay/order/submit", json=submit_body(pay_order_id, "wx_lite")))
    assert code == errors.WECHAT_BINDING_NEEDED.code and not standin.orders

    login_code = mp.mint_login_code(OPENID_MINI, APPID_MINI)
    bound = await client.post("/member/social-user/bind", json={"type": 34, "code": login_code})
    assert data(bound) == OPENID_MINI
    answer = data(await client.post("/pay/order/submit", json=submit_body(pay_order_id, "wx_lite")))
    pay_data = answer["pay_data"]
    assert answer["status"] == 1 and answer["displayMode"] == "app"
    assert {"timeStamp", "nonceStr", "package", "signType", "paySign"} <= pay_data.keys()
    [opened] = standin.orders.values()
    assert opened.kind == "jsapi"
    assert opened.body["appid"] == APPID_MINI and pay_data["appId"] == APPID_MINI
    assert opened.body["payer"] == {"openid": OPENID_MINI}

    async with httpx.AsyncClient(base_url=gateway) as wechat:

        async def request_payment(openid: str, choice: str) -> str:
            fields = {k: pay_data[k] for k in ("timeStamp", "nonceStr", "package", "signType", "paySign")}
            asked = {"appid": APPID_MINI, "args": fields, "openid": openid, "choice": choice}
            errmsg: str = (await wechat.post("/standin/client/requestPayment", json=asked)).json()["errMsg"]
            return errmsg

        assert await request_payment(OPENID_MINI, "cancel") == "requestPayment:fail cancel"
        assert (await request_payment(OPENID_OFFICIAL, "confirm")).startswith("requestPayment:fail ")
        assert await status(client, order["id"]) == (0, 0)
        assert await request_payment(OPENID_MINI, "confirm") == "requestPayment:ok"

    # The stand-in's own notice cannot reach this test's store: delivered here, it settles the order.
    headers, body = standin.notification(await attempt_no(app, pay_order_id))
    accepted = await client.post("/pay/notify/order/wx_lite", content=body, headers=headers)
    assert accepted.status_code == 204
    assert await status(client, order["id"]) == (30, 1)
