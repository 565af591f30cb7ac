"""HTTP for payment orders (spec §7 Pay): read one, submit it to a channel, the channels on offer."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from gamestore.core.auth import CurrentMember
from gamestore.core.context import IOS_APP_PURCHASES_OFF, Context, refuse_purchase_in_ios_app_shell
from gamestore.core.deps import AppSettings, DbSession, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.validators import Id
from gamestore.pay import errors, order_service
from gamestore.pay.deps import PayChannels
from gamestore.pay.order_schemas import PayOrderResp, PayOrderSubmitReq, PayOrderSubmitResp
from gamestore.trade.errors import ORDER_CLOSED

pay_order_router = APIRouter(route_class=JsonBodyRoute, prefix="/pay/order", tags=["pay orders"])
channel_router = APIRouter(route_class=JsonBodyRoute, prefix="/pay/channel", tags=["pay orders"])

_LOGGED_IN = (UNAUTHORIZED, TOKEN_EXPIRED)


@pay_order_router.get(
    "/get",
    summary="One of the member's payment orders",
    **error_answers(*_LOGGED_IN, errors.PAY_ORDER_NOT_FOUND),
)
async def get_pay_order(
    id: Annotated[Id, Query(description="The payment order's id")],
    principal: CurrentMember,
    session: ReadSession,
    context: Context,
) -> CommonResult[PayOrderResp]:
    return ok(await order_service.get(session, principal.member_id, id, context.language))


@pay_order_router.post(
    "/submit",
    summary="Pay a payment order through a channel (wallet and mock settle at once: status 0)",
    **error_answers(
        *_LOGGED_IN,
        errors.PAY_ORDER_NOT_FOUND,
        errors.PAY_ORDER_CLOSED,
        errors.PAY_ORDER_EXPIRED,
        errors.CHANNEL_NOT_ENABLED,
        errors.WALLET_BALANCE_NOT_ENOUGH,
        errors.RECHARGE_NOT_BY_WALLET,
        errors.CHANNEL_FAILED,
        errors.WECHAT_BINDING_NEEDED,
        ORDER_CLOSED,
        IOS_APP_PURCHASES_OFF,
    ),
)
async def submit_pay_order(
    body: PayOrderSubmitReq,
    principal: CurrentMember,
    session: DbSession,
    settings: AppSettings,
    gateways: PayChannels,
    context: Context,
) -> CommonResult[PayOrderSubmitResp]:
    refuse_purchase_in_ios_app_shell(context, settings.app_shell_ios_purchases)
    return ok(
        await order_service.submit(
            session,
            settings,
            gateways,
            principal.member_id,
            body,
            order_service.Payer(client_ip=context.client_ip, terminal=context.terminal),
        )
    )


@channel_router.get("/get-enable-code-list", summary="The payment channels this store takes")
async def enabled_channels(settings: AppSettings, gateways: PayChannels) -> CommonResult[list[str]]:
    return ok(order_service.enabled_channels(settings, gateways))
