"""alipay.trade.query / alipay.trade.close against the stand-in over loopback HTTP; answers whose
signature, shape or subject is wrong are refused."""

from __future__ import annotations

import asyncio
import json
import socket
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import httpx
import pytest
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response
from starlette.routing import Route
from test_alipay_support import APP_ID, gateway_url, make_config, standin, unified, visit, wap

from fixtures.alipay_standin import (
    CHARSET_NOT_IN_QUERY,
    AlipayStandIn,
    alipay_rsa2,
    alipay_string_to_sign,
    beijing,
    private_pem,
    standin_keys,
)
from fixtures.live_server import serve_in_thread
from gamestore.pay.channels.alipay import (
    BAD_RESPONSE,
    GATEWAY_TIMEOUT,
    GATEWAY_UNREACHABLE,
    INVALID_RESPONSE_SIGNATURE,
    TRADE_NOT_EXIST,
    AlipayChannel,
    alipay_wap_channel,
)
from gamestore.pay.channels.base import ChannelError, PaymentNotice, RefundRequest, RefundState

__all__ = ["gateway_url", "standin", "wap"]  # fixtures


async def opened_by_buyer(channel: AlipayChannel, out_trade_no: str = "Q1", price: int = 12345) -> None:
    await visit((await channel.open_order(unified(out_trade_no, price))).display_content)


# --- query ----------------------------------------------------------------------------------------


async def test_query_of_a_payment_nobody_opened(wap: AlipayChannel, standin: AlipayStandIn) -> None:
    with pytest.raises(ChannelError) as caught:
        await wap.query_order("Q-never")

    assert (caught.value.code, caught.value.message) == (TRADE_NOT_EXIST, "交易不存在")
    assert standin.rejections == ["ACQ.TRADE_NOT_EXIST"]


async def test_query_of_a_waiting_payment(wap: AlipayChannel, standin: AlipayStandIn) -> None:
    await opened_by_buyer(wap)

    notice = await wap.query_order("Q1")

    assert notice.out_trade_no == "Q1"
    assert notice.channel_transaction_id == standin.trades["Q1"].trade_no
    assert (notice.paid, notice.price, notice.success_time) == (False, 12345, None)
    assert notice.raw["trade_status"] == "WAIT_BUYER_PAY"


@pytest.mark.parametrize(
    ("price", "status"), [(1, "TRADE_SUCCESS"), (100, "TRADE_FINISHED"), (12345, "TRADE_SUCCESS")]
)
async def test_query_of_a_paid_payment(
    wap: AlipayChannel, standin: AlipayStandIn, price: int, status: str
) -> None:
    await opened_by_buyer(wap, price=price)
    paid_at = datetime(2024, 5, 1, 4, 5, 6, 789_000, tzinfo=UTC)
    standin.pay("Q1", at=paid_at).status = status

    notice = await wap.query_order("Q1")

    assert (notice.paid, notice.price) == (True, price)
    assert notice.success_time == paid_at.replace(microsecond=0)
    assert notice.raw["send_pay_date"] == "2024-05-01 12:05:06"


async def test_query_of_a_closed_payment(wap: AlipayChannel, standin: AlipayStandIn) -> None:
    await opened_by_buyer(wap)
    standin.trades["Q1"].status = "TRADE_CLOSED"

    notice = await wap.query_order("Q1")

    assert (notice.paid, notice.raw["trade_status"]) == (False, "TRADE_CLOSED")


# --- close ----------------------------------------------------------------------------------------


async def test_close_of_a_waiting_payment(wap: AlipayChannel, standin: AlipayStandIn) -> None:
    await opened_by_buyer(wap)

    await wap.close_order("Q1")

    assert standin.trades["Q1"].status == "TRADE_CLOSED"
    assert (await wap.query_order("Q1")).paid is False
    assert "ACQ.TRADE_HAS_CLOSE" in await visit((await wap.open_order(unified("Q1"))).display_content)


