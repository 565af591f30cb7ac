"""Catalogue import (docs/import-format.md): good rows in, bad rows reported and left out."""

from __future__ import annotations

import asyncio
import copy
import json
import re
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from gamestore.catalogue.importer import ImportReport
from gamestore.cli import main
from gamestore.content.banner_import import import_catalogue_file
from gamestore.core import clock
from gamestore.core.config import get_settings
from gamestore.core.db import unit_of_work
from gamestore.models import Banner, Brand, Category, Comment, Sku, Spu


def texts(base: str) -> dict[str, str]:
    return {"en": base, "zh-Hans": f"{base}（简）", "zh-Hant": f"{base}（繁）", "ja": f"{base}（日）"}


def game(
    code: str, *, category: str = "action", team: str = "nebula-forge", prices: Any = None
) -> dict[str, Any]:
    prices = prices or [(9800, 12800), (14800, 16800)]
    return {
        "code": code,
        "category": category,
        "team": team,
        "names": texts(code.replace("-", " ").title()),
        "introductions": texts(f"One line about {code}"),
        "descriptions": texts(f"First paragraph about {code}.\n\nSecond paragraph."),
        "tags": {
            "en": ["RPG", "Open world"],
            "zh-Hans": ["角色扮演"],
            "zh-Hant": ["角色扮演"],
            "ja": ["RPG"],
        },
        "cover": f"/uploads/demo/games/{code}/cover.svg",
        "images": [f"/uploads/demo/games/{code}/{i}.svg" for i in (1, 2, 3)],
        "gameTypes": [{"gameType": 1, "typeLink": "https://store.steampowered.com/app/000000/"}],
        "saleTypes": [{"saleType": 1, "typeLink": "https://store.steampowered.com/app/000000/"}],
        "version": "1.2.0",
        "size": "23 GB",
        "releaseTime": "2025-03-14",
        "discountEndTime": "2026-12-31T16:00:00Z",
        "featured": True,
        "status": 1,
        "salesCount": 1234,
        "skus": [
            {"code": f"{code}-{i}", "names": texts(f"Edition {i}"), "price": price, "marketPrice": market}
            for i, (price, market) in enumerate(prices)
        ],
    }


def catalogue() -> dict[str, Any]:
    return {
        "categories": [
            {"code": "action", "parent": None, "names": texts("Action"), "icon": "/i/action.svg", "sort": 1},
            {"code": "shooter", "parent": "action", "names": texts("Shooter"), "sort": 2},
            {"code": "puzzle", "names": texts("Puzzle"), "icon": "https://cdn.example.com/p.svg"},
        ],
        "teams": [
            {
                "code": "nebula-forge",
                "names": texts("Nebula Forge"),
                "descriptions": texts("Makers of space games."),
                "logo": "/uploads/demo/teams/nebula-forge.svg",
                "sort": 1,
            },
            {"code": "pixel-pals", "names": texts("Pixel Pals"), "descriptions": texts("Small and cosy.")},
        ],
        "games": [
            game("starfall-odyssey", prices=[(14800, 16800), (9800, 12800)]),
            game("tiny-blocks", category="puzzle", team="pixel-pals", prices=[(1800, 2800)]),
            game("bullet-rain", category="shooter", prices=[(4800, 4800)]),
        ],
        "banners": [
            {
                "code": "winter-sale",
                "position": 1,
                "titles": texts("Winter sale"),
                "image": "/uploads/demo/banners/winter-sale.svg",
                "game": "starfall-odyssey",
                "sort": 1,
            }
        ],
        "reviews": [
            {
                "game": "starfall-odyssey",
                "sku": "starfall-odyssey-1",
                "nickname": "夜猫子",
                "rating": 5,
                "content": "Great game.",
                "anonymous": False,
                "images": [],
                "reply": "Thanks!",
                "daysAgo": 3,
            },
            {"game": "tiny-blocks", "nickname": "Ann", "rating": 4, "content": "Cute.", "daysAgo": 10},
        ],
    }


