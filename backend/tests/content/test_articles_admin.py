"""The content team's activities and news in the console (issue 19): created as drafts and changed
through the content file's checks (the same reasons `gamestore import-articles` gives), published and
taken offline, found by title, kind, category and state, and a whole content file uploaded; each
change audited; what is published shows in the shop's Explore at once (its cached lists dropped)."""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select

from conftest import AppFactory, client_for, data, failure
from fixtures.catalogue import Catalogue, small_catalogue
from fixtures.operators import admin_client_for
from fixtures.support import audit_rows, operator_headers
from gamestore.content import errors
from gamestore.content.importer import import_content
from gamestore.core import clock
from gamestore.core.db import unit_of_work
from gamestore.core.errors import BAD_REQUEST
from gamestore.core.times import epoch_ms
from gamestore.models import Article, ArticleCategory, AuditLog

ACTIVITY, NEWS = 1, 2
DRAFT, PUBLISHED, OFFLINE = 0, 1, 2
UPCOMING = 10
LANGS = ("en", "zh-Hans", "zh-Hant", "ja")


def texts(word: str) -> dict[str, str]:
    return {"en": f"{word} en", "zh-Hans": f"{word} 简", "zh-Hant": f"{word} 繁", "ja": f"{word} 日"}


def in_hours(hours: float) -> int:
    return epoch_ms(clock.now().replace(microsecond=0) + timedelta(hours=hours))


def activity(code: str = "winter-festival", **overrides: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "code": code,
        "type": ACTIVITY,
        "titles": texts("Winter Festival"),
        "summaries": texts("Snow and sales"),
        "bodies": {lang: f"<p>Festival {lang}</p><script>alert(1)</script>" for lang in LANGS},
        "cover": "/covers/winter.svg",
        "startTime": in_hours(24),
        "endTime": in_hours(72),
    }
    body.update(overrides)
    return body


@pytest.fixture
async def cached_app(app_factory: AppFactory) -> Any:
    """The app with the visitors' response cache on, as in production."""
    return app_factory(public_cache_seconds=60)


@pytest.fixture
async def cat(cached_app: Any) -> Catalogue:
    async with unit_of_work(cached_app.state.sessions) as session:
        catalogue = await small_catalogue(session)
        report = await import_content(
            session, {"articleCategories": [{"code": "events", "names": texts("Events")}]}
        )
        assert report.ok, report.render()
        return catalogue


@pytest.fixture
async def content_headers(cached_app: Any) -> dict[str, str]:
    return await operator_headers(cached_app, "content")


def english(headers: dict[str, str] | None) -> dict[str, str]:
    return {**(headers or {}), "content-language": "en"}


async def post(app: Any, path: str, body: dict[str, Any], headers: dict[str, str] | None) -> httpx.Response:
    async with admin_client_for(app) as console:
        return await console.post(f"/promotion/article{path}", json=body, headers=english(headers))


async def get(app: Any, path: str, params: dict[str, Any], headers: dict[str, str] | None) -> httpx.Response:
    async with admin_client_for(app) as console:
        return await console.get(f"/promotion/article{path}", params=params, headers=english(headers))


async def upload(app: Any, content: bytes, headers: dict[str, str] | None) -> httpx.Response:
    async with admin_client_for(app) as console:
        files = {"file": ("content.json", content, "application/json")}
        return await console.post("/promotion/article/import", files=files, headers=english(headers))


async def explore(app: Any, **params: Any) -> list[str]:
    """The titles of Explore's list, as a visitor's app asks for it (a cached answer)."""
    async with client_for(app, **{"content-language": "en"}) as shop:
        page = data(await shop.get("/promotion/article/page", params=params))
    return [row["title"] for row in page["list"]]


async def stored(app: Any) -> dict[str, Any]:
    async with app.state.sessions() as session:
        return {
            "articles": (
                await session.execute(
                    select(Article.code, Article.state, Article.titles, Article.spu_ids).order_by(Article.id)
                )
            ).all(),
            "audit": await session.scalar(select(func.count()).select_from(AuditLog)),
        }


async def category_id(app: Any, code: str) -> int:
    async with app.state.sessions() as session:
        found = await session.scalar(select(ArticleCategory.id).where(ArticleCategory.code == code))
    assert found is not None
    return found


