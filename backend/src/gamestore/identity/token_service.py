"""Login sessions: access tokens (JWT) and rotating refresh tokens with reuse detection."""

from __future__ import annotations

import uuid
from datetime import datetime, timedelta

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from gamestore.core.auth import Principal
from gamestore.core.config import Settings
from gamestore.core.errors import TOKEN_EXPIRED, UNAUTHORIZED, AppError
from gamestore.core.security import (
    AccessClaims,
    InvalidTokenError,
    digest,
    issue_access_token,
    new_secret_token,
    read_access_token,
)
from gamestore.core.times import epoch_ms
from gamestore.identity import errors, session_cache
from gamestore.identity.schemas import AuthLoginResp
from gamestore.models.base import utcnow
from gamestore.models.identity import Member, MemberRefreshToken, MemberSession

MEMBER_ROLE = "member"


async def start_session(
    session: AsyncSession, settings: Settings, member: Member, terminal: int
) -> AuthLoginResp:
    now = utcnow()
    login = MemberSession(
        id=uuid.uuid4().hex,
        member_id=member.id,
        terminal=terminal,
        created_at=now,
        expires_at=now + timedelta(days=settings.refresh_token_days),
    )
    session.add(login)
    await session.flush()
    return await _issue_pair(session, settings, member, login)


async def _issue_pair(
    session: AsyncSession, settings: Settings, member: Member, login: MemberSession
) -> AuthLoginResp:
    now = utcnow()
    refresh_token = new_secret_token()
    session.add(
        MemberRefreshToken(
            session_id=login.id,
            token_hash=digest(refresh_token),
            created_at=now,
            expires_at=login.expires_at,
        )
    )
    await session.flush()
    expires_at = now + timedelta(minutes=settings.access_token_minutes)
    claims = AccessClaims(
        uid=member.id,
        tenant_id=member.tenant_id,
        session_id=login.id,
        role=MEMBER_ROLE,
        permission=[],
        expires_at=expires_at,
    )
    return AuthLoginResp(
        userId=member.id,
        accessToken=issue_access_token(claims, settings.jwt_secret.get_secret_value()),
        refreshToken=refresh_token,
        expiresTime=epoch_ms(expires_at),
    )


async def refresh(session: AsyncSession, settings: Settings, tenant_id: int, token: str) -> AuthLoginResp:
    """Trade a refresh token for a new pair. A token used twice ends its whole session."""
    found = (
        await session.execute(
            select(MemberRefreshToken, MemberSession, Member)
            .join(MemberSession, MemberSession.id == MemberRefreshToken.session_id)
            .join(Member, Member.id == MemberSession.member_id)
            .where(MemberRefreshToken.token_hash == digest(token))
        )
    ).one_or_none()
    if found is None:
        raise AppError(errors.AUTH_REFRESH_INVALID)
    row, login, member = found
    now = utcnow()
    if member.tenant_id != tenant_id or login.revoked_at is not None or login.expires_at <= now:
        raise AppError(errors.AUTH_REFRESH_INVALID)
    if row.used_at is not None or not await _mark_used(session, row.id):
        await revoke_session(session, login.id, "refresh_reuse")
        raise AppError(errors.AUTH_REFRESH_INVALID, persist=True)
    if not member.enabled:
        raise AppError(errors.AUTH_ACCOUNT_DISABLED)
    login.expires_at = now + timedelta(days=settings.refresh_token_days)
    return await _issue_pair(session, settings, member, login)


async def _mark_used(session: AsyncSession, token_id: int) -> bool:
    result = await session.execute(
        update(MemberRefreshToken)
        .where(MemberRefreshToken.id == token_id, MemberRefreshToken.used_at.is_(None))
        .values(used_at=utcnow())
        .execution_options(synchronize_session=False)
    )
    return bool(result.rowcount == 1)  # type: ignore[attr-defined]


async def revoke_session(session: AsyncSession, session_id: str, reason: str) -> None:
    session_cache.ending(session, session_id=session_id)
    await session.execute(
        update(MemberSession)
        .where(MemberSession.id == session_id, MemberSession.revoked_at.is_(None))
        .values(revoked_at=utcnow(), revoke_reason=reason)
        .execution_options(synchronize_session=False)
    )


async def revoke_member_sessions(
    session: AsyncSession, member_id: int, reason: str, keep: str | None = None
) -> None:
    """End every session of a member (but ``keep``), e.g. after the password changed."""
    session_cache.ending(session, member_id=member_id)
    stmt = update(MemberSession).where(
        MemberSession.member_id == member_id, MemberSession.revoked_at.is_(None)
    )
    if keep is not None:
        stmt = stmt.where(MemberSession.id != keep)
    await session.execute(
        stmt.values(revoked_at=utcnow(), revoke_reason=reason).execution_options(synchronize_session=False)
    )


def read_bearer(settings: Settings, token: str) -> AccessClaims:
    secret = settings.jwt_secret.get_secret_value()
    claims = session_cache.tokens.get(token, secret)
    if claims is None:
        try:
            claims = read_access_token(token, secret)
        except InvalidTokenError as exc:
            raise AppError(TOKEN_EXPIRED if exc.expired else UNAUTHORIZED) from exc
        session_cache.tokens.put(token, secret, claims)
    elif claims.expires_at <= utcnow():
        raise AppError(TOKEN_EXPIRED)
    return claims


async def authenticate(
    sessions: async_sessionmaker[AsyncSession], settings: Settings, tenant_id: int, token: str
) -> Principal:
    """The member a bearer token stands for, while its session is alive and the member enabled
    (looked up at most once per ``auth_session_cache_seconds`` in this process, see session_cache)."""
    claims = read_bearer(settings, token)
    if claims.tenant_id != tenant_id:
        raise AppError(UNAUTHORIZED)
    principal = Principal(member_id=claims.uid, tenant_id=claims.tenant_id, session_id=claims.session_id)
    if session_cache.sessions.is_alive(claims.session_id, claims.uid):
        return principal
    generation = session_cache.sessions.generation
    now = utcnow()
    async with sessions() as session:
        expires_at = await _alive_until(session, claims, now)
    if expires_at is None:
        raise AppError(TOKEN_EXPIRED)
    session_cache.sessions.remember(
        claims.session_id, claims.uid, settings.auth_session_cache_seconds, expires_at, now, generation
    )
    return principal


async def _alive_until(session: AsyncSession, claims: AccessClaims, now: datetime) -> datetime | None:
    expires_at: datetime | None = (
        await session.execute(
            select(MemberSession.expires_at)
            .join(Member, Member.id == MemberSession.member_id)
            .where(
                MemberSession.id == claims.session_id,
                MemberSession.member_id == claims.uid,
                MemberSession.revoked_at.is_(None),
                MemberSession.expires_at > now,
                Member.enabled.is_(True),
            )
        )
    ).scalar_one_or_none()
    return expires_at


async def logout(session: AsyncSession, settings: Settings, token: str | None) -> None:
    """End the session of ``token``; an absent or unreadable token has nothing to end.

    An expired but genuine access token still ends its session: a member logging out after a pause
    must not leave a refresh token that still works."""
    if not token:
        return
    try:
        claims = read_access_token(token, settings.jwt_secret.get_secret_value(), allow_expired=True)
    except InvalidTokenError:
        return
    await revoke_session(session, claims.session_id, "logout")
