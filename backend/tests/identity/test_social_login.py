"""Logging in by WeChat (POST /member/auth/social-login) against the WeChat server API stand-in over
real HTTP: the first login registers a member without a mobile, later ones (and a member who bound
WeChat, or the same person's other WeChat type by unionid) log into that member; each state and
each code works once, also for /member/social-user/bind, and a replay never reaches WeChat; bad
states, the mini program's type, a disabled member, parallel first logins, a referral from a shared
link; and a member without a mobile adds one (new number's code only) before creating an order."""

from __future__ import annotations

import asyncio
import re
import time
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select, update

from conftest import (
    TEST_JWT_SECRET,
    AppFactory,
    SmsOutbox,
    bearer,
    client_for,
    data,
    failure,
    login_by_sms,
    send_code,
)
from fixtures.shop import keyed_catalogue
from fixtures.wechat_fixtures import mp, mp_url
from fixtures.wechat_mp_standin import WechatMpStandIn
from fixtures.wechat_social import bind_official, consent, social_settings
from fixtures.wechatpay_standin import APPID_APP, APPID_OFFICIAL, OPENID_OFFICIAL
from gamestore.core.db import unit_of_work
from gamestore.engagement.task_import import import_tasks
from gamestore.identity import errors
from gamestore.identity.sms import SmsScene
from gamestore.identity.social.state import STATE_TTL_SECONDS, issue_state
from gamestore.identity.social.wechat_api import SocialType
from gamestore.models import Member, MemberReferral, MemberSocialUser

__all__ = ["mp", "mp_url"]  # fixtures

APP_OPENID = "oAppUuAJO_M2pxb1Q9zNjWeS6oLogin"
UNIONID = "oUnionLogin7Qb1WzN0xExampleUnion"
EXCHANGE = "/sns/oauth2/access_token"
MOBILE = "13800000401"
NEW_MOBILE = "15900000401"
TITLES = {"en": "Bind WeChat", "zh-Hans": "绑定微信", "zh-Hant": "綁定微信", "ja": "WeChat連携"}


@pytest.fixture
async def store(app_factory: AppFactory, mp_url: str) -> Any:
    return app_factory(**social_settings(mp_url))


@pytest.fixture
async def visitor(store: Any) -> AsyncIterator[httpx.AsyncClient]:
    async with client_for(store) as client:
        yield client


def login_body(code: str, state: str | None = None, type: int = 31, **more: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"type": type, "code": code, **more}
    if state is not None:
        body["state"] = state
    return body


async def social_login(client: httpx.AsyncClient, body: dict[str, Any]) -> httpx.Response:
    return await client.post("/member/auth/social-login", json=body)


async def wechat_login(client: httpx.AsyncClient, **more: Any) -> dict[str, Any]:
    """The official account's whole way in: the store's redirect, WeChat's consent page, then the
    code and state WeChat sent back."""
    code, state = await consent(client)
    tokens: dict[str, Any] = data(await social_login(client, login_body(code, state, **more)))
    return tokens


async def me(client: httpx.AsyncClient, tokens: dict[str, Any]) -> dict[str, Any]:
    info: dict[str, Any] = data(await client.get("/member/user/get", headers=bearer(tokens)))
    return info


async def count(store: Any, table: Any) -> int:
    async with store.state.sessions() as session:
        return int(await session.scalar(select(func.count()).select_from(table)) or 0)


async def test_first_login_registers_a_member_without_a_mobile_and_the_next_finds_it(
    store: Any, visitor: httpx.AsyncClient
) -> None:
    task = {"code": "bind-wechat", "type": 3, "event": "wechat_bound", "target": 1, "rewardPoint": 30,
            "rewardExperience": 0, "link": "userInfo", "titles": TITLES, "descriptions": TITLES}  # fmt: skip
    async with unit_of_work(store.state.sessions) as session:
        assert (await import_tasks(session, {"tasks": [task]})).ok

    first = await wechat_login(visitor)
    assert set(first) == {"userId", "accessToken", "refreshToken", "expiresTime", "openid"}
    assert first["openid"] == OPENID_OFFICIAL
    info = await me(visitor, first)
    assert info["id"] == first["userId"] and info["mobile"] is None
    assert re.fullmatch(r"Gamer[0-9]{6}", info["nickname"])
    bound = data(await visitor.get("/member/social-user/get", params={"type": 31}, headers=bearer(first)))
    assert bound["openid"] == OPENID_OFFICIAL
    tasks = data(await visitor.get("/member/task/page", params={"type": 3}, headers=bearer(first)))["list"]
    assert [(t["progress"], t["status"]) for t in tasks if t["code"] == "bind-wechat"] == [
        (1, 10)
    ]  # receivable

    second = await wechat_login(visitor)
    assert second["userId"] == first["userId"] and second["refreshToken"] != first["refreshToken"]
    assert (await me(visitor, second))["id"] == first["userId"]
    assert await count(store, Member) == 1 and await count(store, MemberSocialUser) == 1