@pytest.mark.parametrize("role", ["content", "admin"])
async def test_a_created_activity_is_a_draft_until_published_then_explore_shows_it(
    cached_app: Any, cat: Catalogue, role: str
) -> None:
    headers = await operator_headers(cached_app, role)
    assert await explore(cached_app, type=ACTIVITY) == []  # now cached
    events = await category_id(cached_app, "events")
    star_raid = cat.spus["star-raid"].id
    body = activity(categoryId=events, spuIds=[star_raid], sort=3)

    created = data(await post(cached_app, "/create", body, headers))

    assert (created["code"], created["type"], created["state"], created["published"]) == (
        "winter-festival",
        ACTIVITY,
        DRAFT,
        False,
    )
    assert created["titles"] == texts("Winter Festival") and created["title"] == "Winter Festival en"
    assert created["bodies"] == {lang: f"<p>Festival {lang}</p>" for lang in LANGS}, "sanitized as imported"
    assert (created["categoryId"], created["spuIds"], created["sort"]) == (events, [star_raid], 3)
    assert (created["startTime"], created["endTime"]) == (body["startTime"], body["endTime"])
    assert data(await get(cached_app, "/get", {"id": created["id"]}, headers)) == created
    assert await explore(cached_app, type=ACTIVITY) == []

    published = data(await post(cached_app, "/publish", {"id": created["id"], "published": True}, headers))

    assert (published["state"], published["published"]) == (PUBLISHED, True)
    assert await explore(cached_app, type=ACTIVITY) == ["Winter Festival en"]
    assert await explore(cached_app, categoryId=events, status=UPCOMING) == ["Winter Festival en"]
    async with client_for(cached_app, **{"content-language": "en"}) as shop:
        page = data(await shop.get("/promotion/article/get", params={"id": created["id"]}))
    assert page["spuIds"] == [star_raid] and page["content"] == "<p>Festival en</p>"

    [made] = await audit_rows(cached_app, "promotion.article.create")
    assert (made.entity_type, made.entity_id, made.before) == ("promotion_article", str(created["id"]), None)
    assert made.after["state"] == DRAFT and made.after["titles"] == texts("Winter Festival")
    [shown] = await audit_rows(cached_app, "promotion.article.publish")
    assert (shown.before, shown.after) == ({"state": DRAFT}, {"state": PUBLISHED})


async def test_taking_an_activity_offline_removes_it_from_explore(
    cached_app: Any, cat: Catalogue, content_headers: dict[str, str]
) -> None:
    created = data(await post(cached_app, "/create", activity(), content_headers))
    await post(cached_app, "/publish", {"id": created["id"], "published": True}, content_headers)
    assert await explore(cached_app) == ["Winter Festival en"]

    pulled = data(
        await post(cached_app, "/publish", {"id": created["id"], "published": False}, content_headers)
    )

    assert (pulled["state"], pulled["published"]) == (OFFLINE, False)
    assert await explore(cached_app) == []
    async with client_for(cached_app) as shop:
        gone = failure(await shop.get("/promotion/article/get", params={"id": created["id"]}))
    assert gone[0] == errors.ARTICLE_OFFLINE.code
    [entry] = await audit_rows(cached_app, "promotion.article.unpublish")
    assert (entry.before, entry.after) == ({"state": PUBLISHED}, {"state": OFFLINE})


async def test_an_update_changes_what_explore_shows_and_is_audited(
    cached_app: Any, cat: Catalogue, content_headers: dict[str, str]
) -> None:
    created = data(await post(cached_app, "/create", activity(), content_headers))
    await post(cached_app, "/publish", {"id": created["id"], "published": True}, content_headers)
    assert await explore(cached_app) == ["Winter Festival en"]
    body = activity(titles=texts("Snow Days"), spuIds=[cat.spus["iron-saga"].id])
    del body["code"]

    updated = data(await post(cached_app, "/update", {"id": created["id"], **body}, content_headers))

    assert updated["titles"] == texts("Snow Days") and updated["code"] == "winter-festival"
    assert updated["state"] == PUBLISHED, "an update keeps the published state"
    assert await explore(cached_app) == ["Snow Days en"]
    [entry] = await audit_rows(cached_app, "promotion.article.update")
    assert entry.before["titles"] == texts("Winter Festival") and entry.before["spuIds"] == []
    assert entry.after["titles"] == texts("Snow Days") and entry.after["spuIds"] == [cat.spus["iron-saga"].id]


