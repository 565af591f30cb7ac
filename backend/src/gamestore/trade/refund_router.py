"""HTTP for the member's refunds (after-sale requests) of an order's never-revealed keys."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from gamestore.core.auth import CurrentMember
from gamestore.core.context import Context
from gamestore.core.deps import AppSettings, DbSession, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.pagination import PageResult
from gamestore.core.validators import Id
from gamestore.pay.deps import PayChannels
from gamestore.trade import errors, refund_service
from gamestore.trade.refund_schemas import AfterSaleCreateReq, AfterSalePageReq, AfterSaleResp

after_sale_router = APIRouter(route_class=JsonBodyRoute, prefix="/trade/after-sale", tags=["trade refunds"])

_LOGGED_IN = (UNAUTHORIZED, TOKEN_EXPIRED)


@after_sale_router.post(
    "/create",
    summary="Refund every never-revealed key of a paid order (within the refund window): the keys go "
    "back, the money goes back by the channel it came from; answers the refund",
    **error_answers(
        *_LOGGED_IN,
        errors.ORDER_NOT_FOUND,
        errors.REFUND_ORDER_NOT_PAID,
        errors.REFUND_IN_PROGRESS,
        errors.REFUND_ALREADY_DONE,
        errors.REFUND_WINDOW_PASSED,
        errors.REFUND_KEYS_REVEALED,
        errors.GIFT_WAITING,
    ),
)
async def create(
    body: AfterSaleCreateReq,
    principal: CurrentMember,
    session: DbSession,
    settings: AppSettings,
    gateways: PayChannels,
    context: Context,
) -> CommonResult[AfterSaleResp]:
    by = refund_service.Member(principal.member_id)
    after_sale = await refund_service.refund(session, settings, gateways, body.orderId, by, body.reason)
    return ok(await refund_service.answer(session, after_sale, context.language))


@after_sale_router.get(
    "/page",
    summary="A page of the member's refunds, newest first",
    **error_answers(*_LOGGED_IN),
)
async def page(
    params: Annotated[AfterSalePageReq, Query()],
    principal: CurrentMember,
    session: ReadSession,
    context: Context,
) -> CommonResult[PageResult[AfterSaleResp]]:
    return ok(await refund_service.page(session, principal.member_id, params, context.language))


@after_sale_router.get(
    "/get",
    summary="One of the member's refunds",
    **error_answers(*_LOGGED_IN, errors.AFTER_SALE_NOT_FOUND),
)
async def get(
    id: Annotated[Id, Query(description="The refund's id")],
    principal: CurrentMember,
    session: ReadSession,
    context: Context,
) -> CommonResult[AfterSaleResp]:
    return ok(await refund_service.get(session, principal.member_id, id, context.language))
