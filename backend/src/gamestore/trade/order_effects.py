"""The dispatcher of a paid order's effects (events.order_events): the app installs the effects at
start-up; paying an order grants each, refunding keys revokes each grant's share, and an order that
became final (none of its keys refundable any more) matures the pending ones. Each grant is a row of
``trade_order_effect`` keyed by (effect, order, line), written in the transaction that caused it."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime, timedelta

import structlog
from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from gamestore.core import clock
from gamestore.events.order_events import (
    NOTHING_GIVEN,
    Given,
    Grant,
    GrantState,
    OrderEffect,
    OrderFinal,
    OrderHandedOver,
    OrderPaid,
    OrderRefunded,
    Revoked,
    check_effect,
)
from gamestore.models.trade import TradeOrderEffect

log = structlog.get_logger(__name__)
MATURE_BATCH = 100


class OrderEffectsNotInstalledError(RuntimeError):
    pass


class _Registry:
    def __init__(self) -> None:
        self._effects: dict[str, OrderEffect] = {}

    def install(self, effects: Iterable[OrderEffect]) -> None:
        chosen: dict[str, OrderEffect] = {}
        for effect in effects:
            check_effect(effect)
            if effect.name in chosen:
                raise ValueError(f"two order effects are named {effect.name}")
            chosen[effect.name] = effect
        self._effects = chosen

    def effects(self) -> Sequence[OrderEffect]:
        if not self._effects:
            raise OrderEffectsNotInstalledError("the app installs the order effects at start-up")
        return list(self._effects.values())

    def names(self) -> list[str]:
        return list(self._effects)

    def named(self, name: str) -> OrderEffect:
        self.effects()
        return self._effects[name]


_REGISTRY = _Registry()


def install(effects: Iterable[OrderEffect]) -> None:
    """At start-up: the effects every paid order has, in the order they are granted (revoked in reverse).
    Raises events.order_events.EffectMisdeclaredError for an effect that cannot be revoked."""
    _REGISTRY.install(effects)


def installed() -> list[str]:
    return _REGISTRY.names()


async def order_paid(session: AsyncSession, paid: OrderPaid) -> None:
    """In the transaction marking the order paid: every effect grants, each grant recorded."""
    for effect in _REGISTRY.effects():
        for grant in await effect.grant(session, paid):
            if grant.state == GrantState.PENDING and not effect.matures:
                raise ValueError(f"{effect.name} granted pending but never matures")
            session.add(
                TradeOrderEffect(
                    effect=effect.name,
                    order_id=paid.order_id,
                    line_id=grant.line_id,
                    state=grant.state,
                    data=dict(grant.data),
                    final_by=paid.final_by,
                )
            )
    await session.flush()


async def order_refunded(session: AsyncSession, refunded: OrderRefunded) -> int:
    """In the refunding transaction (the order's row locked): each live grant loses the refund's share.
    Answers the points of those shares that the order's member had spent already (not taken back)."""
    rows = await _grants(session, refunded.order_id, GrantState.PENDING, GrantState.GRANTED)
    points_spent = 0
    for row in reversed(rows):
        effect = _REGISTRY.named(row.effect)
        revoked = await effect.revoke(session, refunded, _grant(row))
        if isinstance(revoked, Revoked):
            points_spent += revoked.points_spent
            revoked = revoked.grant
        _store(row, revoked)
    await session.flush()
    return points_spent


async def order_final(session: AsyncSession, final: OrderFinal) -> tuple[int, Given]:
    """The order is final (its row locked by the caller): each pending grant is given. Answers how
    many, and what they gave the order's member (a gift's holder is told nothing its payer earned)."""
    rows = await _grants(session, final.order_id, GrantState.PENDING)
    given = NOTHING_GIVEN
    for row in rows:
        effect = _REGISTRY.named(row.effect)
        earner = row.data.get("member", final.member_id)
        matured = await effect.mature(session, final, _grant(row))
        _store(row, matured.grant)
        if earner == final.member_id:
            given += matured.given
    await session.flush()
    return len(rows), given


async def order_handed_over(session: AsyncSession, handed: OrderHandedOver) -> None:
    """In the transaction handing the order over (its row locked): each live grant follows or stays."""
    for row in await _grants(session, handed.order_id, GrantState.PENDING, GrantState.GRANTED):
        effect = _REGISTRY.named(row.effect)
        _store(row, await effect.hand_over(session, handed, _grant(row)))
    await session.flush()


async def reschedule(session: AsyncSession, order_id: int, final_by: datetime) -> None:
    """The order's refund window closes at ``final_by`` now (a gift's opens when it is claimed or
    back): its pending grants mature then at the latest."""
    await session.execute(
        update(TradeOrderEffect)
        .where(TradeOrderEffect.order_id == order_id, TradeOrderEffect.state == GrantState.PENDING)
        .values(final_by=final_by, updated_at=clock.now())
    )


async def postpone(session: AsyncSession, order_id: int, by: timedelta) -> None:
    """The order's refund window closes ``by`` later (earlier when negative): a pre-order whose
    release moved. Its pending grants mature that much later."""
    for grant in await _grants(session, order_id, GrantState.PENDING):
        grant.final_by += by
        grant.updated_at = clock.now()
    await session.flush()


async def has_pending(session: AsyncSession, order_id: int) -> bool:
    found = await session.scalar(
        select(TradeOrderEffect.id)
        .where(TradeOrderEffect.order_id == order_id, TradeOrderEffect.state == GrantState.PENDING)
        .limit(1)
    )
    return found is not None


async def window_closed(session: AsyncSession, order_id: int, now: datetime) -> bool:
    """Whether the order's refund window (kept with its grants) has closed."""
    found = await session.scalar(
        select(TradeOrderEffect.id)
        .where(TradeOrderEffect.order_id == order_id, TradeOrderEffect.final_by <= now)
        .limit(1)
    )
    return found is not None


async def orders_due(sessions: async_sessionmaker[AsyncSession], now: datetime) -> list[int]:
    """Orders with pending grants whose refund window has closed (oldest first)."""
    async with sessions() as session:
        return list(
            await session.scalars(
                select(TradeOrderEffect.order_id)
                .where(TradeOrderEffect.state == GrantState.PENDING, TradeOrderEffect.final_by <= now)
                .group_by(TradeOrderEffect.order_id)
                .order_by(TradeOrderEffect.order_id)
                .limit(MATURE_BATCH)
            )
        )


async def _grants(session: AsyncSession, order_id: int, *states: GrantState) -> list[TradeOrderEffect]:
    return list(
        await session.scalars(
            select(TradeOrderEffect)
            .where(TradeOrderEffect.order_id == order_id, TradeOrderEffect.state.in_(states))
            .order_by(TradeOrderEffect.id)
            .with_for_update()
            .execution_options(populate_existing=True)
        )
    )


def _grant(row: TradeOrderEffect) -> Grant:
    return Grant(line_id=row.line_id, data=dict(row.data), state=GrantState(row.state))


def _store(row: TradeOrderEffect, grant: Grant) -> None:
    row.state = grant.state
    row.data = dict(grant.data)
    row.updated_at = clock.now()
