"""HTTP for the shop's content: activities and news, the help centre."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from gamestore.content import article_service, help_service
from gamestore.content.errors import ARTICLE_NOT_FOUND, ARTICLE_OFFLINE, HELP_ARTICLE_NOT_FOUND
from gamestore.content.schemas import (
    ArticleCategoryResp,
    ArticleDetailResp,
    ArticlePageReq,
    ArticleResp,
    HelpArticleDetailResp,
    HelpArticlePageReq,
    HelpArticleResp,
    HelpCategoryResp,
)
from gamestore.core.context import Context
from gamestore.core.deps import DbSession, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.pagination import PageResult
from gamestore.core.validators import Id

article_category_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/promotion/article-category", tags=["articles"]
)
article_router = APIRouter(route_class=JsonBodyRoute, prefix="/promotion/article", tags=["articles"])


@article_category_router.get("/list", summary="The categories of activities and news", **error_answers())
async def article_category_list(
    session: ReadSession, context: Context
) -> CommonResult[list[ArticleCategoryResp]]:
    return ok(await article_service.categories(session, context.language))


@article_router.get(
    "/page",
    summary="Published activities and news, by type, activity status, category or title keyword",
    **error_answers(),
)
async def article_page(
    params: Annotated[ArticlePageReq, Query()], session: ReadSession, context: Context
) -> CommonResult[PageResult[ArticleResp]]:
    return ok(await article_service.page(session, params, context.language))


@article_router.get(
    "/get",
    summary="One activity or news item with its body (sanitized HTML) and featured games",
    **error_answers(ARTICLE_NOT_FOUND, ARTICLE_OFFLINE),
)
async def article_get(
    id: Annotated[Id, Query()], session: ReadSession, context: Context
) -> CommonResult[ArticleDetailResp]:
    return ok(await article_service.get(session, id, context.language))


@article_router.put(
    "/add-browse-count",
    summary="Count one reading of an activity or news item",
    **error_answers(ARTICLE_NOT_FOUND, ARTICLE_OFFLINE),
)
async def article_add_browse_count(id: Annotated[Id, Query()], session: DbSession) -> CommonResult[bool]:
    await article_service.add_browse_count(session, id)
    return ok(True)


help_router = APIRouter(route_class=JsonBodyRoute, prefix="/system/help", tags=["help"])


@help_router.get("/category/list", summary="The help centre's categories", **error_answers())
async def help_category_list(session: ReadSession, context: Context) -> CommonResult[list[HelpCategoryResp]]:
    return ok(await help_service.categories(session, context.language))


@help_router.get(
    "/article/page",
    summary="Help questions of a category, or those matching words of the question or answer",
    **error_answers(),
)
async def help_article_page(
    params: Annotated[HelpArticlePageReq, Query()], session: ReadSession, context: Context
) -> CommonResult[PageResult[HelpArticleResp]]:
    return ok(await help_service.page(session, params, context.language))


@help_router.get(
    "/article/get",
    summary="One help question with its answer (sanitized HTML)",
    **error_answers(HELP_ARTICLE_NOT_FOUND),
)
async def help_article_get(
    id: Annotated[Id, Query()], session: ReadSession, context: Context
) -> CommonResult[HelpArticleDetailResp]:
    return ok(await help_service.get(session, id, context.language))
