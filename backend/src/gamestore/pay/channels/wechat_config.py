"""WeChat Pay v3 merchant configuration, the keys loaded from it, and the check of WeChat Pay's
signature headers (shared by API answers and payment notifications)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Final

from cryptography.hazmat.primitives.asymmetric import rsa

from gamestore.pay.channels import wechat_crypto

DEFAULT_BASE_URL: Final = "https://api.mch.weixin.qq.com"
MAX_CLOCK_SKEW_SECONDS: Final = 300
PROBE_SIGNATURE_PREFIX: Final = "WECHATPAY/SIGNTEST/"

HEADER_TIMESTAMP: Final = "wechatpay-timestamp"
HEADER_NONCE: Final = "wechatpay-nonce"
HEADER_SIGNATURE: Final = "wechatpay-signature"
HEADER_SERIAL: Final = "wechatpay-serial"
HEADER_SIGNATURE_TYPE: Final = "wechatpay-signature-type"


@dataclass(frozen=True, slots=True)
class PlatformKey:
    """A key WeChat Pay signs with: ``serial`` is a platform public key's id (``PUB_KEY_ID_…``) or a
    platform certificate's serial number (hex); ``pem`` is that public key or certificate."""

    serial: str
    pem: str = field(repr=False)


@dataclass(frozen=True, slots=True)
class WechatPayConfig:
    """One merchant account used through one app: the appid differs per channel (official account
    for wx_pub, mini program for wx_lite, mobile app for wx_app; wx_wap uses any of them)."""

    mchid: str
    appid: str
    merchant_serial_no: str  # the merchant API certificate's serial number
    merchant_private_key: str = field(repr=False)  # apiclient_key.pem
    apiv3_key: str = field(repr=False)  # 32 ASCII characters, set in the merchant platform
    platform_keys: tuple[PlatformKey, ...] = ()
    notify_url: str = ""
    refund_notify_url: str = ""
    base_url: str = DEFAULT_BASE_URL
    timeout_seconds: float = 10.0


class SignatureCheckError(Exception):
    """WeChat Pay's signature headers are missing, stale, of an unknown key, or do not verify."""


@dataclass(frozen=True, slots=True)
class WechatKeys:
    private_key: rsa.RSAPrivateKey
    apiv3_key: bytes
    platform_keys: Mapping[str, rsa.RSAPublicKey]

    @classmethod
    def load(cls, config: WechatPayConfig) -> WechatKeys:
        apiv3_key = config.apiv3_key.encode("utf-8")
        if len(apiv3_key) != 32:
            raise ValueError("the APIv3 key must be 32 bytes (AES-256-GCM)")
        if not config.platform_keys:
            raise ValueError("at least one WeChat Pay platform key or certificate is needed")
        platform_keys = {
            key.serial.strip().upper(): wechat_crypto.load_public_key(key.pem) for key in config.platform_keys
        }
        return cls(wechat_crypto.load_private_key(config.merchant_private_key), apiv3_key, platform_keys)

    def verify_signed(self, headers: Mapping[str, str], body: bytes, now: float) -> None:
        """Check ``Wechatpay-*`` headers against ``body``; raises SignatureCheckError."""
        lowered = {name.lower(): value for name, value in headers.items()}
        values = [lowered.get(name, "") for name in (HEADER_TIMESTAMP, HEADER_NONCE, HEADER_SIGNATURE)]
        timestamp, nonce, signature = values
        serial = lowered.get(HEADER_SERIAL, "")
        if not all(values) or not serial:
            raise SignatureCheckError("Wechatpay-Timestamp/Nonce/Signature/Serial headers are missing")
        signature_type = lowered.get(HEADER_SIGNATURE_TYPE, wechat_crypto.SCHEMA)
        if signature_type != wechat_crypto.SCHEMA:
            raise SignatureCheckError(f"unsupported Wechatpay-Signature-Type {signature_type!r}")
        public_key = self.platform_keys.get(serial.strip().upper())
        if public_key is None:
            raise SignatureCheckError(f"unknown Wechatpay-Serial {serial!r}")
        if (
            not (timestamp.isascii() and timestamp.isdigit())
            or abs(now - int(timestamp)) > MAX_CLOCK_SKEW_SECONDS
        ):
            raise SignatureCheckError(f"Wechatpay-Timestamp {timestamp!r} is not within 5 minutes of now")
        if signature.startswith(PROBE_SIGNATURE_PREFIX):
            raise SignatureCheckError("a signature probe (WECHATPAY/SIGNTEST/) is refused as it must be")
        if not wechat_crypto.verify(public_key, wechat_crypto.message(timestamp, nonce, body), signature):
            raise SignatureCheckError("Wechatpay-Signature does not verify with the platform key")
