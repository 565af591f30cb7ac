"""The catalogue operator's games: found by name in any language, code or id, one game's texts side
by side with its versions' keys, the catalogue file imported with `gamestore import-games`' report,
a game put on sale or taken off; changes audited and the catalogue caches told; the other roles
refused on the server."""

from __future__ import annotations

import json
from typing import Any

import pytest
from sqlalchemy import select, update

from conftest import data, failure
from fixtures.catalogue import Catalogue
from fixtures.catalogue_console import (
    as_upload,
    catalogue_file,
    catalogue_state,
    console_get,
    console_post,
    console_upload,
    game_row,
)
from fixtures.shop import keyed_catalogue
from fixtures.support import audit_rows, operator_headers
from gamestore.catalogue import errors
from gamestore.catalogue.key_service import SOLD
from gamestore.core import cache_bus
from gamestore.models import ActivationKey, Spu


@pytest.fixture
async def cat(app: Any) -> Catalogue:
    """The small catalogue (five games on sale, one off), five keys per version."""
    return await keyed_catalogue(app)


@pytest.fixture
async def headers(app: Any) -> dict[str, str]:
    return await operator_headers(app, "catalogue")


async def game_page(app: Any, headers: dict[str, str], **params: Any) -> dict[str, Any]:
    found: dict[str, Any] = data(await console_get(app, headers, "/product/spu/page", **params))
    return found


async def test_games_are_found_by_name_in_any_language_code_or_id_status_and_category(
    app: Any, cat: Catalogue, headers: dict[str, str]
) -> None:
    everything = await game_page(app, headers)
    assert everything["total"] == len(cat.spus) == 6
    assert [row["id"] for row in everything["list"]] == sorted(
        (s.id for s in cat.spus.values()), reverse=True
    )

    star = cat.spus["star-raid"]
    [row] = (await game_page(app, headers, keyword="star raid（日）", language="en"))["list"]
    assert row == {
        "id": star.id,
        "code": "star-raid",
        "name": "Star Raid",
        "picUrl": "/covers/star-raid.svg",
        "status": 1,
        "categoryId": cat.categories["shooter"].id,
        "minPrice": 4800,
        "maxPrice": 9800,
        "skuCount": 2,
        "stock": 10,
        "salesCount": 900,
        "createTime": row["createTime"],
    }
    assert [r["id"] for r in (await game_page(app, headers, keyword="星"))["list"]] == []
    by_id = await game_page(app, headers, keyword=str(star.id))  # the id, or names holding the digits
    assert star.id in [r["id"] for r in by_id["list"]]
    assert [r["id"] for r in (await game_page(app, headers, keyword="STAR-RAID"))["list"]] == [star.id]
    japanese = await game_page(app, headers, keyword="Star Raid（简）", language="ja")
    assert japanese["list"][0]["name"] == "Star Raid（日）"

    off = [s.id for s in cat.spus.values() if s.status == 0]
    assert [r["id"] for r in (await game_page(app, headers, status=0))["list"]] == off
    assert (await game_page(app, headers, status=1))["total"] == 5
    action = await game_page(app, headers, categoryId=cat.categories["action"].id)
    assert star.id in {r["id"] for r in action["list"]}  # shooter is under action
    assert all(r["categoryId"] != cat.categories["puzzle"].id for r in action["list"])

    by_sales = await game_page(app, headers, sortField="salesCount", sortAsc="false", pageSize=2)
    assert by_sales["total"] == 6 and len(by_sales["list"]) == 2
    sales = sorted((s.sales_count for s in cat.spus.values()), reverse=True)
    assert [r["salesCount"] for r in by_sales["list"]] == sales[:2]
    second = await game_page(app, headers, sortField="salesCount", pageSize=2, pageNo=2)
    assert [r["salesCount"] for r in second["list"]] == sales[2:4]
    oldest = await game_page(app, headers, sortField="createTime", sortAsc="true", pageSize=1)
    assert oldest["list"][0]["id"] == min(s.id for s in cat.spus.values())


@pytest.mark.parametrize(
    "params",
    [{"status": 2}, {"sortField": "price"}, {"categoryId": 0}, {"keyword": "a\x00"}, {"pageSize": 500}],
)
async def test_a_bad_game_search_is_refused(
    app: Any, cat: Catalogue, headers: dict[str, str], params: dict[str, Any]
) -> None:
    assert failure(await console_get(app, headers, "/product/spu/page", **params))[0] == 400


