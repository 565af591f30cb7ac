"""What an order would cost: the versions asked for, checked and priced (shared by create)."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.config import Settings
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang
from gamestore.core.texts import text
from gamestore.member import member_service
from gamestore.member.levels import Level
from gamestore.product import catalogue_service
from gamestore.product.catalogue_service import Version
from gamestore.product.errors import SPU_OFF_SHELF
from gamestore.product.pricing import member_price, reference_price
from gamestore.promotion.discount_service import event_prices
from gamestore.trade import errors
from gamestore.trade.order_schemas import (
    OrderItemReq,
    OrderPriceResp,
    SettlementItemResp,
    SettlementReq,
    SettlementResp,
)
from gamestore.trade.pricing import LineInput, OrderPrice, PointRule, price_order


@dataclass(frozen=True, slots=True)
class Wanted:
    version: Version
    count: int
    cart_ids: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Settlement:
    wanted: list[Wanted]
    price: OrderPrice
    level: Level


def merge_items(items: list[OrderItemReq]) -> dict[int, tuple[int, tuple[int, ...]]]:
    """sku id -> (count, cart ids): the same version asked twice is one line (the counts add up),
    so the per-version limit (ORDER_MAX_COUNT_PER_ITEM) cannot be passed by repeating it."""
    merged: dict[int, tuple[int, tuple[int, ...]]] = {}
    for item in items:
        count, carts = merged.get(item.skuId, (0, ()))
        merged[item.skuId] = (count + item.count, carts + ((item.cartId,) if item.cartId else ()))
    return merged


async def settle(
    session: AsyncSession, settings: Settings, member_id: int, body: SettlementReq, lang: Lang
) -> Settlement:
    """Check every version can be bought now and price the whole order (architecture §4)."""
    merged = merge_items(body.items)
    found = await catalogue_service.versions(session, merged)
    wanted = []
    for sku_id, (count, cart_ids) in merged.items():
        if sku_id not in found:
            raise AppError(errors.SKU_NOT_FOUND)
        version = found[sku_id]
        if not version.game.on_sale:
            raise AppError(SPU_OFF_SHELF)
        if count > settings.order_max_count_per_item:
            raise AppError(errors.COUNT_TOO_LARGE, max=settings.order_max_count_per_item)
        if version.stock < count:
            raise AppError(errors.SKU_STOCK_NOT_ENOUGH, name=version.full_name(lang))
        wanted.append(Wanted(version, count, cart_ids))

    member = await member_service.standing(session, member_id)
    events = await event_prices(session, {w.version.id: w.version.price for w in wanted})
    lines = [
        LineInput(
            sku_id=w.version.id,
            count=w.count,
            price=w.version.price,
            event_price=events[w.version.id].price if w.version.id in events else None,
            activity_id=events[w.version.id].activity_id if w.version.id in events else None,
        )
        for w in wanted
    ]
    rule = PointRule(settings.point_deduct_fen_per_100, settings.point_deduct_max_percent)
    price = price_order(lines, member.level.discount_percent, member.point, body.pointStatus, rule)
    return Settlement(wanted, price, member.level)


def settlement_answer(result: Settlement, lang: Lang) -> SettlementResp:
    price = result.price
    return SettlementResp(
        items=[
            SettlementItemResp(
                spuId=w.version.game.id,
                skuId=w.version.id,
                cartId=w.cart_ids[0] if w.cart_ids else None,
                spuName=text(w.version.game.names, lang),
                skuName=text(w.version.names, lang),
                picUrl=w.version.game.cover,
                count=w.count,
                price=w.version.price,
                activityPrice=line.line.event_price,
                **_key_prices(w.version, line.line.event_price, result.level.discount_percent),
                payPrice=line.pay_price,
                stock=w.version.stock,
            )
            for w, line in zip(result.wanted, price.lines, strict=True)
        ],
        price=price_resp(price),
        totalPoint=price.total_point,
        usePoint=price.use_point,
        levelName=result.level.names[lang],
        discountPercent=result.level.discount_percent,
    )


def _key_prices(version: Version, event_price: int | None, level_percent: int) -> dict[str, int | None]:
    """One key's price and struck-through price, by the catalogue's functions (the same figures)."""
    pay = member_price(version.price, event_price, level_percent)
    return {"memberPrice": pay, "referencePrice": reference_price(version.price, version.market_price, pay)}


def price_resp(price: OrderPrice) -> OrderPriceResp:
    return OrderPriceResp(
        totalPrice=price.total_price,
        activityDiscountPrice=price.activity_discount_price,
        vipPrice=price.vip_price,
        pointPrice=price.point_price,
        discountPrice=price.discount_price,
        payPrice=price.pay_price,
    )
