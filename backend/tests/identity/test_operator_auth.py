"""Operator login (password, TOTP), limits, refresh rotation with reuse detection, logout, and the
wall between operators' and members' tokens."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import httpx
import jwt
import pyotp
import pytest
from sqlalchemy import select, update

from conftest import TEST_JWT_SECRET, SmsOutbox, bearer, client_for, data, failure, login_by_sms
from fixtures.operators import OPERATOR_PASSWORD, admin_client_for, make_operator, operator_login, totp_now
from fixtures.production import production
from fixtures.statements import statements_sent
from gamestore.core.config import ConfigurationError
from gamestore.core.permissions import ALL_PERMISSIONS, ROLE_PERMISSIONS
from gamestore.core.security import issue_access_token, read_access_token
from gamestore.models.admin import Operator
from gamestore.models.identity import OperatorSession
from gamestore.system import errors


async def permission_info(client: httpx.AsyncClient, tokens: dict[str, Any]) -> httpx.Response:
    return await client.get("/system/auth/get-permission-info", headers=bearer(tokens))


async def refresh(client: httpx.AsyncClient, token: str) -> httpx.Response:
    return await client.post("/system/auth/refresh-token", params={"refreshToken": token})


async def test_login_answers_a_token_with_uid_role_and_permissions(app: Any) -> None:
    operator_id = await make_operator(app, "Cat.Alice", "catalogue")
    async with admin_client_for(app) as client:
        tokens = data(await operator_login(client, "cat.alice"))
        claims = jwt.decode(
            tokens["accessToken"], TEST_JWT_SECRET, algorithms=["HS256"], audience="gamestore-admin"
        )
        assert claims["uid"] == operator_id == tokens["userId"]
        assert claims["role"] == "catalogue"
        assert set(claims["permission"]) == ROLE_PERMISSIONS["catalogue"]
        info = data(await permission_info(client, tokens))
    assert info == {
        "id": operator_id,
        "username": "cat.alice",
        "role": "catalogue",
        "permissions": sorted(ROLE_PERMISSIONS["catalogue"]),
    }
    async with app.state.sessions() as session:
        operator = await session.get(Operator, operator_id)
        assert operator is not None and operator.last_login_ip == "198.51.100.9"


async def test_wrong_password_and_unknown_username_answer_the_same(app: Any) -> None:
    await make_operator(app, "bob", "support")
    async with admin_client_for(app) as client:
        wrong = failure(await operator_login(client, "bob", "Wrong-pass-7"))
        unknown = failure(await operator_login(client, "nobody"))
    assert wrong == unknown == (errors.OPERATOR_BAD_CREDENTIALS.code, "Wrong username or password")


async def test_an_operator_with_totp_needs_the_current_code_once(app: Any) -> None:
    secret = pyotp.random_base32()
    await make_operator(app, "carol", "admin", totp_secret=secret)
    async with admin_client_for(app) as client:
        assert failure(await operator_login(client, "carol"))[0] == errors.OPERATOR_TOTP_REQUIRED.code
        code = totp_now(secret)
        wrong = f"{(int(code) + 500_000) % 1_000_000:06d}"
        assert (
            failure(await operator_login(client, "carol", totp_code=wrong))[0]
            == errors.OPERATOR_TOTP_WRONG.code
        )
        data(await operator_login(client, "carol", totp_code=code))
        # The same code again (someone who watched it typed): refused.
        assert (
            failure(await operator_login(client, "carol", totp_code=code))[0]
            == errors.OPERATOR_TOTP_WRONG.code
        )
    async with app.state.sessions() as session:
        stored = await session.scalar(
            select(Operator.totp_secret_encrypted).where(Operator.username == "carol")
        )
    assert stored is not None and secret.encode() not in stored


async def test_a_disabled_operator_cannot_log_in_and_their_token_stops(app: Any) -> None:
    operator_id = await make_operator(app, "dave", "content")
    async with admin_client_for(app) as client:
        tokens = data(await operator_login(client, "dave"))
        async with app.state.sessions() as session:
            await session.execute(update(Operator).where(Operator.id == operator_id).values(enabled=False))
            await session.commit()
        assert failure(await operator_login(client, "dave"))[0] == errors.OPERATOR_DISABLED.code
        assert failure(await permission_info(client, tokens))[0] == 401
        assert failure(await refresh(client, tokens["refreshToken"]))[0] == errors.OPERATOR_DISABLED.code


async def test_each_call_checks_the_session_and_the_operator_in_one_statement(app: Any) -> None:
    await make_operator(app, "olive", "support")
    async with admin_client_for(app) as client:
        tokens = data(await operator_login(client, "olive"))
        with statements_sent(app) as sent:
            assert data(await permission_info(client, tokens))["username"] == "olive"
    assert len(sent) == 1, sent


async def test_each_call_is_checked_against_the_roles_permissions_not_the_tokens_list(app: Any) -> None:
    """The role table decides on every call: a token listing more than its role grants gets no more, one
    listing less loses nothing (a deploy that changes a role's permissions applies at the next call)."""
    await make_operator(app, "carol", "catalogue")
    async with admin_client_for(app) as client:
        tokens = data(await operator_login(client, "carol"))
        claims = read_access_token(tokens["accessToken"], TEST_JWT_SECRET, audience="gamestore-admin")

        def listing(permissions: list[str]) -> dict[str, str]:
            token = issue_access_token(
                replace(claims, permission=permissions), TEST_JWT_SECRET, audience="gamestore-admin"
            )
            return {"Authorization": f"Bearer {token}"}

        everything = listing(sorted(ALL_PERMISSIONS))
        assert failure(await client.get("/system/operator/page", headers=everything))[0] == 403
        info = data(await client.get("/system/auth/get-permission-info", headers=everything))
        assert set(info["permissions"]) == ROLE_PERMISSIONS["catalogue"]
        nothing = listing([])
        assert data(await client.get("/product/spu/page", headers=nothing))["total"] == 0


async def test_login_attempts_are_limited_per_username_and_per_address(app_factory: Any) -> None:
    app = app_factory(admin_login_attempts_per_10_minutes=2)
    await make_operator(app, "erin", "support")
    async with admin_client_for(app) as client:
        for _ in range(2):
            failure(await operator_login(client, "erin", "Wrong-pass-7"))
        # Even the right password, once the username's failures from this address are spent.
        refused = await operator_login(client, "erin")
        assert failure(refused)[0] == 429
        assert 590 <= int(refused.headers["retry-after"]) <= 600
    async with admin_client_for(app, address="198.51.100.10") as other:
        # Per address: 5 × the per-username limit (10) attempts, whichever usernames are tried.
        for n in range(10):
            failure(await operator_login(other, f"guess{n}"))
        assert failure(await operator_login(other, "guess-more"))[0] == 429


async def test_wrong_passwords_from_one_address_do_not_lock_the_operator_out_elsewhere(
    app_factory: Any,
) -> None:
    app = app_factory()
    await make_operator(app, "frank", "support")
    async with admin_client_for(app, address="203.0.113.5") as attacker:
        for _ in range(6):
            failure(await operator_login(attacker, "frank", "Wrong-pass-7"))
        assert failure(await operator_login(attacker, "frank"))[0] == 429
    async with admin_client_for(app, address="198.51.100.20") as office:
        assert data(await operator_login(office, "frank"))["accessToken"]


async def test_failures_from_many_addresses_slow_the_username_down_but_not_at_the_operators_address(
    app_factory: Any,
) -> None:
    app = app_factory()
    await make_operator(app, "grace", "support")
    async with admin_client_for(app, address="198.51.100.30") as office:
        data(await operator_login(office, "grace"))
    for n in range(8):
        async with admin_client_for(app, address=f"203.0.113.{n + 1}") as attacker:
            failure(await operator_login(attacker, "grace", "Wrong-pass-7"))
    # 8 failures, 3 past the limit: the username waits 4 s anywhere but where the operator logs in.
    async with admin_client_for(app, address="203.0.113.100") as stranger:
        slowed = await stranger.post(
            "/system/auth/login",
            json={"username": "grace", "password": OPERATOR_PASSWORD, "language": "zh-Hans"},
        )
        code, message = failure(slowed)
        assert code == 429 and "秒后再试" in message
        assert 1 <= int(slowed.headers["retry-after"]) <= 4
    async with admin_client_for(app, address="198.51.100.30") as office:
        assert data(await operator_login(office, "grace"))["accessToken"]


async def test_refresh_rotates_and_a_reused_token_ends_the_session(app: Any) -> None:
    await make_operator(app, "frank", "admin")
    async with admin_client_for(app) as client:
        first = data(await operator_login(client, "frank"))
        with statements_sent(app) as sent:
            second = data(await refresh(client, first["refreshToken"]))
        assert second["refreshToken"] != first["refreshToken"]
        # The token, its session and its operator are read in one statement.
        assert len([statement for statement in sent if statement.startswith("SELECT")]) == 1, sent
        data(await permission_info(client, second))
        assert (
            failure(await refresh(client, first["refreshToken"]))[0] == errors.OPERATOR_REFRESH_INVALID.code
        )
        # The reuse ended the family: the newest tokens stop too.
        assert (
            failure(await refresh(client, second["refreshToken"]))[0] == errors.OPERATOR_REFRESH_INVALID.code
        )
        assert failure(await permission_info(client, second))[0] == 401
    async with app.state.sessions() as session:
        reasons = list(await session.scalars(select(OperatorSession.revoke_reason)))
    assert reasons == ["refresh_reuse"]


async def test_logout_ends_both_tokens(app: Any) -> None:
    await make_operator(app, "grace", "admin")
    async with admin_client_for(app) as client:
        tokens = data(await operator_login(client, "grace"))
        assert data(await client.post("/system/auth/logout", headers=bearer(tokens))) is True
        assert failure(await permission_info(client, tokens))[0] == 401
        assert (
            failure(await refresh(client, tokens["refreshToken"]))[0] == errors.OPERATOR_REFRESH_INVALID.code
        )
        assert data(await client.post("/system/auth/logout")) is True


async def test_member_tokens_are_refused_on_admin_api_and_operator_tokens_on_app_api(
    app: Any, outbox: SmsOutbox
) -> None:
    await make_operator(app, "heidi", "admin")
    async with client_for(app) as shop, admin_client_for(app) as console:
        member = await login_by_sms(shop, outbox, "13800138000")
        operator = data(await operator_login(console, "heidi"))
        assert failure(await permission_info(console, member))[0] == 401
        assert failure(await console.get("/system/operator/page", headers=bearer(member)))[0] == 401
        assert failure(await shop.get("/member/user/get", headers=bearer(operator)))[0] == 401
        # Each still works where it belongs.
        data(await shop.get("/member/user/get", headers=bearer(member)))
        data(await permission_info(console, operator))


async def test_no_token_is_refused(app: Any) -> None:
    async with admin_client_for(app) as client:
        assert failure(await client.get("/system/auth/get-permission-info"))[0] == 401
        assert failure(await client.get("/system/audit-log/page"))[0] == 401


@pytest.mark.parametrize(
    "overrides", [{"admin_session_hours": 48}, {"admin_login_attempts_per_10_minutes": 50}]
)
def test_lax_operator_settings_refuse_to_start_in_production(overrides: dict[str, object]) -> None:
    with pytest.raises(ConfigurationError, match="ADMIN_SESSION_HOURS"):
        production(**overrides).check_safe_to_start()