@pytest.fixture
def sessions(app: Any) -> async_sessionmaker[AsyncSession]:
    factory: async_sessionmaker[AsyncSession] = app.state.sessions
    return factory


async def run_import(sessions: async_sessionmaker[AsyncSession], data: dict[str, Any]) -> ImportReport:
    async with unit_of_work(sessions) as session:
        return await import_catalogue_file(session, data)


async def count(sessions: async_sessionmaker[AsyncSession], model: Any) -> int:
    async with sessions() as session:
        return int(await session.scalar(select(func.count()).select_from(model)) or 0)


async def one(sessions: async_sessionmaker[AsyncSession], model: Any, **where: Any) -> Any:
    async with sessions() as session:
        return (await session.scalars(select(model).filter_by(**where))).one_or_none()


def counts(report: ImportReport) -> dict[str, tuple[int, int, int]]:
    return {name: (c.created, c.updated, c.rejected) for name, c in report.counts.items()}


async def test_a_valid_file_imports_everything(sessions: async_sessionmaker[AsyncSession]) -> None:
    report = await run_import(sessions, catalogue())

    assert report.ok, report.render()
    assert counts(report) == {
        "categories": (3, 0, 0),
        "teams": (2, 0, 0),
        "games": (3, 0, 0),
        "skus": (4, 0, 0),
        "banners": (1, 0, 0),
        "reviews": (2, 0, 0),
    }
    action = await one(sessions, Category, code="action")
    shooter = await one(sessions, Category, code="shooter")
    assert shooter.parent_id == action.id and action.parent_id is None
    assert shooter.names["ja"] == "Shooter（日）"

    spu = await one(sessions, Spu, code="starfall-odyssey")
    team = await one(sessions, Brand, code="nebula-forge")
    assert spu.brand_id == team.id and spu.category_id == action.id
    assert (spu.price, spu.market_price) == (9800, 12800)  # the cheapest version
    for word in ("starfall odyssey", "starfall odyssey（简）", "rpg", "open world", "角色扮演"):
        assert word in spu.search_text
    assert spu.search_text == spu.search_text.lower()
    assert spu.release_time == datetime(2025, 3, 14, tzinfo=UTC)
    assert spu.discount_end_time == datetime(2026, 12, 31, 16, tzinfo=UTC)
    assert spu.game_types == [{"gameType": 1, "typeLink": "https://store.steampowered.com/app/000000/"}]
    assert (spu.featured, spu.status, spu.sales_count, spu.version, spu.size) == (
        True,
        1,
        1234,
        "1.2.0",
        "23 GB",
    )
    assert spu.descriptions["en"] == "First paragraph about starfall-odyssey.\n\nSecond paragraph."
    sku = await one(sessions, Sku, code="starfall-odyssey-1")
    assert (sku.spu_id, sku.price, sku.market_price, sku.stock) == (spu.id, 9800, 12800, 0)

    banner = await one(sessions, Banner, position=1)
    assert banner.url == f"/pages/goods/gameDetail?id={spu.id}"
    assert banner.titles["en"] == "Winter sale"

    review = await one(sessions, Comment, nickname="夜猫子")
    assert (review.spu_id, review.sku_id, review.rating, review.reply) == (spu.id, sku.id, 5, "Thanks!")
    assert abs(review.created_at - (clock.now() - timedelta(days=3))) < timedelta(minutes=1)
    assert review.reply_time is not None and review.member_id is None
    assert "everything was imported" in report.render()


