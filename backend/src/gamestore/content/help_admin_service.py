"""The console's help screen (content): the help centre's categories and questions with every
language side by side, created and changed through the content file's import (`gamestore
import-articles`, its ``helpCategories`` and ``help`` sections: one row, the same checks and reasons,
the same saving through help_service, the same caches told). Every change is audited."""

from __future__ import annotations

from typing import Any

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.content.errors import (
    HELP_ARTICLE_NOT_FOUND,
    HELP_CATEGORY_NOT_FOUND,
    HELP_CODE_TAKEN,
    HELP_INVALID,
)
from gamestore.content.help_admin_schemas import (
    AdminHelpArticleCreateReq,
    AdminHelpArticleDetailResp,
    AdminHelpArticleFields,
    AdminHelpArticlePageReq,
    AdminHelpArticleResp,
    AdminHelpArticleUpdateReq,
    AdminHelpCategoryCreateReq,
    AdminHelpCategoryResp,
    AdminHelpCategoryUpdateReq,
)
from gamestore.content.importer import import_content
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang
from gamestore.core.operators import OperatorPrincipal
from gamestore.core.pagination import PageResult, paginate
from gamestore.core.search import LIKE_ESCAPE, contains_pattern
from gamestore.core.texts import text
from gamestore.core.times import epoch_ms
from gamestore.models.content import HelpArticle, HelpCategory
from gamestore.system import audit

CATEGORY_ENTITY = "system_help_category"
ARTICLE_ENTITY = "system_help_article"
# The file's field names where the console's differ (its reasons name the file's).
_API_FIELDS = (("category", "categoryId"), ("status", "published"))

# -- categories ----------------------------------------------------------------------------------


async def categories(session: AsyncSession) -> list[AdminHelpCategoryResp]:
    """As the help centre orders them, with how many questions each holds."""
    counts = dict(
        (
            await session.execute(
                select(HelpArticle.category_id, func.count()).group_by(HelpArticle.category_id)
            )
        ).all()
    )
    rows = await session.scalars(select(HelpCategory).order_by(HelpCategory.sort, HelpCategory.id))
    return [_category(row, counts.get(row.id, 0)) for row in rows]


def _category(row: HelpCategory, article_count: int = 0) -> AdminHelpCategoryResp:
    return AdminHelpCategoryResp(
        id=row.id, code=row.code, names=dict(row.names), sort=row.sort, articleCount=article_count
    )


def _category_snapshot(row: HelpCategory) -> dict[str, Any]:
    return {"code": row.code, "names": dict(row.names), "sort": row.sort}


async def _category_row(session: AsyncSession, category_id: int) -> HelpCategory:
    row = await session.get(HelpCategory, category_id)
    if row is None:
        raise AppError(HELP_CATEGORY_NOT_FOUND)
    return row


def _reason(field: str, reason: str) -> str:
    for file_name, api_name in _API_FIELDS:
        if field == file_name or field.startswith((f"{file_name}[", f"{file_name}.")):
            field = api_name + field[len(file_name) :]
    return f"{field}: {reason}" if field else reason


async def _import_row(session: AsyncSession, section: str, row: dict[str, Any]) -> None:
    """Import the one row; its problems refuse the request (nothing is saved)."""
    report = await import_content(session, {section: [row]})
    if report.problems:
        raise AppError(HELP_INVALID, reasons="; ".join(_reason(p.field, p.reason) for p in report.problems))


async def _saved_category(session: AsyncSession, code: str) -> HelpCategory:
    row = await session.scalar(select(HelpCategory).where(HelpCategory.code == code))
    assert row is not None  # just saved
    await session.refresh(row)  # the import wrote it with an UPDATE statement
    return row


async def create_category(
    session: AsyncSession,
    principal: OperatorPrincipal,
    body: AdminHelpCategoryCreateReq,
) -> AdminHelpCategoryResp:
    if await session.scalar(select(HelpCategory.id).where(HelpCategory.code == body.code)) is not None:
        raise AppError(HELP_CODE_TAKEN, code=body.code)
    row = {"code": body.code, "names": dict(body.names), "sort": body.sort}
    await _import_row(session, "helpCategories", row)
    category = await _saved_category(session, body.code)
    await audit.record(
        session,
        principal,
        "content.help_category.create",
        CATEGORY_ENTITY,
        category.id,
        None,
        _category_snapshot(category),
    )
    return _category(category)


