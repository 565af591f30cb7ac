"""HTTP for the shopping cart (spec §7); every call needs a logged-in member."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from gamestore.catalogue import promotion_errors
from gamestore.catalogue.errors import SPU_NOT_FOUND, SPU_OFF_SHELF
from gamestore.catalogue.pricing import price_context
from gamestore.core.auth import CurrentMember
from gamestore.core.context import Context
from gamestore.core.deps import AppSettings, DbSession, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.money import PriceUnit
from gamestore.core.validators import TextRule
from gamestore.loyalty.deps import MemberLevels
from gamestore.trade import cart_bundles, cart_service, errors
from gamestore.trade.cart_schemas import (
    MAX_CART_IDS,
    CartAddBundleReq,
    CartAddReq,
    CartBundleSelectedReq,
    CartListResp,
    CartUpdateCountReq,
    CartUpdateSelectedReq,
)

cart_router = APIRouter(route_class=JsonBodyRoute, prefix="/trade/cart", tags=["trade cart"])

_LOGGED_IN = (UNAUTHORIZED, TOKEN_EXPIRED)

CartIdList = Annotated[
    str,
    TextRule(),
    Query(
        pattern=r"^[0-9]{1,15}(,[0-9]{1,15})*$",
        max_length=MAX_CART_IDS * 16,  # a bounded repeat would compile too large a regex
        description=f"Comma-joined cart item ids, at most {MAX_CART_IDS} of 15 digits",
    ),
]


@cart_router.post(
    "/add",
    summary="Put a version in the cart (adds to its count when it is there); answers the cart item id",
    **error_answers(
        *_LOGGED_IN,
        errors.SKU_NOT_FOUND,
        SPU_NOT_FOUND,
        SPU_OFF_SHELF,
        errors.SKU_STOCK_NOT_ENOUGH,
        errors.COUNT_TOO_LARGE,
        errors.CART_FULL,
    ),
)
async def add_to_cart(
    body: CartAddReq, principal: CurrentMember, session: DbSession, settings: AppSettings, context: Context
) -> CommonResult[int]:
    item_id = await cart_service.add(
        session, settings, principal.member_id, body.skuId, body.count, context.language
    )
    return ok(item_id)


@cart_router.put(
    "/update-count",
    summary="Set how many of a cart item to buy",
    **error_answers(*_LOGGED_IN, errors.COUNT_TOO_LARGE, errors.CART_ITEM_NOT_FOUND),
)
async def update_cart_count(
    body: CartUpdateCountReq, principal: CurrentMember, session: DbSession, settings: AppSettings
) -> CommonResult[bool]:
    await cart_service.update_count(session, settings, principal.member_id, body.id, body.count)
    return ok(True)


@cart_router.put(
    "/update-selected",
    summary="Select or unselect cart items (ids not in the member's cart are ignored)",
    **error_answers(*_LOGGED_IN),
)
async def update_cart_selected(
    body: CartUpdateSelectedReq, principal: CurrentMember, session: DbSession
) -> CommonResult[bool]:
    await cart_service.update_selected(session, principal.member_id, body.ids, body.selected)
    return ok(True)


@cart_router.delete(
    "/delete",
    summary="Remove cart items (ids not in the member's cart are ignored)",
    **error_answers(*_LOGGED_IN),
)
async def delete_cart_items(
    ids: CartIdList, principal: CurrentMember, session: DbSession
) -> CommonResult[bool]:
    await cart_service.remove(session, principal.member_id, [int(part) for part in ids.split(",")])
    return ok(True)


@cart_router.post(
    "/add-bundle",
    summary="Put a bundle in the cart (issue 42): any-N with the versions picked, a fixed set as offered; "
    "a bundle already there takes the new picks. Answers the cart bundle id",
    **error_answers(
        *_LOGGED_IN,
        promotion_errors.BUNDLE_NOT_FOUND,
        promotion_errors.BUNDLE_NOT_ON_SALE,
        promotion_errors.BUNDLE_PICK_NOT_A_TIER,
        promotion_errors.BUNDLE_VERSION_NOT_IN,
        promotion_errors.BUNDLE_ALL_OWNED,
        errors.SKU_NOT_FOUND,
        SPU_OFF_SHELF,
        errors.SKU_STOCK_NOT_ENOUGH,
        errors.CART_FULL,
    ),
)
async def add_bundle_to_cart(
    body: CartAddBundleReq,
    principal: CurrentMember,
    session: DbSession,
    settings: AppSettings,
    context: Context,
) -> CommonResult[int]:
    cart_id = await cart_bundles.add(
        session, settings, principal.member_id, body.bundleId, body.skuIds, context.language
    )
    return ok(cart_id)


@cart_router.put(
    "/update-bundle-selected",
    summary="Select or unselect cart bundles (ids not in the member's cart are ignored)",
    **error_answers(*_LOGGED_IN),
)
async def update_cart_bundle_selected(
    body: CartBundleSelectedReq, principal: CurrentMember, session: DbSession
) -> CommonResult[bool]:
    await cart_bundles.update_selected(session, principal.member_id, body.ids, body.selected)
    return ok(True)


@cart_router.delete(
    "/delete-bundle",
    summary="Remove bundles from the cart (ids not in the member's cart are ignored)",
    **error_answers(*_LOGGED_IN),
)
async def delete_cart_bundles(
    ids: CartIdList, principal: CurrentMember, session: DbSession
) -> CommonResult[bool]:
    await cart_bundles.remove(session, principal.member_id, [int(part) for part in ids.split(",")])
    return ok(True)


@cart_router.get(
    "/list",
    summary="The cart, newest first, split into items that can be bought and those that cannot; its "
    "bundles apart (each saying whether it can be bought)",
    **error_answers(*_LOGGED_IN),
)
async def cart_list(
    principal: CurrentMember,
    session: ReadSession,
    settings: AppSettings,
    context: Context,
    levels: MemberLevels,
    priceUnit: Annotated[PriceUnit, Query(description="Display currency")] = "CNY",  # noqa: N803
) -> CommonResult[CartListResp]:
    prices = await price_context(session, settings, principal, priceUnit, levels)
    return ok(await cart_service.list_items(session, principal.member_id, prices, context.language))
