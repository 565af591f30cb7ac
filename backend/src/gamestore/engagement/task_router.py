"""HTTP for the member's tasks: this period's progress and claiming a reward."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from gamestore.core.auth import CurrentMember
from gamestore.core.context import Context
from gamestore.core.deps import DbSession, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.pagination import PageResult
from gamestore.engagement import errors, task_service
from gamestore.engagement.schemas import TaskClaimReq, TaskClaimResp, TaskPageReq, TaskResp

task_router = APIRouter(route_class=JsonBodyRoute, prefix="/member/task", tags=["member tasks"])

_LOGGED_IN = (UNAUTHORIZED, TOKEN_EXPIRED)


@task_router.get(
    "/page",
    summary="The member's tasks this period with progress and status (status 30: rewards that expired)",
    **error_answers(*_LOGGED_IN),
)
async def task_page(
    params: Annotated[TaskPageReq, Query()], principal: CurrentMember, session: ReadSession, context: Context
) -> CommonResult[PageResult[TaskResp]]:
    return ok(await task_service.page(session, principal.member_id, params, context.language))


@task_router.post(
    "/claim",
    summary="Collect a completed task's reward (points and experience), once",
    **error_answers(
        *_LOGGED_IN,
        errors.TASK_NOT_FOUND,
        errors.TASK_NOT_RECEIVABLE,
        errors.TASK_ALREADY_CLAIMED,
        errors.TASK_EXPIRED,
    ),
)
async def task_claim(
    body: TaskClaimReq, principal: CurrentMember, session: DbSession, context: Context
) -> CommonResult[TaskClaimResp]:
    return ok(await task_service.claim(session, principal.member_id, body.id, context.language))
