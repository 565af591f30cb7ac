"""HTTP for star deals: the console's (/admin-api/promotion/star-deal) and the shop's list
(/app-api/promotion/star-deal/list). Buying at one is trade's (/app-api/trade/star-deal/create)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends

from gamestore.catalogue import promotion_errors as errors
from gamestore.catalogue import star_deal_admin_service, star_deal_service
from gamestore.catalogue.star_deal_schemas import StarDealIdReq, StarDealResp, StarDealSaveReq
from gamestore.core.context import Context
from gamestore.core.deps import DbSession, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import FORBIDDEN, TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.operators import OperatorPrincipal, require_permission

star_deal_router = APIRouter(route_class=JsonBodyRoute, prefix="/promotion/star-deal", tags=["star deals"])
admin_star_deal_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/promotion/star-deal", tags=["admin promotions"]
)

_ALLOWED = (UNAUTHORIZED, TOKEN_EXPIRED, FORBIDDEN)
DealReader = Annotated[OperatorPrincipal, Depends(require_permission("catalogue.star_deal:read"))]
DealWriter = Annotated[OperatorPrincipal, Depends(require_permission("catalogue.star_deal:write"))]


@star_deal_router.get(
    "/list",
    summary="The star deals running and to come, soonest first: price, keys left (within a second), window",
)
async def star_deal_list(session: ReadSession, context: Context) -> CommonResult[list[StarDealResp]]:
    return ok(await star_deal_service.on_show(session, context.language))


@admin_star_deal_router.get("/list", summary="Every star deal, newest first", **error_answers(*_ALLOWED))
async def admin_star_deal_list(
    principal: DealReader, session: ReadSession, context: Context
) -> CommonResult[list[StarDealResp]]:
    return ok(await star_deal_admin_service.listed(session, context.language))


@admin_star_deal_router.post(
    "/create",
    summary="A star deal: a version's keys at a price in a window, at most so many a member; its keys "
    "are held for it from now",
    **error_answers(
        *_ALLOWED, errors.STAR_DEAL_NOT_FOUND, errors.STAR_DEAL_INVALID, errors.STAR_DEAL_KEYS_SHORT
    ),
)
async def admin_star_deal_create(
    body: StarDealSaveReq, principal: DealWriter, session: DbSession, context: Context
) -> CommonResult[StarDealResp]:
    return ok(await star_deal_admin_service.create(session, principal, body, context.language))


@admin_star_deal_router.post(
    "/end",
    summary="End a star deal now: its unsold keys go back on sale",
    **error_answers(*_ALLOWED, errors.STAR_DEAL_NOT_FOUND),
)
async def admin_star_deal_end(
    body: StarDealIdReq, principal: DealWriter, session: DbSession, context: Context
) -> CommonResult[StarDealResp]:
    return ok(await star_deal_admin_service.end(session, principal, body.id, context.language))


ADMIN_STAR_DEAL_ROUTERS = (admin_star_deal_router,)