async def test_reimporting_updates_without_duplicating(sessions: async_sessionmaker[AsyncSession]) -> None:
    await run_import(sessions, catalogue())
    changed = catalogue()
    changed["games"][0]["names"]["en"] = "Starfall Odyssey II"
    changed["games"][0]["skus"] = [changed["games"][0]["skus"][0] | {"price": 16000, "marketPrice": 16800}]
    changed["games"][1]["skus"][0] |= {"price": 1000, "marketPrice": 2000}
    changed["banners"][0]["titles"]["en"] = "Spring sale"
    changed["games"][1]["salesCount"] = 5000
    changed["games"][2]["salesCount"] = 10  # never below the count: the store's own sales stay

    report = await run_import(sessions, changed)

    assert report.ok, report.render()
    assert counts(report) == {
        "categories": (0, 3, 0),
        "teams": (0, 2, 0),
        "games": (0, 3, 0),
        "skus": (0, 3, 0),
        "banners": (0, 1, 0),
        "reviews": (0, 2, 0),
    }
    for model, expected in ((Category, 3), (Brand, 2), (Spu, 3), (Sku, 4), (Banner, 1), (Comment, 2)):
        assert await count(sessions, model) == expected, model
    spu = await one(sessions, Spu, code="starfall-odyssey")
    assert spu.names["en"] == "Starfall Odyssey II" and "starfall odyssey ii" in spu.search_text
    # The version the file no longer lists is left alone and still the cheapest.
    left_alone = await one(sessions, Sku, code="starfall-odyssey-1")
    assert (left_alone.price, left_alone.market_price) == (9800, 12800)
    assert (await one(sessions, Sku, code="starfall-odyssey-0")).price == 16000
    assert (spu.price, spu.market_price) == (9800, 12800)
    tiny = await one(sessions, Spu, code="tiny-blocks")
    assert (tiny.price, tiny.market_price, tiny.sales_count) == (1000, 2000, 5000)
    assert (await one(sessions, Spu, code="bullet-rain")).sales_count == 1234
    assert (await one(sessions, Banner, position=1)).titles["en"] == "Spring sale"


def _drop(path: list[Any]) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        target: Any = data
        for key in path[:-1]:
            target = target[key]
        del target[path[-1]]

    return change


