"""The WeChat server API client against the stand-in over HTTP: the access token and jsapi ticket
cached until five minutes before they expire and fetched one at a time, fetched again once when
WeChat says the token is invalid or expired, errors typed, secrets kept out of the log; and the
stand-in run as a process for browser tests."""

from __future__ import annotations

import asyncio
import logging
import os
import select
import socket
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest
from pydantic import SecretStr

from fixtures.wechat_fixtures import mp, mp_url
from fixtures.wechat_mp_standin import WechatMpStandIn
from fixtures.wechat_social import SECRET_MINI, SECRET_OFFICIAL
from fixtures.wechatpay_standin import APPID_MINI, APPID_OFFICIAL, OPENID_MINI, OPENID_OFFICIAL
from gamestore.identity.social.wechat_api import SocialType, WechatApi, WechatApiError, WechatApp

__all__ = ["mp", "mp_url"]  # fixtures

OFFICIAL = WechatApp(APPID_OFFICIAL, SecretStr(SECRET_OFFICIAL))
MINI = WechatApp(APPID_MINI, SecretStr(SECRET_MINI))


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
async def api(mp_url: str, clock: Clock) -> AsyncIterator[WechatApi]:
    client = WechatApi(
        {SocialType.WECHAT_OFFICIAL: OFFICIAL, SocialType.WECHAT_MINI_PROGRAM: MINI},
        api_base_url=mp_url,
        open_base_url=mp_url,
        clock=clock,
    )
    yield client
    await client.aclose()


async def test_ticket_cached_until_five_minutes_before_it_expires(
    api: WechatApi, mp: WechatMpStandIn, clock: Clock
) -> None:
    first = await api.jsapi_ticket(OFFICIAL)
    clock.now += 7200 - 300 - 1
    assert await api.jsapi_ticket(OFFICIAL) == first and (mp.token_fetches, mp.ticket_fetches) == (1, 1)
    clock.now += 1
    second = await api.jsapi_ticket(OFFICIAL)
    assert second != first and (mp.token_fetches, mp.ticket_fetches) == (2, 2)


async def test_one_fetch_for_many_callers_at_once(api: WechatApi, mp: WechatMpStandIn) -> None:
    tickets = await asyncio.gather(*(api.jsapi_ticket(OFFICIAL) for _ in range(10)))
    assert len(set(tickets)) == 1 and (mp.token_fetches, mp.ticket_fetches) == (1, 1)


@pytest.mark.parametrize("spoil", ["drop_access_tokens", "expire_access_tokens"])
async def test_a_refused_token_is_fetched_again_once(
    api: WechatApi, mp: WechatMpStandIn, clock: Clock, spoil: str
) -> None:
    """40001 (unknown token) and 42001 (expired): a new token, then the ticket."""
    mp.token_ttl = 20_000  # the token outlives the ticket (7200 s) in our cache
    await api.jsapi_ticket(OFFICIAL)
    clock.now += 7200 - 300  # the ticket is due; the cached token is not, by our clock
    getattr(mp, spoil)()  # but WeChat no longer takes it
    ticket = await api.jsapi_ticket(OFFICIAL)
    assert ticket == mp.tickets[APPID_OFFICIAL]
    assert (mp.token_fetches, mp.ticket_fetches) == (2, 2)
    assert mp.requests[-3:] == ["/cgi-bin/ticket/getticket", "/cgi-bin/token", "/cgi-bin/ticket/getticket"]


async def test_refused_twice_is_an_error(api: WechatApi, mp: WechatMpStandIn) -> None:
    mp.token_ttl = 0  # every token WeChat gives is already expired
    with pytest.raises(WechatApiError) as refused:
        await api.jsapi_ticket(OFFICIAL)
    assert refused.value.errcode == 42001 and mp.token_fetches == 2


