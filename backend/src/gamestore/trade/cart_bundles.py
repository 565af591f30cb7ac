"""Bundles in the member's cart (issue 42): any-N with the versions picked, a fixed set as offered.
Once a bundle a member (adding it again replaces the picks); checked again whenever the cart is
listed (a row that can no longer be bought says why) and at settlement, where its versions become
lines priced at their shares as when the bundle is bought straight away (trade/settlement.py)."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

from sqlalchemy import ColumnElement, Exists, bindparam, delete, exists, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import bundle_service, catalogue_service
from gamestore.catalogue.bundle_pricing import BundleChoice, BundleDef, BundleKind, choose
from gamestore.catalogue.catalogue_service import Version
from gamestore.catalogue.errors import SPU_OFF_SHELF
from gamestore.catalogue.pricing import PriceContext
from gamestore.catalogue.promotion_errors import BUNDLE_NOT_FOUND, BUNDLE_NOT_ON_SALE
from gamestore.core import clock
from gamestore.core.config import Settings
from gamestore.core.db import dialect_insert
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang, translate
from gamestore.core.texts import text
from gamestore.identity import member_service
from gamestore.library import steam_library
from gamestore.models.trade import CartAddition, CartBundle, CartItem
from gamestore.trade.cart_schemas import CartBundleItemResp, CartBundleResp
from gamestore.trade.errors import CART_FULL, CART_ITEM_NOT_FOUND, SKU_NOT_FOUND, SKU_STOCK_NOT_ENOUGH


@dataclass(frozen=True, slots=True)
class CartBundleChoice:
    """A cart row's bundle as it would be bought now."""

    cart_id: int
    choice: BundleChoice


async def _owned_games(
    session: AsyncSession, member_id: int, bundles: Collection[BundleDef], found: Mapping[int, Version]
) -> set[int]:
    """The games of the fixed sets among ``bundles`` the member owns, here or on Steam (one query)."""
    games = {
        found[sku].game.id
        for bundle in bundles
        if bundle.kind == BundleKind.FIXED
        for sku in bundle.sku_ids
        if sku in found
    }
    return set(await steam_library.owns_games(session, member_id, games)) if games else set()


def _choose(
    bundle: BundleDef, picked: Sequence[int], found: Mapping[int, Version], owned_games: Collection[int]
) -> BundleChoice:
    """The versions bought and their shares, refused (AppError) unless the bundle can be sold as asked
    now: on sale, any-N picks a tier, a fixed set not all owned."""
    if not bundle.on_sale(clock.now()):
        raise AppError(BUNDLE_NOT_ON_SALE)
    owned = (
        bundle_service.owned_versions(bundle, found, owned_games)
        if bundle.kind == BundleKind.FIXED
        else set()
    )
    return choose(bundle, bundle_service.list_prices(bundle, found), picked, owned)


def _require_buyable(choice: BundleChoice, found: Mapping[int, Version], lang: Lang) -> None:
    for sku_id in choice.shares:
        version = found.get(sku_id)
        if version is None:
            raise AppError(SKU_NOT_FOUND)
        if not version.game.on_sale:
            raise AppError(SPU_OFF_SHELF)
        if version.stock <= 0 and not version.preorder(clock.now()):
            raise AppError(SKU_STOCK_NOT_ENOUGH, name=version.full_name(lang))


async def bundle_choice(
    session: AsyncSession, member_id: int, bundle_id: int, picked: Sequence[int]
) -> BundleChoice:
    """A bundle bought (straight away or from the cart): its versions and their shares of its price;
    a fixed set leaves out the games the member owns here or on Steam ("complete the set")."""
    bundle = await bundle_service.on_sale(session, bundle_id)
    found = await bundle_service.versions_of(session, bundle)
    return _choose(bundle, picked, found, await _owned_games(session, member_id, [bundle], found))


async def add(
    session: AsyncSession,
    settings: Settings,
    member_id: int,
    bundle_id: int,
    picked: Sequence[int],
    lang: Lang,
) -> int:
    """Put the bundle in the cart with ``picked`` (any-N; a fixed set keeps none), selected; a bundle
    already there takes the new picks. Refused as checkout would refuse it now."""
    bundle = await bundle_service.on_sale(session, bundle_id)
    found = await bundle_service.versions_of(session, bundle)
    choice = _choose(bundle, picked, found, await _owned_games(session, member_id, [bundle], found))
    _require_buyable(choice, found, lang)
    kept = list(choice.shares) if bundle.kind == BundleKind.PICK else []

    await member_service.serialize_writes(session, member_id)  # the row cap below, one add at a time
    now = clock.now()
    insert = dialect_insert(session, CartBundle).values(
        member_id=member_id, bundle_id=bundle.id, sku_ids=kept, selected=True, created_at=now, updated_at=now
    )
    upsert = insert.on_conflict_do_update(
        index_elements=["member_id", "bundle_id"],
        set_={"sku_ids": insert.excluded.sku_ids, "selected": True, "updated_at": now},
    ).returning(CartBundle.id)
    cart_id = int((await session.execute(upsert)).scalar_one())
    if await count_rows(session, member_id) > settings.cart_max_items:
        raise AppError(CART_FULL, max=settings.cart_max_items)  # rolls the new row back
    session.add_all(CartAddition(member_id=member_id, sku_id=sku, created_at=now) for sku in choice.shares)
    return cart_id


