"""Favorites: create, delete, exist and page; idempotent, counted once, each member's own."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx
from sqlalchemy import event, func, select, update

from conftest import SmsOutbox, bearer, data, failure, login_by_sms
from fixtures.catalogue import Catalogue, small_catalogue
from gamestore.core.money import to_display_units
from gamestore.models import Favorite, Spu

MOBILE = "13800138000"
OTHER_MOBILE = "13900139000"
SPU_NOT_FOUND = 1_008_005_000
SPU_OFF_SHELF = 1_008_005_001


async def seed(app: Any) -> Catalogue:
    async with app.state.sessions() as session, session.begin():
        return await small_catalogue(session)


async def favorite_count(app: Any, spu_id: int) -> int:
    async with app.state.sessions() as session:
        return int(await session.scalar(select(Spu.favorite_count).where(Spu.id == spu_id)) or 0)


async def favorite_rows(app: Any, spu_id: int) -> int:
    async with app.state.sessions() as session:
        return int(
            await session.scalar(select(func.count()).select_from(Favorite).where(Favorite.spu_id == spu_id))
            or 0
        )


def create(client: httpx.AsyncClient, tokens: dict[str, Any], spu_id: Any) -> Any:
    return client.post("/product/favorite/create", json={"spuId": spu_id}, headers=bearer(tokens))


def remove(client: httpx.AsyncClient, tokens: dict[str, Any], spu_id: Any) -> Any:
    return client.request(
        "DELETE", "/product/favorite/delete", json={"spuId": spu_id}, headers=bearer(tokens)
    )


async def exists(client: httpx.AsyncClient, tokens: dict[str, Any] | None, spu_id: int) -> bool:
    headers = bearer(tokens) if tokens else {}
    answer: bool = data(
        await client.get("/product/favorite/exist", params={"spuId": spu_id}, headers=headers)
    )
    return answer


async def page(client: httpx.AsyncClient, tokens: dict[str, Any], **params: Any) -> dict[str, Any]:
    result: dict[str, Any] = data(
        await client.get("/product/favorite/page", params=params, headers=bearer(tokens))
    )
    return result


async def test_visitors_must_log_in_but_may_ask_whether_they_favorited(
    app: Any, client: httpx.AsyncClient
) -> None:
    cat = await seed(app)
    spu_id = cat.spus["star-raid"].id
    assert failure(await client.post("/product/favorite/create", json={"spuId": spu_id}))[0] == 401
    assert (
        failure(await client.request("DELETE", "/product/favorite/delete", json={"spuId": spu_id}))[0] == 401
    )
    assert failure(await client.get("/product/favorite/page"))[0] == 401
    assert await exists(client, None, spu_id) is False
    assert await favorite_count(app, spu_id) == 0


async def test_favorite_then_unfavorite(app: Any, client: httpx.AsyncClient, outbox: SmsOutbox) -> None:
    cat = await seed(app)
    spu = cat.spus["star-raid"]
    tokens = await login_by_sms(client, outbox, MOBILE)

    assert data(await create(client, tokens, spu.id)) is True
    assert await exists(client, tokens, spu.id) is True
    assert await favorite_count(app, spu.id) == 1
    result = await page(client, tokens, language="en")
    assert result["total"] == 1
    [item] = result["list"]
    assert set(item) == {"id", "spuId", "createTime", "spu"}
    assert item["spuId"] == spu.id and isinstance(item["createTime"], int) and item["createTime"] > 0
    card = item["spu"]
    assert (card["id"], card["name"], card["brandName"]) == (spu.id, "Star Raid", "Team nebula")
    assert (card["price"], card["priceUnit"], card["displayPrice"]) == (4800, "CNY", 4800)
    assert card["favoriteCount"] == 1 and card["stock"] == 10

    assert data(await remove(client, tokens, spu.id)) is True
    assert await exists(client, tokens, spu.id) is False
    assert await favorite_count(app, spu.id) == 0
    assert await page(client, tokens) == {"list": [], "total": 0}


async def test_favoriting_twice_counts_once_and_unfavoriting_is_idempotent(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    spu_id = cat.spus["iron-saga"].id
    first = await login_by_sms(client, outbox, MOBILE)
    second = await login_by_sms(client, outbox, OTHER_MOBILE)
    for _ in range(2):
        assert data(await create(client, first, spu_id)) is True
    assert data(await create(client, second, spu_id)) is True
    assert (await favorite_count(app, spu_id), await favorite_rows(app, spu_id)) == (2, 2)

    for _ in range(2):
        assert data(await remove(client, first, spu_id)) is True
    assert (await favorite_count(app, spu_id), await favorite_rows(app, spu_id)) == (1, 1)
    # Unfavoriting a game never favorited, or one that does not exist, changes nothing.
    assert data(await remove(client, first, cat.spus["tiny-blocks"].id)) is True
    assert data(await remove(client, first, 987_654)) is True
    assert await favorite_count(app, cat.spus["tiny-blocks"].id) == 0
    assert await favorite_count(app, spu_id) == 1


async def test_concurrent_favorites_count_once(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    spu_id = cat.spus["moon-garden"].id
    first = await login_by_sms(client, outbox, MOBILE)
    second = await login_by_sms(client, outbox, OTHER_MOBILE)

    answers = await asyncio.gather(*(create(client, first, spu_id) for _ in range(6)))
    assert all(data(answer) is True for answer in answers)
    assert (await favorite_count(app, spu_id), await favorite_rows(app, spu_id)) == (1, 1)

    answers = await asyncio.gather(*(create(client, tokens, spu_id) for tokens in (first, second) * 3))
    assert all(data(answer) is True for answer in answers)
    assert (await favorite_count(app, spu_id), await favorite_rows(app, spu_id)) == (2, 2)

    answers = await asyncio.gather(*(remove(client, first, spu_id) for _ in range(6)))
    assert all(data(answer) is True for answer in answers)
    assert (await favorite_count(app, spu_id), await favorite_rows(app, spu_id)) == (1, 1)


async def test_only_games_on_sale_can_be_favorited(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    tokens = await login_by_sms(client, outbox, MOBILE)
    assert failure(await create(client, tokens, 987_654)) == (SPU_NOT_FOUND, "该游戏不存在")
    code, msg = failure(await create(client, tokens, cat.spus["old-relic"].id))
    assert (code, msg) == (SPU_OFF_SHELF, "该游戏已下架，请看看其他游戏")
    english = await client.post(
        "/product/favorite/create",
        json={"spuId": cat.spus["old-relic"].id, "language": "en"},
        headers=bearer(tokens),
    )
    assert failure(english) == (SPU_OFF_SHELF, "This game has been taken offline, please check other games")
    assert await favorite_count(app, cat.spus["old-relic"].id) == 0
    assert await page(client, tokens) == {"list": [], "total": 0}


async def test_a_favorite_taken_off_the_shelf_stays_listed_without_its_card(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    spu_id = cat.spus["deep-dive"].id
    tokens = await login_by_sms(client, outbox, MOBILE)
    data(await create(client, tokens, cat.spus["tiny-blocks"].id))
    data(await create(client, tokens, spu_id))
    async with app.state.sessions() as session, session.begin():
        await session.execute(update(Spu).where(Spu.id == spu_id).values(status=0))

    result = await page(client, tokens)
    assert [(item["spuId"], item["spu"] is None) for item in result["list"]] == [
        (spu_id, True),
        (cat.spus["tiny-blocks"].id, False),
    ]
    assert await exists(client, tokens, spu_id) is True
    assert data(await remove(client, tokens, spu_id)) is True
    assert await favorite_count(app, spu_id) == 0
    assert [item["spuId"] for item in (await page(client, tokens))["list"]] == [cat.spus["tiny-blocks"].id]


async def test_members_see_and_remove_only_their_own_favorites(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    spu_id = cat.spus["star-raid"].id
    owner = await login_by_sms(client, outbox, MOBILE)
    other = await login_by_sms(client, outbox, OTHER_MOBILE)
    data(await create(client, owner, spu_id))

    assert await page(client, other) == {"list": [], "total": 0}
    assert await exists(client, other, spu_id) is False
    assert data(await remove(client, other, spu_id)) is True
    assert await exists(client, owner, spu_id) is True
    assert (await page(client, owner))["total"] == 1
    assert await favorite_count(app, spu_id) == 1


async def test_pages_newest_first_within_bounds(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    tokens = await login_by_sms(client, outbox, MOBILE)
    codes = ["star-raid", "iron-saga", "tiny-blocks", "moon-garden", "deep-dive"]
    for code in codes:
        data(await create(client, tokens, cat.spus[code].id))
    newest_first = [cat.spus[code].id for code in reversed(codes)]

    everything = await page(client, tokens)
    assert [item["spuId"] for item in everything["list"]] == newest_first
    times = [item["createTime"] for item in everything["list"]]
    assert times == sorted(times, reverse=True)
    pages = [await page(client, tokens, pageNo=n, pageSize=2) for n in (1, 2, 3, 4)]
    assert [[item["spuId"] for item in p["list"]] for p in pages] == [
        newest_first[0:2],
        newest_first[2:4],
        newest_first[4:],
        [],
    ]
    assert {p["total"] for p in pages} == {5}
    assert (await page(client, tokens, pageSize=100))["total"] == 5

    for params, field in (
        ({"pageSize": 0}, "pageSize"),
        ({"pageSize": 101}, "pageSize"),
        ({"pageNo": 0}, "pageNo"),
        ({"pageNo": "x"}, "pageNo"),
    ):
        code, msg = failure(await client.get("/product/favorite/page", params=params, headers=bearer(tokens)))
        assert code == 400 and field in msg, (params, msg)


async def test_cards_follow_the_asked_currency_and_language(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    spu = cat.spus["iron-saga"]
    tokens = await login_by_sms(client, outbox, MOBILE)
    data(await create(client, tokens, spu.id))
    settings = app.state.settings

    for unit in ("USD", "JPY"):
        [item] = (await page(client, tokens, priceUnit=unit))["list"]
        card = item["spu"]
        expected = to_display_units(19800, unit, settings.usd_per_cny, settings.jpy_per_cny)
        assert (card["price"], card["priceUnit"], card["displayPrice"]) == (19800, unit, expected)
        assert card["displayMarketPrice"] == to_display_units(
            20800, unit, settings.usd_per_cny, settings.jpy_per_cny
        )
        assert card["displayPrice"] != 19800
    [item] = (await page(client, tokens, language="ja"))["list"]
    assert (item["spu"]["name"], item["spu"]["priceUnit"]) == ("Iron Saga（日）", "CNY")

    code, msg = failure(
        await client.get("/product/favorite/page", params={"priceUnit": "EUR"}, headers=bearer(tokens))
    )
    assert code == 400 and "priceUnit" in msg


async def test_bad_input_names_the_field(app: Any, client: httpx.AsyncClient, outbox: SmsOutbox) -> None:
    await seed(app)
    tokens = await login_by_sms(client, outbox, MOBILE)
    headers = bearer(tokens)
    for answer in (
        await client.post("/product/favorite/create", json={}, headers=headers),
        await client.post("/product/favorite/create", json={"spuId": "abc"}, headers=headers),
        await client.post("/product/favorite/create", json={"spuId": 0}, headers=headers),
        await client.post("/product/favorite/create", json={"spuId": 1.5}, headers=headers),
        await client.request("DELETE", "/product/favorite/delete", json={}, headers=headers),
        await client.request("DELETE", "/product/favorite/delete", json={"spuId": -1}, headers=headers),
        await client.get("/product/favorite/exist", headers=headers),
        await client.get("/product/favorite/exist", params={"spuId": "x"}, headers=headers),
    ):
        code, msg = failure(answer)
        assert code == 400 and "spuId" in msg, msg
    code, msg = failure(
        await client.post("/product/favorite/create", json={"language": "en"}, headers=headers)
    )
    assert (code, msg) == (400, "Invalid parameter spuId: required")


async def test_a_page_costs_the_same_queries_however_many_favorites(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    tokens = await login_by_sms(client, outbox, MOBILE)
    statements: list[str] = []

    def count(*args: Any) -> None:
        statements.append(str(args[2]))

    async def queries_for_page() -> int:
        statements.clear()
        event.listen(app.state.engine.sync_engine, "before_cursor_execute", count)
        try:
            await page(client, tokens)
        finally:
            event.remove(app.state.engine.sync_engine, "before_cursor_execute", count)
        return len(statements)

    data(await create(client, tokens, cat.spus["star-raid"].id))
    one = await queries_for_page()
    for code in ("iron-saga", "tiny-blocks", "moon-garden", "deep-dive"):
        data(await create(client, tokens, cat.spus[code].id))
    assert await queries_for_page() == one
