"""The member's shopping cart: one row per version, counts capped per order, a cap on rows."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import bindparam, delete, literal, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import catalogue_service
from gamestore.catalogue.errors import SPU_OFF_SHELF
from gamestore.catalogue.pricing import PriceContext, with_events
from gamestore.catalogue.regions import RegionsBody
from gamestore.catalogue.schemas import SkuResp
from gamestore.core import clock
from gamestore.core.config import Settings
from gamestore.core.db import dialect_insert
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang
from gamestore.core.texts import text
from gamestore.identity import member_service
from gamestore.models.trade import CartAddition, CartItem
from gamestore.trade import cart_bundles
from gamestore.trade.cart_schemas import CartItemResp, CartListResp, CartSpuResp
from gamestore.trade.errors import (
    CART_FULL,
    CART_ITEM_NOT_FOUND,
    COUNT_TOO_LARGE,
    SKU_NOT_FOUND,
    SKU_STOCK_NOT_ENOUGH,
)


async def add(
    session: AsyncSession, settings: Settings, member_id: int, sku_id: int, count: int, lang: Lang
) -> int:
    """Put ``count`` of a version in the cart (adding to a row already there); answers the row's id."""
    version = (await catalogue_service.versions(session, [sku_id])).get(sku_id)
    if version is None:
        raise AppError(SKU_NOT_FOUND)
    if not version.game.on_sale:
        raise AppError(SPU_OFF_SHELF)
    max_count = settings.order_max_count_per_item
    if count > max_count:
        raise AppError(COUNT_TOO_LARGE, max=max_count)
    if version.stock <= 0:
        raise AppError(SKU_STOCK_NOT_ENOUGH, name=version.full_name(lang))

    # One member's adds run one at a time, so the row cap below cannot be passed by two at once.
    await member_service.serialize_writes(session, member_id)
    now = clock.now()
    insert = dialect_insert(session, CartItem).values(
        member_id=member_id,
        spu_id=version.game.id,
        sku_id=version.id,
        count=count,
        selected=True,
        created_at=now,
        updated_at=now,
    )
    # Adding again selects the row again and adds up the counts, unless the sum would pass the cap.
    upsert = insert.on_conflict_do_update(
        index_elements=["member_id", "sku_id"],
        set_={"count": CartItem.count + insert.excluded.count, "selected": True, "updated_at": now},
        where=CartItem.count + insert.excluded.count <= max_count,
    ).returning(CartItem.id)
    item_id = (await session.execute(upsert)).scalar_one_or_none()
    if item_id is None:
        raise AppError(COUNT_TOO_LARGE, max=max_count)

    if await cart_bundles.count_rows(session, member_id) > settings.cart_max_items:
        raise AppError(CART_FULL, max=settings.cart_max_items)  # rolls the new row back
    session.add(CartAddition(member_id=member_id, sku_id=version.id, created_at=now))
    return int(item_id)


async def update_count(
    session: AsyncSession, settings: Settings, member_id: int, item_id: int, count: int
) -> None:
    max_count = settings.order_max_count_per_item
    if count > max_count:
        raise AppError(COUNT_TOO_LARGE, max=max_count)
    changed = await session.execute(
        update(CartItem)
        .where(CartItem.id == item_id, CartItem.member_id == member_id)
        .values(count=count, updated_at=clock.now())
        .returning(CartItem.id)
    )
    if changed.scalar_one_or_none() is None:
        raise AppError(CART_ITEM_NOT_FOUND)


async def update_selected(
    session: AsyncSession, member_id: int, item_ids: Sequence[int], selected: bool
) -> None:
    """Select or unselect the member's listed rows; ids that are not theirs are ignored."""
    await session.execute(
        update(CartItem)
        .where(CartItem.member_id == member_id, CartItem.id.in_(set(item_ids)))
        .values(selected=selected, updated_at=clock.now())
    )


async def remove(session: AsyncSession, member_id: int, item_ids: Sequence[int]) -> None:
    """Delete the member's listed rows; ids that are not theirs are ignored."""
    await session.execute(
        delete(CartItem).where(CartItem.member_id == member_id, CartItem.id.in_(set(item_ids)))
    )


# The member's rows, and whether they have cart bundles, in one round trip: a row always comes (one
# with no item when the cart has none), so the bundles are read only by the carts that hold some.
_ONE_ROW = select(literal(1).label("one")).subquery()
_MEMBER_CART = (
    select(CartItem, cart_bundles.any_for_member(bindparam("member_id")).label("has_bundles"))
    .select_from(_ONE_ROW)
    .outerjoin(CartItem, CartItem.member_id == bindparam("member_id"))
    .order_by(CartItem.created_at.desc(), CartItem.id.desc())
)


async def list_items(session: AsyncSession, member_id: int, prices: PriceContext, lang: Lang) -> CartListResp:
    """The cart, newest first, split into what can be bought and what cannot (off the shelf or out
    of stock): one query for rows, one for versions and games, one for running event prices (and the
    cart bundles' when there are some)."""
    cart = (await session.execute(_MEMBER_CART, {"member_id": member_id})).all()
    items = [item for item, _ in cart if item is not None]
    found = await catalogue_service.versions(session, (item.sku_id for item in items))
    rows = [(item, found[item.sku_id]) for item in items if item.sku_id in found]
    priced = await with_events(session, ((v.id, v.price, v.market_price) for v in found.values()))
    valid: list[CartItemResp] = []
    invalid: list[CartItemResp] = []
    for item, version in rows:
        game = version.game
        answer = CartItemResp(
            id=item.id,
            count=item.count,
            selected=item.selected,
            spu=CartSpuResp(id=game.id, name=text(game.names, lang), picUrl=game.cover, status=game.status),
            sku=SkuResp(
                id=version.id,
                name=text(version.names, lang),
                stock=version.stock,
                regions=RegionsBody.of(version.regions),
                **prices.version_prices(priced[version.id]),
            ),
        )
        (valid if game.on_sale and version.stock > 0 else invalid).append(answer)
    bundles = await cart_bundles.listed(session, member_id, prices, lang) if cart[0].has_bundles else []
    return CartListResp(validList=valid, invalidList=invalid, bundles=bundles)
