"""Operators' login sessions: the session store (session_store.py) for operators, apart from members':
their own tables, audience (an operator's token is refused on /app-api and a member's on /admin-api),
lifetimes and limits; their accounts are the system domain's (system/operator_service.py)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from sqlalchemy import Row
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from gamestore.core.config import Settings
from gamestore.core.operators import OperatorPrincipal
from gamestore.core.pagination import AnySelect
from gamestore.core.permissions import permission_set, permissions_of
from gamestore.core.times import epoch_ms
from gamestore.identity.session_store import Account, SessionKind, SessionStore, Tokens
from gamestore.models.identity import OperatorRefreshToken, OperatorSession
from gamestore.system import errors, operator_service
from gamestore.system.admin_schemas import OperatorLoginResp
from gamestore.system.operator_service import OperatorAccount

OPERATOR_AUDIENCE = "gamestore-admin"
# Operators are the shop's staff, not any tenant's members: their tokens name no tenant.
_NO_TENANT = 0


def _account(operator: OperatorAccount) -> Account:
    return Account(
        id=operator.id,
        tenant_id=_NO_TENANT,
        enabled=operator.enabled,
        role=operator.role,
        permissions=permissions_of(operator.role),
        name=operator.username,
    )


class _Operators:
    def joined(self, query: AnySelect, account_id: Any) -> AnySelect:
        return operator_service.with_account(query, account_id)

    def in_row(self, row: Row[Any]) -> Account:
        return _account(operator_service.account_in(row))


# An operator's session keeps its end: they log in again after ``admin_session_hours`` however active.
_SESSIONS = SessionStore(
    SessionKind(
        sessions=OperatorSession,
        owner="operator_id",
        refresh_tokens=OperatorRefreshToken,
        accounts=_Operators(),
        session_lifetime=lambda settings: timedelta(hours=settings.admin_session_hours),
        access_lifetime=lambda settings: timedelta(minutes=settings.admin_access_token_minutes),
        refresh_invalid=errors.OPERATOR_REFRESH_INVALID,
        account_disabled=errors.OPERATOR_DISABLED,
        audience=OPERATOR_AUDIENCE,
        access_ends_with_session=True,
    )
)


def _resp(tokens: Tokens) -> OperatorLoginResp:
    return OperatorLoginResp(
        userId=tokens.user_id,
        accessToken=tokens.access_token,
        refreshToken=tokens.refresh_token,
        expiresTime=epoch_ms(tokens.expires_at),
    )


async def start_session(
    session: AsyncSession, settings: Settings, operator: OperatorAccount
) -> OperatorLoginResp:
    return _resp(await _SESSIONS.start(session, settings, _account(operator)))


async def refresh(session: AsyncSession, settings: Settings, token: str) -> OperatorLoginResp:
    """Trade a refresh token for a new pair. A token used twice ends its whole session."""
    return _resp(await _SESSIONS.refresh(session, settings, token))


async def revoke_operator_sessions(session: AsyncSession, operator_id: int, reason: str) -> None:
    """End every session of an operator (their role, password or enabled state changed): their
    tokens' permissions no longer hold."""
    await _SESSIONS.revoke_account_sessions(session, operator_id, reason)


async def authenticate(
    sessions: async_sessionmaker[AsyncSession], settings: Settings, token: str, ip: str
) -> OperatorPrincipal:
    """The operator an access token stands for. Every call looks the session and the operator up:
    operators are few, and a disabled operator or a changed role (which ends their sessions) must stop
    them at once, in every process. What they may do is their role's permissions as the table has them
    now (core/permissions.py, one set per role), not the list their token carries."""
    claims = _SESSIONS.read_bearer(settings, token)
    account = await _SESSIONS.alive(sessions, settings, claims)
    assert account is not None  # operators' sessions are never remembered
    return OperatorPrincipal(
        operator_id=claims.uid,
        username=account.name,
        role=account.role,
        permissions=permission_set(account.role),
        session_id=claims.session_id,
        ip=ip,
    )


async def logout(session: AsyncSession, settings: Settings, token: str | None) -> None:
    """End the session of ``token`` (also when it has expired); no or an unreadable token: nothing."""
    await _SESSIONS.logout(session, settings, token)
