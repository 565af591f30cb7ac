"""The low-priced list, the price sort and the home counts go by the price a card shows: the price
after running events (the cheapest version after events when it is on event, else the game's
stored price), computed in SQL so totals and pages stay right."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import literal, select, update

from conftest import data
from fixtures.catalogue import Catalogue, add_game, small_catalogue
from fixtures.discounts import AMOUNT_OFF, PERCENT_OFF, add_activity
from gamestore.catalogue.discount_service import discounted, discounted_sql
from gamestore.core import clock
from gamestore.models import DiscountActivity

LOW = 3000  # the default low_price_max_fen


@pytest.fixture
async def cat(app: Any) -> Catalogue:
    async with app.state.sessions() as session, session.begin():
        return await small_catalogue(session)


async def page(client: httpx.AsyncClient, **params: Any) -> Any:
    return data(await client.get("/product/spu/page", params=params))


def shown(card: Any) -> int:
    """The price a card shows to pay: its event price when it has one, else its price."""
    return int(card["activityPrice"] if card["activityPrice"] is not None else card["price"])


def codes(cards: list[Any], cat: Catalogue) -> list[str]:
    by_id = {spu.id: code for code, spu in cat.spus.items()}
    return [by_id[card["id"]] for card in cards]


async def every_page(client: httpx.AsyncClient, size: int, **params: Any) -> tuple[list[Any], set[int]]:
    """All cards of a list read ``size`` at a time, and the totals each page reported."""
    cards: list[Any] = []
    totals: set[int] = set()
    number = 1
    while True:
        result = await page(client, pageNo=number, pageSize=size, **params)
        totals.add(result["total"])
        cards += result["list"]
        if len(result["list"]) < size:
            return cards, totals
        number += 1


async def test_event_prices_decide_low_priced_counts_and_price_order(
    app: Any, client: httpx.AsyncClient, cat: Catalogue
) -> None:
    now = clock.now()
    async with app.state.sessions() as session, session.begin():
        # star-raid (4800, 9800): half off its cheaper version -> 2400, low-priced.
        # deep-dive (6800): 3000 off -> 3800, on event but still above the limit.
        await add_activity(
            session, [(cat.skus["star-raid-0"], PERCENT_OFF, 50), (cat.skus["deep-dive-0"], AMOUNT_OFF, 3000)]
        )
        # iron-saga (19800): 90 % off in an event that ended, one not started and one switched off.
        iron = cat.skus["iron-saga-0"]
        await add_activity(
            session, [(iron, PERCENT_OFF, 90)], start=now - timedelta(days=2), end=now - timedelta(seconds=1)
        )
        await add_activity(
            session, [(iron, PERCENT_OFF, 90)], start=now + timedelta(minutes=1), end=now + timedelta(days=2)
        )
        await add_activity(session, [(iron, PERCENT_OFF, 90)], enabled=False)
        # old-relic is off the shelf: an event does not bring it back.
        await add_game(session, cat, "old-shelf", category="action", brand="nebula", prices=(4000,), status=0)
        await add_activity(session, [(cat.skus["old-shelf-0"], PERCENT_OFF, 90)])

    low = await page(client, list="low-priced")
    assert codes(low["list"], cat) == ["tiny-blocks", "star-raid", "moon-garden"]
    assert [shown(card) for card in low["list"]] == [1800, 2400, 2500]
    assert low["total"] == 3
    numbers = data(await client.get("/product/spu/getNavigationNum"))
    assert numbers == {"featured": 2, "lowPriced": 3, "new": 2, "bestSelling": 5, "total": 5}
    descending = await page(client, list="low-priced", sortAsc=False)
    assert codes(descending["list"], cat) == ["moon-garden", "star-raid", "tiny-blocks"]

    # The price sort, both ways, across pages of two: by the shown price, every total right.
    cards, totals = await every_page(client, 2, sortField="price")
    assert codes(cards, cat) == ["tiny-blocks", "star-raid", "moon-garden", "deep-dive", "iron-saga"]
    assert [shown(card) for card in cards] == [1800, 2400, 2500, 3800, 19800]
    assert totals == {5}
    cards, totals = await every_page(client, 2, sortField="price", sortAsc=False)
    assert codes(cards, cat) == ["iron-saga", "deep-dive", "moon-garden", "star-raid", "tiny-blocks"]
    assert totals == {5}
    # Filters combine with it: the action games (with the nested shooters), dearest first.
    action = await page(client, sortField="price", sortAsc=False, categoryId=cat.categories["action"].id)
    assert codes(action["list"], cat) == ["iron-saga", "deep-dive", "star-raid"]
    assert action["total"] == 3


async def test_the_shown_version_rule_the_best_discount_and_rounding(
    app: Any, client: httpx.AsyncClient, cat: Catalogue
) -> None:
    async with app.state.sessions() as session, session.begin():
        await add_game(session, cat, "odd-half", category="puzzle", brand="pixel", prices=(6001,))
        await add_game(session, cat, "even-half", category="puzzle", brand="pixel", prices=(5999,))
        await add_activity(
            session,
            [
                # Only star-raid's dearer version is on event and stays dearer than its cheaper
                # version (9800 - 4000 = 5800 > 4800): the game is shown at its stored 4800.
                (cat.skus["star-raid-1"], AMOUNT_OFF, 4000),
                # 6001 half off is 3000.5, rounded half-up to 3001: just above the limit.
                (cat.skus["odd-half-0"], PERCENT_OFF, 50),
                # 5999 half off is 2999.5 -> 3000: exactly the limit, which is in.
                (cat.skus["even-half-0"], PERCENT_OFF, 50),
                # An amount larger than the price: free, never below zero.
                (cat.skus["moon-garden-1"], AMOUNT_OFF, 10_000),
            ],
        )
        # deep-dive (6800) in two activities: 10 % off (6120) and 3800 off (3000); the lowest wins.
        await add_activity(session, [(cat.skus["deep-dive-0"], PERCENT_OFF, 10)])
        await add_activity(session, [(cat.skus["deep-dive-0"], AMOUNT_OFF, 3800)])

    cards, totals = await every_page(client, 3, sortField="price")
    assert [(code, shown(card)) for code, card in zip(codes(cards, cat), cards, strict=True)] == [
        ("moon-garden", 0),
        ("tiny-blocks", 1800),
        ("deep-dive", 3000),
        ("even-half", 3000),
        ("odd-half", 3001),
        ("star-raid", 4800),
        ("iron-saga", 19800),
    ]
    assert totals == {7}
    star = next(card for card in cards if card["id"] == cat.spus["star-raid"].id)
    assert star["activityPrice"] is None
    low = await page(client, list="low-priced", pageSize=100)
    assert codes(low["list"], cat) == ["moon-garden", "tiny-blocks", "deep-dive", "even-half"]
    assert low["total"] == 4
    assert data(await client.get("/product/spu/getNavigationNum"))["lowPriced"] == 4


async def test_an_event_starting_or_ending_moves_a_game_in_and_out(
    app: Any, client: httpx.AsyncClient, cat: Catalogue
) -> None:
    """The moment events are judged at is the moment of each read, not one fixed before."""
    async with app.state.sessions() as session, session.begin():
        activity = await add_activity(
            session, [(cat.skus["iron-saga-0"], PERCENT_OFF, 90)], start=clock.now() + timedelta(hours=1)
        )

    async def low_priced() -> tuple[list[str], int, int]:
        low = await page(client, list="low-priced")
        counted = data(await client.get("/product/spu/getNavigationNum"))["lowPriced"]
        return codes(low["list"], cat), low["total"], counted

    async def move(**times: Any) -> None:
        async with app.state.sessions() as session, session.begin():
            await session.execute(
                update(DiscountActivity).where(DiscountActivity.id == activity.id).values(**times)
            )

    assert await low_priced() == (["tiny-blocks", "moon-garden"], 2, 2)
    await move(start_time=clock.now())
    assert await low_priced() == (["tiny-blocks", "iron-saga", "moon-garden"], 3, 3)
    assert codes((await page(client, sortField="price", pageSize=2))["list"], cat) == [
        "tiny-blocks",
        "iron-saga",
    ]
    await move(end_time=clock.now())
    assert await low_priced() == (["tiny-blocks", "moon-garden"], 2, 2)


async def test_the_sql_discount_is_the_python_discount(app: Any) -> None:
    prices = [0, 1, 49, 50, 99, 101, 149, 150, 151, 2999, 3001, 5999, 6001, 19_800, 12_345_678]
    cases = [(p, PERCENT_OFF, pct, 0) for p in prices for pct in (1, 10, 33, 50, 67, 99)]
    cases += [(p, AMOUNT_OFF, 0, off) for p in prices for off in (0, 1, 50, 2999, 100_000_000)]
    expressions = [
        discounted_sql(literal(p), literal(kind), literal(pct), literal(off)) for p, kind, pct, off in cases
    ]
    async with app.state.sessions() as session:
        got = []
        for start in range(0, len(expressions), 100):
            got += list((await session.execute(select(*expressions[start : start + 100]))).one())
    assert [int(value) for value in got] == [discounted(p, kind, pct, off) for p, kind, pct, off in cases]
