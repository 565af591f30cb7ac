"""Binding a Steam account end to end against the Steam stand-in over real HTTP: steam-login's
sign-in address, Steam's sign-in page, the callback's checks and its one use, steam-bind binding only
what the server verified for that member, one member per Steam id, the persona from the Web API, and
unbinding. Each known attack on the OpenID answer gets a test here or in test_steam_openid.py."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from datetime import timedelta
from typing import Any
from urllib.parse import parse_qs, urlencode, urlsplit

import httpx
import pytest
from sqlalchemy import update

from conftest import AppFactory, client_for, data, failure
from fixtures.live_server import serve_in_thread
from fixtures.shop import member_tokens
from fixtures.steam_standin import WEB_API_KEY, SteamStandIn
from gamestore.core import clock
from gamestore.core.errors import UNAUTHORIZED
from gamestore.identity import errors
from gamestore.models.identity import MemberSteamLogin

ORIGIN = "http://testserver"
PAGE = f"{ORIGIN}/#/pages/index/steam"
API = f"{ORIGIN}/app-api"
GABE = "76561197960287930"
OTHER = "76561198000000001"


@pytest.fixture
def steam() -> Iterator[SteamStandIn]:
    stand_in = SteamStandIn()
    with serve_in_thread(stand_in.app, lifespan="off") as base_url:
        stand_in.endpoint = f"{base_url}/openid/login"
        stand_in.players[GABE] = {
            "steamid": GABE,
            "personaname": "Rabscuttle",
            "avatarfull": "https://avatars.steamstatic.com/gabe_full.jpg",
            "loccountrycode": "US",  # shown on the profile: where the member's keys must activate
        }
        yield stand_in


def steam_settings(steam: SteamStandIn, **overrides: Any) -> dict[str, Any]:
    base = steam.endpoint.removesuffix("/openid/login")
    return {
        "steam_openid_endpoint": steam.endpoint,
        "steam_web_api_url": base,
        "steam_web_api_key": WEB_API_KEY,
        **overrides,
    }


@pytest.fixture
async def shop(app_factory: AppFactory, steam: SteamStandIn) -> Any:
    return app_factory(**steam_settings(steam))


@pytest.fixture
async def members(shop: Any) -> list[dict[str, str]]:
    return await member_tokens(shop, 2)


async def sign_in_url(client: httpx.AsyncClient, headers: dict[str, str], **body: str) -> str:
    url: str = data(
        await client.post(
            "/member/social-user/steam-login",
            json={"callbackUrl": PAGE, "baseUrl": API, **body},
            headers=headers,
        )
    )
    return url


def return_to_of(url: str) -> str:
    return parse_qs(urlsplit(url).query)["openid.return_to"][0]


async def through_steam_page(url: str, steam_id: str) -> str:
    """What a person does on Steam: open the sign-in page, sign in; answers where Steam sends them."""
    async with httpx.AsyncClient() as browser:
        page = await browser.get(url)
        assert page.status_code == 200, page.text
        assert "Sign In" in page.text
        form_action = urlsplit(url)._replace(path="/openid/login/approve", query="").geturl()
        answer = await browser.post(form_action, data={"return_to": return_to_of(url), "steam_id": steam_id})
    assert answer.status_code == 302
    return answer.headers["location"]


async def callback(client: httpx.AsyncClient, location: str) -> httpx.Response:
    assert location.startswith(API)
    return await client.get(location.removeprefix(API))


def app_page_query(answer: httpx.Response) -> dict[str, str]:
    """The query the callback sends index/steam (after the hash route)."""
    assert answer.status_code == 303, answer.text
    location = answer.headers["location"]
    assert location.startswith(f"{PAGE}?")
    return {key: values[0] for key, values in parse_qs(location.split("?", 1)[1]).items()}


async def verified(
    client: httpx.AsyncClient, headers: dict[str, str], steam_id: str = GABE
) -> dict[str, str]:
    """Steam sign-in all the way to the app's page; answers the page's query."""
    location = await through_steam_page(await sign_in_url(client, headers), steam_id)
    return app_page_query(await callback(client, location))


async def test_a_member_binds_the_steam_account_they_signed_in_with(
    shop: Any, members: list[dict[str, str]], steam: SteamStandIn
) -> None:
    async with client_for(shop) as client:
        url = await sign_in_url(client, members[0])
        parts = urlsplit(url)
        query = parse_qs(parts.query)
        assert f"{parts.scheme}://{parts.netloc}{parts.path}" == steam.endpoint
        assert query["openid.mode"] == ["checkid_setup"]
        assert (
            query["openid.claimed_id"]
            == query["openid.identity"]
            == ["http://specs.openid.net/auth/2.0/identifier_select"]
        )
        assert query["openid.realm"] == [f"{ORIGIN}/"]
        assert return_to_of(url).startswith(f"{API}/member/social-user/steam-callback?token=")

        page = app_page_query(await callback(client, await through_steam_page(url, GABE)))
        assert page["type"] == "steam" and page["steamId"] == GABE and "errCode" not in page
        assert len(steam.checks) == 1  # Steam confirmed it

        account = data(
            await client.post(
                "/member/social-user/steam-bind",
                json={"userId": int(page["userId"]), "steamId": GABE},
                headers=members[0],
            )
        )
        assert account == {
            "steamId": GABE,
            "personaName": "Rabscuttle",
            "avatar": "https://avatars.steamstatic.com/gabe_full.jpg",
            "country": "US",
        }
        assert steam.summaries_asked == [GABE]
        # The Steam account's country comes before the member's own setting.
        assert data(await client.put("/member/user/update", json={"country": "CN"}, headers=members[0]))
        me = data(await client.get("/member/user/get", headers=members[0]))
        assert (me["country"], me["activationCountry"], me["activationCountrySource"]) == (
            "CN",
            "US",
            "steam",
        )


async def test_a_steam_id_sent_without_the_sign_in_binds_nothing(
    shop: Any, members: list[dict[str, str]]
) -> None:
    async with client_for(shop) as client:
        me = await verified(client, members[1], OTHER)  # a real sign-in, of another account
        for body in ({"userId": int(me["userId"]), "steamId": GABE}, {"userId": 1, "steamId": GABE}):
            answer = await client.post("/member/social-user/steam-bind", json=body, headers=members[0])
            assert failure(answer)[0] == errors.STEAM_NOT_VERIFIED.code


async def test_another_members_verified_steam_id_does_not_bind_to_me(
    shop: Any, members: list[dict[str, str]]
) -> None:
    async with client_for(shop) as client:
        theirs = await verified(client, members[0], GABE)
        for user_id in (int(theirs["userId"]), int(theirs["userId"]) + 1):
            answer = await client.post(
                "/member/social-user/steam-bind",
                json={"userId": user_id, "steamId": GABE},
                headers=members[1],
            )
            assert failure(answer)[0] == errors.STEAM_NOT_VERIFIED.code


async def test_the_callback_believes_an_answer_once(
    shop: Any, members: list[dict[str, str]], steam: SteamStandIn
) -> None:
    async with client_for(shop) as client:
        location = await through_steam_page(await sign_in_url(client, members[0]), GABE)
        assert "steamId" in app_page_query(await callback(client, location))
        again = app_page_query(await callback(client, location))
        assert again["errCode"] == str(errors.STEAM_SIGN_IN_FAILED.code) and "steamId" not in again


async def test_an_answer_made_for_one_sign_in_is_refused_at_another(
    shop: Any, members: list[dict[str, str]], steam: SteamStandIn
) -> None:
    """An attacker's own sign-in's answer, replayed with a victim's token (return_to differs)."""
    async with client_for(shop) as client:
        attacker = return_to_of(await sign_in_url(client, members[0]))
        victim = return_to_of(await sign_in_url(client, members[1]))
        fields = steam.assertion(attacker, GABE)
        answer = await callback(client, f"{victim}&{urlencode(fields)}")
        assert app_page_query(answer)["errCode"] == str(errors.STEAM_SIGN_IN_FAILED.code)
        assert steam.checks == []  # refused before asking Steam


