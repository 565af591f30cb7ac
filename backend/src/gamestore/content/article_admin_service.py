"""The console's activities and news (content): finding them with every language side by side,
creating and changing them through the content file's import (`gamestore import-articles`: one row,
the same checks and reasons, the same saving), publishing and taking them offline, and importing a
whole content file. Every change is audited and announced to the shop's caches (Explore's lists are
in the visitors' answers: core/cache_bus.py)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from sqlalchemy import Select, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import catalogue_service
from gamestore.catalogue.import_report import ImportReport
from gamestore.content import article_service
from gamestore.content.admin_schemas import (
    AdminArticleDetailResp,
    AdminArticlePageReq,
    AdminArticleResp,
    AdminRewardItemResp,
    ArticleCreateReq,
    ArticleFields,
    ArticleImportResp,
    ArticlePublishReq,
    ArticleUpdateReq,
    ContentImportRowResp,
)
from gamestore.content.errors import (
    ARTICLE_CATEGORY_NOT_FOUND,
    ARTICLE_CODE_TAKEN,
    ARTICLE_FILE_UNREADABLE,
    ARTICLE_INVALID,
    ARTICLE_NOT_FOUND,
)
from gamestore.content.importer import import_content
from gamestore.content.schemas import ArticleType
from gamestore.core import cache_bus
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang
from gamestore.core.import_report import counts_answer
from gamestore.core.operators import OperatorPrincipal
from gamestore.core.pagination import PageResult, paginate
from gamestore.core.search import LIKE_ESCAPE, contains_pattern
from gamestore.core.texts import text
from gamestore.core.times import epoch_ms, from_epoch_ms, optional_epoch_ms
from gamestore.core.upload_file import json_document
from gamestore.models.content import Article, ArticleCategory
from gamestore.system import audit

ENTITY = "promotion_article"
_FILE_TYPES = {ArticleType.ACTIVITY: "activity", ArticleType.NEWS: "news"}
_FILE_STATES = {
    article_service.DRAFT: "draft",
    article_service.PUBLISHED: "published",
    article_service.OFFLINE: "offline",
}
# The file's field names where the console's differ (its reasons name the file's).
_API_FIELDS = (("games", "spuIds"), ("category", "categoryId"))

# -- finding articles ----------------------------------------------------------------------------


def _filtered(params: AdminArticlePageReq) -> Select[Any]:
    stmt = select(Article).order_by(Article.id.desc())
    pattern = contains_pattern(params.title)
    if pattern:
        stmt = stmt.where(Article.search_text.like(pattern, escape=LIKE_ESCAPE))
    if params.type is not None:
        stmt = stmt.where(Article.type == params.type)
    if params.categoryId is not None:
        stmt = stmt.where(Article.category_id == params.categoryId)
    if params.published is not None:
        published = Article.state == article_service.PUBLISHED
        stmt = stmt.where(published if params.published else ~published)
    return stmt


def _summary_fields(article: Article, lang: Lang) -> dict[str, Any]:
    return {
        "id": article.id,
        "code": article.code,
        "type": article.type,
        "categoryId": article.category_id,
        "title": text(article.titles, lang),
        "cover": article.cover,
        "state": article.state,
        "published": article.state == article_service.PUBLISHED,
        "publishTime": epoch_ms(article.publish_time),
        "startTime": optional_epoch_ms(article.start_time),
        "endTime": optional_epoch_ms(article.end_time),
        "sort": article.sort,
        "browseCount": article.browse_count,
        "createTime": epoch_ms(article.created_at),
        "updateTime": epoch_ms(article.updated_at),
    }


async def page(
    session: AsyncSession, params: AdminArticlePageReq, lang: Lang
) -> PageResult[AdminArticleResp]:
    rows, total = await paginate(session, _filtered(params), params)
    return PageResult(list=[AdminArticleResp(**_summary_fields(row, lang)) for row in rows], total=total)


async def _article(session: AsyncSession, article_id: int) -> Article:
    article = await session.get(Article, article_id)
    if article is None:
        raise AppError(ARTICLE_NOT_FOUND)
    return article


async def detail(session: AsyncSession, article_id: int, lang: Lang) -> AdminArticleDetailResp:
    article = await _article(session, article_id)
    return AdminArticleDetailResp(
        **_summary_fields(article, lang),
        titles=dict(article.titles),
        summaries=dict(article.summaries),
        bodies=dict(article.bodies),
        spuIds=list(article.spu_ids),
        rewardItems=[AdminRewardItemResp(**reward) for reward in article.reward_items or []],
    )


# -- creating and changing one article, as one row of the content file ---------------------------


def _snapshot(article: Article) -> dict[str, Any]:
    return {
        "code": article.code,
        "type": article.type,
        "state": article.state,
        "categoryId": article.category_id,
        "titles": dict(article.titles),
        "summaries": dict(article.summaries),
        "bodies": dict(article.bodies),
        "cover": article.cover,
        "publishTime": epoch_ms(article.publish_time),
        "startTime": optional_epoch_ms(article.start_time),
        "endTime": optional_epoch_ms(article.end_time),
        "spuIds": list(article.spu_ids),
        "rewardItems": list(article.reward_items or []),
        "sort": article.sort,
    }


async def _category_code(session: AsyncSession, category_id: int | None) -> str | None:
    if category_id is None:
        return None
    code = await session.scalar(select(ArticleCategory.code).where(ArticleCategory.id == category_id))
    if code is None:
        raise AppError(ARTICLE_CATEGORY_NOT_FOUND)
    return code


async def _game_codes(session: AsyncSession, spu_ids: Sequence[int]) -> list[str]:
    """The featured games as the file names them (by code); an unknown id refused as the file refuses
    an unknown code."""
    codes = await catalogue_service.game_codes(session, spu_ids)
    unknown = [
        f"spuIds[{n}]: unknown game {spu_id}" for n, spu_id in enumerate(spu_ids) if spu_id not in codes
    ]
    if unknown:
        raise AppError(ARTICLE_INVALID, reasons="; ".join(unknown))
    return [codes[spu_id] for spu_id in spu_ids]


def _iso(moment: int | None) -> str | None:
    return None if moment is None else from_epoch_ms(moment).isoformat()


async def _file_row(session: AsyncSession, body: ArticleFields, code: str, state: int) -> dict[str, Any]:
    """The article as a row of the content file's ``articles`` section."""
    row: dict[str, Any] = {
        "code": code,
        "type": _FILE_TYPES[body.type],
        "category": await _category_code(session, body.categoryId),
        "titles": dict(body.titles),
        "summaries": dict(body.summaries),
        "bodies": dict(body.bodies),
        "cover": body.cover,
        "status": _FILE_STATES[state],
        "publishTime": _iso(body.publishTime),
        "startTime": _iso(body.startTime),
        "endTime": _iso(body.endTime),
        "games": await _game_codes(session, body.spuIds),
        "rewardItems": [reward.model_dump() for reward in body.rewardItems],
        "sort": body.sort,
    }
    return {name: value for name, value in row.items() if value is not None}