def _set(path: list[Any], value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        target: Any = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return change


BAD_ROWS = [
    ("missing language", _drop(["teams", 1, "names", "ja"]), "teams", 1, "names.ja", "required"),
    ("bad code", _set(["teams", 1, "code"], "Pixel_Pals"), "teams", 1, "code", "a-z"),
    ("blank name", _set(["categories", 2, "names", "en"], "  "), "categories", 2, "names.en", "blank"),
    (
        "price over market price",
        _set(["games", 1, "skus", 0, "marketPrice"], 1000),
        "games",
        1,
        "skus[0].marketPrice",
        "at least price",
    ),
    ("price zero", _set(["games", 1, "skus", 0, "price"], 0), "games", 1, "skus[0].price", "greater than"),
    ("unknown category", _set(["games", 1, "category"], "racing"), "games", 1, "category", "unknown"),
    ("unknown team", _set(["games", 1, "team"], "nobody"), "games", 1, "team", "unknown"),
    ("no SKU", _set(["games", 1, "skus"], []), "games", 1, "skus", "at least 1"),
    ("bad URL", _set(["games", 1, "cover"], "http://example.com/c.png"), "games", 1, "cover", "https://"),
    ("relative path", _set(["games", 1, "images", 0], "covers/x.svg"), "games", 1, "images[0]", "/path"),
    (
        "long introduction",
        _set(["games", 1, "introductions", "en"], "x" * 141),
        "games",
        1,
        "introductions.en",
        "140",
    ),
    (
        "two-line introduction",
        _set(["games", 1, "introductions", "en"], "a\nb"),
        "games",
        1,
        "introductions.en",
        "line",
    ),
    (
        "long description",
        _set(["games", 1, "descriptions", "ja"], "x" * 2001),
        "games",
        1,
        "descriptions.ja",
        "2000",
    ),
    ("bad time", _set(["games", 1, "releaseTime"], "14/03/2025"), "games", 1, "releaseTime", "ISO 8601"),
    (
        "bad game type",
        _set(["games", 1, "gameTypes", 0, "gameType"], 5),
        "games",
        1,
        "gameTypes[0].gameType",
        "0",
    ),
    ("bad status", _set(["games", 1, "status"], 2), "games", 1, "status", "0 or 1"),
    ("unknown field", _set(["games", 1, "colour"], "red"), "games", 1, "colour", "not a field"),
    ("rating 6", _set(["reviews", 1, "rating"], 6), "reviews", 1, "rating", "less than or equal to 5"),
    ("review of unknown game", _set(["reviews", 1, "game"], "nope"), "reviews", 1, "game", "unknown game"),
    (
        "review of another game's SKU",
        _set(["reviews", 1, "sku"], "bullet-rain-0"),
        "reviews",
        1,
        "sku",
        "another",
    ),
    ("banner of unknown game", _set(["banners", 0, "game"], "nope"), "banners", 0, "game", "unknown game"),
    (
        "banner with bad image",
        _set(["banners", 0, "image"], "ftp://x/y.png"),
        "banners",
        0,
        "image",
        "https://",
    ),
    ("row not an object", _set(["teams", 1], "pixel-pals"), "teams", 1, "", "object"),
]


@pytest.mark.parametrize(
    ("change", "section", "index", "field", "reason"),
    [pytest.param(*case[1:], id=case[0]) for case in BAD_ROWS],
)
async def test_a_bad_row_is_reported_and_left_out(
    sessions: async_sessionmaker[AsyncSession],
    change: Callable[[dict[str, Any]], None],
    section: str,
    index: int,
    field: str,
    reason: str,
) -> None:
    data = catalogue()
    change(data)

    report = await run_import(sessions, data)

    assert not report.ok
    problems = [p for p in report.problems if (p.section, p.index) == (section, index)]
    assert any(p.field == field and reason in p.reason for p in problems), report.render()
    assert report.counts[section].rejected >= 1
    # Every other row of that section was imported.
    total = len(data[section])
    assert report.counts[section].created == total - report.counts[section].rejected
    assert f"{section}[{index}]" in report.render()


async def test_a_game_with_one_bad_sku_is_rejected_whole(sessions: async_sessionmaker[AsyncSession]) -> None:
    data = catalogue()
    data["games"][0]["skus"][1]["price"] = 99_999_999

    report = await run_import(sessions, data)

    assert [(p.section, p.index, p.code, p.field) for p in report.problems if p.section == "games"] == [
        ("games", 0, "starfall-odyssey", "skus[1].price")
    ]
    assert await one(sessions, Spu, code="starfall-odyssey") is None
    assert await count(sessions, Sku) == 2  # the other games' versions only
    assert counts(report)["skus"] == (2, 0, 2)
    # What referred to the rejected game is reported too, and not imported.
    assert {(p.section, p.index, p.reason) for p in report.problems if p.section != "games"} == {
        ("banners", 0, "game 'starfall-odyssey' was rejected"),
        ("reviews", 0, "game 'starfall-odyssey' was rejected"),
    }
    assert await count(sessions, Banner) == 0 and await count(sessions, Comment) == 1


async def test_rows_referring_to_a_rejected_category_or_team_are_rejected(
    sessions: async_sessionmaker[AsyncSession],
) -> None:
    data = catalogue()
    del data["categories"][0]["names"]["en"]  # action: rejected, so is its child shooter
    data["teams"][1]["logo"] = "logo.svg"  # pixel-pals: rejected

    report = await run_import(sessions, data)

    reasons = {(p.section, p.index, p.field): p.reason for p in report.problems}
    assert reasons[("categories", 1, "parent")] == "parent category 'action' was rejected"
    assert reasons[("games", 0, "category")] == "category 'action' was rejected"
    assert reasons[("games", 1, "team")] == "team 'pixel-pals' was rejected"
    assert reasons[("games", 2, "category")] == "category 'shooter' was rejected"
    assert counts(report)["categories"] == (1, 0, 2)
    assert counts(report)["games"] == (0, 0, 3)
    assert await count(sessions, Spu) == 0


async def test_categories_nest_at_most_ten_levels(sessions: async_sessionmaker[AsyncSession]) -> None:
    chain = [
        {"code": f"level-{n}", "parent": f"level-{n - 1}" if n > 1 else None, "names": texts(f"L{n}")}
        for n in range(1, 12)
    ]
    data = {"categories": list(reversed(chain)), "teams": catalogue()["teams"][:1]}
    data["games"] = [game("deep-game", category="level-11"), game("ok-game", category="level-10")]

    report = await run_import(sessions, data)

    assert [(p.section, p.code, p.field) for p in report.problems] == [
        ("categories", "level-11", "parent"),
        ("games", "deep-game", "category"),
    ]
    assert "11 levels deep" in report.problems[0].reason
    assert await count(sessions, Category) == 10
    level_10 = await one(sessions, Category, code="level-10")
    assert (await one(sessions, Spu, code="ok-game")).category_id == level_10.id


async def test_moving_a_stored_category_too_deep_or_into_a_cycle_is_rejected(
    sessions: async_sessionmaker[AsyncSession],
) -> None:
    chain = [
        {"code": f"c{n}", "parent": f"c{n - 1}" if n > 1 else None, "names": texts(f"C{n}")}
        for n in range(1, 7)
    ]
    other = [
        {"code": f"o{n}", "parent": f"o{n - 1}" if n > 1 else None, "names": texts(f"O{n}")}
        for n in range(1, 6)
    ]
    assert (await run_import(sessions, {"categories": chain + other})).ok

    # c1 under o5 would put c6 at depth 11; o1 under c3 and c3 under o1 would be a cycle.
    moves = {
        "categories": [
            chain[0] | {"parent": "o5"},
            {"code": "x1", "parent": "x2", "names": texts("X1")},
            {"code": "x2", "parent": "x1", "names": texts("X2")},
        ]
    }
    report = await run_import(sessions, moves)

    reasons = {p.code: p.reason for p in report.problems}
    assert "'c6' 11 levels deep" in reasons["c1"]
    assert "cycle" in reasons["x1"] and "cycle" in reasons["x2"]
    assert (await one(sessions, Category, code="c1")).parent_id is None


async def test_duplicate_codes_in_a_file_are_all_rejected(sessions: async_sessionmaker[AsyncSession]) -> None:
    data = catalogue()
    data["teams"].append(copy.deepcopy(data["teams"][1]))
    data["games"][2]["skus"][0]["code"] = "tiny-blocks-0"  # a version code used by another game

    report = await run_import(sessions, data)

    rejected = {(p.section, p.index, p.field) for p in report.problems if "more than once" in p.reason}
    assert rejected == {
        ("teams", 1, "code"),
        ("teams", 2, "code"),
        ("games", 1, "skus[0].code"),
        ("games", 2, "skus[0].code"),
    }
    assert await one(sessions, Brand, code="pixel-pals") is None


async def test_a_sku_code_of_another_stored_game_is_rejected(
    sessions: async_sessionmaker[AsyncSession],
) -> None:
    await run_import(sessions, catalogue())
    thief = game("copycat", prices=[(100, 200)])
    thief["skus"][0]["code"] = "tiny-blocks-0"

    report = await run_import(sessions, {"games": [thief]})

    assert [(p.field, p.reason) for p in report.problems] == [
        ("skus[0].code", "'tiny-blocks-0' is a version of another game ('tiny-blocks')")
    ]
    assert (await one(sessions, Sku, code="tiny-blocks-0")).price == 1800


async def test_a_file_may_refer_to_stored_rows(sessions: async_sessionmaker[AsyncSession]) -> None:
    await run_import(sessions, catalogue())
    data = {
        "categories": [{"code": "indie", "parent": "puzzle", "names": texts("Indie")}],
        "games": [game("new-one", category="indie", team="pixel-pals")],
        "reviews": [
            {"game": "bullet-rain", "sku": "bullet-rain-0", "nickname": "Bo", "rating": 3, "content": "Ok"}
        ],
    }

    report = await run_import(sessions, data)

    assert report.ok, report.render()
    assert (await one(sessions, Category, code="indie")).parent_id == (
        await one(sessions, Category, code="puzzle")
    ).id


async def test_reviews_are_imported_once(sessions: async_sessionmaker[AsyncSession]) -> None:
    data = {key: value for key, value in catalogue().items() if key != "banners"}
    await run_import(sessions, data)
    first = await one(sessions, Comment, nickname="Ann")
    data["reviews"][1]["rating"] = 2
    data["reviews"].append(data["reviews"][0] | {"nickname": "Someone else"})

    report = await run_import(sessions, data)

    assert counts(report)["reviews"] == (1, 2, 0)
    assert await count(sessions, Comment) == 3
    again = await one(sessions, Comment, nickname="Ann")
    assert (again.id, again.rating, again.created_at) == (first.id, 2, first.created_at)


async def test_unknown_and_malformed_sections_are_reported(
    sessions: async_sessionmaker[AsyncSession],
) -> None:
    report = await run_import(sessions, {"game": [], "teams": {"code": "x"}, "categories": None})

    assert [(p.section, p.index) for p in report.problems] == [("game", None), ("teams", None)]
    assert "unknown section" in report.problems[0].reason
    assert "must be a list" in report.render()


# The command line -----------------------------------------------------------------------------


async def cli(*argv: str) -> int:
    # The command runs its own event loop: give it a thread of its own.
    return await asyncio.to_thread(main, list(argv))


@pytest.mark.usefixtures("cli_env")
async def test_cli_import_games_exit_codes_and_report(
    sessions: async_sessionmaker[AsyncSession], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = tmp_path / "good.json"
    good.write_text(json.dumps(catalogue(), ensure_ascii=False), encoding="utf-8")
    assert await cli("import-games", str(good)) == 0
    out = capsys.readouterr().out
    assert "games       created     3" in out and "everything was imported" in out
    assert await count(sessions, Spu) == 3

    data = catalogue()
    data["reviews"][0]["rating"] = 6
    partial = tmp_path / "partial.json"
    partial.write_text(json.dumps(data), encoding="utf-8")
    assert await cli("import-games", str(partial)) == 1
    out = capsys.readouterr().out
    assert "reviews[0] (starfall-odyssey) rating:" in out and "1 problem(s)" in out

    broken = tmp_path / "broken.json"
    broken.write_text('{"games": [', encoding="utf-8")
    assert await cli("import-games", str(broken)) == 2
    assert "not valid JSON" in capsys.readouterr().err
    listed = tmp_path / "list.json"
    listed.write_text("[]", encoding="utf-8")
    assert await cli("import-games", str(listed)) == 2
    assert await cli("import-games", str(tmp_path / "missing.json")) == 2
    assert "cannot read" in capsys.readouterr().err


@pytest.mark.usefixtures("cli_env")
async def test_cli_demo_data_loads_the_demo_catalogue_once(
    sessions: async_sessionmaker[AsyncSession],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    from gamestore.demo.loader import CATALOGUE, KEYS_PER_SKU
    from gamestore.models import ActivationKey

    monkeypatch.setenv("UPLOAD_DIR", str(tmp_path / "uploads"))
    get_settings.cache_clear()
    demo = json.loads(CATALOGUE.read_text(encoding="utf-8"))

    assert await cli("demo-data", "--if-empty") == 0
    out = capsys.readouterr().out
    assert "everything was imported" in out, out
    sku_count = sum(len(g["skus"]) for g in demo["games"])
    assert await count(sessions, Spu) == len(demo["games"])
    assert await count(sessions, ActivationKey) == KEYS_PER_SKU * sku_count
    async with sessions() as session:
        assert set(await session.scalars(select(Sku.stock))) == {KEYS_PER_SKU}
    # Every demo image the catalogue points at was written under the upload directory.
    paths = set(re.findall(r'"/uploads/(demo/[^"]+)"', CATALOGUE.read_text(encoding="utf-8")))
    assert paths and all((tmp_path / "uploads" / path).is_file() for path in paths)

    assert await cli("demo-data", "--if-empty") == 0
    assert "already has games" in capsys.readouterr().out
    assert await cli("demo-data") == 0  # loads again: updates, and keys only up to the count
    assert await count(sessions, Spu) == len(demo["games"])
    assert await count(sessions, ActivationKey) == KEYS_PER_SKU * sku_count


async def test_a_version_carries_where_its_keys_activate(sessions: async_sessionmaker[AsyncSession]) -> None:
    data = catalogue()
    locked = data["games"][0]["skus"][0]
    locked["regions"] = {"mode": "deny", "countries": ["HK", "CN"]}
    bad = data["games"][1]["skus"][0]
    bad["regions"] = {"mode": "allow", "countries": ["cn"]}
    report = await run_import(sessions, data)
    problems = [p for p in report.problems if (p.section, p.index) == ("games", 1)]
    assert any("regions" in p.field and "ISO 3166-1 alpha-2" in p.reason for p in problems), report.render()
    async with sessions() as session:
        sku = await session.scalar(select(Sku).where(Sku.code == locked["code"]))
        other = await session.scalar(select(Sku).where(Sku.code == data["games"][0]["skus"][1]["code"]))
    assert sku is not None and (sku.region_mode, sku.region_codes) == (2, "CN,HK")
    assert other is not None and (other.region_mode, other.region_codes) == (0, "")

    del locked["regions"]  # absent: a stored version keeps its regions
    assert (await run_import(sessions, {"games": [data["games"][0]]})).ok
    async with sessions() as session:
        assert await session.scalar(select(Sku.region_codes).where(Sku.code == locked["code"])) == "CN,HK"
    locked["regions"] = None  # null: everywhere
    assert (await run_import(sessions, {"games": [data["games"][0]]})).ok
    async with sessions() as session:
        assert await session.scalar(select(Sku.region_mode).where(Sku.code == locked["code"])) == 0


async def test_versions_carry_a_steam_app_id_and_a_dlc_its_base_game(
    sessions: async_sessionmaker[AsyncSession],
) -> None:
    data = catalogue()
    data["games"][0]["skus"][0]["steamAppId"] = 1091500
    expansion = game("starfall-odyssey-expansion", prices=[(2800, 3800)])
    expansion["skus"][0] |= {"steamAppId": 1091510, "dlcOf": "starfall-odyssey"}
    data["games"].append(expansion)
    report = await run_import(sessions, data)
    assert report.ok, report.render()
    base = await one(sessions, Spu, code="starfall-odyssey")
    assert (await one(sessions, Sku, code="starfall-odyssey-0")).steam_app_id == 1091500
    dlc = await one(sessions, Sku, code="starfall-odyssey-expansion-0")
    assert (dlc.steam_app_id, dlc.dlc_of_spu_id) == (1091510, base.id)

    orphan = game("lost-expansion", prices=[(100, 200)])
    orphan["skus"][0]["dlcOf"] = "no-such-game"
    itself = game("self-dlc", prices=[(100, 200)])
    itself["skus"][0]["dlcOf"] = "self-dlc"
    report = await run_import(sessions, {"games": [orphan, itself]})
    assert [(p.field, p.reason) for p in report.problems] == [
        ("skus[0].dlcOf", "no game 'no-such-game'"),
        ("skus[0].dlcOf", "a DLC of its own game"),
    ]
    assert await one(sessions, Spu, code="lost-expansion") is None
