"""Pre-orders (issue 41): a version whose release time is ahead sells paid in full without a key
(trade/settlement.py, order_create.py); its paid orders wait, undelivered, until the release. Then
a job delivers their keys in the order they were paid: each delivery one transaction holding the
version's row (so one process at a time delivers a version's pre-orders, first paid first served)
and taking the order out of waiting by a conditional UPDATE (so an order is delivered once, and a
refund that took its row first wins). When keys run short, the orders left are told so (once), the
console's dashboard lists the version, and an order still without keys SHORT_REFUND_AFTER later
is refunded whole by the store, the money back by the channel that paid.

A pre-order can be refunded whole at any time before its keys come (trade/refund_service.py); what
it earns matures no sooner than its refund window after delivery (trade/fulfilment.py,
order_maturity.py)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from enum import Enum

import structlog
from sqlalchemy import ColumnElement, Select, case, select, update
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from gamestore.catalogue import key_service, price_history
from gamestore.core import clock
from gamestore.core.config import Settings
from gamestore.core.db import unit_of_work
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang
from gamestore.core.texts import text
from gamestore.identity import country
from gamestore.loyalty import standing
from gamestore.models.trade import TradeOrder, TradeOrderItem
from gamestore.notification import notification_service
from gamestore.pay import refund_service as pay_refunds
from gamestore.trade import errors, order_effects, refund_service
from gamestore.trade.fulfilment import record_log
from gamestore.trade.order_status import (
    SHORT_REFUND_AFTER,
    WAITING_PREORDER,
    OrderLogType,
    OrderStatus,
    PreorderStatus,
)

log = structlog.get_logger(__name__)
REFUND_BATCH = 100
MESSAGES_KEPT = 3  # subscribe messages kept for a pre-order: delivered, or short then refunded or delivered
_REFUND_REASON = "pre-order: no keys 24 hours after release"


class _Outcome(Enum):
    DELIVERED = "delivered"
    TAKEN = "taken"  # refunded meanwhile: nothing to deliver
    SHORT = "short"  # not keys enough: nothing changed
    NONE_DUE = "none due"


@dataclass(frozen=True, slots=True)
class _Due:
    order_id: int
    member_id: int
    no: str
    count: int
    game: dict[str, str]
    country: str | None  # where the keys had to activate when ordered


def _released_and_waiting(moment: datetime) -> tuple[ColumnElement[bool], ...]:
    """Paid pre-orders whose release has come by ``moment`` and that wait for their keys."""
    return (
        TradeOrder.pay_status.is_(True),
        TradeOrder.status == OrderStatus.UNDELIVERED,
        TradeOrder.preorder_status.in_(WAITING_PREORDER),
        TradeOrder.release_at <= moment,
    )


def _due_orders(sku_id: int, moment: datetime) -> Select[int, int, str, int, dict[str, str], str | None]:
    """The version's pre-orders waiting for keys at ``moment``, first paid first."""
    return (
        select(
            TradeOrder.id,
            TradeOrder.member_id,
            TradeOrder.no,
            TradeOrderItem.count,
            TradeOrderItem.spu_names,
            TradeOrder.country,
        )
        .join(TradeOrderItem, TradeOrderItem.order_id == TradeOrder.id)
        .where(TradeOrderItem.sku_id == sku_id, *_released_and_waiting(moment))
        .order_by(TradeOrder.pay_time, TradeOrder.id)
    )


async def _released_versions(sessions: async_sessionmaker[AsyncSession], moment: datetime) -> list[int]:
    async with sessions() as session:
        rows = await session.scalars(
            select(TradeOrderItem.sku_id)
            .join(TradeOrder, TradeOrder.id == TradeOrderItem.order_id)
            .where(*_released_and_waiting(moment))
            .distinct()
        )
        return sorted(rows)


async def deliver_released(
    sessions: async_sessionmaker[AsyncSession], settings: Settings, now: datetime | None = None
) -> int:
    """The job: deliver the keys of every released version's waiting pre-orders, first paid first,
    until a version runs out (its orders left are then told, once). Safe with any number of
    processes. Answers how many orders were delivered."""
    moment = now or clock.now()
    delivered = 0
    for sku_id in await _released_versions(sessions, moment):
        passed: set[int] = set()  # short of keys that activate in their country: the next may have some
        while True:
            async with unit_of_work(sessions) as session:
                outcome, due = await _deliver_next(session, settings, sku_id, moment, passed)
            if outcome is _Outcome.NONE_DUE:
                break
            if outcome is _Outcome.SHORT:
                async with unit_of_work(sessions) as session:
                    await _tell_short(session, sku_id, moment, only=due if due.country else None)
                if due.country is None:
                    break
                passed.add(due.order_id)
            delivered += outcome is _Outcome.DELIVERED
    if delivered:
        log.info("trade.preorders.delivered", orders=delivered)
    return delivered


