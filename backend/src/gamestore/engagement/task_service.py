"""My tasks: each task's status this period (derived from the business date, never reset by a
timer) and the claim of a receivable reward, paid once through the points and experience ledgers."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Protocol, cast

from sqlalchemy import CompoundSelect, Table, bindparam, select, union_all, update
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core import clock
from gamestore.core.errors import AppError, ErrorCode
from gamestore.core.i18n import Lang
from gamestore.core.pagination import PageResult
from gamestore.core.times import optional_epoch_ms
from gamestore.engagement import errors, rewards, task_definitions
from gamestore.engagement.items import GrantSource
from gamestore.engagement.rewards import RewardItem
from gamestore.engagement.schemas import TaskClaimResp, TaskPageReq, TaskResp, TaskRewardItemResp
from gamestore.engagement.task_definitions import TaskDefinition
from gamestore.engagement.task_events import TaskEvent
from gamestore.engagement.task_periods import ONCE_PERIOD, TaskStatus, TaskType, period_end, period_of
from gamestore.loyalty import pending_rewards
from gamestore.loyalty.experience_service import ExperienceBizType, change_experience
from gamestore.loyalty.pending_rewards import PendingKind
from gamestore.loyalty.point_service import PointBizType, change_points
from gamestore.models.engagement import MemberTask, MemberTaskProgress


class _Progress(Protocol):
    """What a status is decided on: a progress row, whole or its columns."""

    @property
    def progress(self) -> int: ...
    @property
    def completed_at(self) -> datetime | None: ...
    @property
    def claimed_at(self) -> datetime | None: ...


def _status(row: _Progress | None, current: bool) -> int:
    if row is None or row.completed_at is None:
        return TaskStatus.IN_PROGRESS
    if row.claimed_at is not None:
        return TaskStatus.COMPLETED
    return TaskStatus.RECEIVABLE if current else TaskStatus.EXPIRED


def _text(texts: dict[str, str], lang: Lang) -> str:
    return texts.get(lang) or texts.get("zh-Hans") or next(iter(texts.values()), "")


def _reward_answer(reward: RewardItem, lang: Lang) -> TaskRewardItemResp:
    return TaskRewardItemResp(
        kind=reward.kind,
        code=reward.code,
        name=_text(reward.names, lang),
        picUrl=reward.pic_url,
        quantity=reward.quantity,
    )


def _answer(
    task: TaskDefinition,
    row: _Progress | None,
    period: str,
    status: int,
    end: datetime | None,
    lang: Lang,
) -> TaskResp:
    return TaskResp(
        id=task.id,
        code=task.code,
        title=_text(task.titles, lang),
        description=_text(task.descriptions, lang),
        category=task.type,
        rewardPoint=task.reward_point,
        rewardExperience=task.reward_experience,
        rewardItems=[_reward_answer(reward, lang) for reward in task.reward_items],
        progress=min(row.progress if row else 0, task.target),
        target=task.target,
        status=status,
        link=task.link,
        period=period,
        endTime=optional_epoch_ms(end),
    )


_progress = cast(Table, MemberTaskProgress.__table__)
# Built once (building a statement costs more CPU than the page's other work). A member's rows, all
# of them (past periods: the expired rewards), or this day's, week's and the one-time tasks' (past
# days and weeks stay in the table).
_MINE = select(
    _progress.c.task_id,
    _progress.c.period,
    _progress.c.progress,
    _progress.c.completed_at,
    _progress.c.claimed_at,
).where(_progress.c.member_id == bindparam("member_id"))
# This period's rows and, in the same round trip, one more row (task id -1) whose progress counts the
# member's paid orders the tasks counting orders will count once final.
_PENDING_ORDERS = -1
_THIS_PERIOD: CompoundSelect[Any] = union_all(
    _MINE.where(_progress.c.period.in_([bindparam("day"), bindparam("week"), bindparam("once")])),
    pending_rewards.count_row(_PENDING_ORDERS, PendingKind.ORDER_FOR_TASKS),
)


async def page(
    session: AsyncSession, member_id: int, params: TaskPageReq, lang: Lang
) -> PageResult[TaskResp]:
    """This period's tasks (or, for status 30, the rewards left unclaimed when their period ended)."""
    moment = clock.now()
    enabled = await task_definitions.enabled(session)
    tasks = [task for task in enabled.listed if params.category in (None, task.type)]
    by_id = {task.id: task for task in tasks}
    answers: list[TaskResp] = []
    if not tasks:
        return PageResult[TaskResp](list=answers, total=0)
    if params.status == TaskStatus.EXPIRED:
        found = await session.execute(_MINE, {"member_id": member_id})
        rows = [row for row in found if row.task_id in by_id]
        for row in sorted(rows, key=lambda row: row.period, reverse=True):
            task = by_id[row.task_id]
            if (
                row.period != period_of(task.type, moment)
                and _status(row, current=False) == TaskStatus.EXPIRED
            ):
                answers.append(_answer(task, row, row.period, TaskStatus.EXPIRED, None, lang))
    else:
        periods = {
            "day": period_of(TaskType.DAILY, moment),
            "week": period_of(TaskType.WEEKLY, moment),
            "once": ONCE_PERIOD,
        }
        this_period = (await session.execute(_THIS_PERIOD, {"member_id": member_id, **periods})).all()
        current = {(row.task_id, row.period): row for row in this_period if row.task_id in by_id}
        pending = next((int(row.progress) for row in this_period if row.task_id == _PENDING_ORDERS), 0)
        for task in tasks:
            period = period_of(task.type, moment)
            now_row = current.get((task.id, period))
            status = _status(now_row, current=True)
            if params.status in (None, status):
                answers.append(_answer(task, now_row, period, status, period_end(task.type, moment), lang))
        _add_pending_orders(pending, tasks, answers)
    start = params.offset
    return PageResult[TaskResp](list=answers[start : start + params.pageSize], total=len(answers))


