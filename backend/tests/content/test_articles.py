"""Explore's activities and news (issue 15): only published ones are served, an activity's status
follows the clock, drafts are invisible and an offline one says so; bodies are sanitized on the way
in; the operator's content file reports every bad row; the demo has an activity about to start, one
running and one ended."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import select

from conftest import data, failure
from fixtures.catalogue import small_catalogue
from gamestore.cli import main
from gamestore.content.errors import ARTICLE_NOT_FOUND, ARTICLE_OFFLINE
from gamestore.content.importer import import_content
from gamestore.core import clock
from gamestore.core.db import unit_of_work
from gamestore.demo.explore import EXPLORE, timed_from
from gamestore.models import Article, MemberCollectibleDefinition

START = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)
UPCOMING, ONGOING, ENDED = 10, 20, 30


def texts(word: str) -> dict[str, str]:
    return {"en": f"{word} en", "zh-Hans": f"{word} 简", "zh-Hant": f"{word} 繁", "ja": f"{word} 日"}


def article(code: str, **fields: Any) -> dict[str, Any]:
    row: dict[str, Any] = {
        "code": code,
        "type": "activity",
        "titles": texts(code.replace("-", " ").title()),
        "summaries": texts(f"About {code}"),
        "bodies": {lang: f"<p>Body of {code} {lang}</p>" for lang in ("en", "zh-Hans", "zh-Hant", "ja")},
        "cover": f"/covers/{code}.svg",
        "startTime": START.isoformat(),
        "endTime": (START + timedelta(days=2)).isoformat(),
    }
    row.update(fields)
    return {key: value for key, value in row.items() if value is not None}


def content() -> dict[str, Any]:
    return {
        "articleCategories": [{"code": "events", "names": texts("Events")}],
        "articles": [
            article("winter-sale", category="events", games=["star-raid", "iron-saga"], sort=5),
            article("old-fair", startTime="2026-10-01T00:00:00Z", endTime="2026-10-03T00:00:00Z"),
            article(
                "patch-notes",
                type="news",
                startTime=None,
                endTime=None,
                publishTime="2026-11-20T08:00:00Z",
                titles={**texts("Patch notes"), "en": "Patch Notes 1.2"},
            ),
            article("secret-draft", status="draft"),
            article("pulled-event", status="offline"),
            article(
                "scheduled-news",
                type="news",
                startTime=None,
                endTime=None,
                publishTime="2026-12-24T00:00:00Z",
            ),
        ],
    }


@pytest.fixture(autouse=True)
def english(client: httpx.AsyncClient) -> None:
    client.headers["content-language"] = "en"


@pytest.fixture
def before_start() -> Iterator[None]:
    clock.travel_to(START - timedelta(hours=1))
    yield
    clock.back_to_now()


@pytest.fixture
async def articles(app: Any, before_start: None) -> dict[str, int]:
    async with unit_of_work(app.state.sessions) as session:
        await small_catalogue(session)
    async with unit_of_work(app.state.sessions) as session:
        report = await import_content(session, content())
    assert report.ok, report.render()
    async with app.state.sessions() as session:
        return {row.code: row.id for row in await session.scalars(select(Article))}


async def listing(client: httpx.AsyncClient, **params: Any) -> dict[str, dict[str, Any]]:
    page = data(
        await client.get("/promotion/article/page", params=params, headers={"content-language": "en"})
    )
    return {row["title"]: row for row in page["list"]}


async def test_only_published_articles_whose_time_has_come_are_listed(
    client: httpx.AsyncClient, articles: dict[str, int]
) -> None:
    shown = await listing(client, **{"pageSize": 50})
    assert sorted(shown) == ["Old Fair en", "Patch Notes 1.2", "Winter Sale en"]
    winter = shown["Winter Sale en"]
    assert winter["type"] == 1 and winter["status"] == UPCOMING
    assert winter["startTime"] == int(START.timestamp() * 1000)
    assert winter["introduction"] == "About winter-sale en" and winter["picUrl"] == "/covers/winter-sale.svg"
    assert shown["Patch Notes 1.2"]["status"] is None and shown["Patch Notes 1.2"]["type"] == 2
    assert next(iter(shown)) == "Winter Sale en", "a higher sort comes first"

    news = await listing(client, type=2)
    assert list(news) == ["Patch Notes 1.2"]
    zh = data(
        await client.get(
            "/promotion/article/page", params={"type": 2}, headers={"content-language": "zh-Hans"}
        )
    )
    assert zh["list"][0]["title"] == "Patch notes 简"


async def test_an_activity_is_upcoming_then_ongoing_then_ended_by_the_clock(
    client: httpx.AsyncClient, articles: dict[str, int]
) -> None:
    winter = articles["winter-sale"]

    async def status() -> int:
        return data(await client.get("/promotion/article/get", params={"id": winter}))["status"]

    assert await status() == UPCOMING
    assert list(await listing(client, status=UPCOMING)) == ["Winter Sale en"]
    clock.travel_to(START + timedelta(minutes=1))
    assert await status() == ONGOING
    assert list(await listing(client, status=ONGOING)) == ["Winter Sale en"]
    assert list(await listing(client, status=UPCOMING)) == []
    clock.travel_to(START + timedelta(days=2))
    assert await status() == ENDED
    assert sorted(await listing(client, status=ENDED)) == ["Old Fair en", "Winter Sale en"]


async def test_the_detail_carries_the_body_games_and_server_time(
    client: httpx.AsyncClient, articles: dict[str, int], app: Any
) -> None:
    detail = data(await client.get("/promotion/article/get", params={"id": articles["winter-sale"]}))
    assert detail["content"] == "<p>Body of winter-sale en</p>"
    async with app.state.sessions() as session:
        stored = await session.get(Article, articles["winter-sale"])
        assert stored is not None
        assert detail["spuIds"] == stored.spu_ids and len(stored.spu_ids) == 2
    assert abs(detail["serverTime"] - int(clock.now().timestamp() * 1000)) < 5_000


async def test_drafts_and_scheduled_ones_are_not_found_and_offline_ones_say_so(
    client: httpx.AsyncClient, articles: dict[str, int]
) -> None:
    for code in ("secret-draft", "scheduled-news"):
        response = await client.get("/promotion/article/get", params={"id": articles[code]})
        assert failure(response)[0] == ARTICLE_NOT_FOUND.code
    offline = await client.get(
        "/promotion/article/get", params={"id": articles["pulled-event"]}, headers={"content-language": "en"}
    )
    assert failure(offline) == (ARTICLE_OFFLINE.code, "This event has been taken offline")
    missing = await client.get("/promotion/article/get", params={"id": 999_999})
    assert failure(missing)[0] == ARTICLE_NOT_FOUND.code
    counted = await client.put("/promotion/article/add-browse-count", params={"id": articles["secret-draft"]})
    assert failure(counted)[0] == ARTICLE_NOT_FOUND.code


async def test_reading_counts_a_browse(client: httpx.AsyncClient, articles: dict[str, int]) -> None:
    news = articles["patch-notes"]
    for _ in range(3):
        assert data(await client.put("/promotion/article/add-browse-count", params={"id": news})) is True
    assert data(await client.get("/promotion/article/get", params={"id": news}))["browseCount"] == 3


async def test_keyword_search_matches_a_title_in_any_language_and_escapes_wildcards(
    client: httpx.AsyncClient, articles: dict[str, int]
) -> None:
    assert list(await listing(client, keyword="PATCH")) == ["Patch Notes 1.2"]
    assert list(await listing(client, keyword="繁")) != []
    assert await listing(client, keyword="%") == {}
    assert await listing(client, keyword="_") == {}
    bad = await client.get("/promotion/article/page", params={"keyword": "a\x00b"})
    assert bad.status_code == 200 and failure(bad)[0] == 400


async def test_categories_are_listed_in_the_asked_language(
    client: httpx.AsyncClient, articles: dict[str, int]
) -> None:
    rows = data(await client.get("/promotion/article-category/list", headers={"content-language": "ja"}))
    assert [row["name"] for row in rows] == ["Events 日"]
    events = await listing(client, categoryId=rows[0]["id"])
    assert list(events) == ["Winter Sale en"]


async def test_bodies_are_sanitized_on_the_way_in(
    app: Any, client: httpx.AsyncClient, before_start: None
) -> None:
    hostile = (
        '<p onclick="steal()">Hi<script>alert(1)</script><img src="javascript:alert(1)">'
        '<img src="/uploads/a.png" onerror="x()"><a href="https://example.com" target="_blank">l</a>'
        '<iframe src="https://evil.example"></iframe><style>body{display:none}</style></p>'
    )
    async with unit_of_work(app.state.sessions) as session:
        report = await import_content(session, {"articles": [article("xss", bodies=texts(hostile))]})
    assert report.ok, report.render()
    async with app.state.sessions() as session:
        stored = (await session.scalars(select(Article))).one()
    body = data(await client.get("/promotion/article/get", params={"id": stored.id}))["content"]
    for unsafe in ("onclick", "script", "javascript:", "onerror", "iframe", "style", "target"):
        assert unsafe not in body
    image = re.search(r'<img src="/uploads/a.png"[^>]*>', body)
    assert image and 'loading="lazy"' in image.group() and 'decoding="async"' in image.group()
    assert 'rel="noopener noreferrer"' in body


async def test_the_content_file_reports_every_bad_row_and_imports_the_rest(
    app: Any, before_start: None
) -> None:
    async with unit_of_work(app.state.sessions) as session:
        await small_catalogue(session)
    bad = {
        "articles": [
            article("good-one", games=["star-raid"]),
            article("no-window", startTime=None),
            article("backwards", endTime=(START - timedelta(days=1)).isoformat()),
            article("unknown-game", games=["no-such-game"]),
            article("unknown-category", category="nope"),
            article("empty-body", bodies={**texts("<p>ok</p>"), "ja": "<script>x</script>"}),
            article("good-one"),
            {"code": "Bad Code!", "type": "poster"},
            article("unknown-reward", rewardItems=[{"kind": "item", "code": "no-such-item"}]),
            article(
                "news-reward",
                type="news",
                startTime=None,
                endTime=None,
                rewardItems=[{"kind": "item", "code": "x"}],
            ),
        ],
        "help": [{"code": "q1", "category": "missing", "titles": texts("Q"), "bodies": texts("<p>A</p>")}],
        "posters": [],
    }
    async with unit_of_work(app.state.sessions) as session:
        report = await import_content(session, bad)
    rendered = report.render()
    assert not report.ok
    for expected in (
        "articles[1] (no-window)",
        "articles[2] (backwards)",
        "endTime must be after startTime",
        "unknown game 'no-such-game'",
        "unknown category 'nope'",
        "articles[5] (empty-body)",
        "appears more than once in the file",
        "articles[7]",
        "unknown category 'missing'",
        "posters",
        "articles[8] (unknown-reward) rewardItems[0]: unknown item 'no-such-item'",
        "articles[9] (news-reward)",
        "only an activity gives rewardItems",
    ):
        assert expected in rendered, rendered
    async with app.state.sessions() as session:
        assert list(await session.scalars(select(Article.code))) == []  # good-one twice: both refused


async def test_an_activity_names_its_rewards_from_the_item_file(app: Any, before_start: None) -> None:
    async with unit_of_work(app.state.sessions) as session:
        await small_catalogue(session)
        session.add(
            MemberCollectibleDefinition(
                code="winter-badge", names=texts("Badge"), descriptions={"en": "A badge."}, rarity=1, value=0,
                valuation=0, pic_url="/badge.png", edition_size=10,
            )
        )  # fmt: skip
    rewarded = article(
        "winter", games=["star-raid"], rewardItems=[{"kind": "collectible", "code": "winter-badge"}]
    )
    async with unit_of_work(app.state.sessions) as session:
        report = await import_content(session, {"articles": [rewarded]})
    assert report.ok, report.render()
    async with app.state.sessions() as session:
        stored = await session.scalar(select(Article.reward_items).where(Article.code == "winter"))
    assert stored == [{"kind": "collectible", "code": "winter-badge", "quantity": 1}]


def test_import_articles_command_updates_by_code(
    cli_env: None, tmp_path: Path, capsys: pytest.CaptureFixture[str], before_start: None
) -> None:
    path = tmp_path / "content.json"
    path.write_text(json.dumps({"articles": [article("launch")]}), encoding="utf-8")
    assert main(["import-articles", str(path)]) == 0
    assert "articles    created     1   updated     0" in capsys.readouterr().out
    path.write_text(
        json.dumps({"articles": [article("launch", titles=texts("Renamed"))], "help": "x"}), encoding="utf-8"
    )
    assert main(["import-articles", str(path)]) == 1
    out = capsys.readouterr().out
    assert "articles    created     0   updated     1" in out and "help -: must be a list of rows" in out
    path.write_text("{not json", encoding="utf-8")
    assert main(["import-articles", str(path)]) == 2


def test_the_demo_content_has_one_activity_about_to_start_one_running_and_one_ended() -> None:
    now = datetime(2026, 11, 24, 9, 0, tzinfo=UTC)
    rows = timed_from(json.loads(EXPLORE.read_text(encoding="utf-8")), now)["articles"]
    windows = [
        (datetime.fromisoformat(row["startTime"]), datetime.fromisoformat(row["endTime"]))
        for row in rows
        if row["type"] == "activity"
    ]
    assert any(now < start <= now + timedelta(hours=1) for start, _ in windows)
    assert any(start <= now < end for start, end in windows)
    assert any(end <= now for _, end in windows)
    assert sum(row["type"] == "news" for row in rows) >= 2
