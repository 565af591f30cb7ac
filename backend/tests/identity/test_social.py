"""Binding a member's WeChat accounts against the WeChat server API stand-in over real HTTP: the
official account's authorize redirect and its signed state, code exchange (invalid, used, expired
codes), one member per openid, re-binding, reading and unbinding, the mini program and app types,
stores not configured for a type, WeChat unreachable, JS-SDK signatures and their cached ticket."""

from __future__ import annotations

import asyncio
import os
import time
from collections.abc import AsyncIterator
from typing import Any
from urllib.parse import parse_qs, urlsplit

import httpx
import pytest

from conftest import TEST_JWT_SECRET, AppFactory, SmsOutbox, bearer, client_for, data, failure, login_by_sms
from fixtures.live_server import serve_in_thread
from fixtures.shop import member_tokens
from fixtures.wechat_fixtures import mp, mp_url
from fixtures.wechat_mp_standin import WechatMpStandIn
from fixtures.wechat_social import (
    REDIRECT_URI,
    bind_official,
    consent,
    make_mp_standin,
    social_settings,
)
from fixtures.wechatpay_standin import APPID_APP, APPID_MINI, APPID_OFFICIAL, OPENID_MINI, OPENID_OFFICIAL
from gamestore.core.errors import UNAUTHORIZED
from gamestore.identity import errors
from gamestore.identity.social.state import STATE_TTL_SECONDS, issue_state
from gamestore.identity.social.wechat_api import SocialType

__all__ = ["mp", "mp_url"]  # fixtures

OTHER_OPENID = "oUpF8uN7bMhY1v8d2ZqkOtherMember"


@pytest.fixture
async def store(app_factory: AppFactory, mp_url: str) -> Any:
    return app_factory(**social_settings(mp_url))


@pytest.fixture
async def member(store: Any, outbox: SmsOutbox) -> AsyncIterator[httpx.AsyncClient]:
    client = client_for(store)
    client.headers.update(bearer(await login_by_sms(client, outbox, "13800000301")))
    yield client
    await client.aclose()


def bind_body(code: str, state: str | None = None, type: int = 31) -> dict[str, Any]:
    body: dict[str, Any] = {"type": type, "code": code}
    if state is not None:
        body["state"] = state
    return body


async def test_redirect_bind_get_unbind(member: httpx.AsyncClient, mp_url: str) -> None:
    url = data(
        await member.get(
            "/member/auth/social-auth-redirect", params={"type": 31, "redirectUri": REDIRECT_URI}
        )
    )
    page, _, fragment = url.partition("#")
    parts = urlsplit(page)
    query = parse_qs(parts.query)
    assert f"{parts.scheme}://{parts.netloc}" == mp_url and parts.path == "/connect/oauth2/authorize"
    assert fragment == "wechat_redirect"
    assert {k: v[0] for k, v in query.items() if k != "state"} == {
        "appid": APPID_OFFICIAL,
        "redirect_uri": REDIRECT_URI,
        "response_type": "code",
        "scope": "snsapi_base",
    }
    assert "redirect_uri=https%3A%2F%2Fshop.example.com%2Fuser%2Fbind%3Ffrom%3Dpay" in page
    assert query["state"][0].isalnum() and len(query["state"][0]) <= 128

    assert await bind_official(member) == OPENID_OFFICIAL
    assert data(await member.get("/member/social-user/get", params={"type": 31})) == {
        "type": 31,
        "openid": OPENID_OFFICIAL,
        "nickname": None,
        "avatar": None,
    }
    assert data(await member.get("/member/social-user/get", params={"type": 34})) is None

    assert data(
        await member.request(
            "DELETE", "/member/social-user/unbind", json={"type": 31, "openid": OPENID_OFFICIAL}
        )
    )
    assert data(await member.get("/member/social-user/get", params={"type": 31})) is None
    code, msg = failure(
        await member.request(
            "DELETE",
            "/member/social-user/unbind",
            json={"type": 31, "openid": OPENID_OFFICIAL, "language": "en"},
        )
    )
    assert code == 404 and msg == "This WeChat account is not bound to you"


