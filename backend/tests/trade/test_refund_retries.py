"""Refunds finish or retry, never strand: against the WeChat Pay stand-in, a refund reported
ABNORMAL is asked again automatically (with backoff, under the same out_refund_no) and finishes; one
reported CLOSED is asked again under new numbers until the automatic tries are used up, then support
retries it. Until the money is confirmed back the order's keys are locked (not revealable, not sold
again), the member's refund is in progress and a new request answers REFUND_IN_PROGRESS."""

from __future__ import annotations

import asyncio
import json
from datetime import timedelta
from typing import Any

import httpx
from sqlalchemy import select, update

from conftest import data, failure
from fixtures.alipay_standin import AlipayStandIn
from fixtures.operators import admin_client_for
from fixtures.support import audit_rows, operator_headers
from fixtures.wechatpay_standin import REFUND_PATH, WechatPayStandIn
from gamestore.catalogue import key_service
from gamestore.core import clock
from gamestore.models import ActivationKey, PayRefund, Sku
from gamestore.pay import errors as pay_errors
from gamestore.pay.refund_service import RetryPolicy, retry_failed_refunds
from gamestore.trade import errors
from pay.test_refund_gateways import (
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

SKU = "tiny-blocks-0"
HOURLY = RetryPolicy(base_seconds=3600, cap_seconds=6 * 3600, tries=3)
AT_ONCE = RetryPolicy(base_seconds=0, cap_seconds=0, tries=2)


async def keys_of(app: Any, key_ids: list[int]) -> list[tuple[int, int | None]]:
    async with app.state.sessions() as session:
        rows = await session.execute(
            select(ActivationKey.status, ActivationKey.order_id)
            .where(ActivationKey.id.in_(key_ids))
            .order_by(ActivationKey.id)
        )
        return [(status, order_id) for status, order_id in rows]


async def order_key_ids(app: Any, order_id: int) -> list[int]:
    async with app.state.sessions() as session:
        return list(
            await session.scalars(
                select(ActivationKey.id).where(ActivationKey.order_id == order_id).order_by(ActivationKey.id)
            )
        )


async def stock(app: Any, sku_id: int) -> int:
    async with app.state.sessions() as session:
        return int(await session.scalar(select(Sku.stock).where(Sku.id == sku_id)) or 0)


async def console_stock(app: Any, sku_id: int) -> tuple[int, int, int, int]:
    """(available, reserved, sold, refunding) keys of the version, as the console's key stock shows them."""
    headers = await operator_headers(app, "admin")
    async with admin_client_for(app) as console:
        page = data(await console.get("/product/key/stock", params={"pageSize": 100}, headers=headers))
    [row] = [row for row in page["list"] if row["skuId"] == sku_id]
    return row["available"], row["reserved"], row["sold"], row["refunding"]


async def notify(client: httpx.AsyncClient, standin: WechatPayStandIn, no: str, status: str) -> None:
    """WeChat Pay reports the refund ``status`` (ABNORMAL, CLOSED, SUCCESS) by its notification."""
    standin.refunds[no].status = status
    headers, body = standin.refund_notification(no)
    assert (await client.post("/pay/notify/refund/wx_wap", content=body, headers=headers)).status_code == 204


def refund_posts(standin: WechatPayStandIn) -> list[str]:
    """The out_refund_no of every refund the merchant asked WeChat Pay for, in order."""
    return [
        json.loads(r.body)["out_refund_no"]
        for r in standin.requests
        if r.method == "POST" and r.url == REFUND_PATH
    ]


async def member_after_sale(client: httpx.AsyncClient, after_sale_id: int) -> int:
    return int(data(await client.get("/trade/after-sale/get", params={"id": after_sale_id}))["status"])


async def test_an_abnormal_refund_is_asked_again_with_backoff_and_gives_the_keys_back_only_then(
    wechat_shop: Any, standin: WechatPayStandIn
) -> None:
    app, client, cat = wechat_shop
    sku_id = cat.skus[SKU].id
    order = await paid_by_wechat(app, client, standin, sku_id)
    key_ids = await order_key_ids(app, order["id"])
    in_stock = await stock(app, sku_id)
    asked = data(await refund(client, order["id"]))
    assert await relay(app) == 1
    [row] = await pay_refunds(app)

    await notify(client, standin, row.no, "ABNORMAL")  # e.g. the payer's card was frozen

    assert await member_after_sale(client, asked["id"]) == 30
    detail = await order_detail(client, order["id"])
    assert (detail["status"], detail["refundStatus"], detail["activationCodes"]) == (30, 1, [])
    # Locked: neither revealable nor on sale, and the member cannot ask again ("in progress").
    assert await keys_of(app, key_ids) == [(key_service.REFUNDING, order["id"])] * 2
    assert await stock(app, sku_id) == in_stock
    revealed = failure(
        await client.post("/trade/order/reveal-key", json={"orderId": order["id"], "keyId": key_ids[0]})
    )
    assert revealed[0] == errors.ACTIVATION_KEY_NOT_FOUND.code
    assert failure(await refund(client, order["id"]))[0] == errors.REFUND_IN_PROGRESS.code
    other = data(await client.post("/trade/order/create", json={"items": [{"skuId": sku_id, "count": 1}]}))
    assert not set(await order_key_ids(app, other["id"])) & set(key_ids)
    payment = await pay_order(app, order["payOrderId"])
    assert payment.refund_price == row.refund_price  # owed, not given back to the payment
    assert await console_stock(app, sku_id) == (in_stock - 1, 1, 0, 2)  # locked keys counted apart

    jobs = app.state.sessions, app.state.pay_channels, HOURLY
    assert await retry_failed_refunds(*jobs) == 0  # scheduled an hour after the failure
    assert refund_posts(standin) == [row.no]
    async with app.state.sessions() as session, session.begin():
        await session.execute(update(PayRefund).values(retry_at=clock.now() - timedelta(seconds=1)))
    standin.refunds[row.no].status = "SUCCESS"  # the abnormal refund was handled at WeChat Pay

    asked_again = await asyncio.gather(*(retry_failed_refunds(*jobs) for _ in range(3)))  # processes

    assert sum(asked_again) == 1
    assert refund_posts(standin) == [row.no], "asked only by the relay, after the commit"
    assert await relay(app) == 1
    assert refund_posts(standin) == [row.no, row.no]  # the same out_refund_no
    [row] = await pay_refunds(app)
    assert (row.status, row.attempts, row.replaced_nos) == (10, 2, [])
    assert await member_after_sale(client, asked["id"]) == 20
    assert await keys_of(app, key_ids) == [(0, None)] * 2  # back on sale only now
    assert await stock(app, sku_id) == in_stock - 1 + 2  # the other order holds one
    detail = await order_detail(client, order["id"])
    assert (detail["status"], detail["refundStatus"]) == (40, 2)
    assert len(standin.refunds) == 1  # money back once
    assert await retry_failed_refunds(*jobs) == 0


async def test_a_closed_refund_is_retried_under_new_numbers_then_by_support(
    wechat_shop: Any, standin: WechatPayStandIn
) -> None:
    app, client, cat = wechat_shop
    sku_id = cat.skus[SKU].id
    order = await paid_by_wechat(app, client, standin, sku_id)
    key_ids = await order_key_ids(app, order["id"])
    in_stock = await stock(app, sku_id)
    asked = data(await refund(client, order["id"]))
    await relay(app)
    [row] = await pay_refunds(app)
    first_no = row.no
    await notify(client, standin, first_no, "CLOSED")
    standin.refund_state = "CLOSED"  # every new refund closes too (the merchant's balance is short)

    for _ in range(4):
        await retry_failed_refunds(app.state.sessions, app.state.pay_channels, AT_ONCE)
        await relay(app)

    [row] = await pay_refunds(app)
    posted = refund_posts(standin)
    assert len(posted) == 3 and len(set(posted)) == 3  # the first ask and two automatic tries
    assert (row.status, row.attempts, row.replaced_nos) == (30, 3, posted[:2])
    assert await member_after_sale(client, asked["id"]) == 40  # the member sees "in progress"
    assert failure(await refund(client, order["id"]))[0] == errors.REFUND_IN_PROGRESS.code
    assert await keys_of(app, key_ids) == [(key_service.REFUNDING, order["id"])] * 2

    headers = await operator_headers(app, "support")
    standin.refund_state = "SUCCESS"
    async with admin_client_for(app) as console:
        retried = data(
            await console.post("/trade/after-sale/retry", json={"id": asked["id"]}, headers=headers)
        )
        again = failure(
            await console.post("/trade/after-sale/retry", json={"id": asked["id"]}, headers=headers)
        )

    assert retried["status"] == 10  # asked again: WeChat Pay hears of it after the commit
    assert again[0] == pay_errors.REFUND_NOT_RETRYABLE.code
    assert await relay(app) == 1
    assert await member_after_sale(client, asked["id"]) == 20
    [audited] = await audit_rows(app, "trade.after_sale.retry")
    assert audited.entity_id == str(asked["id"])
    [row] = await pay_refunds(app)
    assert (row.status, row.attempts, len(row.replaced_nos)) == (10, 4, 3)
    succeeded = [r for r in standin.refunds.values() if r.status == "SUCCESS"]
    assert [r.body["out_refund_no"] for r in succeeded] == [row.no]  # money back once
    assert succeeded[0].refund == row.refund_price
    assert await keys_of(app, key_ids) == [(0, None)] * 2
    assert await stock(app, sku_id) == in_stock + 2
    payment = await pay_order(app, order["payOrderId"])
    assert (payment.status, payment.refund_price) == (20, row.refund_price)


async def test_an_alipay_refund_the_gateway_refused_is_asked_again_under_its_number(
    alipay_shop: Any, alipay: AlipayStandIn
) -> None:
    app, client, cat = alipay_shop
    sku_id = cat.skus[SKU].id
    order = await paid_by_alipay(app, client, alipay, sku_id)
    key_ids = await order_key_ids(app, order["id"])
    trade = alipay.trades[order["outTradeNo"]]
    trade.status = "TRADE_CLOSED"  # Alipay refuses the refund for now

    asked = data(await refund(client, order["id"]))
    assert await relay(app) == 1

    assert await member_after_sale(client, asked["id"]) == 30
    assert trade.refunds == {}
    assert await keys_of(app, key_ids) == [(key_service.REFUNDING, order["id"])]
    trade.status = "TRADE_SUCCESS"

    assert await retry_failed_refunds(app.state.sessions, app.state.pay_channels, AT_ONCE) == 1
    assert await relay(app) == 1

    [row] = await pay_refunds(app)
    assert (row.status, row.attempts) == (10, 2)
    assert list(trade.refunds) == [row.no]  # the same out_request_no, refunded once
    assert await member_after_sale(client, asked["id"]) == 20
    assert await keys_of(app, key_ids) == [(0, None)]
