"""One-tap login in the app (POST /member/auth/univerify-app-login) against a stand-in of our uniCloud
function ``univerify`` over real HTTP: a new number registers, a known one logs into its member, a
mobile is never trusted without the provider's pair (none, forged, another number's, used, expired),
the provider answering no number or failing, the function unreachable or refusing our signature, a
store without the function, referrals, disabled members, parallel logins, the rate limit and the
production check."""

from __future__ import annotations

import asyncio
import socket
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from pydantic import SecretStr
from sqlalchemy import func, select, update

from conftest import AppFactory, SmsOutbox, bearer, client_for, data, failure, login_by_sms
from fixtures.live_server import serve_in_thread
from fixtures.production import production
from fixtures.univerify_standin import (
    BAD_SIGNATURE,
    NONCE_SEEN,
    PATH,
    PROVIDER_REFUSED,
    STALE_TIMESTAMP,
    UniverifyStandIn,
)
from gamestore.core.config import ConfigurationError
from gamestore.core.errors import TOO_MANY_REQUESTS
from gamestore.identity import errors
from gamestore.identity.social.univerify import UniverifyError, UniverifyFunction
from gamestore.models import Member, MemberReferral, MemberSession

SECRET = "univerify-shared-secret-" + "s" * 24
MOBILE, OTHER = "13900139001", "13900139002"
LOGIN = "/member/auth/univerify-app-login"


@pytest.fixture
def standin() -> UniverifyStandIn:
    return UniverifyStandIn(secret=SECRET)


@pytest.fixture
def function_url(standin: UniverifyStandIn) -> Iterator[str]:
    with serve_in_thread(standin, lifespan="off") as base_url:
        yield base_url + PATH


@pytest.fixture
async def store(app_factory: AppFactory, function_url: str) -> Any:
    return app_factory(univerify_function_url=function_url, univerify_function_secret=SECRET)


@pytest.fixture
async def client(store: Any) -> Any:
    async with client_for(store) as c:
        yield c


def pair_body(pair: tuple[str, str], **extra: Any) -> dict[str, Any]:
    return {"access_token": pair[0], "openid": pair[1], **extra}


async def members_with(app: Any, mobile: str) -> list[int]:
    async with app.state.sessions() as session:
        return list((await session.scalars(select(Member.id).where(Member.mobile == mobile))).all())


async def logins_of(app: Any, member_id: int) -> int:
    async with app.state.sessions() as session:
        count: int = await session.scalar(
            select(func.count()).select_from(MemberSession).where(MemberSession.member_id == member_id)
        )
        return count


def closed_port_url() -> str:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}{PATH}"


async def test_a_new_number_registers_and_gets_working_tokens(
    store: Any, client: httpx.AsyncClient, standin: UniverifyStandIn
) -> None:
    tokens = data(await client.post(LOGIN, json=pair_body(standin.mint(MOBILE))))
    assert await members_with(store, MOBILE) == [tokens["userId"]]
    me = data(await client.get("/member/user/get", headers=bearer(tokens)))
    assert (me["id"], me["mobile"]) == (tokens["userId"], MOBILE)
    assert standin.answers == [0]


async def test_a_known_number_logs_into_its_member(
    store: Any, client: httpx.AsyncClient, standin: UniverifyStandIn, outbox: SmsOutbox
) -> None:
    by_sms = await login_by_sms(client, outbox, MOBILE)
    tokens = data(await client.post(LOGIN, json=pair_body(standin.mint(MOBILE), mobile=MOBILE)))
    assert tokens["userId"] == by_sms["userId"]
    assert await members_with(store, MOBILE) == [by_sms["userId"]]
    assert data(await client.get("/member/user/get", headers=bearer(tokens)))["mobile"] == MOBILE


async def test_a_mobile_without_the_providers_pair_logs_in_nothing(
    store: Any, client: httpx.AsyncClient, standin: UniverifyStandIn
) -> None:
    code, _ = failure(await client.post(LOGIN, json={"mobile": MOBILE}))
    assert code == 400
    forged = {"access_token": "forged-token", "openid": "forged-openid", "mobile": MOBILE}
    code, msg = failure(await client.post(LOGIN, json=forged, params={"language": "en"}))
    assert (code, msg) == (errors.UNIVERIFY_FAILED.code, "Quick login failed")
    # Another number's pair with this mobile: refused, and the other number is not logged in either.
    code, _ = failure(await client.post(LOGIN, json=pair_body(standin.mint(OTHER), mobile=MOBILE)))
    assert code == errors.UNIVERIFY_FAILED.code
    assert await members_with(store, MOBILE) == [] and await members_with(store, OTHER) == []
    assert standin.answers == [PROVIDER_REFUSED, 0]


