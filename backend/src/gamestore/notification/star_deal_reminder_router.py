"""HTTP for /promotion/star-deal-reminder: a member's reminders of star deals to come."""

from __future__ import annotations

from datetime import timedelta
from typing import Annotated

from fastapi import APIRouter, Query

from gamestore.catalogue.promotion_errors import STAR_DEAL_NOT_FOUND
from gamestore.core.auth import CurrentMember
from gamestore.core.context import Context
from gamestore.core.deps import AppSettings, DbSession, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.validators import Id
from gamestore.notification import star_deal_reminder_service
from gamestore.notification.errors import REMINDER_NOT_UPCOMING
from gamestore.notification.reminder_schemas import (
    ReminderChannel,
    StarDealReminderCreateReq,
    StarDealReminderResp,
)

star_deal_reminder_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/promotion/star-deal-reminder", tags=["activity reminders"]
)
_LOGGED_IN = (UNAUTHORIZED, TOKEN_EXPIRED)


@star_deal_reminder_router.post(
    "/create",
    summary="Remind me before a star deal starts: in the app, and by Web Push when asked",
    **error_answers(*_LOGGED_IN, STAR_DEAL_NOT_FOUND, REMINDER_NOT_UPCOMING),
)
async def star_deal_reminder_create(
    body: StarDealReminderCreateReq,
    principal: CurrentMember,
    session: DbSession,
    context: Context,
    settings: AppSettings,
) -> CommonResult[StarDealReminderResp]:
    lead = timedelta(minutes=settings.activity_reminder_minutes)
    channels = [ReminderChannel(channel) for channel in body.channels]
    return ok(
        await star_deal_reminder_service.create(
            session, principal.member_id, body.dealId, channels, context.language, lead
        )
    )


@star_deal_reminder_router.delete(
    "/delete", summary="Cancel my reminders of a star deal (none is fine)", **error_answers(*_LOGGED_IN)
)
async def star_deal_reminder_delete(
    dealId: Annotated[Id, Query()],  # noqa: N803 - the API's parameter name
    principal: CurrentMember,
    session: DbSession,
) -> CommonResult[bool]:
    await star_deal_reminder_service.cancel(session, principal.member_id, dealId)
    return ok(True)


@star_deal_reminder_router.get(
    "/list", summary="My star deal reminders still to come, soonest first", **error_answers(*_LOGGED_IN)
)
async def star_deal_reminder_list(
    principal: CurrentMember, session: ReadSession, context: Context
) -> CommonResult[list[StarDealReminderResp]]:
    return ok(await star_deal_reminder_service.list_for(session, principal.member_id, context.language))
