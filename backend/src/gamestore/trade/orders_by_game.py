"""The member's paid orders holding one game, hidden ones included (issue 37): a member who bought a
game twice reaches every order's keys from My Games, even once an order is deleted from the list."""

from __future__ import annotations

from sqlalchemy import bindparam, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.times import optional_epoch_ms
from gamestore.models.trade import TradeOrder, TradeOrderItem
from gamestore.trade.order_schemas import OrderOfGameResp

_KEYS_HELD = func.sum(TradeOrderItem.count - TradeOrderItem.refund_count)

# Built once (bound values): keys refunded are no longer held, so an order refunded whole is left out.
_ORDERS_OF_GAME = (
    select(TradeOrder.id, TradeOrder.no, TradeOrder.pay_time, TradeOrder.deleted, _KEYS_HELD)
    .join(TradeOrderItem, TradeOrderItem.order_id == TradeOrder.id)
    .where(
        TradeOrder.member_id == bindparam("member_id"),
        TradeOrder.pay_status.is_(True),
        TradeOrderItem.spu_id == bindparam("spu_id"),
    )
    .group_by(TradeOrder.id, TradeOrder.no, TradeOrder.pay_time, TradeOrder.deleted)
    .having(_KEYS_HELD > 0)
    .order_by(TradeOrder.pay_time.desc(), TradeOrder.id.desc())
)


async def orders_of_game(session: AsyncSession, member_id: int, spu_id: int) -> list[OrderOfGameResp]:
    """Newest paid first; someone else's orders never, an unknown game none."""
    rows = await session.execute(_ORDERS_OF_GAME, {"member_id": member_id, "spu_id": spu_id})
    return [
        OrderOfGameResp(
            id=order_id, no=no, payTime=optional_epoch_ms(pay_time), keyCount=int(keys), hidden=deleted
        )
        for order_id, no, pay_time, deleted, keys in rows
    ]
