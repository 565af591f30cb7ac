"""Honest prices (issue 40 part 3): every price a version has had is recorded where it changes (the
catalogue file and the console's form, discount activities' planned windows, the level table); a
running discount shows the lowest price of the 30 days before it began and whether it is the lowest
ever here; the game page's history endpoint."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import select

from conftest import AppFactory, client_for, data, failure
from fixtures.catalogue import Catalogue, small_catalogue
from fixtures.catalogue_console import as_upload, catalogue_file, console_post, console_upload, game_row
from fixtures.support import operator_headers
from gamestore.catalogue.errors import SPU_NOT_FOUND, SPU_OFF_SHELF
from gamestore.core import cache_bus, clock
from gamestore.core.times import epoch_ms
from gamestore.loyalty.levels import DEFAULT_LEVELS
from gamestore.models import PriceRecord, Sku

LIST, EVENT, MEMBER = 1, 2, 3
PERCENT_OFF = 2
# Whole minutes: the clock runs on from where a test travels, and times are compared to the minute.
START = clock.now().replace(second=0, microsecond=0) - timedelta(days=60)


@pytest.fixture(autouse=True)
def travelling() -> Iterator[None]:
    clock.travel_to(START)
    try:
        yield
    finally:
        clock.back_to_now()


@pytest.fixture(params=[0, 60], ids=["uncached", "cached"])
async def shop(request: pytest.FixtureRequest, app_factory: AppFactory) -> Any:
    """The app without and with the catalogue's caches (the references come from either path)."""
    return app_factory(public_cache_seconds=request.param)


def minute(moment: datetime | None) -> datetime | None:
    return None if moment is None else moment.replace(second=0, microsecond=0)


def minute_ms(epoch: int) -> int:
    return epoch - epoch % 60_000


def travel(moment: datetime) -> None:
    """Move the clock as time would pass: past an activity's start the caches drop what they hold
    (main.py's boundary watch does, on the real clock)."""
    clock.travel_to(moment)
    cache_bus.catalogue.bump()


def day(n: float) -> datetime:
    return START + timedelta(days=n)


async def records(app: Any, code: str, kind: int | None = None) -> list[tuple[Any, ...]]:
    async with app.state.sessions() as session:
        sku_id = await session.scalar(select(Sku.id).where(Sku.code == code))
        query = select(PriceRecord).where(PriceRecord.sku_id == sku_id).order_by(PriceRecord.id)
        if kind is not None:
            query = query.where(PriceRecord.kind == kind)
        return [
            (row.kind, row.level, row.price, minute(row.valid_from), minute(row.valid_until))
            for row in await session.scalars(query)
        ]


async def import_games(app: Any, headers: dict[str, str], *games: dict[str, Any]) -> None:
    data(await console_upload(app, headers, "/product/spu/import", as_upload(catalogue_file(*games))))


async def sku_ids(app: Any, *codes: str) -> dict[str, tuple[int, int]]:
    async with app.state.sessions() as session:
        rows = await session.execute(select(Sku.code, Sku.id, Sku.spu_id).where(Sku.code.in_(codes)))
        return {code: (sku_id, spu_id) for code, sku_id, spu_id in rows}


def sale_body(items: list[tuple[int, int, int]], start: datetime, end: datetime) -> dict[str, Any]:
    return {
        "names": {"en": "Sale", "zh-Hans": "特惠", "zh-Hant": "特惠", "ja": "セール"},
        "startTime": epoch_ms(start),
        "endTime": epoch_ms(end),
        "products": [
            {"spuId": spu_id, "skuId": sku_id, "discountType": PERCENT_OFF, "discountPercent": percent}
            for sku_id, spu_id, percent in items
        ],
    }


async def version(client: httpx.AsyncClient, spu_id: int) -> dict[str, Any]:
    page = data(await client.get("/product/spu/get-detail", params={"id": spu_id}))
    return page["skus"][0]


