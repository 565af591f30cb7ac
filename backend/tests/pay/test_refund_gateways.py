"""Refunds go back by the gateway the money came from, end to end through the member's endpoint and
the local stand-ins (which check what the real refund APIs check): WeChat Pay v3 answers
PROCESSING and its signed, encrypted REFUND.SUCCESS notification finishes the refund once; Alipay
answers synchronously, and an uncertain answer is settled by the refund query."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import select

from conftest import bearer, client_for, data, failure, login_by_sms
from fixtures.alipay_standin import AlipayStandIn, private_pem, public_pem, standin_keys
from fixtures.live_server import serve_in_thread
from fixtures.shop import keyed_catalogue
from fixtures.wechat_fixtures import gateway, mp, mp_url, standin
from fixtures.wechat_social import social_settings
from fixtures.wechatpay_standin import (
    MCHID,
    MERCHANT_SERIAL_NO,
    WechatPayStandIn,
    apiv3_key_for_tests,
    rsa_key,
)
from fixtures.wechatpay_standin import private_pem as wechat_private_pem
from gamestore.models import PayOrder, PayOrderExtension, PayRefund
from gamestore.pay import refund_service
from gamestore.pay.channels.base import ChannelError, RefundRequest, RefundState, UnifiedOrder
from gamestore.trade import errors as trade_errors

__all__ = ["gateway", "mp", "mp_url", "standin"]  # fixtures

ALIPAY_APP_ID = "2021004100000098"
FORM = {"Content-Type": "application/x-www-form-urlencoded; charset=utf-8"}


async def attempt_no(app: Any, pay_order_id: int) -> str:
    async with app.state.sessions() as session:
        no = await session.scalar(
            select(PayOrderExtension.no).where(PayOrderExtension.pay_order_id == pay_order_id)
        )
    assert no is not None
    return str(no)


async def pay_refunds(app: Any) -> list[PayRefund]:
    async with app.state.sessions() as session:
        return list(await session.scalars(select(PayRefund).order_by(PayRefund.id)))


async def pay_order(app: Any, pay_order_id: int) -> PayOrder:
    async with app.state.sessions() as session:
        found = await session.get(PayOrder, pay_order_id)
    assert found is not None
    return found


async def refund(client: httpx.AsyncClient, order_id: int, reason: str = "wrong region") -> httpx.Response:
    return await client.post("/trade/after-sale/create", json={"orderId": order_id, "reason": reason})


async def relay(app: Any) -> int:
    """The outbox's relay until nothing is due (the app's own relay task is not started in tests):
    the gateway hears of a refund only now, after the refund's transaction committed."""
    return int(await app.state.outbox_relay.deliver_due())


async def after_sale(client: httpx.AsyncClient, after_sale_id: int) -> dict[str, Any]:
    found: dict[str, Any] = data(await client.get("/trade/after-sale/get", params={"id": after_sale_id}))
    return found


async def order_detail(client: httpx.AsyncClient, order_id: int) -> dict[str, Any]:
    found: dict[str, Any] = data(await client.get("/trade/order/get-detail", params={"id": order_id}))
    return found


# --- WeChat Pay --------------------------------------------------------------------------------------


def wechat_pay_settings(gateway: str, standin: WechatPayStandIn, mp_url: str) -> dict[str, Any]:
    """The app's settings for WeChat Pay H5 through the stand-in served at ``gateway``."""
    return {
        **social_settings(mp_url, wechat_appid_app=""),
        "wechat_mchid": MCHID,
        "wechat_merchant_serial_no": MERCHANT_SERIAL_NO,
        "wechat_merchant_private_key": wechat_private_pem(rsa_key("merchant")),
        "wechat_apiv3_key": apiv3_key_for_tests(),
        "wechat_platform_key_id": standin.platform_serial,
        "wechat_platform_public_key": standin.platform_public_key_pem(),
        "wechat_base_url": gateway,
        "pay_notify_base_url": "https://shop.example.com",
    }


async def shop_of(app: Any, outbox: Any) -> tuple[Any, httpx.AsyncClient, Any]:
    """The app with a keyed catalogue and a member's client."""
    cat = await keyed_catalogue(app)
    client = client_for(app)
    client.headers.update(bearer(await login_by_sms(client, outbox, "13800000091")))
    return app, client, cat


@pytest.fixture
async def wechat_shop(
    app_factory: Any, gateway: str, standin: WechatPayStandIn, outbox: Any, mp_url: str
) -> AsyncIterator[Any]:
    app, client, cat = await shop_of(app_factory(**wechat_pay_settings(gateway, standin, mp_url)), outbox)
    yield app, client, cat
    await client.aclose()