async def _deliver_next(
    session: AsyncSession, settings: Settings, sku_id: int, moment: datetime, passed: set[int]
) -> tuple[_Outcome, _Due]:
    """Deliver the version's first waiting pre-order (but those ``passed``), if keys are there for it:
    keys that activate in the member's country, as known now or else when they ordered."""
    await key_service.lock_version(session, sku_id)
    row = (
        await session.execute(_due_orders(sku_id, moment).where(TradeOrder.id.not_in(passed)).limit(1))
    ).first()
    if row is None:
        return _Outcome.NONE_DUE, _NO_ONE
    due = _Due(*row)
    known = await country.member_country(session, due.member_id, None, "")
    due = replace(due, country=known.country or due.country)
    claimed = await session.execute(
        update(TradeOrder)
        .where(TradeOrder.id == due.order_id, TradeOrder.preorder_status.in_(WAITING_PREORDER))
        .values(
            preorder_status=PreorderStatus.DELIVERED,
            status=OrderStatus.COMPLETED,
            finish_time=moment,
            refund_from=moment,
            short_since=None,
            updated_at=moment,
        )
        .returning(TradeOrder.id)
    )
    if claimed.first() is None:  # refunded meanwhile (its refund held the row first)
        return _Outcome.TAKEN, due
    if not await key_service.take_stock_and_reserve(session, sku_id, due.count, due.order_id, due.country):
        await session.rollback()
        return _Outcome.SHORT, due
    await key_service.sell_keys(session, due.order_id)
    await record_log(
        session, due.order_id, OrderLogType.COMPLETED, OrderStatus.UNDELIVERED, OrderStatus.COMPLETED
    )
    # Refundable for the window from now, as keys delivered at payment are: what it earned waits.
    await order_effects.reschedule(
        session, due.order_id, moment + timedelta(days=settings.refund_window_days)
    )
    await _tell(session, _DELIVERED, due.member_id, due.order_id, due.no, due.game)
    return _Outcome.DELIVERED, due


_NO_ONE = _Due(0, 0, "", 0, {}, None)


@dataclass(frozen=True, slots=True)
class _News:
    """What a pre-order's member is told: a key naming it once, the title and body's messages."""

    key: str
    title: str
    body: str


_DELIVERED = _News(
    "preorder-delivered",
    notification_service.PREORDER_DELIVERED_TITLE,
    notification_service.PREORDER_DELIVERED_BODY,
)
_SHORT = _News(
    "preorder-short", notification_service.PREORDER_SHORT_TITLE, notification_service.PREORDER_SHORT_BODY
)
_REFUNDED = _News(
    "preorder-refunded",
    notification_service.PREORDER_REFUNDED_TITLE,
    notification_service.PREORDER_REFUNDED_BODY,
)
_PROTECTED = _News(
    "price-protected", notification_service.PRICE_PROTECTED_TITLE, notification_service.PRICE_PROTECTED_BODY
)


async def _tell(
    session: AsyncSession,
    news: _News,
    member_id: int,
    order_id: int,
    no: str,
    game: dict[str, str],
    amount: int | None = None,
) -> None:
    """Tell the member about their pre-order (once), naming the game in their language, and in
    WeChat too with a subscribe message they accepted for the order."""
    lang = await notification_service.language_of(session, member_id)
    spent = await session.execute(
        update(TradeOrder)
        .where(TradeOrder.id == order_id, TradeOrder.mini_program_messages > 0)
        .values(mini_program_messages=TradeOrder.mini_program_messages - 1)
        .returning(TradeOrder.id)
    )
    await notification_service.notify(
        session,
        notification_service.Note(
            member_id=member_id,
            type=notification_service.PREORDER,
            key=f"{news.key}:{order_id}",
            title=news.title,
            body=news.body,
            link=f"/pages/order/detail?id={order_id}",
            params={"no": no, "game": text(game, lang)},
            amounts={} if amount is None else {"amount": amount},
            mini_program=text(game, lang) if spent.first() is not None else None,
        ),
    )


