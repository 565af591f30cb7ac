"""Activities and news (the Explore tab): only published ones whose publish time has come are
served; an activity's status (upcoming, ongoing, ended) follows the clock."""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol

from sqlalchemy import Select, and_, bindparam, case, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue.schemas import ActivityStatus
from gamestore.content.errors import ARTICLE_NOT_FOUND, ARTICLE_OFFLINE
from gamestore.content.schemas import (
    ArticleCategoryResp,
    ArticleDetailResp,
    ArticlePageReq,
    ArticleResp,
    ArticleRewardItemResp,
    ArticleType,
)
from gamestore.core import clock
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang
from gamestore.core.lookup import upsert_by_code
from gamestore.core.pagination import AnySelect, PagedQuery, PageResult
from gamestore.core.richtext import sanitize
from gamestore.core.search import LIKE_ESCAPE, contains_pattern
from gamestore.core.texts import text
from gamestore.core.times import epoch_ms, optional_epoch_ms
from gamestore.engagement import rewards
from gamestore.models.content import Article, ArticleCategory

ACTIVITY, NEWS = ArticleType.ACTIVITY, ArticleType.NEWS
DRAFT, PUBLISHED, OFFLINE = 0, 1, 2
UPCOMING, ONGOING, ENDED = ActivityStatus.UPCOMING, ActivityStatus.ONGOING, ActivityStatus.ENDED


class _Card(Protocol):
    """What a card is made of: an Article, or a row of ``_CARD_COLUMNS``."""

    id: int
    type: int
    category_id: int | None
    titles: dict[str, str]
    summaries: dict[str, str]
    cover: str
    start_time: datetime | None
    end_time: datetime | None
    publish_time: datetime
    browse_count: int


def activity_status(article: _Card, now: datetime) -> ActivityStatus | None:
    if article.type != ACTIVITY or article.start_time is None or article.end_time is None:
        return None
    if now < article.start_time:
        return UPCOMING
    return ONGOING if now < article.end_time else ENDED


async def next_change(session: AsyncSession, now: datetime) -> datetime | None:
    """The first time after ``now`` a published article appears or an activity starts or ends:
    Explore's lists change then (the visitors' cache drops them: core/cache_bus.py)."""
    after = (
        func.min(Article.publish_time).filter(Article.publish_time > now),
        func.min(Article.start_time).filter(Article.start_time > now),
        func.min(Article.end_time).filter(Article.end_time > now),
    )
    row = (await session.execute(select(*after).where(Article.state == PUBLISHED))).one()
    return min((moment for moment in row if moment is not None), default=None)


async def categories(session: AsyncSession, lang: Lang) -> list[ArticleCategoryResp]:
    rows = await session.scalars(select(ArticleCategory).order_by(ArticleCategory.sort, ArticleCategory.id))
    return [ArticleCategoryResp(id=row.id, name=text(row.names, lang), sort=row.sort) for row in rows]


def _visible(now: Any) -> Any:
    return and_(Article.state == PUBLISHED, Article.publish_time <= now)


def _with_status(stmt: AnySelect, status: int, now: Any) -> AnySelect:
    stmt = stmt.where(Article.type == ACTIVITY)
    if status == UPCOMING:
        return stmt.where(Article.start_time > now)
    if status == ONGOING:
        return stmt.where(Article.start_time <= now, Article.end_time > now)
    return stmt.where(Article.end_time <= now)