async def paid_by_wechat(
    app: Any, client: httpx.AsyncClient, standin: WechatPayStandIn, sku_id: int
) -> dict[str, Any]:
    """An order of two keys paid by WeChat Pay H5 (the payment's signed notification settled it)."""
    order: dict[str, Any] = data(
        await client.post("/trade/order/create", json={"items": [{"skuId": sku_id, "count": 2}]})
    )
    submitted = await client.post(
        "/pay/order/submit",
        json={"id": order["payOrderId"], "channelCode": "wx_wap", "returnUrl": "https://shop.example.com/r"},
    )
    assert data(submitted)["status"] == 1
    no = await attempt_no(app, order["payOrderId"])
    standin.pay(no)
    headers, body = standin.notification(no)
    assert (await client.post("/pay/notify/order/wx_wap", content=body, headers=headers)).status_code == 204
    order["outTradeNo"] = no
    return order


async def test_a_wechat_refund_is_finished_once_by_its_verified_notification(
    wechat_shop: Any, standin: WechatPayStandIn
) -> None:
    app, client, cat = wechat_shop
    order = await paid_by_wechat(app, client, standin, cat.skus["star-raid-0"].id)
    paid = await order_detail(client, order["id"])

    asked = data(await refund(client, order["id"]))

    assert (asked["status"], asked["refundPrice"], asked["payChannelCode"]) == (
        10,
        paid["payPrice"],
        "wx_wap",
    )
    assert standin.refunds == {}, "asked of WeChat Pay only after the commit"
    assert await relay(app) == 1
    assert [i["afterSaleStatus"] for i in (await order_detail(client, order["id"]))["items"]] == [1]
    [row] = await pay_refunds(app)
    assert (row.status, row.out_trade_no, row.refund_price) == (0, order["outTradeNo"], paid["payPrice"])
    # What reached WeChat Pay: the paid trade, the refund and the order's total, our notify URL.
    sent = standin.refunds[row.no]
    assert sent.body["out_trade_no"] == order["outTradeNo"]
    assert sent.body["amount"] == {"refund": paid["payPrice"], "total": paid["payPrice"], "currency": "CNY"}
    assert sent.body["notify_url"] == "https://shop.example.com/app-api/pay/notify/refund/wx_wap"
    assert sent.status == "PROCESSING"

    # A forged notification (another key) and one for another merchant's key change nothing.
    sent.status, sent.success_time = "SUCCESS", "2026-11-27T20:00:00+08:00"
    forged_headers, forged_body = standin.refund_notification(row.no, signing_key=rsa_key("rogue"))
    forged = await client.post("/pay/notify/refund/wx_wap", content=forged_body, headers=forged_headers)
    assert forged.status_code == 400
    stale_headers, stale_body = standin.refund_notification(row.no, clock_offset=-3600)
    assert (
        await client.post("/pay/notify/refund/wx_wap", content=stale_body, headers=stale_headers)
    ).status_code == 400
    assert (await after_sale(client, asked["id"]))["status"] == 10

    headers, body = standin.refund_notification(row.no)
    for _ in range(3):  # WeChat Pay may deliver it more than once: applied once
        assert (
            await client.post("/pay/notify/refund/wx_wap", content=body, headers=headers)
        ).status_code == 204
    done = await after_sale(client, asked["id"])
    assert done["status"] == 20 and done["finishTime"] is not None
    [row] = await pay_refunds(app)
    assert (row.status, row.channel_refund_no) == (10, sent.refund_id)
    detail = await order_detail(client, order["id"])
    assert (detail["status"], detail["refundStatus"], [i["afterSaleStatus"] for i in detail["items"]]) == (
        40,
        2,
        [2],
    )
    assert (await pay_order(app, order["payOrderId"])).status == 20  # refunded
    assert (
        data(await client.get("/pay/wallet/get"))["balance"] == 0
    )  # the money went to WeChat, not the wallet
    assert failure(await refund(client, order["id"]))[0] != 0


