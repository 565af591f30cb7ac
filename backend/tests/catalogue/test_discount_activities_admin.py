"""The catalogue's discount activities in the console (issue 19): found by name and status, created,
changed and closed with their versions' discounts, each change audited; the shop prices a game at
once (its cached answers dropped), and what is refused changes nothing."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select

from conftest import AppFactory, client_for, data, failure
from fixtures.catalogue import Catalogue, small_catalogue
from fixtures.operators import admin_client_for
from fixtures.support import audit_rows, operator_headers
from gamestore.catalogue import promotion_errors as errors
from gamestore.core import clock
from gamestore.core.errors import BAD_REQUEST
from gamestore.core.times import epoch_ms
from gamestore.models import AuditLog, DiscountActivity, DiscountProduct

AMOUNT_OFF, PERCENT_OFF = 1, 2
UPCOMING, ONGOING, ENDED = 10, 20, 30


def names(base: str) -> dict[str, str]:
    return {"en": base, "zh-Hans": f"{base} 特惠", "zh-Hant": f"{base} 特惠繁", "ja": f"{base} セール"}


def window(start_hours: float = -1, end_hours: float = 24 * 7) -> dict[str, int]:
    now = clock.now().replace(microsecond=0)
    return {
        "startTime": epoch_ms(now + timedelta(hours=start_hours)),
        "endTime": epoch_ms(now + timedelta(hours=end_hours)),
    }


def product(cat: Catalogue, sku: str, discount_type: int, value: int) -> dict[str, Any]:
    version = cat.skus[sku]
    item: dict[str, Any] = {"spuId": version.spu_id, "skuId": version.id, "discountType": discount_type}
    item["discountPercent" if discount_type == PERCENT_OFF else "discountPrice"] = value
    return item


def sale(cat: Catalogue, name: str = "Winter Sale", **overrides: Any) -> dict[str, Any]:
    body = {
        "names": names(name),
        **window(),
        "products": [
            product(cat, "star-raid-0", PERCENT_OFF, 30),
            product(cat, "star-raid-1", AMOUNT_OFF, 2000),
        ],
    }
    body.update(overrides)
    return body


@pytest.fixture
async def cached_app(app_factory: AppFactory) -> Any:
    """The app with the visitors' response cache and the catalogue cache on, as in production."""
    return app_factory(public_cache_seconds=60)


@pytest.fixture
async def cat(cached_app: Any) -> Catalogue:
    async with cached_app.state.sessions() as session, session.begin():
        return await small_catalogue(session)


@pytest.fixture
async def catalogue_headers(cached_app: Any) -> dict[str, str]:
    return await operator_headers(cached_app, "catalogue")


def english(headers: dict[str, str] | None) -> dict[str, str]:
    return {**(headers or {}), "content-language": "en"}


async def post(app: Any, path: str, body: dict[str, Any], headers: dict[str, str] | None) -> httpx.Response:
    async with admin_client_for(app) as console:
        return await console.post(f"/promotion/discount-activity{path}", json=body, headers=english(headers))


async def get(app: Any, path: str, params: dict[str, Any], headers: dict[str, str] | None) -> httpx.Response:
    async with admin_client_for(app) as console:
        return await console.get(
            f"/promotion/discount-activity{path}", params=params, headers=english(headers)
        )


async def shop_prices(app: Any, spu_id: int) -> list[tuple[int, int | None]]:
    """(price, activity price) of each version, as a visitor's game page shows them."""
    async with client_for(app) as shop:
        game = data(await shop.get("/product/spu/get-detail", params={"id": spu_id}))
    return [(sku["price"], sku["activityPrice"]) for sku in game["skus"]]


async def stored(app: Any) -> dict[str, Any]:
    async with app.state.sessions() as session:
        return {
            "activities": (
                await session.execute(
                    select(
                        DiscountActivity.id,
                        DiscountActivity.names,
                        DiscountActivity.start_time,
                        DiscountActivity.end_time,
                    ).order_by(DiscountActivity.id)
                )
            ).all(),
            "products": (
                await session.execute(
                    select(
                        DiscountProduct.sku_id,
                        DiscountProduct.discount_percent,
                        DiscountProduct.discount_price,
                    ).order_by(DiscountProduct.id)
                )
            ).all(),
            "audit": await session.scalar(select(func.count()).select_from(AuditLog)),
        }


