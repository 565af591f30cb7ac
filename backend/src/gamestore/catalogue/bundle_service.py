"""Bundles as the shop and checkout read them (issue 42): the ones on sale now (the home page's list,
found by name for search), one bundle's page with what the member owns marked, and a bundle's
definition for settlement. What a member owns is the library's: it is handed in (library/bundle_page.py,
trade/settlement.py), never read here."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from datetime import datetime

from sqlalchemy import ColumnElement, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import catalogue_service
from gamestore.catalogue.bundle_pricing import BundleDef, BundleKind, Tier, choose
from gamestore.catalogue.bundle_schemas import (
    BundleDetailResp,
    BundleItemResp,
    BundlePageReq,
    BundleResp,
    BundleTierResp,
)
from gamestore.catalogue.catalogue_service import Version
from gamestore.catalogue.promotion_errors import BUNDLE_NOT_FOUND, BUNDLE_NOT_ON_SALE
from gamestore.core import clock
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang
from gamestore.core.pagination import PageResult
from gamestore.core.texts import text
from gamestore.core.times import optional_epoch_ms
from gamestore.models.catalogue import Bundle, BundleItem, BundleTier


def on_sale_at(now: datetime) -> ColumnElement[bool]:
    """Enabled and inside its window (an open end is no limit)."""
    return (
        Bundle.enabled.is_(True)
        & (Bundle.start_time.is_(None) | (Bundle.start_time <= now))
        & (Bundle.end_time.is_(None) | (Bundle.end_time > now))
    )


async def definitions(session: AsyncSession, where: ColumnElement[bool]) -> list[BundleDef]:
    """The bundles ``where`` selects, newest first, with their tiers and versions (three queries)."""
    bundles = list(await session.scalars(select(Bundle).where(where).order_by(Bundle.id.desc())))
    ids = [bundle.id for bundle in bundles]
    if not ids:
        return []
    tiers: dict[int, list[Tier]] = {bundle_id: [] for bundle_id in ids}
    for tier in await session.scalars(
        select(BundleTier).where(BundleTier.bundle_id.in_(ids)).order_by(BundleTier.count)
    ):
        tiers[tier.bundle_id].append(Tier(tier.count, tier.price))
    skus: dict[int, list[int]] = {bundle_id: [] for bundle_id in ids}
    for item in await session.scalars(
        select(BundleItem).where(BundleItem.bundle_id.in_(ids)).order_by(BundleItem.id)
    ):
        skus[item.bundle_id].append(item.sku_id)
    return [
        BundleDef(
            bundle.id,
            dict(bundle.names),
            BundleKind(bundle.kind),
            bundle.price,
            bundle.enabled,
            bundle.start_time,
            bundle.end_time,
            tuple(tiers[bundle.id]),
            tuple(skus[bundle.id]),
        )
        for bundle in bundles
    ]


async def definition(session: AsyncSession, bundle_id: int) -> BundleDef:
    found = await definitions(session, Bundle.id == bundle_id)
    if not found:
        raise AppError(BUNDLE_NOT_FOUND)
    return found[0]


async def by_ids(session: AsyncSession, bundle_ids: Collection[int]) -> dict[int, BundleDef]:
    """The bundles of ``bundle_ids`` that exist, on sale or not (a cart's: trade/cart_bundles.py)."""
    if not bundle_ids:
        return {}
    return {bundle.id: bundle for bundle in await definitions(session, Bundle.id.in_(set(bundle_ids)))}


async def on_sale(session: AsyncSession, bundle_id: int) -> BundleDef:
    """The bundle, refused unless it is on sale now (what the shop shows and sells)."""
    bundle = await definition(session, bundle_id)
    if not bundle.on_sale(clock.now()):
        raise AppError(BUNDLE_NOT_ON_SALE)
    return bundle


def _names_match(names: Mapping[str, str], words: str) -> bool:
    return any(words in name.lower() for name in names.values())


async def page(session: AsyncSession, params: BundlePageReq, lang: Lang) -> PageResult[BundleResp]:
    """The bundles on sale, newest first; ``keyword`` finds them by name in any language. A store runs
    a handful of bundles at a time, so they are filtered and paged here rather than in SQL (names
    are JSON)."""
    bundles = await definitions(session, on_sale_at(clock.now()))
    words = (params.keyword or "").strip().lower()
    if words:
        bundles = [bundle for bundle in bundles if _names_match(bundle.names, words)]
    shown = bundles[params.offset : params.offset + params.pageSize]
    found = await catalogue_service.versions(session, {sku for bundle in shown for sku in bundle.sku_ids})
    return PageResult(
        list=[BundleResp(**_fields(bundle, found, frozenset(), lang)) for bundle in shown], total=len(bundles)
    )


def owned_versions(bundle: BundleDef, found: Mapping[int, Version], owned_games: Collection[int]) -> set[int]:
    """The bundle's versions whose game the member owns (owning a game owns its versions here)."""
    return {sku for sku in bundle.sku_ids if sku in found and found[sku].game.id in owned_games}


async def versions_of(session: AsyncSession, bundle: BundleDef) -> dict[int, Version]:
    return await catalogue_service.versions(session, bundle.sku_ids)


async def detail(
    session: AsyncSession, bundle: BundleDef, owned_games: Collection[int], lang: Lang
) -> BundleDetailResp:
    """One bundle's page; ``owned_games``: the game ids the member owns (empty for a visitor)."""
    found = await versions_of(session, bundle)
    owned = owned_versions(bundle, found, owned_games)
    set_price = None
    if bundle.kind == BundleKind.FIXED:
        # Owning every version leaves nothing to pay (checkout refuses it, saying so).
        everything_owned = all(sku in owned for sku in bundle.sku_ids)
        set_price = 0 if everything_owned else choose(bundle, list_prices(bundle, found), (), owned).price
    return BundleDetailResp(**_fields(bundle, found, owned, lang), setPrice=set_price, ownedCount=len(owned))


def list_prices(bundle: BundleDef, found: Mapping[int, Version]) -> dict[int, int]:
    """Each version's list price (a version gone since counts 0: it takes no share)."""
    return {sku: found[sku].price if sku in found else 0 for sku in bundle.sku_ids}


def _item(version: Version, owned: Collection[int], lang: Lang) -> BundleItemResp:
    return BundleItemResp(
        spuId=version.game.id,
        skuId=version.id,
        spuName=text(version.game.names, lang),
        skuName=text(version.names, lang),
        picUrl=version.game.cover,
        price=version.price,
        stock=version.stock,
        onSale=version.game.on_sale,
        owned=version.id in owned,
    )


def _fields(
    bundle: BundleDef, found: Mapping[int, Version], owned: Collection[int], lang: Lang
) -> dict[str, object]:
    versions: Sequence[Version] = [found[sku] for sku in bundle.sku_ids if sku in found]
    return {
        "id": bundle.id,
        "name": text(bundle.names, lang),
        "kind": bundle.kind,
        "price": bundle.price,
        "listPrice": sum(version.price for version in versions),
        "tiers": [BundleTierResp(count=tier.count, price=tier.price) for tier in bundle.tiers],
        "stock": min((version.stock for version in versions), default=0),
        "picUrl": versions[0].game.cover if versions else "",
        "startTime": optional_epoch_ms(bundle.start_time),
        "endTime": optional_epoch_ms(bundle.end_time),
        "items": [_item(version, owned, lang) for version in versions],
    }
