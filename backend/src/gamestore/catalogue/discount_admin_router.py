"""HTTP for /admin-api/promotion/discount-activity: the catalogue's discount activities (event prices)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Query

from gamestore.catalogue import discount_admin_service
from gamestore.catalogue import promotion_errors as errors
from gamestore.catalogue.discount_admin_schemas import (
    DiscountActivityDetailResp,
    DiscountActivityPageReq,
    DiscountActivityResp,
    DiscountActivitySaveReq,
    DiscountActivityUpdateReq,
    IdReq,
)
from gamestore.core.context import Context
from gamestore.core.deps import DbSession, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import FORBIDDEN, TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.operators import OperatorPrincipal, require_permission
from gamestore.core.pagination import PageResult
from gamestore.core.validators import Id

admin_discount_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/promotion/discount-activity", tags=["admin promotions"]
)

_ALLOWED = (UNAUTHORIZED, TOKEN_EXPIRED, FORBIDDEN)

DiscountReader = Annotated[OperatorPrincipal, Depends(require_permission("catalogue.discount_activity:read"))]
DiscountWriter = Annotated[
    OperatorPrincipal, Depends(require_permission("catalogue.discount_activity:write"))
]

_DISCOUNT_REFUSALS = (
    errors.DISCOUNT_WINDOW_INVALID,
    errors.DISCOUNT_VERSION_REPEATED,
    errors.DISCOUNT_VERSION_NOT_FOUND,
    errors.DISCOUNT_OUT_OF_RANGE,
)


@admin_discount_router.get(
    "/page",
    summary="Discount activities by name and status, newest first",
    **error_answers(*_ALLOWED),
)
async def discount_activity_page(
    params: Annotated[DiscountActivityPageReq, Query()],
    principal: DiscountReader,
    session: ReadSession,
    context: Context,
) -> CommonResult[PageResult[DiscountActivityResp]]:
    return ok(await discount_admin_service.page(session, params, context.language))


@admin_discount_router.get(
    "/get",
    summary="A discount activity with its versions, their discounts and event prices",
    **error_answers(*_ALLOWED, errors.DISCOUNT_ACTIVITY_NOT_FOUND),
)
async def discount_activity_get(
    id: Annotated[Id, Query(description="The activity's id")],
    principal: DiscountReader,
    session: ReadSession,
    context: Context,
) -> CommonResult[DiscountActivityDetailResp]:
    return ok(await discount_admin_service.detail(session, id, context.language))


@admin_discount_router.post(
    "/create",
    summary="A discount activity: its name, window and versions with their discounts (the shop prices "
    "them while it runs)",
    **error_answers(*_ALLOWED, *_DISCOUNT_REFUSALS),
)
async def discount_activity_create(
    body: DiscountActivitySaveReq,
    principal: DiscountWriter,
    session: DbSession,
    context: Context,
) -> CommonResult[DiscountActivityDetailResp]:
    return ok(await discount_admin_service.create(session, principal, body, context.language))


@admin_discount_router.post(
    "/update",
    summary="Change a discount activity's name, window and versions (the versions are replaced)",
    **error_answers(*_ALLOWED, errors.DISCOUNT_ACTIVITY_NOT_FOUND, *_DISCOUNT_REFUSALS),
)
async def discount_activity_update(
    body: DiscountActivityUpdateReq,
    principal: DiscountWriter,
    session: DbSession,
    context: Context,
) -> CommonResult[DiscountActivityDetailResp]:
    return ok(await discount_admin_service.update(session, principal, body, context.language))


@admin_discount_router.post(
    "/close",
    summary="End a discount activity now (one to come never starts)",
    **error_answers(*_ALLOWED, errors.DISCOUNT_ACTIVITY_NOT_FOUND),
)
async def discount_activity_close(
    body: IdReq,
    principal: DiscountWriter,
    session: DbSession,
    context: Context,
) -> CommonResult[DiscountActivityDetailResp]:
    return ok(await discount_admin_service.close(session, principal, body.id, context.language))


ADMIN_DISCOUNT_ROUTERS = (admin_discount_router,)
