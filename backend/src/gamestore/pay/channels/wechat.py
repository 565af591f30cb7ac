"""WeChat Pay API v3 (direct merchant) behind the ``PayChannel`` interface, over async httpx.

Channels: ``wx_pub`` (JSAPI in the WeChat browser, official account appid), ``wx_lite`` (mini
program, its own appid; same JSAPI order), ``wx_app`` (APP, the mobile app's appid) and ``wx_wap``
(H5 in other phone browsers). One ``WechatPayChannel`` per channel code and appid; they may share
the merchant account and keys.

Written on httpx + cryptography rather than the ``wechatpayv3`` package: its async client is
untyped, fixes the gateway host (no stand-in, no second domain), pulls in requests and aiofiles,
does not check the freshness of signed answers and notifications, and reports failures as bare
``Exception``.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta, timezone
from typing import Any, Final
from urllib.parse import quote

import httpx

from gamestore.pay.channels import wechat_crypto
from gamestore.pay.channels.base import (
    ChannelError,
    InvalidNotificationError,
    OrderOpened,
    PaymentNotice,
    RefundRequest,
    RefundResult,
    UnifiedOrder,
)
from gamestore.pay.channels.wechat_config import (
    PlatformKey,
    SignatureCheckError,
    WechatKeys,
    WechatPayConfig,
)
from gamestore.pay.channels.wechat_http import (
    BAD_RESPONSE,
    GATEWAY_TIMEOUT,
    GATEWAY_UNREACHABLE,
    INVALID_RESPONSE_SIGNATURE,
    WechatPayHttp,
)
from gamestore.pay.channels.wechat_refund import REFUND_PATH, read_refund
from gamestore.pay.channels.wechat_transaction import (
    TransactionError,
    decrypt_notification,
    read_transaction,
)

__all__ = [
    "BAD_RESPONSE",
    "CHANNEL_CODES",
    "GATEWAY_TIMEOUT",
    "GATEWAY_UNREACHABLE",
    "INVALID_ARGUMENT",
    "INVALID_RESPONSE_SIGNATURE",
    "OPENID_MISSING",
    "PlatformKey",
    "WechatPayChannel",
    "WechatPayConfig",
    "create_wechat_channel",
    "needs_wechat_binding",
]

WX_PUB: Final = "wx_pub"
WX_LITE: Final = "wx_lite"
WX_APP: Final = "wx_app"
WX_WAP: Final = "wx_wap"
CHANNEL_CODES: Final = (WX_PUB, WX_LITE, WX_APP, WX_WAP)
_ORDER_PATHS: Final = {
    WX_PUB: "/v3/pay/transactions/jsapi",
    WX_LITE: "/v3/pay/transactions/jsapi",
    WX_APP: "/v3/pay/transactions/app",
    WX_WAP: "/v3/pay/transactions/h5",
}

# Our own ChannelError codes (the gateway's pass through unchanged).
OPENID_MISSING: Final = "OPENID_MISSING"  # JSAPI / mini program payer without an openid: bind WeChat
INVALID_ARGUMENT: Final = "INVALID_ARGUMENT"  # refused before calling the gateway
BIND_WECHAT_HINTS: Final = (
    "无效的openid",
    "下单账号与支付账号不一致",
    "openid和appid不匹配",
    "appid和openid不匹配",
)

OUT_TRADE_NO: Final = re.compile(r"[0-9A-Za-z_\-*]{6,32}")
DESCRIPTION_MAX_BYTES: Final = 127
CHINA_TIME: Final = timezone(timedelta(hours=8))


def needs_wechat_binding(error: ChannelError) -> bool:
    """True when the fix is to (re)bind the member's WeChat account for this app."""
    return error.code == OPENID_MISSING or any(hint in error.message for hint in BIND_WECHAT_HINTS)


def create_wechat_channel(
    code: str,
    config: WechatPayConfig,
    *,
    transport: httpx.AsyncBaseTransport | None = None,
    clock: Callable[[], float] = time.time,
) -> WechatPayChannel:
    return WechatPayChannel(code, config, transport=transport, clock=clock)


