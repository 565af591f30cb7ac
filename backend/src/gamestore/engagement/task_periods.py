"""Task periods from the business date (architecture §4, Asia/Shanghai): daily tasks run to the next
00:00, weekly ones to Monday 00:00, one-time ones never end. Nothing resets by a timer: a period is
a key, and a new day is simply a new key."""

from __future__ import annotations

from datetime import datetime, timedelta
from enum import IntEnum

from gamestore.core import clock


class TaskType(IntEnum):
    """Values of the dictionary type task_type that this store's tasks use."""

    DAILY = 1
    WEEKLY = 2
    ONCE = 3


class TaskStatus(IntEnum):
    """Values of the dictionary type task_status."""

    IN_PROGRESS = 0
    RECEIVABLE = 10
    COMPLETED = 20
    EXPIRED = 30


ONCE_PERIOD = "once"


def period_of(task_type: int, moment: datetime) -> str:
    day = clock.business_date(moment)
    if task_type == TaskType.DAILY:
        return day.isoformat()
    if task_type == TaskType.WEEKLY:
        return "W" + (day - timedelta(days=day.weekday())).isoformat()
    return ONCE_PERIOD


def period_end(task_type: int, moment: datetime) -> datetime | None:
    """When the period holding ``moment`` ends (a reward not claimed by then is expired)."""
    day = clock.business_date(moment)
    if task_type == TaskType.DAILY:
        return clock.start_of_business_day(day + timedelta(days=1))
    if task_type == TaskType.WEEKLY:
        return clock.start_of_business_day(day + timedelta(days=7 - day.weekday()))
    return None


def previous_period(task_type: int, moment: datetime) -> str | None:
    """The period before the one holding ``moment`` (None for one-time tasks)."""
    if task_type == TaskType.DAILY:
        return period_of(task_type, moment - timedelta(days=1))
    if task_type == TaskType.WEEKLY:
        return period_of(task_type, moment - timedelta(days=7))
    return None
