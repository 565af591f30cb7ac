"""HTTP for /admin-api/promotion/activity-reminder: the content team's list of activity reminders."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Query

from gamestore.core.context import Context
from gamestore.core.deps import ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import FORBIDDEN, TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.operators import OperatorPrincipal, require_permission
from gamestore.notification import reminder_admin_service
from gamestore.notification.reminder_admin_schemas import (
    AdminActivityReminderPageReq,
    AdminActivityReminderPageResp,
)

admin_reminder_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/promotion/activity-reminder", tags=["admin promotions"]
)

ActivityReader = Annotated[OperatorPrincipal, Depends(require_permission("content.activity:read"))]


@admin_reminder_router.get(
    "/page",
    summary="Activity reminders members set, newest first, with how many are delivered and waiting",
    **error_answers(UNAUTHORIZED, TOKEN_EXPIRED, FORBIDDEN),
)
async def reminder_page(
    params: Annotated[AdminActivityReminderPageReq, Query()],
    principal: ActivityReader,
    session: ReadSession,
    context: Context,
) -> CommonResult[AdminActivityReminderPageResp]:
    return ok(await reminder_admin_service.page(session, params, context.language))


ADMIN_REMINDER_ROUTERS = (admin_reminder_router,)
