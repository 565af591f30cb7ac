"""The catalogue console's forms: a game with its versions and prices, a category, a team. Each is
saved as one row of the catalogue file through its import, so a form and the file never disagree:
what the shop shows follows at once, a bad row is refused with the import's reasons and nothing
changes, the category tree stays acyclic and at most ten levels deep; every change is audited; the
other roles are refused on the server."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest
from sqlalchemy import func, select

from conftest import client_for, data, failure
from fixtures.catalogue import Catalogue
from fixtures.catalogue_console import catalogue_state, console_get, console_post, texts
from fixtures.shop import keyed_catalogue
from fixtures.support import audit_rows, operator_headers
from gamestore.catalogue import errors
from gamestore.core import cache_bus
from gamestore.models import Brand, Category, Sku, Spu

RELEASED = int(datetime(2025, 3, 14, tzinfo=UTC).timestamp() * 1000)


@pytest.fixture
async def cat(app: Any) -> Catalogue:
    return await keyed_catalogue(app)


@pytest.fixture
async def headers(app: Any) -> dict[str, str]:
    return await operator_headers(app, "catalogue")


def game_form(cat: Catalogue, code: str = "moon-rally", **fields: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "code": code,
        "categoryId": cat.categories["puzzle"].id,
        "brandId": cat.brands["pixel"].id,
        "names": texts("Moon Rally"),
        "introductions": texts("Race on the moon"),
        "descriptions": texts("Long races.\nLow gravity."),
        "tags": {"en": ["racing"], "zh-Hans": ["竞速"], "zh-Hant": ["競速"], "ja": ["レース"]},
        "picUrl": "/uploads/demo/moon/cover.png",
        "sliderPicUrls": ["/uploads/demo/moon/1.png"],
        "releaseTime": RELEASED,
        "skus": [{"code": f"{code}-std", "names": texts("Standard"), "price": 3900, "marketPrice": 5900}],
    }
    body.update(fields)
    return body


async def shop_game(app: Any, spu_id: int) -> Any:
    async with client_for(app) as shop:
        return await shop.get("/product/spu/get-detail", params={"id": spu_id})


async def counts(app: Any) -> tuple[int, int, int, int]:
    async with app.state.sessions() as session:
        return (
            await session.scalar(select(func.count()).select_from(Spu)) or 0,
            await session.scalar(select(func.count()).select_from(Sku)) or 0,
            await session.scalar(select(func.count()).select_from(Category)) or 0,
            await session.scalar(select(func.count()).select_from(Brand)) or 0,
        )


RELEASE_MS = 1_893_456_000_000  # 2030-01-01 UTC


async def test_a_game_made_in_the_form_is_sold_in_the_shop_and_its_price_edited(
    app: Any, cat: Catalogue, headers: dict[str, str]
) -> None:
    generation = cache_bus.catalogue.value
    spu_id = data(await console_post(app, headers, "/product/spu/create", **game_form(cat)))
    assert cache_bus.catalogue.value > generation

    game = data(await console_get(app, headers, "/product/spu/get", id=spu_id, language="en"))
    assert (game["code"], game["status"], game["price"], game["marketPrice"]) == ("moon-rally", 0, 3900, 5900)
    assert game["names"]["ja"] == "Moon Rally（日）" and game["tags"]["zh-Hans"] == ["竞速"]
    assert game["descriptions"]["en"] == "Long races.\nLow gravity."
    assert game["releaseTime"] == RELEASED and game["discountEndTime"] is None
    assert (game["categoryId"], game["brandId"]) == (cat.categories["puzzle"].id, cat.brands["pixel"].id)
    assert [(s["code"], s["names"]["en"], s["price"]) for s in game["skus"]] == [
        ("moon-rally-std", "Standard", 3900)
    ]
    assert failure(await shop_game(app, spu_id))[0] == errors.SPU_OFF_SHELF.code  # created off sale

    data(await console_post(app, headers, "/product/spu/update-status", id=spu_id, status=1))
    shown = data(await shop_game(app, spu_id))
    assert shown["price"] == 3900 and shown["name"] == "Moon Rally（简）"

    body = game_form(cat, id=spu_id)
    del body["code"]
    body["skus"][0]["price"] = 2900
    body["skus"].append(
        {"code": "moon-rally-gold", "names": texts("Gold"), "price": 6900, "marketPrice": 6900}
    )
    assert data(await console_post(app, headers, "/product/spu/update", **body)) is True

    shown = data(await shop_game(app, spu_id))
    assert shown["price"] == 2900
    assert sorted(s["price"] for s in shown["skus"]) == [2900, 6900]
    game = data(await console_get(app, headers, "/product/spu/get", id=spu_id))
    assert game["status"] == 1  # kept: the form left status out

    [created] = await audit_rows(app, "catalogue.game.create")
    assert created.before is None and created.after is not None
    assert created.entity_id == str(spu_id) and created.after["skus"][0]["price"] == 3900
    [updated] = await audit_rows(app, "catalogue.game.update")
    assert updated.before is not None and updated.after is not None
    assert (updated.before["price"], updated.after["price"]) == (3900, 2900)
    assert [s["code"] for s in updated.after["skus"]] == ["moon-rally-std", "moon-rally-gold"]


async def test_a_stored_game_keeps_the_versions_the_form_leaves_out(
    app: Any, cat: Catalogue, headers: dict[str, str]
) -> None:
    star = cat.spus["star-raid"]
    game = data(await console_get(app, headers, "/product/spu/get", id=star.id))
    body = {
        key: game[key]
        for key in ("categoryId", "brandId", "names", "introductions", "descriptions", "tags", "picUrl")
    }
    body |= {
        "id": star.id,
        "sliderPicUrls": game["sliderPicUrls"],
        "releaseTime": game["releaseTime"],
        "gameTypes": game["gameTypes"],
        "saleTypes": game["saleTypes"],
        "skus": [
            {
                "code": s["code"],
                "names": s["names"],
                "price": s["price"] + 100,
                "marketPrice": s["marketPrice"],
            }
            for s in game["skus"][1:]
        ],
    }
    data(await console_post(app, headers, "/product/spu/update", **body))
    after = data(await console_get(app, headers, "/product/spu/get", id=star.id))
    assert [(s["code"], s["price"], s["stock"]) for s in after["skus"]] == [
        ("star-raid-0", 4800, 5),  # not listed: left as it is, with its keys
        ("star-raid-1", 9900, 5),
    ]
    assert after["price"] == 4800 and after["status"] == 1


async def test_the_form_sets_a_versions_steam_app_dlc_base_regions_and_release_and_the_shop_follows(
    app: Any, cat: Catalogue, headers: dict[str, str]
) -> None:
    base = cat.spus["star-raid"]
    version = {"code": "moon-rally-std", "names": texts("Standard"), "price": 3900, "marketPrice": 5900}
    locked = version | {
        "steamAppId": 1091510,
        "dlcOf": "star-raid",
        "regions": {"mode": "deny", "countries": ["CN", "HK"]},
        "releaseTime": RELEASE_MS,  # a pre-order until then
    }
    form = game_form(cat, skus=[locked], status=1)
    spu_id = data(await console_post(app, headers, "/product/spu/create", **form))

    [sku] = data(await console_get(app, headers, "/product/spu/get", id=spu_id))["skus"]
    assert (sku["steamAppId"], sku["dlcOfSpuId"], sku["dlcOf"]) == (1091510, base.id, "star-raid")
    assert sku["regions"] == {"mode": "deny", "countries": ["CN", "HK"]}
    assert sku["releaseTime"] == RELEASE_MS
    shop = data(await shop_game(app, spu_id))
    assert shop["skus"][0]["regions"] == {"mode": "deny", "countries": ["CN", "HK"]}
    assert shop["skus"][0]["releaseTime"] == RELEASE_MS

    # Left out: kept; null: cleared (everywhere, not a DLC, no app).
    game = game_form(cat, skus=[version], id=spu_id)
    del game["code"]
    data(await console_post(app, headers, "/product/spu/update", **game))
    [kept] = data(await console_get(app, headers, "/product/spu/get", id=spu_id))["skus"]
    assert (kept["steamAppId"], kept["dlcOf"], kept["regions"]) == (1091510, "star-raid", sku["regions"])
    assert kept["releaseTime"] == RELEASE_MS
    game["skus"] = [version | {"steamAppId": None, "dlcOf": None, "regions": None, "releaseTime": None}]
    data(await console_post(app, headers, "/product/spu/update", **game))
    [cleared] = data(await console_get(app, headers, "/product/spu/get", id=spu_id))["skus"]
    assert (cleared["steamAppId"], cleared["dlcOfSpuId"], cleared["regions"]) == (None, None, None)
    assert cleared["releaseTime"] is None


async def test_a_bad_region_list_in_the_form_is_refused_and_nothing_changes(
    app: Any, cat: Catalogue, headers: dict[str, str]
) -> None:
    before = await counts(app)
    bad = {"code": "moon-rally-std", "names": texts("Standard"), "price": 3900, "marketPrice": 5900}
    for regions in ({"mode": "allow", "countries": ["XX"]}, {"mode": "maybe", "countries": ["CN"]}):
        form = game_form(cat, skus=[bad | {"regions": regions}])
        answer = await console_post(app, headers, "/product/spu/create", **form)
        assert failure(answer)[0] != 0
    assert await counts(app) == before


def _bad(cat: Catalogue, change: str) -> dict[str, Any]:
    body = game_form(cat)
    if change == "market below price":
        body["skus"][0]["marketPrice"] = 100
    elif change == "no version":
        body["skus"] = []
    elif change == "a language missing":
        del body["names"]["ja"]
    elif change == "bad cover":
        body["picUrl"] = "ftp://example.com/a.png"
    elif change == "bad code":
        body["code"] = "Moon Rally"
    elif change == "another game's version":
        body["skus"][0]["code"] = "star-raid-0"
    elif change == "two versions one code":
        body["skus"].append(dict(body["skus"][0]))
    return body


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        ("market below price", "skus[0].marketPrice: must be at least price (3900)"),
        ("no version", "skus:"),
        ("a language missing", "names.ja: is required"),
        ("bad cover", "picUrl: must be a /path or an https:// URL"),
        ("bad code", "code: must be 1–64 characters"),
        ("another game's version", "'star-raid-0' is a version of another game ('star-raid')"),
        ("two versions one code", "appears more than once"),
    ],
)
async def test_a_bad_game_is_refused_with_the_files_reasons_and_nothing_changes(
    app: Any, cat: Catalogue, headers: dict[str, str], change: str, reason: str
) -> None:
    before = await catalogue_state(app)
    generation = cache_bus.catalogue.value

    code, msg = failure(
        await console_post(app, headers, "/product/spu/create", **_bad(cat, change), language="en")
    )

    assert code == errors.CATALOGUE_ROW_INVALID.code
    assert msg.startswith("Not saved: ") and reason in msg, msg
    assert await catalogue_state(app) == before
    assert cache_bus.catalogue.value == generation


async def test_a_bad_edit_is_refused_in_the_operators_language_and_nothing_changes(
    app: Any, cat: Catalogue, headers: dict[str, str]
) -> None:
    star = cat.spus["star-raid"]
    body = game_form(cat, id=star.id)
    del body["code"]
    body["skus"][0]["price"] = 0
    before = await catalogue_state(app)
    code, msg = failure(
        await console_post(app, {**headers, "Accept-Language": "zh-Hans"}, "/product/spu/update", **body)
    )
    assert code == errors.CATALOGUE_ROW_INVALID.code and msg.startswith("未保存：skus[0].price"), msg
    assert await catalogue_state(app) == before
    async with app.state.sessions() as session:
        stored = await session.get(Spu, star.id)
    assert stored is not None and stored.code == "star-raid" and stored.names["en"] == "Star Raid"

    assert (
        failure(await console_post(app, headers, "/product/spu/create", **game_form(cat, "star-raid")))[0]
        == errors.CATALOGUE_CODE_TAKEN.code
    )
    missing = game_form(cat, id=999_999)
    del missing["code"]
    assert failure(await console_post(app, headers, "/product/spu/update", **missing))[0] == (
        errors.SPU_NOT_FOUND.code
    )
    no_category = game_form(cat, categoryId=999_999)
    assert failure(await console_post(app, headers, "/product/spu/create", **no_category))[0] == (
        errors.CATEGORY_NOT_FOUND.code
    )
    no_team = game_form(cat, brandId=999_999)
    assert failure(await console_post(app, headers, "/product/spu/create", **no_team))[0] == (
        errors.BRAND_NOT_FOUND.code
    )
    control = game_form(cat, names={**texts("Moon"), "en": "Moon\x00"})
    assert failure(await console_post(app, headers, "/product/spu/create", **control))[0] == 400
    assert await audit_rows(app, "catalogue.game.update") == []
    assert await audit_rows(app, "catalogue.game.create") == []


# -- categories -----------------------------------------------------------------------------------


async def test_categories_are_listed_created_and_moved_within_the_files_rules(
    app: Any, cat: Catalogue, headers: dict[str, str]
) -> None:
    listed = data(await console_get(app, headers, "/product/category/list", language="en"))
    shooter = next(c for c in listed if c["code"] == "shooter")
    assert shooter["parentId"] == cat.categories["action"].id and shooter["names"]["zh-Hant"].endswith(
        "（繁）"
    )
    assert shooter["gameCount"] >= 1

    made = data(
        await console_post(
            app,
            headers,
            "/product/category/create",
            code="racing",
            parentId=cat.categories["action"].id,
            names=texts("Racing"),
            sort=3,
            language="en",
        )
    )
    assert (made["code"], made["parentId"], made["name"], made["sort"]) == (
        "racing",
        cat.categories["action"].id,
        "Racing",
        3,
    )
    async with client_for(app) as shop:
        shop_list = data(await shop.get("/product/category/list"))
    assert "Racing（简）" in {c["name"] for c in shop_list}

    moved = data(
        await console_post(
            app, headers, "/product/category/update", id=made["id"], parentId=None, names=texts("Rally")
        )
    )
    assert moved["parentId"] is None and moved["names"]["en"] == "Rally" and moved["code"] == "racing"
    [created] = await audit_rows(app, "catalogue.category.create")
    assert created.before is None and created.after is not None and created.after["code"] == "racing"
    [updated] = await audit_rows(app, "catalogue.category.update")
    assert updated.before is not None and updated.after is not None
    assert (updated.before["parentId"], updated.after["parentId"]) == (cat.categories["action"].id, None)


async def test_a_category_cycle_or_an_eleventh_level_is_refused_and_nothing_changes(
    app: Any, cat: Catalogue, headers: dict[str, str]
) -> None:
    action, shooter = cat.categories["action"], cat.categories["shooter"]
    before = await counts(app)
    code, msg = failure(
        await console_post(
            app, headers, "/product/category/update", id=action.id, parentId=shooter.id, names=texts("Action")
        )
    )
    assert code == errors.CATALOGUE_ROW_INVALID.code and "parentId: " in msg and "cycle" in msg, msg
    self_parent = {"id": action.id, "parentId": action.id, "names": texts("Action")}
    assert failure(await console_post(app, headers, "/product/category/update", **self_parent))[0] == (
        errors.CATALOGUE_ROW_INVALID.code
    )

    parent = shooter.id  # level 2
    for level in range(3, 11):
        parent = data(
            await console_post(
                app,
                headers,
                "/product/category/create",
                code=f"level-{level}",
                parentId=parent,
                names=texts(f"Level {level}"),
            )
        )["id"]
    code, msg = failure(
        await console_post(
            app, headers, "/product/category/create", code="level-11", parentId=parent, names=texts("Deep")
        )
    )
    assert code == errors.CATALOGUE_ROW_INVALID.code and "11 levels deep (at most 10)" in msg, msg
    # Moving a stored subtree below another branch may not push it past ten levels either.
    puzzle = cat.categories["puzzle"]
    deeper = {"id": action.id, "parentId": puzzle.id, "names": texts("Action")}
    code, msg = failure(await console_post(app, headers, "/product/category/update", **deeper))
    assert code == errors.CATALOGUE_ROW_INVALID.code and "levels deep" in msg, msg

    assert await counts(app) == (before[0], before[1], before[2] + 8, before[3])
    async with app.state.sessions() as session:
        stored = await session.get(Category, action.id)
    assert stored is not None and stored.parent_id is None
    assert len(await audit_rows(app, "catalogue.category.update")) == 0

    bad_names = {"code": "odd", "names": {"en": "Odd"}}
    code, msg = failure(await console_post(app, headers, "/product/category/create", **bad_names))
    assert code == errors.CATALOGUE_ROW_INVALID.code and "names.zh-Hans: is required" in msg
    taken = {"code": "action", "names": texts("Again")}
    assert failure(await console_post(app, headers, "/product/category/create", **taken))[0] == (
        errors.CATALOGUE_CODE_TAKEN.code
    )
    unknown_parent = {"code": "orphan", "parentId": 999_999, "names": texts("Orphan")}
    assert failure(await console_post(app, headers, "/product/category/create", **unknown_parent))[0] == (
        errors.CATEGORY_NOT_FOUND.code
    )


# -- teams ----------------------------------------------------------------------------------------


async def test_teams_are_found_created_and_edited(app: Any, cat: Catalogue, headers: dict[str, str]) -> None:
    page = data(await console_get(app, headers, "/product/brand/page", language="en"))
    assert page["total"] == 2 and {b["code"] for b in page["list"]} == {"nebula", "pixel"}

    made = data(
        await console_post(
            app,
            headers,
            "/product/brand/create",
            code="lunar-works",
            names=texts("Lunar Works"),
            descriptions=texts("Makers of moon games."),
            logo="https://cdn.example.com/lunar.png",
            language="en",
        )
    )
    assert (made["code"], made["name"], made["gameCount"], made["enabled"]) == (
        "lunar-works",
        "Lunar Works",
        0,
        True,
    )
    found = data(await console_get(app, headers, "/product/brand/page", keyword="works（日", pageSize=1))
    assert found["total"] == 1 and found["list"][0]["id"] == made["id"]
    second = data(await console_get(app, headers, "/product/brand/page", pageSize=2, pageNo=2))
    assert second["total"] == 3 and len(second["list"]) == 1

    edited = data(
        await console_post(
            app,
            headers,
            "/product/brand/update",
            id=made["id"],
            names=texts("Lunar Studio"),
            descriptions=texts("Moon games."),
            sort=5,
        )
    )
    assert (edited["names"]["en"], edited["sort"], edited["logo"]) == ("Lunar Studio", 5, "")
    got = data(await console_get(app, headers, "/product/brand/get", id=made["id"]))
    assert got == edited
    async with client_for(app) as shop:
        shown = data(await shop.get("/product/brand/get", params={"id": made["id"]}))
    assert shown["name"] == "Lunar Studio（简）"

    [created] = await audit_rows(app, "catalogue.team.create")
    assert created.before is None and created.after is not None and created.after["code"] == "lunar-works"
    [updated] = await audit_rows(app, "catalogue.team.update")
    assert updated.before is not None and updated.after is not None
    assert (updated.before["names"]["en"], updated.after["names"]["en"]) == ("Lunar Works", "Lunar Studio")

    before = await counts(app)
    bad_logo = {"code": "bad-logo", "names": texts("B"), "descriptions": texts("B"), "logo": "javascript:x"}
    code, msg = failure(await console_post(app, headers, "/product/brand/create", **bad_logo))
    assert code == errors.CATALOGUE_ROW_INVALID.code and msg.startswith("未保存：logo: "), msg
    blank = {"id": made["id"], "names": texts("Lunar"), "descriptions": {**texts("x"), "en": "  "}}
    code, msg = failure(await console_post(app, headers, "/product/brand/update", **blank))
    assert code == errors.CATALOGUE_ROW_INVALID.code and "descriptions.en" in msg, msg
    assert await counts(app) == before
    assert failure(await console_get(app, headers, "/product/brand/get", id=999_999))[0] == (
        errors.BRAND_NOT_FOUND.code
    )
    gone = {"id": 999_999, "names": texts("X"), "descriptions": texts("X")}
    assert failure(await console_post(app, headers, "/product/brand/update", **gone))[0] == (
        errors.BRAND_NOT_FOUND.code
    )
    assert len(await audit_rows(app, "catalogue.team.update")) == 1


# -- who may ------------------------------------------------------------------------------------


FORMS = [
    ("post", "/product/spu/create"),
    ("post", "/product/spu/update"),
    ("get", "/product/category/list"),
    ("post", "/product/category/create"),
    ("post", "/product/category/update"),
    ("get", "/product/brand/page"),
    ("get", "/product/brand/get"),
    ("post", "/product/brand/create"),
    ("post", "/product/brand/update"),
]


@pytest.mark.parametrize("role", ["content", "support"])
async def test_the_other_roles_are_refused_and_nobody_without_a_login(app: Any, role: str) -> None:
    headers = await operator_headers(app, role)
    for method, path in FORMS:
        if method == "get":
            refused = await console_get(app, headers, path, id=1)
            anonymous = await console_get(app, {}, path, id=1)
        else:
            refused = await console_post(app, headers, path, id=1)
            anonymous = await console_post(app, {}, path, id=1)
        assert failure(refused)[0] == 403, path
        assert failure(anonymous)[0] == 401, path