async def test_a_tampered_answer_is_refused_by_steam(
    shop: Any, members: list[dict[str, str]], steam: SteamStandIn
) -> None:
    async with client_for(shop) as client:
        return_to = return_to_of(await sign_in_url(client, members[0]))
        fields = steam.assertion(return_to, GABE)
        fields["openid.claimed_id"] = fields["openid.identity"] = (
            f"https://steamcommunity.com/openid/id/{OTHER}"
        )
        page = app_page_query(await callback(client, f"{return_to}&{urlencode(fields)}"))
        assert page["errCode"] == str(errors.STEAM_SIGN_IN_FAILED.code)
        assert len(steam.checks) == 1  # Steam was asked and said no
        bind = await client.post(
            "/member/social-user/steam-bind",
            json={"userId": int(page["userId"]), "steamId": OTHER},
            headers=members[0],
        )
        assert failure(bind)[0] == errors.STEAM_NOT_VERIFIED.code


async def test_an_answer_naming_another_provider_is_refused(
    shop: Any, members: list[dict[str, str]], steam: SteamStandIn
) -> None:
    async with client_for(shop) as client:
        return_to = return_to_of(await sign_in_url(client, members[0]))
        impostor = SteamStandIn(endpoint="https://evil.example/openid/login")
        page = app_page_query(await callback(client, impostor.redirect(return_to, GABE)))
        assert page["errCode"] == str(errors.STEAM_SIGN_IN_FAILED.code)
        assert steam.checks == [] and impostor.checks == []


