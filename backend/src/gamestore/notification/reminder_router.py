"""HTTP for /promotion/activity-reminder: a member's reminders of activities to come."""

from __future__ import annotations

from datetime import timedelta
from typing import Annotated

from fastapi import APIRouter, Query

from gamestore.content.errors import ARTICLE_NOT_FOUND, ARTICLE_OFFLINE
from gamestore.core.auth import CurrentMember
from gamestore.core.context import Context
from gamestore.core.deps import AppSettings, DbSession, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.validators import Id
from gamestore.notification import reminder_service
from gamestore.notification.errors import REMINDER_NOT_UPCOMING
from gamestore.notification.reminder_schemas import ActivityReminderCreateReq, ActivityReminderResp

reminder_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/promotion/activity-reminder", tags=["activity reminders"]
)
_LOGGED_IN = (UNAUTHORIZED, TOKEN_EXPIRED)


@reminder_router.post(
    "/create",
    summary="Remind me before an activity starts: in the app, and by Web Push when asked",
    **error_answers(*_LOGGED_IN, ARTICLE_NOT_FOUND, ARTICLE_OFFLINE, REMINDER_NOT_UPCOMING),
)
async def reminder_create(
    body: ActivityReminderCreateReq,
    principal: CurrentMember,
    session: DbSession,
    context: Context,
    settings: AppSettings,
) -> CommonResult[ActivityReminderResp]:
    lead = timedelta(minutes=settings.activity_reminder_minutes)
    return ok(
        await reminder_service.create(
            session, principal.member_id, body.activityId, body.channels, context.language, lead
        )
    )


@reminder_router.delete(
    "/delete",
    summary="Cancel my reminders of an activity (none is fine)",
    **error_answers(*_LOGGED_IN),
)
async def reminder_delete(
    activityId: Annotated[Id, Query()],  # noqa: N803 - the spec's parameter name
    principal: CurrentMember,
    session: DbSession,
) -> CommonResult[bool]:
    await reminder_service.cancel(session, principal.member_id, activityId)
    return ok(True)


@reminder_router.get(
    "/list", summary="My reminders still to come, soonest first", **error_answers(*_LOGGED_IN)
)
async def reminder_list(
    principal: CurrentMember, session: ReadSession, context: Context
) -> CommonResult[list[ActivityReminderResp]]:
    return ok(await reminder_service.list_for(session, principal.member_id, context.language))