async def test_wechat_refund_answered_success_at_once_and_what_the_refund_api_refuses(
    wechat_shop: Any, standin: WechatPayStandIn
) -> None:
    app, client, cat = wechat_shop
    standin.refund_state = "SUCCESS"
    order = await paid_by_wechat(app, client, standin, cat.skus["tiny-blocks-0"].id)

    asked = data(await refund(client, order["id"]))

    assert asked["status"] == 10
    assert await relay(app) == 1
    assert (await after_sale(client, asked["id"]))["status"] == 20
    [row] = await pay_refunds(app)
    assert row.status == 10
    # The stand-in refuses what WeChat Pay refuses: more than is left, another total, an unknown
    # trade; the same out_refund_no again is the same refund.
    channel = app.state.pay_channels["wx_wap"]
    total = row.pay_price
    request = RefundRequest(
        out_trade_no=order["outTradeNo"],
        out_refund_no=row.no,
        refund_price=total,
        total_price=total,
        reason="wrong region",
    )
    again = await channel.refund(request)
    assert (again.out_refund_no, again.channel_refund_no) == (row.no, row.channel_refund_no)
    for wrong, message in (
        (RefundRequest(order["outTradeNo"], "R2-more-than-left", 1, total), "超过订单可退金额"),
        (RefundRequest(order["outTradeNo"], "R3-other-total", 1, total + 1), "原订单金额不一致"),
        (RefundRequest("T-unknown-trade", "R4-unknown", 1, total), "订单不存在"),
    ):
        with pytest.raises(ChannelError) as refused:
            await channel.refund(wrong)
        assert message in refused.value.message
    queried = await channel.query_refund(order["outTradeNo"], row.no)
    assert (queried.state, queried.refund_price) == (RefundState.SUCCESS, total)


async def test_a_wechat_refund_whose_notification_is_lost_is_settled_by_a_query(
    wechat_shop: Any, standin: WechatPayStandIn
) -> None:
    app, client, cat = wechat_shop
    order = await paid_by_wechat(app, client, standin, cat.skus["tiny-blocks-0"].id)
    asked = data(await refund(client, order["id"]))
    await relay(app)
    [row] = await pay_refunds(app)
    async with app.state.sessions() as session, session.begin():
        assert not await refund_service.settle_by_query(
            session, app.state.pay_channels, row.id
        )  # still PROCESSING
    standin.refunds[row.no].status = "SUCCESS"  # the money arrived; its notification never did

    async with app.state.sessions() as session, session.begin():
        assert await refund_service.settle_by_query(session, app.state.pay_channels, row.id)
    async with app.state.sessions() as session, session.begin():
        assert not await refund_service.settle_by_query(session, app.state.pay_channels, row.id)  # once

    assert (await after_sale(client, asked["id"]))["status"] == 20


async def test_a_wechat_refund_the_gateway_refuses_stays_owed_and_locked(
    wechat_shop: Any, standin: WechatPayStandIn
) -> None:
    app, client, cat = wechat_shop
    order = await paid_by_wechat(app, client, standin, cat.skus["star-raid-0"].id)
    standin.orders[order["outTradeNo"]].state = "CLOSED"  # e.g. the payment was already refunded elsewhere

    asked = data(await refund(client, order["id"]))
    assert await relay(app) == 1

    # Not "refunded", not rolled back either: the failed try is recorded, to be asked again.
    assert (await after_sale(client, asked["id"]))["status"] == 30
    [row] = await pay_refunds(app)
    assert (row.status, row.attempts) == (20, 1) and "交易未支付" in (row.channel_error or "")
    payment = await pay_order(app, order["payOrderId"])
    assert payment.refund_price == row.refund_price  # the money is owed
    detail = await order_detail(client, order["id"])
    assert (detail["status"], detail["refundStatus"], detail["activationCodes"]) == (30, 1, [])
    code, _ = failure(await refund(client, order["id"]))
    assert code == trade_errors.REFUND_IN_PROGRESS.code


# --- Alipay ------------------------------------------------------------------------------------------


@pytest.fixture
def alipay() -> AlipayStandIn:
    keys = standin_keys()
    return AlipayStandIn(
        app_id=ALIPAY_APP_ID, merchant_public_key=keys.merchant.public_key(), alipay_private_key=keys.alipay
    )


@pytest.fixture
def alipay_gateway(alipay: AlipayStandIn) -> Iterator[str]:
    with serve_in_thread(alipay) as base_url:
        yield f"{base_url}/gateway.do"


@pytest.fixture
async def alipay_shop(app_factory: Any, alipay_gateway: str, outbox: Any) -> AsyncIterator[Any]:
    keys = standin_keys()
    app = app_factory(
        alipay_app_id=ALIPAY_APP_ID,
        alipay_merchant_private_key=private_pem(keys.merchant),
        alipay_public_key=public_pem(keys.alipay),
        alipay_gateway_url=alipay_gateway,
        pay_notify_base_url="https://shop.example.com",
    )
    cat = await keyed_catalogue(app)
    client = client_for(app)
    client.headers.update(bearer(await login_by_sms(client, outbox, "13800000092")))
    yield app, client, cat
    await client.aclose()


