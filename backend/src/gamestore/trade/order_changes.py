"""What a member changes on their own order: cancel an unpaid one, delete a finished one from
their lists."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.errors import AppError
from gamestore.trade import errors
from gamestore.trade.fulfilment import close_order
from gamestore.trade.order_query import owned_order
from gamestore.trade.order_status import FINISHED, CancelType, OrderStatus


async def cancel(session: AsyncSession, member_id: int, order_id: int) -> None:
    order = await owned_order(session, member_id, order_id)
    if order.status != OrderStatus.UNPAID or not await close_order(session, order.id, CancelType.MEMBER):
        raise AppError(errors.ORDER_NOT_UNPAID)


async def remove(session: AsyncSession, member_id: int, order_id: int) -> None:
    """Hide a finished order from the member's lists (the record stays for accounting)."""
    order = await owned_order(session, member_id, order_id)
    if order.status not in FINISHED:
        raise AppError(errors.ORDER_NOT_DELETABLE)
    order.deleted = True
    await session.flush()
