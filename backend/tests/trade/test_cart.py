"""The shopping cart: add, change counts, select, delete and list; each member's own, race-safe."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx
from sqlalchemy import func, select, update

from conftest import AppFactory, SmsOutbox, bearer, client_for, data, failure, login_by_sms
from fixtures import balances
from fixtures.catalogue import Catalogue, small_catalogue
from fixtures.discounts import PERCENT_OFF, add_activity
from gamestore.core.money import to_display_units
from gamestore.models import CartItem, Member, Sku, Spu

MOBILE = "13800138000"
OTHER_MOBILE = "13900139000"
SPU_NOT_FOUND = 1_008_005_000
SPU_OFF_SHELF = 1_008_005_001
SKU_NOT_FOUND = 1_011_000_001
SKU_STOCK_NOT_ENOUGH = 1_011_000_002
CART_ITEM_NOT_FOUND = 1_011_002_000
CART_FULL = 1_011_002_001
COUNT_TOO_LARGE = 1_011_002_002

Tokens = dict[str, Any]


async def seed(app: Any) -> Catalogue:
    async with app.state.sessions() as session, session.begin():
        return await small_catalogue(session)


def add(client: httpx.AsyncClient, tokens: Tokens, sku_id: Any, count: Any = 1, **extra: Any) -> Any:
    return client.post(
        "/trade/cart/add", json={"skuId": sku_id, "count": count, **extra}, headers=bearer(tokens)
    )


def update_count(client: httpx.AsyncClient, tokens: Tokens, item_id: Any, count: Any) -> Any:
    return client.put(
        "/trade/cart/update-count", json={"id": item_id, "count": count}, headers=bearer(tokens)
    )


def update_selected(client: httpx.AsyncClient, tokens: Tokens, ids: Any, selected: Any) -> Any:
    return client.put(
        "/trade/cart/update-selected", json={"ids": ids, "selected": selected}, headers=bearer(tokens)
    )


def remove(client: httpx.AsyncClient, tokens: Tokens, ids: str) -> Any:
    return client.delete("/trade/cart/delete", params={"ids": ids}, headers=bearer(tokens))


async def cart(client: httpx.AsyncClient, tokens: Tokens, **params: Any) -> dict[str, Any]:
    result: dict[str, Any] = data(await client.get("/trade/cart/list", params=params, headers=bearer(tokens)))
    return result


def summary(items: list[dict[str, Any]]) -> list[tuple[int, int, bool]]:
    return [(item["sku"]["id"], item["count"], item["selected"]) for item in items]


async def cart_rows(app: Any) -> list[tuple[int, int, int]]:
    async with app.state.sessions() as session:
        rows = await session.execute(
            select(CartItem.member_id, CartItem.sku_id, CartItem.count).order_by(CartItem.id)
        )
        return [tuple(row) for row in rows]


async def test_visitors_must_log_in(app: Any, client: httpx.AsyncClient) -> None:
    cat = await seed(app)
    sku_id = cat.skus["star-raid-0"].id
    for answer in (
        await client.post("/trade/cart/add", json={"skuId": sku_id, "count": 1}),
        await client.put("/trade/cart/update-count", json={"id": 1, "count": 1}),
        await client.put("/trade/cart/update-selected", json={"ids": [1], "selected": True}),
        await client.delete("/trade/cart/delete", params={"ids": "1"}),
        await client.get("/trade/cart/list"),
    ):
        assert failure(answer)[0] == 401
    assert await cart_rows(app) == []


async def test_add_lists_the_item_with_its_game_version_and_prices(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    spu, sku = cat.spus["star-raid"], cat.skus["star-raid-1"]
    tokens = await login_by_sms(client, outbox, MOBILE)

    item_id = data(await add(client, tokens, sku.id, 2))
    assert isinstance(item_id, int) and item_id > 0
    result = await cart(client, tokens, language="en")
    assert result["invalidList"] == []
    [item] = result["validList"]
    assert (item["id"], item["count"], item["selected"]) == (item_id, 2, True)
    assert item["spu"] == {"id": spu.id, "name": "Star Raid", "picUrl": "/covers/star-raid.svg", "status": 1}
    assert item["sku"]["id"] == sku.id and item["sku"]["name"] == "Deluxe" and item["sku"]["stock"] == 5
    prices = {key: item["sku"][key] for key in ("price", "marketPrice", "memberPrice", "priceUnit")}
    assert prices == {"price": 9800, "marketPrice": 10800, "memberPrice": 9800, "priceUnit": "CNY"}
    assert (item["sku"]["displayPrice"], item["sku"]["displayMemberPrice"]) == (9800, 9800)
    assert await cart_rows(app) == [(await member_id(app, MOBILE), sku.id, 2)]


async def test_adding_again_adds_up_in_one_row_and_selects_it(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    sku_id = cat.skus["iron-saga-0"].id
    tokens = await login_by_sms(client, outbox, MOBILE)
    first = data(await add(client, tokens, sku_id, 3))
    data(await update_selected(client, tokens, [first], False))
    assert data(await add(client, tokens, sku_id, 4)) == first
    assert summary((await cart(client, tokens))["validList"]) == [(sku_id, 7, True)]
    assert len(await cart_rows(app)) == 1


async def test_counts_are_capped_per_version(app: Any, client: httpx.AsyncClient, outbox: SmsOutbox) -> None:
    cat = await seed(app)
    sku_id = cat.skus["tiny-blocks-0"].id
    tokens = await login_by_sms(client, outbox, MOBILE)

    code, msg = failure(await add(client, tokens, sku_id, 11, language="en"))
    assert (code, msg) == (COUNT_TOO_LARGE, "At most 10 of one version per order")
    item_id = data(await add(client, tokens, sku_id, 6))
    # The sum after adding passes the cap: refused, and the row keeps its count.
    assert failure(await add(client, tokens, sku_id, 5))[0] == COUNT_TOO_LARGE
    assert data(await add(client, tokens, sku_id, 4)) == item_id
    assert summary((await cart(client, tokens))["validList"]) == [(sku_id, 10, True)]
    assert failure(await add(client, tokens, sku_id, 1))[0] == COUNT_TOO_LARGE

    code, msg = failure(await update_count(client, tokens, item_id, 11))
    assert (code, msg) == (COUNT_TOO_LARGE, "每个版本每单最多 10 份")
    assert data(await update_count(client, tokens, item_id, 1)) is True
    assert summary((await cart(client, tokens))["validList"]) == [(sku_id, 1, True)]


async def test_bad_counts_and_ids_answer_400_naming_the_field(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    sku_id = cat.skus["tiny-blocks-0"].id
    tokens = await login_by_sms(client, outbox, MOBILE)
    item_id = data(await add(client, tokens, sku_id))
    auth = bearer(tokens)

    for answer, field in (
        (await add(client, tokens, sku_id, 0), "count"),
        (await add(client, tokens, sku_id, -2), "count"),
        (await add(client, tokens, sku_id, "two"), "count"),
        (await add(client, tokens, 0, 1), "skuId"),
        (await client.post("/trade/cart/add", json={"skuId": sku_id}, headers=bearer(tokens)), "count"),
        (await update_count(client, tokens, item_id, 0), "count"),
        (await update_count(client, tokens, "x", 1), "id"),
        (await update_selected(client, tokens, [], True), "ids"),
        (await update_selected(client, tokens, [item_id], "maybe"), "selected"),
        (await remove(client, tokens, ""), "ids"),
        (await remove(client, tokens, "1,,2"), "ids"),
        (await remove(client, tokens, "a,b"), "ids"),
        (await client.delete("/trade/cart/delete", headers=bearer(tokens)), "ids"),
        (await client.get("/trade/cart/list", params={"priceUnit": "EUR"}, headers=auth), "priceUnit"),
    ):
        code, msg = failure(answer)
        assert code == 400 and field in msg, (field, msg)
    assert summary((await cart(client, tokens))["validList"]) == [(sku_id, 1, True)]


async def test_only_versions_of_games_on_sale_and_in_stock_can_be_added(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    tokens = await login_by_sms(client, outbox, MOBILE)
    assert failure(await add(client, tokens, 987_654, language="en")) == (
        SKU_NOT_FOUND,
        "Please select a game version",
    )
    assert failure(await add(client, tokens, cat.skus["old-relic-0"].id)) == (
        SPU_OFF_SHELF,
        "该游戏已下架，请看看其他游戏",
    )
    sku = cat.skus["moon-garden-1"]
    async with app.state.sessions() as session, session.begin():
        await session.execute(update(Sku).where(Sku.id == sku.id).values(stock=0))
    code, msg = failure(await add(client, tokens, sku.id, language="en"))
    assert (code, msg) == (SKU_STOCK_NOT_ENOUGH, "Moon Garden Deluxe is out of stock")
    assert await cart_rows(app) == []


async def test_the_cart_holds_a_limited_number_of_items(app_factory: AppFactory, outbox: SmsOutbox) -> None:
    app = app_factory(cart_max_items=2)
    cat = await seed(app)
    async with client_for(app) as client:
        tokens = await login_by_sms(client, outbox, MOBILE)
        first = data(await add(client, tokens, cat.skus["star-raid-0"].id))
        data(await add(client, tokens, cat.skus["iron-saga-0"].id))
        code, msg = failure(await add(client, tokens, cat.skus["tiny-blocks-0"].id, language="en"))
        assert (code, msg) == (CART_FULL, "Your cart is full (2 items); remove some first")
        # A version already there can still be added to; a removed row makes room.
        assert data(await add(client, tokens, cat.skus["star-raid-0"].id)) == first
        data(await remove(client, tokens, str(first)))
        data(await add(client, tokens, cat.skus["tiny-blocks-0"].id))
        assert len((await cart(client, tokens))["validList"]) == 2

        # Parallel adds of different versions never pass the limit either.
        held = (await cart(client, tokens))["validList"]
        data(await remove(client, tokens, ",".join(str(item["id"]) for item in held)))
        skus = [sku.id for code, sku in cat.skus.items() if code != "old-relic-0"]
        answers = await asyncio.gather(*(add(client, tokens, sku_id) for sku_id in skus))
        codes = sorted(answer.json()["code"] for answer in answers)
        assert codes == [0, 0] + [CART_FULL] * (len(skus) - 2), codes
        assert len(await cart_rows(app)) == 2


async def test_change_count_select_and_delete_several(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    tokens = await login_by_sms(client, outbox, MOBILE)
    codes = ["star-raid-0", "iron-saga-0", "tiny-blocks-0"]
    ids = [data(await add(client, tokens, cat.skus[code].id)) for code in codes]
    skus = [cat.skus[code].id for code in codes]

    assert data(await update_count(client, tokens, ids[1], 4)) is True
    assert data(await update_selected(client, tokens, [ids[0], ids[2]], False)) is True
    newest_first = [(skus[2], 1, False), (skus[1], 4, True), (skus[0], 1, False)]
    assert summary((await cart(client, tokens))["validList"]) == newest_first
    assert data(await update_selected(client, tokens, ids, True)) is True
    assert all(item["selected"] for item in (await cart(client, tokens))["validList"])

    assert data(await remove(client, tokens, f"{ids[0]},{ids[2]}")) is True
    assert summary((await cart(client, tokens))["validList"]) == [(skus[1], 4, True)]
    # Deleting what is gone, or was never there, changes nothing.
    assert data(await remove(client, tokens, f"{ids[0]},987654")) is True
    assert [item["id"] for item in (await cart(client, tokens))["validList"]] == [ids[1]]
    assert failure(await update_count(client, tokens, ids[0], 2))[0] == CART_ITEM_NOT_FOUND


async def test_members_see_and_change_only_their_own_cart(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    owner = await login_by_sms(client, outbox, MOBILE)
    other = await login_by_sms(client, outbox, OTHER_MOBILE)
    item_id = data(await add(client, owner, cat.skus["deep-dive-0"].id, 2))

    assert await cart(client, other) == {"validList": [], "invalidList": [], "bundles": []}
    code, msg = failure(await update_count(client, other, item_id, 5))
    assert (code, msg) == (CART_ITEM_NOT_FOUND, "购物车中没有该商品")
    assert data(await update_selected(client, other, [item_id], False)) is True
    assert data(await remove(client, other, str(item_id))) is True
    assert summary((await cart(client, owner))["validList"]) == [(cat.skus["deep-dive-0"].id, 2, True)]

    # The same version in two carts is two rows.
    other_id = data(await add(client, other, cat.skus["deep-dive-0"].id))
    assert other_id != item_id and len(await cart_rows(app)) == 2


async def test_items_off_the_shelf_or_out_of_stock_are_listed_apart(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    tokens = await login_by_sms(client, outbox, MOBILE)
    codes = ["star-raid-0", "iron-saga-0", "tiny-blocks-0", "moon-garden-0"]
    ids = {code: data(await add(client, tokens, cat.skus[code].id)) for code in codes}
    async with app.state.sessions() as session, session.begin():
        await session.execute(update(Spu).where(Spu.id == cat.spus["iron-saga"].id).values(status=0))
        await session.execute(update(Sku).where(Sku.id == cat.skus["moon-garden-0"].id).values(stock=0))

    result = await cart(client, tokens, language="en")
    assert [item["id"] for item in result["validList"]] == [ids["tiny-blocks-0"], ids["star-raid-0"]]
    assert [item["id"] for item in result["invalidList"]] == [ids["moon-garden-0"], ids["iron-saga-0"]]
    moon, iron = result["invalidList"]
    assert (moon["spu"]["status"], moon["sku"]["stock"]) == (1, 0)
    assert (iron["spu"]["status"], iron["spu"]["name"], iron["sku"]["stock"]) == (0, "Iron Saga", 5)

    # They can be deleted, and the game back on sale makes its item valid again.
    data(await remove(client, tokens, str(ids["moon-garden-0"])))
    async with app.state.sessions() as session, session.begin():
        await session.execute(update(Spu).where(Spu.id == cat.spus["iron-saga"].id).values(status=1))
    result = await cart(client, tokens)
    assert result["invalidList"] == []
    assert [item["id"] for item in result["validList"]] == [
        ids["tiny-blocks-0"],
        ids["iron-saga-0"],
        ids["star-raid-0"],
    ]


async def test_prices_follow_the_member_level_currency_and_language(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    tokens = await login_by_sms(client, outbox, MOBILE)
    data(await add(client, tokens, cat.skus["iron-saga-0"].id))
    async with app.state.sessions() as session, session.begin():
        await balances.set_experience(session, 3500)  # Gold: 5 % off
    settings = app.state.settings

    [item] = (await cart(client, tokens, priceUnit="USD", language="ja"))["validList"]
    sku = item["sku"]
    assert (sku["price"], sku["memberPrice"], sku["priceUnit"]) == (19800, 18810, "USD")
    assert sku["displayPrice"] == to_display_units(19800, "USD", settings.usd_per_cny, settings.jpy_per_cny)
    assert sku["displayMemberPrice"] == to_display_units(
        18810, "USD", settings.usd_per_cny, settings.jpy_per_cny
    )
    assert (item["spu"]["name"], sku["name"]) == ("Iron Saga（日）", "Standard（日）")


async def test_prices_carry_a_running_discount_activity(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    tokens = await login_by_sms(client, outbox, MOBILE)
    on_event, plain = cat.skus["star-raid-1"], cat.skus["star-raid-0"]
    data(await add(client, tokens, plain.id))
    data(await add(client, tokens, on_event.id))
    async with app.state.sessions() as session, session.begin():
        activity = await add_activity(session, [(on_event, PERCENT_OFF, 20)])
        await balances.set_experience(session, 3500)  # Gold: 5 % off after events

    event_item, plain_item = (await cart(client, tokens))["validList"]
    assert event_item["sku"]["id"] == on_event.id
    sku = event_item["sku"]
    assert (sku["price"], sku["activityPrice"], sku["memberPrice"]) == (9800, 7840, 7448)
    assert sku["activityEndTime"] == int(activity.end_time.timestamp() * 1000)
    assert (plain_item["sku"]["activityPrice"], plain_item["sku"]["memberPrice"]) == (None, 4560)


async def test_parallel_adds_of_one_version_make_one_row(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    sku_id = cat.skus["star-raid-0"].id
    tokens = await login_by_sms(client, outbox, MOBILE)

    answers = await asyncio.gather(*(add(client, tokens, sku_id, 2) for _ in range(6)))
    bodies = [answer.json() for answer in answers]
    assert all(answer.status_code == 200 for answer in answers)
    added = [body["data"] for body in bodies if body["code"] == 0]
    # Five adds of 2 reach the cap of 10; the sixth is refused.
    assert len(added) == 5 and len(set(added)) == 1
    assert [body["code"] for body in bodies if body["code"] != 0] == [COUNT_TOO_LARGE]
    assert summary((await cart(client, tokens))["validList"]) == [(sku_id, 10, True)]
    async with app.state.sessions() as session:
        rows = await session.scalar(select(func.count()).select_from(CartItem))
    assert rows == 1


async def member_id(app: Any, mobile: str) -> int:
    async with app.state.sessions() as session:
        return int(await session.scalar(select(Member.id).where(Member.mobile == mobile)) or 0)
