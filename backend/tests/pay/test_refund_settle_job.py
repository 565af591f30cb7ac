"""The job settling refunds the gateway never confirmed: a minute after it was asked, a pending
refund is queried (WeChat Pay: GET /v3/refund/domestic/refunds/{out_refund_no}; Alipay:
alipay.trade.fastpay.refund.query) and finished once, as its notification would have."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from typing import Any

from sqlalchemy import update

from conftest import data
from fixtures.alipay_standin import AlipayStandIn
from fixtures.wechatpay_standin import REFUND_PATH, WechatPayStandIn
from gamestore.core import clock
from gamestore.models import PayRefund
from gamestore.pay.refund_service import settle_pending_refunds
from pay.test_refund_gateways import (
    after_sale,
    alipay,
    alipay_gateway,
    alipay_shop,
    gateway,
    mp,
    mp_url,
    order_detail,
    paid_by_alipay,
    paid_by_wechat,
    pay_order,
    pay_refunds,
    refund,
    relay,
    standin,
    wechat_shop,
)

__all__ = ["alipay", "alipay_gateway", "alipay_shop", "gateway", "mp", "mp_url", "standin", "wechat_shop"]


async def asked_minutes_ago(app: Any, minutes: int) -> None:
    asked = clock.now() - timedelta(minutes=minutes)
    async with app.state.sessions() as session, session.begin():
        await session.execute(update(PayRefund).values(created_at=asked, updated_at=asked))


def refund_queries(standin: WechatPayStandIn) -> list[str]:
    return [r.url for r in standin.requests if r.method == "GET" and r.url.startswith(REFUND_PATH)]


async def test_a_wechat_refund_whose_notification_is_lost_is_settled_by_the_job_once(
    wechat_shop: Any, standin: WechatPayStandIn
) -> None:
    app, client, cat = wechat_shop
    order = await paid_by_wechat(app, client, standin, cat.skus["tiny-blocks-0"].id)
    asked = data(await refund(client, order["id"]))
    assert await relay(app) == 1
    [row] = await pay_refunds(app)
    jobs = app.state.sessions, app.state.pay_channels

    assert await settle_pending_refunds(*jobs) == 0
    assert refund_queries(standin) == []  # just asked: its notification may still come
    await asked_minutes_ago(app, 2)
    assert await settle_pending_refunds(*jobs) == 0  # still PROCESSING at WeChat Pay
    assert refund_queries(standin) == [f"{REFUND_PATH}/{row.no}"]
    assert await settle_pending_refunds(*jobs) == 0  # queried again a minute after this query
    assert len(refund_queries(standin)) == 1
    standin.refunds[row.no].status = "SUCCESS"  # the money arrived; its notification never did
    standin.refunds[row.no].success_time = "2026-11-27T20:00:00+08:00"
    await asked_minutes_ago(app, 2)

    settled = await asyncio.gather(*(settle_pending_refunds(*jobs) for _ in range(3)))  # several processes

    assert sum(settled) == 1
    assert await settle_pending_refunds(*jobs) == 0
    done = await after_sale(client, asked["id"])
    assert done["status"] == 20 and done["finishTime"] is not None
    [row] = await pay_refunds(app)
    assert (row.status, row.channel_refund_no) == (10, standin.refunds[row.no].refund_id)
    detail = await order_detail(client, order["id"])
    assert (detail["status"], detail["refundStatus"]) == (40, 2)
    # The late notification changes nothing more.
    headers, body = standin.refund_notification(row.no)
    assert (await client.post("/pay/notify/refund/wx_wap", content=body, headers=headers)).status_code == 204
    assert (await after_sale(client, asked["id"]))["status"] == 20


async def test_a_refund_the_gateway_reports_failed_leaves_the_after_sale_failed_and_the_money_owed(
    wechat_shop: Any, standin: WechatPayStandIn
) -> None:
    app, client, cat = wechat_shop
    order = await paid_by_wechat(app, client, standin, cat.skus["tiny-blocks-0"].id)
    asked = data(await refund(client, order["id"]))
    assert await relay(app) == 1
    [row] = await pay_refunds(app)
    await asked_minutes_ago(app, 5)
    standin.refunds[row.no].status = "ABNORMAL"  # e.g. the buyer's account was closed

    assert await settle_pending_refunds(app.state.sessions, app.state.pay_channels) == 1

    assert (await after_sale(client, asked["id"]))["status"] == 30
    [row] = await pay_refunds(app)
    assert row.status == 20
    payment = await pay_order(app, order["payOrderId"])
    # The money is still owed to the member (asked again by retry_failed_refunds): not refundable twice.
    assert (payment.status, payment.refund_price) == (20, row.refund_price)
    assert await settle_pending_refunds(app.state.sessions, app.state.pay_channels) == 0


async def test_an_alipay_refund_left_unconfirmed_is_settled_by_the_job(
    alipay_shop: Any, alipay: AlipayStandIn
) -> None:
    app, client, cat = alipay_shop
    order = await paid_by_alipay(app, client, alipay, cat.skus["tiny-blocks-0"].id)
    alipay.refund_uncertain = 2  # the refund is made; both its answers are system errors
    alipay.refund_query_unavailable = 2  # and so are the queries made while asking

    asked = data(await refund(client, order["id"]))
    assert await relay(app) == 1

    assert (await after_sale(client, asked["id"]))["status"] == 10
    assert len(alipay.trades[order["outTradeNo"]].refunds) == 1
    await asked_minutes_ago(app, 2)
    assert await settle_pending_refunds(app.state.sessions, app.state.pay_channels) == 1
    assert (await after_sale(client, asked["id"]))["status"] == 20
    assert len(alipay.trades[order["outTradeNo"]].refunds) == 1  # queried, never refunded twice
