"""Points as a ledger: every change is a record, and the member's balance is their sum."""

from __future__ import annotations

from enum import IntEnum

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang
from gamestore.core.pagination import PageResult, paginate
from gamestore.core.times import epoch_ms
from gamestore.member import errors
from gamestore.member.schemas import PointRecordPageReq, PointRecordResp
from gamestore.member.token_service import Principal
from gamestore.models.base import utcnow
from gamestore.models.member import Member, MemberPointRecord
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


async def change_points(
    session: AsyncSession, member_id: int, delta: int, biz_type: PointBizType, biz_id: str | None = None
) -> int:
    """Add (or, negative, spend) points atomically; never lets the balance drop below zero.

    Returns the new balance. Concurrent spends are serialized by the conditional update.
    """
    if delta == 0:
        raise ValueError("a point change must change something")
    changed = await session.execute(
        update(Member)
        .where(Member.id == member_id, Member.point + delta >= 0)
        .values(point=Member.point + delta)
        .returning(Member.point)
    )
    balance = changed.scalar_one_or_none()
    if balance is None:
        raise AppError(errors.POINT_NOT_ENOUGH)
    session.add(
        MemberPointRecord(
            member_id=member_id,
            biz_type=biz_type.value,
            biz_id=biz_id,
            point=delta,
            balance=balance,
            created_at=utcnow(),
        )
    )
    await session.flush()
    return int(balance)


async def adjust_points_by_mobile(session: AsyncSession, mobile: str, delta: int, tenant_id: int = 1) -> int:
    """An operator's adjustment (recorded as such); LookupError when no member has the mobile."""
    member_id = await session.scalar(
        select(Member.id).where(Member.tenant_id == tenant_id, Member.mobile == mobile)
    )
    if member_id is None:
        raise LookupError(mobile)
    return await change_points(session, member_id, delta, PointBizType.ADMIN, "cli")


async def page_records(
    session: AsyncSession, principal: Principal, body: PointRecordPageReq, lang: Lang
) -> PageResult[PointRecordResp]:
    stmt = select(MemberPointRecord).where(MemberPointRecord.member_id == principal.member_id)
    if body.addStatus is True:
        stmt = stmt.where(MemberPointRecord.point > 0)
    elif body.addStatus is False:
        stmt = stmt.where(MemberPointRecord.point < 0)
    rows, total = await paginate(session, stmt.order_by(MemberPointRecord.id.desc()), body)
    return PageResult[PointRecordResp](
        list=[
            PointRecordResp(
                id=row.id,
                bizType=row.biz_type,
                title=dict_label("member_point_biz_type", str(row.biz_type), lang),
                point=row.point,
                balance=row.balance,
                createTime=epoch_ms(row.created_at),
            )
            for row in rows
        ],
        total=total,
    )
