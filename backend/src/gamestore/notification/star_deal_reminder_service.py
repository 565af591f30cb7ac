"""Star deal reminders (issue 42): a member asks to be told before a deal starts, as for activities
(reminder_service); the reminder job claims each due one once, whatever the number of processes."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import promotion_errors as deal_errors
from gamestore.catalogue import star_deal_service
from gamestore.core import clock
from gamestore.core.errors import AppError
from gamestore.core.i18n import DEFAULT_LANGUAGE, Lang, normalize_language
from gamestore.core.texts import text
from gamestore.core.times import epoch_ms
from gamestore.models.notification import StarDealReminder
from gamestore.notification import reminder_rows
from gamestore.notification.errors import REMINDER_NOT_UPCOMING
from gamestore.notification.reminder_schemas import ReminderChannel, StarDealReminderResp


async def create(
    session: AsyncSession,
    member_id: int,
    deal_id: int,
    channels: list[ReminderChannel],
    language: Lang,
    lead: timedelta,
) -> StarDealReminderResp:
    """Remind the member ``lead`` before the deal starts (at once if that is past), in the app and on
    the channels asked; asking again adds channels and changes nothing else."""
    seen = (await star_deal_service.read_many(session, [deal_id])).get(deal_id)
    if seen is None:
        raise AppError(deal_errors.STAR_DEAL_NOT_FOUND)
    now = clock.now()
    if seen.deal.state(now) != "coming":
        raise AppError(REMINDER_NOT_UPCOMING)
    remind_at = max(seen.deal.start_time - lead, now)
    await reminder_rows.add(session, StarDealReminder, member_id, deal_id, channels, language, remind_at)
    reminders = await list_for(session, member_id, language, deal_id)
    return reminders[0]


async def cancel(session: AsyncSession, member_id: int, deal_id: int) -> None:
    """Cancel the member's reminders of a deal not yet delivered; none is fine."""
    await reminder_rows.cancel(session, StarDealReminder, member_id, deal_id)


async def list_for(
    session: AsyncSession, member_id: int, lang: Lang, deal_id: int | None = None
) -> list[StarDealReminderResp]:
    """The member's deal reminders still to come, soonest first (one entry per deal)."""
    reminders = await reminder_rows.unsent(session, StarDealReminder, member_id, deal_id)
    deals = await star_deal_service.read_many(session, (reminder.deal_id for reminder in reminders))

    def answer(reminder: StarDealReminder) -> StarDealReminderResp | None:
        seen = deals.get(reminder.deal_id)
        if seen is None:
            return None
        return StarDealReminderResp(
            dealId=reminder.deal_id,
            spuId=seen.deal.spu_id,
            title=text(seen.version.game.names, lang),
            picUrl=seen.version.game.cover,
            price=seen.deal.price,
            startTime=epoch_ms(seen.deal.start_time),
            remindTime=epoch_ms(reminder.remind_at),
            channels=[reminder.channel],
        )

    return reminder_rows.one_per_subject(reminders, lambda reminder: reminder.deal_id, answer)


@dataclass(frozen=True, slots=True)
class DueDealReminder:
    member_id: int
    deal_id: int
    spu_id: int
    channel: int
    language: Lang  # the one it was set in (for a member who never said which they use)
    names: Mapping[str, str]  # the game's name per language
    price: int
    start_time: datetime

    def title(self, lang: Lang) -> str:
        return text(self.names, lang)


async def claim_due(session: AsyncSession, limit: int = 200) -> list[DueDealReminder]:
    """Mark up to ``limit`` due reminders delivered and answer them, each to one caller only. A
    reminder of a deal ended meanwhile (by the console) is claimed and not delivered."""
    now = clock.now()
    rows = await reminder_rows.claim_due(session, StarDealReminder, limit)
    deals = await star_deal_service.read_many(session, (row.subject_id for row in rows))
    return [
        DueDealReminder(
            member_id=row.member_id,
            deal_id=row.subject_id,
            spu_id=seen.deal.spu_id,
            channel=row.channel,
            language=normalize_language(row.language) or DEFAULT_LANGUAGE,
            names=seen.version.game.names or {},
            price=seen.deal.price,
            start_time=seen.deal.start_time,
        )
        for row in rows
        if (seen := deals.get(row.subject_id)) is not None and seen.deal.state(now) != "ended"
    ]
