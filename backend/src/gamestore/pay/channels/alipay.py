"""Alipay open-platform client behind ``PayChannel``: channels ``alipay_wap`` (alipay.trade.wap.pay,
official account / H5) and ``alipay_app`` (alipay.trade.app.pay, mini program / app).

Written on httpx + cryptography rather than an SDK: the maintained Python SDKs (python-alipay-sdk,
the official alipay-sdk-python) make blocking HTTP calls and bring their own crypto libraries.

Opening a payment makes no call: the signed request goes to the buyer (a gateway URL to open, or
the order string for the app SDK). Query, close and refunds are form POSTs (common parameters in
the URL's query, biz_content in the body, as the official SDK sends them) whose JSON answers must carry
Alipay's signature over the exact ``<method>_response`` text; an unsigned answer is only believed
when it is a refusal (Alipay cannot sign for an app it does not know).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Final, Literal
from urllib.parse import parse_qsl, urlencode

import httpx

from gamestore.core import clock
from gamestore.core.http import outside_client
from gamestore.pay.channels.alipay_protocol import (
    alipay_timestamp,
    fen_to_yuan,
    load_private_key,
    load_public_key,
    notification_sign_content,
    parse_alipay_time,
    rsa2_sign,
    rsa2_verify,
    sign_content,
    top_level_raw_values,
    yuan_to_fen,
)
from gamestore.pay.channels.base import (
    ChannelError,
    InvalidNotificationError,
    OrderOpened,
    PaymentNotice,
    RefundRequest,
    RefundResult,
    RefundState,
    UnifiedOrder,
)

DEFAULT_GATEWAY: Final = "https://openapi.alipay.com/gateway.do"
SUCCESS_CODE: Final = "10000"
PAID_STATUSES: Final = frozenset({"TRADE_SUCCESS", "TRADE_FINISHED"})
# Our own codes for ChannelError when there is no answer from Alipay to pass on.
GATEWAY_TIMEOUT: Final = "GATEWAY_TIMEOUT"
GATEWAY_UNREACHABLE: Final = "GATEWAY_UNREACHABLE"
BAD_RESPONSE: Final = "BAD_RESPONSE"
INVALID_RESPONSE_SIGNATURE: Final = "INVALID_RESPONSE_SIGNATURE"
TRADE_NOT_EXIST: Final = "ACQ.TRADE_NOT_EXIST"  # Alipay's: no buyer has opened the payment yet
# A refund answer that says nothing certain: ask again (the same out_request_no refunds once) or query.
UNCERTAIN_REFUND: Final = frozenset(
    {GATEWAY_TIMEOUT, GATEWAY_UNREACHABLE, "ACQ.SYSTEM_ERROR", "SYSTEM_ERROR"}
)
REFUND_SUCCESS: Final = "REFUND_SUCCESS"
FORM_BODY_PARAMS: Final = ("biz_content",)  # of an API call; every other parameter goes in the query
FORM_CONTENT_TYPE: Final = "application/x-www-form-urlencoded;charset=utf-8"
MAX_SUBJECT: Final = 256
# Alipay's documentation forbids these in ``subject`` (they would blur the string to sign).
_SUBJECT_FORBIDDEN: Final = str.maketrans({"/": " ", "=": " ", "&": " "})

Product = Literal["wap", "app"]
_PRODUCTS: Final[dict[str, tuple[str, str, str]]] = {  # product: channel code, method, product_code
    "wap": ("alipay_wap", "alipay.trade.wap.pay", "QUICK_WAP_WAY"),
    "app": ("alipay_app", "alipay.trade.app.pay", "QUICK_MSECURITY_PAY"),
}


@dataclass(frozen=True, slots=True, kw_only=True)
class AlipayConfig:
    """Keys are PEM (PKCS#1 or PKCS#8) or the bare base64 Alipay's key tool shows."""

    app_id: str
    merchant_private_key: str = field(repr=False)
    alipay_public_key: str = field(repr=False)
    notify_url: str
    gateway_url: str = DEFAULT_GATEWAY
    timeout_seconds: float = 10.0


class AlipayChannel:
    """One Alipay product (wap or app) as a ``PayChannel``; ``aclose()`` when done."""

    def __init__(
        self,
        config: AlipayConfig,
        *,
        product: Product,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        if product not in _PRODUCTS:
            raise ValueError(f"unknown Alipay product {product!r}")
        self.code = _PRODUCTS[product][0]
        self._product = product
        self._config = config
        self._private_key = load_private_key(config.merchant_private_key)
        self._alipay_key = load_public_key(config.alipay_public_key)
        self._client = outside_client(timeout=config.timeout_seconds, transport=transport)

    def __repr__(self) -> str:  # keys never shown
        return f"AlipayChannel(code={self.code!r}, app_id={self._config.app_id!r})"

    async def aclose(self) -> None:
        await self._client.aclose()

    # --- opening a payment: signed parameters handed to the buyer --------------------------------

    async def open_order(self, order: UnifiedOrder) -> OrderOpened:
        biz: dict[str, str] = {
            "out_trade_no": order.out_trade_no,
            "total_amount": fen_to_yuan(order.price),
            "subject": clean_subject(order.subject),
            "time_expire": alipay_timestamp(_as_utc(order.expire_time)),
        }
        product = "wap" if order.by_link else self._product
        _, pay_method, biz["product_code"] = _PRODUCTS[product]
        extra: dict[str, str] = {"notify_url": order.notify_url or self._config.notify_url}
        if product == "wap" and order.return_url:
            extra["return_url"] = order.return_url
            biz["quit_url"] = order.return_url  # where the buyer lands on leaving the cashier
        params = self._signed(pay_method, biz, extra)
        if product == "app":
            order_str = urlencode(params)
            return OrderOpened(
                display_mode="app", display_content=order_str, pay_data={"orderStr": order_str}
            )
        url = _with_query(self._config.gateway_url, urlencode(params))
        return OrderOpened(display_mode="url", display_content=url, pay_data={"h5_url": url})

    # --- asking Alipay -----------------------------------------------------------------------------

    async def query_order(self, out_trade_no: str) -> PaymentNotice:
        answer = await self._call("alipay.trade.query", {"out_trade_no": out_trade_no})
        if answer.get("out_trade_no") != out_trade_no:
            raise ChannelError(BAD_RESPONSE, "Alipay answered about another payment")
        status = _text(answer, "trade_status")
        paid = status in PAID_STATUSES
        paid_at = answer.get("send_pay_date")
        try:
            return PaymentNotice(
                out_trade_no=out_trade_no,
                channel_transaction_id=_text(answer, "trade_no"),
                paid=paid,
                price=yuan_to_fen(_text(answer, "total_amount")),
                success_time=parse_alipay_time(paid_at) if paid and isinstance(paid_at, str) else None,
                raw=answer,
            )
        except ValueError as exc:
            raise ChannelError(BAD_RESPONSE, f"Alipay's trade query answer is malformed: {exc}") from None

    async def close_order(self, out_trade_no: str) -> None:
        await self._call("alipay.trade.close", {"out_trade_no": out_trade_no})

    async def refund(self, request: RefundRequest) -> RefundResult:
        """``alipay.trade.refund`` answers synchronously: ``fund_change`` Y is money moved now. An
        uncertain answer (N: maybe a repeat; a system error; no answer) is settled by
        ``alipay.trade.fastpay.refund.query``, then by asking once more with the same
        out_request_no; still unsure, the refund stays PROCESSING for a later query."""
        biz = {
            "out_trade_no": request.out_trade_no,
            "refund_amount": fen_to_yuan(request.refund_price),
            "out_request_no": request.out_refund_no,
        }
        if request.reason:
            biz["refund_reason"] = request.reason[:256]
        for last_try in (False, True):
            answer = await self._refund_answer(biz)
            if answer is not None and answer.get("fund_change") == "Y":
                return self._refund_result(
                    request.out_refund_no, RefundState.SUCCESS, request.refund_price, answer
                )
            confirmed = await self._confirmed_refund(request)
            if confirmed is not None:
                return confirmed
            if last_try:
                return self._refund_result(
                    request.out_refund_no, RefundState.PROCESSING, request.refund_price, answer or {}
                )
        raise AssertionError("unreachable")

    async def _refund_answer(self, biz: dict[str, str]) -> dict[str, Any] | None:
        """The refund's answer; None when it is uncertain (a refusal raises ChannelError)."""
        try:
            return await self._call("alipay.trade.refund", biz)
        except ChannelError as exc:
            if exc.code not in UNCERTAIN_REFUND:
                raise
            return None

    async def _confirmed_refund(self, request: RefundRequest) -> RefundResult | None:
        try:
            result = await self.query_refund(request.out_trade_no, request.out_refund_no)
        except ChannelError:
            return None
        return result if result.state == RefundState.SUCCESS else None

    async def query_refund(self, out_trade_no: str, out_refund_no: str) -> RefundResult:
        """``alipay.trade.fastpay.refund.query``: ``refund_status`` REFUND_SUCCESS once refunded;
        without it the refund has not happened (yet)."""
        answer = await self._call(
            "alipay.trade.fastpay.refund.query",
            {"out_trade_no": out_trade_no, "out_request_no": out_refund_no},
        )
        refunded = answer.get("refund_status") == REFUND_SUCCESS
        try:
            price = yuan_to_fen(str(answer.get("refund_amount") or "0"))
        except ValueError as exc:
            raise ChannelError(BAD_RESPONSE, f"Alipay's refund query answer is malformed: {exc}") from None
        state = RefundState.SUCCESS if refunded else RefundState.PROCESSING
        return self._refund_result(out_refund_no, state, price, answer)

    def parse_refund_notification(self, headers: dict[str, str], body: bytes) -> RefundResult:
        # Alipay confirms a refund in its synchronous answer (or a query), not by a notification.
        raise InvalidNotificationError("Alipay sends no refund notifications")

    @staticmethod
    def _refund_result(out_refund_no: str, state: str, price: int, answer: dict[str, Any]) -> RefundResult:
        moment = answer.get("gmt_refund_pay")
        try:
            success_time = parse_alipay_time(moment) if isinstance(moment, str) and moment else None
        except ValueError:
            success_time = None
        trade_no = answer.get("trade_no")
        return RefundResult(
            out_refund_no=out_refund_no,
            state=state,
            refund_price=price,
            channel_refund_no=trade_no if isinstance(trade_no, str) else None,
            success_time=success_time,
            raw=answer,
        )

    async def _call(self, method: str, biz: dict[str, str]) -> dict[str, Any]:
        """A form POST as Alipay's SDKs send it: the common parameters (charset and sign included) in
        the URL's query, where Alipay reads charset before it decodes anything, and biz_content in the
        body; Alipay decodes a request whose query has no charset as GBK, and its non-ASCII text then
        fails the signature."""
        params = self._signed(method, biz, {})
        form = {name: params.pop(name) for name in FORM_BODY_PARAMS}
        try:
            response = await self._client.post(
                _with_query(self._config.gateway_url, urlencode(params)),
                content=urlencode(form).encode("ascii"),
                headers={"Accept": "application/json", "Content-Type": FORM_CONTENT_TYPE},
            )
        except httpx.TimeoutException as exc:
            timeout = self._config.timeout_seconds
            raise ChannelError(
                GATEWAY_TIMEOUT, f"Alipay did not answer within {timeout}s", transient=True
            ) from exc
        except httpx.HTTPError as exc:
            raise ChannelError(
                GATEWAY_UNREACHABLE, f"Alipay unreachable: {type(exc).__name__}", transient=True
            ) from exc
        return self._verified_answer(method, response)

    def _verified_answer(self, method: str, response: httpx.Response) -> dict[str, Any]:
        status = response.status_code
        try:
            members = top_level_raw_values(response.text)
            key = method.replace(".", "_") + "_response"
            if key not in members:
                key = "error_response"
            answer = json.loads(members[key])
            sign = json.loads(members["sign"]) if "sign" in members else None
        except (ValueError, KeyError):
            raise ChannelError(
                BAD_RESPONSE,
                f"Alipay answered HTTP {status} without a {method} answer",
                transient=response.is_server_error,
            ) from None
        if not isinstance(answer, dict) or not (sign is None or isinstance(sign, str)):
            raise ChannelError(
                BAD_RESPONSE, f"Alipay answered HTTP {status} with a malformed {method} answer"
            )
        code = str(answer.get("code", ""))
        if sign is not None and not rsa2_verify(self._alipay_key, members[key], sign):
            raise ChannelError(
                INVALID_RESPONSE_SIGNATURE, f"the signature of Alipay's {method} answer is wrong"
            )
        if sign is None and code == SUCCESS_CODE:
            raise ChannelError(INVALID_RESPONSE_SIGNATURE, f"Alipay's {method} answer is not signed")
        if code != SUCCESS_CODE:
            raise ChannelError(
                str(answer.get("sub_code") or code or BAD_RESPONSE),
                str(answer.get("sub_msg") or answer.get("msg") or f"HTTP {status}"),
            )
        return answer

    def _signed(self, method: str, biz: dict[str, str], extra: dict[str, str]) -> dict[str, str]:
        params = {
            "app_id": self._config.app_id,
            "method": method,
            "format": "JSON",
            "charset": "utf-8",
            "sign_type": "RSA2",
            "timestamp": alipay_timestamp(clock.system_now()),
            "version": "1.0",
            "biz_content": json.dumps(biz, ensure_ascii=False, separators=(",", ":")),
            **extra,
        }
        params = {k: v for k, v in params.items() if v}
        params["sign"] = rsa2_sign(self._private_key, sign_content(params))
        return params

    # --- notifications -----------------------------------------------------------------------------

    def parse_notification(self, headers: dict[str, str], body: bytes) -> PaymentNotice:
        """Verify and read Alipay's asynchronous notification (a form POST); the flow answers
        ``success`` once it has recorded it, or Alipay sends it again."""
        content_type = next((v for k, v in headers.items() if k.lower() == "content-type"), None)
        if content_type is not None and not content_type.lower().startswith(
            "application/x-www-form-urlencoded"
        ):
            raise InvalidNotificationError(f"Alipay notifications are forms, not {content_type}")
        params = _form(body)
        if params.get("sign_type") != "RSA2":
            raise InvalidNotificationError("notification is not signed with RSA2")
        content = notification_sign_content(params)
        if not rsa2_verify(self._alipay_key, content, params.get("sign", "")):
            raise InvalidNotificationError("notification signature is wrong")
        if params.get("app_id") != self._config.app_id:
            raise InvalidNotificationError("notification is for another app_id")
        try:
            status = _required(params, "trade_status")
            paid_at = params.get("gmt_payment")
            return PaymentNotice(
                out_trade_no=_required(params, "out_trade_no"),
                channel_transaction_id=_required(params, "trade_no"),
                paid=status in PAID_STATUSES,
                price=yuan_to_fen(_required(params, "total_amount")),
                success_time=parse_alipay_time(paid_at) if paid_at else None,
                raw=dict(params),
            )
        except ValueError as exc:
            raise InvalidNotificationError(f"notification is malformed: {exc}") from None


def alipay_wap_channel(config: AlipayConfig, **options: Any) -> AlipayChannel:
    return AlipayChannel(config, product="wap", **options)


def alipay_app_channel(config: AlipayConfig, **options: Any) -> AlipayChannel:
    return AlipayChannel(config, product="app", **options)


def clean_subject(subject: str) -> str:
    cleaned = " ".join(subject.translate(_SUBJECT_FORBIDDEN).split())[:MAX_SUBJECT]
    return cleaned or "-"


def _as_utc(moment: datetime) -> datetime:
    """A naive datetime is UTC, as the database keeps every time."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _with_query(url: str, query: str) -> str:
    return f"{url}{'&' if '?' in url else '?'}{query}"


def _form(body: bytes) -> dict[str, str]:
    try:
        pairs = parse_qsl(body.decode("ascii"), keep_blank_values=True, strict_parsing=True, errors="strict")
    except (UnicodeDecodeError, ValueError):
        raise InvalidNotificationError("notification body is not a URL-encoded UTF-8 form") from None
    params: dict[str, str] = {}
    for name, value in pairs:
        if name in params:
            raise InvalidNotificationError(f"notification gives {name} twice")
        params[name] = value
    return params


def _required(params: dict[str, str], name: str) -> str:
    value = params.get(name)
    if not value:
        raise ValueError(f"{name} is missing")
    return value


def _text(answer: dict[str, Any], name: str) -> str:
    value = answer.get(name)
    if not isinstance(value, str) or not value:
        raise ChannelError(BAD_RESPONSE, f"Alipay's answer has no {name}")
    return value