async def count_rows(session: AsyncSession, member_id: int) -> int:
    """The member's cart rows: versions and bundles (cart_max_items caps them together)."""
    items = select(func.count()).where(CartItem.member_id == member_id).scalar_subquery()
    bundles = select(func.count()).where(CartBundle.member_id == member_id).scalar_subquery()
    return int(await session.scalar(select(items + bundles)) or 0)


async def update_selected(
    session: AsyncSession, member_id: int, cart_ids: Sequence[int], selected: bool
) -> None:
    """Select or unselect the member's listed bundles; ids that are not theirs are ignored."""
    await session.execute(
        update(CartBundle)
        .where(CartBundle.member_id == member_id, CartBundle.id.in_(set(cart_ids)))
        .values(selected=selected, updated_at=clock.now())
    )


async def remove(session: AsyncSession, member_id: int, cart_ids: Sequence[int]) -> None:
    """Delete the member's listed bundles; ids that are not theirs are ignored."""
    await session.execute(
        delete(CartBundle).where(CartBundle.member_id == member_id, CartBundle.id.in_(set(cart_ids)))
    )


_MEMBER_BUNDLES = (
    select(CartBundle)
    .where(CartBundle.member_id == bindparam("member_id"))
    .order_by(CartBundle.created_at.desc(), CartBundle.id.desc())
)


def any_for_member(member_id: ColumnElement[int]) -> Exists:
    """Whether the member has a cart bundle (for the cart list's own query)."""
    return exists().where(CartBundle.member_id == member_id)


async def _rows(
    session: AsyncSession, member_id: int, cart_ids: Collection[int] | None = None
) -> list[CartBundle]:
    """The member's cart bundles, newest first (those of ``cart_ids`` when given). The whole cart's
    statement is built once: every cart list runs it, most finding none."""
    if cart_ids is None:
        return list(await session.scalars(_MEMBER_BUNDLES, {"member_id": member_id}))
    query = _MEMBER_BUNDLES.where(CartBundle.id.in_(set(cart_ids)))
    return list(await session.scalars(query, {"member_id": member_id}))


async def _bundles_and_versions(
    session: AsyncSession, rows: Sequence[CartBundle]
) -> tuple[dict[int, BundleDef], dict[int, Version]]:
    bundles = await bundle_service.by_ids(session, {row.bundle_id for row in rows})
    found = await catalogue_service.versions(session, {sku for b in bundles.values() for sku in b.sku_ids})
    return bundles, found


async def chosen(session: AsyncSession, member_id: int, cart_ids: Sequence[int]) -> list[CartBundleChoice]:
    """The cart's bundles asked for at checkout, in the order asked, each checked as if bought
    straight away; an id not in the member's cart is refused."""
    wanted = list(dict.fromkeys(cart_ids))
    if not wanted:
        return []
    rows = {row.id: row for row in await _rows(session, member_id, wanted)}
    bundles, found = await _bundles_and_versions(session, list(rows.values()))
    if any(row.bundle_id not in bundles for row in rows.values()):
        raise AppError(BUNDLE_NOT_FOUND)
    if len(rows) < len(wanted):
        raise AppError(CART_ITEM_NOT_FOUND)
    owned = await _owned_games(session, member_id, bundles.values(), found)
    return [
        CartBundleChoice(
            cart_id, _choose(bundles[rows[cart_id].bundle_id], rows[cart_id].sku_ids, found, owned)
        )
        for cart_id in wanted
    ]


async def listed(
    session: AsyncSession, member_id: int, prices: PriceContext, lang: Lang
) -> list[CartBundleResp]:
    """The cart's bundles, newest first, each priced as checkout would price it now, or saying why it
    cannot be bought (in ``lang``)."""
    rows = await _rows(session, member_id)
    if not rows:
        return []
    bundles, found = await _bundles_and_versions(session, rows)
    owned = await _owned_games(session, member_id, bundles.values(), found)
    return [
        _answer(row, bundles[row.bundle_id], found, owned, prices, lang)
        for row in rows
        if row.bundle_id in bundles
    ]


def _answer(
    row: CartBundle,
    bundle: BundleDef,
    found: Mapping[int, Version],
    owned_games: Collection[int],
    prices: PriceContext,
    lang: Lang,
) -> CartBundleResp:
    problem = None
    shares: dict[int, int] = {}
    left_out: tuple[int, ...] = ()
    try:
        choice = _choose(bundle, row.sku_ids, found, owned_games)
        _require_buyable(choice, found, lang)
        shares, left_out = choice.shares, choice.left_out
    except AppError as refused:
        problem = translate(refused.error.key, lang, **refused.params)
    # What it holds: the versions bought, or, when it cannot be bought, those asked for.
    shown = list(shares) or (list(row.sku_ids) if bundle.kind == BundleKind.PICK else list(bundle.sku_ids))
    versions = [found[sku] for sku in shown if sku in found]
    price = sum(shares.values())
    list_price = sum(version.price for version in versions) if problem is None else 0
    return CartBundleResp(
        id=row.id,
        bundleId=bundle.id,
        name=text(bundle.names, lang),
        kind=bundle.kind,
        picUrl=versions[0].game.cover if versions else "",
        selected=row.selected,
        available=problem is None,
        problem=problem,
        price=price,
        listPrice=list_price,
        priceUnit=prices.unit,
        displayPrice=prices.display(price),
        displayListPrice=prices.display(list_price),
        ownedSkuIds=list(left_out),
        items=[
            CartBundleItemResp(
                spuId=version.game.id,
                skuId=version.id,
                spuName=text(version.game.names, lang),
                skuName=text(version.names, lang),
                picUrl=version.game.cover,
                share=shares.get(version.id, 0),
            )
            for version in versions
        ],
    )