async def test_an_expired_sign_in_is_refused(
    shop: Any, members: list[dict[str, str]], steam: SteamStandIn
) -> None:
    async with client_for(shop) as client:
        location = await through_steam_page(await sign_in_url(client, members[0]), GABE)
        async with shop.state.sessions() as session, session.begin():
            await session.execute(
                update(MemberSteamLogin).values(expires_at=clock.now() - timedelta(seconds=1))
            )
        assert app_page_query(await callback(client, location))["errCode"] == str(
            errors.STEAM_SIGN_IN_FAILED.code
        )


async def test_a_callback_with_an_unknown_token_goes_nowhere(shop: Any, steam: SteamStandIn) -> None:
    async with client_for(shop) as client:
        return_to = f"{API}/member/social-user/steam-callback?token=never-issued"
        answer = await callback(client, steam.redirect(return_to, GABE))
        assert failure(answer)[0] == errors.STEAM_SIGN_IN_FAILED.code


async def test_a_verification_binds_once(shop: Any, members: list[dict[str, str]]) -> None:
    async with client_for(shop) as client:
        page = await verified(client, members[0])
        body = {"userId": int(page["userId"]), "steamId": GABE}
        data(await client.post("/member/social-user/steam-bind", json=body, headers=members[0]))
        data(await client.post("/member/social-user/steam-unbind", headers=members[0]))
        again = await client.post("/member/social-user/steam-bind", json=body, headers=members[0])
        assert failure(again)[0] == errors.STEAM_NOT_VERIFIED.code


async def test_a_steam_id_belongs_to_one_member(shop: Any, members: list[dict[str, str]]) -> None:
    async with client_for(shop) as client:
        first = await verified(client, members[0])
        data(
            await client.post(
                "/member/social-user/steam-bind",
                json={"userId": int(first["userId"]), "steamId": GABE},
                headers=members[0],
            )
        )
        second = await verified(client, members[1])
        taken = await client.post(
            "/member/social-user/steam-bind",
            json={"userId": int(second["userId"]), "steamId": GABE},
            headers=members[1],
        )
        assert failure(taken)[0] == errors.STEAM_BOUND_TO_OTHER.code


