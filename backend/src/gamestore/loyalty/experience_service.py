"""Experience as a ledger (core.ledger): every change is a record, and the member's experience is
their sum; a change that would take it below zero is refused, as for points."""

from __future__ import annotations

from enum import IntEnum

from sqlalchemy import bindparam, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core import clock
from gamestore.core.i18n import Lang
from gamestore.core.ledger import Entry, Ledger, post
from gamestore.core.pagination import PagedQuery, PageParam, PageResult
from gamestore.core.times import epoch_ms
from gamestore.loyalty import balances, errors, level_cache
from gamestore.loyalty.schemas import ExperienceRecordResp
from gamestore.models.loyalty import MemberBalance, MemberExperienceRecord
from gamestore.system.service import dict_label


class ExperienceBizType(IntEnum):
    """Values of the dictionary type member_experience_biz_type."""

    ADMIN = 0
    CHECK_IN = 4
    PURCHASE_REWARD = 11
    PURCHASE_REWARD_CANCELLED = 12
    PURCHASE_REWARD_REFUNDED = 13
    TASK_REWARD = 21


def _experience_record(member_id: int, delta: int, total: int, entry: Entry) -> MemberExperienceRecord:
    return MemberExperienceRecord(
        member_id=member_id,
        biz_type=entry.biz_type,
        biz_id=entry.biz_id,
        experience=delta,
        total_experience=total,
        created_at=clock.now(),  # the business clock: a record's day is the day of its cause
    )


EXPERIENCE = Ledger(
    owner_id=MemberBalance.member_id,
    balance=MemberBalance.experience,
    record_owner_id=MemberExperienceRecord.member_id,
    record_biz_type=MemberExperienceRecord.biz_type,
    record_biz_id=MemberExperienceRecord.biz_id,
    new_record=_experience_record,
    below_zero=errors.EXPERIENCE_NOT_ENOUGH,
    reward_types=frozenset(
        {ExperienceBizType.CHECK_IN, ExperienceBizType.PURCHASE_REWARD, ExperienceBizType.TASK_REWARD}
    ),
    opens=True,
)


async def change_experience(
    session: AsyncSession, member_id: int, delta: int, biz_type: ExperienceBizType, biz_id: str | None = None
) -> int:
    """Add (or, negative, take back) experience through the ledger; returns the new total."""
    level_cache.experience_changing(session, member_id)
    return await post(session, EXPERIENCE, member_id, delta, Entry(biz_type, biz_id))


async def take_back_experience(
    session: AsyncSession, member_id: int, experience: int, biz_type: ExperienceBizType, biz_id: str
) -> int:
    """Take back up to ``experience`` (never below zero: what is gone is gone); answers how much."""
    current = await balances.experience(session, member_id)
    taken = min(experience, current)
    if taken > 0:
        await change_experience(session, member_id, -taken, biz_type, biz_id)
    return max(taken, 0)


_RECORDS = PagedQuery(
    select(MemberExperienceRecord)
    .where(MemberExperienceRecord.member_id == bindparam("member_id"))
    .order_by(MemberExperienceRecord.id.desc())
)


async def page_records(
    session: AsyncSession, member_id: int, page: PageParam, lang: Lang
) -> PageResult[ExperienceRecordResp]:
    rows, total = await _RECORDS.run(session, page, member_id=member_id)
    return PageResult[ExperienceRecordResp](
        list=[
            ExperienceRecordResp(
                id=row.id,
                bizType=row.biz_type,
                bizId=row.biz_id,
                title=dict_label("member_experience_biz_type", str(row.biz_type), lang),
                experience=row.experience,
                totalExperience=row.total_experience,
                createTime=epoch_ms(row.created_at),
            )
            for row in rows
        ],
        total=total,
    )