async def test_close_of_a_paid_payment_is_refused(wap: AlipayChannel, standin: AlipayStandIn) -> None:
    await opened_by_buyer(wap)
    standin.pay("Q1")

    with pytest.raises(ChannelError, match=r"ACQ\.TRADE_STATUS_ERROR"):
        await wap.close_order("Q1")

    assert standin.trades["Q1"].status == "TRADE_SUCCESS"


async def test_close_of_a_payment_nobody_opened(wap: AlipayChannel) -> None:
    """Alipay has no trade yet: the URL stays payable until time_expire."""
    with pytest.raises(ChannelError) as caught:
        await wap.close_order("Q-never")

    assert caught.value.code == TRADE_NOT_EXIST


# --- refusals passed on -----------------------------------------------------------------------------


async def test_a_wrong_merchant_key_is_reported_with_alipays_sub_code(gateway_url: str) -> None:
    rogue = private_pem(standin_keys().rogue)
    channel = alipay_wap_channel(make_config(gateway_url, merchant_private_key=rogue))
    try:
        with pytest.raises(ChannelError) as caught:
            await channel.query_order("Q1")
    finally:
        await channel.aclose()

    assert caught.value.code == "isv.invalid-signature"
    assert "验签出错" in caught.value.message


async def test_an_unknown_app_id_is_reported_though_alipay_cannot_sign_it(gateway_url: str) -> None:
    channel = alipay_wap_channel(make_config(gateway_url, app_id="2021009999999999"))
    try:
        with pytest.raises(ChannelError) as caught:
            await channel.close_order("Q1")
    finally:
        await channel.aclose()

    assert (caught.value.code, caught.value.message) == ("isv.invalid-app-id", "无效的AppID参数")


# --- answers that must not be believed -------------------------------------------------------------


async def test_an_answer_signed_by_someone_else_is_refused(
    wap: AlipayChannel, standin: AlipayStandIn
) -> None:
    await opened_by_buyer(wap)
    standin.response_key = standin_keys().rogue

    with pytest.raises(ChannelError) as caught:
        await wap.query_order("Q1")

    assert caught.value.code == INVALID_RESPONSE_SIGNATURE


async def test_an_answer_changed_after_signing_is_refused(wap: AlipayChannel, standin: AlipayStandIn) -> None:
    await opened_by_buyer(wap)
    standin.alter_response = {"trade_status": "TRADE_SUCCESS"}

    with pytest.raises(ChannelError) as caught:
        await wap.query_order("Q1")

    assert caught.value.code == INVALID_RESPONSE_SIGNATURE


async def test_a_forged_refusal_is_refused_too(wap: AlipayChannel, standin: AlipayStandIn) -> None:
    standin.response_key = standin_keys().rogue

    with pytest.raises(ChannelError) as caught:
        await wap.query_order("Q-never")

    assert caught.value.code == INVALID_RESPONSE_SIGNATURE


def alipay_answers(document: str | None = None, *, status: int = 200, delay: float = 0.0) -> Starlette:
    """A gateway that answers every call with ``document`` (or an HTML error page)."""

    async def endpoint(request: Request) -> Response:
        await asyncio.sleep(delay)
        if document is None:
            return HTMLResponse("<html><body>502 Bad Gateway</body></html>", status_code=status)
        return Response(document, status_code=status, media_type="application/json")

    return Starlette(routes=[Route("/gateway.do", endpoint, methods=["POST"])])


def signed(response_text: str, key_name: str = "alipay_trade_query_response") -> str:
    sign = alipay_rsa2(standin_keys().alipay, response_text)
    return f'{{"{key_name}":{response_text},"sign":"{sign}"}}'


async def query_through(app: Starlette, out_trade_no: str = "Q1", **overrides: object) -> PaymentNotice:
    with serve_in_thread(app) as base_url:
        channel = alipay_wap_channel(make_config(f"{base_url}/gateway.do", **overrides))
        try:
            return await channel.query_order(out_trade_no)
        finally:
            await channel.aclose()


