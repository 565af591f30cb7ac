"""The trade domain's records about sold keys, for the catalogue's console (catalogue/key_sales.py): when
each key's order was paid, when its member first revealed it, and every reveal, by version, member
and time. Read only; nothing here decrypts a key."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime

from sqlalchemy import Select, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import key_service
from gamestore.catalogue.key_sales import KeyRevealEntry, KeySale, RevealFilter
from gamestore.core.pagination import PageParam, paginate
from gamestore.models.trade import KeyReveal, TradeOrder


class KeySaleRecords:
    """``catalogue.key_sales.KeySales`` over the orders and their key reveals."""

    async def sales(self, session: AsyncSession, orders_of_keys: Mapping[int, int]) -> dict[int, KeySale]:
        order_ids = set(orders_of_keys.values())
        if not order_ids:
            return {}
        rows = await session.execute(
            select(TradeOrder.id, TradeOrder.pay_time).where(TradeOrder.id.in_(order_ids))
        )
        paid = {order_id: pay_time for order_id, pay_time in rows}
        first = await _first_reveals(session, order_ids)
        found = {}
        for key_id, order_id in orders_of_keys.items():
            if order_id not in paid:
                continue
            times = [t for t in (first.get((order_id, key_id)), first.get((order_id, None))) if t is not None]
            found[key_id] = KeySale(sold_at=paid[order_id], revealed_at=min(times, default=None))
        return found

    async def reveals(
        self, session: AsyncSession, where: RevealFilter, page: PageParam
    ) -> tuple[list[KeyRevealEntry], int]:
        rows, total = await paginate(session, _filtered(where), page)
        entries = [
            KeyRevealEntry(
                id=row.id,
                key_id=row.key_id,
                order_id=row.order_id,
                member_id=row.member_id,
                ip=row.ip,
                created_at=row.created_at,
            )
            for row in rows
        ]
        return entries, total


async def _first_reveals(
    session: AsyncSession, order_ids: set[int]
) -> dict[tuple[int, int | None], datetime]:
    """(order id, key id) -> the first reveal; key id None: an older reveal of all the order's keys."""
    rows = await session.execute(
        select(KeyReveal.order_id, KeyReveal.key_id, func.min(KeyReveal.created_at))
        .where(KeyReveal.order_id.in_(order_ids))
        .group_by(KeyReveal.order_id, KeyReveal.key_id)
    )
    return {(order_id, key_id): first for order_id, key_id, first in rows}


def _filtered(where: RevealFilter) -> Select[KeyReveal]:
    stmt = select(KeyReveal).order_by(KeyReveal.created_at.desc(), KeyReveal.id.desc())
    if where.sku_id is not None:
        stmt = stmt.where(KeyReveal.key_id.in_(key_service.key_ids_of_version(where.sku_id)))
    if where.member_id is not None:
        stmt = stmt.where(KeyReveal.member_id == where.member_id)
    if where.since is not None:
        stmt = stmt.where(KeyReveal.created_at >= where.since)
    if where.until is not None:
        stmt = stmt.where(KeyReveal.created_at <= where.until)
    return stmt


KEY_SALES = KeySaleRecords()
