"""The OAuth ``state``: a stateless signed token that binds a WeChat login code to this store, to
one social type and to a 10-minute window, so a code obtained elsewhere cannot be bound.

WeChat allows only ``[a-zA-Z0-9]`` and at most 128 bytes in ``state``, so the token is fixed-width
decimal and hex: type (2) + expiry in epoch seconds (10) + nonce (16 hex) + signature (40 hex, the
first 160 bits of HMAC-SHA256 over the first three parts). The key is derived from JWT_SECRET under
its own label, so it signs nothing else.

The token itself is stateless, so its signature alone would let it be presented again within its
window. ``use_state`` makes each state work once: after the checks it claims the state in the
app's rate limiter (Redis when configured, so every API process sees the claim; this process's
memory otherwise) for the state's remaining lifetime, and a state already claimed is refused like a
forged one. Login codes are claimed once the same way (``use_code``) before WeChat is asked, so a
code replayed to us never reaches WeChat.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from dataclasses import dataclass
from typing import Final

from gamestore.core import clock
from gamestore.core.ratelimit import RateLimiter
from gamestore.identity.social.wechat_api import SocialType

STATE_TTL_SECONDS: Final = 600
CODE_CLAIM_SECONDS: Final = 600  # WeChat's login codes expire after 5 minutes
_SHAPE: Final = re.compile(r"(\d{2})(\d{10})([0-9a-f]{16})([0-9a-f]{40})")
_LABEL: Final = b"gamestore/member/social/oauth-state/v1"


@dataclass(frozen=True, slots=True)
class StateProblem:
    reason: str  # malformed, forged, other_type, expired, used


def _key(jwt_secret: str) -> bytes:
    return hmac.new(jwt_secret.encode(), _LABEL, hashlib.sha256).digest()


def _sign(key: bytes, payload: str) -> str:
    return hmac.new(key, payload.encode(), hashlib.sha256).hexdigest()[:40]


def issue_state(jwt_secret: str, kind: SocialType, *, now: float | None = None) -> str:
    expires = int(clock.system_now().timestamp() if now is None else now) + STATE_TTL_SECONDS
    payload = f"{int(kind):02d}{expires:010d}{secrets.token_hex(8)}"
    return payload + _sign(_key(jwt_secret), payload)


def check_state(
    jwt_secret: str, kind: SocialType, state: str, *, now: float | None = None
) -> StateProblem | None:
    """None when ``state`` is ours, for ``kind`` and not expired; else why not."""
    match = _SHAPE.fullmatch(state)
    if match is None:
        return StateProblem("malformed")
    payload = state[:-40]
    if not hmac.compare_digest(_sign(_key(jwt_secret), payload), match.group(4)):
        return StateProblem("forged")
    if int(match.group(1)) != int(kind):
        return StateProblem("other_type")
    if int(match.group(2)) <= int(clock.system_now().timestamp() if now is None else now):
        return StateProblem("expired")
    return None


async def use_state(
    limiter: RateLimiter, jwt_secret: str, kind: SocialType, state: str, *, now: float | None = None
) -> StateProblem | None:
    """``check_state``, then claim the state for the rest of its lifetime: None the first time a
    good state is presented, ``used`` on every later presentation (in any process sharing the
    limiter)."""
    moment = clock.system_now().timestamp() if now is None else now
    problem = check_state(jwt_secret, kind, state, now=moment)
    if problem is not None:
        return problem
    remaining = int(state[2:12]) - int(moment)
    # The signature names the state (it covers type, expiry and nonce) in fewer characters.
    if not await limiter.claim(f"social-state:{state[-40:]}", max(remaining, 1)):
        return StateProblem("used")
    return None


async def use_code(limiter: RateLimiter, kind: SocialType, code: str) -> bool:
    """Claim a login code of ``kind`` before it is sent to WeChat; False when it was presented
    before. WeChat's codes live five minutes; the claim outlasts them. The key is a hash, so the
    code itself is kept nowhere."""
    name = hashlib.sha256(f"{int(kind)}:{code}".encode()).hexdigest()
    return await limiter.claim(f"social-code:{name}", CODE_CLAIM_SECONDS)
