"""What members will earn from paid orders once those are final (member_pending_reward): points and
experience (given into their ledgers then, under the biz type and order they will carry) and the
orders a task counts. A refund before that cancels the refunded share here; nothing of it can be spent."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import IntEnum

from sqlalchemy import (
    ColumnElement,
    ScalarSelect,
    Select,
    and_,
    bindparam,
    case,
    delete,
    func,
    literal,
    null,
    select,
    update,
)
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import InstrumentedAttribute

from gamestore.core import clock
from gamestore.models.loyalty import MemberPendingReward


class PendingKind(IntEnum):
    POINTS = 1
    EXPERIENCE = 2
    ORDER_FOR_TASKS = 3  # an order the tasks counting paid orders will count


def _key(member_id: int, kind: PendingKind, biz_type: int, biz_id: str) -> ColumnElement[bool]:
    return and_(
        MemberPendingReward.member_id == member_id,
        MemberPendingReward.kind == kind,
        MemberPendingReward.biz_type == biz_type,
        MemberPendingReward.biz_id == biz_id,
    )


async def add(
    session: AsyncSession,
    member_id: int,
    kind: PendingKind,
    biz_type: int,
    biz_id: str,
    amount: int,
    final_by: datetime,
) -> None:
    session.add(
        MemberPendingReward(
            member_id=member_id,
            kind=kind,
            biz_type=biz_type,
            biz_id=biz_id,
            amount=amount,
            final_by=final_by,
            created_at=clock.now(),
        )
    )
    await session.flush()


async def cancel(
    session: AsyncSession, member_id: int, kind: PendingKind, biz_type: int, biz_id: str, amount: int
) -> int:
    """Cancel ``amount`` of a pending reward (a refund's share); the row goes once nothing is left.
    Answers what is left pending."""
    remainder = MemberPendingReward.amount - amount
    left = await session.scalar(
        update(MemberPendingReward)
        .where(_key(member_id, kind, biz_type, biz_id))
        .values(amount=case((remainder > 0, remainder), else_=0))
        .returning(MemberPendingReward.amount)
    )
    if left is None or left > 0:
        return int(left or 0)
    await session.execute(delete(MemberPendingReward).where(_key(member_id, kind, biz_type, biz_id)))
    return 0


async def take(session: AsyncSession, member_id: int, kind: PendingKind, biz_type: int, biz_id: str) -> int:
    """Remove a pending reward (to give it, or cancel what is left of it); answers its amount (0: none)."""
    taken = await session.scalar(
        delete(MemberPendingReward)
        .where(_key(member_id, kind, biz_type, biz_id))
        .returning(MemberPendingReward.amount)
    )
    return int(taken or 0)


@dataclass(frozen=True, slots=True)
class PendingTotals:
    points: int
    experience: int


def total_columns(
    member_id: ColumnElement[int] | InstrumentedAttribute[int],
) -> tuple[ScalarSelect[int], ScalarSelect[int]]:
    """The member's pending points and experience, as columns of a query about the member."""

    def total(kind: PendingKind) -> ScalarSelect[int]:
        return (
            select(func.coalesce(func.sum(MemberPendingReward.amount), 0))
            .where(MemberPendingReward.member_id == member_id, MemberPendingReward.kind == kind)
            .scalar_subquery()
        )

    return total(PendingKind.POINTS), total(PendingKind.EXPERIENCE)


_OF_KIND = (
    select(MemberPendingReward)
    .where(
        MemberPendingReward.member_id == bindparam("member_id"),
        MemberPendingReward.kind == bindparam("kind"),
    )
    .order_by(MemberPendingReward.final_by, MemberPendingReward.id)
    .limit(100)
)


async def of_kind(session: AsyncSession, member_id: int, kind: PendingKind) -> list[MemberPendingReward]:
    """The member's pending rewards of one kind, soonest final first (at most 100: a member has a
    window's worth of orders)."""
    return list(await session.scalars(_OF_KIND, {"member_id": member_id, "kind": kind}))


def count_row(marker: int, kind: PendingKind) -> Select[int, str, int, None, None]:
    """One row shaped like a task progress row (marker, '', count, NULL, NULL): how many pending
    rewards of ``kind`` the member (bind ``member_id``) has, to ride along another query."""
    return select(literal(marker), literal(""), func.count(), null(), null()).where(
        MemberPendingReward.member_id == bindparam("member_id"), MemberPendingReward.kind == kind
    )
