"""Reading WeChat Pay v3 transactions (query answers and decrypted payment notifications)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any, Final

from gamestore.pay.channels import wechat_crypto
from gamestore.pay.channels.base import PaymentNotice
from gamestore.pay.channels.wechat_config import WechatKeys

PAID_STATE: Final = "SUCCESS"
RESOURCE_TYPE: Final = "encrypt-resource"
ALGORITHM: Final = "AEAD_AES_256_GCM"


class TransactionError(ValueError):
    """The transaction (or the notification carrying it) is not one this merchant can accept."""


def read_transaction(transaction: Mapping[str, Any], *, mchid: str, appid: str) -> PaymentNotice:
    """A PaymentNotice from a transaction object; ``price`` is ``amount.total`` (the order's amount,
    which a coupon may make larger than ``amount.payer_total``, kept in ``raw``)."""
    if transaction.get("mchid") != mchid:
        raise TransactionError(f"the transaction belongs to mchid {transaction.get('mchid')!r}")
    if transaction.get("appid") != appid:
        raise TransactionError(f"the transaction belongs to appid {transaction.get('appid')!r}")
    out_trade_no = text_field(transaction, "out_trade_no")
    trade_state = text_field(transaction, "trade_state")
    paid = trade_state == PAID_STATE
    amount = transaction.get("amount")
    total = amount.get("total") if isinstance(amount, Mapping) else None
    if not is_fen(total) and (paid or total is not None):
        raise TransactionError("amount.total is missing or not a whole number of fen")
    price = total if isinstance(total, int) else 0
    transaction_id = transaction.get("transaction_id", "")
    if not isinstance(transaction_id, str) or (paid and not transaction_id):
        raise TransactionError("transaction_id is missing")
    return PaymentNotice(
        out_trade_no=out_trade_no,
        channel_transaction_id=transaction_id,
        paid=paid,
        price=price,
        success_time=rfc3339_time(transaction.get("success_time"), required=paid),
        raw=dict(transaction),
    )


def decrypt_notification(keys: WechatKeys, body: bytes, original_type: str = "transaction") -> dict[str, Any]:
    """The resource inside a notification whose signature was already verified: a payment's
    transaction, or (``original_type="refund"``) a refund."""
    notification = _json_object(body, "the notification body")
    if notification.get("resource_type") != RESOURCE_TYPE:
        raise TransactionError(f"resource_type is {notification.get('resource_type')!r}")
    resource = notification.get("resource")
    if not isinstance(resource, Mapping) or resource.get("algorithm") != ALGORITHM:
        raise TransactionError(f"the resource is not {ALGORITHM}")
    if resource.get("original_type", original_type) != original_type:
        raise TransactionError(f"the resource is a {resource.get('original_type')!r}, not a {original_type}")
    plaintext = wechat_crypto.aes_gcm_decrypt(
        keys.apiv3_key,
        nonce=text_field(resource, "nonce"),
        associated_data=str(resource.get("associated_data") or ""),
        ciphertext=text_field(resource, "ciphertext"),
    )
    return _json_object(plaintext, "the decrypted resource")


def _json_object(data: bytes, what: str) -> dict[str, Any]:
    try:
        value = json.loads(data)
    except ValueError as exc:
        raise TransactionError(f"{what} is not JSON") from exc
    if not isinstance(value, dict):
        raise TransactionError(f"{what} is not a JSON object")
    return value


def text_field(values: Mapping[str, Any], name: str) -> str:
    value = values.get(name)
    if not isinstance(value, str) or not value:
        raise TransactionError(f"{name} is missing")
    return value


def is_fen(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def rfc3339_time(value: object, *, required: bool) -> datetime | None:
    if value is None or value == "":
        if required:
            raise TransactionError("success_time is missing")
        return None
    try:
        moment = datetime.fromisoformat(str(value))
    except ValueError as exc:
        raise TransactionError(f"success_time {value!r} is not RFC 3339") from exc
    if moment.tzinfo is None:
        raise TransactionError(f"success_time {value!r} has no time zone")
    return moment.astimezone(UTC)
