"""WechatPayChannel.parse_notification against notifications the stand-in signs and encrypts as
WeChat Pay does, and their forged, tampered, stale and replayed variants; one delivered over HTTP."""

from __future__ import annotations

import base64
import json
import time
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from fixtures.live_server import serve_in_thread
from fixtures.wechat_fixtures import server, standin
from fixtures.wechatpay_standin import (
    APPID_MINI,
    APPID_OFFICIAL,
    MCHID,
    MERCHANT_SERIAL_NO,
    OPENID_OFFICIAL,
    StandInSlot,
    WechatPayStandIn,
    apiv3_key_for_tests,
    private_pem,
    rsa_key,
)
from gamestore.pay.channels.base import InvalidNotificationError, PaymentNotice, UnifiedOrder
from gamestore.pay.channels.wechat import PlatformKey, WechatPayChannel, WechatPayConfig

__all__ = ["server", "standin"]  # fixtures

NO = "P202501010001"
NOTIFY_URL = "https://shop.example.com/app-api/pay/notify/order/wechat"


class Clock:
    def __init__(self) -> None:
        self.offset = 0.0

    def __call__(self) -> float:
        return time.time() + self.offset


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
async def channel(
    server: tuple[StandInSlot, str], standin: WechatPayStandIn, clock: Clock
) -> AsyncIterator[WechatPayChannel]:
    """A channel with an order opened at the stand-in and paid there."""
    slot, base_url = server
    slot.app = standin
    config = WechatPayConfig(
        mchid=MCHID,
        appid=APPID_OFFICIAL,
        merchant_serial_no=MERCHANT_SERIAL_NO,
        merchant_private_key=private_pem(rsa_key("merchant")),
        apiv3_key=apiv3_key_for_tests(),
        platform_keys=(PlatformKey(standin.platform_serial, standin.platform_public_key_pem()),),
        notify_url=NOTIFY_URL,
        base_url=base_url,
    )
    client = WechatPayChannel("wx_pub", config, clock=clock)
    expire = datetime.now(UTC) + timedelta(minutes=15)
    await client.open_order(
        UnifiedOrder(NO, "Stardew Valley", 4800, expire, NOTIFY_URL, openid=OPENID_OFFICIAL)
    )
    standin.pay(NO, payer_total=4300)
    yield client
    await client.aclose()


def parse(channel: WechatPayChannel, headers: dict[str, str], body: bytes) -> PaymentNotice:
    return channel.parse_notification(headers, body)


def refused(channel: WechatPayChannel, headers: dict[str, str], body: bytes, reason: str) -> None:
    with pytest.raises(InvalidNotificationError, match=reason):
        channel.parse_notification(headers, body)


def resealed(standin: WechatPayStandIn, body: bytes, change: Any) -> tuple[dict[str, str], bytes]:
    """The notification body changed by ``change(dict)`` and signed again with the platform key."""
    notification = json.loads(body)
    change(notification)
    new_body = json.dumps(notification).encode()
    return standin.signature_headers(str(int(time.time())), new_body), new_body


# --- a genuine notification ----------------------------------------------------------------------


async def test_a_paid_notification(channel: WechatPayChannel, standin: WechatPayStandIn) -> None:
    headers, body = standin.notification(NO)

    notice = parse(channel, headers, body)

    transaction = standin.transaction(NO)
    assert notice.out_trade_no == NO
    assert notice.paid
    assert notice.channel_transaction_id == transaction["transaction_id"]
    assert notice.channel_transaction_id.startswith("4200")
    assert notice.price == 4800
    assert notice.raw["amount"]["payer_total"] == 4300
    assert notice.success_time == datetime.fromisoformat(transaction["success_time"])
    assert notice.raw["payer"] == {"openid": OPENID_OFFICIAL}


async def test_header_names_in_any_case(channel: WechatPayChannel, standin: WechatPayStandIn) -> None:
    headers, body = standin.notification(NO)

    lower = parse(channel, {k.lower(): v for k, v in headers.items()}, body)
    upper = parse(channel, {k.upper(): v for k, v in headers.items()}, body)

    assert lower == upper


