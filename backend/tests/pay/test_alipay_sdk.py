"""The Alipay client judged by Alipay's official Python SDK (``alipay-sdk-python``, module
``alipay.aop.api``), no network: what it signs, how it sends a call, and the notices it would sign.

Read in the SDK (3.7.1411):
- ``DefaultAlipayClient.__prepare_request_params`` signs ``get_sign_content`` (util/SignatureUtils:
  every parameter sorted, ``k=v`` joined by ``&``, nothing URL-encoded) of the request's parameters
  and the common ones, with ``sign_with_rsa2`` (SHA256withRSA, PKCS#1 v1.5, base64).
- ``__get_common_params`` / ``ParamConstants.COMMON_PARAM_KEYS``: app_id, method, format, charset,
  sign_type, timestamp, version (and notify_url, return_url, tokens when given), plus ``sign``, go in
  the URL's query (``execute`` → ``WebUtils.do_post(url, query_string, ...)``); what is left
  (``biz_content``) is the POST body, sent with
  ``Content-type: application/x-www-form-urlencoded;charset=utf-8``.
- Notices: the Python SDK has no notice check of its own; Alipay's Java SDK
  (``AlipaySignature.rsaCheckV1`` → ``getSignCheckContentV1``) removes ``sign`` and ``sign_type`` and
  joins every other field sorted, an empty one too, which is what ``get_sign_content`` joins.
"""

from __future__ import annotations

import json
from datetime import timedelta
from urllib.parse import parse_qsl, urlencode, urlsplit

import httpx
import pytest
from alipay.aop.api import DefaultAlipayClient as sdk_client_module  # noqa: N813 (the module, named as the class)
from alipay.aop.api.AlipayClientConfig import AlipayClientConfig
from alipay.aop.api.DefaultAlipayClient import DefaultAlipayClient
from alipay.aop.api.domain.AlipayTradeAppPayModel import AlipayTradeAppPayModel
from alipay.aop.api.domain.AlipayTradeRefundModel import AlipayTradeRefundModel
from alipay.aop.api.domain.AlipayTradeWapPayModel import AlipayTradeWapPayModel
from alipay.aop.api.request.AlipayTradeAppPayRequest import AlipayTradeAppPayRequest
from alipay.aop.api.request.AlipayTradeRefundRequest import AlipayTradeRefundRequest
from alipay.aop.api.request.AlipayTradeWapPayRequest import AlipayTradeWapPayRequest
from alipay.aop.api.response.AlipayTradeRefundResponse import AlipayTradeRefundResponse
from alipay.aop.api.util.SignatureUtils import get_sign_content, sign_with_rsa2, verify_with_rsa
from test_alipay_support import (
    APP_ID,
    NOTIFY_URL,
    RETURN_URL,
    gateway_url,
    make_config,
    params_of,
    standin,
    unified,
    visit,
    wap,
)

from fixtures.alipay_standin import AlipayStandIn, RefusalError, private_pem, public_pem, standin_keys
from gamestore.pay.channels.alipay import AlipayChannel, alipay_app_channel
from gamestore.pay.channels.base import RefundRequest, RefundState

__all__ = ["gateway_url", "standin", "wap"]  # fixtures

FORM = {"Content-Type": "application/x-www-form-urlencoded; charset=utf-8"}
REASON = "买错区了，退款"


def sdk_client(gateway: str) -> DefaultAlipayClient:
    config = AlipayClientConfig()
    config.server_url = gateway
    config.app_id = APP_ID
    config.app_private_key = private_pem(standin_keys().merchant, pkcs8=False)  # it loads PKCS#1
    config.alipay_public_key = public_pem(standin_keys().alipay)
    return DefaultAlipayClient(config)


@pytest.fixture
def sdk_over_loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    """The SDK's ``do_post`` with its arguments sent as they are over real HTTP: its own transport
    (``WebUtils.get_http_connection``) cannot reach a gateway on a port of its own (it adds the port
    number to a string)."""

    def do_post(
        url: str,
        query_string: str,
        headers: dict[str, str],
        params: dict[str, str],
        charset: str,
        timeout: int,
    ) -> bytes:
        body = sdk_client_module.url_encode(params, charset)
        answer = httpx.post(f"{url}?{query_string}", content=body.encode("ascii"), headers=headers)
        return answer.content

    monkeypatch.setattr(sdk_client_module, "do_post", do_post)


