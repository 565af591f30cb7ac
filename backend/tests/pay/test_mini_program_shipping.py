"""A mini-program payment's shipping upload (WeChat's 发货信息管理服务), end to end: the member pays in
the mini program (wx_lite) through the WeChat Pay stand-in, its signed notice settles the order, and
the outbox's relay uploads the virtual goods to the WeChat server API stand-in (which checks the
access token, the order key, the payer and the fields as WeChat does). Once per payment however
often the notice comes; WeChat's "not found yet" and a busy WeChat are tried again with the outbox's
backoff; a refund before the upload uploads nothing; another channel uploads nothing; the console's
order list shows each state."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from datetime import datetime, timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import select, update

from conftest import data
from fixtures.operators import admin_client_for
from fixtures.support import operator_headers
from fixtures.wechat_fixtures import gateway, mp, mp_url, standin
from fixtures.wechat_mp_standin import WechatMpStandIn
from fixtures.wechatpay_standin import APPID_MINI, MCHID, OPENID_MINI, WechatPayStandIn
from gamestore.core import clock
from gamestore.models import Member, OutboxMessage, TradeOrder
from gamestore.pay.shipping import item_desc
from pay.test_refund_gateways import attempt_no, refund, relay, shop_of, wechat_pay_settings

__all__ = ["gateway", "mp", "mp_url", "standin"]  # fixtures

GAMES = ("star-raid-0", "tiny-blocks-0")
NAMES = "Star Raid（简）, Tiny Blocks（简）"  # the games in the member's language (zh-Hans)


@pytest.fixture
def moving_clock() -> Iterator[None]:
    yield
    clock.back_to_now()


@pytest.fixture
async def mini_shop(
    app_factory: Any, gateway: str, standin: WechatPayStandIn, outbox: Any, mp_url: str, mp: WechatMpStandIn
) -> AsyncIterator[Any]:
    """The store with WeChat Pay and the mini program, a member whose mini-program account is bound."""
    app, client, cat = await shop_of(app_factory(**wechat_pay_settings(gateway, standin, mp_url)), outbox)
    code = mp.mint_login_code(OPENID_MINI, APPID_MINI)
    assert data(await client.post("/member/social-user/bind", json={"type": 34, "code": code})) == OPENID_MINI
    async with app.state.sessions() as session, session.begin():
        await session.execute(update(Member).values(language="zh-Hans"))
    yield app, client, cat
    await client.aclose()


async def place(client: httpx.AsyncClient, cat: Any) -> dict[str, Any]:
    items = [{"skuId": cat.skus[sku].id, "count": 1} for sku in GAMES]
    order: dict[str, Any] = data(await client.post("/trade/order/create", json={"items": items}))
    return order


async def pay(
    app: Any, client: httpx.AsyncClient, standin: WechatPayStandIn, order: dict[str, Any], channel: str
) -> tuple[str, str, tuple[dict[str, str], bytes]]:
    """The member pays by ``channel``; WeChat Pay's signed notice is delivered. Answers the
    out_trade_no, WeChat's transaction id and the notice (to deliver it again)."""
    body: dict[str, Any] = {"id": order["payOrderId"], "channelCode": channel}
    if channel == "wx_wap":
        body["returnUrl"] = "https://shop.example.com/r"
    assert data(await client.post("/pay/order/submit", json=body))["status"] == 1
    no = await attempt_no(app, order["payOrderId"])
    transaction = standin.pay(no)
    notice = standin.notification(no)
    headers, content = notice
    answer = await client.post(f"/pay/notify/order/{channel}", content=content, headers=headers)
    assert answer.status_code == 204
    return no, str(transaction["transaction_id"]), notice


def booked(mp: WechatMpStandIn, no: str, transaction_id: str, openid: str = OPENID_MINI) -> None:
    """WeChat has booked the payment for the mini program (shipping can be uploaded)."""
    mp.add_payment(
        mchid=MCHID, out_trade_no=no, transaction_id=transaction_id, openid=openid, appid=APPID_MINI
    )


async def console_row(app: Any, order_id: int) -> dict[str, Any]:
    """The order as support's order list shows it."""
    headers = getattr(app.state, "support_headers", None)
    if headers is None:
        headers = app.state.support_headers = await operator_headers(app, "support")
    async with admin_client_for(app) as console:
        page = data(await console.get("/trade/order/page", params={"pageSize": 50}, headers=headers))
    [row] = [row for row in page["list"] if row["id"] == order_id]
    return row


async def shipping_rows(app: Any) -> list[tuple[str, str, int]]:
    async with app.state.sessions() as session:
        rows = await session.scalars(
            select(OutboxMessage).where(OutboxMessage.topic == "pay.shipping").order_by(OutboxMessage.id)
        )
        return [(row.dedupe_key, row.status, row.attempts) for row in rows]


def later(seconds: float) -> None:
    clock.travel_to(clock.now() + timedelta(seconds=seconds))


