"""The help centre: categories of questions with rich-text answers per language, and a search over
both."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.content.errors import HELP_ARTICLE_NOT_FOUND
from gamestore.content.schemas import (
    HelpArticleDetailResp,
    HelpArticlePageReq,
    HelpArticleResp,
    HelpCategoryResp,
)
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang
from gamestore.core.lookup import upsert_by_code
from gamestore.core.pagination import PageResult, paginate
from gamestore.core.richtext import plain_text, sanitize
from gamestore.core.search import LIKE_ESCAPE, contains_pattern
from gamestore.core.texts import text
from gamestore.models.content import HelpArticle, HelpCategory


async def categories(session: AsyncSession, lang: Lang) -> list[HelpCategoryResp]:
    rows = await session.scalars(select(HelpCategory).order_by(HelpCategory.sort, HelpCategory.id))
    return [HelpCategoryResp(id=row.id, name=text(row.names, lang), sort=row.sort) for row in rows]


async def page(session: AsyncSession, params: HelpArticlePageReq, lang: Lang) -> PageResult[HelpArticleResp]:
    stmt = select(HelpArticle).where(HelpArticle.published.is_(True))
    if params.categoryId is not None:
        stmt = stmt.where(HelpArticle.category_id == params.categoryId)
    pattern = contains_pattern(params.keyword)
    if pattern:
        stmt = stmt.where(HelpArticle.search_text.like(pattern, escape=LIKE_ESCAPE))
    stmt = stmt.order_by(HelpArticle.sort, HelpArticle.id)
    rows, total = await paginate(session, stmt, params)
    summaries = [
        HelpArticleResp(id=row.id, categoryId=row.category_id, title=text(row.titles, lang)) for row in rows
    ]
    return PageResult(list=summaries, total=total)


async def get(session: AsyncSession, article_id: int, lang: Lang) -> HelpArticleDetailResp:
    row = await session.get(HelpArticle, article_id)
    if row is None or not row.published:
        raise AppError(HELP_ARTICLE_NOT_FOUND)
    return HelpArticleDetailResp(
        id=row.id, categoryId=row.category_id, title=text(row.titles, lang), content=text(row.bodies, lang)
    )


@dataclass(frozen=True, slots=True)
class HelpCategoryInput:
    code: str
    names: Mapping[str, str]
    sort: int


@dataclass(frozen=True, slots=True)
class HelpInput:
    """A question and its answers from the operator's file; ``bodies`` are sanitized when saved."""

    code: str
    category_code: str
    titles: Mapping[str, str]
    bodies: Mapping[str, str]
    published: bool
    sort: int


async def category_codes(session: AsyncSession) -> set[str]:
    return set(await session.scalars(select(HelpCategory.code)))


async def save_categories(session: AsyncSession, wanted: list[HelpCategoryInput]) -> tuple[int, int]:
    return await upsert_by_code(
        session, HelpCategory, ((c.code, {"names": dict(c.names), "sort": c.sort}) for c in wanted)
    )


async def save_articles(session: AsyncSession, wanted: list[HelpInput]) -> tuple[int, int]:
    """Create or update help questions by code (their categories saved first)."""
    category_ids = {
        code: category_id
        for code, category_id in await session.execute(select(HelpCategory.code, HelpCategory.id))
    }
    return await upsert_by_code(
        session, HelpArticle, ((item.code, _columns(item, category_ids)) for item in wanted)
    )


def _columns(item: HelpInput, category_ids: Mapping[str, int]) -> dict[str, object]:
    bodies = {lang: sanitize(body) for lang, body in item.bodies.items()}
    words = [*item.titles.values(), *(plain_text(body) for body in bodies.values())]
    return {
        "category_id": category_ids[item.category_code],
        "titles": dict(item.titles),
        "bodies": bodies,
        "published": item.published,
        "sort": item.sort,
        "search_text": " ".join(dict.fromkeys(word.lower() for word in words)),
    }
