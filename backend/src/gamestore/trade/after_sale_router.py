"""HTTP for reviews of bought games, an order's feedback thread (spec §7 Trade) and the feedback centre."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from gamestore.core.auth import CurrentMember
from gamestore.core.deps import DbSession, Limiter, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.pagination import PageParam, PageResult
from gamestore.core.validators import Id
from gamestore.system.errors import FILE_NOT_FOUND
from gamestore.trade import after_sale_service, errors, feedback_service
from gamestore.trade.after_sale_schemas import (
    CommentCreateReq,
    FeedbackCreateReq,
    FeedbackReplyResp,
    MemberFeedbackCreateReq,
    MemberFeedbackResp,
)

order_item_router = APIRouter(route_class=JsonBodyRoute, prefix="/trade/order/item", tags=["trade orders"])
feedback_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/trade/order-feedback-reply", tags=["trade order feedback"]
)

_LOGGED_IN = (UNAUTHORIZED, TOKEN_EXPIRED)


@order_item_router.post(
    "/create-comment",
    summary="Review a game of a completed order (once per game of the order)",
    **error_answers(
        *_LOGGED_IN,
        errors.ORDER_ITEM_NOT_FOUND,
        errors.ORDER_NOT_COMPLETED,
        errors.RATING_REQUIRED,
        errors.ORDER_ITEM_COMMENTED,
    ),
)
async def create_comment(
    body: CommentCreateReq, principal: CurrentMember, session: DbSession
) -> CommonResult[int]:
    return ok(await after_sale_service.create_comment(session, principal.member_id, body))


@feedback_router.post(
    "/create",
    summary="Write to the store about an order",
    **error_answers(
        *_LOGGED_IN,
        errors.ORDER_NOT_FOUND,
        errors.FEEDBACK_CONTENT_REQUIRED,
        errors.FEEDBACK_TOO_FREQUENT,
        FILE_NOT_FOUND,
    ),
)
async def create_feedback(
    body: FeedbackCreateReq, principal: CurrentMember, session: DbSession, limiter: Limiter
) -> CommonResult[int]:
    return ok(await after_sale_service.create_feedback(session, limiter, principal.member_id, body))


@feedback_router.get(
    "/get",
    summary="An order's feedback thread, oldest first: the member's messages and the store's replies",
    **error_answers(*_LOGGED_IN, errors.ORDER_NOT_FOUND),
)
async def get_thread(
    orderId: Annotated[Id, Query(description="The order's id")],  # noqa: N803 - spec name
    principal: CurrentMember,
    session: ReadSession,
) -> CommonResult[list[FeedbackReplyResp]]:
    return ok(await after_sale_service.thread(session, principal.member_id, orderId))


member_feedback_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/member/feedback", tags=["feedback centre"]
)


@member_feedback_router.post(
    "/create",
    summary="Write to the store from the feedback centre (an order for payment and key subjects)",
    **error_answers(
        *_LOGGED_IN,
        errors.FEEDBACK_ORDER_REQUIRED,
        errors.ORDER_NOT_FOUND,
        errors.FEEDBACK_CONTENT_REQUIRED,
        errors.FEEDBACK_TOO_FREQUENT,
        FILE_NOT_FOUND,
    ),
)
async def create_member_feedback(
    body: MemberFeedbackCreateReq, principal: CurrentMember, session: DbSession, limiter: Limiter
) -> CommonResult[int]:
    return ok(await feedback_service.create(session, limiter, principal.member_id, body))


@member_feedback_router.get(
    "/page",
    summary="My feedback and my orders' feedback threads, newest first, with the store's replies",
    **error_answers(*_LOGGED_IN),
)
async def member_feedback_page(
    params: Annotated[PageParam, Query()], principal: CurrentMember, session: ReadSession
) -> CommonResult[PageResult[MemberFeedbackResp]]:
    return ok(await feedback_service.page(session, principal.member_id, params))


@member_feedback_router.get(
    "/get",
    summary="One of my feedback centre messages with the store's replies",
    **error_answers(*_LOGGED_IN, errors.FEEDBACK_NOT_FOUND),
)
async def member_feedback_get(
    id: Annotated[Id, Query()], principal: CurrentMember, session: ReadSession
) -> CommonResult[MemberFeedbackResp]:
    return ok(await feedback_service.get(session, principal.member_id, id))