async def test_each_kind_of_change_is_recorded(shop: Any) -> None:
    catalogue = await operator_headers(shop, "catalogue")
    await import_games(shop, catalogue, game_row("omni", prices=[(10000, 12000)]))
    silver = DEFAULT_LEVELS[1].discount_percent  # 2 %: 10000 -> 9800
    assert await records(shop, "omni-0") == [
        (LIST, None, 10000, day(0), None),
        *[
            (MEMBER, level.level, 10000 * (100 - level.discount_percent) // 100, day(0), None)
            for level in DEFAULT_LEVELS
            if level.discount_percent
        ],
    ]
    assert silver == 2

    clock.travel_to(day(20))  # the operator raises the list price
    await import_games(shop, catalogue, game_row("omni", prices=[(15000, 16000)]))
    assert await records(shop, "omni-0", LIST) == [
        (LIST, None, 10000, day(0), day(20)),
        (LIST, None, 15000, day(20), None),
    ]
    assert (MEMBER, 2, 9800, day(0), day(20)) in await records(shop, "omni-0", MEMBER)
    assert (MEMBER, 2, 14700, day(20), None) in await records(shop, "omni-0", MEMBER)

    # An activity is planned: its window is recorded when it is made, nothing polls for its start.
    ((sku_id, spu_id),) = (await sku_ids(shop, "omni-0")).values()
    made = data(
        await console_post(
            shop,
            catalogue,
            "/promotion/discount-activity/create",
            **sale_body([(sku_id, spu_id, 20)], day(30), day(40)),
        )
    )
    assert await records(shop, "omni-0", EVENT) == [(EVENT, None, 12000, day(30), day(40))]
    assert (MEMBER, 2, 11760, day(30), day(40)) in await records(shop, "omni-0", MEMBER)

    # Changed before it starts: the plan is rewritten, not ended.
    changed = {**sale_body([(sku_id, spu_id, 25)], day(30), day(45)), "id": made["id"]}
    data(await console_post(shop, catalogue, "/promotion/discount-activity/update", **changed))
    assert await records(shop, "omni-0", EVENT) == [(EVENT, None, 11250, day(30), day(45))]

    # Closed while it runs: it ended then.
    clock.travel_to(day(35))
    data(await console_post(shop, catalogue, "/promotion/discount-activity/close", id=made["id"]))
    assert await records(shop, "omni-0", EVENT) == [(EVENT, None, 11250, day(30), day(35))]

    # The level table's discounts change: every version's member-level prices follow.
    content = await operator_headers(shop, "content")
    table = {
        "levels": [
            {
                "level": level.level,
                "experience": level.experience,
                "discountPercent": 4 if level.level == 2 else level.discount_percent,
                "names": dict(level.names),
            }
            for level in DEFAULT_LEVELS
        ]
    }
    data(await console_post(shop, content, "/member/level/update", **table))
    silver_rows = [row for row in await records(shop, "omni-0", MEMBER) if row[1] == 2 and row[4] is None]
    assert silver_rows == [(MEMBER, 2, 14400, day(35), None)]


async def test_a_discount_shows_the_lowest_price_of_the_30_days_before_it_began(shop: Any) -> None:
    catalogue = await operator_headers(shop, "catalogue")
    await import_games(shop, catalogue, game_row("omni", prices=[(10000, 12000)]))
    clock.travel_to(day(20))  # a list-price rise 10 days before the sale
    await import_games(
        shop, catalogue, game_row("omni", prices=[(15000, 16000)]), game_row("steady", prices=[(8000, 9000)])
    )
    ids = await sku_ids(shop, "omni-0", "steady-0")
    items = [(*ids["omni-0"], 20), (*ids["steady-0"], 50)]
    data(
        await console_post(
            shop, catalogue, "/promotion/discount-activity/create", **sale_body(items, day(30), day(40))
        )
    )
    travel(day(25))
    async with client_for(shop) as visitor:
        before = await version(visitor, ids["omni-0"][1])
        assert (before["activityPrice"], before["priorLowestPrice"], before["lowestEver"]) == (
            None,
            None,
            False,
        )

        travel(day(35))
        raised = await version(visitor, ids["omni-0"][1])
        # 10000 held until day 20, inside the 30 days before day 30: the "sale" is above it.
        assert (raised["price"], raised["activityPrice"]) == (15000, 12000)
        assert (raised["priorLowestPrice"], raised["displayPriorLowestPrice"], raised["lowestEver"]) == (
            10000,
            10000,
            False,
        )
        steady = await version(visitor, ids["steady-0"][1])
        assert (steady["activityPrice"], steady["priorLowestPrice"], steady["lowestEver"]) == (
            4000,
            8000,
            True,
        )
        in_dollars = data(
            await visitor.get(
                "/product/spu/get-detail", params={"id": ids["steady-0"][1], "priceUnit": "USD"}
            )
        )["skus"][0]
        assert in_dollars["priorLowestPrice"] == 8000 and in_dollars["displayPriorLowestPrice"] < 8000

        cards = data(await visitor.get("/product/spu/page", params={"keyword": "Steady"}))["list"]
        assert (cards[0]["activityPrice"], cards[0]["priorLowestPrice"], cards[0]["lowestEver"]) == (
            4000,
            8000,
            True,
        )


async def test_without_a_price_before_the_discount_the_list_price_is_its_reference(shop: Any) -> None:
    async with shop.state.sessions() as session, session.begin():
        cat: Catalogue = await small_catalogue(session)  # written before prices were recorded
    catalogue = await operator_headers(shop, "catalogue")
    sku = cat.skus["star-raid-0"]  # 4800
    body = sale_body([(sku.id, sku.spu_id, 30)], day(0) - timedelta(hours=1), day(7))
    data(await console_post(shop, catalogue, "/promotion/discount-activity/create", **body))
    async with client_for(shop) as visitor:
        shown = await version(visitor, sku.spu_id)
    assert (shown["activityPrice"], shown["priorLowestPrice"], shown["lowestEver"]) == (3360, 4800, True)


async def test_the_history_endpoint_charts_what_a_visitor_paid(shop: Any) -> None:
    catalogue = await operator_headers(shop, "catalogue")
    await import_games(shop, catalogue, game_row("omni", prices=[(10000, 12000), (20000, 22000)], status=1))
    clock.travel_to(day(20))
    await import_games(shop, catalogue, game_row("omni", prices=[(15000, 16000), (20000, 22000)]))
    ids = await sku_ids(shop, "omni-0", "omni-1")
    items = [(*ids["omni-0"], 20)]
    data(
        await console_post(
            shop, catalogue, "/promotion/discount-activity/create", **sale_body(items, day(30), day(40))
        )
    )
    travel(day(50))
    spu_id = ids["omni-0"][1]
    async with client_for(shop) as visitor:
        history = data(await visitor.get("/product/spu/price-history", params={"id": spu_id}))
        assert history["id"] == spu_id and history["priceUnit"] == "CNY"
        first, second = history["skus"]
        assert [(minute_ms(p["time"]), p["price"]) for p in first["points"]] == [
            (epoch_ms(day(0)), 10000),
            (epoch_ms(day(20)), 15000),
            (epoch_ms(day(30)), 12000),
            (epoch_ms(day(40)), 15000),
        ]
        assert first["lowestPrice"] == 10000 and first["name"].startswith("Edition 0")
        assert [(minute_ms(p["time"]), p["price"]) for p in second["points"]] == [(epoch_ms(day(0)), 20000)]
        assert history["until"] >= epoch_ms(day(50))
        yen = data(await visitor.get("/product/spu/price-history", params={"id": spu_id, "priceUnit": "JPY"}))
        assert yen["skus"][0]["points"][0]["displayPrice"] != 10000

        missing = failure(await visitor.get("/product/spu/price-history", params={"id": 999999}))
        assert missing[0] == SPU_NOT_FOUND.code
    await import_games(shop, catalogue, game_row("hidden", status=0))
    hidden = (await sku_ids(shop, "hidden-0"))["hidden-0"][1]
    async with client_for(shop) as visitor:
        off = failure(await visitor.get("/product/spu/price-history", params={"id": hidden}))
        assert off[0] == SPU_OFF_SHELF.code
        assert (await visitor.get("/product/spu/price-history", params={"id": "x"})).status_code != 500