PAID = (
    '{"code":"10000", "msg":"Success","trade_no":"2024050122001400000001","out_trade_no":"Q1",'
    '"trade_status":"TRADE_SUCCESS","total_amount":"0.01","send_pay_date":"2024-05-01 12:00:00",'
    '"buyer_logon_id":"a\\/b\\u002a"}'
)


async def test_the_signature_covers_the_answer_exactly_as_sent() -> None:
    notice = await query_through(alipay_answers(signed(PAID)))

    assert (notice.paid, notice.price, notice.channel_transaction_id) == (True, 1, "2024050122001400000001")
    assert notice.raw["buyer_logon_id"] == "a/b*"


async def test_an_unsigned_success_is_refused() -> None:
    with pytest.raises(ChannelError) as caught:
        await query_through(alipay_answers(f'{{"alipay_trade_query_response":{PAID}}}'))

    assert caught.value.code == INVALID_RESPONSE_SIGNATURE


async def test_a_signed_answer_about_another_payment_is_refused() -> None:
    with pytest.raises(ChannelError) as caught:
        await query_through(alipay_answers(signed(PAID)), out_trade_no="Q2")

    assert caught.value.code == BAD_RESPONSE


async def test_a_signed_answer_for_another_method_is_refused() -> None:
    with pytest.raises(ChannelError) as caught:
        await query_through(alipay_answers(signed(PAID, "alipay_trade_close_response")))

    assert caught.value.code == BAD_RESPONSE


async def test_a_malformed_amount_in_a_signed_answer_is_refused() -> None:
    with pytest.raises(ChannelError) as caught:
        await query_through(alipay_answers(signed(PAID.replace('"0.01"', '"0.015"'))))

    assert (caught.value.code, "malformed" in caught.value.message) == (BAD_RESPONSE, True)


async def test_a_signed_gateway_error_uses_code_and_msg_without_sub_code() -> None:
    body = '{"code":"20000","msg":"Service Currently Unavailable"}'

    with pytest.raises(ChannelError) as caught:
        await query_through(alipay_answers(signed(body)))

    assert (caught.value.code, caught.value.message) == ("20000", "Service Currently Unavailable")


async def test_a_non_json_error_page() -> None:
    with pytest.raises(ChannelError) as caught:
        await query_through(alipay_answers(status=502))

    assert caught.value.code == BAD_RESPONSE
    assert "HTTP 502" in caught.value.message


async def test_a_gateway_that_does_not_answer_in_time() -> None:
    with pytest.raises(ChannelError) as caught:
        await query_through(alipay_answers(signed(PAID), delay=1.0), timeout_seconds=0.2)

    assert caught.value.code == GATEWAY_TIMEOUT


