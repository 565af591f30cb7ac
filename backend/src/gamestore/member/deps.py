"""Who is logged in: ``CurrentMember`` requires a member, ``OptionalMember`` allows visitors."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from gamestore.core.context import Context
from gamestore.core.deps import AppSettings, DbSession
from gamestore.core.errors import UNAUTHORIZED, AppError
from gamestore.member import token_service
from gamestore.member.sms import SmsProvider
from gamestore.member.token_service import Principal

_bearer = HTTPBearer(auto_error=False, description="Access token from a /member/auth/ login")
Bearer = Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)]


async def _optional_member(
    credentials: Bearer, session: DbSession, settings: AppSettings, context: Context
) -> Principal | None:
    """A visitor has no token; a token that is present must be valid (so the client refreshes it)."""
    if credentials is None:
        return None
    return await token_service.authenticate(session, settings, context.tenant_id, credentials.credentials)


async def _current_member(principal: Annotated[Principal | None, Depends(_optional_member)]) -> Principal:
    if principal is None:
        raise AppError(UNAUTHORIZED)
    return principal


async def _sms_provider(request: Request) -> SmsProvider:
    provider: SmsProvider = request.app.state.sms
    return provider


OptionalMember = Annotated[Principal | None, Depends(_optional_member)]
CurrentMember = Annotated[Principal, Depends(_current_member)]
Sms = Annotated[SmsProvider, Depends(_sms_provider)]
