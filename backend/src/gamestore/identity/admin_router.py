"""HTTP for /admin-api/member: support finds members and adjusts their points."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Query

from gamestore.core.deps import DbSession, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import FORBIDDEN, NOT_FOUND, TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.operators import OperatorPrincipal, require_permission
from gamestore.core.pagination import PageResult
from gamestore.identity import admin_service
from gamestore.identity.admin_schemas import AdminMemberResp, MemberPageReq, PointAdjustReq, PointAdjustResp
from gamestore.loyalty import errors

admin_member_router = APIRouter(route_class=JsonBodyRoute, prefix="/member/user", tags=["admin members"])
admin_point_router = APIRouter(route_class=JsonBodyRoute, prefix="/member/point", tags=["admin members"])

_ALLOWED = (UNAUTHORIZED, TOKEN_EXPIRED, FORBIDDEN)

MemberReader = Annotated[OperatorPrincipal, Depends(require_permission("member.member:read"))]
PointWriter = Annotated[OperatorPrincipal, Depends(require_permission("member.point:write"))]


@admin_member_router.get(
    "/page", summary="Members by id, mobile or nickname, newest first", **error_answers(*_ALLOWED)
)
async def member_page(
    params: Annotated[MemberPageReq, Query()], principal: MemberReader, session: ReadSession
) -> CommonResult[PageResult[AdminMemberResp]]:
    return ok(await admin_service.page(session, params))


@admin_point_router.post(
    "/adjust",
    summary="Add or take a member's points with a reason (once per requestId; never below zero)",
    **error_answers(*_ALLOWED, NOT_FOUND, errors.POINT_NOT_ENOUGH),
)
async def adjust_points(
    body: PointAdjustReq, principal: PointWriter, session: DbSession
) -> CommonResult[PointAdjustResp]:
    return ok(await admin_service.adjust_points(session, principal, body))


ADMIN_MEMBER_ROUTERS = (admin_member_router, admin_point_router)