async def test_unbind_needs_the_bound_openid_and_type(member: httpx.AsyncClient) -> None:
    await bind_official(member)
    for body in ({"type": 31, "openid": OTHER_OPENID}, {"type": 43, "openid": OPENID_OFFICIAL}):
        code, _ = failure(await member.request("DELETE", "/member/social-user/unbind", json=body))
        assert code == errors.SOCIAL_USER_NOT_FOUND.code
    assert data(await member.get("/member/social-user/get", params={"type": 31}))["openid"] == OPENID_OFFICIAL


@pytest.mark.parametrize(
    ("params", "expected"),
    [
        ({"type": 34, "redirectUri": REDIRECT_URI}, errors.SOCIAL_REDIRECT_UNSUPPORTED.code),
        ({"type": 43, "redirectUri": REDIRECT_URI}, errors.SOCIAL_REDIRECT_UNSUPPORTED.code),
        ({"type": 32, "redirectUri": REDIRECT_URI}, 400),
        ({"type": "x", "redirectUri": REDIRECT_URI}, 400),
        ({"type": 31, "redirectUri": "/user/bind"}, 400),
        ({"type": 31, "redirectUri": "javascript:alert(1)"}, 400),
        ({"type": 31, "redirectUri": "ftp://shop.example.com/x"}, 400),
        ({"type": 31}, 400),
    ],
)
async def test_redirect_refusals(store: Any, params: dict[str, Any], expected: int) -> None:
    async with client_for(store) as visitor:  # no login needed
        code, msg = failure(await visitor.get("/member/auth/social-auth-redirect", params=params))
    assert code == expected and msg


async def test_redirect_unsupported_is_localized(store: Any) -> None:
    params = {"type": 34, "redirectUri": REDIRECT_URI}
    async with client_for(store) as visitor:
        _, en = failure(
            await visitor.get("/member/auth/social-auth-redirect", params={**params, "language": "en"})
        )
        _, zh = failure(
            await visitor.get("/member/auth/social-auth-redirect", params={**params, "language": "zh-CN"})
        )
    assert (
        en == "This login type cannot be started by a web redirect" and zh == "该登录类型不支持网页授权跳转"
    )


async def test_bind_refuses_a_missing_forged_expired_or_other_type_state(
    member: httpx.AsyncClient, mp: WechatMpStandIn
) -> None:
    code, state = await consent(member)
    forged = state[:-1] + ("0" if state[-1] != "0" else "1")
    foreign_key = issue_state("another-" + TEST_JWT_SECRET, SocialType.WECHAT_OFFICIAL)
    expired = issue_state(
        TEST_JWT_SECRET, SocialType.WECHAT_OFFICIAL, now=time.time() - STATE_TTL_SECONDS - 1
    )
    other_type = issue_state(TEST_JWT_SECRET, SocialType.WECHAT_APP)
    for bad in (None, "", "abc", forged, foreign_key, expired, other_type, state + "0"):
        answer = failure(
            await member.post("/member/social-user/bind", json={**bind_body(code, bad), "language": "en"})
        )
        assert answer == (
            errors.SOCIAL_STATE_INVALID.code,
            "The WeChat authorization has expired or is invalid, please start again",
        ), bad
    assert "/sns/oauth2/access_token" not in mp.requests  # refused before asking WeChat: the code still works
    assert data(await member.post("/member/social-user/bind", json=bind_body(code, state))) == OPENID_OFFICIAL