def sdk_verifies(params: dict[str, str], *, unsigned: tuple[str, ...] = ("sign",)) -> bool:
    content = get_sign_content({k: v for k, v in params.items() if k not in unsigned})
    return bool(verify_with_rsa(public_pem(standin_keys().merchant), content.encode(), params["sign"]))


def sdk_signature(params: dict[str, str]) -> str:
    content = get_sign_content({k: v for k, v in params.items() if k != "sign"})
    return str(sign_with_rsa2(private_pem(standin_keys().merchant, pkcs8=False), content, "utf-8"))


async def paid_trade(wap: AlipayChannel, standin: AlipayStandIn, no: str = "S1") -> None:
    await visit((await wap.open_order(unified(no, 12345))).display_content)
    standin.pay(no)


# --- requests -------------------------------------------------------------------------------------


@pytest.mark.usefixtures("sdk_over_loopback")
async def test_a_refund_is_sent_as_the_sdk_sends_it(
    wap: AlipayChannel, standin: AlipayStandIn, gateway_url: str
) -> None:
    await paid_trade(wap, standin)
    # The SDK writes its timestamp in the machine's local time (datetime.now()), Beijing time
    # only on a machine in China.
    standin.max_clock_skew = timedelta(hours=15)
    model = AlipayTradeRefundModel()
    model.out_trade_no, model.refund_amount, model.out_request_no, model.refund_reason = (
        "S1",
        "0.01",
        "R-sdk",
        REASON,
    )
    request = AlipayTradeRefundRequest(biz_model=model)

    content = sdk_client(gateway_url).execute(request)  # raises unless the answer's signature checks out
    ours = await wap.refund(RefundRequest("S1", "R-ours", 1, 12345, reason=REASON))

    sdk_answer = AlipayTradeRefundResponse()
    sdk_answer.parse_response_content(content)
    assert (sdk_answer.is_success(), sdk_answer.fund_change) == (True, "Y")
    assert ours.state == RefundState.SUCCESS
    by_sdk, by_us = (r for r in standin.received if r.params["method"] == "alipay.trade.refund")
    assert (sorted(by_us.query), sorted(by_us.form)) == (sorted(by_sdk.query), sorted(by_sdk.form))
    assert by_us.content_type == by_sdk.content_type == "application/x-www-form-urlencoded;charset=utf-8"
    assert json.loads(by_us.params["biz_content"])["refund_reason"] == REASON
    assert sdk_verifies(by_us.params)
    assert by_us.params["sign"] == sdk_signature(by_us.params)  # PKCS#1 v1.5: the same bytes
    assert standin.rejections == []


async def test_payment_links_carry_what_the_sdk_signs(wap: AlipayChannel, gateway_url: str) -> None:
    opened = params_of(await wap.open_order(unified("S2")))
    model = AlipayTradeWapPayModel()
    model.out_trade_no, model.total_amount, model.subject, model.product_code = (
        "S2",
        "1.00",
        "s",
        "QUICK_WAP_WAY",
    )
    request = AlipayTradeWapPayRequest(biz_model=model)
    request.notify_url, request.return_url = NOTIFY_URL, RETURN_URL
    sdk_url = sdk_client(gateway_url).page_execute(request, http_method="GET")

    sdk_params = dict(parse_qsl(urlsplit(sdk_url).query, keep_blank_values=True))
    assert sorted(opened) == sorted(sdk_params)
    assert sdk_verifies(opened)
    assert opened["sign"] == sdk_signature(opened)


async def test_app_order_strings_carry_what_the_sdk_signs(gateway_url: str) -> None:
    channel = alipay_app_channel(make_config(gateway_url))
    try:
        opened = params_of(await channel.open_order(unified("S3")))
    finally:
        await channel.aclose()

    assert sdk_verifies(opened)
    assert opened["sign"] == sdk_signature(opened)


