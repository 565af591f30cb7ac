from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Request

from gamestore.core.context import Context
from gamestore.core.deps import DbSession, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import describe_errors
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.pagination import PageResult
from gamestore.core.rewards import RewardCatalogue
from gamestore.core.validators import Id
from gamestore.promotion import article_service, banner_service
from gamestore.promotion.errors import ARTICLE_NOT_FOUND, ARTICLE_OFFLINE
from gamestore.promotion.schemas import (
    ArticleCategoryResp,
    ArticleDetailResp,
    ArticlePageReq,
    ArticleResp,
    BannerResp,
)

banner_router = APIRouter(route_class=JsonBodyRoute, prefix="/promotion/banner", tags=["promotions"])


@banner_router.get(
    "/list",
    summary="Banners at a position (promotion_banner_position; 1 home)",
    description=describe_errors(),
)
async def banner_list(
    session: ReadSession, context: Context, position: Annotated[int, Query(ge=1, le=100)] = 1
) -> CommonResult[list[BannerResp]]:
    return ok(await banner_service.banners(session, position, context.language))


article_category_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/promotion/article-category", tags=["articles"]
)
article_router = APIRouter(route_class=JsonBodyRoute, prefix="/promotion/article", tags=["articles"])


@article_category_router.get(
    "/list", summary="The categories of activities and news", description=describe_errors()
)
async def article_category_list(
    session: ReadSession, context: Context
) -> CommonResult[list[ArticleCategoryResp]]:
    return ok(await article_service.categories(session, context.language))


@article_router.get(
    "/page",
    summary="Published activities and news, by type, activity status, category or title keyword",
    description=describe_errors(),
)
async def article_page(
    params: Annotated[ArticlePageReq, Query()], session: ReadSession, context: Context
) -> CommonResult[PageResult[ArticleResp]]:
    return ok(await article_service.page(session, params, context.language))


@article_router.get(
    "/get",
    summary="One activity or news item with its body (sanitized HTML) and featured games",
    description=describe_errors(ARTICLE_NOT_FOUND, ARTICLE_OFFLINE),
)
async def article_get(
    id: Annotated[Id, Query()], request: Request, session: ReadSession, context: Context
) -> CommonResult[ArticleDetailResp]:
    rewards: RewardCatalogue = request.app.state.rewards
    return ok(await article_service.get(session, id, context.language, rewards))


@article_router.put(
    "/add-browse-count",
    summary="Count one reading of an activity or news item",
    description=describe_errors(ARTICLE_NOT_FOUND, ARTICLE_OFFLINE),
)
async def article_add_browse_count(id: Annotated[Id, Query()], session: DbSession) -> CommonResult[bool]:
    await article_service.add_browse_count(session, id)
    return ok(True)
