"""Activities and news (the Explore tab): only published ones whose publish time has come are
served; an activity's status (upcoming, ongoing, ended) follows the clock."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Select, and_, case, select, update
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import load_only

from gamestore.core import clock
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang
from gamestore.core.lookup import upsert_by_code
from gamestore.core.pagination import PageResult, paginate
from gamestore.core.richtext import sanitize
from gamestore.core.search import LIKE_ESCAPE, contains_pattern
from gamestore.core.texts import text
from gamestore.core.times import epoch_ms, optional_epoch_ms
from gamestore.models.promotion import Article, ArticleCategory
from gamestore.promotion.errors import ARTICLE_NOT_FOUND, ARTICLE_OFFLINE
from gamestore.promotion.schemas import (
    ActivityStatus,
    ArticleCategoryResp,
    ArticleDetailResp,
    ArticlePageReq,
    ArticleResp,
    ArticleType,
)

ACTIVITY, NEWS = ArticleType.ACTIVITY, ArticleType.NEWS
DRAFT, PUBLISHED, OFFLINE = 0, 1, 2
UPCOMING, ONGOING, ENDED = ActivityStatus.UPCOMING, ActivityStatus.ONGOING, ActivityStatus.ENDED


def activity_status(article: Article, now: datetime) -> ActivityStatus | None:
    if article.type != ACTIVITY or article.start_time is None or article.end_time is None:
        return None
    if now < article.start_time:
        return UPCOMING
    return ONGOING if now < article.end_time else ENDED


async def categories(session: AsyncSession, lang: Lang) -> list[ArticleCategoryResp]:
    rows = await session.scalars(select(ArticleCategory).order_by(ArticleCategory.sort, ArticleCategory.id))
    return [ArticleCategoryResp(id=row.id, name=text(row.names, lang), sort=row.sort) for row in rows]


def _visible(now: datetime) -> Any:
    return and_(Article.state == PUBLISHED, Article.publish_time <= now)


def _with_status(stmt: Select[Any], status: int, now: datetime) -> Select[Any]:
    stmt = stmt.where(Article.type == ACTIVITY)
    if status == UPCOMING:
        return stmt.where(Article.start_time > now)
    if status == ONGOING:
        return stmt.where(Article.start_time <= now, Article.end_time > now)
    return stmt.where(Article.end_time <= now)


# What a card shows: not the four languages' bodies (decoding them would cost more than the query).
_SUMMARY_COLUMNS = (
    Article.id,
    Article.type,
    Article.category_id,
    Article.titles,
    Article.summaries,
    Article.cover,
    Article.start_time,
    Article.end_time,
    Article.publish_time,
    Article.browse_count,
)


async def page(session: AsyncSession, params: ArticlePageReq, lang: Lang) -> PageResult[ArticleResp]:
    now = clock.now()
    stmt = select(Article).options(load_only(*_SUMMARY_COLUMNS)).where(_visible(now))
    if params.type is not None:
        stmt = stmt.where(Article.type == params.type)
    if params.status is not None:
        stmt = _with_status(stmt, params.status, now)
    if params.categoryId is not None:
        stmt = stmt.where(Article.category_id == params.categoryId)
    pattern = contains_pattern(params.keyword)
    if pattern:
        stmt = stmt.where(Article.search_text.like(pattern, escape=LIKE_ESCAPE))
    # Ended activities after everything still to come or running; then newest first.
    ended = case((and_(Article.type == ACTIVITY, Article.end_time <= now), 1), else_=0)
    stmt = stmt.order_by(Article.sort.desc(), ended, Article.publish_time.desc(), Article.id.desc())
    rows, total = await paginate(session, stmt, params)
    return PageResult(list=[_summary(row, lang, now) for row in rows], total=total)


def _summary(row: Article, lang: Lang, now: datetime) -> ArticleResp:
    return ArticleResp(
        id=row.id,
        type=row.type,
        categoryId=row.category_id,
        title=text(row.titles, lang),
        introduction=text(row.summaries, lang),
        picUrl=row.cover,
        status=activity_status(row, now),
        startTime=optional_epoch_ms(row.start_time),
        endTime=optional_epoch_ms(row.end_time),
        publishTime=epoch_ms(row.publish_time),
        browseCount=row.browse_count,
    )


async def served(session: AsyncSession, article_id: int) -> Article:
    """The article the app may show; a taken-offline one answers its own code so the page can say so."""
    row = await session.get(Article, article_id)
    if row is None or row.state == DRAFT or row.publish_time > clock.now():
        raise AppError(ARTICLE_NOT_FOUND)
    if row.state == OFFLINE:
        raise AppError(ARTICLE_OFFLINE)
    return row


async def get(session: AsyncSession, article_id: int, lang: Lang) -> ArticleDetailResp:
    row = await served(session, article_id)
    now = clock.now()
    return ArticleDetailResp(
        **_summary(row, lang, now).model_dump(),
        content=text(row.bodies, lang),
        spuIds=list(row.spu_ids),
        serverTime=epoch_ms(now),
    )


async def add_browse_count(session: AsyncSession, article_id: int) -> None:
    await served(session, article_id)
    await session.execute(
        update(Article).where(Article.id == article_id).values(browse_count=Article.browse_count + 1)
    )


@dataclass(frozen=True, slots=True)
class ArticleCategoryInput:
    code: str
    names: Mapping[str, str]
    sort: int


@dataclass(frozen=True, slots=True)
class ArticleInput:
    """An activity or news item from the operator's file; ``bodies`` are sanitized when saved."""

    code: str
    type: int
    state: int
    category_code: str | None
    titles: Mapping[str, str]
    summaries: Mapping[str, str]
    bodies: Mapping[str, str]
    cover: str
    publish_time: datetime | None  # None: keep the stored one (now for a new article)
    start_time: datetime | None
    end_time: datetime | None
    spu_ids: list[int]
    sort: int


async def category_codes(session: AsyncSession) -> set[str]:
    return set(await session.scalars(select(ArticleCategory.code)))


async def save_categories(session: AsyncSession, wanted: list[ArticleCategoryInput]) -> tuple[int, int]:
    return await upsert_by_code(
        session, ArticleCategory, ((c.code, {"names": dict(c.names), "sort": c.sort}) for c in wanted)
    )


async def save_articles(session: AsyncSession, wanted: list[ArticleInput]) -> tuple[int, int]:
    """Create or update articles by code (their categories saved first)."""
    category_ids = {
        code: category_id
        for code, category_id in await session.execute(select(ArticleCategory.code, ArticleCategory.id))
    }
    return await upsert_by_code(
        session, Article, ((item.code, _columns(item, category_ids)) for item in wanted)
    )


def _columns(item: ArticleInput, category_ids: Mapping[str, int]) -> dict[str, Any]:
    return {
        "type": item.type,
        "state": item.state,
        "category_id": category_ids.get(item.category_code) if item.category_code else None,
        "titles": dict(item.titles),
        "summaries": dict(item.summaries),
        "bodies": {lang: sanitize(body) for lang, body in item.bodies.items()},
        "cover": item.cover,
        "start_time": item.start_time,
        "end_time": item.end_time,
        "spu_ids": list(item.spu_ids),
        "sort": item.sort,
        "search_text": " ".join(dict.fromkeys(title.lower() for title in item.titles.values())),
    } | ({"publish_time": item.publish_time} if item.publish_time else {})