async def test_one_game_shows_every_language_side_by_side_and_its_versions_keys(
    app: Any, cat: Catalogue, headers: dict[str, str]
) -> None:
    star = cat.spus["star-raid"]
    cheap = cat.skus["star-raid-0"]
    async with app.state.sessions() as session, session.begin():
        [sold] = await session.scalars(
            select(ActivationKey.id).where(ActivationKey.sku_id == cheap.id).limit(1)
        )
        await session.execute(
            update(ActivationKey).where(ActivationKey.id == sold).values(status=SOLD, order_id=7)
        )

    game = data(await console_get(app, headers, "/product/spu/get", id=star.id, language="en"))

    assert game["names"] == {
        "en": "Star Raid",
        "zh-Hans": "Star Raid（简）",
        "zh-Hant": "Star Raid（繁）",
        "ja": "Star Raid（日）",
    }
    assert game["descriptions"]["ja"] == "Description of star-raid（日）"
    assert game["introductions"]["zh-Hant"] == "Intro of star-raid（繁）"
    assert (game["code"], game["status"], game["price"], game["salesCount"]) == ("star-raid", 1, 4800, 900)
    assert [
        (s["code"], s["price"], s["marketPrice"], s["stock"], s["soldCount"], s["keyAlertThreshold"])
        for s in game["skus"]
    ] == [("star-raid-0", 4800, 5800, 5, 1, None), ("star-raid-1", 9800, 10800, 5, 0, None)]
    assert game["skus"][1]["names"]["ja"] == "Deluxe（日）" and game["skus"][1]["name"] == "Deluxe"

    assert (
        failure(await console_get(app, headers, "/product/spu/get", id=999_999))[0]
        == errors.SPU_NOT_FOUND.code
    )
    assert failure(await console_get(app, headers, "/product/spu/get", id=0))[0] == 400


async def test_a_good_file_imports_with_the_command_lines_report_audited_and_announced(
    app: Any, headers: dict[str, str]
) -> None:
    generation = cache_bus.catalogue.value
    file = catalogue_file(game_row("moon-rally"), game_row("dune-drift", prices=[(1800, 2800)]))

    report = data(await console_upload(app, headers, "/product/spu/import", as_upload(file)))

    assert report["ok"] is True
    assert report["counts"]["games"] == {"created": 2, "updated": 0, "rejected": 0}
    assert report["counts"]["skus"] == {"created": 3, "updated": 0, "rejected": 0}
    assert report["counts"]["categories"] == {"created": 1, "updated": 0, "rejected": 0}
    assert [(r["section"], r["index"], r["code"], r["status"]) for r in report["rows"]] == [
        ("categories", 0, "console-action", "imported"),
        ("teams", 0, "console-team", "imported"),
        ("games", 0, "moon-rally", "created"),
        ("games", 1, "dune-drift", "created"),
    ]
    assert report["problems"] == []
    assert "games       created     2" in report["report"] and "everything was imported" in report["report"]
    assert cache_bus.catalogue.value > generation  # the catalogue caches dropped what they held

    async with app.state.sessions() as session:
        moon = await session.scalar(select(Spu).where(Spu.code == "moon-rally"))
    assert moon is not None and moon.price == 9800
    created = await audit_rows(app, "catalogue.game.create")
    assert [(e.entity_type, e.before, e.after["code"]) for e in created] == [
        ("product_spu", None, "moon-rally"),
        ("product_spu", None, "dune-drift"),
    ]
    assert created[0].entity_id == str(moon.id) and created[0].after["skus"][0]["price"] == 9800
    [summary] = await audit_rows(app, "catalogue.import")
    assert summary.after is not None and summary.after["counts"]["games"] == {
        "created": 2,
        "updated": 0,
        "rejected": 0,
    }

    file["games"][0]["skus"][0]["price"] = 8800
    again = data(await console_upload(app, headers, "/product/spu/import", as_upload(file)))
    assert [r["status"] for r in again["rows"] if r["section"] == "games"] == ["updated", "updated"]
    [changed, _] = await audit_rows(app, "catalogue.game.update")
    assert changed.before is not None and changed.after is not None
    assert (changed.before["price"], changed.after["price"]) == (9800, 8800)


async def test_a_file_with_bad_rows_reports_each_and_imports_the_others(
    app: Any, headers: dict[str, str]
) -> None:
    bad = game_row("broken-one")
    del bad["skus"][0]["price"]
    file = catalogue_file(game_row("good-one"), bad, {**game_row("good-one"), "code": "Bad Code"})

    report = data(await console_upload(app, headers, "/product/spu/import", as_upload(file)))

    assert report["ok"] is False
    assert report["counts"]["games"] == {"created": 1, "updated": 0, "rejected": 2}
    rows = [
        (r["index"], r["code"], r["status"], r["messages"]) for r in report["rows"] if r["section"] == "games"
    ]
    assert rows == [
        (0, "good-one", "created", []),
        (1, "broken-one", "rejected", ["skus[0].price: is required"]),
        (2, "Bad Code", "rejected", [rows[2][3][0]]),
    ]
    assert rows[2][3][0].startswith("code: must be 1–64 characters")
    assert {(p["section"], p["index"], p["field"]) for p in report["problems"]} == {
        ("games", 1, "skus[0].price"),
        ("games", 2, "code"),
    }
    assert "games[1] (broken-one) skus[0].price: is required" in report["report"]
    assert [e.after["code"] for e in await audit_rows(app, "catalogue.game.create")] == ["good-one"]
    [summary] = await audit_rows(app, "catalogue.import")
    assert summary.after is not None and summary.after["problems"] == 2


