"""Two-step verification set up from the console (issue 19): an operator begins (a pending secret,
not asked at login), confirms with a code from it (asked at every login after), a wrong code enables
nothing; an admin turns another operator's off, audited; others cannot."""

from __future__ import annotations

import time
from typing import Any
from urllib.parse import parse_qs, urlparse

import httpx
import pyotp
import pytest
from sqlalchemy import select

from conftest import bearer, data, failure
from fixtures.operators import admin_client_for, make_operator, operator_login, totp_now
from fixtures.support import audit_rows
from gamestore.models.admin import Operator
from gamestore.system import errors


async def login(client: httpx.AsyncClient, username: str, code: str | None = None) -> dict[str, str]:
    return bearer(data(await operator_login(client, username, totp_code=code)))


def wrong_code(secret: str) -> str:
    """A code no step near now accepts."""
    totp = pyotp.TOTP(secret)
    near = {totp.at(time.time() + drift) for drift in (-60, -30, 0, 30, 60)}
    return next(
        code for code in ("000000", "111111", "222222", "333333", "444444", "555555") if code not in near
    )


async def stored(app: Any, operator_id: int) -> tuple[bool, bool]:
    """(enabled, pending) of an operator's TOTP."""
    async with app.state.sessions() as session:
        operator = await session.scalar(select(Operator).where(Operator.id == operator_id))
        assert operator is not None
        return operator.totp_secret_encrypted is not None, operator.totp_pending_encrypted is not None


async def begin(client: httpx.AsyncClient, headers: dict[str, str]) -> dict[str, str]:
    answer: dict[str, str] = data(await client.post("/system/operator/totp/begin", headers=headers))
    return answer


async def confirm(client: httpx.AsyncClient, headers: dict[str, str], code: str) -> httpx.Response:
    return await client.post(
        "/system/operator/totp/confirm", json={"code": code}, headers={**headers, "content-language": "en"}
    )


@pytest.mark.parametrize("role", ["admin", "support"])
async def test_begin_then_confirm_makes_every_login_ask_for_the_code(app: Any, role: str) -> None:
    operator_id = await make_operator(app, "dana", role)
    async with admin_client_for(app) as client:
        headers = await login(client, "dana")
        started = await begin(client, headers)
        uri = urlparse(started["uri"])
        assert uri.scheme == "otpauth"
        assert parse_qs(uri.query)["secret"] == [started["secret"]]
        assert "dana" in uri.path
        assert await stored(app, operator_id) == (False, True)
        # Pending: logins still take the password alone.
        await login(client, "dana")
        again = await begin(client, headers)  # beginning again replaces the pending secret
        assert again["secret"] != started["secret"]
        assert failure(await confirm(client, headers, totp_now(started["secret"])))[0] in (
            errors.OPERATOR_TOTP_WRONG.code,
        )
        answer = data(await confirm(client, headers, totp_now(again["secret"])))
        assert answer["totpEnabled"] is True
        assert await stored(app, operator_id) == (True, False)
        assert failure(await operator_login(client, "dana"))[0] == errors.OPERATOR_TOTP_REQUIRED.code
        assert failure(await operator_login(client, "dana", totp_code=wrong_code(again["secret"])))[0] == (
            errors.OPERATOR_TOTP_WRONG.code
        )
        await login(client, "dana", totp_now(again["secret"]))
        # On: it cannot be replaced from a session.
        assert failure(await client.post("/system/operator/totp/begin", headers=headers))[0] == (
            errors.OPERATOR_TOTP_ALREADY_ENABLED.code
        )
    actions = [row.action for row in await audit_rows(app, "operator.totp_enable")]
    assert actions == ["operator.totp_enable"]
    [enabled] = await audit_rows(app, "operator.totp_enable")
    assert enabled.before is not None and enabled.before["totpEnabled"] is False
    assert enabled.after is not None and enabled.after["totpEnabled"] is True
    assert "secret" not in str(enabled.after).lower()
    assert len(await audit_rows(app, "operator.totp_begin")) == 2


