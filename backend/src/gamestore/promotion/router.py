from __future__ import annotations

from datetime import timedelta
from typing import Annotated

from fastapi import APIRouter, Query, Request

from gamestore.core.auth import CurrentMember
from gamestore.core.context import Context
from gamestore.core.deps import AppSettings, DbSession, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.pagination import PageResult
from gamestore.core.rewards import RewardCatalogue
from gamestore.core.validators import Id
from gamestore.promotion import article_service, banner_service, reminder_service
from gamestore.promotion.errors import ARTICLE_NOT_FOUND, ARTICLE_OFFLINE, REMINDER_NOT_UPCOMING
from gamestore.promotion.schemas import (
    ActivityReminderCreateReq,
    ActivityReminderResp,
    ArticleCategoryResp,
    ArticleDetailResp,
    ArticlePageReq,
    ArticleResp,
    BannerResp,
)

banner_router = APIRouter(route_class=JsonBodyRoute, prefix="/promotion/banner", tags=["promotions"])


@banner_router.get(
    "/list",
    summary="Banners at a position (promotion_banner_position; 1 home)",
    **error_answers(),
)
async def banner_list(
    session: ReadSession, context: Context, position: Annotated[int, Query(ge=1, le=100)] = 1
) -> CommonResult[list[BannerResp]]:
    return ok(await banner_service.banners(session, position, context.language))


article_category_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/promotion/article-category", tags=["articles"]
)
article_router = APIRouter(route_class=JsonBodyRoute, prefix="/promotion/article", tags=["articles"])


@article_category_router.get("/list", summary="The categories of activities and news", **error_answers())
async def article_category_list(
    session: ReadSession, context: Context
) -> CommonResult[list[ArticleCategoryResp]]:
    return ok(await article_service.categories(session, context.language))


@article_router.get(
    "/page",
    summary="Published activities and news, by type, activity status, category or title keyword",
    **error_answers(),
)
async def article_page(
    params: Annotated[ArticlePageReq, Query()], session: ReadSession, context: Context
) -> CommonResult[PageResult[ArticleResp]]:
    return ok(await article_service.page(session, params, context.language))


@article_router.get(
    "/get",
    summary="One activity or news item with its body (sanitized HTML) and featured games",
    **error_answers(ARTICLE_NOT_FOUND, ARTICLE_OFFLINE),
)
async def article_get(
    id: Annotated[Id, Query()], request: Request, session: ReadSession, context: Context
) -> CommonResult[ArticleDetailResp]:
    rewards: RewardCatalogue = request.app.state.rewards
    return ok(await article_service.get(session, id, context.language, rewards))


@article_router.put(
    "/add-browse-count",
    summary="Count one reading of an activity or news item",
    **error_answers(ARTICLE_NOT_FOUND, ARTICLE_OFFLINE),
)
async def article_add_browse_count(id: Annotated[Id, Query()], session: DbSession) -> CommonResult[bool]:
    await article_service.add_browse_count(session, id)
    return ok(True)


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
