"""Activity reminders: a member asks to be told before an activity starts; the delivery job claims
each due reminder once, whatever the number of server processes."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.content import article_service
from gamestore.core import clock
from gamestore.core.errors import AppError
from gamestore.core.i18n import DEFAULT_LANGUAGE, Lang, normalize_language
from gamestore.core.texts import text
from gamestore.core.times import epoch_ms
from gamestore.models.notification import ActivityReminder
from gamestore.notification import reminder_rows
from gamestore.notification.errors import REMINDER_NOT_UPCOMING
from gamestore.notification.reminder_schemas import ActivityReminderResp, ReminderChannel


async def create(
    session: AsyncSession,
    member_id: int,
    activity_id: int,
    channels: list[ReminderChannel],
    language: Lang,
    lead: timedelta,
) -> ActivityReminderResp:
    """Remind the member ``lead`` before the activity starts (at once if that is past), in the app
    and on the channels asked; asking again adds channels and changes nothing else."""
    article = await article_service.served(session, activity_id)
    now = clock.now()
    if (
        article_service.activity_status(article, now) != article_service.UPCOMING
        or article.start_time is None
    ):
        raise AppError(REMINDER_NOT_UPCOMING)
    remind_at = max(article.start_time - lead, now)
    await reminder_rows.add(session, ActivityReminder, member_id, activity_id, channels, language, remind_at)
    reminders = await list_for(session, member_id, language, activity_id)
    return reminders[0]


async def cancel(session: AsyncSession, member_id: int, activity_id: int) -> None:
    """Cancel the member's reminders of an activity not yet delivered; none is fine."""
    await reminder_rows.cancel(session, ActivityReminder, member_id, activity_id)


async def list_for(
    session: AsyncSession, member_id: int, lang: Lang, activity_id: int | None = None
) -> list[ActivityReminderResp]:
    """The member's reminders still to come, soonest first (one entry per activity)."""
    published = ActivityReminder.article_id.in_(article_service.published_ids())
    reminders = await reminder_rows.unsent(session, ActivityReminder, member_id, activity_id, published)
    articles = await article_service.by_ids(session, (reminder.article_id for reminder in reminders))

    def answer(reminder: ActivityReminder) -> ActivityReminderResp | None:
        article = articles.get(reminder.article_id)
        if article is None:  # deleted since (the join this replaced would not have found it)
            return None
        return ActivityReminderResp(
            activityId=article.id,
            title=text(article.titles, lang),
            picUrl=article.cover,
            startTime=epoch_ms(article.start_time or article.publish_time),
            remindTime=epoch_ms(reminder.remind_at),
            channels=[reminder.channel],
        )

    return reminder_rows.one_per_subject(reminders, lambda reminder: reminder.article_id, answer)


@dataclass(frozen=True, slots=True)
class DueReminder:
    member_id: int
    activity_id: int
    channel: int
    language: Lang  # the one it was set in (for a member who never said which they use)
    titles: Mapping[str, str]  # the activity's title per language
    start_time: datetime

    def title(self, lang: Lang) -> str:
        return text(self.titles, lang)


async def claim_due(session: AsyncSession, limit: int = 200) -> list[DueReminder]:
    """Mark up to ``limit`` due reminders delivered and answer them: each is answered to one
    caller only (rows another transaction holds are skipped; the update is conditional)."""
    now = clock.now()
    # A reminder of an activity taken offline is never delivered.
    published = ActivityReminder.article_id.in_(article_service.published_ids())
    rows = await reminder_rows.claim_due(session, ActivityReminder, limit, published)
    articles = await article_service.by_ids(session, (row.subject_id for row in rows))
    return [
        DueReminder(
            member_id=row.member_id,
            activity_id=row.subject_id,
            channel=row.channel,
            language=normalize_language(row.language) or DEFAULT_LANGUAGE,
            titles=articles[row.subject_id].titles or {},
            start_time=articles[row.subject_id].start_time or now,
        )
        for row in rows
        if row.subject_id in articles
    ]
