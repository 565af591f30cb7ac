"""WechatPayChannel against the local WeChat Pay v3 stand-in over loopback HTTP: opening orders on
each channel, the client payment data, query, close, and the gateway's refusals."""

from __future__ import annotations

import base64
import json
import time
from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime
from typing import Any
from urllib.parse import quote

import pytest
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import padding

from fixtures.wechat_fixtures import gateway_url, server, standin
from fixtures.wechatpay_standin import (
    APPID_APP,
    APPID_MINI,
    APPID_OFFICIAL,
    MCHID,
    MERCHANT_SERIAL_NO,
    OPENID_MINI,
    OPENID_OFFICIAL,
    WechatPayStandIn,
    apiv3_key_for_tests,
    private_pem,
    rsa_key,
)
from gamestore.pay.channels.base import ChannelError, PayChannel, UnifiedOrder
from gamestore.pay.channels.wechat import (
    INVALID_ARGUMENT,
    OPENID_MISSING,
    PlatformKey,
    WechatPayChannel,
    WechatPayConfig,
    create_wechat_channel,
    needs_wechat_binding,
)

__all__ = ["gateway_url", "server", "standin"]  # fixtures

NOTIFY_URL = "https://shop.example.com/app-api/pay/notify/order/wechat"
APPIDS = {"wx_pub": APPID_OFFICIAL, "wx_lite": APPID_MINI, "wx_app": APPID_APP, "wx_wap": APPID_OFFICIAL}
OPENIDS = {"wx_pub": OPENID_OFFICIAL, "wx_lite": OPENID_MINI}

ChannelMaker = Callable[..., WechatPayChannel]


def make_config(standin: WechatPayStandIn, base_url: str, **overrides: Any) -> WechatPayConfig:
    settings: dict[str, Any] = {
        "mchid": MCHID,
        "appid": APPID_OFFICIAL,
        "merchant_serial_no": MERCHANT_SERIAL_NO,
        "merchant_private_key": private_pem(rsa_key("merchant")),
        "apiv3_key": apiv3_key_for_tests(),
        "platform_keys": (PlatformKey(standin.platform_serial, standin.platform_public_key_pem()),),
        "notify_url": NOTIFY_URL,
        "base_url": base_url,
    }
    settings.update(overrides)
    return WechatPayConfig(**settings)


@pytest.fixture
async def channel_for(standin: WechatPayStandIn, gateway_url: str) -> AsyncIterator[ChannelMaker]:
    made: list[WechatPayChannel] = []

    def make(
        code: str = "wx_pub", clock: Callable[[], float] = time.time, **overrides: Any
    ) -> WechatPayChannel:
        overrides.setdefault("appid", APPIDS[code])
        channel = create_wechat_channel(code, make_config(standin, gateway_url, **overrides), clock=clock)
        made.append(channel)
        return channel

    yield make
    for channel in made:
        await channel.aclose()


def unified(out_trade_no: str = "P202501010001", code: str = "wx_pub", **overrides: Any) -> UnifiedOrder:
    settings: dict[str, Any] = {
        "out_trade_no": out_trade_no,
        "subject": "Elden Ring 艾尔登法环 ×1",
        "price": 29800,
        "expire_time": datetime(2025, 5, 20, 5, 29, 35, tzinfo=UTC),
        "notify_url": NOTIFY_URL,
        "client_ip": "203.0.113.7",
        "openid": OPENIDS.get(code),
    }
    settings.update(overrides)
    return UnifiedOrder(**settings)


def merchant_signed(signature: str, *lines: str) -> bool:
    signed = "".join(f"{line}\n" for line in lines).encode()
    try:
        rsa_key("merchant").public_key().verify(
            base64.b64decode(signature), signed, padding.PKCS1v15(), hashes.SHA256()
        )
    except Exception:
        return False
    return True


# --- opening orders ------------------------------------------------------------------------------


def test_channel_satisfies_the_protocol(channel_for: ChannelMaker) -> None:
    as_protocol: PayChannel = channel_for("wx_pub")
    assert as_protocol.code == "wx_pub"


