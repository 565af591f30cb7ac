"""Password hashing, access tokens (JWT) and opaque secrets."""

from __future__ import annotations

import hashlib
import hmac
import secrets
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

import jwt
from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from gamestore.core import clock

_hasher = PasswordHasher()
# Verified when a mobile has no password, so a missing account costs as long as a wrong password.
_DUMMY_HASH = _hasher.hash("not-a-real-password-0")
_ALGORITHM = "HS256"
_ISSUER = "gamestore"


def hash_password(password: str) -> str:
    return _hasher.hash(password)


def verify_password(password_hash: str | None, password: str) -> bool:
    try:
        return _hasher.verify(password_hash or _DUMMY_HASH, password) and password_hash is not None
    except (VerificationError, InvalidHashError):
        return False


def new_secret_token() -> str:
    """An opaque, URL-safe random token (256 bits)."""
    return secrets.token_urlsafe(32)


def digest(value: str, key: str = "") -> str:
    """A keyed SHA-256 digest, for storing secrets that are only ever compared."""
    return hmac.new(key.encode(), value.encode(), hashlib.sha256).hexdigest()


@dataclass(frozen=True, slots=True)
class AccessClaims:
    uid: int
    tenant_id: int
    session_id: str
    role: str
    permission: list[str]
    expires_at: datetime


class InvalidTokenError(Exception):
    def __init__(self, expired: bool = False) -> None:
        super().__init__("expired" if expired else "invalid")
        self.expired = expired


def issue_access_token(claims: AccessClaims, secret: str, *, audience: str | None = None) -> str:
    """``audience`` marks a token for one API only (operators'); a member's token carries none, and
    a token with an audience is refused wherever none is expected (so never accepted as a member's)."""
    payload: dict[str, object] = {
        "iss": _ISSUER,
        "sub": str(claims.uid),
        "uid": claims.uid,
        "tid": claims.tenant_id,
        "sid": claims.session_id,
        "role": claims.role,
        "permission": claims.permission,
        "iat": clock.system_now(),
        "exp": claims.expires_at,
        "jti": uuid.uuid4().hex,
    }
    if audience is not None:
        payload["aud"] = audience
    return jwt.encode(payload, secret, algorithm=_ALGORITHM)


def read_access_token(
    token: str, secret: str, *, allow_expired: bool = False, audience: str | None = None
) -> AccessClaims:
    """The claims of a token signed with ``secret`` for ``audience`` (None: a member's, which has
    none); ``allow_expired`` for ending its session."""
    try:
        payload = jwt.decode(
            token,
            secret,
            algorithms=[_ALGORITHM],
            issuer=_ISSUER,
            audience=audience,
            options={"require": ["exp", "iat", "sub", "sid"], "verify_exp": not allow_expired},
        )
        return AccessClaims(
            uid=int(payload["uid"]),
            tenant_id=int(payload["tid"]),
            session_id=str(payload["sid"]),
            role=str(payload["role"]),
            permission=[str(p) for p in payload.get("permission", [])],
            expires_at=datetime.fromtimestamp(payload["exp"], UTC),
        )
    except jwt.ExpiredSignatureError as exc:
        raise InvalidTokenError(expired=True) from exc
    except (jwt.InvalidTokenError, KeyError, TypeError, ValueError) as exc:
        raise InvalidTokenError() from exc


def expires_in(minutes: int = 0, days: int = 0) -> datetime:
    return clock.system_now() + timedelta(minutes=minutes, days=days)
