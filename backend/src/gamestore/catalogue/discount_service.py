"""Event prices: what a version costs while a discount activity runs (the lowest if several do)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import (
    BigInteger,
    Row,
    SQLColumnExpression,
    Subquery,
    bindparam,
    case,
    cast,
    func,
    or_,
    select,
)
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import aliased

from gamestore.core import clock
from gamestore.core.money import percent_off
from gamestore.models.catalogue import DiscountActivity, DiscountProduct, PriceRecord

PUBLIC_KINDS = (1, 2)  # price records of the list price and event prices (price_history.py)

AMOUNT_OFF = 1
PERCENT_OFF = 2


@dataclass(frozen=True, slots=True)
class EventPrice:
    activity_id: int
    price: int  # fen, each
    end_time: datetime
    # For display (catalogue/price_history.py): the lowest public price of the 30 days before the
    # activity began (None when not read), and whether this is the lowest the version has had.
    prior_lowest: int | None = None
    lowest_ever: bool = False


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


_DISCOUNT_COLUMNS = (
    DiscountProduct.sku_id,
    DiscountProduct.activity_id,
    DiscountProduct.discount_type,
    DiscountProduct.discount_percent,
    DiscountProduct.discount_price,
    DiscountActivity.start_time,
    DiscountActivity.end_time,
)
# The price records that tell a discount's reference (price_history.py): a public price (list or
# event) in force some time in the 30 days before the activity began; ``counts_until`` is
# ``valid_until`` + 30 days, so the test needs no date arithmetic in SQL.
_Record = aliased(PriceRecord)
_PRIOR_LOWEST = (
    select(func.min(_Record.price))
    .where(
        _Record.sku_id == DiscountProduct.sku_id,
        _Record.kind.in_(PUBLIC_KINDS),
        _Record.valid_from < DiscountActivity.start_time,
        or_(_Record.counts_until.is_(None), _Record.counts_until > DiscountActivity.start_time),
    )
    .correlate(DiscountProduct, DiscountActivity)
    .scalar_subquery()
    .label("prior_lowest")
)
_EVER_LOWEST = (
    select(func.min(_Record.price))
    .where(
        _Record.sku_id == DiscountProduct.sku_id,
        _Record.kind.in_(PUBLIC_KINDS),
        _Record.valid_from <= bindparam("moment"),
    )
    .correlate(DiscountProduct)
    .scalar_subquery()
    .label("ever_lowest")
)
_RUNNING_FOR_VERSIONS = (
    select(*_DISCOUNT_COLUMNS)
    .join(DiscountActivity, DiscountActivity.id == DiscountProduct.activity_id)
    .where(DiscountProduct.sku_id.in_(bindparam("sku_ids", expanding=True)), *running(bindparam("moment")))
    .order_by(DiscountProduct.activity_id)
)
_RUNNING_SHOWN = _RUNNING_FOR_VERSIONS.add_columns(_PRIOR_LOWEST, _EVER_LOWEST)
_NOT_ENDED = (
    select(*_DISCOUNT_COLUMNS, _PRIOR_LOWEST, _EVER_LOWEST)
    .join(DiscountActivity, DiscountActivity.id == DiscountProduct.activity_id)
    .where(DiscountActivity.enabled.is_(True), DiscountActivity.end_time > bindparam("moment"))
    .order_by(DiscountProduct.activity_id)
)


def _best(rows: Iterable[Any], sku_prices: dict[int, int], shown: bool = False) -> dict[int, EventPrice]:
    """The lowest price per version among ``rows`` (``_DISCOUNT_COLUMNS``, by activity: on a tie
    the first activity's); ``shown``: with the references (``_PRIOR_LOWEST``, ``_EVER_LOWEST``)."""
    best: dict[int, EventPrice] = {}
    for row in rows:
        listed = sku_prices[row.sku_id]
        price = discounted(listed, row.discount_type, row.discount_percent, row.discount_price)
        current = best.get(row.sku_id)
        if current is None or price < current.price:
            if shown:
                # Nothing recorded for those 30 days: the list price is the reference.
                prior = listed if row.prior_lowest is None else row.prior_lowest
                ever = row.ever_lowest is not None and price <= row.ever_lowest
                best[row.sku_id] = EventPrice(row.activity_id, price, row.end_time, prior, ever)
            else:
                best[row.sku_id] = EventPrice(row.activity_id, price, row.end_time)
    return best


async def event_prices(
    session: AsyncSession, sku_prices: dict[int, int], now: datetime | None = None, shown: bool = False
) -> dict[int, EventPrice]:
    """The running event price of each version in ``sku_prices`` (sku id -> list price) that has one;
    ``shown``: with its references for display (in the same statement)."""
    if not sku_prices:
        return {}
    moment = now or clock.now()
    statement = _RUNNING_SHOWN if shown else _RUNNING_FOR_VERSIONS
    rows = await session.execute(statement, {"sku_ids": list(sku_prices), "moment": moment})
    return _best(rows, sku_prices, shown)


class DiscountBook:
    """Every discount of the enabled activities that had not ended when it was read, by version:
    the event prices of any later moment without a query, until a change to the activities (which
    the caller's cache must drop it on: core/cache_bus.py's catalogue generation)."""

    def __init__(self, rows: Iterable[Any]) -> None:
        self._by_sku: dict[int, list[Row[Any]]] = {}
        for row in rows:  # by activity, as _best wants them
            self._by_sku.setdefault(row.sku_id, []).append(row)

    def event_prices(self, sku_prices: dict[int, int], moment: datetime) -> dict[int, EventPrice]:
        """As ``event_prices`` at ``moment``."""
        running_rows = (
            row
            for sku_id in sku_prices
            for row in self._by_sku.get(sku_id, ())
            if row.start_time <= moment < row.end_time
        )
        return _best(running_rows, sku_prices, shown=True)


async def discount_book(session: AsyncSession, now: datetime | None = None) -> DiscountBook:
    return DiscountBook(await session.execute(_NOT_ENDED, {"moment": now or clock.now()}))


async def next_price_change(session: AsyncSession, now: datetime) -> datetime | None:
    """The first time after ``now`` an enabled activity starts or ends (event prices change then)."""
    upcoming = case(
        (DiscountActivity.start_time > now, DiscountActivity.start_time), else_=DiscountActivity.end_time
    )
    found: datetime | None = await session.scalar(
        select(func.min(upcoming)).where(DiscountActivity.enabled.is_(True), DiscountActivity.end_time > now)
    )
    return found
