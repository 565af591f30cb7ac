"""HTTP for games, categories and reviews."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from gamestore.catalogue import category_service, comment_service, price_history, spu_service
from gamestore.catalogue.catalogue_cache import NO_CACHE
from gamestore.catalogue.deps import Catalogue, Prices
from gamestore.catalogue.errors import SPU_NOT_FOUND, SPU_OFF_SHELF
from gamestore.catalogue.schemas import (
    CategoryResp,
    CommentResp,
    CommentType,
    NavigationNumResp,
    RatingSummary,
    SpuPageReq,
    SpuPriceHistoryResp,
    SpuSimpleResp,
    SpuSummaryResp,
)
from gamestore.core.auth import OptionalMember
from gamestore.core.context import Context
from gamestore.core.deps import AppSettings, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.money import PriceUnit
from gamestore.core.pagination import PageParam, PageResult
from gamestore.core.validators import Id, TextRule

spu_router = APIRouter(route_class=JsonBodyRoute, prefix="/product/spu", tags=["games"])
# A game's page shows the items its versions carry (engagement's): engagement's route
# (engagement/game_page_router.py), at this router's paths.
category_router = APIRouter(route_class=JsonBodyRoute, prefix="/product/category", tags=["games"])
comment_router = APIRouter(route_class=JsonBodyRoute, prefix="/product/comment", tags=["games"])

_TOKEN = (UNAUTHORIZED, TOKEN_EXPIRED)
IdList = Annotated[
    str,
    TextRule(),
    Query(
        pattern=r"^[0-9]{1,15}(,[0-9]{1,15}){0,99}$",
        max_length=100 * 16,
        description="Comma-joined ids, at most 100",
    ),
]


@spu_router.get(
    "/page",
    summary="A page of games: a list (featured, low-priced, new, best-selling), a search or a filter",
    **error_answers(*_TOKEN),
)
async def spu_page(
    query: Annotated[SpuPageReq, Query()],
    session: ReadSession,
    prices: Prices,
    context: Context,
    settings: AppSettings,
    principal: OptionalMember,
    cache: Catalogue,
) -> CommonResult[PageResult[SpuSummaryResp]]:
    # Visitors' whole answers are kept by the public response cache; members share the cards only.
    cards_cache = cache if principal is not None else NO_CACHE
    return ok(await spu_service.page(session, query, prices, context.language, settings, cards_cache))


@spu_router.get(
    "/list-by-ids",
    summary="The asked games that are on sale, in the asked order",
    **error_answers(*_TOKEN),
)
async def spu_list_by_ids(
    ids: IdList, session: ReadSession, prices: Prices, context: Context
) -> CommonResult[list[SpuSummaryResp]]:
    wanted = [int(part) for part in ids.split(",")]
    return ok(await spu_service.list_by_ids(session, wanted, prices, context.language))


@spu_router.get(
    "/price-history",
    summary="A game's versions' public prices over time (list and event prices), for its page's chart",
    **error_answers(SPU_NOT_FOUND, SPU_OFF_SHELF),
)
async def spu_price_history(
    id: Annotated[Id, Query()],
    session: ReadSession,
    context: Context,
    settings: AppSettings,
    priceUnit: Annotated[PriceUnit, Query(description="Display currency")] = "CNY",  # noqa: N803
) -> CommonResult[SpuPriceHistoryResp]:
    return ok(await price_history.game_history(session, id, context.language, priceUnit, settings))


@spu_router.get("/list-all-simple", summary="Every game on sale: id and name", **error_answers())
async def spu_list_all_simple(session: ReadSession, context: Context) -> CommonResult[list[SpuSimpleResp]]:
    return ok(await spu_service.list_all_simple(session, context.language))


@spu_router.get("/getNavigationNum", summary="How many games each home list holds", **error_answers())
async def spu_navigation_num(session: ReadSession, settings: AppSettings) -> CommonResult[NavigationNumResp]:
    return ok(await spu_service.navigation_num(session, settings))


@category_router.get("/list", summary="Every category (flat, with parent ids)", **error_answers())
async def category_list(session: ReadSession, context: Context) -> CommonResult[list[CategoryResp]]:
    return ok(await category_service.list_categories(session, context.language))


@comment_router.get("/page", summary="A page of a game's reviews, newest first", **error_answers())
async def comment_page(
    spuId: Annotated[Id, Query()],  # noqa: N803 - API name
    page: Annotated[PageParam, Query()],
    session: ReadSession,
    context: Context,
    type: Annotated[CommentType, Query()] = "all",
) -> CommonResult[PageResult[CommentResp]]:
    return ok(await comment_service.page(session, spuId, type, page, context.language))


@comment_router.get("/statistics", summary="A game's rating summary", **error_answers())
async def comment_statistics(
    spuId: Annotated[Id, Query()],  # noqa: N803 - API name
    session: ReadSession,
) -> CommonResult[RatingSummary]:
    return ok(await comment_service.statistics(session, spuId))
