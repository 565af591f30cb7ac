"""Who is calling /admin-api, for every domain's admin routers: ``CurrentOperator`` requires a
logged-in operator, ``require_permission("catalogue.game:write")`` one whose role grants that.

As with members (core/auth.py), how a bearer token becomes an operator is the identity domain's
business (operators' sessions): main.py installs it once in the app's ``Authenticators``, so any domain
can guard its admin endpoints without depending on identity.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Annotated, Protocol

from fastapi import Depends, Request
from fastapi.security import HTTPAuthorizationCredentials
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from gamestore.core.auth import AccessTokenBearer
from gamestore.core.config import Settings
from gamestore.core.context import get_request_context
from gamestore.core.errors import FORBIDDEN, TOO_MANY_REQUESTS, UNAUTHORIZED, AppError
from gamestore.core.permissions import ALL_PERMISSIONS
from gamestore.core.ratelimit import RateLimiter


@dataclass(frozen=True, slots=True)
class OperatorPrincipal:
    """The logged-in operator behind an /admin-api request (``ip``: the request's, for the audit log)."""

    operator_id: int
    username: str
    role: str
    permissions: frozenset[str]
    session_id: str
    ip: str


class OperatorAuthenticator(Protocol):
    async def __call__(
        self, sessions: async_sessionmaker[AsyncSession], settings: Settings, token: str, ip: str
    ) -> OperatorPrincipal:
        """The operator an access token stands for, while their session is alive and they are enabled;
        raises AppError (401) otherwise."""
        ...


_operator_bearer = AccessTokenBearer(
    auto_error=False,
    scheme_name="OperatorBearer",
    description="Access token from /admin-api/system/auth/login, after `Bearer ` or alone",
)
OperatorBearer = Annotated[HTTPAuthorizationCredentials | None, Depends(_operator_bearer)]


async def _current_operator(request: Request, credentials: OperatorBearer) -> OperatorPrincipal:
    if credentials is None:
        raise AppError(UNAUTHORIZED)
    context = await get_request_context(request)
    state = request.app.state
    authenticate: OperatorAuthenticator = state.authenticators.operator
    return await authenticate(state.read_sessions, state.settings, credentials.credentials, context.client_ip)


CurrentOperator = Annotated[OperatorPrincipal, Depends(_current_operator)]


def require_permission(permission: str) -> Callable[..., Awaitable[OperatorPrincipal]]:
    """A dependency answering the logged-in operator when their role grants ``permission`` (403
    otherwise); checked on every call, on the server, against the role table (core/permissions.py)."""
    if permission not in ALL_PERMISSIONS:
        raise ValueError(f"unknown permission {permission!r} (core/permissions.py)")

    async def operator_with_permission(request: Request, credentials: OperatorBearer) -> OperatorPrincipal:
        principal = await _current_operator(request, credentials)
        if permission not in principal.permissions:
            raise AppError(FORBIDDEN)
        return principal

    return operator_with_permission


async def enforce_admin_rate_limit(request: Request) -> None:
    """The per-address ceiling on every /admin-api call, counted apart from /app-api's."""
    limiter: RateLimiter = request.app.state.limiter
    settings: Settings = request.app.state.settings
    context = await get_request_context(request)
    if not await limiter.hit(f"admin-ip:{context.client_ip}", settings.admin_rate_limit_per_minute, 60):
        raise AppError(TOO_MANY_REQUESTS)
