"""Web Push (RFC 8030) to a browser's subscription: the payload encrypted per RFC 8291 (aes128gcm)
by pywebpush, the request signed with VAPID (RFC 8292) by py_vapid, sent with httpx."""

from __future__ import annotations

import base64
import hashlib
import json
from dataclasses import dataclass
from enum import Enum
from typing import Any
from urllib.parse import urlsplit

import httpx
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec
from py_vapid import Vapid02
from pywebpush import WebPusher

from gamestore.core import clock
from gamestore.core.config import Settings

# How long a VAPID token is valid (RFC 8292 allows at most 24 hours).
TOKEN_SECONDS = 12 * 60 * 60
_P256_ORDER = int("FFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551", 16)


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def push_topic(key: str) -> str:
    """An RFC 8030 ``Topic`` for a message key: 32 characters of the URL-safe base64 alphabet."""
    return b64url(hashlib.sha256(key.encode()).digest()[:24])


def b64url_decode(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


@dataclass(frozen=True, slots=True)
class PushSubscription:
    endpoint: str
    p256dh: str
    auth: str

    @classmethod
    def from_browser_json(cls, data: Any) -> PushSubscription:
        """From ``PushSubscription.toJSON()``: ``{"endpoint", "keys": {"p256dh", "auth"}}``."""
        keys = data.get("keys") if isinstance(data, dict) else None
        if not isinstance(keys, dict):
            raise ValueError("a push subscription has an endpoint and keys")
        endpoint, p256dh, auth = data.get("endpoint"), keys.get("p256dh"), keys.get("auth")
        if not all(isinstance(value, str) and value for value in (endpoint, p256dh, auth)):
            raise ValueError("a push subscription has an endpoint, a p256dh key and an auth secret")
        return cls(endpoint, p256dh, auth)  # type: ignore[arg-type]


class VapidKeys:
    """The application server's key pair: browsers are given the public key when they subscribe,
    and every push request is signed with the private one."""

    def __init__(self, private_key: ec.EllipticCurvePrivateKey) -> None:
        self.private_key = private_key

    @classmethod
    def generate(cls) -> VapidKeys:
        return cls(ec.generate_private_key(ec.SECP256R1()))

    @classmethod
    def from_setting(cls, value: str) -> VapidKeys:
        """A PEM private key, or the 32 raw bytes of one in base64url (as web-push tools print)."""
        text = value.strip()
        if text.startswith("-----BEGIN"):
            key = serialization.load_pem_private_key(text.encode(), password=None)
            if not isinstance(key, ec.EllipticCurvePrivateKey):
                raise ValueError("VAPID_PRIVATE_KEY must be an EC P-256 key")
            return cls(key)
        return cls(ec.derive_private_key(int.from_bytes(b64url_decode(text), "big"), ec.SECP256R1()))

    @classmethod
    def from_settings(cls, settings: Settings) -> VapidKeys:
        """The configured key; in development (none set) one derived from the JWT secret, so every
        process agrees (production refuses to start without one)."""
        configured = settings.vapid_private_key.get_secret_value()
        if configured:
            return cls.from_setting(configured)
        return cls.derived_from(settings.jwt_secret.get_secret_value())

    def private_key_b64url(self) -> str:
        return b64url(self.private_key.private_numbers().private_value.to_bytes(32, "big"))

    @classmethod
    def derived_from(cls, secret: str) -> VapidKeys:
        """A key every process with the same ``secret`` agrees on (development only)."""
        digest = hashlib.sha256(b"gamestore vapid\0" + secret.encode()).digest()
        return cls(
            ec.derive_private_key(int.from_bytes(digest, "big") % (_P256_ORDER - 1) + 1, ec.SECP256R1())
        )

    @property
    def public_key_b64url(self) -> str:
        point = self.private_key.public_key().public_bytes(
            serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint
        )
        return b64url(point)

    def authorization(self, endpoint: str, subject: str) -> str:
        """``vapid t=…, k=…`` for a push to ``endpoint``: a fresh claims dict each time (a reused one
        would keep another push service's audience or an old expiry)."""
        parts = urlsplit(endpoint)
        claims = {
            "aud": f"{parts.scheme}://{parts.netloc}",
            "exp": int(clock.system_now().timestamp()) + TOKEN_SECONDS,
            "sub": subject,
        }
        header: str = Vapid02(self.private_key).sign(claims)["Authorization"]
        return header


class PushResult(Enum):
    DELIVERED = "delivered"
    GONE = "gone"  # 404 or 410: the subscription no longer exists; forget it
    FAILED = "failed"


async def send(
    client: httpx.AsyncClient,
    keys: VapidKeys,
    subject: str,
    subscription: PushSubscription,
    payload: dict[str, Any],
    ttl: int = 3600,
    topic: str | None = None,
) -> tuple[PushResult, int | None]:
    """Push ``payload`` (JSON) to the subscription; answers the result and the HTTP status. A push
    service keeps one undelivered message per ``topic`` (RFC 8030 §5.4), so a repeat replaces it."""
    pusher = WebPusher(
        {
            "endpoint": subscription.endpoint,
            "keys": {"p256dh": subscription.p256dh, "auth": subscription.auth},
        }
    )
    body = pusher.encode(json.dumps(payload, ensure_ascii=False).encode(), "aes128gcm")["body"]
    headers = {
        "TTL": str(ttl),
        "Content-Encoding": "aes128gcm",
        "Content-Type": "application/octet-stream",
        "Urgency": "normal",
        "Authorization": keys.authorization(subscription.endpoint, subject),
    }
    if topic is not None:
        headers["Topic"] = topic
    try:
        response = await client.post(subscription.endpoint, content=body, headers=headers)
    except httpx.HTTPError:
        return PushResult.FAILED, None
    if response.status_code in (404, 410):
        return PushResult.GONE, response.status_code
    return (PushResult.DELIVERED if response.is_success else PushResult.FAILED), response.status_code
