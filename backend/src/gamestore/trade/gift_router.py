"""HTTP for gifts: what a gift link shows, claiming it, taking it back, and the gifts a member gave."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from gamestore.core.auth import CurrentMember, OptionalMember
from gamestore.core.context import Context
from gamestore.core.deps import AppSettings, DbSession, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.pagination import PageResult
from gamestore.identity import country
from gamestore.trade import errors, gift_service
from gamestore.trade.gift_schemas import (
    GiftClaimResp,
    GiftCode,
    GiftCodeReq,
    GiftOrderReq,
    GiftResp,
    SentGiftPageReq,
    SentGiftResp,
)

gift_router = APIRouter(route_class=JsonBodyRoute, prefix="/trade/gift", tags=["trade gifts"])

_LOGGED_IN = (UNAUTHORIZED, TOKEN_EXPIRED)


@gift_router.get(
    "/get",
    summary="The gift behind a link: its games, the giver's nickname and message, whether it waits "
    "(anyone may open it; `mine` when the member asking gave it)",
    **error_answers(errors.GIFT_NOT_FOUND),
)
async def get(
    code: Annotated[GiftCode, Query(description="The claim code from the gift's link")],
    principal: OptionalMember,
    session: ReadSession,
    context: Context,
) -> CommonResult[GiftResp]:
    viewer = principal.member_id if principal is not None else None
    return ok(await gift_service.get(session, code, viewer, context.language))


@gift_router.post(
    "/claim",
    summary="Claim a gift: its order, keys and games become the member's (the giver is told); one "
    "claimer wins, others are told it was claimed",
    **error_answers(
        *_LOGGED_IN,
        errors.GIFT_NOT_FOUND,
        errors.GIFT_OWN,
        errors.GIFT_REGION,
        errors.GIFT_CLAIMED,
        errors.GIFT_ENDED,
    ),
)
async def claim(
    body: GiftCodeReq, principal: CurrentMember, session: DbSession, settings: AppSettings, context: Context
) -> CommonResult[GiftClaimResp]:
    where = await country.member_country(
        session, principal.member_id, settings.geoip_database, context.client_ip
    )
    return ok(await gift_service.claim(session, settings, principal.member_id, body.code, where.country))


@gift_router.post(
    "/take-back",
    summary="Take back a gift nobody has claimed: the order is an ordinary one of the member's again, "
    "its refund window opening now",
    **error_answers(*_LOGGED_IN, errors.ORDER_NOT_FOUND, errors.GIFT_ENDED),
)
async def take_back(
    body: GiftOrderReq, principal: CurrentMember, session: DbSession, settings: AppSettings
) -> CommonResult[bool]:
    await gift_service.take_back(session, settings, principal.member_id, body.orderId)
    return ok(True)


@gift_router.get(
    "/sent",
    summary="The paid gifts the member gave, newest first: waiting, claimed (by whom, masked) or back",
    **error_answers(*_LOGGED_IN),
)
async def sent(
    params: Annotated[SentGiftPageReq, Query()],
    principal: CurrentMember,
    session: ReadSession,
    context: Context,
) -> CommonResult[PageResult[SentGiftResp]]:
    return ok(await gift_service.sent(session, principal.member_id, params, context.language))
