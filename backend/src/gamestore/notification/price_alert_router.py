"""HTTP for /product/price-alert: a member's price alerts on their favorites (issue 40 part 4)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from gamestore.catalogue.errors import SPU_NOT_FOUND, SPU_OFF_SHELF
from gamestore.catalogue.member_schemas import SpuCardPageReq
from gamestore.catalogue.pricing import price_context
from gamestore.core.auth import CurrentMember, OptionalMember
from gamestore.core.context import Context
from gamestore.core.deps import AppSettings, DbSession, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.money import PriceUnit
from gamestore.core.pagination import PageResult
from gamestore.core.validators import Id
from gamestore.loyalty.deps import MemberLevels
from gamestore.notification import price_alert_service
from gamestore.notification.errors import (
    PRICE_ALERT_NOT_FAVORITE,
    PRICE_ALERT_TARGET_NOT_BELOW,
    PRICE_ALERT_TARGET_REQUIRED,
)
from gamestore.notification.price_alert_schemas import PriceAlertResp, PriceAlertSaveReq

price_alert_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/product/price-alert", tags=["product price alerts"]
)
_LOGGED_IN = (UNAUTHORIZED, TOKEN_EXPIRED)
SpuIdQuery = Annotated[Id, Query(description="The game's id")]
PriceUnitQuery = Annotated[PriceUnit, Query(description="Display currency of the card")]


@price_alert_router.post(
    "/save",
    summary="Set or change my price alert on a favorite: any drop, a target price or its historical low",
    **error_answers(
        *_LOGGED_IN,
        SPU_NOT_FOUND,
        SPU_OFF_SHELF,
        PRICE_ALERT_NOT_FAVORITE,
        PRICE_ALERT_TARGET_REQUIRED,
        PRICE_ALERT_TARGET_NOT_BELOW,
    ),
)
async def price_alert_save(
    body: PriceAlertSaveReq,
    principal: CurrentMember,
    session: DbSession,
    context: Context,
    settings: AppSettings,
    levels: MemberLevels,
    priceUnit: PriceUnitQuery = "CNY",  # noqa: N803 - the spec's parameter name
) -> CommonResult[PriceAlertResp]:
    prices = await price_context(session, settings, principal, priceUnit, levels)
    return ok(await price_alert_service.save(session, principal.member_id, body, prices, context.language))


@price_alert_router.delete(
    "/delete", summary="Remove my price alert on a game (none is fine)", **error_answers(*_LOGGED_IN)
)
async def price_alert_delete(
    spuId: SpuIdQuery,  # noqa: N803 - the spec's parameter name
    principal: CurrentMember,
    session: DbSession,
) -> CommonResult[bool]:
    await price_alert_service.remove(session, principal.member_id, spuId)
    return ok(True)


@price_alert_router.get(
    "/get",
    summary="My price alert on the game, for its page (null without one, and for visitors)",
    **error_answers(*_LOGGED_IN),
)
async def price_alert_get(
    spuId: SpuIdQuery,  # noqa: N803 - the spec's parameter name
    principal: OptionalMember,
    session: ReadSession,
    context: Context,
    settings: AppSettings,
    levels: MemberLevels,
    priceUnit: PriceUnitQuery = "CNY",  # noqa: N803
) -> CommonResult[PriceAlertResp | None]:
    prices = await price_context(session, settings, principal, priceUnit, levels)
    member_id = principal.member_id if principal else None
    return ok(await price_alert_service.get(session, member_id, spuId, prices, context.language))


@price_alert_router.get(
    "/page",
    summary="My price alerts, newest first, each with its game at my price now (null off the shelf)",
    **error_answers(*_LOGGED_IN),
)
async def price_alert_page(
    params: Annotated[SpuCardPageReq, Query()],
    principal: CurrentMember,
    session: ReadSession,
    context: Context,
    settings: AppSettings,
    levels: MemberLevels,
) -> CommonResult[PageResult[PriceAlertResp]]:
    prices = await price_context(session, settings, principal, params.priceUnit, levels)
    return ok(await price_alert_service.page(session, principal.member_id, params, prices, context.language))
