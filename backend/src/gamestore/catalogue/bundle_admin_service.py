"""The console's bundles (catalogue, issue 42): finding them, creating and changing them (their versions
and tiers replaced), enabling, disabling and deleting them; every change audited. Orders keep the id
of the bundle they were bought in, so deleting one changes no order."""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from sqlalchemy import delete, true
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import bundle_service, catalogue_service
from gamestore.catalogue.bundle_admin_schemas import (
    BundleAdminItemResp,
    BundleAdminResp,
    BundlePageAdminReq,
    BundleSaveReq,
    BundleTierReq,
    BundleUpdateReq,
)
from gamestore.catalogue.bundle_pricing import BundleDef, BundleKind
from gamestore.catalogue.catalogue_service import Version
from gamestore.catalogue.promotion_errors import (
    BUNDLE_NOT_FOUND,
    BUNDLE_PRICE_INVALID,
    BUNDLE_TIERS_INVALID,
    BUNDLE_TOO_FEW_VERSIONS,
    BUNDLE_VERSION_NOT_FOUND,
    BUNDLE_VERSION_REPEATED,
    BUNDLE_WINDOW_INVALID,
)
from gamestore.core import cache_bus, clock
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang
from gamestore.core.operators import OperatorPrincipal
from gamestore.core.pagination import PageResult
from gamestore.core.texts import text
from gamestore.core.times import epoch_ms, from_epoch_ms, optional_epoch_ms
from gamestore.models.catalogue import Bundle, BundleItem, BundleTier
from gamestore.system import audit

ENTITY = "promotion_bundle"
MIN_VERSIONS = 2

# -- reading -------------------------------------------------------------------------------------


async def _row(session: AsyncSession, bundle_id: int) -> Bundle:
    bundle = await session.get(Bundle, bundle_id)
    if bundle is None:
        raise AppError(BUNDLE_NOT_FOUND)
    return bundle


def _answer(bundle: BundleDef, row: Bundle, found: dict[int, Version], lang: Lang) -> BundleAdminResp:
    versions = [found[sku] for sku in bundle.sku_ids if sku in found]
    return BundleAdminResp(
        id=bundle.id,
        name=text(bundle.names, lang),
        names=dict(bundle.names),
        kind=bundle.kind,
        price=bundle.price,
        tiers=[BundleTierReq(count=tier.count, price=tier.price) for tier in bundle.tiers],
        enabled=bundle.enabled,
        onSale=bundle.on_sale(clock.now()),
        startTime=optional_epoch_ms(bundle.start_time),
        endTime=optional_epoch_ms(bundle.end_time),
        stock=min((version.stock for version in versions), default=0),
        items=[
            BundleAdminItemResp(
                spuId=version.game.id,
                skuId=version.id,
                spuName=text(version.game.names, lang),
                skuName=text(version.names, lang),
                price=version.price,
                stock=version.stock,
            )
            for version in versions
        ],
        createTime=epoch_ms(row.created_at),
        updateTime=epoch_ms(row.updated_at),
    )


async def page(session: AsyncSession, params: BundlePageAdminReq, lang: Lang) -> PageResult[BundleAdminResp]:
    """Every bundle, newest first; ``name`` finds them in any language (read and filtered here: a
    store holds tens of bundles and their names are JSON)."""
    bundles = await bundle_service.definitions(session, true())
    words = (params.name or "").strip().lower()
    if words:
        bundles = [b for b in bundles if any(words in name.lower() for name in b.names.values())]
    shown = bundles[params.offset : params.offset + params.pageSize]
    found = await catalogue_service.versions(session, {sku for bundle in shown for sku in bundle.sku_ids})
    rows = {bundle.id: await _row(session, bundle.id) for bundle in shown}  # loaded: no query
    return PageResult(list=[_answer(b, rows[b.id], found, lang) for b in shown], total=len(bundles))


async def detail(session: AsyncSession, bundle_id: int, lang: Lang) -> BundleAdminResp:
    row = await _row(session, bundle_id)
    bundle = await bundle_service.definition(session, bundle_id)
    return _answer(bundle, row, await bundle_service.versions_of(session, bundle), lang)


# -- changes -------------------------------------------------------------------------------------


async def _checked(session: AsyncSession, body: BundleSaveReq) -> dict[int, Version]:
    """Refuse a version twice or one that does not exist, fewer than two versions, a window ending
    before it starts, tiers that do not grow in count and price (or name more versions than the
    bundle has; a fixed set has none), and a fixed set's price that is 0 or above its versions' list
    prices together. Answers the versions."""
    if len(set(body.skuIds)) != len(body.skuIds):
        repeated = next(sku for n, sku in enumerate(body.skuIds) if sku in body.skuIds[:n])
        raise AppError(BUNDLE_VERSION_REPEATED, skuId=repeated)
    if len(body.skuIds) < MIN_VERSIONS:
        raise AppError(BUNDLE_TOO_FEW_VERSIONS)
    found = await catalogue_service.versions(session, body.skuIds)
    missing = next((sku for sku in body.skuIds if sku not in found), None)
    if missing is not None:
        raise AppError(BUNDLE_VERSION_NOT_FOUND, skuId=missing)
    if body.startTime is not None and body.endTime is not None and body.endTime <= body.startTime:
        raise AppError(BUNDLE_WINDOW_INVALID)
    if not _tiers_valid(body):
        raise AppError(BUNDLE_TIERS_INVALID, versions=len(body.skuIds))
    list_total = sum(found[sku].price for sku in body.skuIds)
    if body.kind == BundleKind.FIXED and not 0 < body.price <= list_total:
        raise AppError(BUNDLE_PRICE_INVALID, total=list_total)
    return found