async def update_category(
    session: AsyncSession,
    principal: OperatorPrincipal,
    body: AdminHelpCategoryUpdateReq,
) -> AdminHelpCategoryResp:
    """Its names and order (not its code)."""
    category = await _category_row(session, body.id)
    before = _category_snapshot(category)
    row = {"code": category.code, "names": dict(body.names), "sort": body.sort}
    await _import_row(session, "helpCategories", row)
    category = await _saved_category(session, category.code)
    await audit.record(
        session,
        principal,
        "content.help_category.update",
        CATEGORY_ENTITY,
        category.id,
        before,
        _category_snapshot(category),
    )
    count = await session.scalar(
        select(func.count()).select_from(HelpArticle).where(HelpArticle.category_id == category.id)
    )
    return _category(category, int(count or 0))


# -- questions -----------------------------------------------------------------------------------


def _summary_fields(row: HelpArticle, lang: Lang) -> dict[str, Any]:
    return {
        "id": row.id,
        "code": row.code,
        "categoryId": row.category_id,
        "title": text(row.titles, lang),
        "titles": dict(row.titles),
        "published": row.published,
        "sort": row.sort,
        "updateTime": epoch_ms(row.updated_at),
    }


async def article_page(
    session: AsyncSession, params: AdminHelpArticlePageReq, lang: Lang
) -> PageResult[AdminHelpArticleResp]:
    """Drafts too; as the help centre orders them."""
    stmt = select(HelpArticle).order_by(HelpArticle.sort, HelpArticle.id)
    if params.categoryId is not None:
        stmt = stmt.where(HelpArticle.category_id == params.categoryId)
    if params.published is not None:
        stmt = stmt.where(HelpArticle.published.is_(params.published))
    pattern = contains_pattern(params.keyword)
    if pattern:
        stmt = stmt.where(HelpArticle.search_text.like(pattern, escape=LIKE_ESCAPE))
    rows, total = await paginate(session, stmt, params)
    return PageResult(list=[AdminHelpArticleResp(**_summary_fields(row, lang)) for row in rows], total=total)


async def _article_row(session: AsyncSession, article_id: int) -> HelpArticle:
    row = await session.get(HelpArticle, article_id)
    if row is None:
        raise AppError(HELP_ARTICLE_NOT_FOUND)
    return row


async def article_detail(session: AsyncSession, article_id: int, lang: Lang) -> AdminHelpArticleDetailResp:
    row = await _article_row(session, article_id)
    return _detail(row, lang)


def _detail(row: HelpArticle, lang: Lang) -> AdminHelpArticleDetailResp:
    return AdminHelpArticleDetailResp(**_summary_fields(row, lang), bodies=dict(row.bodies))


def _article_snapshot(row: HelpArticle) -> dict[str, Any]:
    return {
        "code": row.code,
        "categoryId": row.category_id,
        "titles": dict(row.titles),
        "bodies": dict(row.bodies),
        "published": row.published,
        "sort": row.sort,
    }


async def _article_file_row(session: AsyncSession, body: AdminHelpArticleFields, code: str) -> dict[str, Any]:
    category = await _category_row(session, body.categoryId)
    return {
        "code": code,
        "category": category.code,
        "titles": dict(body.titles),
        "bodies": dict(body.bodies),
        "status": "published" if body.published else "draft",
        "sort": body.sort,
    }


async def _saved_article(session: AsyncSession, code: str) -> HelpArticle:
    row = await session.scalar(select(HelpArticle).where(HelpArticle.code == code))
    assert row is not None  # just saved
    await session.refresh(row)
    return row


async def create_article(
    session: AsyncSession,
    principal: OperatorPrincipal,
    body: AdminHelpArticleCreateReq,
    lang: Lang,
) -> AdminHelpArticleDetailResp:
    if await session.scalar(select(HelpArticle.id).where(HelpArticle.code == body.code)) is not None:
        raise AppError(HELP_CODE_TAKEN, code=body.code)
    row = await _article_file_row(session, body, body.code)
    await _import_row(session, "help", row)
    article = await _saved_article(session, body.code)
    await audit.record(
        session,
        principal,
        "content.help.create",
        ARTICLE_ENTITY,
        article.id,
        None,
        _article_snapshot(article),
    )
    return _detail(article, lang)


async def update_article(
    session: AsyncSession,
    principal: OperatorPrincipal,
    body: AdminHelpArticleUpdateReq,
    lang: Lang,
) -> AdminHelpArticleDetailResp:
    """Every field but the code."""
    article = await _article_row(session, body.id)
    before = _article_snapshot(article)
    row = await _article_file_row(session, body, article.code)
    await _import_row(session, "help", row)
    article = await _saved_article(session, article.code)
    await audit.record(
        session,
        principal,
        "content.help.update",
        ARTICLE_ENTITY,
        article.id,
        before,
        _article_snapshot(article),
    )
    return _detail(article, lang)
