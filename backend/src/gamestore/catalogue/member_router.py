"""HTTP for a member's own catalogue records (favorites, footprints, followed teams) and for teams."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from gamestore.catalogue import brand_service, errors, favorite_service, history_service
from gamestore.catalogue.member_schemas import (
    BrandCountResp,
    BrandResp,
    BrandSimpleResp,
    BrowseHistoryDeleteReq,
    BrowseHistoryResp,
    FavoriteReq,
    FavoriteResp,
    SpuCardPageReq,
)
from gamestore.catalogue.pricing import price_context
from gamestore.core.auth import CurrentMember, OptionalMember
from gamestore.core.context import Context
from gamestore.core.deps import AppSettings, DbSession, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.pagination import PageResult
from gamestore.core.validators import Id
from gamestore.loyalty.deps import MemberLevels

favorite_router = APIRouter(route_class=JsonBodyRoute, prefix="/product/favorite", tags=["product favorites"])
history_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/product/browse-history", tags=["product browse history"]
)
brand_router = APIRouter(route_class=JsonBodyRoute, prefix="/product/brand", tags=["product teams"])
brand_collection_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/product/brand-collection", tags=["product team follows"]
)

# A missing token is 401 where login is needed; a bad token is 401 everywhere (the client refreshes).
_LOGGED_IN = (UNAUTHORIZED, TOKEN_EXPIRED)

SpuIdQuery = Annotated[Id, Query(description="The game's id")]
BrandIdQuery = Annotated[Id, Query(description="The team's id")]


@favorite_router.post(
    "/create",
    summary="Favorite a game on sale (favoriting it again changes nothing)",
    **error_answers(*_LOGGED_IN, errors.SPU_NOT_FOUND, errors.SPU_OFF_SHELF),
)
async def create_favorite(
    body: FavoriteReq, principal: CurrentMember, session: DbSession
) -> CommonResult[bool]:
    await favorite_service.create(session, principal.member_id, body.spuId)
    return ok(True)


@favorite_router.delete(
    "/delete",
    summary="Unfavorite a game (also one off the shelf; again changes nothing)",
    **error_answers(*_LOGGED_IN),
)
async def delete_favorite(
    body: FavoriteReq, principal: CurrentMember, session: DbSession
) -> CommonResult[bool]:
    await favorite_service.remove(session, principal.member_id, body.spuId)
    return ok(True)


@favorite_router.get(
    "/exist",
    summary="Whether the logged-in member favorited the game (false for visitors)",
    **error_answers(*_LOGGED_IN),
)
async def favorite_exists(
    spuId: SpuIdQuery,  # noqa: N803 - spec name
    principal: OptionalMember,
    session: ReadSession,
) -> CommonResult[bool]:
    member_id = principal.member_id if principal else None
    return ok(await favorite_service.exists(session, member_id, spuId))


# yudao's backend spells it "exits", and so does its shop client.
favorite_router.add_api_route(
    "/exits",
    favorite_exists,
    methods=["GET"],
    summary="Whether the logged-in member favorited the game: /exist under yudao's spelling",
    **error_answers(*_LOGGED_IN),
)


@favorite_router.get(
    "/page",
    summary="The member's favorites, newest first; spu is null for games off the shelf",
    **error_answers(*_LOGGED_IN),
)
async def favorite_page(
    params: Annotated[SpuCardPageReq, Query()],
    principal: CurrentMember,
    session: ReadSession,
    context: Context,
    settings: AppSettings,
    levels: MemberLevels,
) -> CommonResult[PageResult[FavoriteResp]]:
    prices = await price_context(session, settings, principal, params.priceUnit, levels)
    return ok(await favorite_service.page(session, principal.member_id, params, prices, context.language))


@history_router.get(
    "/page",
    summary="The member's footprints, most recently viewed first; spu is null for games off the shelf",
    **error_answers(*_LOGGED_IN),
)
async def browse_history_page(
    params: Annotated[SpuCardPageReq, Query()],
    principal: CurrentMember,
    session: ReadSession,
    context: Context,
    settings: AppSettings,
    levels: MemberLevels,
) -> CommonResult[PageResult[BrowseHistoryResp]]:
    prices = await price_context(session, settings, principal, params.priceUnit, levels)
    return ok(await history_service.page(session, principal.member_id, params, prices, context.language))


@history_router.delete(
    "/delete",
    summary="Forget the footprints of the listed games (1 to 100 ids)",
    **error_answers(*_LOGGED_IN),
)
async def delete_browse_history(
    body: BrowseHistoryDeleteReq, principal: CurrentMember, session: DbSession
) -> CommonResult[bool]:
    await history_service.remove(session, principal.member_id, body.spuIds)
    return ok(True)


@history_router.delete(
    "/clean", summary="Forget all of the member's footprints", **error_answers(*_LOGGED_IN)
)
async def clean_browse_history(principal: CurrentMember, session: DbSession) -> CommonResult[bool]:
    await history_service.clean(session, principal.member_id)
    return ok(True)


@brand_router.get(
    "/list",
    summary="Every enabled team with its follower and game counts",
    **error_answers(*_LOGGED_IN),
)
async def brand_list(
    principal: OptionalMember, session: ReadSession, context: Context
) -> CommonResult[list[BrandResp]]:
    member_id = principal.member_id if principal else None
    return ok(await brand_service.list_enabled(session, member_id, context.language))


@brand_router.get("/list-all-simple", summary="Every enabled team's id and name", **error_answers())
async def brand_list_all_simple(
    session: ReadSession, context: Context
) -> CommonResult[list[BrandSimpleResp]]:
    return ok(await brand_service.list_all_simple(session, context.language))


@brand_router.get(
    "/get",
    summary="One enabled team with its counts",
    **error_answers(*_LOGGED_IN, errors.BRAND_NOT_FOUND),
)
async def get_brand(
    id: BrandIdQuery, principal: OptionalMember, session: ReadSession, context: Context
) -> CommonResult[BrandResp]:
    member_id = principal.member_id if principal else None
    return ok(await brand_service.get(session, id, member_id, context.language))


@brand_router.get(
    "/get-count",
    summary="How many members follow a team and how many of its games are on sale",
    **error_answers(errors.BRAND_NOT_FOUND),
)
async def get_brand_count(id: BrandIdQuery, session: ReadSession) -> CommonResult[BrandCountResp]:
    return ok(await brand_service.get_count(session, id))


@brand_collection_router.post(
    "/create/collect",
    summary="Follow a team (following it again changes nothing)",
    **error_answers(*_LOGGED_IN, errors.BRAND_NOT_FOUND),
)
async def follow_brand(
    brandId: BrandIdQuery,  # noqa: N803 - spec name
    principal: CurrentMember,
    session: DbSession,
) -> CommonResult[bool]:
    await brand_service.follow(session, principal.member_id, brandId)
    return ok(True)


@brand_collection_router.delete(
    "/cancel",
    summary="Stop following a team (again changes nothing)",
    **error_answers(*_LOGGED_IN),
)
async def unfollow_brand(
    brandId: BrandIdQuery,  # noqa: N803 - spec name
    principal: CurrentMember,
    session: DbSession,
) -> CommonResult[bool]:
    await brand_service.unfollow(session, principal.member_id, brandId)
    return ok(True)


@brand_collection_router.get(
    "/list",
    summary="The teams the member follows, the latest follow first",
    **error_answers(*_LOGGED_IN),
)
async def followed_brands(
    principal: CurrentMember, session: ReadSession, context: Context
) -> CommonResult[list[BrandResp]]:
    return ok(await brand_service.followed_list(session, principal.member_id, context.language))
