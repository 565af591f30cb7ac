"""The store's tasks as the operator's file defines them, kept in each process.

Every member's task page and every event a task counts (a game page opened, a check-in …) need the
enabled tasks, which change only when the operator imports a task file. They are kept for
``public_cache_seconds`` and dropped once an import commits (``changed``): in this process at once
and, through core/cache_bus.py, in the others (with ``REDIS_URL``; else within the window). A list
read while an import committed is not kept. A member's progress is never kept here.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core import cache_bus
from gamestore.engagement import rewards
from gamestore.engagement.rewards import RewardItem
from gamestore.models.engagement import MemberTask

_CHANGED = "member_tasks"
_SESSION_KEY = "gamestore.task_definitions"
_generation = cache_bus.Generation()
cache_bus.handle(_CHANGED, lambda _data: _generation.bump(), _generation.bump)


@dataclass(frozen=True, slots=True)
class TaskDefinition:
    """One enabled task (a row of ``member_task``), as the page and the event counting read it."""

    id: int
    code: str
    type: int  # task_type: 1 daily, 2 weekly, 3 one-time
    event: str
    target: int
    reward_point: int
    reward_experience: int
    reward_items: tuple[RewardItem, ...]
    titles: dict[str, str]
    descriptions: dict[str, str]
    link: str


@dataclass(frozen=True, slots=True)
class EnabledTasks:
    listed: tuple[TaskDefinition, ...]  # by type, sort, id: the page's order

    def for_event(self, event: str) -> list[TaskDefinition]:
        return [task for task in self.listed if task.event == event]


class TaskDefinitions:
    def __init__(self, ttl_seconds: float) -> None:
        self._ttl = ttl_seconds
        self._kept: tuple[int, float, EnabledTasks] | None = None  # generation, expiry, tasks

    async def enabled(self, session: AsyncSession) -> EnabledTasks:
        generation = _generation.value
        kept = self._kept
        if kept is not None and kept[0] == generation and time.monotonic() < kept[1]:
            return kept[2]
        found = await _load(session)
        if self._ttl > 0 and generation == _generation.value:  # not when an import committed meanwhile
            self._kept = (generation, time.monotonic() + self._ttl, found)
        return found


NO_CACHE = TaskDefinitions(0)


async def _load(session: AsyncSession) -> EnabledTasks:
    rows = list(
        await session.scalars(
            select(MemberTask)
            .where(MemberTask.enabled.is_(True))
            .order_by(MemberTask.type, MemberTask.sort, MemberTask.id)
        )
    )
    shown = await rewards.described(session, [reward for row in rows for reward in row.reward_items or []])
    return EnabledTasks(
        tuple(
            TaskDefinition(
                id=row.id,
                code=row.code,
                type=row.type,
                event=row.event,
                target=row.target,
                reward_point=row.reward_point,
                reward_experience=row.reward_experience,
                reward_items=tuple(
                    RewardItem(reward["kind"], reward["code"], int(reward.get("quantity", 1)), *shown[key])
                    for reward in row.reward_items or []
                    if (key := (reward["kind"], reward["code"])) in shown
                ),
                titles=dict(row.titles),
                descriptions=dict(row.descriptions),
                link=row.link,
            )
            for row in rows
        )
    )


def changed(db: Any) -> None:
    """The tasks change in the transaction of ``db`` (an AsyncSession or Session): every process
    forgets its list once it commits."""
    cache_bus.after_commit(db, _CHANGED)


def session_info(cache: TaskDefinitions) -> dict[str, Any]:
    """For the app's session factories (``Session.info``): services given only a session, such as
    ``task_events.record``, read the tasks through the app's cache."""
    return {_SESSION_KEY: cache}


def of(session: AsyncSession) -> TaskDefinitions:
    """The app's task cache, or none for sessions made without it (the CLI, scripts)."""
    found = session.info.get(_SESSION_KEY)
    return found if isinstance(found, TaskDefinitions) else NO_CACHE


async def enabled(session: AsyncSession) -> EnabledTasks:
    return await of(session).enabled(session)
