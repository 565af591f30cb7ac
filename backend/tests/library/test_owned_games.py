"""Owned games: granting on payment, isGameOwnedByUser and the My Games page."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx
from sqlalchemy import event, select, update

from conftest import SmsOutbox, bearer, data, failure, login_by_sms
from fixtures.catalogue import Catalogue, small_catalogue
from fixtures.owned import own_games, paid_order
from gamestore.core import clock
from gamestore.library.service import grant_games
from gamestore.models import OwnedGame, Spu

MOBILE = "13800138000"
OTHER_MOBILE = "13900139000"


async def seed(app: Any) -> Catalogue:
    async with app.state.sessions() as session, session.begin():
        cat = await small_catalogue(session)
        await session.execute(
            update(Spu)
            .where(Spu.id == cat.spus["tiny-blocks"].id)
            .values(
                game_types=[
                    {"gameType": 0, "typeLink": "https://play.example.com/tiny-blocks/?lang=en"},
                    {"gameType": 2, "typeLink": "wx1234"},
                ]
            )
        )
        return cat


async def buy(app: Any, member_id: int, *spu_ids: int) -> int:
    async with app.state.sessions() as session, session.begin():
        order = await own_games(session, member_id, spu_ids)
        return order.id


async def owned(client: httpx.AsyncClient, tokens: dict[str, Any] | None, spu_id: Any) -> Any:
    headers = bearer(tokens) if tokens else {}
    return data(await client.get("/game/user/isGameOwnedByUser", params={"spuId": spu_id}, headers=headers))


async def page(client: httpx.AsyncClient, tokens: dict[str, Any], **params: Any) -> dict[str, Any]:
    result: dict[str, Any] = data(await client.get("/game/user/page", params=params, headers=bearer(tokens)))
    return result


async def test_visitors_own_nothing_and_cannot_list(app: Any, client: httpx.AsyncClient) -> None:
    cat = await seed(app)
    assert await owned(client, None, cat.spus["star-raid"].id) is False
    assert failure(await client.get("/game/user/page"))[0] == 401


async def test_a_bought_game_is_owned_by_its_buyer_only(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    mine = await login_by_sms(client, outbox, MOBILE)
    theirs = await login_by_sms(client, outbox, OTHER_MOBILE)
    star, iron = cat.spus["star-raid"].id, cat.spus["iron-saga"].id
    assert await owned(client, mine, star) is False

    order_id = await buy(app, mine["userId"], star)

    assert await owned(client, mine, star) is True
    assert await owned(client, mine, iron) is False
    assert await owned(client, theirs, star) is False
    assert await page(client, theirs) == {"list": [], "total": 0}
    assert [(g["spuId"], g["orderId"]) for g in (await page(client, mine))["list"]] == [(star, order_id)]


async def test_unknown_games_are_not_owned(app: Any, client: httpx.AsyncClient, outbox: SmsOutbox) -> None:
    await seed(app)
    tokens = await login_by_sms(client, outbox, MOBILE)
    assert await owned(client, tokens, 999_999) is False
    code, msg = failure(
        await client.get("/game/user/isGameOwnedByUser", params={"spuId": "x", "language": "en"})
    )
    assert code == 400 and "spuId" in msg


async def test_the_page_lists_the_latest_bought_first_in_the_asked_language(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    tokens = await login_by_sms(client, outbox, MOBILE)
    star, tiny = cat.spus["star-raid"].id, cat.spus["tiny-blocks"].id
    before = int(clock.now().timestamp() * 1000)
    first_order = await buy(app, tokens["userId"], star)
    second_order = await buy(app, tokens["userId"], tiny)
    after = int(clock.now().timestamp() * 1000)

    result = await page(client, tokens, language="ja")

    assert result["total"] == 2
    newest, oldest = result["list"]
    assert newest == {
        "spuId": tiny,
        "name": "Tiny Blocks（日）",
        "picUrl": "/covers/tiny-blocks.svg",
        "brandName": "Team pixel（日）",
        "gameTypeRespVOS": [
            {"gameType": 0, "typeLink": "https://play.example.com/tiny-blocks/?lang=en"},
            {"gameType": 2, "typeLink": "wx1234"},
        ],
        "createTime": newest["createTime"],
        "orderId": second_order,
    }
    assert oldest["spuId"] == star and oldest["orderId"] == first_order
    assert oldest["name"] == "Star Raid（日）" and oldest["brandName"] == "Team nebula（日）"
    assert oldest["gameTypeRespVOS"] == [{"gameType": 1, "typeLink": "https://store.steampowered.com/app/1/"}]
    assert before - 1000 <= oldest["createTime"] <= newest["createTime"] <= after + 1000

    english = await page(client, tokens, language="en")
    assert [g["name"] for g in english["list"]] == ["Tiny Blocks", "Star Raid"]


async def test_games_taken_off_the_shelf_stay_listed(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    tokens = await login_by_sms(client, outbox, MOBILE)
    relic = cat.spus["old-relic"]
    await buy(app, tokens["userId"], relic.id)
    result = await page(client, tokens, language="en")
    assert [(g["spuId"], g["name"]) for g in result["list"]] == [(relic.id, "Old Relic")]
    assert await owned(client, tokens, relic.id) is True


async def test_pages_split_the_list(app: Any, client: httpx.AsyncClient, outbox: SmsOutbox) -> None:
    cat = await seed(app)
    tokens = await login_by_sms(client, outbox, MOBILE)
    codes = ["star-raid", "iron-saga", "tiny-blocks", "moon-garden", "deep-dive"]
    for code in codes:
        await buy(app, tokens["userId"], cat.spus[code].id)
    newest_first = [cat.spus[code].id for code in reversed(codes)]

    first = await page(client, tokens, pageNo=1, pageSize=2)
    second = await page(client, tokens, pageNo=2, pageSize=2)
    third = await page(client, tokens, pageNo=3, pageSize=2)

    assert first["total"] == second["total"] == third["total"] == 5
    listed = [g["spuId"] for g in first["list"] + second["list"] + third["list"]]
    assert listed == newest_first
    assert (
        failure(await client.get("/game/user/page", params={"pageSize": 101}, headers=bearer(tokens)))[0]
        == 400
    )


async def test_games_bought_together_come_in_one_order(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    tokens = await login_by_sms(client, outbox, MOBILE)
    ids = [cat.spus["star-raid"].id, cat.spus["iron-saga"].id]
    order_id = await buy(app, tokens["userId"], *ids)
    result = await page(client, tokens)
    assert sorted(g["spuId"] for g in result["list"]) == sorted(ids)
    assert {g["orderId"] for g in result["list"]} == {order_id}


async def test_a_page_costs_the_same_queries_however_many_games(
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

    await buy(app, tokens["userId"], cat.spus["star-raid"].id)
    await page(client, tokens)  # the token's session is looked up once, then trusted for a few seconds
    one = await queries_for_page()
    await buy(app, tokens["userId"], *(cat.spus[c].id for c in ("iron-saga", "tiny-blocks", "deep-dive")))
    assert await queries_for_page() == one


async def test_granting_again_keeps_the_first_order(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    tokens = await login_by_sms(client, outbox, MOBILE)
    member_id = tokens["userId"]
    star, iron = cat.spus["star-raid"].id, cat.spus["iron-saga"].id
    async with app.state.sessions() as session, session.begin():
        first = await paid_order(session, member_id)
        assert sorted(await grant_games(session, member_id, first.id, [star, star, iron])) == sorted(
            [star, iron]
        )
        second = await paid_order(session, member_id)
        assert await grant_games(session, member_id, second.id, [star]) == []
        assert await grant_games(session, member_id, second.id, []) == []
    async with app.state.sessions() as session:
        rows = (await session.execute(select(OwnedGame.spu_id, OwnedGame.order_id))).all()
    assert sorted(rows) == sorted([(star, first.id), (iron, first.id)])


async def test_concurrent_payments_of_the_same_game_grant_it_once(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    tokens = await login_by_sms(client, outbox, MOBILE)
    member_id = tokens["userId"]
    star = cat.spus["star-raid"].id
    orders = []
    async with app.state.sessions() as session, session.begin():
        for _ in range(4):
            orders.append((await paid_order(session, member_id)).id)

    async def pay(order_id: int) -> list[int]:
        async with app.state.sessions() as session, session.begin():
            return await grant_games(session, member_id, order_id, [star])

    granted = await asyncio.gather(*(pay(order_id) for order_id in orders))

    assert sorted(granted) == [[], [], [], [star]]
    result = await page(client, tokens)
    assert result["total"] == 1
    assert result["list"][0]["orderId"] == orders[granted.index([star])]
