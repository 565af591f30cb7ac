"""HTTP for the content console's member levels and check-in rewards (/admin-api/member/level,
/admin-api/member/sign-in-config): each table read and saved whole."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends

from gamestore.core.context import Context
from gamestore.core.deps import DbSession, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import FORBIDDEN, TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.operators import OperatorPrincipal, require_permission
from gamestore.loyalty import errors, membership_admin_service
from gamestore.loyalty.membership_admin_schemas import (
    AdminLevelResp,
    AdminLevelUpdateReq,
    AdminSignInConfigResp,
    AdminSignInConfigUpdateReq,
)

admin_level_router = APIRouter(route_class=JsonBodyRoute, prefix="/member/level", tags=["admin content"])
admin_sign_in_config_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/member/sign-in-config", tags=["admin content"]
)

_ALLOWED = (UNAUTHORIZED, TOKEN_EXPIRED, FORBIDDEN)

LevelReader = Annotated[OperatorPrincipal, Depends(require_permission("content.level:read"))]
LevelWriter = Annotated[OperatorPrincipal, Depends(require_permission("content.level:write"))]
CheckInReader = Annotated[OperatorPrincipal, Depends(require_permission("content.check_in_reward:read"))]
CheckInWriter = Annotated[OperatorPrincipal, Depends(require_permission("content.check_in_reward:write"))]


@admin_level_router.get(
    "/list",
    summary="The five member levels: the experience each starts at, its discount, its names",
    **error_answers(*_ALLOWED),
)
async def level_list(
    principal: LevelReader, session: ReadSession, context: Context
) -> CommonResult[list[AdminLevelResp]]:
    return ok(await membership_admin_service.level_list(session, context.language))


@admin_level_router.post(
    "/update",
    summary="Save the five levels together (level 1 at 0 experience, thresholds increasing, "
    "discounts 0–50 % never decreasing)",
    **error_answers(
        *_ALLOWED,
        errors.LEVEL_NUMBERS_INVALID,
        errors.LEVEL_FIRST_NOT_ZERO,
        errors.LEVEL_THRESHOLDS_NOT_INCREASING,
        errors.LEVEL_DISCOUNTS_DECREASING,
    ),
)
async def level_update(
    body: AdminLevelUpdateReq, principal: LevelWriter, session: DbSession, context: Context
) -> CommonResult[list[AdminLevelResp]]:
    return ok(await membership_admin_service.update_levels(session, principal, body, context.language))


@admin_sign_in_config_router.get(
    "/list",
    summary="The check-in reward of each day of a streak (past the last day, the last day's)",
    **error_answers(*_ALLOWED),
)
async def sign_in_config_list(
    principal: CheckInReader, session: ReadSession
) -> CommonResult[list[AdminSignInConfigResp]]:
    return ok(await membership_admin_service.sign_in_config_list(session))


@admin_sign_in_config_router.post(
    "/update",
    summary="Save the check-in rewards of days 1 … n (n ≤ 31) together",
    **error_answers(*_ALLOWED, errors.SIGN_IN_DAYS_INVALID),
)
async def sign_in_config_update(
    body: AdminSignInConfigUpdateReq, principal: CheckInWriter, session: DbSession
) -> CommonResult[list[AdminSignInConfigResp]]:
    return ok(await membership_admin_service.update_sign_in_config(session, principal, body))


ADMIN_MEMBERSHIP_ROUTERS = (admin_level_router, admin_sign_in_config_router)
