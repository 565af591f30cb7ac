"""HTTP for My items and My collection (spec §2 user/item, user/NFT, user/NFTDetail)."""

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
from gamestore.core.validators import Id
from gamestore.engagement import collectible_service, errors, item_service
from gamestore.engagement.deps import Cipher
from gamestore.engagement.item_schemas import CollectibleResp, ItemIdReq, ItemPageReq, ItemResp

item_router = APIRouter(route_class=JsonBodyRoute, prefix="/member/item", tags=["member items"])
collectible_router = APIRouter(route_class=JsonBodyRoute, prefix="/member/collectible", tags=["member items"])

_LOGGED_IN = (UNAUTHORIZED, TOKEN_EXPIRED)
ItemId = Annotated[Id, Query(description="The held item's id")]
CollectibleId = Annotated[Id, Query(description="The collectible's id")]


@item_router.get(
    "/page",
    summary="The member's items, newest first, with their state (status: 1 held, 2 used up, 3 not available)",
    **error_answers(*_LOGGED_IN),
)
async def item_page(
    params: Annotated[ItemPageReq, Query()],
    principal: CurrentMember,
    session: ReadSession,
    context: Context,
) -> CommonResult[PageResult[ItemResp]]:
    return ok(await item_service.page(session, principal.member_id, params, context.language))


@item_router.get(
    "/get",
    summary="One of the member's items (a bonus code shows its code once revealed)",
    **error_answers(*_LOGGED_IN, errors.ITEM_NOT_FOUND),
)
async def item_get(
    id: ItemId,
    principal: CurrentMember,
    session: ReadSession,
    cipher: Cipher,
    context: Context,
) -> CommonResult[ItemResp]:
    return ok(await item_service.get(session, cipher, principal.member_id, id, context.language))


@item_router.post(
    "/reveal",
    summary="Reveal a bonus code to its owner (recorded the first time; it is then used)",
    **error_answers(
        *_LOGGED_IN, errors.ITEM_NOT_FOUND, errors.ITEM_NOT_REVEALABLE, errors.ITEM_NOT_AVAILABLE
    ),
)
async def item_reveal(
    body: ItemIdReq,
    principal: CurrentMember,
    session: DbSession,
    cipher: Cipher,
    context: Context,
) -> CommonResult[ItemResp]:
    return ok(await item_service.reveal(session, cipher, principal.member_id, body.id, context.language))


@collectible_router.get(
    "/page",
    summary="The member's collectibles, newest first",
    **error_answers(*_LOGGED_IN),
)
async def collectible_page(
    params: Annotated[PageParam, Query()], principal: CurrentMember, session: ReadSession, context: Context
) -> CommonResult[PageResult[CollectibleResp]]:
    return ok(await collectible_service.page(session, principal.member_id, params, context.language))


@collectible_router.get(
    "/get",
    summary="One of the member's collectibles: its number in the edition, when and how it was earned",
    **error_answers(*_LOGGED_IN, errors.COLLECTIBLE_NOT_FOUND),
)
async def collectible_get(
    id: CollectibleId,
    principal: CurrentMember,
    session: ReadSession,
    context: Context,
) -> CommonResult[CollectibleResp]:
    return ok(await collectible_service.get(session, principal.member_id, id, context.language))
