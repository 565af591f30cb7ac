"""Event prices: what a version costs while a discount activity runs (the lowest if several do)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import BigInteger, SQLColumnExpression, Subquery, case, cast, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.money import percent_off
from gamestore.models.base import utcnow
from gamestore.models.promotion import DiscountActivity, DiscountProduct

AMOUNT_OFF = 1
PERCENT_OFF = 2


@dataclass(frozen=True, slots=True)
class EventPrice:
    activity_id: int
    price: int  # fen, each
    end_time: datetime


def discounted(price: int, discount_type: int, percent: int, amount: int) -> int:
    """The price under one discount; never below zero, never above the price."""
    if discount_type == PERCENT_OFF:
        return min(price, max(0, percent_off(price, percent)))
    return min(price, max(0, price - amount))


def discounted_sql(
    price: SQLColumnExpression[int],
    discount_type: SQLColumnExpression[int],
    percent: SQLColumnExpression[int],
    amount: SQLColumnExpression[int],
) -> SQLColumnExpression[int]:
    """``discounted`` as an SQL expression (SQLite and PostgreSQL), for lists sorted and filtered by
    the price after events: integer arithmetic only, percent off rounded half-up to the fen as
    ``percent_off`` does ((x + 50) / 100 truncates like floor for x >= 0; below zero is clamped)."""
    wide = cast(price, BigInteger)
    raw = case(
        (discount_type == PERCENT_OFF, (wide * (100 - percent) + 50) // 100),
        else_=wide - amount,
    )
    return case((raw < 0, 0), (raw > wide, wide), else_=raw)


def running(moment: datetime | SQLColumnExpression[datetime]) -> tuple[SQLColumnExpression[bool], ...]:
    """The activities that price versions at ``moment`` (a time, or one bound when a statement
    runs): enabled, started, not yet ended."""
    return (
        DiscountActivity.enabled.is_(True),
        DiscountActivity.start_time <= moment,
        DiscountActivity.end_time > moment,
    )


def running_discounts(moment: datetime | SQLColumnExpression[datetime]) -> Subquery:
    """Each version's discounts under the activities running at ``moment``, for SQL that prices
    versions (``discounted_sql``): ``sku_id``, ``discount_type``, ``discount_percent``,
    ``discount_price``, one row per (activity, version)."""
    return (
        select(
            DiscountProduct.sku_id,
            DiscountProduct.discount_type,
            DiscountProduct.discount_percent,
            DiscountProduct.discount_price,
        )
        .join(DiscountActivity, DiscountActivity.id == DiscountProduct.activity_id)
        .where(*running(moment))
        .subquery("running_discount")
    )


async def event_prices(
    session: AsyncSession, sku_prices: dict[int, int], now: datetime | None = None
) -> dict[int, EventPrice]:
    """The running event price of each version in ``sku_prices`` (sku id -> list price) that has one."""
    if not sku_prices:
        return {}
    moment = now or utcnow()
    rows = await session.execute(
        select(DiscountProduct, DiscountActivity.end_time)
        .join(DiscountActivity, DiscountActivity.id == DiscountProduct.activity_id)
        .where(
            DiscountProduct.sku_id.in_(list(sku_prices)),
            *running(moment),
        )
        .order_by(DiscountProduct.activity_id)
    )
    best: dict[int, EventPrice] = {}
    for product, end_time in rows:
        price = discounted(
            sku_prices[product.sku_id],
            product.discount_type,
            product.discount_percent,
            product.discount_price,
        )
        current = best.get(product.sku_id)
        if current is None or price < current.price:
            best[product.sku_id] = EventPrice(product.activity_id, price, end_time)
    return best


async def next_price_change(session: AsyncSession, now: datetime) -> datetime | None:
    """The first time after ``now`` an enabled activity starts or ends (event prices change then)."""
    upcoming = case(
        (DiscountActivity.start_time > now, DiscountActivity.start_time), else_=DiscountActivity.end_time
    )
    found: datetime | None = await session.scalar(
        select(func.min(upcoming)).where(DiscountActivity.enabled.is_(True), DiscountActivity.end_time > now)
    )
    return found
