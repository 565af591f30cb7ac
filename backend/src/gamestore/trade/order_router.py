"""HTTP for orders (spec §7 Trade): settle, create, read, cancel, delete, count."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Query, Request
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import promotion_errors, star_deal_service
from gamestore.catalogue.errors import SPU_OFF_SHELF
from gamestore.catalogue.star_deal_service import Seen
from gamestore.core.auth import Bearer, CurrentMember, Principal
from gamestore.core.config import Settings
from gamestore.core.context import (
    IOS_APP_PURCHASES_OFF,
    Context,
    RequestContext,
    get_request_context,
    refuse_purchase_in_ios_app_shell,
)
from gamestore.core.crypto import KeyCipher
from gamestore.core.deps import AppSettings, DbSession, OneWriteSession, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import TOKEN_EXPIRED, UNAUTHORIZED, AppError, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.pagination import PageResult
from gamestore.core.validators import Id
from gamestore.identity import country, token_service
from gamestore.identity.errors import USER_MOBILE_REQUIRED
from gamestore.loyalty.errors import POINT_NOT_ENOUGH
from gamestore.trade import (
    errors,
    key_report_service,
    order_changes,
    order_query,
    order_track,
    orders_by_game,
    preorder_service,
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
    PreorderMessageReq,
    SettlementReq,
    SettlementResp,
    StarDealOrderReq,
)
from gamestore.trade.settlement import settle, settlement_answer
from gamestore.trade.star_deal_gate import holds_claim, keep_claim
from gamestore.trade.star_deal_order import create_deal_order

order_router = APIRouter(route_class=JsonBodyRoute, prefix="/trade/order", tags=["trade orders"])
star_deal_order_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/trade/star-deal", tags=["trade orders"]
)

_LOGGED_IN = (UNAUTHORIZED, TOKEN_EXPIRED)
_BUYING = (
    *_LOGGED_IN,
    errors.SKU_NOT_FOUND,
    SPU_OFF_SHELF,
    errors.SKU_STOCK_NOT_ENOUGH,
    errors.COUNT_TOO_LARGE,
    errors.REGION_LOCKED,
    errors.DLC_BASE_NOT_OWNED,
    promotion_errors.BUNDLE_NOT_FOUND,
    promotion_errors.BUNDLE_NOT_ON_SALE,
    promotion_errors.BUNDLE_PICK_NOT_A_TIER,
    promotion_errors.BUNDLE_VERSION_NOT_IN,
    promotion_errors.BUNDLE_ALL_OWNED,
)
OrderIdQuery = Annotated[Id, Query(description="The order's id")]
SpuIdQuery = Annotated[Id, Query(description="The game's id")]


async def _where(
    session: AsyncSession, member_id: int, settings: Settings, context: RequestContext
) -> str | None:
    """The buyer's country: their Steam account's, else their own, else the request's address's."""
    found = await country.member_country(session, member_id, settings.geoip_database, context.client_ip)
    return found.country


async def _buyer(
    session: AsyncSession, member_id: int, settings: Settings, context: RequestContext
) -> country.Buyer:
    """The buyer's country (as ``_where``) and whether they have a mobile, in one query."""
    return await country.buyer(session, member_id, settings.geoip_database, context.client_ip)


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
    where = await _where(session, principal.member_id, settings, context)
    result = await settle(session, settings, principal.member_id, body, context.language, where)
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
    buyer = await _buyer(session, principal.member_id, settings, context)
    return ok(
        await create_order(
            session, settings, principal.member_id, context.terminal, body, context.language, buyer
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


async def _deal_on_sale(body: StarDealOrderReq, session: OneWriteSession, request: Request) -> Seen:
    """Before the member is known (a dependency resolved ahead of theirs): a deal sold out, ended or to
    come is refused at once, from the process's board, without a database round trip for the member's
    session. Nothing is given away: the deals' list is public. An attempt that claimed its keys at the
    door goes on, whatever the board says since."""
    claimed = holds_claim(request.scope)
    return await star_deal_service.for_purchase(session, body.dealId, body.count, claimed=claimed)


DealOnSale = Annotated[Seen, Depends(_deal_on_sale)]


async def _deal_buyer(request: Request, credentials: Bearer) -> tuple[Principal, country.Buyer]:
    """The logged-in member (as ``CurrentMember``) and what buying asks of them, read with their
    session when it is looked up: a star deal's crowd is mostly sessions this process has not seen."""
    if credentials is None:
        raise AppError(UNAUTHORIZED)
    context = await get_request_context(request)
    state = request.app.state
    return await token_service.authenticate_buyer(
        state.read_sessions, state.settings, context.tenant_id, credentials.credentials, context.client_ip
    )


DealBuyer = Annotated[tuple[Principal, country.Buyer], Depends(_deal_buyer)]


@star_deal_order_router.post(
    "/create",
    summary="Buy at a star deal: an unpaid order of the deal's version at its price (no member discount, "
    "points or voucher), its keys the deal's; at most the deal's limit a member over all their orders "
    "(unpaid ones count until they close). Sold out is answered at once",
    **error_answers(
        *_LOGGED_IN,
        USER_MOBILE_REQUIRED,
        IOS_APP_PURCHASES_OFF,
        SPU_OFF_SHELF,
        errors.REGION_LOCKED,
        promotion_errors.STAR_DEAL_NOT_FOUND,
        promotion_errors.STAR_DEAL_NOT_STARTED,
        promotion_errors.STAR_DEAL_ENDED,
        promotion_errors.STAR_DEAL_SOLD_OUT,
        promotion_errors.STAR_DEAL_LIMIT,
    ),
)
async def star_deal_create(
    seen: DealOnSale,
    body: StarDealOrderReq,
    member: DealBuyer,
    session: OneWriteSession,
    settings: AppSettings,
    context: Context,
    request: Request,
) -> CommonResult[OrderCreateResp]:
    """On PostgreSQL the order, its payment and the take are one statement (trade/order_insert.py),
    run with the reads on their own: no transaction to begin and commit."""
    refuse_purchase_in_ios_app_shell(context, settings.app_shell_ios_purchases)
    principal, buyer = member
    created = await create_deal_order(
        session,
        settings,
        principal.member_id,
        context.terminal,
        seen,
        body.count,
        context.language,
        buyer,
        claimed=holds_claim(request.scope),
    )
    keep_claim(request.scope)  # the units claimed at the door are this order's
    return ok(created)


@order_router.post(
    "/preorder-message",
    summary="The member accepted a WeChat subscribe message (in the mini program) for their pre-order "
    "waiting for its keys: its next news (delivered, short, refunded) goes to WeChat too. Answers how "
    "many are kept for it (at most 3)",
    **error_answers(*_LOGGED_IN, errors.PREORDER_NOT_WAITING),
)
async def preorder_message(
    body: PreorderMessageReq, principal: CurrentMember, session: DbSession
) -> CommonResult[int]:
    return ok(await preorder_service.accept_messages(session, principal.member_id, body.id))


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
