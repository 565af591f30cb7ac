"""What a member changes on their own order: cancel an unpaid one, hide a finished one from their
order list."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.errors import AppError
from gamestore.trade import errors, refund_service
from gamestore.trade.fulfilment import close_order
from gamestore.trade.key_reveal import lock_order
from gamestore.trade.order_query import owned_order
from gamestore.trade.order_status import FINISHED, AfterSaleStatus, CancelType, OrderStatus


async def cancel(session: AsyncSession, member_id: int, order_id: int) -> None:
    order = await owned_order(session, member_id, order_id)
    if order.status != OrderStatus.UNPAID or not await close_order(session, order.id, CancelType.MEMBER):
        raise AppError(errors.ORDER_NOT_UNPAID)


async def remove(session: AsyncSession, member_id: int, order_id: int, refund_window_days: int) -> None:
    """Hide a finished order from the member's order list (the record stays for accounting, and its
    details and keys stay reachable from My Games). Refused while the member could still refund a
    key of it (unrevealed, in the window) or a refund is under way: hidden, they would lose it."""
    order = await owned_order(session, member_id, order_id)
    if order.status not in FINISHED:
        raise AppError(errors.ORDER_NOT_DELETABLE)
    await lock_order(session, order.id)  # a reveal or a refund of its keys queues here
    if order.refund_status == AfterSaleStatus.IN_PROGRESS:
        raise AppError(errors.REFUND_IN_PROGRESS)
    if await refund_service.refundable_keys(session, order, refund_window_days):
        raise AppError(errors.ORDER_KEYS_REFUNDABLE)
    order.deleted = True
    await session.flush()
