"""Alipay's asynchronous notifications: genuine ones read exactly, anything spoiled refused."""

from __future__ import annotations

from datetime import UTC, datetime
from urllib.parse import parse_qsl, urlencode

import pytest
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import PlainTextResponse
from starlette.routing import Route
from test_alipay_support import APP_ID, NOTIFY_URL, gateway_url, standin, unified, visit, wap

from fixtures.alipay_standin import AlipayStandIn, alipay_rsa2, alipay_string_to_sign, standin_keys
from fixtures.live_server import serve_in_thread
from gamestore.pay.channels.alipay import AlipayChannel
from gamestore.pay.channels.base import InvalidNotificationError

__all__ = ["gateway_url", "standin", "wap"]  # fixtures

FORM = {"Content-Type": "application/x-www-form-urlencoded; charset=utf-8"}
PAID_AT = datetime(2024, 5, 1, 4, 5, 6, tzinfo=UTC)  # 12:05:06 in Beijing


async def paid(channel: AlipayChannel, standin: AlipayStandIn, price: int = 12345, no: str = "N1") -> None:
    await visit((await channel.open_order(unified(no, price))).display_content)
    standin.pay(no, at=PAID_AT)


def refused(channel: AlipayChannel, body: bytes, headers: dict[str, str] | None = None) -> str:
    with pytest.raises(InvalidNotificationError) as caught:
        channel.parse_notification(FORM if headers is None else headers, body)
    return str(caught.value)


# --- genuine notifications -----------------------------------------------------------------------


@pytest.mark.parametrize("price", [1, 100, 12345])
async def test_a_genuine_payment_notification(wap: AlipayChannel, standin: AlipayStandIn, price: int) -> None:
    await paid(wap, standin, price)

    notice = wap.parse_notification(FORM, standin.notification("N1"))

    assert notice.out_trade_no == "N1"
    assert notice.channel_transaction_id == standin.trades["N1"].trade_no
    assert (notice.paid, notice.price, notice.success_time) == (True, price, PAID_AT)
    assert notice.raw["notify_type"] == "trade_status_sync"
    assert notice.raw["fund_bill_list"].startswith('[{"amount": ')
    assert notice.raw["subject"] == "艾尔登法环 Elden Ring"


@pytest.mark.parametrize("field", ["body", "fund_bill_list", "passback_params"])
async def test_a_genuine_notification_with_an_empty_field(
    wap: AlipayChannel, standin: AlipayStandIn, field: str
) -> None:
    """Alipay signs every field it sends but sign and sign_type, an empty one too."""
    await paid(wap, standin)
    body = standin.notification("N1", {field: ""})
    assert f"&{field}=&".encode() in body

    notice = wap.parse_notification(FORM, body)

    assert (notice.out_trade_no, notice.paid, notice.raw[field]) == ("N1", True, "")


async def test_an_empty_field_cannot_be_added_after_signing(
    wap: AlipayChannel, standin: AlipayStandIn
) -> None:
    await paid(wap, standin)

    assert "signature" in refused(wap, standin.notification("N1", after_signing={"body": ""}))


@pytest.mark.parametrize(("status", "is_paid"), [("TRADE_FINISHED", True), ("TRADE_CLOSED", False)])
async def test_other_trade_statuses(
    wap: AlipayChannel, standin: AlipayStandIn, status: str, is_paid: bool
) -> None:
    await paid(wap, standin)

    notice = wap.parse_notification(FORM, standin.notification("N1", trade_status=status))

    assert notice.paid is is_paid


async def test_headers_are_optional_and_case_does_not_matter(
    wap: AlipayChannel, standin: AlipayStandIn
) -> None:
    await paid(wap, standin)
    body = standin.notification("N1")

    assert wap.parse_notification({}, body).paid
    assert wap.parse_notification({"content-type": "application/x-www-form-urlencoded"}, body).paid


async def test_a_replayed_notification_reads_the_same(wap: AlipayChannel, standin: AlipayStandIn) -> None:
    """The channel keeps no state: the flow makes a second delivery change nothing."""
    await paid(wap, standin)
    body = standin.notification("N1")

    first, again = wap.parse_notification(FORM, body), wap.parse_notification(FORM, body)

    assert first == again
    assert first.raw["notify_id"] == again.raw["notify_id"]


async def test_a_genuinely_signed_wrong_amount_is_reported_as_alipay_says(
    wap: AlipayChannel, standin: AlipayStandIn
) -> None:
    """Signed by Alipay but not what we charged: the flow compares price with its payment."""
    await paid(wap, standin, 12345)

    notice = wap.parse_notification(FORM, standin.notification("N1", total_amount="123.44"))

    assert notice.price == 12344