async def test_wx_pub_opens_a_jsapi_order(channel_for: ChannelMaker, standin: WechatPayStandIn) -> None:
    opened = await channel_for("wx_pub").open_order(unified())

    order = standin.orders["P202501010001"]
    assert order.kind == "jsapi"
    assert order.body == {
        "appid": APPID_OFFICIAL,
        "mchid": MCHID,
        "description": "Elden Ring 艾尔登法环 ×1",
        "out_trade_no": "P202501010001",
        "time_expire": "2025-05-20T13:29:35+08:00",
        "notify_url": NOTIFY_URL,
        "amount": {"total": 29800, "currency": "CNY"},
        "payer": {"openid": OPENID_OFFICIAL},
        "scene_info": {"payer_client_ip": "203.0.113.7"},
    }
    request = standin.requests[-1]
    assert request.url == "/v3/pay/transactions/jsapi"
    assert request.headers["wechatpay-serial"] == standin.platform_serial  # the public key we hold
    data = opened.pay_data
    assert opened.display_mode == "app"
    assert json.loads(opened.display_content) == data
    assert data["appId"] == APPID_OFFICIAL
    assert data["package"] == data["packageValue"] == f"prepay_id={order.prepay_id}"
    assert data["signType"] == "RSA"
    assert abs(int(data["timeStamp"]) - time.time()) < 5
    assert len(data["nonceStr"]) == 32
    assert merchant_signed(
        data["paySign"], APPID_OFFICIAL, data["timeStamp"], data["nonceStr"], data["package"]
    )
    assert not merchant_signed(
        data["paySign"], APPID_MINI, data["timeStamp"], data["nonceStr"], data["package"]
    )
    assert standin.rejections == []


async def test_wx_lite_uses_the_mini_program_appid(
    channel_for: ChannelMaker, standin: WechatPayStandIn
) -> None:
    opened = await channel_for("wx_lite").open_order(unified(code="wx_lite"))

    order = standin.orders["P202501010001"]
    assert (order.kind, order.body["appid"], order.body["payer"]) == (
        "jsapi",
        APPID_MINI,
        {"openid": OPENID_MINI},
    )
    data = opened.pay_data
    assert data["appId"] == APPID_MINI
    assert merchant_signed(
        data["paySign"], APPID_MINI, data["timeStamp"], data["nonceStr"], data["packageValue"]
    )


async def test_wx_app_opens_an_app_order(channel_for: ChannelMaker, standin: WechatPayStandIn) -> None:
    opened = await channel_for("wx_app").open_order(unified(code="wx_app"))

    order = standin.orders["P202501010001"]
    assert order.kind == "app"
    assert order.body["appid"] == APPID_APP
    assert "payer" not in order.body
    data = opened.pay_data
    assert opened.display_mode == "app"
    assert {k: data[k] for k in ("appid", "partnerid", "prepayid", "package")} == {
        "appid": APPID_APP,
        "partnerid": MCHID,
        "prepayid": order.prepay_id,
        "package": "Sign=WXPay",
    }
    assert merchant_signed(data["sign"], APPID_APP, data["timestamp"], data["noncestr"], order.prepay_id)


async def test_wx_app_pay_data_is_a_payreq_the_wechat_app_pays(
    channel_for: ChannelMaker, standin: WechatPayStandIn
) -> None:
    """What the app shell hands to WeChat's OpenSDK (uni.requestPayment orderInfo): exactly the
    PayReq fields, all strings, which the stand-in's WeChat app accepts; a changed field is refused."""
    later = datetime.fromtimestamp(time.time() + 900, UTC)  # payable now
    data = (await channel_for("wx_app").open_order(unified(code="wx_app", expire_time=later))).pay_data
    assert sorted(data) == sorted(
        ("appid", "partnerid", "prepayid", "package", "noncestr", "timestamp", "sign")
    )
    assert all(isinstance(value, str) and value for value in data.values())
    assert data["timestamp"].isdigit() and len(data["timestamp"]) == 10  # seconds, as the OpenSDK wants

    order, problem = standin.app_pay_problem(data)
    assert (problem, order) == ("", standin.orders["P202501010001"])
    for field, value in (("timestamp", str(int(data["timestamp"]) + 1)), ("appid", APPID_OFFICIAL)):
        assert standin.app_pay_problem({**data, field: value})[0] is None, field
    assert standin.app_pay_problem({**data, "package": "prepay_id=" + data["prepayid"]})[0] is None


async def test_wx_wap_opens_an_h5_order_and_returns_to_the_shop(
    channel_for: ChannelMaker, standin: WechatPayStandIn
) -> None:
    return_url = "https://shop.example.com/#/pay/result?id=12&type=order"
    opened = await channel_for("wx_wap").open_order(unified(code="wx_wap", return_url=return_url))

    order = standin.orders["P202501010001"]
    assert order.kind == "h5"
    assert order.body["scene_info"] == {"payer_client_ip": "203.0.113.7", "h5_info": {"type": "Wap"}}
    assert "payer" not in order.body
    assert opened.display_mode == "url"
    assert opened.display_content.startswith(
        f"https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id={order.prepay_id}&package="
    )
    assert opened.display_content.endswith(f"&redirect_url={quote(return_url, safe='')}")
    assert opened.pay_data == {"h5_url": opened.display_content}


