"""Experience as a ledger: every change is a record, and the member's experience is their sum."""

from __future__ import annotations

from enum import IntEnum

from sqlalchemy import case, update
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.models.base import utcnow
from gamestore.models.member import Member, MemberExperienceRecord


class ExperienceBizType(IntEnum):
    """Values of the dictionary type member_experience_biz_type."""

    ADMIN = 0
    CHECK_IN = 4
    PURCHASE_REWARD = 11
    PURCHASE_REWARD_CANCELLED = 12


async def change_experience(
    session: AsyncSession, member_id: int, delta: int, biz_type: ExperienceBizType, biz_id: str | None = None
) -> int:
    """Add (or, negative, take back) experience atomically, never below zero; returns the new total."""
    if delta == 0:
        raise ValueError("an experience change must change something")
    changed = await session.execute(
        update(Member)
        .where(Member.id == member_id)
        .values(experience=case((Member.experience + delta < 0, 0), else_=Member.experience + delta))
        .returning(Member.experience)
    )
    total = int(changed.scalar_one())
    session.add(
        MemberExperienceRecord(
            member_id=member_id,
            biz_type=biz_type.value,
            biz_id=biz_id,
            experience=delta,
            total_experience=total,
            created_at=utcnow(),
        )
    )
    await session.flush()
    return total
