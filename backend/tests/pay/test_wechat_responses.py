"""WechatPayChannel refuses answers WeChat Pay did not sign (or signed too long ago), works with a
platform certificate as well as a platform public key, reports network failures, and refuses bad
configuration."""

from __future__ import annotations

import socket
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse
from starlette.routing import Route

from fixtures.live_server import serve_in_thread
from fixtures.wechat_fixtures import gateway_url, server, standin
from fixtures.wechatpay_standin import (
    APPID_OFFICIAL,
    MCHID,
    MERCHANT_SERIAL_NO,
    OPENID_OFFICIAL,
    WechatPayStandIn,
    apiv3_key_for_tests,
    make_standin,
    private_pem,
    public_pem,
    rsa_key,
)
from gamestore.pay.channels.base import ChannelError, UnifiedOrder
from gamestore.pay.channels.wechat import (
    GATEWAY_TIMEOUT,
    GATEWAY_UNREACHABLE,
    INVALID_RESPONSE_SIGNATURE,
    PlatformKey,
    WechatPayChannel,
    WechatPayConfig,
)

__all__ = ["gateway_url", "server", "standin"]  # fixtures

NOTIFY_URL = "https://shop.example.com/app-api/pay/notify/order/wechat"


def make_config(base_url: str, platform_keys: tuple[PlatformKey, ...], **overrides: Any) -> WechatPayConfig:
    settings: dict[str, Any] = {
        "mchid": MCHID,
        "appid": APPID_OFFICIAL,
        "merchant_serial_no": MERCHANT_SERIAL_NO,
        "merchant_private_key": private_pem(rsa_key("merchant")),
        "apiv3_key": apiv3_key_for_tests(),
        "platform_keys": platform_keys,
        "notify_url": NOTIFY_URL,
        "base_url": base_url,
    }
    settings.update(overrides)
    return WechatPayConfig(**settings)


def public_key_of(standin: WechatPayStandIn) -> tuple[PlatformKey, ...]:
    return (PlatformKey(standin.platform_serial, standin.platform_public_key_pem()),)


def order(out_trade_no: str = "P202501010001") -> UnifiedOrder:
    return UnifiedOrder(
        out_trade_no=out_trade_no,
        subject="Hades II",
        price=9800,
        expire_time=datetime.now(UTC) + timedelta(minutes=15),
        notify_url=NOTIFY_URL,
        openid=OPENID_OFFICIAL,
    )


@pytest.fixture
async def channel(standin: WechatPayStandIn, gateway_url: str) -> AsyncIterator[WechatPayChannel]:
    client = WechatPayChannel("wx_pub", make_config(gateway_url, public_key_of(standin)))
    yield client
    await client.aclose()


# --- answers that must not be believed -----------------------------------------------------------


@pytest.mark.parametrize(
    ("knobs", "reason"),
    [
        ({"response_signing": "none"}, "headers are missing"),
        ({"response_signing": "forged"}, "does not verify"),
        ({"response_signing": "probe"}, "WECHATPAY/SIGNTEST/"),
        ({"response_serial": "PUB_KEY_ID_0116999999999999999999999999999999"}, "unknown Wechatpay-Serial"),
        ({"response_clock_offset": -301}, "not within 5 minutes"),
        ({"response_clock_offset": 301}, "not within 5 minutes"),
    ],
)
async def test_unverifiable_answers_are_refused(
    channel: WechatPayChannel, standin: WechatPayStandIn, knobs: dict[str, Any], reason: str
) -> None:
    # One order, opened again unchanged: one built twice around a second's turn would differ in
    # time_expire, which WeChat Pay refuses as another order under the same number.
    same = order()
    await channel.open_order(same)  # a good answer first: the order exists
    for name, value in knobs.items():
        setattr(standin, name, value)

    for call in (channel.open_order(same), channel.query_order("P202501010001")):
        with pytest.raises(ChannelError) as caught:
            await call
        assert caught.value.code == INVALID_RESPONSE_SIGNATURE
        assert reason in caught.value.message


async def test_an_unverifiable_empty_answer_to_close_is_refused(
    channel: WechatPayChannel, standin: WechatPayStandIn
) -> None:
    await channel.open_order(order())
    standin.response_signing = "forged"

    with pytest.raises(ChannelError) as caught:
        await channel.close_order("P202501010001")

    assert caught.value.code == INVALID_RESPONSE_SIGNATURE


# Ten seconds inside the bound: the stamp is whole seconds and is checked a moment later on a busy machine.
@pytest.mark.parametrize("offset", [-290, 290])
async def test_answers_within_five_minutes_are_accepted(
    channel: WechatPayChannel, standin: WechatPayStandIn, offset: int
) -> None:
    standin.response_clock_offset = offset

    opened = await channel.open_order(order())

    assert opened.pay_data["package"] == f"prepay_id={standin.orders['P202501010001'].prepay_id}"


async def test_refusals_are_reported_even_when_unsigned(
    channel: WechatPayChannel, standin: WechatPayStandIn
) -> None:
    standin.response_signing = "none"

    with pytest.raises(ChannelError) as caught:
        await channel.query_order("P404404404")

    assert (caught.value.code, caught.value.message) == ("ORDER_NOT_EXIST", "订单不存在")