def _reason(field: str, reason: str) -> str:
    for file_name, api_name in _API_FIELDS:
        if field == file_name or field.startswith((f"{file_name}[", f"{file_name}.")):
            field = api_name + field[len(file_name) :]
    return f"{field}: {reason}" if field else reason


async def _save_row(session: AsyncSession, row: dict[str, Any]) -> Article:
    """Import the one row; its problems refuse the request (nothing is saved)."""
    report = await import_content(session, {"articles": [row]})
    if report.problems:
        raise AppError(
            ARTICLE_INVALID, reasons="; ".join(_reason(p.field, p.reason) for p in report.problems)
        )
    article = await session.scalar(select(Article).where(Article.code == row["code"]))
    assert article is not None  # just saved
    await session.refresh(article)  # the import wrote it with an UPDATE statement
    return article


async def create(
    session: AsyncSession,
    principal: OperatorPrincipal,
    body: ArticleCreateReq,
    lang: Lang,
) -> AdminArticleDetailResp:
    """A new article, a draft until published."""
    if await session.scalar(select(Article.id).where(Article.code == body.code)) is not None:
        raise AppError(ARTICLE_CODE_TAKEN, code=body.code)
    row = await _file_row(session, body, body.code, article_service.DRAFT)
    article = await _save_row(session, row)
    await audit.record(
        session, principal, "promotion.article.create", ENTITY, article.id, None, _snapshot(article)
    )
    cache_bus.catalogue_changed(session)
    return await detail(session, article.id, lang)


