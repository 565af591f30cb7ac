"""Resolving a share code (what the mini program's home page does with a mini-program code's scene):
the shared page's route and tracking string as share info gives them, by poster unless another
method is named; an unknown code, or one whose page is no longer served, is not found; bad input is
refused before the database."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import select, update

from conftest import bearer, data, failure, login_by_sms
from fixtures.catalogue import small_catalogue
from fixtures.shop import member_id
from gamestore.content import article_service
from gamestore.content.importer import import_content
from gamestore.core import clock
from gamestore.core.db import unit_of_work
from gamestore.growth import errors
from gamestore.models import Article, Spu

RESOLVE = "/member/share/resolve"
SHARER = "13800138601"
LANGS = ("en", "zh-Hans", "zh-Hant", "ja")


def article(code: str, kind: str) -> dict[str, Any]:
    now = clock.now()
    window = {"startTime": now.isoformat(), "endTime": (now + timedelta(days=7)).isoformat()}
    return {
        "code": code,
        "type": kind,
        "titles": dict.fromkeys(LANGS, f"{kind} {code}"),
        "summaries": dict.fromkeys(LANGS, "About it"),
        "bodies": dict.fromkeys(LANGS, "<p>Body</p>"),
        "cover": "/covers/launch.svg",
        **(window if kind == "activity" else {}),
    }


@pytest.fixture
async def pages(app: Any) -> dict[str, int]:
    """A game, an activity and a news article, each by id."""
    async with unit_of_work(app.state.sessions) as session:
        game = (await small_catalogue(session)).spus["star-raid"].id
        report = await import_content(
            session, {"articles": [article("launch", "activity"), article("patch", "news")]}
        )
        assert report.ok, report.render()
    async with app.state.sessions() as session:
        ids = {
            code: article_id for code, article_id in await session.execute(select(Article.code, Article.id))
        }
    return {"game": game, "activity": ids["launch"], "news": ids["patch"]}


async def share_info(client: httpx.AsyncClient, headers: dict[str, str], **params: Any) -> Any:
    query = {"platform": 3, "method": 2} | params
    return data(await client.get("/member/share/info", params=query, headers=headers))


async def resolve(client: httpx.AsyncClient, **params: Any) -> httpx.Response:
    return await client.get(RESOLVE, params=params)


@pytest.mark.parametrize(
    ("page", "kind", "route"),
    [
        (1, None, "/pages/index/index?spm={spm}"),
        (2, "game", "/pages/goods/gameDetail?id={id}&spm={spm}"),
        (3, "activity", "/pages/goods/detail?id={id}&spm={spm}"),
        (4, "news", "/pages/goods/detail?id={id}&type=news&spm={spm}"),
    ],
)
async def test_a_code_opens_its_page_with_the_posters_tracking_string(
    app: Any,
    client: httpx.AsyncClient,
    outbox: Any,
    pages: dict[str, int],
    page: int,
    kind: str | None,
    route: str,
) -> None:
    me = bearer(await login_by_sms(client, outbox, SHARER))
    sharer = await member_id(app, SHARER)
    query_id = pages[kind] if kind else 0
    by_poster = await share_info(client, me, page=page, id=query_id)
    spm = f"{sharer}.{page}.{query_id}.3.2"
    assert data(await resolve(client, code=by_poster["code"])) == {
        "path": route.format(id=query_id, spm=spm),
        "spm": spm,
    }
    assert by_poster["path"] == route.format(id=query_id, spm=spm) and by_poster["query"] == spm

    forwarded = await share_info(client, me, page=page, id=query_id, method=1)
    assert data(await resolve(client, code=by_poster["code"], method=1)) == {
        "path": forwarded["path"],
        "spm": forwarded["query"],
    }
    assert forwarded["query"] == f"{sharer}.{page}.{query_id}.3.1"


async def test_a_visitors_share_resolves_to_sharer_zero_on_its_platform(
    client: httpx.AsyncClient, pages: dict[str, int]
) -> None:
    info = await share_info(client, {}, page=2, id=pages["game"], platform=1)
    answer = data(await resolve(client, code=info["code"]))
    assert answer["spm"] == f"0.2.{pages['game']}.1.2" and answer["path"] == info["path"]


async def test_an_unknown_code_is_not_found_in_the_users_language(client: httpx.AsyncClient) -> None:
    assert failure(await resolve(client, code="Nope1234", language="en")) == (
        errors.SHARE_CODE_NOT_FOUND.code,
        "This share no longer exists",
    )
    assert failure(await resolve(client, code="Nope1234", language="zh-Hans"))[1] == "该分享不存在"
    assert failure(await resolve(client, code="Nope1234", language="ja"))[1] == "この共有は存在しません"


async def test_a_code_whose_page_is_gone_is_not_found(
    app: Any, client: httpx.AsyncClient, pages: dict[str, int]
) -> None:
    codes = {kind: (await share_info(client, {}, page=page, id=pages[kind]))["code"] for kind, page in
             (("game", 2), ("activity", 3), ("news", 4))}  # fmt: skip
    async with unit_of_work(app.state.sessions) as session:
        await session.execute(update(Spu).where(Spu.id == pages["game"]).values(status=0))
        await session.execute(
            update(Article).where(Article.id == pages["activity"]).values(state=article_service.OFFLINE)
        )
        await session.execute(
            update(Article).where(Article.id == pages["news"]).values(state=article_service.DRAFT)
        )
    for code in codes.values():
        assert failure(await resolve(client, code=code))[0] == errors.SHARE_CODE_NOT_FOUND.code


@pytest.mark.parametrize(
    "params",
    [
        {},
        {"code": ""},
        {"code": "bad code"},
        {"code": "x" * 17},
        {"code": "中文"},
        {"code": "a\x00b"},
        {"code": "a%2Fb"},
        {"code": "Abcd1234", "method": 9},
        {"code": "Abcd1234", "method": "poster"},
        {"code": "Abcd1234", "method": ""},
    ],
)
async def test_bad_input_is_refused(client: httpx.AsyncClient, params: dict[str, Any]) -> None:
    assert failure(await resolve(client, **params))[0] == 400