async def accept_messages(session: AsyncSession, member_id: int, order_id: int) -> int:
    """The member accepted a WeChat subscribe message for their pre-order waiting for its keys (the
    next news of it goes there too); WeChat keeps at most MESSAGES_KEPT. Answers how many it has."""
    kept = TradeOrder.mini_program_messages
    counted = await session.execute(
        update(TradeOrder)
        .where(
            TradeOrder.id == order_id,
            TradeOrder.member_id == member_id,
            TradeOrder.pay_status.is_(True),
            TradeOrder.preorder_status.in_(WAITING_PREORDER),
        )
        .values(mini_program_messages=case((kept < MESSAGES_KEPT, kept + 1), else_=kept))
        .returning(kept)
    )
    found = counted.scalar_one_or_none()
    if found is None:
        raise AppError(errors.PREORDER_NOT_WAITING)
    return int(found)


async def _tell_short(session: AsyncSession, sku_id: int, moment: datetime, only: _Due | None) -> None:
    """The version ran out (or, ``only``, of keys for that order's country): its pre-orders still
    waiting are short from now (kept from the first time), told once each, their timeline saying so."""
    waiting = _due_orders(sku_id, moment)
    if only is not None:
        waiting = waiting.where(TradeOrder.id == only.order_id)
    for row in (await session.execute(waiting)).all():
        marked = await session.execute(
            update(TradeOrder)
            .where(TradeOrder.id == row.id, TradeOrder.preorder_status == PreorderStatus.WAITING)
            .values(preorder_status=PreorderStatus.SHORT, short_since=moment, updated_at=moment)
            .returning(TradeOrder.id)
        )
        if marked.first() is None:
            continue  # short already, told before
        await record_log(
            session, row.id, OrderLogType.PREORDER_SHORT, OrderStatus.UNDELIVERED, OrderStatus.UNDELIVERED
        )
        await _tell(session, _SHORT, row.member_id, row.id, row.no, row.spu_names)
    log.warning("trade.preorders.short", sku=sku_id)


async def refund_short(
    sessions: async_sessionmaker[AsyncSession],
    settings: Settings,
    gateways: pay_refunds.Gateways,
    now: datetime | None = None,
) -> int:
    """The job: pre-orders short of keys for SHORT_REFUND_AFTER are refunded whole by the store,
    each in its own transaction (a delivery or the member's own refund first wins). Answers how many."""
    moment = now or clock.now()
    async with sessions() as session:
        due = list(
            await session.scalars(
                select(TradeOrder.id)
                .where(
                    TradeOrder.preorder_status == PreorderStatus.SHORT,
                    TradeOrder.short_since <= moment - SHORT_REFUND_AFTER,
                )
                .order_by(TradeOrder.short_since)
                .limit(REFUND_BATCH)
            )
        )

    async def refund(session: AsyncSession, order_id: int) -> int:
        by = refund_service.Store(_REFUND_REASON)
        after_sale = await refund_service.refund(session, settings, gateways, order_id, by)
        await _tell_refunded(session, order_id, after_sale.refund_price)
        return 1

    # Refused: delivered or refunded meanwhile.
    return await _each_alone(
        sessions, due, refund, "trade.preorders.refunded", "trade.preorders.not_refunded"
    )


async def _each_alone(
    sessions: async_sessionmaker[AsyncSession],
    order_ids: list[int],
    work: Callable[[AsyncSession, int], Awaitable[int]],
    done_event: str,
    refused_event: str,
) -> int:
    """``work`` on each order in a transaction of its own; a refusal (AppError) changes nothing of
    that order and is logged. Answers how many ``work`` counted."""
    done = 0
    for order_id in order_ids:
        try:
            async with unit_of_work(sessions) as session:
                done += await work(session, order_id)
        except AppError as refused:
            log.info(refused_event, order=order_id, why=refused.error.key)
    if done:
        log.info(done_event, orders=done)
    return done


async def _tell_refunded(session: AsyncSession, order_id: int, amount: int) -> None:
    row = (
        await session.execute(
            select(TradeOrder.member_id, TradeOrder.no, TradeOrderItem.spu_names)
            .join(TradeOrderItem, TradeOrderItem.order_id == TradeOrder.id)
            .where(TradeOrder.id == order_id)
            .limit(1)
        )
    ).one()
    await _tell(session, _REFUNDED, row.member_id, order_id, row.no, row.spu_names, amount)


async def release_moved(session: AsyncSession, sku_id: int, release_at: datetime | None) -> int:
    """The version's release time moved (None: released now): its pre-orders not released yet are
    delivered at the new time, and what they earn waits as much longer (or shorter). Answers how
    many moved."""
    new_release = release_at or clock.now()
    waiting = (
        await session.execute(
            select(TradeOrder.id, TradeOrder.release_at).where(
                TradeOrder.preorder_status == PreorderStatus.WAITING,
                TradeOrder.id.in_(select(TradeOrderItem.order_id).where(TradeOrderItem.sku_id == sku_id)),
            )
        )
    ).all()
    for order_id, old_release in waiting:
        await session.execute(
            update(TradeOrder).where(TradeOrder.id == order_id).values(release_at=new_release)
        )
        if old_release is not None:
            await order_effects.postpone(session, order_id, new_release - old_release)
    return len(waiting)