async def test_a_notification_of_an_unpaid_state_is_not_paid(
    channel: WechatPayChannel, standin: WechatPayStandIn
) -> None:
    headers, body = standin.notification(NO, changes={"trade_state": "PAYERROR", "success_time": None})

    notice = parse(channel, headers, body)

    assert not notice.paid
    assert notice.success_time is None


async def test_a_wrong_amount_is_reported_as_sent_for_the_flow_to_check(
    channel: WechatPayChannel, standin: WechatPayStandIn
) -> None:
    headers, body = standin.notification(
        NO, changes={"amount": {"total": 1, "payer_total": 1, "currency": "CNY"}}
    )

    notice = parse(channel, headers, body)

    assert notice.paid
    assert notice.price == 1  # not the 4800 of the order: the flow's amount check refuses it


async def test_a_replay_within_five_minutes_reads_the_same(
    channel: WechatPayChannel, standin: WechatPayStandIn, clock: Clock
) -> None:
    headers, body = standin.notification(NO)
    first = parse(channel, headers, body)

    clock.offset = 240
    assert parse(channel, headers, body) == first  # the flow's idempotency makes it change nothing

    clock.offset = 360
    refused(channel, headers, body, "not within 5 minutes")


# --- forged and tampered -------------------------------------------------------------------------


async def test_a_forged_signature(channel: WechatPayChannel, standin: WechatPayStandIn) -> None:
    headers, body = standin.notification(NO, signing_key=rsa_key("forger"))

    refused(channel, headers, body, "does not verify")


async def test_a_signature_probe(channel: WechatPayChannel, standin: WechatPayStandIn) -> None:
    headers, body = standin.notification(NO)
    headers["Wechatpay-Signature"] = "WECHATPAY/SIGNTEST/" + headers["Wechatpay-Signature"]

    refused(channel, headers, body, "SIGNTEST")


async def test_a_body_changed_after_signing(channel: WechatPayChannel, standin: WechatPayStandIn) -> None:
    headers, body = standin.notification(NO)

    refused(
        channel, headers, body.replace(b"TRANSACTION.SUCCESS", b"TRANSACTION.SUCCESS "), "does not verify"
    )
    refused(channel, headers, body + b" ", "does not verify")


async def test_tampered_ciphertext_signed_again(channel: WechatPayChannel, standin: WechatPayStandIn) -> None:
    _, body = standin.notification(NO)

    def flip_a_byte(notification: dict[str, Any]) -> None:
        data = bytearray(base64.b64decode(notification["resource"]["ciphertext"]))
        data[10] ^= 0x01
        notification["resource"]["ciphertext"] = base64.b64encode(bytes(data)).decode()

    refused(channel, *resealed(standin, body, flip_a_byte), "did not decrypt")


@pytest.mark.parametrize(
    ("field", "value"),
    [("associated_data", "refund"), ("nonce", "AAAAAAAAAAAA"), ("ciphertext", "not base64!")],
)
async def test_changed_resource_fields(
    channel: WechatPayChannel, standin: WechatPayStandIn, field: str, value: str
) -> None:
    _, body = standin.notification(NO)

    refused(
        channel,
        *resealed(standin, body, lambda n: n["resource"].__setitem__(field, value)),
        "did not decrypt",
    )


async def test_encrypted_with_another_apiv3_key(channel: WechatPayChannel, standin: WechatPayStandIn) -> None:
    headers, body = standin.notification(NO, apiv3_key="0123456789abcdef0123456789abcdef")

    refused(channel, headers, body, "did not decrypt")


@pytest.mark.parametrize("offset", [-301, 301, -3600])
async def test_stale_or_future_timestamps(
    channel: WechatPayChannel, standin: WechatPayStandIn, offset: int
) -> None:
    headers, body = standin.notification(NO, clock_offset=offset)

    refused(channel, headers, body, "not within 5 minutes")


