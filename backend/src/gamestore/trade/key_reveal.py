"""Activation keys are revealed on purpose (architecture §4): an order's details show each key
masked until its owner reveals it; every reveal is a KeyReveal row and a key's first row is when
it was revealed (from then on it can no longer be refunded, and it is shown unmasked)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import bindparam, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import key_service
from gamestore.core import clock
from gamestore.core.crypto import KeyCipher
from gamestore.core.errors import AppError
from gamestore.core.times import optional_epoch_ms
from gamestore.models.trade import KeyReveal, TradeOrder
from gamestore.trade import errors
from gamestore.trade.order_schemas import ActivationCodeResp, OrderItemResp
from gamestore.trade.order_status import GiftStatus

_FIRST_REVEALS = (
    select(KeyReveal.key_id, func.min(KeyReveal.created_at))
    .where(KeyReveal.order_id == bindparam("order_id"))
    .group_by(KeyReveal.key_id)
)


async def first_reveals(session: AsyncSession, order_id: int) -> dict[int | None, datetime]:
    """When each key of the order was first revealed; the None entry is an older reveal of them all."""
    rows = await session.execute(_FIRST_REVEALS, {"order_id": order_id})
    return {key_id: first for key_id, first in rows}


def revealed_at(reveals: dict[int | None, datetime], key_id: int) -> datetime | None:
    times = [time for time in (reveals.get(key_id), reveals.get(None)) if time is not None]
    return min(times, default=None)


async def lock_order(session: AsyncSession, order_id: int) -> tuple[int, int] | None:
    """Hold the order's row until the transaction ends: reveals and refunds of its keys queue here.
    An UPDATE that changes nothing rather than SELECT … FOR UPDATE: it takes the row's lock on
    PostgreSQL and the write lock on SQLite (where a SELECT takes none, so two could both go on).
    Answers whose the order is now and its gift status (a gift claimed meanwhile changed hands)."""
    held = await session.execute(
        update(TradeOrder)
        .where(TradeOrder.id == order_id)
        .values(updated_at=TradeOrder.updated_at)
        .returning(TradeOrder.member_id, TradeOrder.gift_status)
    )
    row = held.one_or_none()
    return None if row is None else (int(row[0]), int(row[1]))


def _answer(
    key_id: int, sku_id: int, item: OrderItemResp, first: datetime | None, code: str | None
) -> ActivationCodeResp:
    return ActivationCodeResp(
        keyId=key_id,
        orderItemId=item.id,
        skuId=sku_id,
        spuName=item.spuName,
        skuName=item.skuName,
        revealed=first is not None,
        revealTime=optional_epoch_ms(first),
        code=code if first is not None else None,
    )


async def order_keys(
    session: AsyncSession, cipher: KeyCipher, order: TradeOrder, items: list[OrderItemResp]
) -> list[ActivationCodeResp]:
    """The keys of a paid order: the revealed ones in clear, the others masked (nothing recorded)."""
    if not order.pay_status:
        return []
    reveals = await first_reveals(session, order.id)
    by_sku = {item.skuId: item for item in items}
    keys: list[tuple[int, int, str | None]]
    if reveals:
        keys = [(k.key_id, k.sku_id, k.code) for k in await key_service.sold_keys(session, cipher, order.id)]
    else:
        keys = [
            (key_id, sku_id, None) for key_id, sku_id in await key_service.sold_key_ids(session, order.id)
        ]
    return [
        _answer(key_id, sku_id, by_sku[sku_id], revealed_at(reveals, key_id), code)
        for key_id, sku_id, code in keys
        if sku_id in by_sku
    ]


async def reveal(
    session: AsyncSession,
    cipher: KeyCipher,
    order: TradeOrder,
    key_id: int,
    items: list[OrderItemResp],
    ip: str,
) -> ActivationCodeResp:
    """Decrypts one key of the member's paid order and records the reveal. Reveals of one order
    queue on the order's row, so concurrent ones agree on the first time; a repeat keeps it."""
    held = await lock_order(session, order.id)
    if held is None or held[0] != order.member_id:
        raise AppError(errors.ORDER_NOT_FOUND)  # a gift claimed meanwhile is the friend's
    if held[1] == GiftStatus.WAITING:
        raise AppError(errors.GIFT_WAITING)  # its keys are for the friend who claims it
    key = await key_service.sold_key(session, cipher, order.id, key_id)
    item = next((item for item in items if key is not None and item.skuId == key.sku_id), None)
    if key is None or item is None:
        raise AppError(errors.ACTIVATION_KEY_NOT_FOUND)
    now = clock.now()
    first = revealed_at(await first_reveals(session, order.id), key_id) or now
    session.add(
        KeyReveal(
            order_id=order.id, member_id=order.member_id, key_id=key_id, key_count=1, ip=ip, created_at=now
        )
    )
    return _answer(key.key_id, key.sku_id, item, first, key.code)