async def test_bind_refuses_invalid_used_and_expired_codes(
    member: httpx.AsyncClient, mp: WechatMpStandIn
) -> None:
    failed = (errors.SOCIAL_AUTH_FAILED.code, "WeChat authorization failed, please try again")
    _, state = await consent(member)
    invalid = await member.post(
        "/member/social-user/bind", json={**bind_body("not-a-code", state), "language": "en"}
    )
    assert failure(invalid) == failed

    code, state = await consent(member)
    assert data(await member.post("/member/social-user/bind", json=bind_body(code, state))) == OPENID_OFFICIAL
    _, fresh = await consent(member)  # each state works once: the used code comes with a fresh one
    used = await member.post("/member/social-user/bind", json={**bind_body(code, fresh), "language": "en"})
    assert failure(used) == failed

    code, state = await consent(member)
    mp.expire_codes()
    late = await member.post("/member/social-user/bind", json={**bind_body(code, state), "language": "en"})
    assert failure(late) == failed
    code, state = await consent(member)
    mp.expire_codes()
    _, zh = failure(await member.post("/member/social-user/bind", json=bind_body(code, state)))
    assert zh == "微信授权失败，请重试"


async def test_an_openid_binds_to_one_member(store: Any, member: httpx.AsyncClient) -> None:
    assert await bind_official(member) == OPENID_OFFICIAL
    [other] = await member_tokens(store, 1)
    async with client_for(store, **other) as second:
        code, state = await consent(second)
        answer = await second.post(
            "/member/social-user/bind", json={**bind_body(code, state), "language": "en"}
        )
        assert failure(answer) == (
            errors.SOCIAL_BOUND_TO_OTHER.code,
            "This WeChat account is already bound to another member",
        )
        assert data(await second.get("/member/social-user/get", params={"type": 31})) is None
    assert await bind_official(member) == OPENID_OFFICIAL  # the same member again is fine


async def test_binding_again_replaces_the_members_account(
    store: Any, member: httpx.AsyncClient, mp: WechatMpStandIn
) -> None:
    await bind_official(member)
    mp.openid = OTHER_OPENID  # the member consents with another WeChat account
    assert await bind_official(member) == OTHER_OPENID
    assert data(await member.get("/member/social-user/get", params={"type": 31}))["openid"] == OTHER_OPENID
    [other] = await member_tokens(store, 1)
    mp.openid = OPENID_OFFICIAL  # now free for someone else
    async with client_for(store, **other) as second:
        assert await bind_official(second) == OPENID_OFFICIAL


async def test_mini_program_binds_with_a_login_code_and_no_state(
    member: httpx.AsyncClient, mp: WechatMpStandIn
) -> None:
    code = mp.mint_login_code(OPENID_MINI, APPID_MINI, unionid="oUnion1")
    assert data(await member.post("/member/social-user/bind", json=bind_body(code, type=34))) == OPENID_MINI
    assert data(await member.get("/member/social-user/get", params={"type": 34}))["openid"] == OPENID_MINI
    assert data(await member.get("/member/social-user/get", params={"type": 31})) is None
    # A login code of another app, or an OAuth code, is not a mini program login code.
    for wrong in (
        mp.mint_login_code(OPENID_MINI, APPID_OFFICIAL),
        mp.mint_oauth_code(OPENID_MINI, APPID_MINI),
    ):
        answer = await member.post("/member/social-user/bind", json=bind_body(wrong, type=34))
        assert failure(answer)[0] == errors.SOCIAL_AUTH_FAILED.code
    # A state, when one is sent, must still be a good one.
    code = mp.mint_login_code(OPENID_MINI, APPID_MINI)
    forged = await member.post("/member/social-user/bind", json=bind_body(code, "0" * 68, type=34))
    assert failure(forged)[0] == errors.SOCIAL_STATE_INVALID.code


async def test_app_binds_an_sdk_code_without_a_state(member: httpx.AsyncClient, mp: WechatMpStandIn) -> None:
    """The app SDK's SendAuth code comes from the app, which checks its own state; one that is sent
    here must still be ours."""
    openid = "oAppUuAJO_M2pxb1Q9zNjWeS6oApp"
    code = mp.mint_oauth_code(openid, APPID_APP)
    forged = await member.post("/member/social-user/bind", json=bind_body(code, "0" * 68, type=43))
    assert failure(forged)[0] == errors.SOCIAL_STATE_INVALID.code
    assert data(await member.post("/member/social-user/bind", json=bind_body(code, type=43))) == openid
    official_code = mp.mint_oauth_code(openid, APPID_OFFICIAL)  # a code of the official account
    other_app = await member.post("/member/social-user/bind", json=bind_body(official_code, type=43))
    assert failure(other_app)[0] == errors.SOCIAL_AUTH_FAILED.code