async def test_wx_wap_without_a_return_url_keeps_the_gateway_url(channel_for: ChannelMaker) -> None:
    opened = await channel_for("wx_wap").open_order(unified(code="wx_wap"))

    assert "redirect_url" not in opened.display_content


async def test_missing_openid_asks_to_bind_wechat_without_calling(
    channel_for: ChannelMaker, standin: WechatPayStandIn
) -> None:
    for code in ("wx_pub", "wx_lite"):
        with pytest.raises(ChannelError) as caught:
            await channel_for(code).open_order(unified(code=code, openid=None))
        assert caught.value.code == OPENID_MISSING
        assert needs_wechat_binding(caught.value)
    assert standin.requests == []


@pytest.mark.parametrize(
    ("openid", "code", "message"),
    [
        ("oUnknownOpenid0000000000000", "INVALID_REQUEST", "无效的openid"),
        (OPENID_MINI, "PARAM_ERROR", "appid和openid不匹配"),  # the mini program's openid at wx_pub
    ],
)
async def test_gateway_refusal_of_the_openid_asks_to_bind_wechat(
    channel_for: ChannelMaker, standin: WechatPayStandIn, openid: str, code: str, message: str
) -> None:
    with pytest.raises(ChannelError) as caught:
        await channel_for("wx_pub").open_order(unified(openid=openid))

    assert (caught.value.code, caught.value.message) == (code, message)
    assert needs_wechat_binding(caught.value)
    assert standin.orders == {}


@pytest.mark.parametrize(
    ("code", "changes", "reason"),
    [
        ("wx_wap", {"client_ip": ""}, "client IP"),
        ("wx_pub", {"out_trade_no": "P1"}, "out_trade_no"),
        ("wx_pub", {"out_trade_no": "P2025/../close"}, "out_trade_no"),
        ("wx_pub", {"out_trade_no": "P" * 33}, "out_trade_no"),
        ("wx_pub", {"price": 0}, "price"),
        ("wx_pub", {"subject": "  "}, "description"),
        ("wx_pub", {"notify_url": ""}, "notify URL"),
    ],
)
async def test_bad_orders_are_refused_before_calling(
    channel_for: ChannelMaker, standin: WechatPayStandIn, code: str, changes: dict[str, Any], reason: str
) -> None:
    channel = channel_for(code, notify_url="") if reason == "notify URL" else channel_for(code)
    with pytest.raises(ChannelError) as caught:
        await channel.open_order(unified(code=code, **changes))

    assert caught.value.code == INVALID_ARGUMENT
    assert reason in caught.value.message
    assert not needs_wechat_binding(caught.value)
    assert standin.requests == []


async def test_notify_url_of_the_config_is_used_when_the_order_has_none(
    channel_for: ChannelMaker, standin: WechatPayStandIn
) -> None:
    await channel_for("wx_pub", notify_url="https://shop.example.com/notify/wx_pub").open_order(
        unified(notify_url="")
    )

    assert standin.orders["P202501010001"].body["notify_url"] == "https://shop.example.com/notify/wx_pub"


async def test_long_descriptions_are_cut_between_characters(
    channel_for: ChannelMaker, standin: WechatPayStandIn
) -> None:
    await channel_for("wx_pub").open_order(unified(subject="游" * 100))

    description = standin.orders["P202501010001"].body["description"]
    assert description == "游" * 42  # 126 bytes; a 43rd would pass the 127-byte limit
    assert len(description.encode()) <= 127


async def test_naive_expiry_times_are_taken_as_utc(
    channel_for: ChannelMaker, standin: WechatPayStandIn
) -> None:
    await channel_for("wx_pub").open_order(unified(expire_time=datetime(2025, 1, 1, 16, 0, 0)))

    assert standin.orders["P202501010001"].body["time_expire"] == "2025-01-02T00:00:00+08:00"


async def test_reopening_the_same_order_gives_the_same_prepay_id(
    channel_for: ChannelMaker, standin: WechatPayStandIn
) -> None:
    channel = channel_for("wx_pub")
    first = await channel.open_order(unified())
    again = await channel.open_order(unified())

    assert first.pay_data["package"] == again.pay_data["package"]
    with pytest.raises(ChannelError) as caught:
        await channel.open_order(unified(price=100))
    assert (caught.value.code, caught.value.message) == ("INVALID_REQUEST", "201 商户订单号重复")
    assert standin.orders["P202501010001"].total == 29800