def _tiers_valid(body: BundleSaveReq) -> bool:
    if body.kind == BundleKind.FIXED:
        return not body.tiers
    counts = [tier.count for tier in body.tiers]
    prices = [tier.price for tier in body.tiers]
    growing = all(a < b for a, b in pairwise(counts)) and all(a < b for a, b in pairwise(prices))
    return bool(body.tiers) and growing and counts[-1] <= len(body.skuIds)


def _snapshot(bundle: BundleDef) -> dict[str, Any]:
    return {
        "names": dict(bundle.names),
        "kind": int(bundle.kind),
        "price": bundle.price,
        "enabled": bundle.enabled,
        "startTime": optional_epoch_ms(bundle.start_time),
        "endTime": optional_epoch_ms(bundle.end_time),
        "tiers": [{"count": tier.count, "price": tier.price} for tier in bundle.tiers],
        "skuIds": list(bundle.sku_ids),
    }


async def _write(session: AsyncSession, row: Bundle, body: BundleSaveReq, found: dict[int, Version]) -> None:
    row.names = dict(body.names)
    row.kind = int(body.kind)
    row.price = body.price if body.kind == BundleKind.FIXED else 0
    row.start_time = None if body.startTime is None else from_epoch_ms(body.startTime)
    row.end_time = None if body.endTime is None else from_epoch_ms(body.endTime)
    await session.flush()
    await session.execute(delete(BundleTier).where(BundleTier.bundle_id == row.id))
    await session.execute(delete(BundleItem).where(BundleItem.bundle_id == row.id))
    session.add_all(BundleTier(bundle_id=row.id, count=tier.count, price=tier.price) for tier in body.tiers)
    await session.flush()  # the items' ids keep the operator's order
    for sku in body.skuIds:
        session.add(BundleItem(bundle_id=row.id, spu_id=found[sku].game.id, sku_id=sku))
        await session.flush()
    cache_bus.catalogue_changed(session)  # the shop's cached bundle lists drop it once committed


async def create(
    session: AsyncSession, principal: OperatorPrincipal, body: BundleSaveReq, lang: Lang
) -> BundleAdminResp:
    found = await _checked(session, body)
    row = Bundle(enabled=True)
    session.add(row)
    await _write(session, row, body, found)
    after = _snapshot(await bundle_service.definition(session, row.id))
    await audit.record(session, principal, "promotion.bundle.create", ENTITY, row.id, None, after)
    return await detail(session, row.id, lang)


async def update(
    session: AsyncSession, principal: OperatorPrincipal, body: BundleUpdateReq, lang: Lang
) -> BundleAdminResp:
    row = await _row(session, body.id)
    found = await _checked(session, body)
    before = _snapshot(await bundle_service.definition(session, row.id))
    await _write(session, row, body, found)
    after = _snapshot(await bundle_service.definition(session, row.id))
    await audit.record(session, principal, "promotion.bundle.update", ENTITY, row.id, before, after)
    return await detail(session, row.id, lang)


async def set_enabled(
    session: AsyncSession, principal: OperatorPrincipal, bundle_id: int, enabled: bool, lang: Lang
) -> BundleAdminResp:
    """A disabled bundle leaves the shop at once (orders already placed keep their price)."""
    row = await _row(session, bundle_id)
    if row.enabled != enabled:
        row.enabled = enabled
        await session.flush()
        cache_bus.catalogue_changed(session)
        action = "promotion.bundle.enable" if enabled else "promotion.bundle.disable"
        await audit.record(
            session, principal, action, ENTITY, row.id, {"enabled": not enabled}, {"enabled": enabled}
        )
    return await detail(session, row.id, lang)


async def remove(session: AsyncSession, principal: OperatorPrincipal, bundle_id: int) -> None:
    row = await _row(session, bundle_id)
    before = _snapshot(await bundle_service.definition(session, row.id))
    await session.execute(delete(BundleTier).where(BundleTier.bundle_id == row.id))
    await session.execute(delete(BundleItem).where(BundleItem.bundle_id == row.id))
    await session.delete(row)
    await session.flush()
    cache_bus.catalogue_changed(session)
    await audit.record(session, principal, "promotion.bundle.delete", ENTITY, bundle_id, before, None)
