"""What price alerts (notification/price_alert_delivery.py) read of the catalogue: which games' prices
changed in a span of time (their price records began or ended then: an operator's change, the level
table's discounts, an activity's planned start or end alike), what each game costs now (its cheapest
version after events, as cards price it) and the lowest it has cost (as its history charts it)."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from sqlalchemy import and_, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import price_history
from gamestore.catalogue.pricing import cheapest, member_price
from gamestore.catalogue.spu_service import ON_SALE, versions_by_spu
from gamestore.core import clock
from gamestore.models.catalogue import PriceRecord, Sku, Spu


async def changed_games(
    session: AsyncSession, spu_ids: Iterable[int], since: datetime, until: datetime
) -> list[int]:
    """Those of the games whose price records began or ended in (``since``, ``until``] (one query)."""
    wanted = sorted(set(spu_ids))
    if not wanted:
        return []
    began = and_(PriceRecord.valid_from > since, PriceRecord.valid_from <= until)
    ended = and_(PriceRecord.valid_until > since, PriceRecord.valid_until <= until)
    rows = await session.scalars(
        select(Sku.spu_id)
        .distinct()
        .join(PriceRecord, PriceRecord.sku_id == Sku.id)
        .where(Sku.spu_id.in_(wanted), or_(began, ended))
    )
    return sorted(rows)


async def prices_now(session: AsyncSession, spu_ids: Iterable[int]) -> dict[int, int]:
    """What each game on sale costs a visitor now: its cheapest version after events, fen (two
    queries however many games; a game off the shelf is left out)."""
    wanted = sorted(set(spu_ids))
    if not wanted:
        return {}
    on_sale = list(await session.scalars(select(Spu.id).where(Spu.id.in_(wanted), Spu.status == ON_SALE)))
    found: dict[int, int] = {}
    for spu_id, versions in (await versions_by_spu(session, on_sale)).items():
        best = cheapest(version.price for version in versions)
        if best is not None:
            found[spu_id] = best.after_events
    return found


def member_prices(price: int, percents: Iterable[int]) -> dict[int, int]:
    """What a game at ``price`` (after events) costs at each level's percent off."""
    return {percent: member_price(price, None, percent) for percent in set(percents)}


async def lowest_prices(session: AsyncSession, spu_ids: Iterable[int]) -> dict[int, int]:
    """The lowest public price each game's versions have had up to now (its history's low)."""
    wanted = sorted(set(spu_ids))
    if not wanted:
        return {}
    rows = await session.execute(select(Sku.id, Sku.spu_id).where(Sku.spu_id.in_(wanted)))
    spu_of = {sku_id: spu_id for sku_id, spu_id in rows}
    now = clock.now()
    found: dict[int, int] = {}
    for sku_id, spans in (await price_history.public_spans(session, spu_of)).items():
        for _, price in price_history.steps(spans, now):
            spu_id = spu_of[sku_id]
            found[spu_id] = min(price, found.get(spu_id, price))
    return found
