"""HTTP for /admin-api/promotion/article: the content team's activities and news (Explore) and their
content file."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, File, Query, UploadFile

from gamestore.content import article_admin_service, errors
from gamestore.content.admin_schemas import (
    AdminArticleDetailResp,
    AdminArticlePageReq,
    AdminArticleResp,
    ArticleCreateReq,
    ArticleImportResp,
    ArticlePublishReq,
    ArticleUpdateReq,
)
from gamestore.core.context import Context
from gamestore.core.deps import DbSession, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import FORBIDDEN, TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.operators import OperatorPrincipal, require_permission
from gamestore.core.pagination import PageResult
from gamestore.core.validators import Id

admin_article_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/promotion/article", tags=["admin promotions"]
)

_ALLOWED = (UNAUTHORIZED, TOKEN_EXPIRED, FORBIDDEN)

ArticleReader = Annotated[OperatorPrincipal, Depends(require_permission("content.article:read"))]
ArticleWriter = Annotated[OperatorPrincipal, Depends(require_permission("content.article:write"))]


@admin_article_router.get(
    "/page",
    summary="Activities and news by title, type, category and published or not, newest first",
    **error_answers(*_ALLOWED),
)
async def article_page(
    params: Annotated[AdminArticlePageReq, Query()],
    principal: ArticleReader,
    session: ReadSession,
    context: Context,
) -> CommonResult[PageResult[AdminArticleResp]]:
    return ok(await article_admin_service.page(session, params, context.language))


@admin_article_router.get(
    "/get",
    summary="An activity or news item with every language's title, summary and body as stored",
    **error_answers(*_ALLOWED, errors.ARTICLE_NOT_FOUND),
)
async def article_get(
    id: Annotated[Id, Query(description="The article's id")],
    principal: ArticleReader,
    session: ReadSession,
    context: Context,
) -> CommonResult[AdminArticleDetailResp]:
    return ok(await article_admin_service.detail(session, id, context.language))


@admin_article_router.post(
    "/create",
    summary="A new activity or news item, a draft until published; checked as the content file is",
    **error_answers(
        *_ALLOWED, errors.ARTICLE_CODE_TAKEN, errors.ARTICLE_CATEGORY_NOT_FOUND, errors.ARTICLE_INVALID
    ),
)
async def article_create(
    body: ArticleCreateReq,
    principal: ArticleWriter,
    session: DbSession,
    context: Context,
) -> CommonResult[AdminArticleDetailResp]:
    return ok(await article_admin_service.create(session, principal, body, context.language))


@admin_article_router.post(
    "/update",
    summary="Change an activity or news item (all but its code and published state)",
    **error_answers(
        *_ALLOWED, errors.ARTICLE_NOT_FOUND, errors.ARTICLE_CATEGORY_NOT_FOUND, errors.ARTICLE_INVALID
    ),
)
async def article_update(
    body: ArticleUpdateReq,
    principal: ArticleWriter,
    session: DbSession,
    context: Context,
) -> CommonResult[AdminArticleDetailResp]:
    return ok(await article_admin_service.update(session, principal, body, context.language))


@admin_article_router.post(
    "/publish",
    summary="Publish an activity or news item (Explore shows it) or take it offline",
    **error_answers(*_ALLOWED, errors.ARTICLE_NOT_FOUND),
)
async def article_publish(
    body: ArticlePublishReq, principal: ArticleWriter, session: DbSession, context: Context
) -> CommonResult[AdminArticleDetailResp]:
    return ok(await article_admin_service.publish(session, principal, body, context.language))


@admin_article_router.post(
    "/import",
    summary="Import a content file (the JSON `gamestore import-articles` reads): good rows saved, "
    "each row reported",
    **error_answers(*_ALLOWED, errors.ARTICLE_FILE_UNREADABLE),
)
async def article_import(
    principal: ArticleWriter,
    session: DbSession,
    file: UploadFile = File(description="The content file (JSON, UTF-8)"),
) -> CommonResult[ArticleImportResp]:
    content = await file.read()  # a multipart body is capped by the request context's upload limit
    return ok(await article_admin_service.import_file(session, principal, file.filename or "", content))


ADMIN_PROMOTION_ROUTERS = (admin_article_router,)
