"""One session store for whoever signs in, members and operators: access tokens (JWT) and rotating
refresh tokens with reuse detection. A ``SessionKind`` says whose sessions they are: their tables, the
token lifetimes and audience, the errors a refresh answers, and whether this process remembers verified
tokens and live sessions (session_cache: members' only)."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any, Protocol

from sqlalchemy import Row, bindparam, select, update
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from gamestore.core import clock
from gamestore.core.config import Settings
from gamestore.core.errors import TOKEN_EXPIRED, UNAUTHORIZED, AppError, ErrorCode
from gamestore.core.pagination import AnySelect
from gamestore.core.security import (
    AccessClaims,
    InvalidTokenError,
    digest,
    issue_access_token,
    new_secret_token,
    read_access_token,
)
from gamestore.identity import session_cache

_NO_TRANSACTION = {"isolation_level": "AUTOCOMMIT"}


@dataclass(frozen=True, slots=True)
class Account:
    """Who a session belongs to, as the store needs them (``name``: an operator's username)."""

    id: int
    tenant_id: int
    enabled: bool
    role: str
    permissions: tuple[str, ...] = ()
    name: str = ""


class Accounts(Protocol):
    """Whose sessions they are: the account's owner joins it to a session's lookup, so a session and
    its account (enabled or not) are read in one statement."""

    def joined(self, query: AnySelect, account_id: Any) -> AnySelect:
        """``query`` joined to the account the column ``account_id`` names (no account: no row), with
        the columns ``in_row`` reads."""
        ...

    def in_row(self, row: Row[Any]) -> Account:
        """The account in a row of a ``joined`` query."""
        ...


@dataclass(frozen=True, slots=True)
class Tokens:
    """A login's answer: the account, the access token, the refresh token and the access token's end."""

    user_id: int
    access_token: str
    refresh_token: str
    expires_at: datetime


@dataclass(frozen=True, slots=True)
class SessionKind:
    """Whose sessions: ``sessions`` and ``refresh_tokens`` are the tables (a session row has ``id``,
    ``owner``, ``created_at``, ``expires_at``, ``revoked_at``, ``revoke_reason``)."""

    sessions: type[Any]
    owner: str  # the session table's column naming the account
    refresh_tokens: type[Any]
    accounts: Accounts
    session_lifetime: Callable[[Settings], timedelta]
    access_lifetime: Callable[[Settings], timedelta]
    refresh_invalid: ErrorCode
    account_disabled: ErrorCode
    audience: str | None = None  # None: a member's token (core/security.py)
    refresh_slides: bool = False  # a refresh extends the session; otherwise it keeps its end
    access_ends_with_session: bool = False  # an access token never outlives its session
    remembered: bool = False  # verified tokens and live sessions kept in this process (session_cache)
    _owner_column: Any = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_owner_column", getattr(self.sessions, self.owner))


class SessionStore:
    def __init__(self, kind: SessionKind) -> None:
        self.kind = kind
        # Built once: composing it on every uncached request cost a quarter of looking a session up.
        live = select(kind.sessions.expires_at).where(
            kind.sessions.id == bindparam("session_id"),
            kind._owner_column == bindparam("uid"),
            kind.sessions.revoked_at.is_(None),
            kind.sessions.expires_at > bindparam("now"),
        )
        self._alive = kind.accounts.joined(live, kind._owner_column)

    async def start(
        self, session: AsyncSession, settings: Settings, account: Account, **columns: Any
    ) -> Tokens:
        """A new session for ``account`` (``columns``: the kind's own, e.g. a member's terminal)."""
        kind = self.kind
        now = clock.system_now()
        login = kind.sessions(
            id=uuid.uuid4().hex,
            created_at=now,
            expires_at=now + kind.session_lifetime(settings),
            **{kind.owner: account.id},
            **columns,
        )
        session.add(login)
        await session.flush()
        return await self._issue_pair(session, settings, account, login)

    async def _issue_pair(
        self, session: AsyncSession, settings: Settings, account: Account, login: Any
    ) -> Tokens:
        kind = self.kind
        now = clock.system_now()
        refresh_token = new_secret_token()
        session.add(
            kind.refresh_tokens(
                session_id=login.id,
                token_hash=digest(refresh_token),
                created_at=now,
                expires_at=login.expires_at,
            )
        )
        await session.flush()
        expires_at = now + kind.access_lifetime(settings)
        if kind.access_ends_with_session:
            expires_at = min(expires_at, login.expires_at)
        claims = AccessClaims(
            uid=account.id,
            tenant_id=account.tenant_id,
            session_id=login.id,
            role=account.role,
            permission=list(account.permissions),
            expires_at=expires_at,
        )
        token = issue_access_token(claims, settings.jwt_secret.get_secret_value(), audience=kind.audience)
        return Tokens(
            user_id=account.id, access_token=token, refresh_token=refresh_token, expires_at=expires_at
        )

    async def refresh(
        self, session: AsyncSession, settings: Settings, token: str, tenant_id: int | None = None
    ) -> Tokens:
        """Trade a refresh token for a new pair. A token used twice ends its whole session.
        ``tenant_id``: the tenant the account must belong to (members')."""
        kind = self.kind
        found = (
            await session.execute(
                kind.accounts.joined(
                    select(kind.refresh_tokens, kind.sessions)
                    .join(kind.sessions, kind.sessions.id == kind.refresh_tokens.session_id)
                    .where(kind.refresh_tokens.token_hash == digest(token)),
                    kind._owner_column,
                )
            )
        ).one_or_none()
        if found is None:
            raise AppError(kind.refresh_invalid)
        row, login, account = found[0], found[1], kind.accounts.in_row(found)
        now = clock.system_now()
        if (
            (tenant_id is not None and account.tenant_id != tenant_id)
            or login.revoked_at is not None
            or login.expires_at <= now
        ):
            raise AppError(kind.refresh_invalid)
        if row.used_at is not None or not await self._mark_used(session, row.id):
            await self.revoke_session(session, login.id, "refresh_reuse")
            raise AppError(kind.refresh_invalid, persist=True)
        if not account.enabled:
            raise AppError(kind.account_disabled)
        if kind.refresh_slides:
            login.expires_at = now + kind.session_lifetime(settings)
        return await self._issue_pair(session, settings, account, login)

    async def _mark_used(self, session: AsyncSession, token_id: int) -> bool:
        tokens = self.kind.refresh_tokens
        result = await session.execute(
            update(tokens)
            .where(tokens.id == token_id, tokens.used_at.is_(None))
            .values(used_at=clock.system_now())
            .execution_options(synchronize_session=False)
        )
        return bool(result.rowcount == 1)  # type: ignore[attr-defined]

    async def revoke_session(self, session: AsyncSession, session_id: str, reason: str) -> None:
        sessions = self.kind.sessions
        if self.kind.remembered:
            session_cache.ending(session, session_id=session_id)
        await session.execute(
            update(sessions)
            .where(sessions.id == session_id, sessions.revoked_at.is_(None))
            .values(revoked_at=clock.system_now(), revoke_reason=reason)
            .execution_options(synchronize_session=False)
        )

    async def revoke_account_sessions(
        self, session: AsyncSession, account_id: int, reason: str, keep: str | None = None
    ) -> None:
        """End every session of an account (but ``keep``)."""
        sessions = self.kind.sessions
        if self.kind.remembered:
            session_cache.ending(session, member_id=account_id)
        stmt = update(sessions).where(self.kind._owner_column == account_id, sessions.revoked_at.is_(None))
        if keep is not None:
            stmt = stmt.where(sessions.id != keep)
        await session.execute(
            stmt.values(revoked_at=clock.system_now(), revoke_reason=reason).execution_options(
                synchronize_session=False
            )
        )

    def read_bearer(self, settings: Settings, token: str) -> AccessClaims:
        """The claims of a genuine, unexpired access token of this kind (401 otherwise). A remembering
        kind verifies each token's signature once (the cache holds only its own kind's tokens)."""
        secret = settings.jwt_secret.get_secret_value()
        if not self.kind.remembered:
            return self._read(token, secret)
        claims = session_cache.tokens.get(token, secret)
        if claims is None:
            claims = self._read(token, secret)
            session_cache.tokens.put(token, secret, claims)
        elif claims.expires_at <= clock.system_now():
            raise AppError(TOKEN_EXPIRED)
        return claims

    def _read(self, token: str, secret: str) -> AccessClaims:
        try:
            return read_access_token(token, secret, audience=self.kind.audience)
        except InvalidTokenError as exc:
            raise AppError(TOKEN_EXPIRED if exc.expired else UNAUTHORIZED) from exc

    @property
    def lookup(self) -> AnySelect:
        """The session's lookup (``alive``): its end and its account's columns, for a caller that reads
        more of the account in the same statement (``alive_reading``)."""
        return self._alive

    async def alive(
        self, sessions: async_sessionmaker[AsyncSession], settings: Settings, claims: AccessClaims
    ) -> Account | None:
        """Raises TOKEN_EXPIRED unless the token's session is alive and its account enabled. Answers
        the account when it was looked up (None: a remembering kind trusted the session, see
        session_cache)."""
        row = await self.alive_reading(sessions, settings, claims, self._alive)
        return None if row is None else self.kind.accounts.in_row(row)

    async def alive_reading(
        self,
        sessions: async_sessionmaker[AsyncSession],
        settings: Settings,
        claims: AccessClaims,
        lookup: AnySelect,
    ) -> Row[Any] | None:
        """As ``alive``, the session looked up by ``lookup`` (``self.lookup`` with more columns): answers
        its row, or None when a remembering kind trusted the session (nothing read)."""
        kind = self.kind
        if kind.remembered and session_cache.sessions.is_alive(claims.session_id, claims.uid):
            return None
        generation = session_cache.sessions.generation
        now = clock.system_now()
        params = {"session_id": claims.session_id, "uid": claims.uid, "now": now}
        async with sessions() as session:
            # One read, no transaction: no BEGIN and ROLLBACK round trips around it.
            connection = await session.connection(execution_options=_NO_TRANSACTION)
            row = (await connection.execute(lookup, params)).one_or_none()
        if row is None or not kind.accounts.in_row(row).enabled:
            raise AppError(TOKEN_EXPIRED)
        if kind.remembered:
            session_cache.sessions.remember(
                claims.session_id,
                claims.uid,
                settings.auth_session_cache_seconds,
                row.expires_at,
                now,
                generation,
            )
        return row

    async def logout(self, session: AsyncSession, settings: Settings, token: str | None) -> None:
        """End the session of ``token``; an absent or unreadable token has nothing to end.

        An expired but genuine access token still ends its session: logging out after a pause must not
        leave a refresh token that still works."""
        if not token:
            return
        try:
            claims = read_access_token(
                token, settings.jwt_secret.get_secret_value(), allow_expired=True, audience=self.kind.audience
            )
        except InvalidTokenError:
            return
        await self.revoke_session(session, claims.session_id, "logout")
