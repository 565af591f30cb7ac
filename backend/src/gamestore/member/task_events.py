"""The one event mechanism behind tasks: a service that does something a task counts (a check-in,
a game viewed, a favorite added …) calls ``record`` in its own transaction, so progress moves with
the event or not at all. Each event (its business id) counts once per task and period, held by a
unique row, so a retried or doubled request counts once; a task becomes receivable once."""

from __future__ import annotations

from enum import StrEnum

from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core import clock
from gamestore.core.db import dialect_insert
from gamestore.member import task_definitions
from gamestore.member.task_periods import period_of
from gamestore.models.member import MemberTaskEvent, MemberTaskProgress


class TaskEvent(StrEnum):
    SIGN_IN = "sign_in"
    GAME_VIEWED = "game_viewed"
    FAVORITE_ADDED = "favorite_added"
    TEAM_FOLLOWED = "team_followed"
    REVIEW_WRITTEN = "review_written"
    ORDER_PAID = "order_paid"
    PROFILE_COMPLETED = "profile_completed"
    WECHAT_BOUND = "wechat_bound"


async def record(session: AsyncSession, member_id: int, event: TaskEvent, biz_id: str) -> None:
    """Count ``event`` (what it concerned: ``biz_id``) towards the member's tasks of this period."""
    tasks = (await task_definitions.enabled(session)).for_event(event.value)
    if not tasks:
        return
    moment = clock.now()
    for task in tasks:
        task_id, task_type, target = task.id, task.type, task.target
        period = period_of(task_type, moment)
        counted = await session.scalar(
            dialect_insert(session, MemberTaskEvent)
            .values(
                member_id=member_id, task_id=task_id, period=period, biz_id=biz_id[:64], created_at=moment
            )
            .on_conflict_do_nothing(index_elements=["member_id", "task_id", "period", "biz_id"])
            .returning(MemberTaskEvent.id)
        )
        if counted is None:
            continue  # this event already counted for this task and period
        progress = MemberTaskProgress.__table__.c.progress
        await session.execute(
            dialect_insert(session, MemberTaskProgress)
            .values(member_id=member_id, task_id=task_id, period=period, progress=1)
            .on_conflict_do_update(
                index_elements=["member_id", "task_id", "period"], set_={"progress": progress + 1}
            )
        )
        # Receivable once: the first time the count reaches the target.
        await session.execute(
            update(MemberTaskProgress)
            .where(
                MemberTaskProgress.member_id == member_id,
                MemberTaskProgress.task_id == task_id,
                MemberTaskProgress.period == period,
                MemberTaskProgress.progress >= target,
                MemberTaskProgress.completed_at.is_(None),
            )
            .values(completed_at=moment)
        )