async def test_a_mini_program_payment_uploads_its_shipping_once(
    mini_shop: Any, standin: WechatPayStandIn, mp: WechatMpStandIn
) -> None:
    app, client, cat = mini_shop
    order = await place(client, cat)
    no, transaction_id, (headers, content) = await pay(app, client, standin, order, "wx_lite")
    booked(mp, no, transaction_id)
    assert (await console_row(app, order["id"]))["shippingStatus"] == "pending"

    assert await relay(app) == 1

    [shipment] = mp.shipments
    assert shipment["order_key"] == {"order_number_type": 1, "mchid": MCHID, "out_trade_no": no}
    assert (shipment["logistics_type"], shipment["delivery_mode"]) == (3, 1)
    assert shipment["shipping_list"] == [{"item_desc": NAMES}]
    assert shipment["payer"] == {"openid": OPENID_MINI}
    assert datetime.fromisoformat(shipment["upload_time"]).utcoffset() == timedelta(hours=8)
    row = await console_row(app, order["id"])
    assert (row["shippingStatus"], row["shippingError"]) == ("uploaded", None)

    # The notice again (WeChat Pay repeats it until it is acknowledged): the order is paid once,
    # nothing more is uploaded.
    again = await client.post("/pay/notify/order/wx_lite", content=content, headers=headers)
    assert again.status_code == 204
    assert await relay(app) == 0
    assert len(mp.shipments) == 1
    assert await shipping_rows(app) == [(f"pay_order:{order['payOrderId']}", "delivered", 1)]


async def test_an_upload_sent_again_counts_wechats_already_shipped_as_done(
    mini_shop: Any, standin: WechatPayStandIn, mp: WechatMpStandIn
) -> None:
    """A relay that died after WeChat took the upload sends it again: WeChat answers 10060002."""
    app, client, cat = mini_shop
    order = await place(client, cat)
    no, transaction_id, _ = await pay(app, client, standin, order, "wx_lite")
    booked(mp, no, transaction_id)
    assert await relay(app) == 1
    async with app.state.sessions() as session, session.begin():
        await session.execute(
            update(OutboxMessage).where(OutboxMessage.topic == "pay.shipping").values(status="pending")
        )

    assert await relay(app) == 1

    assert len(mp.shipments) == 1
    assert (await console_row(app, order["id"]))["shippingStatus"] == "uploaded"


async def test_wechat_not_knowing_the_payment_yet_or_busy_is_tried_again(
    mini_shop: Any, standin: WechatPayStandIn, mp: WechatMpStandIn, moving_clock: None
) -> None:
    app, client, cat = mini_shop
    settings = app.state.settings
    order = await place(client, cat)
    no, transaction_id, _ = await pay(app, client, standin, order, "wx_lite")

    assert await relay(app) == 1  # WeChat has not booked the payment yet: 10060001

    assert mp.shipments == []
    row = await console_row(app, order["id"])
    assert row["shippingStatus"] == "pending" and "10060001" in row["shippingError"]
    assert await relay(app) == 0, "not before the outbox's backoff"
    booked(mp, no, transaction_id)
    mp.shipping_outages = 1  # then WeChat is busy (-1)
    later(settings.outbox_retry_base_seconds)
    assert await relay(app) == 1
    assert mp.shipments == [] and "-1" in (await console_row(app, order["id"]))["shippingError"]
    later(settings.outbox_retry_base_seconds * 2)

    assert await relay(app) == 1

    assert len(mp.shipments) == 1
    row = await console_row(app, order["id"])
    assert (row["shippingStatus"], row["shippingError"]) == ("uploaded", None)
    assert await shipping_rows(app) == [(f"pay_order:{order['payOrderId']}", "delivered", 3)]


async def test_a_refusal_fails_the_upload_with_wechats_reason(
    mini_shop: Any, standin: WechatPayStandIn, mp: WechatMpStandIn
) -> None:
    app, client, cat = mini_shop
    order = await place(client, cat)
    no, transaction_id, _ = await pay(app, client, standin, order, "wx_lite")
    booked(mp, no, transaction_id, openid="oSomeoneElse000000000000000")

    assert await relay(app) == 1

    assert mp.shipments == []
    row = await console_row(app, order["id"])
    assert row["shippingStatus"] == "failed" and "10060031" in row["shippingError"]
    assert await relay(app) == 0, "a refusal is not tried again"


async def test_a_refund_before_the_upload_uploads_nothing(
    mini_shop: Any, standin: WechatPayStandIn, mp: WechatMpStandIn
) -> None:
    app, client, cat = mini_shop
    order = await place(client, cat)
    no, transaction_id, _ = await pay(app, client, standin, order, "wx_lite")
    booked(mp, no, transaction_id)

    data(await refund(client, order["id"]))  # every key, none revealed: the whole order

    assert await relay(app) == 1  # the gateway refund only
    assert mp.shipments == []
    assert await shipping_rows(app) == [(f"pay_order:{order['payOrderId']}", "cancelled", 0)]
    row = await console_row(app, order["id"])
    assert (row["shippingStatus"], row["shippingError"]) == ("not_needed", None)


async def test_another_channel_uploads_nothing(
    mini_shop: Any, standin: WechatPayStandIn, mp: WechatMpStandIn
) -> None:
    app, client, cat = mini_shop
    order = await place(client, cat)
    no, transaction_id, _ = await pay(app, client, standin, order, "wx_wap")
    booked(mp, no, transaction_id)

    assert await relay(app) == 0

    assert mp.shipments == [] and await shipping_rows(app) == []
    async with app.state.sessions() as session:
        assert await session.scalar(select(TradeOrder.pay_status).where(TradeOrder.id == order["id"]))
    row = await console_row(app, order["id"])
    assert (row["shippingStatus"], row["shippingError"]) == ("not_needed", None)


def test_the_description_is_cut_to_wechats_120_characters() -> None:
    names = ", ".join(["星际突袭：终极版"] * 20)
    cut = item_desc(names)
    assert len(cut) == 120 and cut.endswith("…") and names.startswith(cut[:-1])
    assert item_desc("Star Raid, Tiny Blocks") == "Star Raid, Tiny Blocks"
    assert item_desc("  ") == "-"