class WechatPayChannel:
    """One WeChat Pay channel; raises ChannelError for refusals, InvalidNotificationError for
    notifications that do not verify. Close with ``aclose()``."""

    def __init__(
        self,
        code: str,
        config: WechatPayConfig,
        *,
        transport: httpx.AsyncBaseTransport | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        if code not in CHANNEL_CODES:
            raise ValueError(f"unknown WeChat Pay channel {code!r}; expected one of {CHANNEL_CODES}")
        self.code = code
        self._config = config
        self._keys = WechatKeys.load(config)
        self._clock = clock
        self._http = WechatPayHttp(config, self._keys, clock=clock, transport=transport)

    def __repr__(self) -> str:  # never the keys
        return f"WechatPayChannel({self.code!r}, mchid={self._config.mchid!r}, appid={self._config.appid!r})"

    async def aclose(self) -> None:
        await self._http.aclose()

    # -- PayChannel -------------------------------------------------------------------------------

    async def open_order(self, order: UnifiedOrder) -> OrderOpened:
        answer = await self._http.call("POST", _ORDER_PATHS[self.code], self._order_body(order))
        if self.code == WX_WAP:
            return _h5_opened(_answer_text(answer, "h5_url"), order.return_url)
        prepay_id = _answer_text(answer, "prepay_id")
        pay_data = self._app_pay_data(prepay_id) if self.code == WX_APP else self._jsapi_pay_data(prepay_id)
        return OrderOpened(display_mode="app", display_content=json.dumps(pay_data), pay_data=pay_data)

    def parse_notification(self, headers: dict[str, str], body: bytes) -> PaymentNotice:
        try:
            self._keys.verify_signed(headers, body, self._clock())
            transaction = decrypt_notification(self._keys, body)
            return read_transaction(transaction, mchid=self._config.mchid, appid=self._config.appid)
        except (SignatureCheckError, TransactionError, wechat_crypto.DecryptionError) as exc:
            raise InvalidNotificationError(str(exc)) from exc

    async def query_order(self, out_trade_no: str) -> PaymentNotice:
        _check_out_trade_no(out_trade_no)
        path = f"/v3/pay/transactions/out-trade-no/{out_trade_no}?mchid={quote(self._config.mchid, safe='')}"
        answer = await self._http.call("GET", path)
        try:
            notice = read_transaction(answer, mchid=self._config.mchid, appid=self._config.appid)
        except TransactionError as exc:
            raise ChannelError(BAD_RESPONSE, str(exc)) from exc
        if notice.out_trade_no != out_trade_no:
            raise ChannelError(BAD_RESPONSE, f"asked for {out_trade_no}, answered {notice.out_trade_no}")
        return notice

    async def close_order(self, out_trade_no: str) -> None:
        _check_out_trade_no(out_trade_no)
        path = f"/v3/pay/transactions/out-trade-no/{out_trade_no}/close"
        await self._http.call("POST", path, {"mchid": self._config.mchid})

    async def refund(self, request: RefundRequest) -> RefundResult:
        """``POST /v3/refund/domestic/refunds``; the answer is PROCESSING (the REFUND.SUCCESS
        notification follows) or SUCCESS. Asking again with the same out_refund_no refunds once."""
        _check_out_trade_no(request.out_trade_no)
        _check_out_trade_no(request.out_refund_no)
        notify_url = self._config.refund_notify_url
        if not notify_url:
            raise ChannelError(INVALID_ARGUMENT, "a refund notify URL is needed")
        body: dict[str, Any] = {
            "out_trade_no": request.out_trade_no,
            "out_refund_no": request.out_refund_no,
            "notify_url": notify_url,
            "amount": {"refund": request.refund_price, "total": request.total_price, "currency": "CNY"},
        }
        if request.reason:
            body["reason"] = _description(request.reason)[:80]
        return self._read_refund(await self._http.call("POST", REFUND_PATH, body), request.out_refund_no)

    async def query_refund(self, out_trade_no: str, out_refund_no: str) -> RefundResult:
        _check_out_trade_no(out_refund_no)
        answer = await self._http.call("GET", f"{REFUND_PATH}/{out_refund_no}")
        return self._read_refund(answer, out_refund_no)

    def parse_refund_notification(self, headers: dict[str, str], body: bytes) -> RefundResult:
        """Verified exactly as a payment notification (signature, freshness), then decrypted."""
        try:
            self._keys.verify_signed(headers, body, self._clock())
            refund = decrypt_notification(self._keys, body, original_type="refund")
            return read_refund(refund, mchid=self._config.mchid)
        except (SignatureCheckError, TransactionError, wechat_crypto.DecryptionError) as exc:
            raise InvalidNotificationError(str(exc)) from exc

    @staticmethod
    def _read_refund(answer: dict[str, Any], out_refund_no: str) -> RefundResult:
        try:
            result = read_refund(answer)
        except TransactionError as exc:
            raise ChannelError(BAD_RESPONSE, str(exc)) from exc
        if result.out_refund_no != out_refund_no:
            raise ChannelError(BAD_RESPONSE, f"asked for {out_refund_no}, answered {result.out_refund_no}")
        return result

    # -- requests and client payment data ---------------------------------------------------------

    def _order_body(self, order: UnifiedOrder) -> dict[str, Any]:
        _check_out_trade_no(order.out_trade_no)
        notify_url = order.notify_url or self._config.notify_url
        if not notify_url:
            raise ChannelError(INVALID_ARGUMENT, "a notify URL is needed")
        if isinstance(order.price, bool) or not isinstance(order.price, int) or order.price < 1:
            raise ChannelError(
                INVALID_ARGUMENT, f"price must be a whole number of fen >= 1, not {order.price!r}"
            )
        body: dict[str, Any] = {
            "appid": self._config.appid,
            "mchid": self._config.mchid,
            "description": _description(order.subject),
            "out_trade_no": order.out_trade_no,
            "time_expire": rfc3339_china(order.expire_time),
            "notify_url": notify_url,
            "amount": {"total": order.price, "currency": "CNY"},
        }
        if self.code in (WX_PUB, WX_LITE):
            if not order.openid:
                raise ChannelError(OPENID_MISSING, "无效的openid: no WeChat openid is bound for this app")
            body["payer"] = {"openid": order.openid}
        if self.code == WX_WAP:
            if not order.client_ip:
                raise ChannelError(INVALID_ARGUMENT, "H5 payment needs the payer's client IP")
            body["scene_info"] = {"payer_client_ip": order.client_ip, "h5_info": {"type": "Wap"}}
        elif order.client_ip:
            body["scene_info"] = {"payer_client_ip": order.client_ip}
        return body

    def _jsapi_pay_data(self, prepay_id: str) -> dict[str, str]:
        """``WeixinJSBridge getBrandWCPayRequest`` / ``wx.requestPayment`` parameters."""
        appid, timestamp, nonce = self._config.appid, str(int(self._clock())), wechat_crypto.new_nonce()
        package = f"prepay_id={prepay_id}"
        signature = wechat_crypto.sign(
            self._keys.private_key, wechat_crypto.message(appid, timestamp, nonce, package)
        )
        return {
            "appId": appid,
            "timeStamp": timestamp,
            "nonceStr": nonce,
            "package": package,
            "packageValue": package,
            "signType": "RSA",
            "paySign": signature,
        }

    def _app_pay_data(self, prepay_id: str) -> dict[str, str]:
        """The WeChat OpenSDK ``PayReq`` (uni-app ``orderInfo``) for an APP payment."""
        appid, timestamp, nonce = self._config.appid, str(int(self._clock())), wechat_crypto.new_nonce()
        signature = wechat_crypto.sign(
            self._keys.private_key, wechat_crypto.message(appid, timestamp, nonce, prepay_id)
        )
        return {
            "appid": appid,
            "partnerid": self._config.mchid,
            "prepayid": prepay_id,
            "package": "Sign=WXPay",
            "noncestr": nonce,
            "timestamp": timestamp,
            "sign": signature,
        }


def rfc3339_china(moment: datetime) -> str:
    """``2025-05-20T13:29:35+08:00``; a naive datetime is taken as UTC (how the database keeps it)."""
    aware = moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
    return aware.astimezone(CHINA_TIME).isoformat(timespec="seconds")


def _h5_opened(h5_url: str, return_url: str | None) -> OrderOpened:
    # WeChat sends the payer back to redirect_url after the H5 cashier (it must be on the H5 domain).
    if return_url:
        h5_url = f"{h5_url}&redirect_url={quote(return_url, safe='')}"
    return OrderOpened(display_mode="url", display_content=h5_url, pay_data={"h5_url": h5_url})


def _check_out_trade_no(out_trade_no: str) -> None:
    if not OUT_TRADE_NO.fullmatch(out_trade_no):
        raise ChannelError(INVALID_ARGUMENT, "out_trade_no must be 6-32 of 0-9 A-Z a-z _ - *")


def _description(subject: str) -> str:
    """At most 127 bytes of UTF-8, cut between characters."""
    text = subject.strip()
    if not text:
        raise ChannelError(INVALID_ARGUMENT, "the description (subject) is empty")
    encoded = text.encode("utf-8")[:DESCRIPTION_MAX_BYTES]
    return encoded.decode("utf-8", errors="ignore")


def _answer_text(answer: dict[str, Any], name: str) -> str:
    value = answer.get(name)
    if not isinstance(value, str) or not value:
        raise ChannelError(BAD_RESPONSE, f"the answer has no {name}")
    return value
