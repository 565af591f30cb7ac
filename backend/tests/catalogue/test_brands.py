"""Teams: lists with follower and game counts, one team, and following teams."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx
from sqlalchemy import event, func, select, update

from conftest import SmsOutbox, bearer, data, failure, login_by_sms
from fixtures.catalogue import Catalogue, add_brand, add_game, small_catalogue
from gamestore.models import Brand, BrandFollow, Spu

MOBILE = "13800138000"
OTHER_MOBILE = "13900139000"
BRAND_NOT_FOUND = 1_008_002_000
UNKNOWN_ID = 987_654


async def seed(app: Any) -> Catalogue:
    async with app.state.sessions() as session, session.begin():
        return await small_catalogue(session)


async def disable(app: Any, brand_id: int) -> None:
    async with app.state.sessions() as session, session.begin():
        await session.execute(update(Brand).where(Brand.id == brand_id).values(enabled=False))


def follow(client: httpx.AsyncClient, tokens: dict[str, Any] | None, brand_id: Any) -> Any:
    headers = bearer(tokens) if tokens else {}
    return client.post(
        "/product/brand-collection/create/collect", params={"brandId": brand_id}, headers=headers
    )


def unfollow(client: httpx.AsyncClient, tokens: dict[str, Any] | None, brand_id: Any) -> Any:
    headers = bearer(tokens) if tokens else {}
    return client.delete("/product/brand-collection/cancel", params={"brandId": brand_id}, headers=headers)


async def followed(client: httpx.AsyncClient, tokens: dict[str, Any]) -> list[dict[str, Any]]:
    result: list[dict[str, Any]] = data(
        await client.get("/product/brand-collection/list", headers=bearer(tokens))
    )
    return result


async def brands(client: httpx.AsyncClient, tokens: dict[str, Any] | None = None, **params: Any) -> Any:
    headers = bearer(tokens) if tokens else {}
    return data(await client.get("/product/brand/list", params=params, headers=headers))


async def get(client: httpx.AsyncClient, brand_id: Any, tokens: dict[str, Any] | None = None) -> Any:
    headers = bearer(tokens) if tokens else {}
    return await client.get("/product/brand/get", params={"id": brand_id}, headers=headers)


async def follow_rows(app: Any) -> int:
    async with app.state.sessions() as session:
        return int(await session.scalar(select(func.count()).select_from(BrandFollow)) or 0)


async def test_the_list_shows_every_enabled_team_with_its_counts(app: Any, client: httpx.AsyncClient) -> None:
    cat = await seed(app)
    nebula, pixel = cat.brands["nebula"], cat.brands["pixel"]
    assert await brands(client, language="en") == [
        {
            "id": nebula.id,
            "name": "Team nebula",
            "logo": "/t/nebula.svg",
            "description": "About nebula",
            "followerCount": 0,
            "gameCount": 2,  # old-relic is off the shelf
            "followed": False,
        },
        {
            "id": pixel.id,
            "name": "Team pixel",
            "logo": "/t/pixel.svg",
            "description": "About pixel",
            "followerCount": 0,
            "gameCount": 3,
            "followed": False,
        },
    ]
    assert [b["name"] for b in await brands(client, language="zh-Hant")] == [
        "Team nebula（繁）",
        "Team pixel（繁）",
    ]
    simple = data(await client.get("/product/brand/list-all-simple", params={"language": "ja"}))
    assert simple == [
        {"id": nebula.id, "name": "Team nebula（日）"},
        {"id": pixel.id, "name": "Team pixel（日）"},
    ]

    await disable(app, pixel.id)
    assert [b["id"] for b in await brands(client)] == [nebula.id]
    assert [b["id"] for b in data(await client.get("/product/brand/list-all-simple"))] == [nebula.id]


async def test_one_team_and_its_counts(app: Any, client: httpx.AsyncClient, outbox: SmsOutbox) -> None:
    cat = await seed(app)
    nebula, pixel = cat.brands["nebula"], cat.brands["pixel"]
    tokens = await login_by_sms(client, outbox, MOBILE)
    data(await follow(client, tokens, pixel.id))

    assert data(await get(client, pixel.id)) == {
        "id": pixel.id,
        "name": "Team pixel（简）",
        "logo": "/t/pixel.svg",
        "description": "About pixel（简）",
        "followerCount": 1,
        "gameCount": 3,
        "followed": False,
    }
    assert data(await get(client, pixel.id, tokens))["followed"] is True
    assert data(await get(client, nebula.id, tokens))["followed"] is False
    count = await client.get("/product/brand/get-count", params={"id": pixel.id})
    assert data(count) == {"followerCount": 1, "gameCount": 3}
    count = await client.get("/product/brand/get-count", params={"id": nebula.id})
    assert data(count) == {"followerCount": 0, "gameCount": 2}


async def test_unknown_and_disabled_teams_are_not_found(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    pixel = cat.brands["pixel"].id
    tokens = await login_by_sms(client, outbox, MOBILE)
    await disable(app, pixel)
    for brand_id in (UNKNOWN_ID, pixel):
        assert failure(await get(client, brand_id)) == (BRAND_NOT_FOUND, "该游戏团队不存在")
        count = await client.get("/product/brand/get-count", params={"id": brand_id, "language": "en"})
        assert failure(count) == (BRAND_NOT_FOUND, "This team does not exist")
        assert failure(await follow(client, tokens, brand_id))[0] == BRAND_NOT_FOUND
        assert data(await unfollow(client, tokens, brand_id)) is True
    assert await follow_rows(app) == 0


async def test_following_needs_a_login(app: Any, client: httpx.AsyncClient) -> None:
    cat = await seed(app)
    nebula = cat.brands["nebula"].id
    assert failure(await follow(client, None, nebula))[0] == 401
    assert failure(await unfollow(client, None, nebula))[0] == 401
    assert failure(await client.get("/product/brand-collection/list"))[0] == 401
    assert await follow_rows(app) == 0


async def test_follow_and_unfollow_are_idempotent_and_counted_once(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    nebula, pixel = cat.brands["nebula"].id, cat.brands["pixel"].id
    first = await login_by_sms(client, outbox, MOBILE)
    second = await login_by_sms(client, outbox, OTHER_MOBILE)

    for _ in range(2):
        assert data(await follow(client, first, nebula)) is True
    assert data(await follow(client, second, nebula)) is True
    data(await follow(client, first, pixel))
    by_id = {b["id"]: b for b in await brands(client, first)}
    assert (by_id[nebula]["followerCount"], by_id[nebula]["followed"]) == (2, True)
    assert (by_id[pixel]["followerCount"], by_id[pixel]["followed"]) == (1, True)
    by_id = {b["id"]: b for b in await brands(client, second)}
    assert (by_id[nebula]["followed"], by_id[pixel]["followed"]) == (True, False)
    assert {b["followed"] for b in await brands(client)} == {False}

    for _ in range(2):
        assert data(await unfollow(client, first, nebula)) is True
    assert data(await client.get("/product/brand/get-count", params={"id": nebula}))["followerCount"] == 1
    assert [b["id"] for b in await followed(client, first)] == [pixel]
    assert [b["id"] for b in await followed(client, second)] == [nebula]


async def test_concurrent_follows_make_one_row(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    tokens = await login_by_sms(client, outbox, MOBILE)
    answers = await asyncio.gather(*(follow(client, tokens, cat.brands["nebula"].id) for _ in range(6)))
    assert all(data(answer) is True for answer in answers)
    assert await follow_rows(app) == 1


async def test_the_followed_list_is_the_members_own_latest_first(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    nebula, pixel = cat.brands["nebula"].id, cat.brands["pixel"].id
    owner = await login_by_sms(client, outbox, MOBILE)
    other = await login_by_sms(client, outbox, OTHER_MOBILE)
    assert await followed(client, owner) == []
    data(await follow(client, owner, nebula))
    data(await follow(client, owner, pixel))

    result = await followed(client, owner)
    assert [b["id"] for b in result] == [pixel, nebula]
    assert result[0] == {
        "id": pixel,
        "name": "Team pixel（简）",
        "logo": "/t/pixel.svg",
        "description": "About pixel（简）",
        "followerCount": 1,
        "gameCount": 3,
        "followed": True,
    }
    assert await followed(client, other) == []
    data(await unfollow(client, other, pixel))  # another member's cancel leaves the owner's follow
    assert [b["id"] for b in await followed(client, owner)] == [pixel, nebula]

    await disable(app, pixel)
    assert [b["id"] for b in await followed(client, owner)] == [nebula]


async def test_game_counts_follow_the_shelf(app: Any, client: httpx.AsyncClient) -> None:
    cat = await seed(app)
    nebula = cat.brands["nebula"].id
    async with app.state.sessions() as session, session.begin():
        await session.execute(update(Spu).where(Spu.id == cat.spus["old-relic"].id).values(status=1))
        await session.execute(update(Spu).where(Spu.id == cat.spus["star-raid"].id).values(status=0))
        await session.execute(update(Spu).where(Spu.id == cat.spus["iron-saga"].id).values(status=0))
    count = await client.get("/product/brand/get-count", params={"id": nebula})
    assert data(count) == {"followerCount": 0, "gameCount": 1}


async def test_bad_ids_name_the_field(app: Any, client: httpx.AsyncClient, outbox: SmsOutbox) -> None:
    await seed(app)
    tokens = await login_by_sms(client, outbox, MOBILE)
    for answer, field in (
        (await follow(client, tokens, 0), "brandId"),
        (await follow(client, tokens, "abc"), "brandId"),
        (await client.post("/product/brand-collection/create/collect", headers=bearer(tokens)), "brandId"),
        (await unfollow(client, tokens, 0), "brandId"),
        (await client.delete("/product/brand-collection/cancel", headers=bearer(tokens)), "brandId"),
        (await get(client, 0), "id"),
        (await client.get("/product/brand/get"), "id"),
        (await client.get("/product/brand/get-count", params={"id": "x"}), "id"),
        (await client.get("/product/brand/get-count", params={"id": -3}), "id"),
    ):
        code, msg = failure(answer)
        assert code == 400 and field in msg, msg
    english = await client.post(
        "/product/brand-collection/create/collect",
        params={"brandId": 0, "language": "en"},
        headers=bearer(tokens),
    )
    assert failure(english) == (400, "Invalid parameter brandId: is out of range (limit 1)")
    assert await follow_rows(app) == 0


async def test_the_list_costs_the_same_queries_however_many_teams(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    tokens = await login_by_sms(client, outbox, MOBILE)
    data(await follow(client, tokens, cat.brands["nebula"].id))
    statements: list[str] = []

    def count(*args: Any) -> None:
        statements.append(str(args[2]))

    async def queries(path: str) -> int:
        statements.clear()
        event.listen(app.state.engine.sync_engine, "before_cursor_execute", count)
        try:
            data(await client.get(path, headers=bearer(tokens)))
        finally:
            event.remove(app.state.engine.sync_engine, "before_cursor_execute", count)
        return len(statements)

    before = {path: await queries(path) for path in ("/product/brand/list", "/product/brand-collection/list")}
    async with app.state.sessions() as session, session.begin():
        for index in range(6):
            code = f"extra{index}"
            await add_brand(session, cat, code)
            await add_game(session, cat, f"{code}-game", category="puzzle", brand=code)
    for code in ("extra0", "extra1", "extra2"):
        data(await follow(client, tokens, cat.brands[code].id))
    after = {path: await queries(path) for path in before}
    assert after == before
    assert len(await brands(client)) == 8
    assert len(await followed(client, tokens)) == 4