async def test_parallel_binds_of_one_steam_id_bind_one_member(
    shop: Any, members: list[dict[str, str]]
) -> None:
    async with client_for(shop) as client:
        pages = [await verified(client, headers) for headers in members]
        answers = await asyncio.gather(
            *(
                client.post(
                    "/member/social-user/steam-bind",
                    json={"userId": int(page["userId"]), "steamId": GABE},
                    headers=headers,
                )
                for page, headers in zip(pages, members, strict=True)
            )
        )
    codes = sorted(answer.json()["code"] for answer in answers)
    assert codes == [0, errors.STEAM_BOUND_TO_OTHER.code]


async def test_binding_again_replaces_the_account_and_unbinding_removes_it(
    shop: Any, members: list[dict[str, str]]
) -> None:
    async with client_for(shop) as client:
        for steam_id in (GABE, OTHER):
            page = await verified(client, members[0], steam_id)
            account = data(
                await client.post(
                    "/member/social-user/steam-bind",
                    json={"userId": int(page["userId"]), "steamId": steam_id},
                    headers=members[0],
                )
            )
            assert account["steamId"] == steam_id
        assert account["personaName"] is None  # Steam knows no profile for it
        assert data(await client.post("/member/social-user/steam-unbind", headers=members[0])) is True
        gone = await client.post("/member/social-user/steam-unbind", headers=members[0])
        assert failure(gone)[0] == errors.STEAM_NOT_BOUND.code


async def test_without_a_web_api_key_the_binding_shows_the_steam_id_only(
    app_factory: AppFactory, steam: SteamStandIn
) -> None:
    shop = app_factory(**steam_settings(steam, steam_web_api_key=""))
    headers = (await member_tokens(shop, 1))[0]
    async with client_for(shop) as client:
        page = await verified(client, headers)
        account = data(
            await client.post(
                "/member/social-user/steam-bind",
                json={"userId": int(page["userId"]), "steamId": GABE},
                headers=headers,
            )
        )
    assert account == {"steamId": GABE, "personaName": None, "avatar": None, "country": None}
    assert steam.summaries_asked == []


async def test_steam_comes_back_only_to_the_stores_own_origin(
    app_factory: AppFactory, steam: SteamStandIn
) -> None:
    shop = app_factory(**steam_settings(steam))
    headers = (await member_tokens(shop, 1))[0]
    async with client_for(shop) as client:
        for body in (
            {"callbackUrl": "https://evil.example/#/pages/index/steam"},
            {"baseUrl": "https://evil.example/app-api"},
        ):
            answer = await client.post(
                "/member/social-user/steam-login",
                json={"callbackUrl": PAGE, "baseUrl": API, **body},
                headers=headers,
            )
            assert failure(answer)[0] == errors.STEAM_URL_NOT_OURS.code
    configured = app_factory(**steam_settings(steam, public_base_url="https://shop.example.com"))
    headers = (await member_tokens(configured, 1, first_mobile=13700000000))[0]
    async with client_for(configured) as client:
        refused = await client.post(
            "/member/social-user/steam-login", json={"callbackUrl": PAGE, "baseUrl": API}, headers=headers
        )
        assert failure(refused)[0] == errors.STEAM_URL_NOT_OURS.code  # the Host header does not decide
        url = data(
            await client.post(
                "/member/social-user/steam-login",
                json={
                    "callbackUrl": "https://shop.example.com/#/pages/index/steam",
                    "baseUrl": "https://shop.example.com/app-api",
                },
                headers=headers,
            )
        )
        assert parse_qs(urlsplit(url).query)["openid.realm"] == ["https://shop.example.com/"]


async def test_binding_needs_a_login(shop: Any) -> None:
    async with client_for(shop) as client:
        for path, body in (
            ("steam-login", {"callbackUrl": PAGE, "baseUrl": API}),
            ("steam-bind", {"userId": 1, "steamId": GABE}),
            ("steam-unbind", None),
        ):
            answer = await client.post(f"/member/social-user/{path}", json=body)
            assert failure(answer)[0] == UNAUTHORIZED.code
