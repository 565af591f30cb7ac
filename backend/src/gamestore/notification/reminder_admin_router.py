"""HTTP for /admin-api/promotion/activity-reminder: the content team's list of activity reminders."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Query

from gamestore.core.context import Context
from gamestore.core.deps import ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import FORBIDDEN, TOKEN_EXPIRED, UNAUTHORIZED, describe_errors
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.operators import OperatorPrincipal, require_permission
from gamestore.notification import reminder_admin_service
from gamestore.notification.reminder_admin_schemas import (
    AdminActivityReminderPageReq,
    AdminActivityReminderPageResp,
)
from gamestore.promotion.admin_ports import IdsByMobile, Mobiles

admin_reminder_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/promotion/activity-reminder", tags=["admin promotions"]
)

ActivityReader = Annotated[OperatorPrincipal, Depends(require_permission("content.activity:read"))]


@admin_reminder_router.get(
    "/page",
    summary="Activity reminders members set, newest first, with how many are delivered and waiting",
    description=describe_errors(UNAUTHORIZED, TOKEN_EXPIRED, FORBIDDEN),
)
async def reminder_page(
    params: Annotated[AdminActivityReminderPageReq, Query()],
    principal: ActivityReader,
    session: ReadSession,
    context: Context,
    ids_by_mobile: IdsByMobile,
    mobiles_of: Mobiles,
) -> CommonResult[AdminActivityReminderPageResp]:
    return ok(await reminder_admin_service.page(session, params, context.language, ids_by_mobile, mobiles_of))


ADMIN_REMINDER_ROUTERS = (admin_reminder_router,)
