"""Operator login sessions: access tokens (JWT for the admin audience, with the role's permissions)
and rotating refresh tokens with reuse detection, as members' (member/token_service.py) but apart
from them: their own tables, audience, lifetimes and limits."""

from __future__ import annotations

import uuid
from datetime import timedelta

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from gamestore.core.config import Settings
from gamestore.core.errors import TOKEN_EXPIRED, UNAUTHORIZED, AppError
from gamestore.core.operators import OPERATOR_AUDIENCE, OperatorPrincipal
from gamestore.core.permissions import permissions_of
from gamestore.core.security import (
    AccessClaims,
    InvalidTokenError,
    digest,
    issue_access_token,
    new_secret_token,
    read_access_token,
)
from gamestore.core.times import epoch_ms
from gamestore.models.admin import Operator
from gamestore.models.base import utcnow
from gamestore.models.identity import OperatorRefreshToken, OperatorSession
from gamestore.system import errors
from gamestore.system.admin_schemas import OperatorLoginResp

# Operators are the shop's staff, not any tenant's members: their tokens name no tenant.
_NO_TENANT = 0


async def start_session(session: AsyncSession, settings: Settings, operator: Operator) -> OperatorLoginResp:
    now = utcnow()
    login = OperatorSession(
        id=uuid.uuid4().hex,
        operator_id=operator.id,
        created_at=now,
        expires_at=now + timedelta(hours=settings.admin_session_hours),
    )
    session.add(login)
    await session.flush()
    return await _issue_pair(session, settings, operator, login)


async def _issue_pair(
    session: AsyncSession, settings: Settings, operator: Operator, login: OperatorSession
) -> OperatorLoginResp:
    now = utcnow()
    refresh_token = new_secret_token()
    session.add(
        OperatorRefreshToken(
            session_id=login.id, token_hash=digest(refresh_token), created_at=now, expires_at=login.expires_at
        )
    )
    await session.flush()
    expires_at = min(now + timedelta(minutes=settings.admin_access_token_minutes), login.expires_at)
    claims = AccessClaims(
        uid=operator.id,
        tenant_id=_NO_TENANT,
        session_id=login.id,
        role=operator.role,
        permission=permissions_of(operator.role),
        expires_at=expires_at,
    )
    token = issue_access_token(claims, settings.jwt_secret.get_secret_value(), audience=OPERATOR_AUDIENCE)
    return OperatorLoginResp(
        userId=operator.id, accessToken=token, refreshToken=refresh_token, expiresTime=epoch_ms(expires_at)
    )


async def refresh(session: AsyncSession, settings: Settings, token: str) -> OperatorLoginResp:
    """Trade a refresh token for a new pair. A token used twice ends its whole session. The session
    keeps its end: an operator logs in again after ``admin_session_hours`` however active."""
    found = (
        await session.execute(
            select(OperatorRefreshToken, OperatorSession, Operator)
            .join(OperatorSession, OperatorSession.id == OperatorRefreshToken.session_id)
            .join(Operator, Operator.id == OperatorSession.operator_id)
            .where(OperatorRefreshToken.token_hash == digest(token))
        )
    ).one_or_none()
    if found is None:
        raise AppError(errors.OPERATOR_REFRESH_INVALID)
    row, login, operator = found
    if login.revoked_at is not None or login.expires_at <= utcnow():
        raise AppError(errors.OPERATOR_REFRESH_INVALID)
    if row.used_at is not None or not await _mark_used(session, row.id):
        await revoke_session(session, login.id, "refresh_reuse")
        raise AppError(errors.OPERATOR_REFRESH_INVALID, persist=True)
    if not operator.enabled:
        raise AppError(errors.OPERATOR_DISABLED)
    return await _issue_pair(session, settings, operator, login)


async def _mark_used(session: AsyncSession, token_id: int) -> bool:
    result = await session.execute(
        update(OperatorRefreshToken)
        .where(OperatorRefreshToken.id == token_id, OperatorRefreshToken.used_at.is_(None))
        .values(used_at=utcnow())
        .execution_options(synchronize_session=False)
    )
    return bool(result.rowcount == 1)  # type: ignore[attr-defined]


async def revoke_session(session: AsyncSession, session_id: str, reason: str) -> None:
    await session.execute(
        update(OperatorSession)
        .where(OperatorSession.id == session_id, OperatorSession.revoked_at.is_(None))
        .values(revoked_at=utcnow(), revoke_reason=reason)
        .execution_options(synchronize_session=False)
    )


async def revoke_operator_sessions(session: AsyncSession, operator_id: int, reason: str) -> None:
    """End every session of an operator (their role, password or enabled state changed): their
    tokens' permissions no longer hold."""
    await session.execute(
        update(OperatorSession)
        .where(OperatorSession.operator_id == operator_id, OperatorSession.revoked_at.is_(None))
        .values(revoked_at=utcnow(), revoke_reason=reason)
        .execution_options(synchronize_session=False)
    )


def _read_bearer(settings: Settings, token: str, *, allow_expired: bool = False) -> AccessClaims:
    try:
        return read_access_token(
            token,
            settings.jwt_secret.get_secret_value(),
            allow_expired=allow_expired,
            audience=OPERATOR_AUDIENCE,
        )
    except InvalidTokenError as exc:
        raise AppError(TOKEN_EXPIRED if exc.expired else UNAUTHORIZED) from exc


async def authenticate(
    sessions: async_sessionmaker[AsyncSession], settings: Settings, token: str, ip: str
) -> OperatorPrincipal:
    """The operator an access token stands for. Every call looks the session up (one primary-key
    read joined to the operator): operators are few, and a disabled operator or a changed role
    (which ends their sessions) must stop them at once, in every process."""
    claims = _read_bearer(settings, token)
    async with sessions() as session:
        username = (
            await session.execute(
                select(Operator.username)
                .join(OperatorSession, OperatorSession.operator_id == Operator.id)
                .where(
                    OperatorSession.id == claims.session_id,
                    Operator.id == claims.uid,
                    OperatorSession.revoked_at.is_(None),
                    OperatorSession.expires_at > utcnow(),
                    Operator.enabled.is_(True),
                )
            )
        ).scalar_one_or_none()
    if username is None:
        raise AppError(TOKEN_EXPIRED)
    return OperatorPrincipal(
        operator_id=claims.uid,
        username=username,
        role=claims.role,
        permissions=frozenset(claims.permission),
        session_id=claims.session_id,
        ip=ip,
    )


async def logout(session: AsyncSession, settings: Settings, token: str | None) -> None:
    """End the session of ``token`` (also when it has expired); no or an unreadable token: nothing."""
    if not token:
        return
    try:
        claims = _read_bearer(settings, token, allow_expired=True)
    except AppError:
        return
    await revoke_session(session, claims.session_id, "logout")
