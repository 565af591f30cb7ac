"""Alipay open-platform protocol pieces: RSA2 signing, keys, amounts, times, signed responses.

Signing (RSA2 = SHA256withRSA, PKCS#1 v1.5): the parameters sorted by name and joined as
``name=value`` with ``&`` using the raw (not URL-encoded) values; the signature is sent
base64-encoded in ``sign``. A request leaves out ``sign`` and empty values; a notification (or the
return parameters) leaves out ``sign`` and ``sign_type`` only, empty values included, as Alipay's
SDKs verify them. An API answer is signed over the exact text of its ``<method>_response`` value.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
from collections.abc import Iterable, Mapping
from datetime import UTC, datetime
from typing import Final
from zoneinfo import ZoneInfo

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import padding, rsa

from gamestore.core.money import yuan_text

ALIPAY_ZONE: Final = ZoneInfo("Asia/Shanghai")
TIMESTAMP_FORMAT: Final = "%Y-%m-%d %H:%M:%S"
MIN_KEY_BITS: Final = 2048
NOTIFICATION_UNSIGNED: Final = frozenset({"sign", "sign_type"})
# Alipay's amounts: yuan with at most two decimals, no sign, no exponent, no leading zeros.
_YUAN: Final = re.compile(r"(0|[1-9][0-9]{0,11})(?:\.([0-9]{1,2}))?")


# --- keys ------------------------------------------------------------------------------------------


def _der_or_pem(text: str) -> tuple[bytes, bool]:
    """Alipay's key tool hands out bare base64 (no PEM armour); accept both."""
    stripped = text.strip()
    if stripped.startswith("-----BEGIN"):
        return stripped.encode("ascii"), True
    try:
        return base64.b64decode("".join(stripped.split()), validate=True), False
    except (binascii.Error, ValueError):
        raise ValueError("key is neither PEM nor base64 DER") from None


def load_private_key(text: str) -> rsa.RSAPrivateKey:
    data, is_pem = _der_or_pem(text)
    try:
        key = (
            serialization.load_pem_private_key(data, password=None)
            if is_pem
            else serialization.load_der_private_key(data, password=None)
        )
    except (ValueError, TypeError):
        raise ValueError("merchant private key could not be read (PKCS#1 or PKCS#8, unencrypted)") from None
    if not isinstance(key, rsa.RSAPrivateKey) or key.key_size < MIN_KEY_BITS:
        raise ValueError(f"merchant private key must be RSA of at least {MIN_KEY_BITS} bits")
    return key


def load_public_key(text: str) -> rsa.RSAPublicKey:
    data, is_pem = _der_or_pem(text)
    try:
        key = serialization.load_pem_public_key(data) if is_pem else serialization.load_der_public_key(data)
    except (ValueError, TypeError):
        raise ValueError("Alipay public key could not be read") from None
    if not isinstance(key, rsa.RSAPublicKey) or key.key_size < MIN_KEY_BITS:
        raise ValueError(f"Alipay public key must be RSA of at least {MIN_KEY_BITS} bits")
    return key


# --- signatures ------------------------------------------------------------------------------------


def sign_content(params: Mapping[str, str]) -> str:
    """The string a request is signed over: non-empty parameters but ``sign``, sorted, ``k=v`` joined
    by ``&`` (the official SDKs send no empty parameter; Java's getSignContent skips them)."""
    return _joined((k, v) for k, v in params.items() if k != "sign" and v != "")


def notification_sign_content(params: Mapping[str, str]) -> str:
    """The string Alipay signs a notification over: every field but ``sign`` and ``sign_type``, an
    empty one too (Java's AlipaySignature.getSignCheckContentV1, python-alipay-sdk's verify)."""
    return _joined((k, v) for k, v in params.items() if k not in NOTIFICATION_UNSIGNED)


def _joined(pairs: Iterable[tuple[str, str]]) -> str:
    return "&".join(f"{k}={v}" for k, v in sorted(pairs))


def rsa2_sign(key: rsa.RSAPrivateKey, content: str) -> str:
    signature = key.sign(content.encode("utf-8"), padding.PKCS1v15(), hashes.SHA256())
    return base64.b64encode(signature).decode("ascii")


def rsa2_verify(key: rsa.RSAPublicKey, content: str, signature: str) -> bool:
    try:
        raw = base64.b64decode(signature, validate=True)
        key.verify(raw, content.encode("utf-8"), padding.PKCS1v15(), hashes.SHA256())
    except (binascii.Error, ValueError, InvalidSignature):
        return False
    return True


def top_level_raw_values(text: str) -> dict[str, str]:
    """Each top-level member's value of a JSON object exactly as written (what Alipay signs).

    A name given twice is refused: the text checked and the value read must be the same one.
    """
    decoder = json.JSONDecoder()
    at = _skip_space(text, 0)
    if text[at : at + 1] != "{":
        raise ValueError("not a JSON object")
    values: dict[str, str] = {}
    at = _skip_space(text, at + 1)
    if text[at : at + 1] == "}":
        return values
    while True:
        name, at = decoder.raw_decode(text, at)
        at = _skip_space(text, at)
        if not isinstance(name, str) or text[at : at + 1] != ":":
            raise ValueError("malformed JSON object")
        start = _skip_space(text, at + 1)
        _, end = decoder.raw_decode(text, start)
        if name in values:
            raise ValueError(f"member {name} given twice")
        values[name] = text[start:end]
        at = _skip_space(text, end)
        separator = text[at : at + 1]
        if separator == "}":
            if _skip_space(text, at + 1) != len(text):
                raise ValueError("text after the JSON object")
            return values
        if separator != ",":
            raise ValueError("malformed JSON object")
        at = _skip_space(text, at + 1)


def _skip_space(text: str, at: int) -> int:
    while at < len(text) and text[at] in " \t\r\n":
        at += 1
    return at


# --- amounts and times ---------------------------------------------------------------------------


def fen_to_yuan(fen: int) -> str:
    """Integer fen to Alipay's yuan string with exactly two decimals (1 → "0.01")."""
    if isinstance(fen, bool) or not isinstance(fen, int) or fen < 1:
        raise ValueError("an Alipay amount is a positive whole number of fen")
    return yuan_text(fen)


def yuan_to_fen(text: str) -> int:
    """Alipay's yuan string to integer fen, exactly; anything but a plain decimal is refused."""
    match = _YUAN.fullmatch(text)
    if match is None:
        raise ValueError(f"not an Alipay amount: {text!r}")
    cents = (match.group(2) or "").ljust(2, "0")
    return int(match.group(1)) * 100 + int(cents)


def alipay_timestamp(moment: datetime) -> str:
    """``yyyy-MM-dd HH:mm:ss`` in Beijing time, as every Alipay time is written."""
    if moment.tzinfo is None:
        raise ValueError("naive datetime given for an Alipay time")
    return moment.astimezone(ALIPAY_ZONE).strftime(TIMESTAMP_FORMAT)


def parse_alipay_time(text: str) -> datetime:
    """An Alipay (Beijing) time as an aware UTC datetime."""
    moment = datetime.strptime(text, TIMESTAMP_FORMAT).replace(tzinfo=ALIPAY_ZONE)
    return moment.astimezone(UTC)