async def test_the_page_finds_articles_by_title_kind_category_and_state(
    cached_app: Any, cat: Catalogue, content_headers: dict[str, str]
) -> None:
    events = await category_id(cached_app, "events")
    news = {"type": NEWS, "startTime": None, "endTime": None}
    made = {}
    for code, extra in (
        ("winter-festival", {"categoryId": events}),
        ("patch-notes", {**news, "titles": texts("Patch Notes")}),
        ("spring-fair", {"titles": texts("Spring Fair")}),
    ):
        made[code] = data(await post(cached_app, "/create", activity(code, **extra), content_headers))["id"]
    await post(cached_app, "/publish", {"id": made["patch-notes"], "published": True}, content_headers)

    async def found(**params: Any) -> list[str]:
        page = data(await get(cached_app, "/page", params, content_headers))
        assert page["total"] == len(page["list"])
        return [row["code"] for row in page["list"]]

    assert await found() == ["spring-fair", "patch-notes", "winter-festival"]
    assert await found(title="FAIR") == ["spring-fair"]
    assert await found(title="简") == ["spring-fair", "patch-notes", "winter-festival"]
    assert await found(type=NEWS) == ["patch-notes"]
    assert await found(categoryId=events) == ["winter-festival"]
    assert await found(published=True) == ["patch-notes"]
    assert await found(published=False, type=ACTIVITY) == ["spring-fair", "winter-festival"]


def _invalid_bodies(cat: Catalogue) -> list[tuple[str, dict[str, Any], str]]:
    """(why, body, part of the reason the content file's import gives)."""
    return [
        ("no end", activity(endTime=None), "an activity needs startTime and endTime"),
        (
            "ends first",
            activity(startTime=in_hours(5), endTime=in_hours(1)),
            "endTime must be after startTime",
        ),
        ("news with a window", activity(type=NEWS), "news has a publishTime, not startTime or endTime"),
        ("a language missing", activity(titles={"en": "Only English"}), "titles.zh-Hans: is required"),
        ("a language too many", activity(titles={**texts("X"), "fr": "X"}), "titles.fr: is not a field"),
        (
            "script only",
            activity(bodies={**activity()["bodies"], "ja": "<script>x</script>"}),
            "bodies.ja: is empty",
        ),
        ("bad cover", activity(cover="javascript:alert(1)"), "cover: must be a /path or an https:// URL"),
        ("bad code", activity(code="Winter Festival"), "code: must be 1–64 characters"),
        ("unknown game", activity(spuIds=[987654]), "spuIds[0]: unknown game 987654"),
        (
            "unknown reward",
            activity(rewardItems=[{"kind": "item", "code": "nope", "quantity": 1}]),
            "rewardItems[0]: unknown item 'nope'",
        ),
        (
            "news with rewards",
            activity(type=NEWS, startTime=None, endTime=None, rewardItems=[{"kind": "item", "code": "x"}]),
            "only an activity gives rewardItems",
        ),
    ]


async def test_each_refusal_gives_the_import_files_reason_and_changes_nothing(
    cached_app: Any, cat: Catalogue, content_headers: dict[str, str]
) -> None:
    existing = data(await post(cached_app, "/create", activity("existing"), content_headers))
    before = await stored(cached_app)
    for why, body, reason in _invalid_bodies(cat):
        code, message = failure(await post(cached_app, "/create", body, content_headers))
        assert code == errors.ARTICLE_INVALID.code and reason in message, (why, message)
        update = {key: value for key, value in body.items() if key != "code"}
        if why != "bad code":
            code, message = failure(
                await post(cached_app, "/update", {"id": existing["id"], **update}, content_headers)
            )
            assert code == errors.ARTICLE_INVALID.code and reason in message, (why, message)
    refusals = [
        ("/create", activity("existing"), errors.ARTICLE_CODE_TAKEN.code),
        ("/create", activity(categoryId=987654), errors.ARTICLE_CATEGORY_NOT_FOUND.code),
        ("/create", activity(titles={**texts("X"), "en": "Bell\x07"}), BAD_REQUEST.code),
        ("/create", activity(type=3), BAD_REQUEST.code),
        ("/update", {"id": 987654, **activity()}, errors.ARTICLE_NOT_FOUND.code),
        ("/publish", {"id": 987654, "published": True}, errors.ARTICLE_NOT_FOUND.code),
        ("/publish", {"id": existing["id"]}, BAD_REQUEST.code),
    ]
    for path, body, expected in refusals:
        assert failure(await post(cached_app, path, body, content_headers))[0] == expected, (path, body)
    assert (
        failure(await get(cached_app, "/get", {"id": 987654}, content_headers))[0]
        == errors.ARTICLE_NOT_FOUND.code
    )
    assert await stored(cached_app) == before


