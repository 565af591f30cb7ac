"""Event prices in the catalogue: discount activities (percent and amount off) lower a version's
price while they run, the lowest wins, and the member's level discount applies after them."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import event, update

from conftest import SmsOutbox, bearer, data, login_by_sms
from fixtures import balances
from fixtures.catalogue import Catalogue, add_game, small_catalogue
from fixtures.discounts import AMOUNT_OFF, PERCENT_OFF, add_activity
from gamestore.core import clock
from gamestore.core.times import epoch_ms
from gamestore.models import Spu

DIAMOND = 20_000  # experience: 12 % off
GOLD = 3_500  # 5 % off


@pytest.fixture
async def cat(app: Any) -> Catalogue:
    async with app.state.sessions() as session, session.begin():
        return await small_catalogue(session)


async def detail(client: httpx.AsyncClient, spu_id: int, **params: Any) -> Any:
    return data(await client.get("/product/spu/get-detail", params={"id": spu_id, **params}))


async def card(client: httpx.AsyncClient, spu_id: int, headers: dict[str, str] | None = None) -> Any:
    page = data(await client.get("/product/spu/page", params={"pageSize": 100}, headers=headers or {}))
    return next(item for item in page["list"] if item["id"] == spu_id)


def sku_prices(game: Any, *fields: str) -> list[tuple[Any, ...]]:
    return [tuple(sku[f] for f in fields) for sku in game["skus"]]


async def set_experience(app: Any, experience: int) -> None:
    async with app.state.sessions() as session, session.begin():
        await balances.set_experience(session, experience)


async def test_percent_and_amount_off_versions(app: Any, client: httpx.AsyncClient, cat: Catalogue) -> None:
    end = (clock.now() + timedelta(days=14)).replace(microsecond=0)
    async with app.state.sessions() as session, session.begin():
        await add_activity(
            session,
            [(cat.skus["star-raid-0"], PERCENT_OFF, 30), (cat.skus["star-raid-1"], AMOUNT_OFF, 2000)],
            end=end,
        )
    game = await detail(client, cat.spus["star-raid"].id)
    assert sku_prices(game, "price", "activityPrice", "memberPrice", "activityEndTime") == [
        (4800, 3360, 3360, epoch_ms(end)),
        (9800, 7800, 7800, epoch_ms(end)),
    ]
    # The game is shown at its cheapest version after events, with that version's prices.
    assert (game["price"], game["marketPrice"], game["activityPrice"], game["memberPrice"]) == (
        4800,
        5800,
        3360,
        3360,
    )
    assert game["activityEndTime"] == game["discountEndTime"] == epoch_ms(end)
    usd = await detail(client, cat.spus["star-raid"].id, priceUnit="USD")
    assert sku_prices(usd, "displayActivityPrice", "displayMemberPrice") == [(467, 467), (1083, 1083)]
    # Versions and games without an activity say so with nulls.
    other = await detail(client, cat.spus["iron-saga"].id)
    assert (other["activityPrice"], other["activityEndTime"], other["displayActivityPrice"]) == (
        None,
        None,
        None,
    )
    assert sku_prices(other, "activityPrice", "memberPrice") == [(None, 19800)]


async def test_overlapping_activities_the_lowest_price_wins(
    app: Any, client: httpx.AsyncClient, cat: Catalogue
) -> None:
    sku = cat.skus["tiny-blocks-0"]  # 1800
    now = clock.now()
    async with app.state.sessions() as session, session.begin():
        await add_activity(session, [(sku, PERCENT_OFF, 10)], end=now + timedelta(days=3))  # 1620
        lowest = await add_activity(session, [(sku, AMOUNT_OFF, 500)], end=now + timedelta(days=5))  # 1300
        await add_activity(session, [(sku, PERCENT_OFF, 20)], end=now + timedelta(days=9))  # 1440
    game = await detail(client, cat.spus["tiny-blocks"].id)
    assert sku_prices(game, "activityPrice", "activityEndTime") == [(1300, epoch_ms(lowest.end_time))]
    listed = await card(client, cat.spus["tiny-blocks"].id)
    assert (listed["activityPrice"], listed["discountEndTime"]) == (1300, epoch_ms(lowest.end_time))


async def test_activities_not_running_are_ignored(
    app: Any, client: httpx.AsyncClient, cat: Catalogue
) -> None:
    sku = cat.skus["iron-saga-0"]
    stored_end = (clock.now() + timedelta(days=30)).replace(microsecond=0)
    now = clock.now()
    async with app.state.sessions() as session, session.begin():
        await session.execute(update(Spu).where(Spu.id == sku.spu_id).values(discount_end_time=stored_end))
        await add_activity(session, [(sku, PERCENT_OFF, 50)], start=now + timedelta(hours=1))  # not started
        await add_activity(
            session, [(sku, PERCENT_OFF, 60)], start=now - timedelta(days=9), end=now - timedelta(seconds=1)
        )  # ended
        await add_activity(session, [(sku, PERCENT_OFF, 70)], enabled=False)  # disabled
    game = await detail(client, sku.spu_id)
    assert sku_prices(game, "activityPrice", "memberPrice") == [(None, 19800)]
    assert (game["activityPrice"], game["memberPrice"]) == (None, 19800)
    assert game["discountEndTime"] == epoch_ms(stored_end)  # the stored date stays without an activity
    listed = await card(client, sku.spu_id)
    assert (listed["activityPrice"], listed["price"], listed["discountEndTime"]) == (
        None,
        19800,
        epoch_ms(stored_end),
    )


async def test_an_amount_off_above_the_price_makes_it_free(
    app: Any, client: httpx.AsyncClient, cat: Catalogue
) -> None:
    async with app.state.sessions() as session, session.begin():
        await add_activity(session, [(cat.skus["moon-garden-0"], AMOUNT_OFF, 99_999)])
    game = await detail(client, cat.spus["moon-garden"].id)
    assert sku_prices(game, "price", "activityPrice", "memberPrice") == [(2500, 0, 0), (3500, None, 3500)]
    assert (game["activityPrice"], game["memberPrice"], game["displayMemberPrice"]) == (0, 0, 0)


async def test_rounding_half_up_and_member_discount_after_the_event(
    app: Any, client: httpx.AsyncClient, cat: Catalogue, outbox: SmsOutbox
) -> None:
    async with app.state.sessions() as session, session.begin():
        odd = await add_game(
            session, cat, "odd-fen", category="puzzle", brand="pixel", prices=(1015, 10_000, 60)
        )
        await add_activity(
            session,
            [
                (cat.skus["odd-fen-0"], PERCENT_OFF, 30),  # 710.5 -> 711 (half-up, not 710)
                (cat.skus["odd-fen-1"], AMOUNT_OFF, 2000),  # 8000
                (cat.skus["odd-fen-2"], PERCENT_OFF, 50),  # 30
                (cat.skus["star-raid-0"], PERCENT_OFF, 30),  # 4800 -> 3360
            ],
        )
    visitor = await detail(client, odd.id)
    assert sku_prices(visitor, "activityPrice", "memberPrice") == [(711, 711), (8000, 8000), (30, 30)]

    tokens = await login_by_sms(client, outbox, "13800138000")
    await set_experience(app, DIAMOND)
    diamond = data(await client.get("/product/spu/get-detail", params={"id": odd.id}, headers=bearer(tokens)))
    # 12 % off the event price: 625.68 -> 626; 7040 (not 8800 - 2000 = 6800); 26.4 -> 26.
    assert sku_prices(diamond, "activityPrice", "memberPrice") == [(711, 626), (8000, 7040), (30, 26)]
    raid = await card(client, cat.spus["star-raid"].id, bearer(tokens))
    assert (raid["price"], raid["activityPrice"], raid["memberPrice"]) == (4800, 3360, 2957)  # 2956.8

    await set_experience(app, GOLD)
    gold = data(await client.get("/product/spu/get-detail", params={"id": odd.id}, headers=bearer(tokens)))
    assert sku_prices(gold, "memberPrice") == [(675,), (7600,), (29,)]  # 675.45, 7600, 28.5 -> 29
    # Without an activity the level discount applies to the list price, as before.
    plain = await card(client, cat.spus["iron-saga"].id, bearer(tokens))
    assert (plain["activityPrice"], plain["memberPrice"]) == (None, 18810)


async def test_a_game_is_listed_at_its_cheapest_version_after_events(
    app: Any, client: httpx.AsyncClient, cat: Catalogue
) -> None:
    async with app.state.sessions() as session, session.begin():
        await add_activity(
            session,
            [
                (cat.skus["star-raid-1"], PERCENT_OFF, 60),  # 9800 -> 3920, below the 4800 standard
                (cat.skus["moon-garden-1"], PERCENT_OFF, 10),  # 3500 -> 3150, still above the 2500 one
            ],
        )
    raid = await card(client, cat.spus["star-raid"].id)
    assert (raid["price"], raid["marketPrice"], raid["activityPrice"], raid["memberPrice"]) == (
        9800,
        10800,
        3920,
        3920,
    )
    garden = await card(client, cat.spus["moon-garden"].id)
    assert (garden["price"], garden["activityPrice"], garden["memberPrice"], garden["discountEndTime"]) == (
        2500,
        None,
        2500,
        None,
    )
    found = data(await client.get("/product/spu/list-by-ids", params={"ids": str(cat.spus["star-raid"].id)}))
    assert found[0]["activityPrice"] == 3920


async def test_favorites_and_footprints_show_event_prices(
    app: Any, client: httpx.AsyncClient, cat: Catalogue, outbox: SmsOutbox
) -> None:
    spu_id = cat.spus["deep-dive"].id
    async with app.state.sessions() as session, session.begin():
        await add_activity(session, [(cat.skus["deep-dive-0"], PERCENT_OFF, 25)])  # 6800 -> 5100
    tokens = await login_by_sms(client, outbox, "13800138001")
    await set_experience(app, DIAMOND)
    headers = bearer(tokens)
    data(await client.post("/product/favorite/create", json={"spuId": spu_id}, headers=headers))
    data(await client.get("/product/spu/get-detail", params={"id": spu_id}, headers=headers))  # footprint
    favorites = data(await client.get("/product/favorite/page", headers=headers))
    footprints = data(await client.get("/product/browse-history/page", headers=headers))
    for listed in (favorites["list"][0]["spu"], footprints["list"][0]["spu"]):
        assert (listed["price"], listed["activityPrice"], listed["memberPrice"]) == (6800, 5100, 4488)


@contextmanager
def counting_queries(app: Any) -> Iterator[list[str]]:
    statements: list[str] = []

    def count(*args: Any) -> None:
        statements.append(args[2])

    engine = app.state.engine.sync_engine
    event.listen(engine, "before_cursor_execute", count)
    try:
        yield statements
    finally:
        event.remove(engine, "before_cursor_execute", count)


async def test_the_queries_of_a_page_do_not_grow_with_its_games(
    app: Any, client: httpx.AsyncClient, cat: Catalogue
) -> None:
    async def page_queries() -> tuple[int, int]:
        with counting_queries(app) as statements:
            page = data(await client.get("/product/spu/page", params={"pageSize": 100}))
        return len(page["list"]), len(statements)

    async with app.state.sessions() as session, session.begin():
        await add_activity(session, [(cat.skus["star-raid-0"], PERCENT_OFF, 30)])
    await page_queries()  # the first request also looks up what the app keeps afterwards (the tenant)
    few, few_queries = await page_queries()
    async with app.state.sessions() as session, session.begin():
        for index in range(12):
            game = await add_game(
                session, cat, f"extra-{index}", category="puzzle", brand="pixel", prices=(3000, 4000, 5000)
            )
            await add_activity(session, [(cat.skus[f"extra-{index}-{index % 3}"], AMOUNT_OFF, 100 + index)])
            assert game.id
    many, many_queries = await page_queries()
    assert (few, many) == (5, 17)
    assert many_queries == few_queries <= 5
    cheapest_on_event = await card(client, cat.spus["extra-3"].id)  # its 3000 version, 103 off
    assert (cheapest_on_event["price"], cheapest_on_event["activityPrice"]) == (3000, 2897)
    dearer_on_event = await card(client, cat.spus["extra-4"].id)  # its 4000 version, 104 off
    assert (dearer_on_event["price"], dearer_on_event["activityPrice"]) == (3000, None)
