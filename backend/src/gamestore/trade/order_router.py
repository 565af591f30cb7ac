"""HTTP for orders (spec §7 Trade): settle, create, read, cancel, delete, count."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from gamestore.catalogue.errors import SPU_OFF_SHELF
from gamestore.core.auth import CurrentMember
from gamestore.core.context import IOS_APP_PURCHASES_OFF, Context, refuse_purchase_in_ios_app_shell
from gamestore.core.crypto import KeyCipher
from gamestore.core.deps import AppSettings, DbSession, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.pagination import PageResult
from gamestore.core.validators import Id
from gamestore.identity import country
from gamestore.identity.errors import USER_MOBILE_REQUIRED
from gamestore.loyalty.errors import POINT_NOT_ENOUGH
from gamestore.trade import (
    errors,
    key_report_service,
    order_changes,
    order_query,
    order_track,
    orders_by_game,
)
from gamestore.trade.key_report_schemas import KeyReportReq, KeyReportResp, KeyReportResultResp
from gamestore.trade.order_create import create_order
from gamestore.trade.order_schemas import (
    KeyRevealReq,
    KeyRevealResp,
    OrderCountResp,
    OrderCreateReq,
    OrderCreateResp,
    OrderDetailResp,
    OrderOfGameResp,
    OrderPageReq,
    OrderSimpleResp,
    OrderSummaryResp,
    OrderTrackResp,
    SettlementReq,
    SettlementResp,
)
from gamestore.trade.settlement import settle, settlement_answer

order_router = APIRouter(route_class=JsonBodyRoute, prefix="/trade/order", tags=["trade orders"])

_LOGGED_IN = (UNAUTHORIZED, TOKEN_EXPIRED)
_BUYING = (
    *_LOGGED_IN,
    errors.SKU_NOT_FOUND,
    SPU_OFF_SHELF,
    errors.SKU_STOCK_NOT_ENOUGH,
    errors.COUNT_TOO_LARGE,
    errors.REGION_LOCKED,
    errors.DLC_BASE_NOT_OWNED,
)
OrderIdQuery = Annotated[Id, Query(description="The order's id")]
SpuIdQuery = Annotated[Id, Query(description="The game's id")]


@order_router.post(
    "/settlement",
    summary="What the order would cost: every price line in fen, computed as creation will",
    **error_answers(*_BUYING),
)
async def settlement(
    body: SettlementReq,
    principal: CurrentMember,
    session: ReadSession,
    settings: AppSettings,
    context: Context,
) -> CommonResult[SettlementResp]:
    where = await country.member_country(
        session, principal.member_id, settings.geoip_database, context.client_ip
    )
    result = await settle(session, settings, principal.member_id, body, context.language, where.country)
    return ok(settlement_answer(result, context.language))


@order_router.post(
    "/create",
    summary="Place the order: reserves its keys and points and opens its payment (15 min to pay)",
    **error_answers(*_BUYING, POINT_NOT_ENOUGH, USER_MOBILE_REQUIRED, IOS_APP_PURCHASES_OFF),
)
async def create(
    body: OrderCreateReq,
    principal: CurrentMember,
    session: DbSession,
    settings: AppSettings,
    context: Context,
) -> CommonResult[OrderCreateResp]:
    refuse_purchase_in_ios_app_shell(context, settings.app_shell_ios_purchases)
    where = await country.member_country(
        session, principal.member_id, settings.geoip_database, context.client_ip
    )
    return ok(
        await create_order(
            session, settings, principal.member_id, context.terminal, body, context.language, where.country
        )
    )


@order_router.get(
    "/get-detail",
    summary="One order with every price line, its history and, once paid, its keys (masked until revealed)",
    **error_answers(*_LOGGED_IN, errors.ORDER_NOT_FOUND),
)
async def get_detail(
    id: OrderIdQuery,
    principal: CurrentMember,
    session: ReadSession,  # an order past its payment window is closed in a transaction of its own
    settings: AppSettings,
    context: Context,
    sync: Annotated[
        bool, Query(description="Accepted for the client; an expired order is always closed first")
    ] = False,
) -> CommonResult[OrderDetailResp]:
    cipher = KeyCipher.from_settings(settings)
    return ok(
        await order_query.detail(
            session, cipher, principal.member_id, id, context.language, settings.refund_window_days
        )
    )


@order_router.post(
    "/reveal-key",
    summary="Reveal one activation key of a paid order: answers it in clear and records the reveal "
    "(a revealed key can no longer be refunded; the first reveal's time is kept)",
    **error_answers(
        *_LOGGED_IN, errors.ORDER_NOT_FOUND, errors.ACTIVATION_KEY_NOT_FOUND, errors.GIFT_WAITING
    ),
)
async def reveal_key(
    body: KeyRevealReq, principal: CurrentMember, session: DbSession, settings: AppSettings, context: Context
) -> CommonResult[KeyRevealResp]:
    cipher = KeyCipher.from_settings(settings)
    return ok(
        await order_query.reveal_key(
            session, cipher, principal.member_id, body, context.client_ip, context.language
        )
    )


@order_router.post(
    "/key-report",
    summary="Report a revealed key that does not work (1 already redeemed, 2 wrong region, 3 invalid): "
    "the order's first report within 48 h of the reveal is answered at once with a key of the same "
    "batch (replaced, revealed now); else, or with none left, it goes to support (toSupport)",
    **error_answers(
        *_LOGGED_IN,
        errors.ORDER_NOT_FOUND,
        errors.ACTIVATION_KEY_NOT_FOUND,
        errors.KEY_NOT_REVEALED,
        errors.KEY_ALREADY_REPORTED,
    ),
)
async def key_report(
    body: KeyReportReq, principal: CurrentMember, session: DbSession, settings: AppSettings, context: Context
) -> CommonResult[KeyReportResultResp]:
    cipher = KeyCipher.from_settings(settings)
    return ok(
        await key_report_service.report(
            session, settings, cipher, principal.member_id, body, context.client_ip, context.language
        )
    )


@order_router.get(
    "/key-report/list",
    summary="The key reports of the member's order, oldest first",
    **error_answers(*_LOGGED_IN, errors.ORDER_NOT_FOUND),
)
async def key_report_list(
    orderId: OrderIdQuery,  # noqa: N803 - the API's name
    principal: CurrentMember,
    session: ReadSession,
) -> CommonResult[list[KeyReportResp]]:
    return ok(await key_report_service.member_reports(session, principal.member_id, orderId))


@order_router.get(
    "/get-express-track-list",
    summary="The order's delivery track: placed, paid, keys delivered and each key revealed, oldest first",
    **error_answers(*_LOGGED_IN, errors.ORDER_NOT_FOUND),
)
async def get_express_track_list(
    id: OrderIdQuery, principal: CurrentMember, session: ReadSession, context: Context
) -> CommonResult[list[OrderTrackResp]]:
    return ok(await order_track.track(session, principal.member_id, id, context.language))


@order_router.get(
    "/page",
    summary="A page of the member's orders for one tab, newest first",
    **error_answers(*_LOGGED_IN),
)
async def page(
    params: Annotated[OrderPageReq, Query()], principal: CurrentMember, session: ReadSession, context: Context
) -> CommonResult[PageResult[OrderSummaryResp]]:
    return ok(await order_query.page(session, principal.member_id, params, context.language))


@order_router.get(
    "/list-all-simple",
    summary="The member's latest 100 orders, one line each",
    **error_answers(*_LOGGED_IN),
)
async def list_all_simple(
    principal: CurrentMember, session: ReadSession, context: Context
) -> CommonResult[list[OrderSimpleResp]]:
    return ok(await order_query.simple_list(session, principal.member_id, context.language))


@order_router.get(
    "/list-by-game",
    summary="The member's paid orders holding a game, hidden ones included, newest first "
    "(My Games' Keys): each with how many keys of it it holds",
    **error_answers(*_LOGGED_IN),
)
async def list_by_game(
    spuId: SpuIdQuery,  # noqa: N803 - spec name
    principal: CurrentMember,
    session: ReadSession,
) -> CommonResult[list[OrderOfGameResp]]:
    return ok(await orders_by_game.orders_of_game(session, principal.member_id, spuId))


@order_router.get(
    "/get-count",
    summary="How many of the member's orders are in each tab",
    **error_answers(*_LOGGED_IN),
)
async def get_count(principal: CurrentMember, session: ReadSession) -> CommonResult[OrderCountResp]:
    return ok(await order_query.counts(session, principal.member_id))


@order_router.delete(
    "/cancel",
    summary="Cancel an unpaid order: its keys go back on sale and its points come back",
    **error_answers(*_LOGGED_IN, errors.ORDER_NOT_FOUND, errors.ORDER_NOT_UNPAID),
)
async def cancel(id: OrderIdQuery, principal: CurrentMember, session: DbSession) -> CommonResult[bool]:
    await order_changes.cancel(session, principal.member_id, id)
    return ok(True)


@order_router.delete(
    "/delete",
    summary="Hide a completed or closed order from the member's order list; its details and keys stay "
    "reachable (My Games). Refused while a key of it is unrevealed and refundable or a refund is under way",
    **error_answers(
        *_LOGGED_IN,
        errors.ORDER_NOT_FOUND,
        errors.ORDER_NOT_DELETABLE,
        errors.ORDER_KEYS_REFUNDABLE,
        errors.REFUND_IN_PROGRESS,
    ),
)
async def delete(
    id: OrderIdQuery, principal: CurrentMember, session: DbSession, settings: AppSettings
) -> CommonResult[bool]:
    await order_changes.remove(session, principal.member_id, id, settings.refund_window_days)
    return ok(True)