async def test_a_pair_works_once_and_not_after_it_expires(
    store: Any, client: httpx.AsyncClient, standin: UniverifyStandIn
) -> None:
    pair = standin.mint(MOBILE)
    first = data(await client.post(LOGIN, json=pair_body(pair)))
    code, _ = failure(await client.post(LOGIN, json=pair_body(pair)))
    assert code == errors.UNIVERIFY_FAILED.code
    assert await logins_of(store, first["userId"]) == 1

    late = standin.mint(MOBILE)
    standin.expire_pairs()
    code, _ = failure(await client.post(LOGIN, json=pair_body(late)))
    assert code == errors.UNIVERIFY_FAILED.code
    assert await logins_of(store, first["userId"]) == 1


async def test_the_provider_answering_no_number(
    store: Any, client: httpx.AsyncClient, standin: UniverifyStandIn
) -> None:
    standin.mode = "no-number"
    code, msg = failure(
        await client.post(LOGIN, json=pair_body(standin.mint(MOBILE)), params={"language": "en"})
    )
    assert (code, msg) == (errors.UNIVERIFY_NO_NUMBER.code, "Phone number not obtained")
    _, zh = failure(
        await client.post(LOGIN, json=pair_body(standin.mint(MOBILE)), params={"language": "zh-CN"})
    )
    assert zh == "未获取到手机号"
    assert await members_with(store, MOBILE) == []


async def test_the_provider_failing(store: Any, client: httpx.AsyncClient, standin: UniverifyStandIn) -> None:
    standin.mode = "fail"
    code, msg = failure(
        await client.post(LOGIN, json=pair_body(standin.mint(MOBILE)), params={"language": "en"})
    )
    assert (code, msg) == (errors.UNIVERIFY_FAILED.code, "Quick login failed")
    assert standin.answers == [PROVIDER_REFUSED]


async def test_an_unreachable_function_is_quick_login_failed(app_factory: AppFactory) -> None:
    app = app_factory(univerify_function_url=closed_port_url(), univerify_function_secret=SECRET)
    async with client_for(app) as client:
        body = {"access_token": "t", "openid": "o"}
        code, msg = failure(await client.post(LOGIN, json=body, params={"language": "en"}))
    assert (code, msg) == (errors.UNIVERIFY_FAILED.code, "Quick login failed")


async def test_a_wrong_shared_secret_is_refused_by_the_function(
    app_factory: AppFactory, store: Any, function_url: str, standin: UniverifyStandIn
) -> None:
    pair = standin.mint(MOBILE)
    wrong = app_factory(univerify_function_url=function_url, univerify_function_secret="x" * 48)
    async with client_for(wrong) as client:
        code, _ = failure(await client.post(LOGIN, json=pair_body(pair)))
    assert code == errors.UNIVERIFY_FAILED.code
    assert standin.answers == [BAD_SIGNATURE]
    # The refused call spent nothing: with the right secret the same pair logs in.
    async with client_for(store) as client:
        data(await client.post(LOGIN, json=pair_body(pair)))
    assert standin.answers == [BAD_SIGNATURE, 0]


async def test_the_function_refuses_a_replayed_nonce_and_a_stale_timestamp(
    function_url: str, standin: UniverifyStandIn
) -> None:
    secret = SecretStr(SECRET)
    replaying = UniverifyFunction(function_url, secret, nonce=lambda: "the-same-nonce")
    assert await replaying.phone_number(*standin.mint(MOBILE)) == MOBILE
    with pytest.raises(UniverifyError) as replayed:
        await replaying.phone_number(*standin.mint(MOBILE))
    assert replayed.value.code == NONCE_SEEN
    for skew in (-330, 330):  # past the 300 s window with room for a slow machine
        stale = UniverifyFunction(function_url, secret, clock=lambda skew=skew: time.time() + skew)
        with pytest.raises(UniverifyError) as refused:
            await stale.phone_number(*standin.mint(MOBILE))
        assert refused.value.code == STALE_TIMESTAMP


async def test_a_store_without_the_function_does_not_support_it(app_factory: AppFactory) -> None:
    async with client_for(app_factory()) as client:
        body = {"access_token": "t", "openid": "o"}
        en = failure(await client.post(LOGIN, json=body, params={"language": "en"}))
        zh = failure(await client.post(LOGIN, json=body, params={"language": "zh-CN"}))
    assert en == (errors.UNIVERIFY_NOT_SUPPORTED.code, "Not supported on this platform")
    assert zh == (errors.UNIVERIFY_NOT_SUPPORTED.code, "暂不支持该平台")