async def test_a_wrong_code_enables_nothing_and_is_refused_in_the_operators_language(app: Any) -> None:
    operator_id = await make_operator(app, "erin", "content")
    async with admin_client_for(app) as client:
        headers = await login(client, "erin")
        assert failure(await confirm(client, headers, "123456"))[0] == errors.OPERATOR_TOTP_NOT_BEGUN.code
        secret = (await begin(client, headers))["secret"]
        assert failure(await confirm(client, headers, wrong_code(secret))) == (
            errors.OPERATOR_TOTP_WRONG.code,
            "The authenticator code is wrong or was already used",
        )
        code, msg = failure(
            await client.post(
                "/system/operator/totp/confirm",
                json={"code": wrong_code(secret)},
                headers={**headers, "content-language": "zh-Hans"},
            )
        )
        assert code == errors.OPERATOR_TOTP_WRONG.code and "验证码" in msg
        for bad in ("12345", "abcdef", ""):
            assert failure(await confirm(client, headers, bad))[0] == 400
        assert await stored(app, operator_id) == (False, True)
        await login(client, "erin")  # still the password alone
    assert await audit_rows(app, "operator.totp_enable") == []


async def test_confirm_attempts_are_limited(app: Any) -> None:
    await make_operator(app, "finn", "catalogue")
    async with admin_client_for(app) as client:
        headers = await login(client, "finn")
        secret = (await begin(client, headers))["secret"]
        for _ in range(10):
            assert (
                failure(await confirm(client, headers, wrong_code(secret)))[0]
                == errors.OPERATOR_TOTP_WRONG.code
            )
        assert failure(await confirm(client, headers, totp_now(secret)))[0] == 429


async def test_an_admin_turns_another_operators_totp_off(app: Any) -> None:
    secret = pyotp.random_base32()
    target = await make_operator(app, "gail", "support", totp_secret=secret)
    admin = await make_operator(app, "root", "admin")
    async with admin_client_for(app) as client:
        headers = await login(client, "root")
        reset = await client.post("/system/operator/totp/reset", json={"id": target}, headers=headers)
        assert data(reset)["totpEnabled"] is False
        assert await stored(app, target) == (False, False)
        await login(client, "gail")  # the password alone again
        missing = await client.post(
            "/system/operator/totp/reset", json={"id": 999_999}, headers={**headers, "content-language": "en"}
        )
        assert failure(missing) == (errors.OPERATOR_NOT_FOUND.code, "This operator does not exist")
        own = await client.post("/system/operator/totp/reset", json={"id": admin}, headers=headers)
        assert failure(own)[0] == errors.OPERATOR_TOTP_OWN_RESET.code
        assert (
            failure(await client.post("/system/operator/totp/reset", json={"id": 0}, headers=headers))[0]
            == 400
        )
    [row] = await audit_rows(app, "operator.totp_reset")
    assert row.operator_id == admin
    assert row.entity_type == "operator" and row.entity_id == str(target)
    assert row.before is not None and row.before["totpEnabled"] is True
    assert row.after is not None and row.after["totpEnabled"] is False


@pytest.mark.parametrize("role", ["catalogue", "content", "support"])
async def test_other_roles_cannot_reset_anyones_totp(app: Any, role: str) -> None:
    secret = pyotp.random_base32()
    target = await make_operator(app, "hank", "admin", totp_secret=secret)
    await make_operator(app, "ivy", role)
    async with admin_client_for(app) as client:
        headers = await login(client, "ivy")
        refused = await client.post("/system/operator/totp/reset", json={"id": target}, headers=headers)
        assert failure(refused)[0] == 403
        assert failure(await client.post("/system/operator/totp/begin"))[0] == 401
    assert await stored(app, target) == (True, False)
    assert await audit_rows(app, "operator.totp_reset") == []