async def update(
    session: AsyncSession,
    principal: OperatorPrincipal,
    body: ArticleUpdateReq,
    lang: Lang,
) -> AdminArticleDetailResp:
    """Every field but the code and the published state (``publish``)."""
    article = await _article(session, body.id)
    before = _snapshot(article)
    row = await _file_row(session, body, article.code, article.state)
    article = await _save_row(session, row)
    await audit.record(
        session, principal, "promotion.article.update", ENTITY, article.id, before, _snapshot(article)
    )
    cache_bus.catalogue_changed(session)
    return await detail(session, article.id, lang)


async def publish(
    session: AsyncSession, principal: OperatorPrincipal, body: ArticlePublishReq, lang: Lang
) -> AdminArticleDetailResp:
    """Publish (the shop shows it from its publish time) or take offline (its page then says so)."""
    article = await _article(session, body.id)
    before = {"state": article.state}
    article.state = article_service.PUBLISHED if body.published else article_service.OFFLINE
    await session.flush()
    action = "promotion.article.publish" if body.published else "promotion.article.unpublish"
    await audit.record(session, principal, action, ENTITY, article.id, before, {"state": article.state})
    cache_bus.catalogue_changed(session)
    return await detail(session, article.id, lang)


# -- a whole content file ------------------------------------------------------------------------


def _raw_code(raw: Any) -> str | None:
    value = raw.get("code") if isinstance(raw, dict) else None
    return value if isinstance(value, str) else None


def _rows(data: Any, report: ImportReport) -> list[ContentImportRowResp]:
    """Every row of the file with whether it was imported, then the problems of whole sections."""
    reasons: dict[tuple[str, int | None], list[str]] = {}
    for problem in report.problems:
        reasons.setdefault((problem.section, problem.index), []).append(
            f"{problem.field}: {problem.reason}" if problem.field else problem.reason
        )
    rows = [
        ContentImportRowResp(section=section, index=None, code=None, ok=False, message="; ".join(found))
        for (section, index), found in reasons.items()
        if index is None
    ]
    sections: Mapping[str, Any] = data if isinstance(data, dict) else {}
    for section in report.counts:
        raw_rows = sections.get(section)
        for index, raw in enumerate(raw_rows if isinstance(raw_rows, list) else []):
            found = reasons.get((section, index), [])
            rows.append(
                ContentImportRowResp(
                    section=section, index=index, code=_raw_code(raw), ok=not found, message="; ".join(found)
                )
            )
    return rows


async def import_file(
    session: AsyncSession,
    principal: OperatorPrincipal,
    filename: str,
    content: bytes,
) -> ArticleImportResp:
    """Import the content file as `gamestore import-articles` does: good rows saved, bad ones
    reported; a file that is not JSON changes nothing."""
    data = json_document(content, ARTICLE_FILE_UNREADABLE)
    report = await import_content(session, data)
    counts = counts_answer(report.counts)
    after = {"file": filename, "counts": {section: c.model_dump() for section, c in counts.items()}}
    await audit.record(session, principal, "promotion.article.import", ENTITY, "import", None, after)
    cache_bus.catalogue_changed(session)
    return ArticleImportResp(ok=not report.problems, counts=counts, rows=_rows(data, report))
