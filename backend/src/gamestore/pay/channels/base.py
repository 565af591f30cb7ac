"""What every payment channel does: open a payment, read a gateway's notification, and query or
close a payment. Gateways' own protocols live in one module each (wechat.py, alipay.py, …)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Protocol


@dataclass(frozen=True, slots=True)
class UnifiedOrder:
    """A payment to open at the gateway."""

    out_trade_no: str  # our payment's number, unique per attempt
    subject: str
    price: int  # fen
    expire_time: datetime
    notify_url: str
    return_url: str | None = None
    client_ip: str = ""
    openid: str | None = None  # WeChat JSAPI / mini program payer
    by_link: bool = False  # paid through a link opened in a browser (Alipay app pay answers one)


@dataclass(frozen=True, slots=True)
class OrderOpened:
    """How the client continues: ``display_mode`` url (redirect to ``display_content``), app
    (``pay_data`` for the native/JS SDK), or qr_code."""

    display_mode: str
    display_content: str = ""
    pay_data: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class PaymentNotice:
    """A verified notification (or query answer) about one payment."""

    out_trade_no: str
    channel_transaction_id: str
    paid: bool
    price: int  # fen, as the gateway reports it
    success_time: datetime | None
    raw: dict[str, Any]


@dataclass(frozen=True, slots=True)
class RefundRequest:
    """Money to give back for a paid gateway payment (``out_trade_no``: the attempt that was paid)."""

    out_trade_no: str
    out_refund_no: str  # our refund's number: asking again with it never refunds twice
    refund_price: int  # fen
    total_price: int  # what the payment was (fen)
    reason: str = ""
    notify_url: str = ""


class RefundState:
    """What a gateway says of a refund."""

    SUCCESS = "SUCCESS"
    PROCESSING = "PROCESSING"  # accepted; the notification (or a query) tells the end
    FAILED = "FAILED"


@dataclass(frozen=True, slots=True)
class RefundResult:
    """A gateway's answer, query answer or verified notification about one refund."""

    out_refund_no: str
    state: str  # RefundState
    refund_price: int  # fen, as the gateway reports it
    channel_refund_no: str | None
    success_time: datetime | None
    raw: dict[str, Any]


class ChannelError(Exception):
    """The gateway refused or could not be reached; ``code``/``message`` are the gateway's.
    ``transient``: no answer, or a 5xx or 429 (asking again later may succeed), not a refusal."""

    def __init__(self, code: str, message: str, *, transient: bool = False) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message
        self.transient = transient


class InvalidNotificationError(Exception):
    """A notification that failed verification (signature, certificate, decryption, format)."""


class PayChannel(Protocol):
    code: str

    async def open_order(self, order: UnifiedOrder) -> OrderOpened: ...

    def parse_notification(self, headers: dict[str, str], body: bytes) -> PaymentNotice:
        """Verify and read a notification; raises InvalidNotificationError."""
        ...

    async def query_order(self, out_trade_no: str) -> PaymentNotice: ...

    async def close_order(self, out_trade_no: str) -> None: ...

    async def refund(self, request: RefundRequest) -> RefundResult:
        """Ask for a refund; raises ChannelError when the gateway refuses it."""
        ...

    async def query_refund(self, out_trade_no: str, out_refund_no: str) -> RefundResult: ...

    def parse_refund_notification(self, headers: dict[str, str], body: bytes) -> RefundResult:
        """Verify and read a refund notification; raises InvalidNotificationError."""
        ...
