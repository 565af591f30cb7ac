"""Every price a version has had, recorded where prices change (``record``): an operator's price (the
console's form, the catalogue file), a discount activity made, changed or closed (its planned window is
written, so nothing polls for starts and ends), the level table's discounts (loyalty's
``LevelDiscountsChanged``). From the records: the lowest price of the 30 days before a discount began
(the reference price rules: the EU's Omnibus, Directive 98/6/EC art. 6a; China's 明码标价和禁止价格欺诈规定),
whether a discount is the lowest the version has had, and the history a game page charts."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import and_, delete, func, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue.discount_service import PUBLIC_KINDS, discounted
from gamestore.catalogue.schemas import PricePointResp, SkuPriceHistoryResp, SpuPriceHistoryResp
from gamestore.catalogue.spu_service import require_on_sale
from gamestore.core import clock
from gamestore.core.config import Settings
from gamestore.core.i18n import Lang
from gamestore.core.money import PriceUnit, percent_off, to_display_units
from gamestore.core.texts import text
from gamestore.core.times import epoch_ms
from gamestore.loyalty import membership_tables
from gamestore.models.base import table_of
from gamestore.models.catalogue import DiscountActivity, DiscountProduct, PriceRecord, Sku

LIST = 1
EVENT = 2
MEMBER = 3

REFERENCE_WINDOW = timedelta(days=30)
_STARTED = "started"


@dataclass(frozen=True, slots=True)
class _Planned:
    sku_id: int
    kind: int
    level: int | None
    activity_id: int | None
    price: int
    start: datetime | None  # None: from now
    until: datetime | None


def _key(
    sku_id: int,
    kind: int,
    level: int | None,
    activity_id: int | None,
    price: int,
    start: datetime | None,
    until: datetime | None,
    now: datetime,
) -> tuple[Any, ...]:
    """What tells a record apart: one already begun is kept while the rest holds, whenever it began."""
    begun = start is None or start <= now
    return (sku_id, kind, level, activity_id, price, until, _STARTED if begun else start)


async def _planned(session: AsyncSession, sku_ids: Sequence[int] | None, now: datetime) -> list[_Planned]:
    skus = select(Sku.id, Sku.price)
    discounts = (
        select(
            DiscountProduct.sku_id,
            DiscountProduct.activity_id,
            DiscountProduct.discount_type,
            DiscountProduct.discount_percent,
            DiscountProduct.discount_price,
            DiscountActivity.start_time,
            DiscountActivity.end_time,
        )
        .join(DiscountActivity, DiscountActivity.id == DiscountProduct.activity_id)
        .where(DiscountActivity.enabled.is_(True), DiscountActivity.end_time > now)
    )
    if sku_ids is not None:
        skus = skus.where(Sku.id.in_(sku_ids))
        discounts = discounts.where(DiscountProduct.sku_id.in_(sku_ids))
    prices = {sku_id: price for sku_id, price in await session.execute(skus)}
    percents = sorted(
        {(level.level, level.discount_percent) for level in await membership_tables.load_levels(session)}
    )
    percents = [(level, percent) for level, percent in percents if percent > 0]
    planned: list[_Planned] = []
    for sku_id, price in prices.items():
        planned.append(_Planned(sku_id, LIST, None, None, price, None, None))
        planned.extend(
            _Planned(sku_id, MEMBER, level, None, percent_off(price, percent), None, None)
            for level, percent in percents
        )
    for row in await session.execute(discounts):
        if row.sku_id not in prices:
            continue
        event = discounted(prices[row.sku_id], row.discount_type, row.discount_percent, row.discount_price)
        planned.append(
            _Planned(row.sku_id, EVENT, None, row.activity_id, event, row.start_time, row.end_time)
        )
        planned.extend(
            _Planned(
                row.sku_id,
                MEMBER,
                level,
                row.activity_id,
                percent_off(event, percent),
                row.start_time,
                row.end_time,
            )
            for level, percent in percents
        )
    return planned


async def record(session: AsyncSession, sku_ids: Iterable[int] | None = None) -> None:
    """Bring the records of the versions (every version when None) in line with their prices and
    plans now: what changed ends now (or, not yet begun, is struck), what is new begins now (or at
    its activity's start). Call it after the change is flushed, in its transaction."""
    wanted = None if sku_ids is None else sorted(set(sku_ids))
    if wanted is not None and not wanted:
        return
    now = clock.now()
    planned = await _planned(session, wanted, now)
    current = select(
        PriceRecord.id,
        PriceRecord.sku_id,
        PriceRecord.kind,
        PriceRecord.level,
        PriceRecord.activity_id,
        PriceRecord.price,
        PriceRecord.valid_from,
        PriceRecord.valid_until,
    ).where(or_(PriceRecord.valid_until.is_(None), PriceRecord.valid_until > now))
    if wanted is not None:
        current = current.where(PriceRecord.sku_id.in_(wanted))
    wanted_keys = Counter(
        _key(p.sku_id, p.kind, p.level, p.activity_id, p.price, p.start, p.until, now) for p in planned
    )
    ended: list[int] = []
    struck: list[int] = []
    for row in await session.execute(current):
        key = _key(
            row.sku_id, row.kind, row.level, row.activity_id, row.price, row.valid_from, row.valid_until, now
        )
        if wanted_keys[key] > 0:
            wanted_keys[key] -= 1
            continue
        (struck if row.valid_from > now else ended).append(row.id)
    if ended:
        await session.execute(
            update(PriceRecord)
            .where(PriceRecord.id.in_(ended))
            .values(valid_until=now, counts_until=now + REFERENCE_WINDOW),
            execution_options={"synchronize_session": False},
        )
    if struck:
        await session.execute(
            delete(PriceRecord).where(PriceRecord.id.in_(struck)),
            execution_options={"synchronize_session": False},
        )
    new: list[dict[str, Any]] = []
    for p in planned:
        key = _key(p.sku_id, p.kind, p.level, p.activity_id, p.price, p.start, p.until, now)
        if wanted_keys[key] <= 0:
            continue
        wanted_keys[key] -= 1
        new.append(
            {
                "sku_id": p.sku_id,
                "kind": p.kind,
                "level": p.level,
                "activity_id": p.activity_id,
                "price": p.price,
                "valid_from": now if p.start is None or p.start <= now else p.start,
                "valid_until": p.until,
                "counts_until": None if p.until is None else p.until + REFERENCE_WINDOW,
            }
        )
    if new:
        await session.execute(table_of(PriceRecord).insert(), new)


async def lowest_member_price(
    session: AsyncSession, sku_id: int, level: int, since: datetime, until: datetime
) -> int | None:
    """The lowest price the version had at some moment between ``since`` and ``until`` for a member
    of ``level``: its list price, an event's, or the level's off either (a pre-order's price
    protection). None: no record of it then."""
    found = await session.scalar(
        select(func.min(PriceRecord.price)).where(
            PriceRecord.sku_id == sku_id,
            or_(
                PriceRecord.kind.in_((LIST, EVENT)),
                and_(PriceRecord.kind == MEMBER, PriceRecord.level == level),
            ),
            PriceRecord.valid_from < until,
            or_(PriceRecord.valid_until.is_(None), PriceRecord.valid_until > since),
        )
    )
    return None if found is None else int(found)


@dataclass(frozen=True, slots=True)
class Span:
    """A public price record (list or event) as the rules below read it."""

    kind: int
    activity_id: int | None
    price: int
    valid_from: datetime
    valid_until: datetime | None


_PUBLIC_SPANS = select(
    PriceRecord.sku_id,
    PriceRecord.kind,
    PriceRecord.activity_id,
    PriceRecord.price,
    PriceRecord.valid_from,
    PriceRecord.valid_until,
).where(PriceRecord.kind.in_(PUBLIC_KINDS))


async def public_spans(session: AsyncSession, sku_ids: Iterable[int]) -> dict[int, list[Span]]:
    """The public records of the versions, by version, oldest first (one query)."""
    wanted = sorted(set(sku_ids))
    found: dict[int, list[Span]] = {sku_id: [] for sku_id in wanted}
    if not wanted:
        return found
    rows = await session.execute(
        _PUBLIC_SPANS.where(PriceRecord.sku_id.in_(wanted)).order_by(PriceRecord.valid_from, PriceRecord.id)
    )
    for row in rows:
        found[row.sku_id].append(Span(row.kind, row.activity_id, row.price, row.valid_from, row.valid_until))
    return found


def steps(spans: Sequence[Span], now: datetime) -> list[tuple[datetime, int]]:
    """What a visitor paid over time, up to ``now``: (moment, price) wherever it changed (the list
    price, or the lowest running event price when lower)."""
    moments = sorted(
        {span.valid_from for span in spans if span.valid_from <= now}
        | {span.valid_until for span in spans if span.valid_until is not None and span.valid_until <= now}
    )
    points: list[tuple[datetime, int]] = []
    for moment in moments:
        running = [
            span.price
            for span in spans
            if span.valid_from <= moment and (span.valid_until is None or span.valid_until > moment)
        ]
        if not running:
            continue
        price = min(running)
        if not points or points[-1][1] != price:
            points.append((moment, price))
    return points


async def game_history(
    session: AsyncSession, spu_id: int, lang: Lang, unit: PriceUnit, settings: Settings
) -> SpuPriceHistoryResp:
    """The public price history of an on-sale game's versions, as its page charts it."""
    spu = await require_on_sale(session, spu_id)
    skus = (
        await session.execute(
            select(Sku.id, Sku.names).where(Sku.spu_id == spu.id).order_by(Sku.sort, Sku.id)
        )
    ).all()
    spans = await public_spans(session, (sku.id for sku in skus))
    now = clock.now()

    def display(fen: int) -> int:
        return to_display_units(fen, unit, settings.usd_per_cny, settings.jpy_per_cny)

    versions = []
    for sku in skus:
        points = steps(spans[sku.id], now)
        lowest = min((price for _, price in points), default=None)
        versions.append(
            SkuPriceHistoryResp(
                id=sku.id,
                name=text(sku.names, lang),
                points=[
                    PricePointResp(time=epoch_ms(moment), price=price, displayPrice=display(price))
                    for moment, price in points
                ],
                lowestPrice=lowest,
                displayLowestPrice=None if lowest is None else display(lowest),
            )
        )
    return SpuPriceHistoryResp(id=spu.id, priceUnit=unit, until=epoch_ms(now), skus=versions)
