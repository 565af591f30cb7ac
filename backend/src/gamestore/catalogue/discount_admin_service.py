"""The console's discount activities (catalogue): finding them, their versions and event prices,
creating, changing and closing them; every change audited, and announced to the shop's caches (event
prices are in the visitors' answers and the members' cards: core/cache_bus.py)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import ColumnElement, Select, delete, func, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import catalogue_service, price_history
from gamestore.catalogue.catalogue_service import Version
from gamestore.catalogue.discount_admin_schemas import (
    DiscountActivityDetailResp,
    DiscountActivityPageReq,
    DiscountActivityResp,
    DiscountActivitySaveReq,
    DiscountActivityUpdateReq,
    DiscountProductReq,
    DiscountProductResp,
    DiscountType,
)
from gamestore.catalogue.discount_service import discounted
from gamestore.catalogue.promotion_errors import (
    DISCOUNT_ACTIVITY_NOT_FOUND,
    DISCOUNT_OUT_OF_RANGE,
    DISCOUNT_VERSION_NOT_FOUND,
    DISCOUNT_VERSION_REPEATED,
    DISCOUNT_WINDOW_INVALID,
)
from gamestore.catalogue.schemas import ActivityStatus
from gamestore.core import cache_bus, clock
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang
from gamestore.core.operators import OperatorPrincipal
from gamestore.core.pagination import PageResult, paginate
from gamestore.core.texts import text
from gamestore.core.times import epoch_ms, from_epoch_ms
from gamestore.models.catalogue import DiscountActivity, DiscountProduct
from gamestore.system import audit

ENTITY = "promotion_discount_activity"

# -- finding activities --------------------------------------------------------------------------


def status_of(activity: DiscountActivity, now: datetime) -> ActivityStatus:
    """Upcoming, ongoing or ended (a disabled one is ended: it prices nothing)."""
    if not activity.enabled or activity.end_time <= now:
        return ActivityStatus.ENDED
    return ActivityStatus.UPCOMING if now < activity.start_time else ActivityStatus.ONGOING


def _with_status(status: ActivityStatus, now: datetime) -> ColumnElement[bool]:
    enabled = DiscountActivity.enabled.is_(True)
    if status == ActivityStatus.UPCOMING:
        return enabled & (DiscountActivity.start_time > now)
    if status == ActivityStatus.ONGOING:
        return enabled & (DiscountActivity.start_time <= now) & (DiscountActivity.end_time > now)
    return or_(DiscountActivity.enabled.is_(False), DiscountActivity.end_time <= now)


def _names_match(names: Mapping[str, str], words: str) -> bool:
    return any(words in name.lower() for name in (names or {}).values())


async def _filtered(session: AsyncSession, params: DiscountActivityPageReq) -> Select[Any]:
    """Newest first. Names are JSON (escaped unicode in the column), so a name search reads the
    activities' names and keeps the matching ids: a store holds tens of activities, not millions."""
    stmt = select(DiscountActivity).order_by(DiscountActivity.id.desc())
    if params.status is not None:
        stmt = stmt.where(_with_status(params.status, clock.now()))
    words = (params.name or "").strip().lower()
    if words:
        named = await session.execute(stmt.with_only_columns(DiscountActivity.id, DiscountActivity.names))
        stmt = stmt.where(
            DiscountActivity.id.in_([row.id for row in named if _names_match(row.names, words)])
        )
    return stmt


async def _product_counts(session: AsyncSession, activity_ids: Sequence[int]) -> dict[int, int]:
    if not activity_ids:
        return {}
    rows = await session.execute(
        select(DiscountProduct.activity_id, func.count())
        .where(DiscountProduct.activity_id.in_(activity_ids))
        .group_by(DiscountProduct.activity_id)
    )
    return {activity_id: count for activity_id, count in rows}


def _summary_fields(activity: DiscountActivity, product_count: int, lang: Lang) -> dict[str, Any]:
    return {
        "id": activity.id,
        "name": text(activity.names, lang),
        "names": dict(activity.names),
        "startTime": epoch_ms(activity.start_time),
        "endTime": epoch_ms(activity.end_time),
        "enabled": activity.enabled,
        "status": status_of(activity, clock.now()),
        "productCount": product_count,
        "createTime": epoch_ms(activity.created_at),
        "updateTime": epoch_ms(activity.updated_at),
    }


async def page(
    session: AsyncSession, params: DiscountActivityPageReq, lang: Lang
) -> PageResult[DiscountActivityResp]:
    rows, total = await paginate(session, await _filtered(session, params), params)
    counts = await _product_counts(session, [row.id for row in rows])
    return PageResult(
        list=[DiscountActivityResp(**_summary_fields(row, counts.get(row.id, 0), lang)) for row in rows],
        total=total,
    )


async def _activity(session: AsyncSession, activity_id: int) -> DiscountActivity:
    activity = await session.get(DiscountActivity, activity_id)
    if activity is None:
        raise AppError(DISCOUNT_ACTIVITY_NOT_FOUND)
    return activity


async def _products(session: AsyncSession, activity_id: int) -> list[DiscountProduct]:
    return list(
        await session.scalars(
            select(DiscountProduct)
            .where(DiscountProduct.activity_id == activity_id)
            .order_by(DiscountProduct.id)
        )
    )


def _product_resp(product: DiscountProduct, version: Version | None, lang: Lang) -> DiscountProductResp:
    price = version.price if version is not None else 0
    return DiscountProductResp(
        spuId=product.spu_id,
        skuId=product.sku_id,
        spuName=text(version.game.names, lang) if version is not None else "",
        skuName=text(version.names, lang) if version is not None else "",
        price=price,
        discountType=product.discount_type,
        discountPercent=product.discount_percent,
        discountPrice=product.discount_price,
        eventPrice=discounted(price, product.discount_type, product.discount_percent, product.discount_price),
    )


