"""What activity and star deal reminders share: a row per member, subject and channel, set once,
cancelled while not sent, claimed by one delivery when due (reminder_service, star_deal_reminder_service)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from datetime import datetime
from typing import Any, Protocol, TypeVar

from sqlalchemy import ColumnElement, Row, delete, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core import clock
from gamestore.core.db import dialect_insert
from gamestore.core.i18n import Lang
from gamestore.models.notification import ActivityReminder, StarDealReminder
from gamestore.notification.reminder_schemas import ReminderChannel

Reminder = type[ActivityReminder] | type[StarDealReminder]


def _subject(model: Reminder) -> Any:
    """The column naming what the reminder is of: an activity (article) or a star deal."""
    return ActivityReminder.article_id if model is ActivityReminder else StarDealReminder.deal_id


async def add(
    session: AsyncSession,
    model: Reminder,
    member_id: int,
    subject_id: int,
    channels: Iterable[ReminderChannel],
    language: Lang,
    remind_at: datetime,
) -> None:
    """The member's reminder of the subject on each channel and in the app; one already set is kept."""
    subject = _subject(model)
    for channel in {ReminderChannel.APP, *channels}:
        await session.execute(
            dialect_insert(session, model)
            .values(
                {
                    model.member_id: member_id,
                    subject: subject_id,
                    model.channel: int(channel),
                    model.language: language,
                    model.remind_at: remind_at,
                    model.created_at: clock.now(),
                }
            )
            .on_conflict_do_nothing(index_elements=["member_id", subject.key, "channel"])
        )


async def cancel(session: AsyncSession, model: Reminder, member_id: int, subject_id: int) -> None:
    """The member's reminders of the subject not yet sent are gone; none is fine."""
    await session.execute(
        delete(model).where(
            model.member_id == member_id, _subject(model) == subject_id, model.sent_at.is_(None)
        )
    )


async def claim_due(
    session: AsyncSession, model: Reminder, limit: int, *also: ColumnElement[bool]
) -> list[Row[Any]]:
    """Marks up to ``limit`` due reminders sent (``also`` holding) and answers their member_id,
    subject_id, channel and language: each to one caller only (rows another transaction holds are
    skipped; the update is conditional)."""
    now = clock.now()
    due = (
        select(model.id)
        .where(model.sent_at.is_(None), model.remind_at <= now, *also)
        .order_by(model.remind_at)
        .limit(limit)
        .with_for_update(skip_locked=True)
    )
    ids = list(await session.scalars(due))
    if not ids:
        return []
    claimed = await session.execute(
        update(model)
        .where(model.id.in_(ids), model.sent_at.is_(None))
        .values(sent_at=now)
        .returning(model.member_id, _subject(model).label("subject_id"), model.channel, model.language)
    )
    return list(claimed)


class _Answer(Protocol):
    channels: list[int]


A = TypeVar("A", bound=_Answer)
R = TypeVar("R", ActivityReminder, StarDealReminder)


async def unsent(
    session: AsyncSession, model: type[R], member_id: int, subject_id: int | None, *also: ColumnElement[bool]
) -> Sequence[R]:
    """The member's reminders not yet sent (of ``subject_id`` when given), soonest first, a subject's
    channels together."""
    subject = _subject(model)
    stmt = (
        select(model)
        .where(model.member_id == member_id, model.sent_at.is_(None), *also)
        .order_by(model.remind_at, subject, model.channel)
    )
    if subject_id is not None:
        stmt = stmt.where(subject == subject_id)
    return list(await session.scalars(stmt))


def one_per_subject(
    reminders: Iterable[R], subject_of: Callable[[R], int], answer: Callable[[R], A | None]
) -> list[A]:
    """One answer per subject (``answer`` of its first reminder; None leaves the subject out), its
    reminders' channels listed in it."""
    found: dict[int, A] = {}
    for reminder in reminders:
        entry = found.get(subject_of(reminder))
        if entry is not None:
            entry.channels.append(reminder.channel)
        elif (made := answer(reminder)) is not None:
            found[subject_of(reminder)] = made
    return list(found.values())