def _add_pending_orders(pending: int, tasks: list[TaskDefinition], answers: list[TaskResp]) -> None:
    """Tasks counting paid orders say how many of the member's orders will count once final."""
    counting = {task.id for task in tasks if task.event == TaskEvent.ORDER_PAID}
    for answer in answers:
        if pending and answer.id in counting and answer.status == TaskStatus.IN_PROGRESS:
            answer.pending = pending


async def claim(session: AsyncSession, member_id: int, task_id: int, lang: Lang) -> TaskClaimResp:
    """Collect the reward of a task completed this period: once, however many requests arrive."""
    task = await session.get(MemberTask, task_id)
    if task is None or not task.enabled:
        raise AppError(errors.TASK_NOT_FOUND)
    moment = clock.now()
    period = period_of(task.type, moment)
    # One conditional UPDATE decides: parallel claims wait on the row, and only one finds it unclaimed.
    progress_id = await session.scalar(
        update(MemberTaskProgress)
        .where(
            MemberTaskProgress.member_id == member_id,
            MemberTaskProgress.task_id == task.id,
            MemberTaskProgress.period == period,
            MemberTaskProgress.completed_at.is_not(None),
            MemberTaskProgress.claimed_at.is_(None),
        )
        .values(claimed_at=moment)
        .returning(MemberTaskProgress.id)
    )
    if progress_id is None:
        raise AppError(await _why_not_claimable(session, member_id, task, period))
    biz_id = f"task:{progress_id}"
    if task.reward_point:
        await change_points(session, member_id, task.reward_point, PointBizType.TASK_REWARD, biz_id)
    if task.reward_experience:
        await change_experience(
            session, member_id, task.reward_experience, ExperienceBizType.TASK_REWARD, biz_id
        )
    given = await _grant_reward_items(session, member_id, task, biz_id)
    return TaskClaimResp(
        point=task.reward_point,
        experience=task.reward_experience,
        items=[_reward_answer(reward, lang) for reward in given],
    )


# Refusals a grant makes before it writes anything: the rest of the reward is still given.
async def _grant_reward_items(
    session: AsyncSession, member_id: int, task: MemberTask, biz_id: str
) -> list[RewardItem]:
    """Grant the task's items and collectibles (while offered and in stock); answers those given."""
    enabled = await task_definitions.enabled(session)
    listed = next((found for found in enabled.listed if found.id == task.id), None)
    shown = {(reward.kind, reward.code): reward for reward in listed.reward_items} if listed else {}
    given = await rewards.grant(session, member_id, task.reward_items or [], GrantSource.TASK, biz_id)
    return [
        shown.get((kind, code)) or RewardItem(kind, code, quantity, {}, "") for kind, code, quantity in given
    ]


async def _why_not_claimable(
    session: AsyncSession, member_id: int, task: MemberTask, period: str
) -> ErrorCode:
    rows = list(
        await session.scalars(
            select(MemberTaskProgress).where(
                MemberTaskProgress.member_id == member_id, MemberTaskProgress.task_id == task.id
            )
        )
    )
    current = next((row for row in rows if row.period == period), None)
    if current is not None and current.claimed_at is not None:
        return errors.TASK_ALREADY_CLAIMED
    if period != ONCE_PERIOD and any(
        _status(row, current=False) == TaskStatus.EXPIRED for row in rows if row.period != period
    ):
        return errors.TASK_EXPIRED
    return errors.TASK_NOT_RECEIVABLE
