"""Game codes: short-lived proof, for a browser game's own server, that a member owns the game.

A code is ``<memberId>.<spuId>.<expireMs>.<signature>``: HMAC-SHA256 over the first three parts
under a key derived from the JWT secret with its own label, so a code is never a valid JWT
signature nor the other way round, and one setting configures both. Codes are stateless: the game
server may verify one several times (a reload) until it expires.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import re
from dataclasses import dataclass

_KEY_LABEL = b"gamestore/game-code/v1"
_CODE = re.compile(r"^([1-9][0-9]{0,18})\.([1-9][0-9]{0,18})\.([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{43})$")


@dataclass(frozen=True, slots=True)
class GameCodeClaims:
    member_id: int
    spu_id: int
    expire_ms: int


class InvalidGameCodeError(ValueError):
    def __init__(self, *, expired: bool = False) -> None:
        super().__init__("expired" if expired else "invalid")
        self.expired = expired


def code_key(jwt_secret: str) -> bytes:
    """The signing key of game codes, derived from the configured JWT secret."""
    return hmac.new(jwt_secret.encode("utf-8"), _KEY_LABEL, hashlib.sha256).digest()


def _signature(key: bytes, payload: str) -> str:
    mac = hmac.new(key, payload.encode("ascii"), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(mac).rstrip(b"=").decode("ascii")


def issue_code(key: bytes, member_id: int, spu_id: int, expire_ms: int) -> str:
    """A URL-safe code for ``member_id`` and ``spu_id``, valid until ``expire_ms`` (epoch ms)."""
    payload = f"{member_id}.{spu_id}.{expire_ms}"
    return f"{payload}.{_signature(key, payload)}"


def verify_code(key: bytes, code: str, now_ms: int) -> GameCodeClaims:
    """The claims of a genuine code that has not expired; ``InvalidGameCodeError`` otherwise."""
    match = _CODE.fullmatch(code)
    if match is None:
        raise InvalidGameCodeError()
    member_id, spu_id, expire_ms, signature = match.groups()
    expected = _signature(key, f"{member_id}.{spu_id}.{expire_ms}")
    if not hmac.compare_digest(expected, signature):
        raise InvalidGameCodeError()
    if int(expire_ms) <= now_ms:
        raise InvalidGameCodeError(expired=True)
    return GameCodeClaims(member_id=int(member_id), spu_id=int(spu_id), expire_ms=int(expire_ms))
