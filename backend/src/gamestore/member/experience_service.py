"""Experience as a ledger (core.ledger): every change is a record, and the member's experience is
their sum; a change that would take it below zero is refused, as for points."""

from __future__ import annotations

from enum import IntEnum

from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.ledger import Entry, Ledger, post
from gamestore.member import errors
from gamestore.models.base import utcnow
from gamestore.models.member import Member, MemberExperienceRecord


class ExperienceBizType(IntEnum):
    """Values of the dictionary type member_experience_biz_type."""

    ADMIN = 0
    CHECK_IN = 4
    PURCHASE_REWARD = 11
    PURCHASE_REWARD_CANCELLED = 12


def _experience_record(member_id: int, delta: int, total: int, entry: Entry) -> MemberExperienceRecord:
    return MemberExperienceRecord(
        member_id=member_id,
        biz_type=entry.biz_type,
        biz_id=entry.biz_id,
        experience=delta,
        total_experience=total,
        created_at=utcnow(),
    )


EXPERIENCE = Ledger(
    owner_id=Member.id,
    balance=Member.experience,
    record_owner_id=MemberExperienceRecord.member_id,
    record_biz_type=MemberExperienceRecord.biz_type,
    record_biz_id=MemberExperienceRecord.biz_id,
    new_record=_experience_record,
    below_zero=errors.EXPERIENCE_NOT_ENOUGH,
    reward_types=frozenset({ExperienceBizType.CHECK_IN, ExperienceBizType.PURCHASE_REWARD}),
)


async def change_experience(
    session: AsyncSession, member_id: int, delta: int, biz_type: ExperienceBizType, biz_id: str | None = None
) -> int:
    """Add (or, negative, take back) experience through the ledger; returns the new total."""
    return await post(session, EXPERIENCE, member_id, delta, Entry(biz_type, biz_id))