async def test_code_exchange_and_typed_errors(api: WechatApi, mp: WechatMpStandIn) -> None:
    code = mp.mint_oauth_code(OPENID_OFFICIAL, APPID_OFFICIAL, unionid="oUnionX")
    identity = await api.exchange_code(SocialType.WECHAT_OFFICIAL, OFFICIAL, code)
    assert (identity.openid, identity.unionid) == (OPENID_OFFICIAL, "oUnionX")
    with pytest.raises(WechatApiError) as used:
        await api.exchange_code(SocialType.WECHAT_OFFICIAL, OFFICIAL, code)
    assert used.value.errcode == 40163 and "code been used" in used.value.errmsg
    login = mp.mint_login_code(OPENID_MINI, APPID_MINI)
    mini = await api.exchange_code(SocialType.WECHAT_MINI_PROGRAM, MINI, login)
    assert (mini.openid, mini.unionid) == (OPENID_MINI, None)
    cases = [
        (WechatApp("wx0000000000000000", SecretStr("s")), 40013),
        (WechatApp(APPID_OFFICIAL, SecretStr("wrong")), 40125),
        (OFFICIAL, 40029),
    ]
    for app, errcode in cases:
        with pytest.raises(WechatApiError) as refused:
            await api.exchange_code(SocialType.WECHAT_OFFICIAL, app, "no-such-code")
        assert refused.value.errcode == errcode


async def test_secrets_and_codes_stay_out_of_the_log(
    api: WechatApi, mp: WechatMpStandIn, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    code = mp.mint_oauth_code(OPENID_OFFICIAL, APPID_OFFICIAL)
    await api.exchange_code(SocialType.WECHAT_OFFICIAL, OFFICIAL, code)
    ticket = await api.jsapi_ticket(OFFICIAL)
    with pytest.raises(WechatApiError):
        await api.exchange_code(SocialType.WECHAT_OFFICIAL, OFFICIAL, "bad-code-123")
    text = "\n".join(record.getMessage() for record in caplog.records)
    assert "/sns/oauth2/access_token" in text  # httpx did log the requests...
    for secret in (SECRET_OFFICIAL, code, "bad-code-123", ticket, *mp.tokens):
        assert secret not in text  # ...without the secret, codes or tokens
    assert SECRET_OFFICIAL not in repr(api) + repr(OFFICIAL)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
    return port


def test_the_standin_runs_as_a_process() -> None:
    port = _free_port()
    backend = Path(__file__).resolve().parents[2]
    command = [sys.executable, "-m", "tests.fixtures.wechat_mp_standin", "--port", str(port)]
    command += ["--appid", APPID_OFFICIAL, "--secret", SECRET_OFFICIAL, "--openid", OPENID_OFFICIAL]
    process = subprocess.Popen(  # noqa: S603 - our own module
        command, cwd=backend, stdout=subprocess.PIPE, text=True, env={**os.environ, "PYTHONUNBUFFERED": "1"}
    )
    try:
        assert process.stdout is not None
        readable, _, _ = select.select([process.stdout], [], [], 20)
        assert readable, "no ready line within 20 s"
        ready = process.stdout.readline()
        assert ready.strip() == f"wechat-mp-standin ready on http://127.0.0.1:{port}"
        with httpx.Client(base_url=f"http://127.0.0.1:{port}") as client:
            authorize = client.get(
                "/connect/oauth2/authorize",
                params={
                    "appid": APPID_OFFICIAL,
                    "redirect_uri": "http://127.0.0.1:5173/user/bind",
                    "response_type": "code",
                    "scope": "snsapi_base",
                    "state": "abc123",
                },
            )
            assert authorize.status_code == 302
            code = httpx.URL(authorize.headers["location"]).params["code"]
            answer = client.get(
                "/sns/oauth2/access_token",
                params={"appid": APPID_OFFICIAL, "secret": SECRET_OFFICIAL, "code": code},
            )
            assert answer.json() == {"errcode": 40002, "errmsg": answer.json()["errmsg"]}  # no grant_type
            assert answer.json()["errmsg"].startswith("invalid grant_type")
    finally:
        process.terminate()
        process.wait(timeout=10)
