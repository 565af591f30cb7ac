"""HTTP for /admin-api/trade: support finds orders and their history, refunds, answers feedback."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated

from fastapi import APIRouter, Depends, Query, Request

from gamestore.core.context import Context
from gamestore.core.crypto import KeyCipher
from gamestore.core.deps import AppSettings, DbSession, DryRunSession, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import FORBIDDEN, TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.operators import OperatorPrincipal, require_permission
from gamestore.core.pagination import PageResult
from gamestore.core.validators import Id
from gamestore.pay import errors as pay_errors
from gamestore.pay.deps import PayChannels
from gamestore.system import service as system_service
from gamestore.trade import admin_service, errors, feedback_admin_service, key_report_service, refund_service
from gamestore.trade.admin_schemas import (
    AdminOrderDetailResp,
    AdminOrderPageReq,
    AdminOrderResp,
    AdminRefundReq,
    AdminRefundRetryReq,
    FeedbackReplyReq,
)
from gamestore.trade.feedback_admin_schemas import AdminFeedbackPageReq, AdminFeedbackResp
from gamestore.trade.key_report_schemas import (
    AdminKeyReportPageReq,
    AdminKeyReportResolveReq,
    AdminKeyReportResp,
    KeyReportResp,
)
from gamestore.trade.refund_schemas import AfterSaleResp, RefundPreviewResp

admin_order_router = APIRouter(route_class=JsonBodyRoute, prefix="/trade/order", tags=["admin orders"])
admin_after_sale_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/trade/after-sale", tags=["admin orders"]
)
admin_feedback_router = APIRouter(route_class=JsonBodyRoute, prefix="/trade/feedback", tags=["admin orders"])
admin_key_report_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/trade/key-report", tags=["admin orders"]
)

_ALLOWED = (UNAUTHORIZED, TOKEN_EXPIRED, FORBIDDEN)

OrderReader = Annotated[OperatorPrincipal, Depends(require_permission("trade.order:read"))]
RefundWriter = Annotated[OperatorPrincipal, Depends(require_permission("trade.refund:write"))]
FeedbackReader = Annotated[OperatorPrincipal, Depends(require_permission("trade.feedback:read"))]
FeedbackWriter = Annotated[OperatorPrincipal, Depends(require_permission("trade.feedback:write"))]


@admin_order_router.get(
    "/page",
    summary="Orders by number, member mobile or activation key, status and time, newest first",
    **error_answers(*_ALLOWED),
)
async def order_page(
    params: Annotated[AdminOrderPageReq, Query()],
    principal: OrderReader,
    session: ReadSession,
    settings: AppSettings,
) -> CommonResult[PageResult[AdminOrderResp]]:
    return ok(await admin_service.page(session, KeyCipher.from_settings(settings), params))


@admin_order_router.get(
    "/get",
    summary="An order's whole history: lines, price parts, payment, log, keys (masked), refunds, feedback",
    **error_answers(*_ALLOWED, errors.ORDER_NOT_FOUND),
)
async def order_get(
    id: Annotated[Id, Query(description="The order's id")],
    principal: OrderReader,
    session: ReadSession,
    context: Context,
) -> CommonResult[AdminOrderDetailResp]:
    return ok(await admin_service.detail(session, id, context.language))


@admin_after_sale_router.post(
    "/create",
    summary="Refund every never-revealed key of a paid order, with a reason (no refund window for support)",
    **error_answers(
        *_ALLOWED,
        errors.ORDER_NOT_FOUND,
        errors.REFUND_ORDER_NOT_PAID,
        errors.REFUND_IN_PROGRESS,
        errors.REFUND_ALREADY_DONE,
        errors.REFUND_KEYS_REVEALED,
    ),
)
async def after_sale_create(
    body: AdminRefundReq,
    principal: RefundWriter,
    session: DbSession,
    settings: AppSettings,
    gateways: PayChannels,
    context: Context,
) -> CommonResult[AfterSaleResp]:
    return ok(await admin_service.refund(session, settings, gateways, principal, body, context.language))


@admin_after_sale_router.get(
    "/preview",
    summary="What refunding the order's never-revealed keys would give back now, before support "
    "confirms: their share, less the worth of points they earned that the member has spent",
    **error_answers(
        *_ALLOWED,
        errors.ORDER_NOT_FOUND,
        errors.REFUND_ORDER_NOT_PAID,
        errors.REFUND_IN_PROGRESS,
        errors.REFUND_ALREADY_DONE,
        errors.REFUND_KEYS_REVEALED,
    ),
)
async def after_sale_preview(
    orderId: Annotated[Id, Query(description="The order's id")],  # noqa: N803 - the API's name
    principal: RefundWriter,
    session: DryRunSession,
    settings: AppSettings,
    gateways: PayChannels,
) -> CommonResult[RefundPreviewResp]:
    by = refund_service.Support(principal.operator_id, "")
    return ok(await refund_service.preview(session, settings, gateways, orderId, by))


@admin_after_sale_router.post(
    "/retry",
    summary="Ask the gateway again for a refund whose automatic tries are used up (status 40)",
    **error_answers(*_ALLOWED, errors.AFTER_SALE_NOT_FOUND, pay_errors.REFUND_NOT_RETRYABLE),
)
async def after_sale_retry(
    body: AdminRefundRetryReq,
    principal: RefundWriter,
    session: DbSession,
    gateways: PayChannels,
    context: Context,
) -> CommonResult[AfterSaleResp]:
    return ok(await admin_service.retry_refund(session, gateways, principal, body, context.language))


@admin_feedback_router.post(
    "/reply",
    summary="The store's reply to feedback from the centre or in an order's thread (the member sees it)",
    **error_answers(*_ALLOWED, errors.FEEDBACK_NOT_FOUND, errors.ORDER_NOT_FOUND),
)
async def feedback_reply(
    body: FeedbackReplyReq, principal: FeedbackWriter, session: DbSession
) -> CommonResult[bool]:
    await admin_service.reply_to_feedback(session, principal, body)
    return ok(True)


@admin_feedback_router.get(
    "/page",
    summary="What members wrote (feedback centre and order threads), answered or waiting, by mobile "
    "or words, newest first",
    **error_answers(*_ALLOWED),
)
async def feedback_page(
    params: Annotated[AdminFeedbackPageReq, Query()],
    principal: FeedbackReader,
    session: ReadSession,
    settings: AppSettings,
    context: Context,
    request: Request,
) -> CommonResult[PageResult[AdminFeedbackResp]]:
    base_url = str(request.base_url)

    def link(paths: Sequence[str]) -> list[str]:
        return system_service.picture_links(settings, paths, base_url)

    return ok(await feedback_admin_service.page(session, params, context.language, link))


@admin_key_report_router.get(
    "/page",
    summary="Keys members reported not working, newest first: pending (with support) or resolved, each "
    "with its order, the member (mobile masked) and their reports this month",
    **error_answers(*_ALLOWED),
)
async def key_report_page(
    params: Annotated[AdminKeyReportPageReq, Query()],
    principal: OrderReader,
    session: ReadSession,
    context: Context,
) -> CommonResult[PageResult[AdminKeyReportResp]]:
    return ok(await key_report_service.page(session, params, context.language))


@admin_key_report_router.post(
    "/resolve",
    summary="Answer a key report with support: replace (any available key of the version, shown to "
    "the member), refund (that key's share) or reject (with an answer); the member is told",
    **error_answers(
        *_ALLOWED,
        errors.KEY_REPORT_NOT_FOUND,
        errors.KEY_REPORT_RESOLVED,
        errors.KEY_REPORT_NO_KEY,
        errors.REFUND_IN_PROGRESS,
        errors.REFUND_ALREADY_DONE,
    ),
)
async def key_report_resolve(
    body: AdminKeyReportResolveReq,
    principal: RefundWriter,
    session: DbSession,
    settings: AppSettings,
    gateways: PayChannels,
) -> CommonResult[KeyReportResp]:
    return ok(await key_report_service.resolve(session, settings, gateways, principal, body))


@admin_key_report_router.get(
    "/refund-preview",
    summary="What refunding a reported key would give back now, before support confirms: its share, "
    "less the worth of points it earned that the member has spent",
    **error_answers(
        *_ALLOWED,
        errors.KEY_REPORT_NOT_FOUND,
        errors.KEY_REPORT_RESOLVED,
        errors.REFUND_IN_PROGRESS,
        errors.REFUND_ALREADY_DONE,
    ),
)
async def key_report_refund_preview(
    id: Annotated[Id, Query(description="The report's id")],
    principal: RefundWriter,
    session: DryRunSession,
    settings: AppSettings,
    gateways: PayChannels,
) -> CommonResult[RefundPreviewResp]:
    return ok(await key_report_service.refund_preview(session, settings, gateways, principal, id))


ADMIN_TRADE_ROUTERS = (
    admin_order_router,
    admin_after_sale_router,
    admin_feedback_router,
    admin_key_report_router,
)