async def test_app_order_strings_are_what_the_sdks_sdk_execute_makes(
    gateway_url: str, standin: AlipayStandIn
) -> None:
    """The string the app shell hands to Alipay's app SDK (uni.requestPayment orderInfo): the
    parameters of the SDK's own ``sdk_execute`` for alipay.trade.app.pay, the same business
    content, and a trade Alipay's app opens (the stand-in's app client checks it as the gateway)."""
    channel = alipay_app_channel(make_config(gateway_url))
    try:
        opened_order = await channel.open_order(unified("S3A", by_link=False))
    finally:
        await channel.aclose()
    assert opened_order.display_mode == "app" and opened_order.pay_data == {
        "orderStr": opened_order.display_content
    }
    opened = params_of(opened_order)
    ours = json.loads(opened["biz_content"])

    model = AlipayTradeAppPayModel()
    model.out_trade_no, model.total_amount, model.subject, model.product_code = (
        "S3A",
        ours["total_amount"],
        ours["subject"],
        "QUICK_MSECURITY_PAY",
    )
    model.time_expire = ours["time_expire"]
    request = AlipayTradeAppPayRequest(biz_model=model)
    request.notify_url = NOTIFY_URL
    theirs = dict(parse_qsl(sdk_client(gateway_url).sdk_execute(request), keep_blank_values=True))

    assert sorted(opened) == sorted(theirs)
    for name in ("app_id", "method", "charset", "sign_type", "version", "notify_url"):
        assert opened[name] == theirs[name], name
    assert opened["format"] == theirs["format"].upper() == "JSON"  # the SDK writes json; Alipay's docs JSON
    assert ours == json.loads(theirs["biz_content"])
    assert sdk_verifies(opened)
    trade = standin.open_app_order(opened_order.display_content)
    assert (trade.out_trade_no, trade.product_code, trade.total_amount) == (
        "S3A",
        "QUICK_MSECURITY_PAY",
        "123.45",
    )

    tampered = opened_order.display_content.replace("123.45", "0.01")
    with pytest.raises(RefusalError):
        standin.open_app_order(tampered)


# --- notices --------------------------------------------------------------------------------------


def sdk_signed_notice(fields: dict[str, str]) -> bytes:
    """A notice signed over the SDK's ``get_sign_content`` of every field but sign and sign_type."""
    content = get_sign_content({k: v for k, v in fields.items() if k not in ("sign", "sign_type")})
    signature = sign_with_rsa2(private_pem(standin_keys().alipay, pkcs8=False), content, "utf-8")
    return urlencode({**fields, "sign": signature}).encode("ascii")


NOTICE = {
    "notify_time": "2024-05-01 12:05:07",
    "notify_type": "trade_status_sync",
    "notify_id": "2024050100222120507000000001",
    "app_id": APP_ID,
    "charset": "utf-8",
    "version": "1.0",
    "sign_type": "RSA2",
    "trade_no": "2024050122001400000001",
    "out_trade_no": "S4",
    "trade_status": "TRADE_SUCCESS",
    "total_amount": "123.45",
    "subject": "艾尔登法环 Elden Ring",
    "body": "",
    "fund_bill_list": "",
    "gmt_payment": "2024-05-01 12:05:06",
}


def test_a_notice_the_sdk_signs_with_empty_fields_is_accepted(wap: AlipayChannel) -> None:
    notice = wap.parse_notification(FORM, sdk_signed_notice(NOTICE))

    assert (notice.out_trade_no, notice.paid, notice.price) == ("S4", True, 12345)
    assert (notice.raw["body"], notice.raw["fund_bill_list"]) == ("", "")


async def test_the_standins_notices_check_out_by_the_sdks_rule(
    wap: AlipayChannel, standin: AlipayStandIn
) -> None:
    await paid_trade(wap, standin, "S5")
    notice = dict(parse_qsl(standin.notification("S5", body="").decode(), keep_blank_values=True))

    content = get_sign_content({k: v for k, v in notice.items() if k not in ("sign", "sign_type")})
    assert verify_with_rsa(public_pem(standin_keys().alipay), content.encode(), notice["sign"])
