"""Opening Alipay payments (wap URL, app order string) checked by the stand-in over loopback HTTP,
and the stand-in's own checks with hand-made requests."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from urllib.parse import urlencode

import pytest
from test_alipay_support import (
    APP_ID,
    NOTIFY_URL,
    RETURN_URL,
    app,
    gateway_url,
    make_config,
    params_of,
    standin,
    unified,
    visit,
    wap,
)

from fixtures.alipay_standin import (
    AlipayStandIn,
    alipay_rsa2,
    alipay_rsa2_ok,
    alipay_string_to_sign,
    beijing,
    private_pem,
    standin_keys,
)
from gamestore.pay.channels.alipay import AlipayChannel, alipay_wap_channel
from gamestore.pay.channels.base import PayChannel

__all__ = ["app", "gateway_url", "standin", "wap"]  # fixtures


# --- wap ------------------------------------------------------------------------------------------


async def test_wap_gives_a_signed_gateway_url(wap: AlipayChannel, gateway_url: str) -> None:
    expire = datetime(2030, 1, 1, 4, 0, 0, tzinfo=UTC)
    before = datetime.now(UTC).replace(microsecond=0)

    opened = await wap.open_order(unified(expire_time=expire))

    assert opened.display_mode == "url"
    assert opened.pay_data == {"h5_url": opened.display_content}
    assert opened.display_content.startswith(f"{gateway_url}?")
    params = params_of(opened)
    assert {k: v for k, v in params.items() if k not in ("timestamp", "sign", "biz_content")} == {
        "app_id": APP_ID,
        "method": "alipay.trade.wap.pay",
        "format": "JSON",
        "charset": "utf-8",
        "sign_type": "RSA2",
        "version": "1.0",
        "notify_url": NOTIFY_URL,
        "return_url": RETURN_URL,
    }
    assert json.loads(params["biz_content"]) == {
        "out_trade_no": "P20240501000001",
        "total_amount": "123.45",
        "subject": "艾尔登法环 Elden Ring",
        "product_code": "QUICK_WAP_WAY",
        "time_expire": "2030-01-01 12:00:00",
        "quit_url": RETURN_URL,
    }
    assert beijing(before) <= params["timestamp"] <= beijing(datetime.now(UTC))
    merchant_public = standin_keys().merchant.public_key()
    assert alipay_rsa2_ok(merchant_public, alipay_string_to_sign(params), params["sign"])


async def test_a_naive_expiry_time_is_taken_as_utc(wap: AlipayChannel) -> None:
    opened = await wap.open_order(unified(expire_time=datetime(2030, 1, 1, 16, 0, 0)))

    assert json.loads(params_of(opened)["biz_content"])["time_expire"] == "2030-01-02 00:00:00"


async def test_standin_accepts_the_wap_url_and_records_the_trade(
    wap: AlipayChannel, standin: AlipayStandIn
) -> None:
    opened = await wap.open_order(unified())

    page = await visit(opened.display_content)

    assert "cashier P20240501000001 ¥123.45" in page
    trade = standin.trades["P20240501000001"]
    assert (trade.method, trade.product_code, trade.status) == (
        "alipay.trade.wap.pay",
        "QUICK_WAP_WAY",
        "WAIT_BUYER_PAY",
    )
    assert (trade.notify_url, trade.return_url) == (NOTIFY_URL, RETURN_URL)
    assert standin.rejections == []


async def test_the_orders_notify_url_wins_and_no_return_url_is_sent_empty(
    wap: AlipayChannel, standin: AlipayStandIn
) -> None:
    opened = await wap.open_order(unified(notify_url="https://other.example.com/n", return_url=None))

    params = params_of(opened)
    assert params["notify_url"] == "https://other.example.com/n"
    assert "return_url" not in params
    assert "quit_url" not in json.loads(params["biz_content"])
    await visit(opened.display_content)
    assert standin.trades["P20240501000001"].notify_url == "https://other.example.com/n"


@pytest.mark.parametrize(("price", "amount"), [(1, "0.01"), (100, "1.00"), (12345, "123.45"), (29, "0.29")])
async def test_amounts_reach_alipay_as_exact_yuan(
    wap: AlipayChannel, standin: AlipayStandIn, price: int, amount: str
) -> None:
    opened = await wap.open_order(unified(f"P-{price}", price))

    await visit(opened.display_content)

    assert standin.trades[f"P-{price}"].total_amount == amount
    assert standin.rejections == []


@pytest.mark.parametrize(
    ("subject", "recorded"),
    [
        ("Ori & the Blind Forest / Definitive = 1", "Ori the Blind Forest Definitive 1"),
        ("100% «Ωmega» + 星露谷物语 #1 ~?", "100% «Ωmega» + 星露谷物语 #1 ~?"),
    ],
)
async def test_awkward_subjects_are_signed_and_accepted(
    wap: AlipayChannel, standin: AlipayStandIn, subject: str, recorded: str
) -> None:
    await visit((await wap.open_order(unified(subject=subject))).display_content)

    assert standin.trades["P20240501000001"].subject == recorded


# --- app ------------------------------------------------------------------------------------------


async def test_app_gives_a_signed_order_string(
    app: AlipayChannel, standin: AlipayStandIn, gateway_url: str
) -> None:
    opened = await app.open_order(unified("A1", 100))

    assert opened.display_mode == "app"
    assert opened.pay_data == {"orderStr": opened.display_content}
    params = params_of(opened)
    assert params["method"] == "alipay.trade.app.pay"
    assert "return_url" not in params
    biz = json.loads(params["biz_content"])
    assert (biz["product_code"], biz["total_amount"], biz["out_trade_no"]) == (
        "QUICK_MSECURITY_PAY",
        "1.00",
        "A1",
    )
    assert "quit_url" not in biz
    assert alipay_rsa2_ok(standin_keys().merchant.public_key(), alipay_string_to_sign(params), params["sign"])

    page = await visit(f"{gateway_url}?{opened.display_content}")  # what the app SDK hands Alipay

    assert "cashier A1 ¥1.00" in page
    assert standin.trades["A1"].product_code == "QUICK_MSECURITY_PAY"


async def test_app_pay_by_link_opens_a_wap_page_alipay_accepts(
    app: AlipayChannel, standin: AlipayStandIn, gateway_url: str
) -> None:
    """The mini-program web-view reaches no Alipay app: the member copies a link for a browser."""
    opened = await app.open_order(unified("L1", 990, by_link=True))

    assert opened.display_mode == "url"
    assert opened.pay_data == {"h5_url": opened.display_content}
    params = params_of(opened)
    assert (params["method"], params["return_url"]) == ("alipay.trade.wap.pay", RETURN_URL)
    assert json.loads(params["biz_content"])["product_code"] == "QUICK_WAP_WAY"

    page = await visit(opened.display_content)

    assert "cashier L1 ¥9.90" in page
    assert standin.trades["L1"].method == "alipay.trade.wap.pay"
    assert standin.rejections == []


def test_channels_are_pay_channels(wap: AlipayChannel, app: AlipayChannel) -> None:
    channels: list[PayChannel] = [wap, app]
    assert [channel.code for channel in channels] == ["alipay_wap", "alipay_app"]
    assert "PRIVATE" not in repr(wap) + repr(make_config("x"))


# --- what the stand-in refuses, from the client --------------------------------------------------


async def test_a_key_alipay_does_not_know_is_refused(gateway_url: str, standin: AlipayStandIn) -> None:
    channel = alipay_wap_channel(
        make_config(gateway_url, merchant_private_key=private_pem(standin_keys().rogue))
    )
    try:
        page = await visit((await channel.open_order(unified())).display_content)
    finally:
        await channel.aclose()

    assert "isv.invalid-signature" in page
    assert standin.trades == {}


async def test_an_unknown_app_id_is_refused(gateway_url: str, standin: AlipayStandIn) -> None:
    channel = alipay_wap_channel(make_config(gateway_url, app_id="2021009999999999"))
    try:
        page = await visit((await channel.open_order(unified())).display_content)
    finally:
        await channel.aclose()

    assert "isv.invalid-app-id" in page
    assert standin.trades == {}


async def test_an_expired_payment_cannot_be_opened(wap: AlipayChannel, standin: AlipayStandIn) -> None:
    opened = await wap.open_order(unified(expire_time=datetime.now(UTC) - timedelta(seconds=1)))

    assert "ACQ.TRADE_HAS_CLOSE" in await visit(opened.display_content)
    assert standin.trades == {}


async def test_a_url_changed_after_signing_is_refused(wap: AlipayChannel, standin: AlipayStandIn) -> None:
    opened = await wap.open_order(unified(price=12345))
    cheaper = opened.display_content.replace("123.45", "0.01")
    assert cheaper != opened.display_content

    assert "isv.invalid-signature" in await visit(cheaper)
    assert standin.trades == {}


async def test_the_same_payment_with_another_amount_is_refused(
    wap: AlipayChannel, standin: AlipayStandIn
) -> None:
    await visit((await wap.open_order(unified(price=100))).display_content)

    assert "ACQ.CONTEXT_INCONSISTENT" in await visit(
        (await wap.open_order(unified(price=99))).display_content
    )
    assert standin.trades["P20240501000001"].total_amount == "1.00"


# --- the stand-in's own checks, with hand-made requests -----------------------------------------


def hand_made(
    changes: dict[str, str] | None = None, *, drop: str = "", unsigned: bool = False, **overrides: str
) -> dict[str, str]:
    params = {
        "app_id": APP_ID,
        "method": "alipay.trade.wap.pay",
        "format": "JSON",
        "charset": "utf-8",
        "sign_type": "RSA2",
        "timestamp": beijing(datetime.now(UTC)),
        "version": "1.0",
        "notify_url": NOTIFY_URL,
        "biz_content": json.dumps(
            {
                "out_trade_no": "H1",
                "total_amount": "8.80",
                "subject": "Hades",
                "product_code": "QUICK_WAP_WAY",
            }
        ),
    }
    params.update(changes or {})
    params.update(overrides)
    params.pop(drop, None)
    if not unsigned:
        params["sign"] = alipay_rsa2(standin_keys().merchant, alipay_string_to_sign(params))
    return params


async def get_page(gateway_url: str, params: dict[str, str]) -> str:
    return await visit(f"{gateway_url}?{urlencode(params)}")


async def test_standin_accepts_a_correct_hand_made_request(gateway_url: str, standin: AlipayStandIn) -> None:
    assert "cashier H1 ¥8.80" in await get_page(gateway_url, hand_made())
    assert "cashier H1 ¥8.80" in await get_page(gateway_url, hand_made(return_url=""))  # empty: not signed
    assert standin.rejections == []


@pytest.mark.parametrize(
    ("skew", "in_utc", "refused"),
    [
        (timedelta(minutes=-20), False, True),
        (timedelta(minutes=20), False, True),
        (timedelta(0), True, True),  # UTC written as if it were Beijing time: 8 hours behind
        (timedelta(minutes=-14), False, False),
        (timedelta(minutes=14), False, False),
    ],
)
async def test_standin_holds_timestamps_to_a_window_in_beijing_time(
    gateway_url: str, standin: AlipayStandIn, skew: timedelta, in_utc: bool, refused: bool
) -> None:
    moment = datetime.now(UTC) + skew
    timestamp = moment.strftime("%Y-%m-%d %H:%M:%S") if in_utc else beijing(moment)

    page = await get_page(gateway_url, hand_made(timestamp=timestamp))

    assert ("isv.invalid-timestamp" in page) is refused
    assert ("H1" in standin.trades) is not refused


@pytest.mark.parametrize("timestamp", ["2024/05/01 12:00:00", "2024-05-01T12:00:00", "1714536000"])
async def test_standin_refuses_malformed_timestamps(gateway_url: str, timestamp: str) -> None:
    assert "isv.invalid-timestamp" in await get_page(gateway_url, hand_made(timestamp=timestamp))


async def test_standin_signs_sign_type_into_requests(gateway_url: str) -> None:
    params = hand_made(unsigned=True)
    content = alipay_string_to_sign({k: v for k, v in params.items() if k != "sign_type"})
    params["sign"] = alipay_rsa2(standin_keys().merchant, content)

    assert "isv.invalid-signature" in await get_page(gateway_url, params)


@pytest.mark.parametrize(
    ("drop", "sub_code"),
    [
        ("method", "isv.missing-method"),
        ("app_id", "isv.missing-app-id"),
        ("sign_type", "isv.missing-signature-type"),
        ("sign", "isv.missing-signature"),
        ("timestamp", "isv.missing-timestamp"),
        ("version", "isv.missing-version"),
        ("biz_content", "isv.invalid-parameter"),
    ],
)
async def test_standin_requires_parameters(gateway_url: str, drop: str, sub_code: str) -> None:
    params = hand_made(drop=drop) if drop != "sign" else hand_made(unsigned=True)

    assert sub_code in await get_page(gateway_url, params)


@pytest.mark.parametrize(
    ("override", "sub_code"),
    [
        ({"sign_type": "RSA"}, "isv.invalid-signature-type"),
        ({"charset": "GBK"}, "isv.invalid-charset"),
        ({"format": "XML"}, "isv.invalid-format"),
        ({"method": "alipay.trade.page.pay"}, "isv.invalid-method"),
    ],
)
async def test_standin_refuses_unsupported_settings(
    gateway_url: str, override: dict[str, str], sub_code: str
) -> None:
    assert sub_code in await get_page(gateway_url, hand_made(override))


def biz(**changes: str) -> str:
    content = {
        "out_trade_no": "H1",
        "total_amount": "8.80",
        "subject": "Hades",
        "product_code": "QUICK_WAP_WAY",
    }
    content.update(changes)
    return json.dumps({k: v for k, v in content.items() if v})


@pytest.mark.parametrize(
    "content",
    [
        biz(total_amount="8.805"),
        biz(total_amount="0.00"),
        biz(total_amount="-1.00"),
        biz(total_amount="1e2"),
        biz(total_amount="100000000.01"),
        biz(total_amount=""),
        biz(product_code="QUICK_MSECURITY_PAY"),
        biz(subject="A&B"),
        biz(time_expire="2030-01-01T00:00:00"),
        "not json",
        "[]",
    ],
)
async def test_standin_refuses_bad_business_content(
    gateway_url: str, standin: AlipayStandIn, content: str
) -> None:
    assert "isv.invalid-parameter" in await get_page(gateway_url, hand_made(biz_content=content))
    assert standin.trades == {}


async def test_standin_refuses_a_parameter_given_twice(gateway_url: str) -> None:
    query = urlencode(hand_made()) + "&app_id=" + APP_ID

    assert "isv.invalid-parameter" in await visit(f"{gateway_url}?{query}")