async def test_a_member_who_bound_wechat_logs_into_that_member(
    store: Any, visitor: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    tokens = await login_by_sms(visitor, outbox, MOBILE)
    async with client_for(store, **bearer(tokens)) as member:
        assert await bind_official(member) == OPENID_OFFICIAL
    wechat = await wechat_login(visitor)
    assert wechat["userId"] == tokens["userId"]
    assert (await me(visitor, wechat))["mobile"] == MOBILE
    assert await count(store, Member) == 1


async def test_the_same_person_on_another_wechat_type_logs_into_their_member_by_unionid(
    store: Any, visitor: httpx.AsyncClient, mp: WechatMpStandIn
) -> None:
    mp.unionid = UNIONID  # the official account and the app share WeChat's open platform
    first = await wechat_login(visitor)
    code = mp.mint_oauth_code(APP_OPENID, APPID_APP, unionid=UNIONID)
    app_login = data(await social_login(visitor, login_body(code, type=43)))
    assert app_login["userId"] == first["userId"] and app_login["openid"] == APP_OPENID
    bound = data(await visitor.get("/member/social-user/get", params={"type": 43}, headers=bearer(app_login)))
    assert bound["openid"] == APP_OPENID  # this type is bound too: the next app login finds it directly
    again = mp.mint_oauth_code(APP_OPENID, APPID_APP)  # no unionid this time
    assert data(await social_login(visitor, login_body(again, type=43)))["userId"] == first["userId"]
    assert await count(store, Member) == 1


async def test_a_state_works_once_for_login_and_bind_and_its_replay_never_reaches_wechat(
    store: Any, visitor: httpx.AsyncClient, mp: WechatMpStandIn, outbox: SmsOutbox
) -> None:
    invalid = (
        errors.SOCIAL_STATE_INVALID.code,
        "The WeChat authorization has expired or is invalid, please start again",
    )
    code, state = await consent(visitor)
    data(await social_login(visitor, login_body(code, state)))
    asked = mp.requests.count(EXCHANGE)
    fresh_code = mp.mint_oauth_code(OPENID_OFFICIAL, APPID_OFFICIAL)
    replay = await social_login(visitor, {**login_body(fresh_code, state), "language": "en"})
    assert failure(replay) == invalid
    assert mp.requests.count(EXCHANGE) == asked
    tokens = await login_by_sms(visitor, outbox, MOBILE)
    async with client_for(store, **bearer(tokens)) as member:
        # The state social-login used cannot bind either, and a state bind used cannot log in.
        answer = await member.post(
            "/member/social-user/bind",
            json={"type": 31, "code": fresh_code, "state": state, "language": "en"},
        )
        assert failure(answer) == invalid
        mp.openid = "oUpF8uN7bMhY1v8d2ZqkOtherMember"  # free to bind
        other_code, bind_state = await consent(member)
        assert data(
            await member.post(
                "/member/social-user/bind", json={"type": 31, "code": other_code, "state": bind_state}
            )
        )
        asked = mp.requests.count(EXCHANGE)
        answer = await social_login(visitor, {**login_body(fresh_code, bind_state), "language": "en"})
        assert failure(answer) == invalid
    assert mp.requests.count(EXCHANGE) == asked  # refused here: WeChat never saw the replays
    data(await social_login(visitor, login_body(fresh_code, issue_state(TEST_JWT_SECRET, SocialType(31)))))


async def test_a_code_works_once_and_its_replay_never_reaches_wechat(
    visitor: httpx.AsyncClient, mp: WechatMpStandIn
) -> None:
    failed = (errors.SOCIAL_AUTH_FAILED.code, "WeChat authorization failed, please try again")
    code, state = await consent(visitor)
    data(await social_login(visitor, login_body(code, state)))
    asked = mp.requests.count(EXCHANGE)
    _, fresh_state = await consent(visitor)
    replay = await social_login(visitor, {**login_body(code, fresh_state), "language": "en"})
    assert failure(replay) == failed
    app_code = mp.mint_oauth_code(APP_OPENID, APPID_APP)
    data(await social_login(visitor, login_body(app_code, type=43)))
    asked += 1
    again = await social_login(visitor, {**login_body(app_code, type=43), "language": "en"})
    assert failure(again) == failed
    assert mp.requests.count(EXCHANGE) == asked


async def test_official_account_login_refuses_a_missing_forged_expired_or_other_type_state(
    visitor: httpx.AsyncClient, mp: WechatMpStandIn
) -> None:
    code, state = await consent(visitor)
    forged = state[:-1] + ("0" if state[-1] != "0" else "1")
    foreign_key = issue_state("another-" + TEST_JWT_SECRET, SocialType.WECHAT_OFFICIAL)
    expired = issue_state(
        TEST_JWT_SECRET, SocialType.WECHAT_OFFICIAL, now=time.time() - STATE_TTL_SECONDS - 1
    )
    other_type = issue_state(TEST_JWT_SECRET, SocialType.WECHAT_APP)
    for bad in (None, "", "abc", forged, foreign_key, expired, other_type, state + "0"):
        answer = await social_login(visitor, {**login_body(code, bad), "language": "en"})
        assert failure(answer)[0] == errors.SOCIAL_STATE_INVALID.code, bad
    assert EXCHANGE not in mp.requests  # refused before WeChat: the code and the state still work
    assert data(await social_login(visitor, login_body(code, state)))["openid"] == OPENID_OFFICIAL


async def test_app_login_with_the_sdk_code(
    store: Any, visitor: httpx.AsyncClient, mp: WechatMpStandIn
) -> None:
    code = mp.mint_oauth_code(APP_OPENID, APPID_APP)
    forged = await social_login(visitor, login_body(code, "0" * 68, type=43))
    assert failure(forged)[0] == errors.SOCIAL_STATE_INVALID.code  # a state, when sent, must be good
    first = data(await social_login(visitor, login_body(code, type=43)))
    assert first["openid"] == APP_OPENID and (await me(visitor, first))["mobile"] is None
    with_state = mp.mint_oauth_code(APP_OPENID, APPID_APP)
    state = issue_state(TEST_JWT_SECRET, SocialType.WECHAT_APP)
    assert (
        data(await social_login(visitor, login_body(with_state, state, type=43)))["userId"] == first["userId"]
    )
    official = mp.mint_oauth_code(APP_OPENID, APPID_OFFICIAL)  # a code of another app
    assert (
        failure(await social_login(visitor, login_body(official, type=43)))[0]
        == errors.SOCIAL_AUTH_FAILED.code
    )
    assert await count(store, Member) == 1


async def test_the_mini_program_logs_in_elsewhere(visitor: httpx.AsyncClient, mp: WechatMpStandIn) -> None:
    answer = await social_login(visitor, {**login_body("a-wx-login-code", type=34), "language": "en"})
    assert failure(answer) == (
        errors.SOCIAL_LOGIN_MINI_PROGRAM.code,
        "The mini program logs in through weixin-mini-app-login",
    )
    assert mp.requests == []


@pytest.mark.parametrize(
    "body",
    [
        {"type": 32, "code": "c"},
        {"type": 31, "code": ""},
        {"type": 43},
        {"type": 43, "code": "c" * 129},
        {"type": 43, "code": "c", "spm": "1" * 101},
        {"code": "c"},
    ],
)
async def test_input_checks(visitor: httpx.AsyncClient, body: dict[str, Any]) -> None:
    code, msg = failure(await social_login(visitor, body))
    assert code == 400 and msg


async def test_a_type_the_store_is_not_configured_for(app_factory: AppFactory, mp_url: str) -> None:
    store = app_factory(**social_settings(mp_url, wechat_appid_app=""))
    async with client_for(store) as visitor:
        answer = await social_login(visitor, login_body("code", type=43))
    assert failure(answer)[0] == errors.SOCIAL_TYPE_NOT_SUPPORTED.code


async def test_a_disabled_member_cannot_log_in_by_wechat(store: Any, visitor: httpx.AsyncClient) -> None:
    await wechat_login(visitor)
    async with store.state.sessions() as session, session.begin():
        await session.execute(update(Member).values(enabled=False))
    code, state = await consent(visitor)
    answer = await social_login(visitor, {**login_body(code, state), "language": "en"})
    assert failure(answer)[0] == errors.AUTH_ACCOUNT_DISABLED.code


async def test_parallel_first_logins_of_one_account_make_one_member(
    store: Any, visitor: httpx.AsyncClient, mp: WechatMpStandIn
) -> None:
    """Distinct codes of the same account at once: the unique (type, openid) decides, the others
    log into the winner's member."""
    codes = [mp.mint_oauth_code(APP_OPENID, APPID_APP) for _ in range(6)]
    answers = await asyncio.gather(*(social_login(visitor, login_body(code, type=43)) for code in codes))
    users = {data(answer)["userId"] for answer in answers}
    assert len(users) == 1
    assert await count(store, Member) == 1 and await count(store, MemberSocialUser) == 1


async def test_a_first_login_from_a_shared_link_is_referred_to_the_sharer(
    store: Any, visitor: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await keyed_catalogue(store)
    sharer = await login_by_sms(visitor, outbox, MOBILE)
    params = {"page": 2, "id": cat.spus["star-raid"].id, "platform": 1, "method": 3}
    spm = data(await visitor.get("/member/share/info", params=params, headers=bearer(sharer)))["query"]
    friend = await wechat_login(visitor, spm=spm)
    summary = data(await visitor.get("/member/referral/summary", headers=bearer(sharer)))
    assert summary["friendCount"] == 1
    friends = data(await visitor.get("/member/referral/page", headers=bearer(sharer)))
    assert [f["id"] for f in friends["list"]] == [friend["userId"]]
    await wechat_login(visitor, spm=spm)  # logging in again binds nothing new
    async with store.state.sessions() as session:
        rows = (await session.execute(select(MemberReferral.member_id, MemberReferral.sharer_id))).all()
    assert [tuple(row) for row in rows] == [(friend["userId"], sharer["userId"])]


async def test_a_member_without_a_mobile_adds_one_before_ordering(
    store: Any, visitor: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await keyed_catalogue(store)
    tokens = await wechat_login(visitor)
    headers = bearer(tokens)
    order = {"items": [{"skuId": cat.skus["star-raid-0"].id, "count": 1}]}
    refused = await visitor.post("/trade/order/create", json={**order, "language": "en"}, headers=headers)
    assert failure(refused) == (errors.USER_MOBILE_REQUIRED.code, "Please add your mobile number first")
    _, zh = failure(await visitor.post("/trade/order/create", json=order, headers=headers))
    assert zh == "请先绑定手机号"

    # Codes to "your mobile" have nowhere to go.
    scene3 = {"mobile": NEW_MOBILE, "scene": SmsScene.CHANGE_PASSWORD.value}
    answer = await visitor.post("/member/auth/send-sms-code", json=scene3, headers=headers)
    assert failure(answer)[0] == errors.USER_MOBILE_REQUIRED.code
    answer = await visitor.put(
        "/member/user/update-password", json={"password": "new pass 123", "code": "123456"}, headers=headers
    )
    assert failure(answer)[0] == errors.USER_MOBILE_REQUIRED.code

    # Adding a number needs only the new number's code.
    code = await send_code(visitor, outbox, NEW_MOBILE, SmsScene.CHANGE_MOBILE, tokens)
    wrong = await visitor.put(
        "/member/user/update-mobile",
        json={"mobile": NEW_MOBILE, "code": f"{(int(code) + 1) % 1_000_000:06d}"},
        headers=headers,
    )
    assert failure(wrong)[0] == errors.SMS_CODE_WRONG.code
    added = await visitor.put(
        "/member/user/update-mobile", json={"mobile": NEW_MOBILE, "code": code}, headers=headers
    )
    assert data(added) is True
    assert (await me(visitor, tokens))["mobile"] == NEW_MOBILE
    assert data(await visitor.post("/trade/order/create", json=order, headers=headers))["id"]
    # The number logs in too, into the same member.
    assert (await login_by_sms(visitor, outbox, NEW_MOBILE))["userId"] == tokens["userId"]