async def test_an_unknown_platform_serial(channel: WechatPayChannel, standin: WechatPayStandIn) -> None:
    headers, body = standin.notification(NO, serial="PUB_KEY_ID_0116999999999999999999999999999999")

    refused(channel, headers, body, "unknown Wechatpay-Serial")


@pytest.mark.parametrize(
    "header", ["Wechatpay-Timestamp", "Wechatpay-Nonce", "Wechatpay-Signature", "Wechatpay-Serial"]
)
async def test_missing_signature_headers(
    channel: WechatPayChannel, standin: WechatPayStandIn, header: str
) -> None:
    headers, body = standin.notification(NO)
    del headers[header]

    refused(channel, headers, body, "headers are missing")


async def test_another_signature_type(channel: WechatPayChannel, standin: WechatPayStandIn) -> None:
    headers, body = standin.notification(NO)
    headers["Wechatpay-Signature-Type"] = "WECHATPAY2-SM2-WITH-SM3"

    refused(channel, headers, body, "Signature-Type")


@pytest.mark.parametrize(
    ("changes", "reason"),
    [
        ({"mchid": "1900000001"}, "mchid"),
        ({"appid": APPID_MINI}, "appid"),
        ({"out_trade_no": ""}, "out_trade_no"),
        ({"transaction_id": ""}, "transaction_id"),
        ({"amount": {"total": "4800"}}, "amount.total"),
        ({"amount": {"total": -1}}, "amount.total"),
        ({"success_time": "yesterday"}, "success_time"),
        ({"success_time": "2025-01-01T12:00:00"}, "time zone"),
    ],
)
async def test_transactions_this_merchant_cannot_accept(
    channel: WechatPayChannel, standin: WechatPayStandIn, changes: dict[str, Any], reason: str
) -> None:
    headers, body = standin.notification(NO, changes=changes)

    refused(channel, headers, body, reason)


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (lambda n: n.__setitem__("resource_type", "plain"), "resource_type"),
        (lambda n: n["resource"].__setitem__("algorithm", "AEAD_SM4_GCM"), "AEAD_AES_256_GCM"),
        (lambda n: n["resource"].__setitem__("original_type", "refund"), "not a transaction"),
        (lambda n: n.__setitem__("resource", "x"), "AEAD_AES_256_GCM"),
    ],
)
async def test_notifications_of_another_shape(
    channel: WechatPayChannel, standin: WechatPayStandIn, change: Any, reason: str
) -> None:
    _, body = standin.notification(NO)

    refused(channel, *resealed(standin, body, change), reason)


async def test_a_signed_body_that_is_not_json(channel: WechatPayChannel, standin: WechatPayStandIn) -> None:
    body = b"<xml><return_code>SUCCESS</return_code></xml>"

    refused(channel, standin.signature_headers(str(int(time.time())), body), body, "not JSON")


# --- over HTTP, as WeChat Pay delivers it --------------------------------------------------------


@pytest.fixture
def receiver(channel: WechatPayChannel) -> Iterator[tuple[str, list[PaymentNotice]]]:
    """A notify endpoint answering as WeChat Pay expects: 204 taken, 4xx with code FAIL refused."""
    received: list[PaymentNotice] = []

    async def notify(request: Request) -> Response:
        try:
            received.append(channel.parse_notification(dict(request.headers), await request.body()))
        except InvalidNotificationError:
            return JSONResponse({"code": "FAIL", "message": "失败"}, status_code=400)
        return Response(status_code=204)

    app = Starlette(routes=[Route("/notify/wechat", notify, methods=["POST"])])
    with serve_in_thread(app) as base_url:
        yield f"{base_url}/notify/wechat", received


async def test_delivered_over_http(
    standin: WechatPayStandIn, receiver: tuple[str, list[PaymentNotice]]
) -> None:
    url, received = receiver

    taken = await standin.post_notification(url, NO)
    forged = await standin.post_notification(url, NO, signing_key=rsa_key("forger"))

    assert taken.status_code == 204
    assert forged.status_code == 400
    assert forged.json() == {"code": "FAIL", "message": "失败"}
    assert [(n.out_trade_no, n.paid, n.price) for n in received] == [(NO, True, 4800)]
