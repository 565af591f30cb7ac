"""Who is logged in, for every domain's routers: ``CurrentMember`` requires a member,
``OptionalMember`` allows visitors.

How a bearer token becomes a member (or an operator, core/operators.py) is the identity domain's
business (its session store): main.py installs its ``Authenticators`` once at start-up, typed and
checked, so that every domain's routers (the system domain's too, which identity builds on) can ask
who is calling without importing identity.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Protocol

from fastapi import Depends, FastAPI, Request
from fastapi.requests import HTTPConnection
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from fastapi.security.utils import get_authorization_scheme_param
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from gamestore.core.config import Settings
from gamestore.core.context import get_request_context
from gamestore.core.errors import UNAUTHORIZED, AppError

if TYPE_CHECKING:
    from gamestore.core.operators import OperatorAuthenticator


@dataclass(frozen=True, slots=True)
class Principal:
    """The logged-in member behind a request."""

    member_id: int
    tenant_id: int
    session_id: str


class Authenticator(Protocol):
    async def __call__(
        self, sessions: async_sessionmaker[AsyncSession], settings: Settings, tenant_id: int, token: str
    ) -> Principal:
        """The member a bearer token stands for; raises AppError when it stands for none. Opens a
        read-only session from ``sessions`` only when it must look the login session up."""
        ...


class TokenMember(Protocol):
    def __call__(self, settings: Settings, tenant_id: int, token: str) -> int | None:
        """The member a genuine, unexpired token of ``tenant_id`` names, without looking its session up
        (for a check ahead of routing; ``Authenticator`` decides)."""
        ...


@dataclass(frozen=True, slots=True)
class Authenticators:
    """How bearer tokens become members and operators (the identity domain's session store)."""

    member: Authenticator
    operator: OperatorAuthenticator
    token_member: TokenMember


def install_authenticators(app: FastAPI, authenticators: Authenticators) -> None:
    """Called once by create_app; the app refuses to start without it (``require_authenticators``)."""
    app.state.authenticators = authenticators


def require_authenticators(app: FastAPI) -> None:
    if not isinstance(getattr(app.state, "authenticators", None), Authenticators):
        raise RuntimeError("create_app installs the Authenticators (core/auth.py) before serving")


class AccessTokenBearer(HTTPBearer):
    """``Authorization: Bearer <token>``, or the bare token: the yudao shop client (sheep) sends it
    without a scheme on every request but the ones it replays after a refresh, and yudao's backend
    takes both. A header with another scheme (``Basic …``) is still no token."""

    async def __call__(self, request: HTTPConnection) -> HTTPAuthorizationCredentials | None:
        token = bearer_token(request)
        if token is not None:
            return HTTPAuthorizationCredentials(scheme="Bearer", credentials=token)
        return await super().__call__(request)  # no token: HTTPBearer's answer (None, or its error)


def bearer_token(request: HTTPConnection) -> str | None:
    """The token of ``Authorization``, after ``Bearer `` or alone (``AccessTokenBearer``; also read
    ahead of routing, outside FastAPI's dependencies)."""
    authorization = request.headers.get("Authorization", "").strip()
    if authorization and not any(character.isspace() for character in authorization):
        return authorization  # the bare token
    scheme, credentials = get_authorization_scheme_param(authorization)
    return credentials or None if scheme.lower() == "bearer" else None


_bearer = AccessTokenBearer(
    auto_error=False,
    description="Access token from a /member/auth/ login, after `Bearer ` or alone",
)
Bearer = Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)]


async def _optional_member(request: Request, credentials: Bearer) -> Principal | None:
    """A visitor has no token; a token that is present must be valid (so the client refreshes it).
    The settings and the context are read directly, not as dependencies (each costs per request)."""
    if credentials is None:
        return None
    context = await get_request_context(request)
    state = request.app.state
    authenticate: Authenticator = state.authenticators.member
    return await authenticate(state.read_sessions, state.settings, context.tenant_id, credentials.credentials)


async def _current_member(request: Request, credentials: Bearer) -> Principal:
    """Not a dependency on ``_optional_member``: each level of dependencies costs on every request."""
    principal = await _optional_member(request, credentials)
    if principal is None:
        raise AppError(UNAUTHORIZED)
    return principal


OptionalMember = Annotated[Principal | None, Depends(_optional_member)]
CurrentMember = Annotated[Principal, Depends(_current_member)]
