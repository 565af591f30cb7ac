"""Reading WeChat Pay v3 refunds: the refund API's answers, its queries and the decrypted
REFUND.SUCCESS / REFUND.ABNORMAL / REFUND.CLOSED notifications."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from gamestore.pay.channels.base import RefundResult, RefundState
from gamestore.pay.channels.wechat_transaction import TransactionError, is_fen, rfc3339_time, text_field

REFUND_PATH: Final = "/v3/refund/domestic/refunds"
# The answer's ``status`` and the notification's ``refund_status``: SUCCESS, PROCESSING, ABNORMAL
# (the payer's account cannot take it: the merchant must act), CLOSED.
_STATES: Final = {
    "SUCCESS": RefundState.SUCCESS,
    "PROCESSING": RefundState.PROCESSING,
    "ABNORMAL": RefundState.FAILED,
    "CLOSED": RefundState.FAILED,
}


def read_refund(refund: Mapping[str, Any], *, mchid: str | None = None) -> RefundResult:
    """A RefundResult from an answer (``status``) or a decrypted notification (``refund_status``,
    with ``mchid``, which must be ours)."""
    if mchid is not None and refund.get("mchid") != mchid:
        raise TransactionError(f"the refund belongs to mchid {refund.get('mchid')!r}")
    status = refund.get("refund_status", refund.get("status"))
    state = _STATES.get(str(status))
    if state is None:
        raise TransactionError(f"unknown refund status {status!r}")
    amount = refund.get("amount")
    refunded = amount.get("refund") if isinstance(amount, Mapping) else None
    if not is_fen(refunded):
        raise TransactionError("amount.refund is missing or not a whole number of fen")
    assert isinstance(refunded, int)
    return RefundResult(
        out_refund_no=text_field(refund, "out_refund_no"),
        state=state,
        refund_price=refunded,
        channel_refund_no=text_field(refund, "refund_id"),
        success_time=rfc3339_time(refund.get("success_time"), required=False),
        raw=dict(refund),
    )