async def test_delivered_over_http_like_alipay_does(wap: AlipayChannel, standin: AlipayStandIn) -> None:
    """A notify endpoint as the flow will write it: verify, then answer the bare text ``success``."""
    await paid(wap, standin)
    seen = []

    async def notify(request: Request) -> PlainTextResponse:
        try:
            seen.append(wap.parse_notification(dict(request.headers), await request.body()))
        except InvalidNotificationError:
            return PlainTextResponse("fail")
        return PlainTextResponse("success")

    app = Starlette(routes=[Route("/api/pay/notify/alipay", notify, methods=["POST"])])
    with serve_in_thread(app) as base_url:
        url = f"{base_url}/api/pay/notify/alipay"
        good = await standin.deliver(url, standin.notification("N1"))
        forged = await standin.deliver(url, standin.notification("N1", sign_with=standin_keys().rogue))

    assert (good.text, forged.text) == ("success", "fail")
    assert [(n.out_trade_no, n.paid, n.price) for n in seen] == [("N1", True, 12345)]
    assert standin.trades["N1"].notify_url == NOTIFY_URL


# --- spoiled notifications --------------------------------------------------------------------------


async def test_a_forged_notification(wap: AlipayChannel, standin: AlipayStandIn) -> None:
    await paid(wap, standin)

    message = refused(wap, standin.notification("N1", sign_with=standin_keys().rogue))

    assert "signature" in message


@pytest.mark.parametrize(
    "change",
    [
        {"total_amount": "0.01"},
        {"trade_status": "TRADE_SUCCESS", "out_trade_no": "N2"},
        {"gmt_payment": "2024-05-01 12:05:07"},
        {"extra": "added"},
        {"subject": ""},
    ],
)
async def test_a_notification_changed_after_signing(
    wap: AlipayChannel, standin: AlipayStandIn, change: dict[str, str]
) -> None:
    await paid(wap, standin)

    assert "signature" in refused(wap, standin.notification("N1", after_signing=change))


async def test_a_notification_for_another_app(wap: AlipayChannel, standin: AlipayStandIn) -> None:
    await paid(wap, standin)

    assert "app_id" in refused(wap, standin.notification("N1", app_id="2021009999999999"))


@pytest.mark.parametrize("sign_type", ["RSA", "", "rsa2"])
async def test_only_rsa2_is_accepted(wap: AlipayChannel, standin: AlipayStandIn, sign_type: str) -> None:
    await paid(wap, standin)

    assert "RSA2" in refused(wap, standin.notification("N1", sign_type=sign_type))


async def test_sign_type_is_not_part_of_a_notifications_signature(
    wap: AlipayChannel, standin: AlipayStandIn
) -> None:
    await paid(wap, standin)
    params = dict(parse_qsl(standin.notification("N1").decode()))
    params["sign"] = alipay_rsa2(standin_keys().alipay, alipay_string_to_sign(params))  # sign_type signed in

    assert "signature" in refused(wap, urlencode(params).encode())


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        ({"out_trade_no": ""}, "out_trade_no is missing"),
        ({"trade_no": ""}, "trade_no is missing"),
        ({"trade_status": ""}, "trade_status is missing"),
        ({"total_amount": ""}, "total_amount is missing"),
        ({"total_amount": "123.456"}, "not an Alipay amount"),
        ({"total_amount": "1e2"}, "not an Alipay amount"),
        ({"gmt_payment": "2024-05-01T12:05:06"}, "does not match format"),
    ],
)
async def test_a_genuinely_signed_but_malformed_notification(
    wap: AlipayChannel, standin: AlipayStandIn, change: dict[str, str], problem: str
) -> None:
    await paid(wap, standin)

    assert problem in refused(wap, standin.notification("N1", change))


@pytest.mark.parametrize(
    ("body", "headers", "problem"),
    [
        (b"", FORM, "RSA2"),
        (b'{"trade_status":"TRADE_SUCCESS"}', {"Content-Type": "application/json"}, "forms"),
        (b"a=1&&b=2", FORM, "URL-encoded"),
        ("subject=游戏".encode(), FORM, "URL-encoded"),
        (b"app_id=1&app_id=2", FORM, "app_id twice"),
    ],
)
def test_bodies_that_are_not_notifications(
    wap: AlipayChannel, body: bytes, headers: dict[str, str], problem: str
) -> None:
    assert problem in refused(wap, body, headers)


async def test_a_duplicated_field_cannot_slip_past_the_signature(
    wap: AlipayChannel, standin: AlipayStandIn
) -> None:
    await paid(wap, standin)
    body = standin.notification("N1") + b"&total_amount=0.01"

    assert "twice" in refused(wap, body)


def test_the_app_id_in_use(wap: AlipayChannel) -> None:
    assert APP_ID in repr(wap)
