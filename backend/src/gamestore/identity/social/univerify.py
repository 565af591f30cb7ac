"""One-tap login in the app ("univerify"): the app's carrier result (access_token, openid) becomes a
phone number only at DCloud, through our uniCloud function ``univerify`` (deploy/unicloud/univerify);
that number logs in, or registers a member as a first SMS login does.

The function is reached over HTTPS at ``UNIVERIFY_FUNCTION_URL`` and answers ``{code: 0, phoneNumber}``
or ``{code: N, message}``. Each call is signed so that nobody else can use it to look up numbers:
``X-Univerify-Signature`` is hex HMAC-SHA256, keyed with ``UNIVERIFY_FUNCTION_SECRET``, over
``timestamp + "\\n" + nonce + "\\n" + body`` (the exact body bytes sent); the function refuses a
timestamp more than five minutes off and a nonce it has seen. A mobile the client sends is never
trusted alone: it must match the provider's number.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Any, Final

import httpx
from pydantic import BaseModel, Field, SecretStr, StringConstraints
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.config import Settings
from gamestore.core.context import RequestContext
from gamestore.core.errors import TOO_MANY_REQUESTS, AppError
from gamestore.core.http import outside_client
from gamestore.core.ratelimit import RateLimiter
from gamestore.core.validators import MOBILE_PATTERN, Mobile, TextRule
from gamestore.identity import auth_service, errors
from gamestore.identity.schemas import AuthLoginResp, ShareString

log = logging.getLogger(__name__)

TIMESTAMP_HEADER: Final = "X-Univerify-Timestamp"
NONCE_HEADER: Final = "X-Univerify-Nonce"
SIGNATURE_HEADER: Final = "X-Univerify-Signature"
UNREACHABLE: Final = -1  # ours: the function could not be reached or answered something unreadable
# The function's own refusals (deploy/unicloud/univerify/index.js): 40001 no access_token or openid;
# 40101 bad signature, 40102 timestamp out of the window, 40103 nonce seen (ours to fix); 50001 the
# provider refused the pair (used, expired, forged).
SIGNATURE_CODES: Final = frozenset({40101, 40102, 40103})


def signature(secret: str, timestamp: str, nonce: str, body: bytes) -> str:
    """Hex HMAC-SHA256 of ``timestamp \\n nonce \\n body`` (both sides compute this)."""
    message = timestamp.encode() + b"\n" + nonce.encode() + b"\n" + body
    return hmac.new(secret.encode(), message, hashlib.sha256).hexdigest()


class UniverifyError(Exception):
    def __init__(self, code: int, message: str) -> None:
        super().__init__(f"univerify function error {code}: {message}")
        self.code = code
        self.message = message


@dataclass(frozen=True, slots=True)
class UniverifyFunction:
    """A client of our uniCloud function; one per call (logins are rare, nothing to pool)."""

    url: str
    secret: SecretStr
    timeout: float = 10.0
    clock: Callable[[], float] = time.time
    nonce: Callable[[], str] = lambda: secrets.token_hex(16)

    def __repr__(self) -> str:  # never the secret
        return f"UniverifyFunction(url={self.url!r})"

    @classmethod
    def from_settings(cls, settings: Settings) -> UniverifyFunction | None:
        """None when this store has no function configured (the app then cannot log in this way)."""
        if not settings.univerify_function_url:
            return None
        return cls(settings.univerify_function_url, settings.univerify_function_secret)

    async def phone_number(self, access_token: str, openid: str) -> str | None:
        """The provider's number for the pair (None when it answered success without one)."""
        body = json.dumps({"access_token": access_token, "openid": openid}, separators=(",", ":")).encode()
        timestamp, nonce = str(int(self.clock())), self.nonce()
        headers = {
            "Content-Type": "application/json",
            TIMESTAMP_HEADER: timestamp,
            NONCE_HEADER: nonce,
            SIGNATURE_HEADER: signature(self.secret.get_secret_value(), timestamp, nonce, body),
        }
        try:
            async with outside_client(timeout=self.timeout) as http:
                response = await http.post(self.url, content=body, headers=headers)
            answer: Any = response.json()
        except (httpx.HTTPError, ValueError) as exc:
            log.warning("univerify function unreachable: %s", type(exc).__name__)
            raise UniverifyError(UNREACHABLE, type(exc).__name__) from None
        if not isinstance(answer, dict) or not isinstance(answer.get("code"), int):
            log.warning("univerify function answered HTTP %s without a code", response.status_code)
            raise UniverifyError(UNREACHABLE, f"HTTP {response.status_code}")
        if answer["code"] != 0:
            message = str(answer.get("message", ""))[:200]
            if answer["code"] in SIGNATURE_CODES:
                log.error("univerify function refuses our call (%s): check its secret", message)
            else:
                log.info("univerify function refused: %s %s", answer["code"], message)
            raise UniverifyError(answer["code"], message)
        number = answer.get("phoneNumber")
        return number if isinstance(number, str) and number else None


# -- the login -------------------------------------------------------------------------------------

AccessToken = Annotated[
    str, StringConstraints(strip_whitespace=True, min_length=1, max_length=2048), TextRule()
]
UniverifyOpenid = Annotated[
    str, StringConstraints(strip_whitespace=True, min_length=1, max_length=256), TextRule()
]


class UniverifyLoginReq(BaseModel):
    access_token: AccessToken = Field(
        description="authResult.access_token of uni.login({provider: 'univerify'})"
    )
    openid: UniverifyOpenid = Field(description="authResult.openid of the same login")
    mobile: Mobile | None = Field(
        default=None,
        description="Optional: the number the app believes it is; refused unless it is the provider's",
    )
    spm: ShareString | None = Field(
        default=None,
        description="The tracking string of the shared link the visitor opened (spec §2): a member "
        "registering by this login becomes the sharer's referred friend",
    )


async def login(
    session: AsyncSession,
    context: RequestContext,
    settings: Settings,
    limiter: RateLimiter,
    body: UniverifyLoginReq,
) -> AuthLoginResp:
    """Log in the provider's number for ``body``'s pair (registering it on its first login)."""
    function = UniverifyFunction.from_settings(settings)
    if function is None:
        raise AppError(errors.UNIVERIFY_NOT_SUPPORTED)
    limit = settings.login_attempts_per_10_minutes * 5
    if not await limiter.hit(f"univerify-ip:{context.client_ip}", limit, 600):
        raise AppError(TOO_MANY_REQUESTS)
    try:
        number = await function.phone_number(body.access_token, body.openid)
    except UniverifyError as exc:
        raise AppError(errors.UNIVERIFY_FAILED) from exc
    if number is None or not MOBILE_PATTERN.fullmatch(number):
        log.info("univerify answered no usable number")
        raise AppError(errors.UNIVERIFY_NO_NUMBER)
    if body.mobile is not None and body.mobile != number:
        log.info("univerify login refused: the mobile sent is not the provider's")
        raise AppError(errors.UNIVERIFY_FAILED)
    member = await auth_service.find_member(session, context.tenant_id, number)
    if member is None:
        member = await auth_service.register(session, context, number, body.spm)
    return await auth_service.start_login(session, context, settings, member)
