"""Authenticated calls trust a session found alive for a short window, and never past its ending."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import Connection, event, update

from conftest import SmsOutbox, bearer, client_for, data, failure, login_by_sms, make_settings
from fixtures.statements import statements_sent
from gamestore.core.errors import AppError
from gamestore.core.security import AccessClaims, issue_access_token
from gamestore.identity import session_cache, session_store, token_service
from gamestore.models import MemberSession

MOBILE = "13800138011"


async def me(client: httpx.AsyncClient, tokens: dict[str, Any]) -> httpx.Response:
    return await client.get("/member/user/get", headers=bearer(tokens))


async def test_logout_refuses_a_token_whose_session_was_trusted(
    client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    first = await login_by_sms(client, outbox, MOBILE)
    second = await login_by_sms(client, outbox, MOBILE)
    for tokens in (first, second):
        data(await me(client, tokens))  # both sessions are now trusted by this process
    assert data(await client.post("/member/auth/logout", headers=bearer(first))) is True
    assert failure(await me(client, first))[0] == 401
    assert data(await me(client, second))["mobile"] == MOBILE  # the other session goes on


async def test_refresh_reuse_ends_a_trusted_session_at_once(
    client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    tokens = await login_by_sms(client, outbox, MOBILE)
    renewed = data(
        await client.post("/member/auth/refresh-token", params={"refreshToken": tokens["refreshToken"]})
    )
    data(await me(client, renewed))
    reused = await client.post("/member/auth/refresh-token", params={"refreshToken": tokens["refreshToken"]})
    assert failure(reused)[0] != 0
    assert failure(await me(client, renewed))[0] == 401


async def test_an_ending_elsewhere_is_seen_within_the_window(app_factory: Any, outbox: SmsOutbox) -> None:
    """Another process revoking the session writes only the database: this one sees it once the
    window it trusts a session for has passed."""
    app = app_factory(auth_session_cache_seconds=0.3)
    async with client_for(app) as client:
        tokens = await login_by_sms(client, outbox, MOBILE)
        data(await me(client, tokens))
        async with app.state.sessions() as session, session.begin():
            await session.execute(update(MemberSession).values(revoked_at=datetime.now(UTC)))
        await asyncio.sleep(0.4)
        assert failure(await me(client, tokens))[0] == 401


async def test_without_a_window_every_call_checks_the_database(app_factory: Any, outbox: SmsOutbox) -> None:
    app = app_factory(auth_session_cache_seconds=0)
    async with client_for(app) as client:
        tokens = await login_by_sms(client, outbox, MOBILE)
        data(await me(client, tokens))
        async with app.state.sessions() as session, session.begin():
            await session.execute(update(MemberSession).values(revoked_at=datetime.now(UTC)))
        assert failure(await me(client, tokens))[0] == 401


async def test_a_session_not_remembered_is_checked_with_its_member_in_one_statement(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    tokens = await login_by_sms(client, outbox, MOBILE)
    data(await me(client, tokens))
    with statements_sent(app) as trusted:
        data(await me(client, tokens))
    session_cache.sessions.clear()  # as when the window has passed
    with statements_sent(app) as checked:
        data(await me(client, tokens))
    assert len(checked) == len(trusted) + 1, checked


async def test_a_session_lookup_opens_no_transaction(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    """The lookup is one read: no BEGIN and ROLLBACK round trips around it (a member's first call
    in a process, and every call of a crowd of members, makes one)."""
    tokens = await login_by_sms(client, outbox, MOBILE)
    data(await me(client, tokens))

    async def transactions_begun() -> int:
        begun: list[object] = []

        def count(connection: Connection) -> None:
            # An autocommit connection's BEGIN stays in SQLAlchemy: the database sees no transaction.
            if connection.get_execution_options().get("isolation_level") != "AUTOCOMMIT":
                begun.append(connection)

        engine = app.state.engine.sync_engine
        event.listen(engine, "begin", count)
        try:
            data(await me(client, tokens))
        finally:
            event.remove(engine, "begin", count)
        return len(begun)

    trusted = await transactions_begun()
    session_cache.sessions.clear()  # as when the window has passed
    assert await transactions_begun() == trusted


def test_a_lookup_that_overlapped_an_ending_is_not_remembered() -> None:
    live = session_cache._LiveSessions()
    now = datetime.now(UTC)
    generation = live.generation  # a lookup starts
    live.forget({"s1"}, set())  # meanwhile the session ends
    live.remember("s1", 7, 5, now + timedelta(days=1), now, generation)
    assert not live.is_alive("s1", 7)
    live.remember("s1", 7, 5, now + timedelta(days=1), now, live.generation)
    assert live.is_alive("s1", 7)
    assert not live.is_alive("s1", 8)  # a token naming another member is never matched
    live.remember("s2", 7, 5, now + timedelta(seconds=-1), now, live.generation)
    assert not live.is_alive("s2", 7)  # never trusted past the session's own expiry
    live.forget(set(), {7})
    assert not live.is_alive("s1", 7)


def test_a_remembered_token_still_expires(monkeypatch: pytest.MonkeyPatch) -> None:
    settings = make_settings("sqlite+aiosqlite:///unused.db")
    expires_at = datetime.now(UTC).replace(microsecond=0) + timedelta(minutes=5)
    claims = AccessClaims(1, 1, "sid", "member", [], expires_at)
    token = issue_access_token(claims, settings.jwt_secret.get_secret_value())
    assert token_service.read_bearer(settings, token).uid == 1  # verified and remembered
    monkeypatch.setattr(session_store.clock, "system_now", lambda: expires_at + timedelta(seconds=1))
    with pytest.raises(AppError) as raised:
        token_service.read_bearer(settings, token)
    assert raised.value.error.key == "error.token_expired"