# --- platform keys -------------------------------------------------------------------------------


async def test_a_platform_certificate_verifies_answers() -> None:
    serial = "5157F09EFDC096DE15EBE81A47057A7232F1B8E1"
    standin = make_standin(platform_serial=serial)
    with serve_in_thread(standin) as base_url:
        keys = (PlatformKey(serial.lower(), standin.platform_certificate_pem()),)
        client = WechatPayChannel("wx_app", make_config(base_url, keys, appid="wx8888888888888888"))
        try:
            opened = await client.open_order(order())
            await client.close_order("P202501010001")
        finally:
            await client.aclose()

    assert opened.pay_data["prepayid"] == standin.orders["P202501010001"].prepay_id
    assert "wechatpay-serial" not in standin.requests[0].headers  # only a public key id is declared
    assert standin.orders["P202501010001"].state == "CLOSED"


async def test_the_wrong_platform_key_refuses_answers(standin: WechatPayStandIn, gateway_url: str) -> None:
    keys = (PlatformKey(standin.platform_serial, public_pem(rsa_key("someone else"))),)
    client = WechatPayChannel("wx_pub", make_config(gateway_url, keys))
    try:
        with pytest.raises(ChannelError, match="does not verify"):
            await client.open_order(order())
    finally:
        await client.aclose()


# --- the network ---------------------------------------------------------------------------------


@pytest.fixture
def closed_port_url() -> Iterator[str]:
    """A port that is bound (so nobody else takes it) but not listening: connections are refused."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        yield f"http://127.0.0.1:{sock.getsockname()[1]}"


async def test_unreachable_gateway(standin: WechatPayStandIn, closed_port_url: str) -> None:
    client = WechatPayChannel("wx_pub", make_config(closed_port_url, public_key_of(standin)))
    try:
        with pytest.raises(ChannelError) as caught:
            await client.query_order("P202501010001")
    finally:
        await client.aclose()

    assert caught.value.code == GATEWAY_UNREACHABLE


async def test_gateway_timeout(standin: WechatPayStandIn, gateway_url: str) -> None:
    standin.response_delay_seconds = 1.0
    client = WechatPayChannel("wx_pub", make_config(gateway_url, public_key_of(standin), timeout_seconds=0.2))
    try:
        with pytest.raises(ChannelError) as caught:
            await client.open_order(order())
    finally:
        await client.aclose()

    assert caught.value.code == GATEWAY_TIMEOUT


async def test_non_json_error_page(standin: WechatPayStandIn) -> None:
    async def bad_gateway(request: Request) -> HTMLResponse:
        return HTMLResponse("<html><body>502 Bad Gateway</body></html>", status_code=502)

    app = Starlette(routes=[Route("/v3/pay/transactions/jsapi", bad_gateway, methods=["POST"])])
    with serve_in_thread(app) as base_url:
        client = WechatPayChannel("wx_pub", make_config(base_url, public_key_of(standin)))
        try:
            with pytest.raises(ChannelError) as caught:
                await client.open_order(order())
        finally:
            await client.aclose()

    assert caught.value.code == "HTTP_502"


# --- configuration -------------------------------------------------------------------------------


def ec_public_pem() -> str:
    key = ec.generate_private_key(ec.SECP256R1()).public_key()
    return key.public_bytes(Encoding.PEM, PublicFormat.SubjectPublicKeyInfo).decode()


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        ({"apiv3_key": "too-short"}, "32 bytes"),
        ({"apiv3_key": "鍵" * 32}, "32 bytes"),
        ({"merchant_private_key": "not a key"}, "PEM private key"),
        ({"platform_keys": ()}, "platform key"),
        ({"platform_keys": (PlatformKey("PUB_KEY_ID_1", "garbage"),)}, "neither"),
        ({"platform_keys": (PlatformKey("PUB_KEY_ID_1", ec_public_pem()),)}, "RSA"),
    ],
)
def test_bad_configuration_is_refused(
    standin: WechatPayStandIn, overrides: dict[str, Any], message: str
) -> None:
    settings: dict[str, Any] = {"platform_keys": public_key_of(standin), **overrides}
    with pytest.raises(ValueError, match=message):
        WechatPayChannel("wx_pub", make_config("http://127.0.0.1:9", **settings))


def test_unknown_channel_code_is_refused(standin: WechatPayStandIn) -> None:
    with pytest.raises(ValueError, match="wx_native"):
        WechatPayChannel("wx_native", make_config("http://127.0.0.1:9", public_key_of(standin)))


async def test_secrets_stay_out_of_reprs(standin: WechatPayStandIn) -> None:
    config = make_config("http://127.0.0.1:9", public_key_of(standin))
    client = WechatPayChannel("wx_pub", config)
    await client.aclose()

    for text in (repr(config), repr(client)):
        assert apiv3_key_for_tests() not in text
        assert "PRIVATE KEY" not in text
        assert MCHID in text
