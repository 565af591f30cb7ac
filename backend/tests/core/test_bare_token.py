"""The access token alone in ``Authorization`` (no ``Bearer ``), as the yudao shop client sends it on
every request but its replays after a refresh: a login like ``Bearer <token>``, for members and the
console (issue 43)."""

from __future__ import annotations

from typing import Any

import httpx

from conftest import SmsOutbox, data, failure, login_by_sms
from fixtures import balances
from fixtures.catalogue import small_catalogue
from fixtures.operators import admin_client_for, make_operator, operator_login

MOBILE = "13800138000"


def bare(token: str) -> dict[str, str]:
    return {"Authorization": token}


async def test_a_bare_token_is_the_member(client: httpx.AsyncClient, outbox: SmsOutbox) -> None:
    tokens = await login_by_sms(client, outbox, MOBILE)
    profile = data(await client.get("/member/user/get", headers=bare(tokens["accessToken"])))
    assert profile["mobile"] == MOBILE
    padded = data(await client.get("/member/user/get", headers=bare(f"  {tokens['accessToken']} ")))
    assert padded["mobile"] == MOBILE


async def test_a_bare_token_gets_member_prices(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    async with app.state.sessions() as session, session.begin():
        cat = await small_catalogue(session)
    tokens = await login_by_sms(client, outbox, MOBILE)
    async with app.state.sessions() as session, session.begin():
        await balances.set_experience(session, 3500)  # Gold: 5 % off
    params = {"id": cat.spus["star-raid"].id}
    detail = data(
        await client.get("/product/spu/get-detail", params=params, headers=bare(tokens["accessToken"]))
    )
    assert [(s["price"], s["memberPrice"]) for s in detail["skus"]] == [(4800, 4560), (9800, 9310)]


async def test_logout_with_a_bare_token_ends_the_login(client: httpx.AsyncClient, outbox: SmsOutbox) -> None:
    tokens = await login_by_sms(client, outbox, MOBILE)
    assert data(await client.post("/member/auth/logout", headers=bare(tokens["accessToken"]))) is True
    assert failure(await client.get("/member/user/get", headers=bare(tokens["accessToken"])))[0] == 401
    refreshed = await client.post(
        "/member/auth/refresh-token", params={"refreshToken": tokens["refreshToken"]}
    )
    assert failure(refreshed)[0] == 401


async def test_a_bare_bad_token_asks_for_a_refresh_and_another_scheme_is_no_token(
    client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    tokens = await login_by_sms(client, outbox, MOBILE)
    assert failure(await client.get("/member/user/get", headers=bare("junk")))[0] == 401
    # Still a visitor: "Basic <token>" is not a login, and a visitor's call works without one.
    basic = {"Authorization": f"Basic {tokens['accessToken']}"}
    assert failure(await client.get("/member/user/get", headers=basic))[0] == 401
    assert data(await client.get("/product/category/list", headers=basic)) == []


async def test_the_console_takes_a_bare_token(app: Any) -> None:
    await make_operator(app, "keeper", "admin")
    async with admin_client_for(app) as admin:
        token = data(await operator_login(admin, "keeper"))["accessToken"]
        info = data(await admin.get("/system/auth/get-permission-info", headers=bare(token)))
        assert info["username"] == "keeper"
        assert data(await admin.post("/system/auth/logout", headers=bare(token))) is True
        assert failure(await admin.get("/system/auth/get-permission-info", headers=bare(token)))[0] == 401