@pytest.mark.parametrize("role", ["catalogue", "admin"])
async def test_a_created_activity_prices_the_game_in_the_shop_at_once_and_is_audited(
    cached_app: Any, cat: Catalogue, role: str
) -> None:
    star_raid = cat.spus["star-raid"].id
    assert await shop_prices(cached_app, star_raid) == [(4800, None), (9800, None)]  # now cached
    headers = await operator_headers(cached_app, role)

    created = data(await post(cached_app, "/create", sale(cat), headers))

    assert created["names"] == names("Winter Sale") and created["status"] == ONGOING
    assert created["enabled"] is True and created["productCount"] == 2
    assert [
        (p["skuId"], p["spuName"], p["skuName"], p["price"], p["discountType"], p["eventPrice"])
        for p in created["products"]
    ] == [
        (cat.skus["star-raid-0"].id, "Star Raid", "Standard", 4800, PERCENT_OFF, 3360),
        (cat.skus["star-raid-1"].id, "Star Raid", "Deluxe", 9800, AMOUNT_OFF, 7800),
    ]
    assert await shop_prices(cached_app, star_raid) == [(4800, 3360), (9800, 7800)]
    again = data(await get(cached_app, "/get", {"id": created["id"]}, headers))
    assert again == created
    [entry] = await audit_rows(cached_app, "promotion.discount_activity.create")
    assert (entry.entity_type, entry.entity_id, entry.before) == (
        "promotion_discount_activity",
        str(created["id"]),
        None,
    )
    assert entry.after["names"] == names("Winter Sale")
    assert entry.after["products"] == [
        {
            "spuId": star_raid,
            "skuId": cat.skus["star-raid-0"].id,
            "discountType": PERCENT_OFF,
            "discountPercent": 30,
            "discountPrice": 0,
        },
        {
            "spuId": star_raid,
            "skuId": cat.skus["star-raid-1"].id,
            "discountType": AMOUNT_OFF,
            "discountPercent": 0,
            "discountPrice": 2000,
        },
    ]


async def test_an_update_replaces_the_versions_and_the_shop_follows(
    cached_app: Any, cat: Catalogue, catalogue_headers: dict[str, str]
) -> None:
    created = data(await post(cached_app, "/create", sale(cat), catalogue_headers))
    star_raid, iron_saga = cat.spus["star-raid"].id, cat.spus["iron-saga"].id
    assert await shop_prices(cached_app, iron_saga) == [(19800, None)]
    body = sale(cat, "Spring Sale", products=[product(cat, "iron-saga-0", PERCENT_OFF, 50)])

    updated = data(await post(cached_app, "/update", {"id": created["id"], **body}, catalogue_headers))

    assert updated["name"] == "Spring Sale" and [p["eventPrice"] for p in updated["products"]] == [9900]
    assert await shop_prices(cached_app, iron_saga) == [(19800, 9900)]
    assert await shop_prices(cached_app, star_raid) == [(4800, None), (9800, None)]
    [entry] = await audit_rows(cached_app, "promotion.discount_activity.update")
    assert entry.before["names"] == names("Winter Sale") and len(entry.before["products"]) == 2
    assert entry.after["names"] == names("Spring Sale")
    assert [p["skuId"] for p in entry.after["products"]] == [cat.skus["iron-saga-0"].id]


async def test_closing_ends_the_activity_now(
    cached_app: Any, cat: Catalogue, catalogue_headers: dict[str, str]
) -> None:
    created = data(await post(cached_app, "/create", sale(cat), catalogue_headers))
    star_raid = cat.spus["star-raid"].id
    assert await shop_prices(cached_app, star_raid) == [(4800, 3360), (9800, 7800)]

    closed = data(await post(cached_app, "/close", {"id": created["id"]}, catalogue_headers))

    assert closed["status"] == ENDED and closed["endTime"] <= epoch_ms(clock.now())
    assert await shop_prices(cached_app, star_raid) == [(4800, None), (9800, None)]
    [entry] = await audit_rows(cached_app, "promotion.discount_activity.close")
    assert entry.before["endTime"] == created["endTime"] and entry.after["endTime"] == closed["endTime"]
    # An ended one stays as it is (and nothing more is audited).
    assert data(await post(cached_app, "/close", {"id": created["id"]}, catalogue_headers)) == closed
    assert len(await audit_rows(cached_app, "promotion.discount_activity.close")) == 1


async def test_the_page_finds_activities_by_name_in_any_language_and_by_status(
    cached_app: Any, cat: Catalogue, catalogue_headers: dict[str, str]
) -> None:
    ids = {}
    for name, hours in (("Winter Sale", (-1, 48)), ("Spring Fair", (24, 48)), ("Autumn Deals", (-1, 48))):
        body = sale(cat, name, **window(*hours))
        ids[name] = data(await post(cached_app, "/create", body, catalogue_headers))["id"]
    await post(cached_app, "/close", {"id": ids["Autumn Deals"]}, catalogue_headers)

    async def found(**params: Any) -> list[str]:
        page = data(await get(cached_app, "/page", params, catalogue_headers))
        assert page["total"] == len(page["list"])
        return [row["name"] for row in page["list"]]

    assert await found() == ["Autumn Deals", "Spring Fair", "Winter Sale"]
    assert await found(name="sale") == ["Winter Sale"]
    assert await found(name="セール") == ["Autumn Deals", "Spring Fair", "Winter Sale"]
    assert await found(name="fair", status=UPCOMING) == ["Spring Fair"]
    assert await found(status=ONGOING) == ["Winter Sale"]
    assert await found(status=ENDED) == ["Autumn Deals"]
    assert await found(name="nothing like it") == []
    page = data(await get(cached_app, "/page", {"pageSize": 2}, catalogue_headers))
    assert page["total"] == 3 and page["list"][0]["productCount"] == 2