@pytest.fixture
def closed_port_url() -> Iterator[str]:
    """Bound (so nobody else takes it) but not listening: connections are refused."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        yield f"http://127.0.0.1:{sock.getsockname()[1]}/gateway.do"


async def test_an_unreachable_gateway(closed_port_url: str) -> None:
    channel = alipay_wap_channel(make_config(closed_port_url))
    try:
        with pytest.raises(ChannelError) as caught:
            await channel.close_order("Q1")
    finally:
        await channel.aclose()

    assert caught.value.code == GATEWAY_UNREACHABLE
    assert "PRIVATE" not in caught.value.message


async def test_calls_are_signed_form_posts(wap: AlipayChannel, standin: AlipayStandIn) -> None:
    await opened_by_buyer(wap)
    await wap.query_order("Q1")
    await wap.close_order("Q1")

    query, close = standin.requests[-2:]
    assert (query["method"], close["method"]) == ("alipay.trade.query", "alipay.trade.close")
    assert json.loads(query["biz_content"]) == json.loads(close["biz_content"]) == {"out_trade_no": "Q1"}
    assert "notify_url" not in query
    assert standin.rejections == []


async def test_time_is_not_a_problem_after_a_long_wait(wap: AlipayChannel, standin: AlipayStandIn) -> None:
    """Each call is signed when it is made, so a channel kept for hours stays inside the window."""
    standin.max_clock_skew = timedelta(seconds=5)
    await opened_by_buyer(wap)

    assert (await wap.query_order("Q1")).out_trade_no == "Q1"


# --- how a call is sent: charset in the query, where Alipay reads it --------------------------------


async def test_a_refund_with_a_chinese_reason(wap: AlipayChannel, standin: AlipayStandIn) -> None:
    """Alipay decodes a request as GBK unless the URL's query names its charset: the reason sent as
    UTF-8 in a body beside ``charset`` would reach the signature check garbled and be refused."""
    await opened_by_buyer(wap)
    standin.pay("Q1")

    result = await wap.refund(RefundRequest("Q1", "R1", 100, 12345, reason="买错区了，退款"))

    assert (result.state, result.refund_price) == (RefundState.SUCCESS, 100)
    [sent] = [r for r in standin.requests if r["method"] == "alipay.trade.refund"]
    assert json.loads(sent["biz_content"])["refund_reason"] == "买错区了，退款"
    assert standin.rejections == []


async def test_common_parameters_go_in_the_query_and_biz_content_in_the_body(
    wap: AlipayChannel, standin: AlipayStandIn
) -> None:
    await opened_by_buyer(wap)

    await wap.query_order("Q1")

    sent = standin.received[-1]
    common = ["app_id", "charset", "format", "method", "sign", "sign_type", "timestamp", "version"]
    assert (sorted(sent.query), list(sent.form)) == (common, ["biz_content"])
    assert sent.content_type == "application/x-www-form-urlencoded;charset=utf-8"
    assert sent.charset_in_query


def hand_made_refund(reason: str) -> dict[str, str]:
    biz = {"out_trade_no": "Q1", "refund_amount": "0.01", "out_request_no": "R1", "refund_reason": reason}
    params = {
        "app_id": APP_ID,
        "method": "alipay.trade.refund",
        "format": "JSON",
        "charset": "utf-8",
        "sign_type": "RSA2",
        "timestamp": beijing(datetime.now(UTC)),
        "version": "1.0",
        "biz_content": json.dumps(biz, ensure_ascii=False),
    }
    params["sign"] = alipay_rsa2(standin_keys().merchant, alipay_string_to_sign(params))
    return params


@pytest.mark.parametrize(
    ("reason", "in_query", "refused"),
    [
        ("买错区了", (), True),  # every parameter in a UTF-8 body: read as GBK, the signature fails
        ("wrong region", (), False),  # ASCII reads the same in GBK
        ("买错区了", ("charset",), False),
        ("买错区了", ("app_id", "method", "charset", "sign_type", "timestamp", "version", "sign"), False),
    ],
)
async def test_the_standin_reads_charset_from_the_query_as_alipay_does(
    wap: AlipayChannel,
    standin: AlipayStandIn,
    gateway_url: str,
    reason: str,
    in_query: tuple[str, ...],
    refused: bool,
) -> None:
    await opened_by_buyer(wap)
    standin.pay("Q1")
    params = hand_made_refund(reason)
    query = {name: params.pop(name) for name in in_query}

    async with httpx.AsyncClient() as client:
        answer = await client.post(gateway_url, params=query, data=params)

    response = answer.json()["alipay_trade_refund_response"]
    if refused:
        assert (response["sub_code"], response["sub_msg"]) == ("isv.invalid-signature", CHARSET_NOT_IN_QUERY)
        assert standin.trades["Q1"].refunds == {}
    else:
        assert (response["code"], response["fund_change"]) == ("10000", "Y")