async def test_a_share_string_binds_the_referral_on_registration(
    store: Any, client: httpx.AsyncClient, standin: UniverifyStandIn, outbox: SmsOutbox
) -> None:
    sharer = await login_by_sms(client, outbox, OTHER)
    spm = f"{sharer['userId']}.1.0.1.3"
    friend = data(await client.post(LOGIN, json=pair_body(standin.mint(MOBILE), spm=spm)))
    async with store.state.sessions() as session:
        rows = (await session.execute(select(MemberReferral.member_id, MemberReferral.sharer_id))).all()
    assert [tuple(row) for row in rows] == [(friend["userId"], sharer["userId"])]
    assert data(await client.get("/member/referral/summary", headers=bearer(sharer)))["friendCount"] == 1


async def test_a_disabled_member_cannot_log_in(
    store: Any, client: httpx.AsyncClient, standin: UniverifyStandIn
) -> None:
    first = data(await client.post(LOGIN, json=pair_body(standin.mint(MOBILE))))
    async with store.state.sessions() as session, session.begin():
        await session.execute(update(Member).where(Member.id == first["userId"]).values(enabled=False))
    code, _ = failure(await client.post(LOGIN, json=pair_body(standin.mint(MOBILE))))
    assert code == errors.AUTH_ACCOUNT_DISABLED.code
    assert await logins_of(store, first["userId"]) == 1


async def test_parallel_logins_with_one_fresh_pair_make_one_member_and_one_login(
    store: Any, client: httpx.AsyncClient, standin: UniverifyStandIn
) -> None:
    body = pair_body(standin.mint(MOBILE))
    answers = await asyncio.gather(*(client.post(LOGIN, json=body) for _ in range(4)))
    codes = sorted(a.json()["code"] for a in answers)
    assert codes == [0] + [errors.UNIVERIFY_FAILED.code] * 3
    (member_id,) = await members_with(store, MOBILE)
    assert await logins_of(store, member_id) == 1


async def test_parallel_first_logins_of_one_number_make_one_member(
    store: Any, client: httpx.AsyncClient, standin: UniverifyStandIn
) -> None:
    bodies = [pair_body(standin.mint(MOBILE)) for _ in range(3)]
    answers = await asyncio.gather(*(client.post(LOGIN, json=body) for body in bodies))
    users = {a.json()["data"]["userId"] for a in answers if a.json()["code"] == 0}
    assert await members_with(store, MOBILE) == sorted(users) and len(users) == 1


async def test_attempts_per_address_are_limited(
    app_factory: AppFactory, function_url: str, standin: UniverifyStandIn
) -> None:
    app = app_factory(
        univerify_function_url=function_url, univerify_function_secret=SECRET, login_attempts_per_10_minutes=1
    )
    async with client_for(app) as client, client_for(app, address="198.51.100.9") as elsewhere:
        for _ in range(5):
            assert failure(await client.post(LOGIN, json={"access_token": "t", "openid": "o"}))[0] == (
                errors.UNIVERIFY_FAILED.code
            )
        code, _ = failure(await client.post(LOGIN, json=pair_body(standin.mint(MOBILE))))
        assert code == TOO_MANY_REQUESTS.code
        data(await elsewhere.post(LOGIN, json=pair_body(standin.mint(MOBILE))))
    assert len(standin.answers) == 6  # the refused attempt never reached the function


@pytest.mark.parametrize("secret", ["", "short-secret"])
def test_production_refuses_the_function_without_a_secret(secret: str) -> None:
    with pytest.raises(ConfigurationError, match="UNIVERIFY_FUNCTION_SECRET"):
        production(
            univerify_function_url="https://fc-demo.next.bspapp.com/univerify",
            univerify_function_secret=secret,
        ).check_safe_to_start()
    with pytest.raises(ConfigurationError, match="UNIVERIFY_FUNCTION_URL"):
        production(
            univerify_function_url="http://fc-demo.next.bspapp.com/univerify",
            univerify_function_secret=SECRET,
        ).check_safe_to_start()
    production(
        univerify_function_url="https://fc-demo.next.bspapp.com/univerify", univerify_function_secret=SECRET
    ).check_safe_to_start()
    production().check_safe_to_start()  # no function, no secret needed