@dataclass(frozen=True, slots=True)
class Shortage:
    """A released version whose pre-orders wait for keys: the dashboard's alert."""

    sku_id: int
    spu_names: dict[str, str]
    sku_names: dict[str, str]
    orders: int
    keys: int
    since: datetime


async def shortages(session: AsyncSession) -> list[Shortage]:
    """Every released version with pre-orders waiting for keys, the longest waiting first (short
    pre-orders are few: refunded within a day, so they are summed here)."""
    rows = await session.execute(
        select(
            TradeOrderItem.sku_id,
            TradeOrderItem.spu_names,
            TradeOrderItem.sku_names,
            TradeOrderItem.count,
            TradeOrder.short_since,
        )
        .join(TradeOrder, TradeOrder.id == TradeOrderItem.order_id)
        .where(TradeOrder.preorder_status == PreorderStatus.SHORT)
        .order_by(TradeOrder.short_since, TradeOrder.id)
    )
    found: dict[int, Shortage] = {}
    for sku_id, spu_names, sku_names, count, short_since in rows:
        since = short_since or clock.now()
        seen = found.get(sku_id)
        found[sku_id] = (
            Shortage(sku_id, spu_names, sku_names, 1, count, since)
            if seen is None
            else Shortage(sku_id, spu_names, sku_names, seen.orders + 1, seen.keys + count, seen.since)
        )
    return list(found.values())


def shortage_names(shortage: Shortage, lang: Lang) -> tuple[str, str]:
    return text(shortage.spu_names, lang), text(shortage.sku_names, lang)


async def protect_prices(
    sessions: async_sessionmaker[AsyncSession],
    settings: Settings,
    gateways: pay_refunds.Gateways,
    now: datetime | None = None,
) -> int:
    """The job, after deliveries: each delivered pre-order's price protection, once (its
    ``protected_at`` claimed in the transaction that refunds): the lowest price its version had
    between payment and delivery for a member of the member's level now, against what each key cost
    them. A refund of it in flight puts it off to the next run. Answers how many got money back."""
    moment = now or clock.now()
    async with sessions() as session:
        due = list(
            await session.scalars(
                select(TradeOrder.id)
                .where(
                    TradeOrder.preorder_status == PreorderStatus.DELIVERED,
                    TradeOrder.protected_at.is_(None),
                )
                .order_by(TradeOrder.finish_time)
                .limit(REFUND_BATCH)
            )
        )

    async def protect(session: AsyncSession, order_id: int) -> int:
        return await _protect(session, settings, gateways, order_id, moment)

    return await _each_alone(
        sessions, due, protect, "trade.preorders.protected", "trade.preorders.protection_later"
    )


async def _protect(
    session: AsyncSession,
    settings: Settings,
    gateways: pay_refunds.Gateways,
    order_id: int,
    moment: datetime,
) -> int:
    claimed = (
        await session.execute(
            update(TradeOrder)
            .where(TradeOrder.id == order_id, TradeOrder.protected_at.is_(None))
            .values(protected_at=moment)
            .returning(TradeOrder.member_id, TradeOrder.no, TradeOrder.pay_time, TradeOrder.finish_time)
        )
    ).first()
    if claimed is None or claimed.pay_time is None or claimed.finish_time is None:
        return 0
    level = (await standing.standing(session, claimed.member_id)).level.level
    lines = (
        await session.execute(
            select(TradeOrderItem.sku_id, TradeOrderItem.spu_names).where(TradeOrderItem.order_id == order_id)
        )
    ).all()
    lowest = {
        sku_id: await price_history.lowest_member_price(
            session, sku_id, level, claimed.pay_time, claimed.finish_time
        )
        for sku_id, _ in lines
    }
    after_sale = await refund_service.protect_price(session, settings, gateways, order_id, lowest)
    if after_sale is None:
        return 0
    game = lines[0].spu_names
    await _tell(session, _PROTECTED, claimed.member_id, order_id, claimed.no, game, after_sale.refund_price)
    return 1


async def deliver_preorders(
    sessions: async_sessionmaker[AsyncSession], settings: Settings, gateways: pay_refunds.Gateways
) -> int:
    """The job (main.py): deliver what was released and protect its price, then refund what has
    waited a day for keys."""
    delivered = await deliver_released(sessions, settings)
    await protect_prices(sessions, settings, gateways)
    return delivered + await refund_short(sessions, settings, gateways)