# What a card shows: not the four languages' bodies (decoding them would cost more than the query).
_CARD_COLUMNS = (
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


@functools.cache
def _page_query(
    by_type: bool, status: ActivityStatus | None, by_category: bool, by_keyword: bool
) -> PagedQuery:
    """Built once per combination of filters, the moment and the values bound at each run."""
    now = bindparam("now", type_=Article.publish_time.type)
    stmt = select(*_CARD_COLUMNS).where(_visible(now))
    if by_type:
        stmt = stmt.where(Article.type == bindparam("type"))
    if status is not None:
        stmt = _with_status(stmt, status, now)
    if by_category:
        stmt = stmt.where(Article.category_id == bindparam("category_id"))
    if by_keyword:
        stmt = stmt.where(Article.search_text.like(bindparam("pattern"), escape=LIKE_ESCAPE))
    # Ended activities after everything still to come or running; then newest first.
    ended = case((and_(Article.type == ACTIVITY, Article.end_time <= now), 1), else_=0)
    stmt = stmt.order_by(Article.sort.desc(), ended, Article.publish_time.desc(), Article.id.desc())
    return PagedQuery(stmt, whole_rows=True)


async def page(session: AsyncSession, params: ArticlePageReq, lang: Lang) -> PageResult[ArticleResp]:
    now = clock.now()
    pattern = contains_pattern(params.keyword)
    values = {"now": now, "type": params.type, "category_id": params.categoryId, "pattern": pattern or None}
    query = _page_query(params.type is not None, params.status, params.categoryId is not None, bool(pattern))
    rows, total = await query.run(session, params, **{k: v for k, v in values.items() if v is not None})
    return PageResult(list=[_summary(row, lang, now) for row in rows], total=total)


def _summary(row: _Card, lang: Lang, now: datetime) -> ArticleResp:
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


def published_ids() -> Select[int]:
    """The published articles' ids, for another domain's query (an activity's reminders)."""
    return select(Article.id).where(Article.state == PUBLISHED)


async def by_ids(session: AsyncSession, article_ids: Iterable[int]) -> dict[int, Article]:
    """The stored articles among ``article_ids`` (a missing one is simply absent)."""
    wanted = set(article_ids)
    if not wanted:
        return {}
    return {row.id: row for row in await session.scalars(select(Article).where(Article.id.in_(wanted)))}


@dataclass(frozen=True, slots=True)
class ArticleBrief:
    """An article as a share of it shows it."""

    id: int
    type: ArticleType
    title: str
    summary: str
    cover: str


async def brief(session: AsyncSession, article_id: int, lang: Lang) -> ArticleBrief:
    """The served article's title, summary and cover (errors as ``served``)."""
    row = await served(session, article_id)
    return ArticleBrief(
        row.id, ArticleType(row.type), text(row.titles, lang), text(row.summaries, lang), row.cover
    )


async def purchase_rewards(
    session: AsyncSession, spu_ids: Iterable[int]
) -> list[tuple[int, list[dict[str, Any]]]]:
    """The rewards of the activities running now (published, between start and end) that feature one
    of ``spu_ids``: (activity id, reward items) for a member who just paid for them."""
    now = clock.now()
    bought = set(spu_ids)
    rows = await session.execute(
        select(Article.id, Article.spu_ids, Article.reward_items).where(
            _visible(now), Article.type == ACTIVITY, Article.start_time <= now, Article.end_time > now
        )
    )
    return [
        (article_id, list(reward_items))
        for article_id, featured, reward_items in rows
        if reward_items and bought.intersection(featured or [])
    ]


async def get(session: AsyncSession, article_id: int, lang: Lang) -> ArticleDetailResp:
    row = await served(session, article_id)
    now = clock.now()
    return ArticleDetailResp(
        **_summary(row, lang, now).model_dump(),
        content=text(row.bodies, lang),
        spuIds=list(row.spu_ids),
        rewardItems=[
            ArticleRewardItemResp(
                kind=reward.kind,
                code=reward.code,
                name=reward.name,
                picUrl=reward.pic_url,
                quantity=reward.quantity,
            )
            for reward in await rewards.briefs(session, row.reward_items or [], lang)
        ],
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
    reward_items: list[dict[str, Any]]  # an activity's, for members paying for one of its games
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
        "reward_items": list(item.reward_items),
        "sort": item.sort,
        "search_text": " ".join(dict.fromkeys(title.lower() for title in item.titles.values())),
    } | ({"publish_time": item.publish_time} if item.publish_time else {})