def _refusals(cat: Catalogue) -> list[tuple[str, dict[str, Any], int]]:
    star_raid_0 = product(cat, "star-raid-0", PERCENT_OFF, 30)
    other_game = {**star_raid_0, "spuId": cat.spus["iron-saga"].id}
    return [
        ("ends before it starts", sale(cat, **window(5, 1)), errors.DISCOUNT_WINDOW_INVALID.code),
        ("ends as it starts", sale(cat, **window(5, 5)), errors.DISCOUNT_WINDOW_INVALID.code),
        ("no percent", sale(cat, products=[product(cat, "star-raid-0", PERCENT_OFF, 0)]), 0),
        ("all off", sale(cat, products=[product(cat, "star-raid-0", PERCENT_OFF, 100)]), 0),
        ("amount = price", sale(cat, products=[product(cat, "star-raid-0", AMOUNT_OFF, 4800)]), 0),
        ("no amount", sale(cat, products=[product(cat, "star-raid-0", AMOUNT_OFF, 0)]), 0),
        ("another game's version", sale(cat, products=[other_game]), errors.DISCOUNT_VERSION_NOT_FOUND.code),
        (
            "no such version",
            sale(cat, products=[{**star_raid_0, "skuId": 987654}]),
            errors.DISCOUNT_VERSION_NOT_FOUND.code,
        ),
        ("twice", sale(cat, products=[star_raid_0, star_raid_0]), errors.DISCOUNT_VERSION_REPEATED.code),
        ("no versions", sale(cat, products=[]), BAD_REQUEST.code),
        ("a language missing", sale(cat, names={"en": "Sale"}), BAD_REQUEST.code),
        ("a control character", sale(cat, names={**names("Sale"), "en": "Sale\x07"}), BAD_REQUEST.code),
        ("a blank name", sale(cat, names={**names("Sale"), "ja": "  "}), BAD_REQUEST.code),
        ("unknown type", sale(cat, products=[{**star_raid_0, "discountType": 3}]), BAD_REQUEST.code),
    ]


async def test_each_refusal_changes_nothing(
    cached_app: Any, cat: Catalogue, catalogue_headers: dict[str, str]
) -> None:
    existing = data(await post(cached_app, "/create", sale(cat), catalogue_headers))
    before = await stored(cached_app)
    for why, body, code in _refusals(cat):
        expected = code or errors.DISCOUNT_OUT_OF_RANGE.code
        assert failure(await post(cached_app, "/create", body, catalogue_headers))[0] == expected, why
        update = {"id": existing["id"], **body}
        assert failure(await post(cached_app, "/update", update, catalogue_headers))[0] == expected, why
    missing = errors.DISCOUNT_ACTIVITY_NOT_FOUND.code
    assert (
        failure(await post(cached_app, "/update", {"id": 987654, **sale(cat)}, catalogue_headers))[0]
        == missing
    )
    assert failure(await post(cached_app, "/close", {"id": 987654}, catalogue_headers))[0] == missing
    assert failure(await get(cached_app, "/get", {"id": 987654}, catalogue_headers))[0] == missing
    assert failure(await get(cached_app, "/get", {"id": 0}, catalogue_headers))[0] == BAD_REQUEST.code
    assert await stored(cached_app) == before


@pytest.mark.parametrize("role", ["support", "content", "none"])
async def test_other_roles_are_refused_on_the_server_and_nothing_changes(
    cached_app: Any, cat: Catalogue, catalogue_headers: dict[str, str], role: str
) -> None:
    existing = data(await post(cached_app, "/create", sale(cat), catalogue_headers))
    headers = None if role == "none" else await operator_headers(cached_app, role)
    refused = 401 if role == "none" else 403
    before = await stored(cached_app)
    assert failure(await get(cached_app, "/page", {}, headers))[0] == refused
    assert failure(await get(cached_app, "/get", {"id": existing["id"]}, headers))[0] == refused
    assert failure(await post(cached_app, "/create", sale(cat), headers))[0] == refused
    assert (
        failure(await post(cached_app, "/update", {"id": existing["id"], **sale(cat)}, headers))[0] == refused
    )
    assert failure(await post(cached_app, "/close", {"id": existing["id"]}, headers))[0] == refused
    assert await stored(cached_app) == before
