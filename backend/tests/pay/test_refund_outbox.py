"""Gateway refunds through the outbox: the refunding transaction records the refund and writes a
``pay.refund`` message; the relay asks the gateway only after the commit and records its answer in a
transaction of its own. A refund rolled back never reaches the gateway; a relay killed after the
gateway answered but before recording asks again under the same out_refund_no once its lease
expires, and the money goes back once; a gateway outage (500) is the outbox's to retry, and once the
outbox's tries are used up (an ask left unanswered included) the refund's try is failed and the
refund's own job asks again; the settle job does not query a try asked again until a minute after
it was asked."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator
from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import select

from conftest import AppFactory, SmsOutbox, data
from fixtures.wechatpay_standin import WechatPayStandIn
from gamestore.core import clock
from gamestore.core.db import unit_of_work
from gamestore.models import OutboxMessage, TradeOrder
from gamestore.pay.channels.base import RefundRequest, RefundResult
from gamestore.pay.refund_service import RetryPolicy, retry_failed_refunds, settle_pending_refunds
from gamestore.trade import refund_service as trade_refunds
from pay.test_refund_gateways import (
    after_sale,
    gateway,
    mp,
    mp_url,
    paid_by_wechat,
    pay_order,
    pay_refunds,
    refund,
    relay,
    shop_of,
    standin,
    wechat_pay_settings,
    wechat_shop,
)
from pay.test_refund_settle_job import asked_minutes_ago, refund_queries
from trade.test_refund_retries import notify, refund_posts

__all__ = ["gateway", "mp", "mp_url", "standin", "wechat_shop"]

SKU = "tiny-blocks-0"
AT_ONCE = RetryPolicy(base_seconds=0, cap_seconds=0, tries=2)


@pytest.fixture
def moving_clock() -> Iterator[None]:
    yield
    clock.back_to_now()


def later(seconds: float) -> None:
    clock.travel_to(clock.now() + timedelta(seconds=seconds))


async def outbox_rows(app: Any) -> list[tuple[str, str, int]]:
    async with app.state.sessions() as session:
        rows = await session.scalars(select(OutboxMessage).order_by(OutboxMessage.id))
        return [(row.topic, row.status, row.attempts) for row in rows]


async def test_a_refund_rolled_back_after_it_was_requested_asks_the_gateway_nothing(
    wechat_shop: Any, standin: WechatPayStandIn
) -> None:
    app, client, cat = wechat_shop
    order = await paid_by_wechat(app, client, standin, cat.skus[SKU].id)

    async def refund_then_fail() -> None:
        async with unit_of_work(app.state.sessions) as session:
            paid = await session.get(TradeOrder, order["id"])
            assert paid is not None
            by = trade_refunds.Member(paid.member_id)
            await trade_refunds.refund(session, app.state.settings, app.state.pay_channels, order["id"], by)
            written = list(await session.scalars(select(OutboxMessage.topic)))
            assert written == ["pay.refund"], "the ask is written in the refunding transaction"
            raise RuntimeError("a later step of the refunding transaction failed")

    with pytest.raises(RuntimeError):
        await refund_then_fail()

    assert await relay(app) == 0
    assert refund_posts(standin) == [] and standin.refunds == {}, "WeChat Pay heard nothing"
    assert await outbox_rows(app) == [] and await pay_refunds(app) == []
    assert (await pay_order(app, order["payOrderId"])).refund_price == 0
    # Nothing is left half done: the member's own refund goes through, asked once.
    asked = data(await refund(client, order["id"]))
    assert await relay(app) == 1
    [row] = await pay_refunds(app)
    assert refund_posts(standin) == [row.no]
    assert (await after_sale(client, asked["id"]))["status"] == 10  # PROCESSING: its notice follows


async def test_a_relay_killed_after_the_gateway_answered_refunds_once_in_total(
    wechat_shop: Any, standin: WechatPayStandIn, monkeypatch: pytest.MonkeyPatch, moving_clock: None
) -> None:
    app, client, cat = wechat_shop
    standin.refund_state = "SUCCESS"
    order = await paid_by_wechat(app, client, standin, cat.skus[SKU].id)
    channel = app.state.pay_channels["wx_wap"]
    ask_the_gateway = channel.refund
    answered, never = asyncio.Event(), asyncio.Event()

    async def dies_after_the_answer(request: RefundRequest) -> RefundResult:
        result: RefundResult = await ask_the_gateway(request)
        answered.set()
        await never.wait()  # the process dies here: WeChat Pay refunded, nothing is recorded
        return result

    monkeypatch.setattr(channel, "refund", dies_after_the_answer)
    asked = data(await refund(client, order["id"]))
    app.state.outbox_relay.start()
    await asyncio.wait_for(answered.wait(), 10)
    await app.state.outbox_relay.stop()
    monkeypatch.undo()

    [row] = await pay_refunds(app)
    assert (row.status, row.attempts) == (0, 1), "still waiting: the answer was never recorded"
    assert await outbox_rows(app) == [("pay.refund", "delivering", 1)]
    assert (await after_sale(client, asked["id"]))["status"] == 10
    assert await relay(app) == 0, "the dead relay's lease still holds"
    later(app.state.settings.outbox_lease_seconds + 1)

    assert await relay(app) == 1

    [row] = await pay_refunds(app)
    assert (row.status, row.attempts) == (10, 1)
    assert refund_posts(standin) == [row.no, row.no], "asked again under the same out_refund_no"
    assert list(standin.refunds) == [row.no] and standin.refunds[row.no].status == "SUCCESS"
    assert standin.refunds[row.no].refund == row.refund_price, "the money went back once"
    assert await outbox_rows(app) == [("pay.refund", "delivered", 2)]
    assert (await after_sale(client, asked["id"]))["status"] == 20
    payment = await pay_order(app, order["payOrderId"])
    assert (payment.status, payment.refund_price) == (20, row.refund_price)


async def test_an_outage_is_the_outbox_s_retry_and_its_last_try_hands_the_refund_to_its_own_job(
    wechat_shop: Any, standin: WechatPayStandIn, moving_clock: None
) -> None:
    app, client, cat = wechat_shop
    settings = app.state.settings
    standin.refund_state = "SUCCESS"
    order = await paid_by_wechat(app, client, standin, cat.skus[SKU].id)
    standin.refund_outages = 1
    asked = data(await refund(client, order["id"]))

    assert await relay(app) == 1

    # A 500 is not the refund's failure: the same try waits for the outbox's next delivery.
    [row] = await pay_refunds(app)
    assert (row.status, row.attempts) == (0, 1)
    assert await outbox_rows(app) == [("pay.refund", "pending", 1)]
    assert (await after_sale(client, asked["id"]))["status"] == 10
    later(settings.outbox_retry_base_seconds)
    assert await relay(app) == 1
    [row] = await pay_refunds(app)
    assert (row.status, row.attempts) == (10, 1)
    assert refund_posts(standin) == [row.no, row.no] and list(standin.refunds) == [row.no]
    assert (await after_sale(client, asked["id"]))["status"] == 20

    # Five 500s in a row: the outbox gives up, the refund's try failed, the refund's job asks again.
    second = await paid_by_wechat(app, client, standin, cat.skus[SKU].id)
    standin.refund_outages = 5
    retried = data(await refund(client, second["id"]))
    for _ in range(5):
        assert await relay(app) == 1
        later(settings.outbox_retry_cap_seconds)
    assert await relay(app) == 0
    [_, row] = await pay_refunds(app)
    assert (row.status, row.attempts) == (20, 1) and "SYSTEM_ERROR" in (row.channel_error or "")
    assert (await outbox_rows(app))[-1] == ("pay.refund", "failed", 5)
    assert (await after_sale(client, retried["id"]))["status"] == 30  # in progress, asked again later
    assert await retry_failed_refunds(app.state.sessions, app.state.pay_channels, AT_ONCE) == 1
    assert await relay(app) == 1
    [_, row] = await pay_refunds(app)
    assert (row.status, row.attempts) == (10, 2)
    assert (await after_sale(client, retried["id"]))["status"] == 20
    assert standin.refunds[row.no].refund == row.refund_price and len(standin.refunds) == 2


async def test_the_settle_job_leaves_a_try_just_asked_again_to_the_relay(
    wechat_shop: Any, standin: WechatPayStandIn
) -> None:
    app, client, cat = wechat_shop
    order = await paid_by_wechat(app, client, standin, cat.skus[SKU].id)
    asked = data(await refund(client, order["id"]))
    assert await relay(app) == 1
    [row] = await pay_refunds(app)
    await notify(client, standin, row.no, "ABNORMAL")
    await asked_minutes_ago(app, 5)  # the first try long ago
    assert await retry_failed_refunds(app.state.sessions, app.state.pay_channels, AT_ONCE) == 1
    jobs = app.state.sessions, app.state.pay_channels

    # Not yet delivered: WeChat Pay still reports the failure this try replaces; it is not asked.
    assert await settle_pending_refunds(*jobs) == 0
    assert refund_queries(standin) == []
    [row] = await pay_refunds(app)
    assert (row.status, row.attempts) == (0, 2)
    standin.refunds[row.no].status = "SUCCESS"  # the abnormal refund was handled at WeChat Pay
    assert await relay(app) == 1
    assert (await after_sale(client, asked["id"]))["status"] == 20


@pytest.fixture
async def short_lease_shop(
    app_factory: AppFactory, gateway: str, standin: WechatPayStandIn, outbox: SmsOutbox, mp_url: str
) -> AsyncIterator[Any]:
    """The shop with deliveries leased for 0.4 s: the gateway gets 0.2 s to answer a refund."""
    app = app_factory(**wechat_pay_settings(gateway, standin, mp_url), outbox_lease_seconds=0.4)
    app, client, cat = await shop_of(app, outbox)
    yield app, client, cat
    await client.aclose()


async def test_an_ask_never_answered_in_time_is_recorded_failed_on_the_last_try_and_refunds_once(
    short_lease_shop: Any, standin: WechatPayStandIn, moving_clock: None
) -> None:
    app, client, cat = short_lease_shop
    standin.refund_state = "SUCCESS"
    order = await paid_by_wechat(app, client, standin, cat.skus[SKU].id)
    standin.response_delay_seconds = 0.5  # WeChat Pay refunds, but answers after the ask gave up
    asked = data(await refund(client, order["id"]))

    for _ in range(5):
        assert await relay(app) == 1
        later(app.state.settings.outbox_retry_cap_seconds)

    [row] = await pay_refunds(app)
    assert (row.status, row.attempts) == (20, 1) and "GATEWAY_TIMEOUT" in (row.channel_error or "")
    assert await outbox_rows(app) == [("pay.refund", "failed", 5)]
    assert (await after_sale(client, asked["id"]))["status"] == 30
    standin.response_delay_seconds = 0
    assert await retry_failed_refunds(app.state.sessions, app.state.pay_channels, AT_ONCE) == 1
    assert await relay(app) == 1
    [row] = await pay_refunds(app)
    assert (row.status, row.attempts) == (10, 2)
    assert list(standin.refunds) == [row.no], "refunded once, under one number"
    assert (await after_sale(client, asked["id"]))["status"] == 20
