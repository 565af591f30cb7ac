"""A member's Steam library against the Steam stand-in over real HTTP: GetOwnedGames and GetWishlist
as Steam answers them (a public library, a private profile, 403 on a bad key, 429, 5xx), when the
store asks again (after binding, at most daily, on demand and rate-limited), the DLC refused at
checkout without its base game, and the wishlist imported into favorites."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from typing import Any

import pytest
from pydantic import SecretStr
from sqlalchemy import select, update

from conftest import AppFactory, client_for, data, failure
from fixtures.catalogue import Catalogue, small_catalogue
from fixtures.live_server import serve_in_thread
from fixtures.owned import own_games
from fixtures.shop import member_tokens
from fixtures.steam_standin import WEB_API_KEY, SteamStandIn
from gamestore.core import clock
from gamestore.core.errors import TOO_MANY_REQUESTS
from gamestore.identity.social.steam_api import SteamApi, SteamReadStatus
from gamestore.library.errors import STEAM_LIBRARY_OFF
from gamestore.models import Favorite, Member, MemberSteamAccount, Sku
from gamestore.trade.errors import DLC_BASE_NOT_OWNED

GABE = "76561197960287930"
OTHER = "76561198000000001"
STAR_RAID, IRON_SAGA, DLC, TINY = 1091500, 292030, 1091501, 570


@pytest.fixture
def steam() -> Iterator[SteamStandIn]:
    stand_in = SteamStandIn()
    with serve_in_thread(stand_in.app, lifespan="off") as base_url:
        stand_in.endpoint = f"{base_url}/openid/login"
        yield stand_in


def base_url(steam: SteamStandIn) -> str:
    return steam.endpoint.removesuffix("/openid/login")


def client(steam: SteamStandIn, key: str = WEB_API_KEY) -> SteamApi:
    return SteamApi(openid_endpoint=steam.endpoint, web_api_url=base_url(steam), web_api_key=SecretStr(key))


# The client against the stand-in: each kind of answer.


async def test_owned_games_and_wishlist_are_read_as_steam_lists_them(steam: SteamStandIn) -> None:
    steam.owned[GABE] = [STAR_RAID, TINY]
    steam.free_games = {TINY}
    steam.wishlists[GABE] = [IRON_SAGA, 999999]
    api = client(steam)
    try:
        owned = await api.owned_games(GABE)
        wished = await api.wishlist(GABE)
    finally:
        await api.aclose()
    assert owned.status == SteamReadStatus.READ and owned.app_ids == {STAR_RAID, TINY}
    assert wished.status == SteamReadStatus.READ and wished.app_ids == {IRON_SAGA, 999999}
    method, query = steam.library_asked[0]
    assert method == "GetOwnedGames"
    assert query["include_appinfo"] == "0" and query["include_played_free_games"] == "1"
    assert query["steamid"] == GABE and query["key"] == WEB_API_KEY


async def test_a_private_profile_is_told_apart_from_an_empty_library(steam: SteamStandIn) -> None:
    steam.owned[GABE] = None
    steam.owned[OTHER] = []
    api = client(steam)
    try:
        private = await api.owned_games(GABE)
        empty = await api.owned_games(OTHER)
        no_wishlist = await api.wishlist(GABE)
    finally:
        await api.aclose()
    assert private.status == SteamReadStatus.PRIVATE and not private.app_ids
    assert empty.status == SteamReadStatus.READ and not empty.app_ids
    assert no_wishlist.status == SteamReadStatus.READ and not no_wishlist.app_ids


@pytest.mark.parametrize(
    ("outage", "problem"), [(429, "rate limited"), (500, "unavailable"), (503, "unavailable")]
)
async def test_steam_busy_or_down_is_a_failed_read(steam: SteamStandIn, outage: int, problem: str) -> None:
    steam.owned[GABE] = [STAR_RAID]
    steam.outages = [outage, outage]
    api = client(steam)
    try:
        owned = await api.owned_games(GABE)
        wished = await api.wishlist(GABE)
    finally:
        await api.aclose()
    assert (owned.status, owned.problem) == (SteamReadStatus.FAILED, problem)
    assert (wished.status, wished.problem) == (SteamReadStatus.FAILED, problem)


async def test_a_bad_key_is_refused_and_no_key_asks_nothing(steam: SteamStandIn) -> None:
    steam.owned[GABE] = [STAR_RAID]
    bad, none = client(steam, "wrong-key"), client(steam, "")
    try:
        refused = await bad.owned_games(GABE)
        off = await none.owned_games(GABE)
    finally:
        await bad.aclose()
        await none.aclose()
    assert (refused.status, refused.problem) == (SteamReadStatus.FAILED, "forbidden")
    assert (off.status, off.problem) == (SteamReadStatus.FAILED, "no key")
    assert [method for method, _ in steam.library_asked] == ["GetOwnedGames"]


# The store: when it reads, what it marks, what it refuses.


async def shop_with_library(app_factory: AppFactory, steam: SteamStandIn, **overrides: Any) -> Any:
    settings = {
        "steam_openid_endpoint": steam.endpoint,
        "steam_web_api_url": base_url(steam),
        "steam_web_api_key": WEB_API_KEY,
        **overrides,
    }
    return app_factory(**settings)


async def seed(app: Any) -> Catalogue:
    """The small catalogue with app ids: star-raid's two versions the base game, iron-saga's one,
    and a DLC version of star-raid sold under tiny-blocks (an expansion's own page)."""
    async with app.state.sessions() as session, session.begin():
        cat = await small_catalogue(session)
        await session.execute(
            update(Sku).where(Sku.spu_id == cat.spus["star-raid"].id).values(steam_app_id=STAR_RAID)
        )
        await session.execute(
            update(Sku).where(Sku.spu_id == cat.spus["iron-saga"].id).values(steam_app_id=IRON_SAGA)
        )
        await session.execute(
            update(Sku)
            .where(Sku.spu_id == cat.spus["tiny-blocks"].id)
            .values(steam_app_id=DLC, dlc_of_spu_id=cat.spus["star-raid"].id)
        )
    return cat


async def bind(app: Any, headers: dict[str, str], steam_id: str = GABE) -> int:
    """The member's Steam account bound (test_steam_binding.py walks the sign-in itself)."""
    async with app.state.sessions() as session, session.begin():
        mobile = "13900000000"
        member = await session.scalar(select(Member).where(Member.mobile == mobile))
        assert member is not None
        session.add(MemberSteamAccount(member_id=member.id, steam_id=steam_id))
        return member.id


async def test_off_without_a_key_and_unmarked_without_a_binding(
    app_factory: AppFactory, steam: SteamStandIn
) -> None:
    off = await shop_with_library(app_factory, steam, steam_web_api_key="")
    [headers] = await member_tokens(off, 1)
    await bind(off, headers)
    async with client_for(off) as http:
        assert data(await http.get("/game/user/steam-library", headers=headers)) == {
            "enabled": False,
            "bound": False,
            "status": None,
            "wishlistStatus": None,
            "syncedAt": None,
            "spuIds": [],
            "skuIds": [],
            "wishlistCount": 0,
        }
        assert failure(await http.post("/game/user/steam-library/refresh", headers=headers))[0] == (
            STEAM_LIBRARY_OFF.code
        )
    assert steam.library_asked == []


async def test_bound_members_owned_games_are_marked_and_read_at_most_daily(
    app_factory: AppFactory, steam: SteamStandIn
) -> None:
    app = await shop_with_library(app_factory, steam)
    cat = await seed(app)
    [headers] = await member_tokens(app, 1)
    steam.owned[GABE] = [STAR_RAID, 10]
    async with client_for(app) as http:
        unbound = data(await http.get("/game/user/steam-library", headers=headers))
        assert (unbound["enabled"], unbound["bound"]) == (True, False)
        await bind(app, headers)
        first = await http.get("/game/user/steam-library", headers=headers)
        assert "private" in first.headers["cache-control"]
        library = data(first)
        assert library["status"] == SteamReadStatus.READ
        assert library["spuIds"] == [cat.spus["star-raid"].id]
        assert library["skuIds"] == sorted(
            s.id for s in cat.skus.values() if s.spu_id == cat.spus["star-raid"].id
        )
        asked = len(steam.library_asked)
        assert asked == 2  # GetOwnedGames and GetWishlist, once

        steam.owned[GABE] = [STAR_RAID, IRON_SAGA]
        data(await http.get("/game/user/steam-library", headers=headers))
        assert len(steam.library_asked) == asked  # within the day: what was read
        clock.travel_to(clock.now() + timedelta(days=1, minutes=1))
        try:
            later = data(await http.get("/game/user/steam-library", headers=headers))
        finally:
            clock.back_to_now()
        assert later["spuIds"] == sorted([cat.spus["star-raid"].id, cat.spus["iron-saga"].id])


async def test_a_failed_read_keeps_the_games_and_a_private_profile_clears_them(
    app_factory: AppFactory, steam: SteamStandIn
) -> None:
    app = await shop_with_library(app_factory, steam)
    cat = await seed(app)
    [headers] = await member_tokens(app, 1)
    await bind(app, headers)
    steam.owned[GABE] = [STAR_RAID]
    async with client_for(app) as http:
        assert data(await http.get("/game/user/steam-library", headers=headers))["spuIds"] == [
            cat.spus["star-raid"].id
        ]
        steam.outages = [503, 503]
        failed = data(await http.post("/game/user/steam-library/refresh", headers=headers))
        assert failed["status"] == SteamReadStatus.FAILED
        assert failed["spuIds"] == [cat.spus["star-raid"].id]
        steam.owned[GABE] = None
        private = data(await http.post("/game/user/steam-library/refresh", headers=headers))
        assert (private["status"], private["spuIds"]) == (SteamReadStatus.PRIVATE, [])


async def test_refresh_is_rate_limited(app_factory: AppFactory, steam: SteamStandIn) -> None:
    app = await shop_with_library(app_factory, steam)
    [headers] = await member_tokens(app, 1)
    await bind(app, headers)
    steam.owned[GABE] = [STAR_RAID]
    async with client_for(app) as http:
        for _ in range(3):
            data(await http.post("/game/user/steam-library/refresh", headers=headers))
        refused = await http.post("/game/user/steam-library/refresh", headers=headers)
        assert failure(refused)[0] == TOO_MANY_REQUESTS.code
        assert int(refused.headers["retry-after"]) > 0
    assert len(steam.library_asked) == 6


async def settle(http: Any, headers: dict[str, str], *sku_ids: int) -> Any:
    return await http.post(
        "/trade/order/settlement",
        json={"items": [{"skuId": sku_id, "count": 1} for sku_id in sku_ids], "pointStatus": False},
        headers=headers,
    )


async def test_a_dlc_without_its_base_game_is_refused_at_settlement_and_creation(
    app_factory: AppFactory, steam: SteamStandIn
) -> None:
    app = await shop_with_library(app_factory, steam)
    cat = await seed(app)
    headers = await member_tokens(app, 2)
    dlc = cat.skus["tiny-blocks-0"].id
    base = cat.spus["star-raid"].id
    async with client_for(app) as http:
        answer = (await settle(http, headers[0], dlc)).json()
        assert answer["code"] == DLC_BASE_NOT_OWNED.code
        assert answer["data"] == {"baseSpuId": base}
        assert "Star Raid" in answer["msg"]
        created = await http.post(
            "/trade/order/create",
            json={"items": [{"skuId": dlc, "count": 1}], "pointStatus": False},
            headers=headers[0],
        )
        assert created.json()["code"] == DLC_BASE_NOT_OWNED.code
        # With the base game in the same order it is fine.
        assert (await settle(http, headers[0], dlc, cat.skus["star-raid-0"].id)).json()["code"] == 0

        # Owned on Steam: fine.
        await bind(app, headers[0])
        steam.owned[GABE] = [STAR_RAID]
        data(await http.get("/game/user/steam-library", headers=headers[0]))
        assert (await settle(http, headers[0], dlc)).json()["code"] == 0

    # Owned here (bought in this store): fine.
    async with app.state.sessions() as session, session.begin():
        second = await session.scalar(select(Member.id).where(Member.mobile == "13900000001"))
        assert second is not None
        await own_games(session, second, [base])
    async with client_for(app) as http:
        assert (await settle(http, headers[1], dlc)).json()["code"] == 0


async def test_the_wishlist_is_imported_into_favorites(app_factory: AppFactory, steam: SteamStandIn) -> None:
    app = await shop_with_library(app_factory, steam)
    cat = await seed(app)
    [headers] = await member_tokens(app, 1)
    member = await bind(app, headers)
    steam.owned[GABE] = []
    steam.wishlists[GABE] = [IRON_SAGA, STAR_RAID, 4242, 4343]
    async with client_for(app) as http:
        first = data(await http.post("/game/user/steam-wishlist/import", headers=headers))
        assert first == {"wished": 4, "added": 2, "notSold": 2}
        again = data(await http.post("/game/user/steam-wishlist/import", headers=headers))
        assert again == {"wished": 4, "added": 0, "notSold": 2}
    async with app.state.sessions() as session:
        favorites = set(await session.scalars(select(Favorite.spu_id).where(Favorite.member_id == member)))
    assert favorites == {cat.spus["iron-saga"].id, cat.spus["star-raid"].id}
