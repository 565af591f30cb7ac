"""Members' login sessions: the session store (session_store.py) for members, whose sessions slide on
every refresh and whose verified tokens and live sessions this process remembers (session_cache)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from sqlalchemy import Row
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from gamestore.core.auth import Principal
from gamestore.core.config import Settings
from gamestore.core.errors import UNAUTHORIZED, AppError
from gamestore.core.pagination import AnySelect
from gamestore.core.security import AccessClaims
from gamestore.core.times import epoch_ms
from gamestore.identity import country, errors
from gamestore.identity.schemas import AuthLoginResp
from gamestore.identity.session_store import Account, SessionKind, SessionStore, Tokens
from gamestore.models.identity import Member, MemberRefreshToken, MemberSession

MEMBER_ROLE = "member"


def _account(member: Member) -> Account:
    return Account(id=member.id, tenant_id=member.tenant_id, enabled=member.enabled, role=MEMBER_ROLE)


class _Members:
    def joined(self, query: AnySelect, account_id: Any) -> AnySelect:
        return query.join(Member, Member.id == account_id).add_columns(
            Member.id.label("member_id"), Member.tenant_id, Member.enabled
        )

    def in_row(self, row: Row[Any]) -> Account:
        return Account(id=row.member_id, tenant_id=row.tenant_id, enabled=row.enabled, role=MEMBER_ROLE)


_SESSIONS = SessionStore(
    SessionKind(
        sessions=MemberSession,
        owner="member_id",
        refresh_tokens=MemberRefreshToken,
        accounts=_Members(),
        session_lifetime=lambda settings: timedelta(days=settings.refresh_token_days),
        access_lifetime=lambda settings: timedelta(minutes=settings.access_token_minutes),
        refresh_invalid=errors.AUTH_REFRESH_INVALID,
        account_disabled=errors.AUTH_ACCOUNT_DISABLED,
        refresh_slides=True,
        remembered=True,
    )
)

# Built once, as the session store's own lookup.
_ALIVE_BUYING = country.with_buyer(_SESSIONS.lookup)


def _resp(tokens: Tokens) -> AuthLoginResp:
    return AuthLoginResp(
        userId=tokens.user_id,
        accessToken=tokens.access_token,
        refreshToken=tokens.refresh_token,
        expiresTime=epoch_ms(tokens.expires_at),
    )


async def start_session(
    session: AsyncSession, settings: Settings, member: Member, terminal: int
) -> AuthLoginResp:
    return _resp(await _SESSIONS.start(session, settings, _account(member), terminal=terminal))


async def refresh(session: AsyncSession, settings: Settings, tenant_id: int, token: str) -> AuthLoginResp:
    """Trade a refresh token for a new pair. A token used twice ends its whole session."""
    return _resp(await _SESSIONS.refresh(session, settings, token, tenant_id))


async def revoke_session(session: AsyncSession, session_id: str, reason: str) -> None:
    await _SESSIONS.revoke_session(session, session_id, reason)


async def revoke_member_sessions(
    session: AsyncSession, member_id: int, reason: str, keep: str | None = None
) -> None:
    """End every session of a member (but ``keep``), e.g. after the password changed."""
    await _SESSIONS.revoke_account_sessions(session, member_id, reason, keep)


def read_bearer(settings: Settings, token: str) -> AccessClaims:
    return _SESSIONS.read_bearer(settings, token)


def token_member(settings: Settings, tenant_id: int, token: str) -> int | None:
    """The member a genuine, unexpired access token of ``tenant_id`` names, its session not looked up
    (a logged-out one still answers: ``authenticate`` decides); None for any other token."""
    try:
        claims = read_bearer(settings, token)
    except AppError:
        return None
    return claims.uid if claims.tenant_id == tenant_id else None


async def authenticate(
    sessions: async_sessionmaker[AsyncSession], settings: Settings, tenant_id: int, token: str
) -> Principal:
    """The member a bearer token stands for, while its session is alive and the member enabled
    (looked up at most once per ``auth_session_cache_seconds`` in this process, see session_cache)."""
    claims = _claims(settings, tenant_id, token)
    await _SESSIONS.alive(sessions, settings, claims)
    return _principal(claims)


async def authenticate_buyer(
    sessions: async_sessionmaker[AsyncSession], settings: Settings, tenant_id: int, token: str, ip: str
) -> tuple[Principal, country.Buyer]:
    """As ``authenticate``, with what buying asks of the member (country.buyer) read in the session's
    lookup: one statement, not two, for a member whose session this process has not looked up yet (a
    star deal's crowd)."""
    claims = _claims(settings, tenant_id, token)
    row = await _SESSIONS.alive_reading(sessions, settings, claims, _ALIVE_BUYING)
    if row is not None:
        return _principal(claims), country.buyer_in(row, settings.geoip_database, ip)
    async with sessions() as session:
        return _principal(claims), await country.buyer(session, claims.uid, settings.geoip_database, ip)


def _claims(settings: Settings, tenant_id: int, token: str) -> AccessClaims:
    claims = _SESSIONS.read_bearer(settings, token)
    if claims.tenant_id != tenant_id:
        raise AppError(UNAUTHORIZED)
    return claims


def _principal(claims: AccessClaims) -> Principal:
    return Principal(member_id=claims.uid, tenant_id=claims.tenant_id, session_id=claims.session_id)


async def logout(session: AsyncSession, settings: Settings, token: str | None) -> None:
    """End the session of ``token``; an absent or unreadable token has nothing to end (an expired but
    genuine one still ends it)."""
    await _SESSIONS.logout(session, settings, token)
