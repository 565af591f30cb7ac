"""HTTP for /member/point: the member's point records and the points their orders will earn."""

from __future__ import annotations

from fastapi import APIRouter

from gamestore.core.auth import CurrentMember
from gamestore.core.context import Context
from gamestore.core.deps import ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.pagination import PageResult
from gamestore.loyalty import point_service
from gamestore.loyalty.schemas import PendingPointResp, PointRecordPageReq, PointRecordResp

point_router = APIRouter(route_class=JsonBodyRoute, prefix="/member/point", tags=["member points"])

_LOGGED_IN = (UNAUTHORIZED, TOKEN_EXPIRED)


@point_router.post(
    "/record/page",
    summary="The member's point records, newest first",
    **error_answers(*_LOGGED_IN),
)
async def point_record_page(
    body: PointRecordPageReq, principal: CurrentMember, session: ReadSession, context: Context
) -> CommonResult[PageResult[PointRecordResp]]:
    return ok(await point_service.page_records(session, principal, body, context.language))


@point_router.get(
    "/pending",
    summary="Points the member's paid orders will earn once final (not spendable yet), soonest first",
    **error_answers(*_LOGGED_IN),
)
async def pending_points(
    principal: CurrentMember, session: ReadSession, context: Context
) -> CommonResult[list[PendingPointResp]]:
    return ok(await point_service.pending(session, principal.member_id, context.language))
