"""Payment orders as the trade domain needs them: opened with an order, closed with it.

Submitting a payment to a channel and its callbacks belong to the payment flow built on top.
"""

from __future__ import annotations

from datetime import datetime
from enum import IntEnum

from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.models.base import utcnow
from gamestore.models.pay import PayOrder


class PayOrderStatus(IntEnum):
    """Values of the dictionary type pay_order_status."""

    WAITING = 0
    SUCCESS = 10
    REFUND = 20
    CLOSED = 30


async def open_pay_order(
    session: AsyncSession,
    member_id: int,
    order_id: int,
    subject: str,
    price: int,
    expire_time: datetime,
    *,
    merchant: str = "trade",
) -> int:
    """A waiting payment for the merchant's order (``merchant``: trade or recharge)."""
    pay_order = PayOrder(
        member_id=member_id,
        merchant_order_id=f"{merchant}:{order_id}",
        subject=subject[:128],
        price=price,
        status=PayOrderStatus.WAITING,
        expire_time=expire_time,
    )
    session.add(pay_order)
    await session.flush()
    return pay_order.id


async def close_pay_order(session: AsyncSession, pay_order_id: int) -> None:
    """Close a payment that is still waiting (its trade order closed); a paid one stays paid."""
    await session.execute(
        update(PayOrder)
        .where(PayOrder.id == pay_order_id, PayOrder.status == PayOrderStatus.WAITING)
        .values(status=PayOrderStatus.CLOSED, updated_at=utcnow())
    )


async def settle_free_pay_order(session: AsyncSession, pay_order_id: int) -> None:
    """An order that costs nothing is paid the moment it is placed."""
    now = utcnow()
    await session.execute(
        update(PayOrder)
        .where(PayOrder.id == pay_order_id, PayOrder.status == PayOrderStatus.WAITING)
        .values(status=PayOrderStatus.SUCCESS, success_time=now, updated_at=now)
    )