@pytest.mark.parametrize(
    "body",
    [
        {"type": 32, "code": "c", "state": "s"},
        {"type": 31, "code": "", "state": "s"},
        {"type": 31, "state": "s"},
        {"type": 31, "code": "c" * 129},
        {"code": "c"},
    ],
)
async def test_bind_input_checks(member: httpx.AsyncClient, body: dict[str, Any]) -> None:
    code, msg = failure(await member.post("/member/social-user/bind", json=body))
    assert code == 400 and msg


async def test_types_not_configured_are_not_supported(app_factory: AppFactory, mp_url: str) -> None:
    # The official account has no secret; the mini program and app have no appid at all.
    store = app_factory(
        wechat_appid_official=APPID_OFFICIAL, wechat_api_base_url=mp_url, wechat_open_base_url=mp_url
    )
    [headers] = await member_tokens(store, 1)
    async with client_for(store, **headers) as client:
        not_supported = (
            errors.SOCIAL_TYPE_NOT_SUPPORTED.code,
            "Not supported yet: this WeChat login is not available in this store",
        )
        params = {"type": 31, "redirectUri": REDIRECT_URI, "language": "en"}
        assert failure(await client.get("/member/auth/social-auth-redirect", params=params)) == not_supported
        for kind in (31, 34, 43):
            state = issue_state(TEST_JWT_SECRET, SocialType(kind))
            body = {**bind_body("code", state, type=kind), "language": "en"}
            assert failure(await client.post("/member/social-user/bind", json=body)) == not_supported
        answer = await client.post(
            "/member/auth/create-weixin-jsapi-signature",
            params={"url": "https://shop.example.com/", "language": "en"},
        )
        assert failure(answer) == not_supported


async def test_social_user_endpoints_need_a_login(store: Any) -> None:
    async with client_for(store) as visitor:
        answers = [
            await visitor.post("/member/social-user/bind", json=bind_body("c", "s")),
            await visitor.get("/member/social-user/get", params={"type": 31}),
            await visitor.request("DELETE", "/member/social-user/unbind", json={"type": 31, "openid": "o"}),
        ]
    assert [failure(a)[0] for a in answers] == [UNAUTHORIZED.code] * 3


async def test_a_wrong_secret_or_unreachable_wechat_is_a_handled_error(
    app_factory: AppFactory, member: httpx.AsyncClient, mp: WechatMpStandIn, mp_url: str
) -> None:
    wrong = app_factory(**social_settings(mp_url, wechat_secret_official="not-the-secret"))
    code, state = await consent(member)  # a real code, from the correctly configured store
    [headers] = await member_tokens(wrong, 1, first_mobile=13700000000)
    async with client_for(wrong, **headers) as client:
        answer = await client.post("/member/social-user/bind", json=bind_body(code, state))
        assert failure(answer)[0] == errors.SOCIAL_AUTH_FAILED.code
        jsapi = await client.post(
            "/member/auth/create-weixin-jsapi-signature", params={"url": "https://s.example/"}
        )
        assert failure(jsapi)[0] == errors.SOCIAL_WECHAT_UNAVAILABLE.code
    assert mp.token_fetches == 0

    code, state = await consent(member)  # the first try used that state and code
    with serve_in_thread(make_mp_standin(), lifespan="off") as gone_url:
        pass  # its port is closed now
    down = app_factory(**social_settings(gone_url))
    [headers] = await member_tokens(down, 1, first_mobile=13600000000)
    async with client_for(down, **headers) as client:
        answer = await client.post("/member/social-user/bind", json=bind_body(code, state))
        assert failure(answer)[0] == errors.SOCIAL_WECHAT_UNAVAILABLE.code
        jsapi = await client.post(
            "/member/auth/create-weixin-jsapi-signature", params={"url": "https://s.example/"}
        )
        assert failure(jsapi)[0] == errors.SOCIAL_WECHAT_UNAVAILABLE.code