def content_file(cat: Catalogue) -> dict[str, Any]:
    return {
        "articles": [
            {
                "code": "summer-sale",
                "type": "activity",
                "category": "events",
                "titles": texts("Summer Sale"),
                "summaries": texts("Sun"),
                "bodies": {lang: "<p>Sun</p>" for lang in LANGS},
                "cover": "/covers/summer.svg",
                "startTime": "2026-01-01T00:00:00Z",
                "endTime": "2099-01-01T00:00:00Z",
                "games": ["star-raid"],
            },
            {"code": "broken", "type": "news", "titles": texts("Broken")},
        ],
    }


async def test_an_uploaded_content_file_is_imported_row_by_row_and_explore_shows_it(
    cached_app: Any, cat: Catalogue, content_headers: dict[str, str]
) -> None:
    assert await explore(cached_app) == []  # now cached

    report = data(await upload(cached_app, json.dumps(content_file(cat)).encode(), content_headers))

    assert report["ok"] is False
    assert report["counts"]["articles"] == {"created": 1, "updated": 0, "rejected": 1}
    good, bad = report["rows"]
    assert good == {"section": "articles", "index": 0, "code": "summer-sale", "ok": True, "message": ""}
    assert (bad["index"], bad["code"], bad["ok"]) == (1, "broken", False)
    assert "summaries: is required" in bad["message"] and "cover: is required" in bad["message"]
    assert await explore(cached_app) == ["Summer Sale en"]
    [entry] = await audit_rows(cached_app, "promotion.article.import")
    assert entry.after["file"] == "content.json"
    assert entry.after["counts"]["articles"] == {"created": 1, "updated": 0, "rejected": 1}
    # Once more: the good row is updated (matched on its code).
    again = data(await upload(cached_app, json.dumps(content_file(cat)).encode(), content_headers))
    assert again["counts"]["articles"] == {"created": 0, "updated": 1, "rejected": 1}


async def test_a_file_that_is_not_json_is_refused_and_changes_nothing(
    cached_app: Any, cat: Catalogue, content_headers: dict[str, str]
) -> None:
    before = await stored(cached_app)
    deep, not_a_number = b"[" * 100_000 + b"]" * 100_000, b'{"articles": [{"sort": NaN}]}'
    for content in (b'{"articles": [', b"\xff\xfe not utf-8", b"", deep, not_a_number):
        code, message = failure(await upload(cached_app, content, content_headers))
        assert code == errors.ARTICLE_FILE_UNREADABLE.code and "nothing was imported" in message, content
    # Not an object: the import's own report, as the command gives it.
    report = data(await upload(cached_app, b"[]", content_headers))
    assert report["ok"] is False and report["rows"][0]["message"] == "must hold one JSON object"
    assert (await stored(cached_app))["articles"] == before["articles"]


@pytest.mark.parametrize("role", ["support", "catalogue", "none"])
async def test_other_roles_are_refused_on_the_server_and_nothing_changes(
    cached_app: Any, cat: Catalogue, content_headers: dict[str, str], role: str
) -> None:
    existing = data(await post(cached_app, "/create", activity(), content_headers))
    headers = None if role == "none" else await operator_headers(cached_app, role)
    refused = 401 if role == "none" else 403
    before = await stored(cached_app)
    update = {key: value for key, value in activity().items() if key != "code"}
    assert failure(await get(cached_app, "/page", {}, headers))[0] == refused
    assert failure(await get(cached_app, "/get", {"id": existing["id"]}, headers))[0] == refused
    assert failure(await post(cached_app, "/create", activity("another"), headers))[0] == refused
    assert failure(await post(cached_app, "/update", {"id": existing["id"], **update}, headers))[0] == refused
    assert (
        failure(await post(cached_app, "/publish", {"id": existing["id"], "published": True}, headers))[0]
        == refused
    )
    assert failure(await upload(cached_app, json.dumps(content_file(cat)).encode(), headers))[0] == refused
    assert await stored(cached_app) == before