async def test_every_request_has_a_fresh_nonce(channel_for: ChannelMaker, standin: WechatPayStandIn) -> None:
    channel = channel_for("wx_pub")
    for number in range(3):
        await channel.open_order(unified(f"P20250101000{number}"))
    await channel.query_order("P202501010000")

    nonces = {r.headers["authorization"].split('nonce_str="')[1][:32] for r in standin.requests}
    assert len(nonces) == 4
    assert standin.rejections == []


# --- query and close -----------------------------------------------------------------------------


async def test_query_an_unpaid_then_a_paid_order(
    channel_for: ChannelMaker, standin: WechatPayStandIn
) -> None:
    channel = channel_for("wx_pub")
    await channel.open_order(unified())

    unpaid = await channel.query_order("P202501010001")
    assert (unpaid.paid, unpaid.price, unpaid.channel_transaction_id, unpaid.success_time) == (
        False,
        29800,
        "",
        None,
    )
    assert unpaid.raw["trade_state"] == "NOTPAY"
    assert standin.requests[-1].url == f"/v3/pay/transactions/out-trade-no/P202501010001?mchid={MCHID}"

    transaction = standin.pay("P202501010001", payer_total=28800)
    paid = await channel.query_order("P202501010001")
    assert paid.paid
    assert paid.out_trade_no == "P202501010001"
    assert paid.channel_transaction_id == transaction["transaction_id"]
    assert paid.price == 29800  # the order's amount; a coupon paid the rest
    assert paid.raw["amount"]["payer_total"] == 28800
    assert paid.success_time == datetime.fromisoformat(transaction["success_time"])
    assert paid.success_time is not None
    assert paid.success_time.tzinfo == UTC


async def test_query_an_unknown_order(channel_for: ChannelMaker) -> None:
    with pytest.raises(ChannelError) as caught:
        await channel_for("wx_pub").query_order("P404404404")

    assert (caught.value.code, caught.value.message) == ("ORDER_NOT_EXIST", "订单不存在")


async def test_close_an_unpaid_order(channel_for: ChannelMaker, standin: WechatPayStandIn) -> None:
    channel = channel_for("wx_pub")
    await channel.open_order(unified())

    await channel.close_order("P202501010001")

    assert standin.orders["P202501010001"].state == "CLOSED"
    request = standin.requests[-1]
    assert (request.method, request.url) == ("POST", "/v3/pay/transactions/out-trade-no/P202501010001/close")
    assert json.loads(request.body) == {"mchid": MCHID}
    closed = await channel.query_order("P202501010001")
    assert (closed.paid, closed.raw["trade_state"]) == (False, "CLOSED")
    with pytest.raises(ChannelError, match="ORDER_CLOSED"):
        await channel.open_order(unified())


async def test_a_paid_order_cannot_be_closed(channel_for: ChannelMaker, standin: WechatPayStandIn) -> None:
    channel = channel_for("wx_pub")
    await channel.open_order(unified())
    standin.pay("P202501010001")

    with pytest.raises(ChannelError) as caught:
        await channel.close_order("P202501010001")

    assert (caught.value.code, caught.value.message) == ("ORDERPAID", "订单已支付")
    assert standin.orders["P202501010001"].state == "SUCCESS"


async def test_order_numbers_with_every_allowed_character(
    channel_for: ChannelMaker, standin: WechatPayStandIn
) -> None:
    channel = channel_for("wx_app")
    number = "Ab_9-*xYz"
    await channel.open_order(unified(number, code="wx_app"))

    assert (await channel.query_order(number)).out_trade_no == number
    await channel.close_order(number)
    assert standin.orders[number].state == "CLOSED"
    assert standin.rejections == []


async def test_close_an_unknown_order(channel_for: ChannelMaker) -> None:
    with pytest.raises(ChannelError, match="ORDER_NOT_EXIST"):
        await channel_for("wx_pub").close_order("P404404404")


# --- the gateway refuses our signature -----------------------------------------------------------


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        ({"merchant_serial_no": "1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C"}, "商户证书序列号有误"),
        ({"merchant_private_key": private_pem(rsa_key("another merchant"))}, "错误的签名，验签失败"),
        ({"mchid": "1900000001"}, "商户号"),
        ({"clock": lambda: time.time() - 600}, "时间戳"),
    ],
)
async def test_requests_the_gateway_cannot_authenticate(
    channel_for: ChannelMaker, standin: WechatPayStandIn, overrides: dict[str, Any], message: str
) -> None:
    with pytest.raises(ChannelError) as caught:
        await channel_for("wx_pub", **overrides).open_order(unified())

    assert caught.value.code == "SIGN_ERROR"
    assert message in caught.value.message
    assert standin.orders == {}