async def test_jsapi_signature_verifies_and_the_ticket_is_fetched_once(
    store: Any, mp: WechatMpStandIn
) -> None:
    pages = [f"https://shop.example.com/pay/{n}?id={n}&from=wx" for n in range(5)]
    async with client_for(store) as visitor:  # no login needed
        answers = await asyncio.gather(
            *(
                visitor.post("/member/auth/create-weixin-jsapi-signature", params={"url": page})
                for page in pages
            )
        )
        with_fragment = data(
            await visitor.post(
                "/member/auth/create-weixin-jsapi-signature", params={"url": pages[0] + "#/order?x=1"}
            )
        )
    signed = [data(answer) for answer in answers] + [with_fragment]
    assert with_fragment["url"] == pages[0]
    for page, config in zip([*pages, pages[0]], signed, strict=True):
        assert set(config) == {"appId", "timestamp", "nonceStr", "url", "signature", "openTagList"}
        assert config["appId"] == APPID_OFFICIAL and config["url"] == page and config["openTagList"] == []
        assert isinstance(config["timestamp"], int) and abs(config["timestamp"] - time.time()) < 60
        assert mp.verify_jsapi_signature(
            APPID_OFFICIAL,
            url=page,
            timestamp=config["timestamp"],
            nonce_str=config["nonceStr"],
            signature=config["signature"],
        )
        assert not mp.verify_jsapi_signature(
            APPID_OFFICIAL,
            url=page + "&x=1",
            timestamp=config["timestamp"],
            nonce_str=config["nonceStr"],
            signature=config["signature"],
        )
    assert len({c["nonceStr"] for c in signed}) == len(signed)
    assert (mp.token_fetches, mp.ticket_fetches) == (1, 1)


@pytest.mark.parametrize("url", ["", "/pay", "javascript:alert(1)", "https://" + "a" * 600])
async def test_jsapi_signature_needs_a_page_url(store: Any, url: str) -> None:
    async with client_for(store) as visitor:
        answer = await visitor.post("/member/auth/create-weixin-jsapi-signature", params={"url": url})
    assert failure(answer)[0] == 400


@pytest.mark.skipif(
    not os.environ.get("TEST_DATABASE_URL", "").startswith("postgresql"),
    reason="PostgreSQL only: SQLite refuses a write after a read when another writer committed between",
)
async def test_parallel_binds_of_one_openid_one_member_wins(store: Any, mp: WechatMpStandIn) -> None:
    """The unique (type, openid) decides: one member wins, the others are told, nothing fails."""
    members = await member_tokens(store, 6)
    codes = [mp.mint_oauth_code(OPENID_OFFICIAL, APPID_OFFICIAL) for _ in members]

    async def bind(headers: dict[str, str], code: str) -> Any:
        state = issue_state(TEST_JWT_SECRET, SocialType.WECHAT_OFFICIAL)  # each state works once
        async with client_for(store, **headers) as client:
            response = await client.post("/member/social-user/bind", json=bind_body(code, state))
            assert response.status_code == 200, response.text
            return response.json()

    answers = await asyncio.gather(*(bind(h, c) for h, c in zip(members, codes, strict=True)))
    winners = [a for a in answers if a["code"] == 0]
    assert len(winners) == 1 and winners[0]["data"] == OPENID_OFFICIAL, answers
    assert sorted(a["code"] for a in answers if a["code"] != 0) == [errors.SOCIAL_BOUND_TO_OTHER.code] * 5
    owners = []
    for headers in members:
        async with client_for(store, **headers) as client:
            owners.append(data(await client.get("/member/social-user/get", params={"type": 31})))
    assert sum(owner is not None for owner in owners) == 1