async def paid_by_alipay(
    app: Any, client: httpx.AsyncClient, alipay: AlipayStandIn, sku_id: int
) -> dict[str, Any]:
    order: dict[str, Any] = data(
        await client.post("/trade/order/create", json={"items": [{"skuId": sku_id, "count": 1}]})
    )
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
    async with httpx.AsyncClient() as browser:
        assert (await browser.get(answer["pay_data"]["h5_url"])).status_code == 200
    no = await attempt_no(app, order["payOrderId"])
    alipay.pay(no)
    notified = await client.post(
        "/pay/notify/order/alipay_wap", content=alipay.notification(no), headers=FORM
    )
    assert notified.text == "success"
    order["outTradeNo"] = no
    return order


async def test_an_alipay_refund_is_confirmed_by_its_answer(alipay_shop: Any, alipay: AlipayStandIn) -> None:
    app, client, cat = alipay_shop
    order = await paid_by_alipay(app, client, alipay, cat.skus["star-raid-0"].id)

    asked = data(await refund(client, order["id"], reason="买错区了"))  # read as the query's charset says
    assert await relay(app) == 1

    assert (asked["status"], asked["refundPrice"], asked["payChannelCode"]) == (10, 4800, "alipay_wap")
    assert (await after_sale(client, asked["id"]))["status"] == 20
    [row] = await pay_refunds(app)
    assert (row.status, row.out_trade_no) == (10, order["outTradeNo"])
    trade = alipay.trades[order["outTradeNo"]]
    assert [(r.out_request_no, r.refund_amount) for r in trade.refunds.values()] == [(row.no, "48.00")]
    assert trade.status == "TRADE_CLOSED"
    [request] = [r for r in alipay.requests if r.get("method") == "alipay.trade.refund"]
    assert json.loads(request["biz_content"])["refund_reason"] == "买错区了"
    # Alipay's own notice that the trade closed is taken as a payment notice: nothing changes.
    closed = alipay.notification(order["outTradeNo"], trade_status="TRADE_CLOSED")
    assert (await client.post("/pay/notify/order/alipay_wap", content=closed, headers=FORM)).text == "success"
    assert data(await client.get("/pay/wallet/get"))["balance"] == 0
    assert (await order_detail(client, order["id"]))["status"] == 40


async def test_an_uncertain_alipay_answer_is_settled_by_the_refund_query(
    alipay_shop: Any, alipay: AlipayStandIn
) -> None:
    app, client, cat = alipay_shop
    order = await paid_by_alipay(app, client, alipay, cat.skus["tiny-blocks-0"].id)
    alipay.refund_uncertain = 1  # the refund is made, its answer is a system error

    asked = data(await refund(client, order["id"]))
    assert await relay(app) == 1

    assert (await after_sale(client, asked["id"]))["status"] == 20
    methods = [r.get("method") for r in alipay.requests if "refund" in str(r.get("method"))]
    assert methods == ["alipay.trade.refund", "alipay.trade.fastpay.refund.query"]
    assert len(alipay.trades[order["outTradeNo"]].refunds) == 1


async def test_what_alipay_refuses(alipay_shop: Any, alipay: AlipayStandIn) -> None:
    app, client, cat = alipay_shop
    order = await paid_by_alipay(app, client, alipay, cat.skus["star-raid-0"].id)
    channel = app.state.pay_channels["alipay_wap"]
    no = order["outTradeNo"]

    first = await channel.refund(RefundRequest(no, "R1", 1000, 4800))
    repeated = await channel.refund(RefundRequest(no, "R1", 1000, 4800))  # fund_change N, confirmed by query
    assert (first.state, repeated.state) == (RefundState.SUCCESS, RefundState.SUCCESS)
    assert len(alipay.trades[no].refunds) == 1
    for wrong, sub_code in (
        (RefundRequest(no, "R2", 3801, 4800), "ACQ.REFUND_AMT_NOT_EQUAL_TOTAL"),
        (RefundRequest(no, "R1", 999, 4800), "ACQ.DISCORDANT_REPEAT_REQUEST"),
        (RefundRequest("T-unknown", "R3", 1, 4800), "ACQ.TRADE_NOT_EXIST"),
    ):
        with pytest.raises(ChannelError) as refused:
            await channel.refund(wrong)
        assert refused.value.code == sub_code
    unpaid = UnifiedOrder("T-unpaid-1", "Star Raid", 100, datetime.now(UTC) + timedelta(minutes=10), "")
    async with httpx.AsyncClient() as browser:
        await browser.get((await channel.open_order(unpaid)).display_content)
    with pytest.raises(ChannelError) as refused:
        await channel.refund(RefundRequest("T-unpaid-1", "R4", 1, 100))
    assert refused.value.code == "ACQ.TRADE_STATUS_ERROR"
