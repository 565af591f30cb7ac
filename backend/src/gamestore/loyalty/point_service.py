"""Points as a ledger (core.ledger): every change is a record, and the member's balance is their sum."""

from __future__ import annotations

import functools
from enum import IntEnum
from typing import Any

from sqlalchemy import bindparam, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core import clock
from gamestore.core.auth import Principal
from gamestore.core.i18n import Lang
from gamestore.core.ledger import Entry, Ledger, hold, post
from gamestore.core.pagination import PagedQuery, PageResult
from gamestore.core.times import epoch_ms, from_epoch_ms
from gamestore.loyalty import balances, errors, pending_rewards
from gamestore.loyalty.pending_rewards import PendingKind
from gamestore.loyalty.schemas import PendingPointResp, PointRecordPageReq, PointRecordResp
from gamestore.models.loyalty import MemberBalance, MemberPointRecord
from gamestore.system.service import dict_label


class PointBizType(IntEnum):
    """Values of the dictionary type member_point_biz_type."""

    CHECK_IN = 1
    ADMIN = 2
    ORDER_DEDUCTION = 11
    ORDER_CANCEL_RETURN = 12
    REFUND_RETURN = 13
    PURCHASE_REWARD = 21
    PURCHASE_REWARD_CANCELLED = 22
    PURCHASE_REWARD_REFUNDED = 23
    SHARE_REWARD = 31
    REFERRAL_BONUS = 32
    TASK_REWARD = 41


def _point_record(member_id: int, delta: int, balance: int, entry: Entry) -> MemberPointRecord:
    return MemberPointRecord(
        member_id=member_id,
        biz_type=entry.biz_type,
        biz_id=entry.biz_id,
        point=delta,
        balance=balance,
        created_at=clock.now(),  # the business clock: a record's day is the day of its cause
    )


POINTS = Ledger(
    owner_id=MemberBalance.member_id,
    balance=MemberBalance.point,
    record_owner_id=MemberPointRecord.member_id,
    record_biz_type=MemberPointRecord.biz_type,
    record_biz_id=MemberPointRecord.biz_id,
    new_record=_point_record,
    below_zero=errors.POINT_NOT_ENOUGH,
    reward_types=frozenset(
        {
            PointBizType.CHECK_IN,
            PointBizType.PURCHASE_REWARD,
            PointBizType.SHARE_REWARD,
            PointBizType.REFERRAL_BONUS,
            PointBizType.TASK_REWARD,
        }
    ),
    opens=True,
)


async def change_points(
    session: AsyncSession, member_id: int, delta: int, biz_type: PointBizType, biz_id: str | None = None
) -> int:
    """Add (or, negative, spend) points through the ledger (``core.ledger.post``): refused with
    POINT_NOT_ENOUGH below zero, a reward given once per ``biz_id``. Returns the new balance."""
    return await post(session, POINTS, member_id, delta, Entry(biz_type, biz_id))


async def take_back_points(
    session: AsyncSession, member_id: int, points: int, biz_type: PointBizType, biz_id: str
) -> int:
    """Take back up to ``points`` of a reward (points spent since are not clawed below zero);
    answers how many were taken."""
    balance = await balances.point(session, member_id)
    taken = min(points, balance)
    if taken > 0:
        await change_points(session, member_id, -taken, biz_type, biz_id)
    return max(taken, 0)


async def has_record(session: AsyncSession, member_id: int, biz_type: PointBizType, biz_id: str) -> bool:
    """Whether the member's ledger has a record of ``biz_type`` for ``biz_id`` (applied already)."""
    found = await session.scalar(
        select(MemberPointRecord.id)
        .where(
            MemberPointRecord.member_id == member_id,
            MemberPointRecord.biz_type == biz_type,
            MemberPointRecord.biz_id == biz_id,
        )
        .limit(1)
    )
    return found is not None


async def adjust_once(
    session: AsyncSession, member_id: int, delta: int, biz_id: str
) -> tuple[int, int | None]:
    """An operator's adjustment (biz type ADMIN), applied once per ``biz_id``: answers the balance
    before and after it (None after: ``biz_id`` was applied already, nothing changed). The member's
    balance row is held first, so a retry of the same ``biz_id`` waits for the first and then finds
    its record. POINT_NOT_ENOUGH rather than go below zero. The caller knows the member exists."""
    before = await hold(session, POINTS, member_id)
    assert before is not None  # the ledger opens its rows
    if await has_record(session, member_id, PointBizType.ADMIN, biz_id):
        return before, None
    return before, await change_points(session, member_id, delta, PointBizType.ADMIN, biz_id)


@functools.cache
def _records_query(add_status: bool | None, by_biz_type: bool, by_time: bool) -> PagedQuery:
    """Built once per combination of filters (there are twelve)."""
    stmt = select(MemberPointRecord).where(MemberPointRecord.member_id == bindparam("member_id"))
    if add_status is not None:
        stmt = stmt.where(MemberPointRecord.point > 0 if add_status else MemberPointRecord.point < 0)
    if by_biz_type:
        stmt = stmt.where(MemberPointRecord.biz_type == bindparam("biz_type"))
    if by_time:
        stmt = stmt.where(
            MemberPointRecord.created_at >= bindparam("start"),
            MemberPointRecord.created_at <= bindparam("end"),
        )
    return PagedQuery(stmt.order_by(MemberPointRecord.id.desc()))


async def page_records(
    session: AsyncSession, principal: Principal, body: PointRecordPageReq, lang: Lang
) -> PageResult[PointRecordResp]:
    values: dict[str, Any] = {"member_id": principal.member_id, "biz_type": body.bizType}
    if body.createTime is not None:
        values["start"], values["end"] = (from_epoch_ms(moment) for moment in body.createTime)
    query = _records_query(body.addStatus, body.bizType is not None, body.createTime is not None)
    rows, total = await query.run(session, body, **{k: v for k, v in values.items() if v is not None})
    return PageResult[PointRecordResp](
        list=[
            PointRecordResp(
                id=row.id,
                bizType=row.biz_type,
                # Only the biz type is stored: renaming a type's label needs no data change.
                title=dict_label("member_point_biz_type", str(row.biz_type), lang),
                point=row.point,
                balance=row.balance,
                createTime=epoch_ms(row.created_at),
                bizId=row.biz_id,
            )
            for row in rows
        ],
        total=total,
    )


async def pending(session: AsyncSession, member_id: int, lang: Lang) -> list[PendingPointResp]:
    """Points the member's paid orders will earn once final, soonest first."""
    return [
        PendingPointResp(
            bizType=row.biz_type,
            title=dict_label("member_point_biz_type", str(row.biz_type), lang),
            point=row.amount,
            orderId=int(row.biz_id),
            finalBy=epoch_ms(row.final_by),
        )
        for row in await pending_rewards.of_kind(session, member_id, PendingKind.POINTS)
    ]
