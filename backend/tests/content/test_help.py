"""The help centre (issue 15): categories of questions with sanitized rich-text answers in the
asked language, a search over questions and answers, and unpublished or unknown entries not found."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest
from sqlalchemy import select

from conftest import data, failure
from gamestore.content.errors import HELP_ARTICLE_NOT_FOUND
from gamestore.content.importer import import_content
from gamestore.core import clock
from gamestore.core.db import unit_of_work
from gamestore.demo.explore import EXPLORE, timed_from
from gamestore.models import HelpArticle


@pytest.fixture
async def demo_help(app: Any) -> None:
    content = timed_from(json.loads(EXPLORE.read_text(encoding="utf-8")), clock.now())
    help_only = {"helpCategories": content["helpCategories"], "help": content["help"]}
    help_only["help"].append(
        {
            "code": "unpublished",
            "category": "keys",
            "titles": {lang: "Hidden question" for lang in ("en", "zh-Hans", "zh-Hant", "ja")},
            "bodies": {lang: "<p>Hidden</p>" for lang in ("en", "zh-Hans", "zh-Hant", "ja")},
            "status": "draft",
        }
    )
    async with unit_of_work(app.state.sessions) as session:
        report = await import_content(session, help_only)
    assert report.ok, report.render()


async def test_categories_and_their_questions_in_the_asked_language(
    client: httpx.AsyncClient, demo_help: None
) -> None:
    categories = data(await client.get("/system/help/category/list", headers={"content-language": "en"}))
    assert [c["name"] for c in categories] == [
        "Buying and keys",
        "Payment and wallet",
        "Account and membership",
    ]
    keys = data(
        await client.get(
            "/system/help/article/page",
            params={"categoryId": categories[0]["id"]},
            headers={"content-language": "ja"},
        )
    )
    assert keys["total"] == 3, "the unpublished question is not listed"
    assert keys["list"][0]["title"] == "Steamでキーを有効化するには？"
    answer = data(
        await client.get(
            "/system/help/article/get",
            params={"id": keys["list"][0]["id"]},
            headers={"content-language": "en"},
        )
    )
    assert answer["title"] == "How do I redeem a key on Steam?"
    assert answer["content"].startswith("<ol><li>Open the order")


async def test_search_finds_words_of_questions_and_answers_in_any_language(
    client: httpx.AsyncClient, demo_help: None
) -> None:
    async def titles(keyword: str) -> list[str]:
        page = data(
            await client.get(
                "/system/help/article/page", params={"keyword": keyword}, headers={"content-language": "en"}
            )
        )
        return [row["title"] for row in page["list"]]

    assert await titles("REFUND") == ["Can I get a refund?"]
    assert await titles("14 天内") == ["Can I get a refund?"], "an answer's words, in Chinese"
    assert await titles("Hidden") == []
    assert await titles("<ol>") == [], "markup is not searched"
    assert await titles("%") == []


async def test_an_unpublished_or_unknown_question_is_not_found(
    client: httpx.AsyncClient, demo_help: None, app: Any
) -> None:
    async with app.state.sessions() as session:
        hidden = await session.scalar(select(HelpArticle.id).where(HelpArticle.code == "unpublished"))
    for article_id in (hidden, 999_999):
        response = await client.get("/system/help/article/get", params={"id": article_id})
        assert failure(response)[0] == HELP_ARTICLE_NOT_FOUND.code