async def test_control_characters_and_over_long_values_in_a_file_are_rejected_rows_not_a_500(
    app: Any, headers: dict[str, str]
) -> None:
    """A NUL in a game code was queried before the row was checked (PostgreSQL refuses NUL: a 500);
    a NUL in a text or a value longer than its column would have reached the database the same way."""
    nul_name = game_row("nul-name")
    nul_name["names"]["en"] = "Nul\x00Name"
    nul_cover = game_row("nul-cover")
    nul_cover["cover"] = "/uploads/nul\x00.png"
    long_version = game_row("long-version")
    long_version["version"] = "v" * 33
    file = catalogue_file(
        game_row("good-two"), game_row("nul\x00code"), nul_name, game_row("x" * 65), long_version, nul_cover
    )

    report = data(await console_upload(app, headers, "/product/spu/import", as_upload(file)))

    assert report["counts"]["games"] == {"created": 1, "updated": 0, "rejected": 5}
    rejected = {r["index"]: r["messages"] for r in report["rows"] if r["status"] == "rejected"}
    assert sorted(rejected) == [1, 2, 3, 4, 5]
    async with app.state.sessions() as session:
        assert list(await session.scalars(select(Spu.code))) == ["good-two"]


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b'{"games": [', "not valid JSON"),
        (b"[]", "one JSON object"),
        (b"\xff\xfe{}", "not UTF-8"),
    ],
)
async def test_an_unreadable_file_is_refused_and_changes_nothing(
    app: Any, cat: Catalogue, headers: dict[str, str], content: bytes, reason: str
) -> None:
    before = await catalogue_state(app)
    code, message = failure(await console_upload(app, headers, "/product/spu/import", as_upload(content)))
    assert code == errors.IMPORT_FILE_UNREADABLE.code and reason in message
    assert await catalogue_state(app) == before


async def test_a_file_with_a_byte_order_mark_imports(app: Any, headers: dict[str, str]) -> None:
    content = b"\xef\xbb\xbf" + json.dumps(catalogue_file(game_row("bom-game"))).encode()
    report = data(await console_upload(app, headers, "/product/spu/import", as_upload(content)))
    assert report["counts"]["games"]["created"] == 1


async def test_a_game_is_taken_off_sale_and_back_audited_and_announced(
    app: Any, cat: Catalogue, headers: dict[str, str], client: Any
) -> None:
    star = cat.spus["star-raid"]
    generation = cache_bus.catalogue.value

    assert data(await console_post(app, headers, "/product/spu/update-status", id=star.id, status=0)) is True

    assert cache_bus.catalogue.value > generation
    refused = failure(await client.get("/product/spu/get-detail", params={"id": star.id}))
    assert refused[0] == errors.SPU_OFF_SHELF.code
    assert data(await console_post(app, headers, "/product/spu/update-status", id=star.id, status=1)) is True
    assert data(await client.get("/product/spu/get-detail", params={"id": star.id}))["id"] == star.id
    entries = await audit_rows(app, "catalogue.game.status")
    assert [(e.entity_id, e.before, e.after) for e in entries] == [
        (str(star.id), {"status": 1}, {"status": 0}),
        (str(star.id), {"status": 0}, {"status": 1}),
    ]

    before = await catalogue_state(app)
    missing = await console_post(app, headers, "/product/spu/update-status", id=999_999, status=0)
    assert failure(missing)[0] == errors.SPU_NOT_FOUND.code
    assert (
        failure(await console_post(app, headers, "/product/spu/update-status", id=star.id, status=2))[0]
        == 400
    )
    assert failure(await console_post(app, headers, "/product/spu/update-status", id=star.id))[0] == 400
    assert await catalogue_state(app) == before


def game_calls(spu_id: int) -> list[tuple[str, str, dict[str, Any]]]:
    return [
        ("GET", "/product/spu/page", {}),
        ("GET", "/product/spu/get", {"id": spu_id}),
        ("UPLOAD", "/product/spu/import", {}),
        ("POST", "/product/spu/update-status", {"id": spu_id, "status": 0}),
    ]


async def call(
    app: Any, headers: dict[str, str] | None, method: str, path: str, values: dict[str, Any]
) -> Any:
    if method == "GET":
        return await console_get(app, headers or {}, path, **values)
    if method == "UPLOAD":
        return await console_upload(app, headers or {}, path, as_upload(catalogue_file(game_row("sneaky"))))
    return await console_post(app, headers or {}, path, **values)


@pytest.mark.parametrize("role", ["support", "content"])
async def test_support_and_content_are_refused_and_nothing_changes(
    app: Any, cat: Catalogue, role: str
) -> None:
    headers = await operator_headers(app, role)
    before = await catalogue_state(app)
    for method, path, values in game_calls(cat.spus["star-raid"].id):
        assert failure(await call(app, headers, method, path, values))[0] == 403, path
        assert failure(await call(app, None, method, path, values))[0] == 401, path
    assert await catalogue_state(app) == before


@pytest.mark.parametrize("role", ["catalogue", "admin"])
async def test_catalogue_and_admin_may_make_every_call(app: Any, cat: Catalogue, role: str) -> None:
    headers = await operator_headers(app, role)
    for method, path, values in game_calls(cat.spus["star-raid"].id):
        answer = await call(app, headers, method, path, values)
        assert answer.json()["code"] == 0, (path, answer.text)
