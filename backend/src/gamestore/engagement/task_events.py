"""The one event mechanism behind tasks: a service that does something a task counts (a check-in,
a game viewed, a favorite added …) calls ``record`` in its own transaction, so progress moves with
the event or not at all. Each event (its business id) counts once per task and period, held by a
unique row, so a retried or doubled request counts once; a task becomes receivable once."""

from __future__ import annotations

import functools
from enum import StrEnum
from typing import Any, cast

from cachetools import TTLCache
from sqlalchemy import Executable, Table, and_, bindparam, case, literal, select
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.event import listens_for
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Session

from gamestore.core import clock
from gamestore.core.db import writing
from gamestore.engagement import task_definitions
from gamestore.engagement.task_periods import period_of
from gamestore.models.engagement import MemberTaskEvent, MemberTaskProgress

_SESSION_KEY = "gamestore.task_events.counted"
_PENDING_KEY = "gamestore.task_events.pending"
_MAX_KNOWN = 100_000


class TaskEvent(StrEnum):
    SIGN_IN = "sign_in"
    GAME_VIEWED = "game_viewed"
    FAVORITE_ADDED = "favorite_added"
    TEAM_FOLLOWED = "team_followed"
    REVIEW_WRITTEN = "review_written"
    ORDER_PAID = "order_paid"
    PROFILE_COMPLETED = "profile_completed"
    WECHAT_BOUND = "wechat_bound"
    SHARED = "shared"


_Key = tuple[int, int, str, str]  # member, task, period, business id


class CountedEvents:
    """Events this process has seen counted (committed), for ``public_cache_seconds``: recording one
    again would change nothing (its row is there), so a member reopening a game page skips the round
    trip. Only ever true facts: an event's row goes only with its member or its task, whose ids are
    never used again; a rolled-back transaction teaches nothing."""

    def __init__(self, ttl_seconds: float, max_entries: int = _MAX_KNOWN) -> None:
        self._known: TTLCache[_Key, bool] | None = (
            TTLCache(maxsize=max_entries, ttl=ttl_seconds) if ttl_seconds > 0 else None
        )

    def knows(self, key: _Key) -> bool:
        return self._known is not None and key in self._known

    def learn(self, keys: list[_Key]) -> None:
        if self._known is not None:
            for key in keys:
                self._known[key] = True


NOT_KEPT = CountedEvents(0)


def session_info(counted: CountedEvents) -> dict[str, Any]:
    """For the app's session factories (``Session.info``), as task_definitions.session_info."""
    return {_SESSION_KEY: counted}


def _counted(session: AsyncSession | Session) -> CountedEvents:
    found = session.info.get(_SESSION_KEY)
    return found if isinstance(found, CountedEvents) else NOT_KEPT


@listens_for(Session, "after_commit")
def _learn_after_commit(db: Session) -> None:
    pending = db.info.pop(_PENDING_KEY, None)
    if pending:
        _counted(db).learn(pending)


@listens_for(Session, "after_rollback")
def _forget_after_rollback(db: Session) -> None:
    db.info.pop(_PENDING_KEY, None)


async def record(session: AsyncSession, member_id: int, event: TaskEvent, biz_id: str) -> None:
    """Count ``event`` (what it concerned: ``biz_id``) towards the member's tasks of this period. In
    a read session (a game page) it writes in a unit of work of its own (core/db.writing), and only
    when this process has not seen the event counted already."""
    tasks = (await task_definitions.enabled(session)).for_event(event.value)
    moment = clock.now()
    counted, biz = _counted(session), biz_id[:64]
    keyed = ((task, (member_id, task.id, period_of(task.type, moment), biz)) for task in tasks)
    uncounted = [(task, key) for task, key in keyed if not counted.knows(key)]  # else: its row is there
    if not uncounted:
        return
    async with writing(session) as own:
        statements = _statements(own.get_bind().dialect.name)
        for task, key in uncounted:
            params = {
                "member_id": member_id,
                "task_id": task.id,
                "period": key[2],
                "biz_id": biz,
                "now": moment,
                "target": task.target,
                # A task of target 1 is complete (receivable once) with its first event.
                "completed_at": moment if task.target <= 1 else None,
            }
            if len(statements) == 1:  # PostgreSQL: one round trip
                await own.execute(statements[0], params)
            elif await own.scalar(statements[0], params) is not None:
                await own.execute(statements[1], params)
            # else: this event already counted for this task and period
            if not own.in_nested_transaction():  # a savepoint rolled back would not tell
                own.info.setdefault(_PENDING_KEY, []).append(key)


@functools.cache
def _statements(dialect: str) -> tuple[Executable, ...]:
    """Built once per database kind: the event's row (nothing if it is there: counted already) and
    one more on the member's progress, completed the first time it reaches the target. On
    PostgreSQL one statement, the progress moving only if the event's row was inserted just now;
    elsewhere two, the second sent only then."""
    events, progress = (cast(Table, model.__table__) for model in (MemberTaskEvent, MemberTaskProgress))
    insert = pg_insert if dialect == "postgresql" else sqlite_insert
    columns = ("member_id", "task_id", "period")
    new_event = (
        insert(events)
        .values(**{name: bindparam(name) for name in (*columns, "biz_id")}, created_at=bindparam("now"))
        .on_conflict_do_nothing(index_elements=[*columns, "biz_id"])
    )
    first = [bindparam(name, type_=progress.c[name].type) for name in columns]
    first += [literal(1), bindparam("completed_at", type_=progress.c.completed_at.type)]
    now = bindparam("now", type_=progress.c.completed_at.type)
    reached = and_(progress.c.completed_at.is_(None), progress.c.progress + 1 >= bindparam("target"))
    names = [*columns, "progress", "completed_at"]

    def one_more(new_progress: Any) -> Executable:
        upsert: Executable = new_progress.on_conflict_do_update(
            index_elements=list(columns),
            set_={
                "progress": progress.c.progress + 1,
                "completed_at": case((reached, now), else_=progress.c.completed_at),
            },
        )
        return upsert

    if dialect == "postgresql":
        counted = new_event.returning(events.c.member_id).cte("counted")
        return (one_more(insert(progress).from_select(names, select(*first).select_from(counted))),)
    return (
        new_event.returning(events.c.id),
        one_more(insert(progress).values(dict(zip(names, first, strict=True)))),
    )
