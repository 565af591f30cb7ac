"""When a paid order becomes final (none of its keys can be refunded by its member any more: each
revealed or refunded, or the refund window closed), what it earned pending is given: ``OrderFinal``
through trade.order_effects. At once when the member reveals the last key or refunds the last
unrevealed one; by a job for orders whose window closed. Safe with any number of processes: the
order's row is held while its pending grants are matured, and a second try finds none pending."""

from __future__ import annotations

from datetime import datetime

import structlog
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from gamestore.catalogue import key_service
from gamestore.core import clock
from gamestore.core.db import unit_of_work
from gamestore.events.order_events import Given, OrderFinal
from gamestore.models.trade import TradeOrder
from gamestore.notification import notification_service
from gamestore.trade import fulfilment, order_effects
from gamestore.trade.key_reveal import first_reveals, lock_order, revealed_at
from gamestore.trade.order_status import WAITING_PREORDER

log = structlog.get_logger(__name__)


async def _final(session: AsyncSession, order_id: int, now: datetime) -> bool:
    preorder = await session.scalar(select(TradeOrder.preorder_status).where(TradeOrder.id == order_id))
    if preorder in WAITING_PREORDER:  # not delivered: refundable whole, whatever its window said
        return False
    if await order_effects.window_closed(session, order_id, now):
        return True
    reveals = await first_reveals(session, order_id)
    sold = await key_service.sold_key_ids(session, order_id)
    return all(revealed_at(reveals, key_id) is not None for key_id, _ in sold)


async def mature_if_final(session: AsyncSession, order_id: int, now: datetime | None = None) -> Given | None:
    """Give the order's pending grants if it is final (the caller may hold its row already).
    Answers what they gave its member (perhaps nothing), or None when nothing matured now."""
    if not await order_effects.has_pending(session, order_id):
        return None
    await lock_order(session, order_id)
    if not await _final(session, order_id, now or clock.now()):
        return None
    member_id = await session.scalar(select(TradeOrder.member_id).where(TradeOrder.id == order_id))
    if member_id is None:
        return None

    async def paid_orders() -> int:
        return await fulfilment.standing_orders(session, member_id)

    matured, given = await order_effects.order_final(session, OrderFinal(order_id, member_id, paid_orders))
    if not matured:  # matured meanwhile by another process
        return None
    log.info("trade.order.final", order=order_id, grants=matured)
    return given


async def mature_due_orders(sessions: async_sessionmaker[AsyncSession], now: datetime | None = None) -> int:
    """The job: every order whose refund window closed with grants still pending, each in its own
    transaction. Answers how many orders matured."""
    moment = now or clock.now()
    matured = 0
    for order_id in await order_effects.orders_due(sessions, moment):
        async with unit_of_work(sessions) as session:
            given = await mature_if_final(session, order_id, moment)
            if given is not None:
                matured += 1
                await _tell_member(session, order_id, given)
    return matured


async def _tell_member(session: AsyncSession, order_id: int, given: Given) -> None:
    """The member was not there when the window closed: the notification centre says what it gave."""
    found = (
        await session.execute(select(TradeOrder.member_id, TradeOrder.no).where(TradeOrder.id == order_id))
    ).first()
    if found is not None:
        await notification_service.tell_order_rewards(session, found.member_id, order_id, found.no, given)
