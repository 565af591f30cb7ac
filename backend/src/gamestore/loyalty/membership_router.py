"""HTTP for daily check-in, levels and experience records."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from gamestore.core.auth import CurrentMember
from gamestore.core.context import Context
from gamestore.core.deps import DbSession, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.pagination import PageParam, PageResult
from gamestore.loyalty import errors, experience_service, membership_tables, sign_in_service
from gamestore.loyalty.levels import level_icon
from gamestore.loyalty.schemas import (
    ExperienceRecordResp,
    LevelListResp,
    SignInConfigResp,
    SignInCreateResp,
    SignInRecordPageReq,
    SignInRecordResp,
    SignInSummaryResp,
)

sign_in_router = APIRouter(route_class=JsonBodyRoute, prefix="/member/sign-in", tags=["member check-in"])
level_router = APIRouter(route_class=JsonBodyRoute, prefix="/member/level", tags=["member levels"])
experience_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/member/experience-record", tags=["member levels"]
)

_LOGGED_IN = (UNAUTHORIZED, TOKEN_EXPIRED)


@sign_in_router.get(
    "/config/list",
    summary="The check-in reward of each day of a streak (the last repeats after it)",
    **error_answers(),
)
async def sign_in_config_list(session: ReadSession) -> CommonResult[list[SignInConfigResp]]:
    return ok(await sign_in_service.config_list(session))


@sign_in_router.get(
    "/record/get-summary",
    summary="Days checked in, the running streak and whether today is done",
    **error_answers(*_LOGGED_IN),
)
async def sign_in_summary(principal: CurrentMember, session: ReadSession) -> CommonResult[SignInSummaryResp]:
    return ok(await sign_in_service.summary(session, principal.member_id))


@sign_in_router.post(
    "/record/create",
    summary="Check in for today and collect the day's points and experience",
    **error_answers(*_LOGGED_IN, errors.SIGN_IN_ALREADY),
)
async def sign_in_create(principal: CurrentMember, session: DbSession) -> CommonResult[SignInCreateResp]:
    return ok(await sign_in_service.create(session, principal.member_id))


@sign_in_router.get(
    "/record/page",
    summary="The member's check-ins, newest first (one month's with `month`)",
    **error_answers(*_LOGGED_IN),
)
async def sign_in_record_page(
    params: Annotated[SignInRecordPageReq, Query()], principal: CurrentMember, session: ReadSession
) -> CommonResult[PageResult[SignInRecordResp]]:
    return ok(await sign_in_service.page_records(session, principal.member_id, params))


@level_router.get(
    "/list",
    summary="Every member level with the experience it starts at and its discount",
    **error_answers(),
)
async def level_list(context: Context, session: ReadSession) -> CommonResult[list[LevelListResp]]:
    return ok(
        [
            LevelListResp(
                id=level.level,
                name=level.names[context.language],
                level=level.level,
                experience=level.experience,
                discountPercent=level.discount_percent,
                icon=level_icon(level),
            )
            for level in await membership_tables.levels(session)
        ]
    )


@experience_router.get(
    "/page",
    summary="The member's experience records, newest first",
    **error_answers(*_LOGGED_IN),
)
async def experience_record_page(
    params: Annotated[PageParam, Query()], principal: CurrentMember, session: ReadSession, context: Context
) -> CommonResult[PageResult[ExperienceRecordResp]]:
    return ok(await experience_service.page_records(session, principal.member_id, params, context.language))
