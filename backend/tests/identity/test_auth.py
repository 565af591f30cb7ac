"""Login by SMS and password, token refresh rotation with reuse detection, logout revocation."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import jwt
from sqlalchemy import insert, select, update

from conftest import (
    TEST_JWT_SECRET,
    SmsOutbox,
    bearer,
    client_for,
    data,
    failure,
    login_by_sms,
    send_code,
)
from fixtures.statements import statements_sent
from gamestore.core.security import AccessClaims, issue_access_token
from gamestore.identity.sms import SmsScene
from gamestore.models import Member, MemberSession, Tenant

MOBILE = "13800138000"
PASSWORD = "correct horse 7"


async def refresh(client: httpx.AsyncClient, token: str) -> httpx.Response:
    return await client.post("/member/auth/refresh-token", params={"refreshToken": token})


async def me(client: httpx.AsyncClient, tokens: dict[str, Any]) -> httpx.Response:
    return await client.get("/member/user/get", headers=bearer(tokens))


async def set_password(client: httpx.AsyncClient, outbox: SmsOutbox, mobile: str = MOBILE) -> None:
    code = await send_code(client, outbox, mobile, SmsScene.RESET_PASSWORD)
    data(
        await client.put(
            "/member/user/reset-password", json={"mobile": mobile, "code": code, "password": PASSWORD}
        )
    )


async def password_login(client: httpx.AsyncClient, password: str, mobile: str = MOBILE) -> httpx.Response:
    return await client.post(
        "/member/auth/login", json={"mobile": mobile, "password": password, "language": "en"}
    )


async def test_first_sms_login_registers_and_answers_the_token_pair(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    tokens = await login_by_sms(client, outbox, MOBILE)
    assert set(tokens) >= {"userId", "accessToken", "refreshToken", "expiresTime"}
    now_ms = datetime.now(UTC).timestamp() * 1000
    assert now_ms + 29 * 60_000 < tokens["expiresTime"] <= now_ms + 30 * 60_000 + 1000
    claims = jwt.decode(tokens["accessToken"], TEST_JWT_SECRET, algorithms=["HS256"], issuer="gamestore")
    assert (claims["uid"], claims["role"], claims["permission"]) == (tokens["userId"], "member", [])
    async with app.state.sessions() as session:
        member = (await session.scalars(select(Member))).one()
    assert (member.id, member.mobile, member.register_terminal) == (tokens["userId"], MOBILE, 20)
    assert member.login_at is not None
    assert data(await me(client, tokens))["mobile"] == MOBILE


async def test_second_sms_login_finds_the_same_member(client: httpx.AsyncClient, outbox: SmsOutbox) -> None:
    first = await login_by_sms(client, outbox, MOBILE)
    second = await login_by_sms(client, outbox, MOBILE)
    assert first["userId"] == second["userId"]
    assert first["refreshToken"] != second["refreshToken"]


async def test_concurrent_first_logins_of_one_mobile_make_one_member(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    code = await send_code(client, outbox, MOBILE, SmsScene.LOGIN)
    body = {"mobile": MOBILE, "code": code}
    answers = await asyncio.gather(*(client.post("/member/auth/sms-login", json=body) for _ in range(3)))
    assert sorted(a.json()["code"] for a in answers)[0] == 0
    async with app.state.sessions() as session:
        assert len((await session.scalars(select(Member))).all()) == 1


async def test_password_login(client: httpx.AsyncClient, outbox: SmsOutbox) -> None:
    await login_by_sms(client, outbox, MOBILE)
    await set_password(client, outbox)
    tokens = data(await password_login(client, PASSWORD))
    assert data(await me(client, tokens))["mobile"] == MOBILE


async def test_password_login_does_not_reveal_registration(
    client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    await login_by_sms(client, outbox, MOBILE)  # registered, but has no password yet
    no_password = failure(await password_login(client, PASSWORD))
    await set_password(client, outbox)
    wrong_password = failure(await password_login(client, "wrong pass 1"))
    unknown_mobile = failure(await password_login(client, PASSWORD, mobile="13700137000"))
    expected = (1_004_003_000, "Incorrect mobile number or password")
    assert no_password == wrong_password == unknown_mobile == expected


async def test_password_login_attempts_are_limited(app_factory: Any) -> None:
    async with client_for(app_factory(login_attempts_per_10_minutes=3)) as client:
        for _ in range(3):
            assert failure(await password_login(client, "wrong pass 1"))[0] == 1_004_003_000
        assert failure(await password_login(client, "wrong pass 1")) == (
            429,
            "Too many requests, please try again later",
        )


async def test_disabled_member_cannot_log_in_or_use_tokens(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    tokens = await login_by_sms(client, outbox, MOBILE)
    async with app.state.sessions() as session, session.begin():
        await session.execute(update(Member).values(enabled=False))
    assert failure(await me(client, tokens))[0] == 401
    code = await send_code(client, outbox, MOBILE, SmsScene.LOGIN)
    answer = await client.post("/member/auth/sms-login", json={"mobile": MOBILE, "code": code})
    assert failure(answer)[0] == 1_004_003_001
    assert failure(await refresh(client, tokens["refreshToken"]))[0] == 1_004_003_001


async def test_refresh_rotates_the_pair(app: Any, client: httpx.AsyncClient, outbox: SmsOutbox) -> None:
    tokens = await login_by_sms(client, outbox, MOBILE)
    with statements_sent(app) as sent:
        renewed = data(await refresh(client, tokens["refreshToken"]))
    reads = [statement for statement in sent if statement.startswith("SELECT")]
    assert len(reads) == 1, sent  # the token, its session and its member
    assert renewed["userId"] == tokens["userId"]
    assert renewed["refreshToken"] != tokens["refreshToken"]
    assert renewed["accessToken"] != tokens["accessToken"]
    data(await me(client, renewed))
    again = data(await refresh(client, renewed["refreshToken"]))
    data(await me(client, again))


async def test_reusing_a_rotated_refresh_token_ends_the_whole_session(
    client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    tokens = await login_by_sms(client, outbox, MOBILE)
    renewed = data(await refresh(client, tokens["refreshToken"]))
    code, msg = failure(await refresh(client, tokens["refreshToken"]))
    assert (code, msg) == (401, "您的登陆已过期，请重新登录")
    assert failure(await refresh(client, renewed["refreshToken"]))[0] == 401
    assert failure(await me(client, renewed))[0] == 401
    assert failure(await me(client, tokens))[0] == 401


async def test_reuse_ends_only_that_session(client: httpx.AsyncClient, outbox: SmsOutbox) -> None:
    phone = await login_by_sms(client, outbox, MOBILE)
    laptop = await login_by_sms(client, outbox, MOBILE)
    data(await refresh(client, phone["refreshToken"]))
    failure(await refresh(client, phone["refreshToken"]))
    data(await me(client, laptop))
    data(await refresh(client, laptop["refreshToken"]))


async def test_concurrent_refreshes_with_one_token_succeed_at_most_once(
    client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    tokens = await login_by_sms(client, outbox, MOBILE)
    answers = await asyncio.gather(*(refresh(client, tokens["refreshToken"]) for _ in range(4)))
    assert sum(a.json()["code"] == 0 for a in answers) <= 1


async def test_refresh_refuses_unknown_expired_and_missing_tokens(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    assert failure(await refresh(client, "not-a-token"))[0] == 401
    code, msg = failure(await client.post("/member/auth/refresh-token", params={"language": "en"}))
    assert code == 400 and "refreshToken" in msg
    tokens = await login_by_sms(client, outbox, MOBILE)
    async with app.state.sessions() as session, session.begin():
        await session.execute(
            update(MemberSession).values(expires_at=datetime.now(UTC) - timedelta(seconds=1))
        )
    assert failure(await refresh(client, tokens["refreshToken"]))[0] == 401


async def test_logout_rejects_both_tokens(client: httpx.AsyncClient, outbox: SmsOutbox) -> None:
    tokens = await login_by_sms(client, outbox, MOBILE)
    assert data(await client.post("/member/auth/logout", headers=bearer(tokens))) is True
    assert failure(await me(client, tokens))[0] == 401
    assert failure(await refresh(client, tokens["refreshToken"]))[0] == 401


async def test_logout_without_a_token_is_harmless(client: httpx.AsyncClient) -> None:
    assert data(await client.post("/member/auth/logout")) is True
    assert data(await client.post("/member/auth/logout", headers={"Authorization": "Bearer junk"})) is True


async def test_logout_with_an_expired_access_token_still_ends_the_session(
    client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    tokens = await login_by_sms(client, outbox, MOBILE)
    claims = jwt.decode(tokens["accessToken"], TEST_JWT_SECRET, algorithms=["HS256"], issuer="gamestore")
    expired = _token(claims, minutes=-1)
    data(await client.post("/member/auth/logout", headers={"Authorization": f"Bearer {expired}"}))
    assert failure(await refresh(client, tokens["refreshToken"]))[0] == 401


def _token(claims: dict[str, Any], minutes: int, secret: str = TEST_JWT_SECRET, tenant: int = 1) -> str:
    return issue_access_token(
        AccessClaims(
            uid=claims["uid"],
            tenant_id=tenant,
            session_id=claims["sid"],
            role="member",
            permission=[],
            expires_at=datetime.now(UTC) + timedelta(minutes=minutes),
        ),
        secret,
    )


async def test_expired_forged_and_foreign_tenant_tokens_are_refused(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    tokens = await login_by_sms(client, outbox, MOBILE)
    claims = jwt.decode(tokens["accessToken"], TEST_JWT_SECRET, algorithms=["HS256"], issuer="gamestore")

    expired = {"accessToken": _token(claims, minutes=-1)}
    assert failure(await me(client, expired)) == (401, "您的登陆已过期")
    forged = {"accessToken": _token(claims, minutes=5, secret="another-secret-" + "y" * 40)}
    assert failure(await me(client, forged)) == (401, "请先登录")
    assert failure(await me(client, {"accessToken": "abc.def.ghi"}))[0] == 401

    async with app.state.sessions() as session, session.begin():
        await session.execute(insert(Tenant).values(id=2, name="Other", enabled=True))
    async with client_for(app, **{"tenant-id": "2"}) as other:
        assert failure(await me(other, tokens))[0] == 401
        foreign = {"accessToken": _token(claims, minutes=5, tenant=2)}
        assert failure(await me(client, foreign))[0] == 401


async def test_tenants_have_separate_members(app: Any, client: httpx.AsyncClient, outbox: SmsOutbox) -> None:
    async with app.state.sessions() as session, session.begin():
        await session.execute(insert(Tenant).values(id=2, name="Other", enabled=True))
    first = await login_by_sms(client, outbox, MOBILE)
    async with client_for(app, **{"tenant-id": "2"}) as other:
        code = await send_code(other, outbox, MOBILE, SmsScene.LOGIN)
        second = data(await other.post("/member/auth/sms-login", json={"mobile": MOBILE, "code": code}))
        assert second["userId"] != first["userId"]
        data(await me(other, second))
