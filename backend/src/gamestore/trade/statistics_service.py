"""Trade's part of the console's dashboard: sales, orders, paying members, cart-to-paid conversion
and best sellers for a period, from trade's own tables. Every query narrows on an indexed time
column first (orders' created_at, cart additions' created_at)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import ColumnElement, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core import clock
from gamestore.core.i18n import Lang
from gamestore.core.texts import text
from gamestore.models.trade import CartAddition, TradeOrder, TradeOrderItem

BEST_SELLERS = 5
# An order is paid within its payment window; the slack covers a closing job that runs late.
PAYMENT_SLACK = timedelta(days=1)


@dataclass(frozen=True)
class Period:
    """From ``start`` (included) to ``end`` (excluded)."""

    start: datetime
    end: datetime


@dataclass(frozen=True)
class PeriodFigures:
    sales_price: int
    refund_price: int
    paid_order_count: int
    created_order_count: int
    paying_member_count: int
    cart_member_count: int
    converted_member_count: int


@dataclass(frozen=True)
class BestSeller:
    spu_id: int
    sku_id: int
    spu_name: str
    sku_name: str
    quantity: int
    pay_price: int


def _paid_in(period: Period, payment_minutes: int) -> list[ColumnElement[bool]]:
    """Orders paid in the period. The creation bound (indexed) is implied by the payment window:
    an order is paid at most its window (plus slack) after it was created."""
    created_from = period.start - timedelta(minutes=payment_minutes) - PAYMENT_SLACK
    return [
        TradeOrder.created_at >= created_from,
        TradeOrder.created_at < period.end,
        TradeOrder.pay_status.is_(True),
        TradeOrder.pay_time >= period.start,
        TradeOrder.pay_time < period.end,
    ]


async def figures(session: AsyncSession, period: Period, payment_minutes: int) -> PeriodFigures:
    """The period's figures.

    - sales: the pay price of orders paid in the period; refunds: what has been refunded of those
      same orders so far (their ``refund_price``), so sales minus refunds is the period's net;
    - paid orders: orders paid in the period; created orders: orders created in it (paid or not);
    - paying members: distinct members with an order paid in the period;
    - conversion from cart to paid: of the members who added a version to their cart in the
      period (``cart_member_count``), those who also paid an order in the period
      (``converted_member_count``); the rate is the second over the first.
    """
    paid = _paid_in(period, payment_minutes)
    sales = (
        await session.execute(
            select(
                func.count(),
                func.coalesce(func.sum(TradeOrder.pay_price), 0),
                func.coalesce(func.sum(TradeOrder.refund_price), 0),
                func.count(func.distinct(TradeOrder.member_id)),
            ).where(*paid)
        )
    ).one()
    created = await session.scalar(
        select(func.count())
        .select_from(TradeOrder)
        .where(TradeOrder.created_at >= period.start, TradeOrder.created_at < period.end)
    )
    carted, converted = await _cart_conversion(session, period, paid)
    return PeriodFigures(
        sales_price=int(sales[1]),
        refund_price=int(sales[2]),
        paid_order_count=int(sales[0]),
        created_order_count=int(created or 0),
        paying_member_count=int(sales[3]),
        cart_member_count=carted,
        converted_member_count=converted,
    )


async def _cart_conversion(
    session: AsyncSession, period: Period, paid: list[ColumnElement[bool]]
) -> tuple[int, int]:
    """(members who added to their cart in the period, those of them who paid in it)."""
    in_period = [CartAddition.created_at >= period.start, CartAddition.created_at < period.end]
    carted = await session.scalar(select(func.count(func.distinct(CartAddition.member_id))).where(*in_period))
    payers = select(TradeOrder.member_id).where(*paid)
    converted = await session.scalar(
        select(func.count(func.distinct(CartAddition.member_id))).where(
            *in_period, CartAddition.member_id.in_(payers)
        )
    )
    return int(carted or 0), int(converted or 0)


async def best_sellers(
    session: AsyncSession, period: Period, payment_minutes: int, lang: Lang, limit: int = BEST_SELLERS
) -> list[BestSeller]:
    """The versions with the most keys kept in orders paid in the period, net of refunds like the
    sales (a refunded key is neither counted nor its share of the money; a version whose keys were
    all refunded is left out), most first (ties: lower version id first); names as the latest of
    those orders recorded them."""
    quantity = func.sum(TradeOrderItem.count - TradeOrderItem.refund_count)
    # The refunded keys' share of a line's money, as the refund computed it (refund_service._line_shares).
    refunded = TradeOrderItem.pay_price * TradeOrderItem.refund_count // TradeOrderItem.count
    rows = (
        await session.execute(
            select(
                TradeOrderItem.sku_id,
                quantity.label("quantity"),
                func.sum(TradeOrderItem.pay_price - refunded).label("pay_price"),
                func.max(TradeOrderItem.id).label("latest"),
            )
            .join(TradeOrder, TradeOrder.id == TradeOrderItem.order_id)
            .where(*_paid_in(period, payment_minutes))
            .group_by(TradeOrderItem.sku_id)
            .having(quantity > 0)
            .order_by(quantity.desc(), TradeOrderItem.sku_id)
            .limit(limit)
        )
    ).all()
    latest = {
        item.id: item
        for item in await session.scalars(
            select(TradeOrderItem).where(TradeOrderItem.id.in_([row.latest for row in rows]))
        )
    }
    return [
        BestSeller(
            spu_id=latest[row.latest].spu_id,
            sku_id=row.sku_id,
            spu_name=text(latest[row.latest].spu_names, lang),
            sku_name=text(latest[row.latest].sku_names, lang),
            quantity=int(row.quantity),
            pay_price=int(row.pay_price),
        )
        for row in rows
    ]


def today_and_week(now: datetime) -> tuple[Period, Period]:
    """Today and this week (from Monday) in the shop's business timezone (Asia/Shanghai, where
    days change for check-ins and tasks too), each up to ``now``."""
    today = clock.business_date(now)
    week_start = today - timedelta(days=today.weekday())
    end = now + timedelta(microseconds=1)  # ``now`` itself included
    return (
        Period(clock.start_of_business_day(today), end),
        Period(clock.start_of_business_day(week_start), end),
    )