async def detail(session: AsyncSession, activity_id: int, lang: Lang) -> DiscountActivityDetailResp:
    activity = await _activity(session, activity_id)
    products = await _products(session, activity_id)
    found = await catalogue_service.versions(session, [product.sku_id for product in products])
    return DiscountActivityDetailResp(
        **_summary_fields(activity, len(products), lang),
        products=[_product_resp(product, found.get(product.sku_id), lang) for product in products],
    )


# -- changes -------------------------------------------------------------------------------------


async def _checked(session: AsyncSession, body: DiscountActivitySaveReq) -> None:
    """Refuse a window that ends before it starts, a version twice, one that does not exist (or is
    not the named game's), and a discount that takes nothing or everything off."""
    if body.endTime <= body.startTime:
        raise AppError(DISCOUNT_WINDOW_INVALID)
    seen: set[int] = set()
    for item in body.products:
        if item.skuId in seen:
            raise AppError(DISCOUNT_VERSION_REPEATED, skuId=item.skuId)
        seen.add(item.skuId)
    found = await catalogue_service.versions(session, seen)
    for item in body.products:
        version = found.get(item.skuId)
        if version is None or version.game.id != item.spuId:
            raise AppError(DISCOUNT_VERSION_NOT_FOUND, skuId=item.skuId, spuId=item.spuId)
        if not _in_range(item, version.price):
            raise AppError(DISCOUNT_OUT_OF_RANGE, skuId=item.skuId, price=version.price)


def _in_range(item: DiscountProductReq, price: int) -> bool:
    if item.discountType == DiscountType.PERCENT_OFF:
        return 1 <= item.discountPercent <= 99
    return 1 <= item.discountPrice < price


def _new_product(activity_id: int, item: DiscountProductReq) -> DiscountProduct:
    percent_off = item.discountType == DiscountType.PERCENT_OFF
    return DiscountProduct(
        activity_id=activity_id,
        spu_id=item.spuId,
        sku_id=item.skuId,
        discount_type=int(item.discountType),
        discount_percent=item.discountPercent if percent_off else 0,
        discount_price=0 if percent_off else item.discountPrice,
    )


def _snapshot(activity: DiscountActivity, products: Sequence[DiscountProduct]) -> dict[str, Any]:
    return {
        "names": dict(activity.names),
        "startTime": epoch_ms(activity.start_time),
        "endTime": epoch_ms(activity.end_time),
        "enabled": activity.enabled,
        "products": [
            {
                "spuId": p.spu_id,
                "skuId": p.sku_id,
                "discountType": p.discount_type,
                "discountPercent": p.discount_percent,
                "discountPrice": p.discount_price,
            }
            for p in products
        ],
    }


async def _write(session: AsyncSession, activity: DiscountActivity, body: DiscountActivitySaveReq) -> None:
    activity.names = dict(body.names)
    activity.start_time = from_epoch_ms(body.startTime)
    activity.end_time = from_epoch_ms(body.endTime)
    await session.flush()
    before = await session.scalars(
        select(DiscountProduct.sku_id).where(DiscountProduct.activity_id == activity.id)
    )
    versions = {*before, *(item.skuId for item in body.products)}
    await session.execute(delete(DiscountProduct).where(DiscountProduct.activity_id == activity.id))
    session.add_all(_new_product(activity.id, item) for item in body.products)
    await session.flush()
    await price_history.record(session, versions)  # the planned windows, as they now stand
    # Event prices, their windows and the game pages' sale ends changed: every process's caches drop
    # what they hold once this commits (as the catalogue import does).
    cache_bus.catalogue_changed(session)


async def create(
    session: AsyncSession,
    principal: OperatorPrincipal,
    body: DiscountActivitySaveReq,
    lang: Lang,
) -> DiscountActivityDetailResp:
    await _checked(session, body)
    activity = DiscountActivity(enabled=True)
    session.add(activity)
    await _write(session, activity, body)
    after = _snapshot(activity, await _products(session, activity.id))
    await audit.record(
        session, principal, "promotion.discount_activity.create", ENTITY, activity.id, None, after
    )
    return await detail(session, activity.id, lang)


async def update(
    session: AsyncSession,
    principal: OperatorPrincipal,
    body: DiscountActivityUpdateReq,
    lang: Lang,
) -> DiscountActivityDetailResp:
    activity = await _activity(session, body.id)
    await _checked(session, body)
    before = _snapshot(activity, await _products(session, activity.id))
    await _write(session, activity, body)
    after = _snapshot(activity, await _products(session, activity.id))
    await audit.record(
        session, principal, "promotion.discount_activity.update", ENTITY, activity.id, before, after
    )
    return await detail(session, activity.id, lang)


async def close(
    session: AsyncSession,
    principal: OperatorPrincipal,
    activity_id: int,
    lang: Lang,
) -> DiscountActivityDetailResp:
    """End the activity now (one to come never starts); an ended one stays as it is."""
    activity = await _activity(session, activity_id)
    now = clock.now()
    if activity.end_time > now:
        products = await _products(session, activity.id)
        before = _snapshot(activity, products)
        activity.start_time = min(activity.start_time, now)
        activity.end_time = now
        await session.flush()
        await price_history.record(session, {product.sku_id for product in products})
        cache_bus.catalogue_changed(session)
        after = _snapshot(activity, products)
        await audit.record(
            session, principal, "promotion.discount_activity.close", ENTITY, activity.id, before, after
        )
    return await detail(session, activity.id, lang)
