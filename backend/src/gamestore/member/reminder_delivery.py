"""The activity reminder job: every due reminder is claimed once (promotion.reminder_service), written
to the member's notification centre and, for members who allowed it, pushed to their browsers."""

from __future__ import annotations

import asyncio
import math
from dataclasses import dataclass

import httpx
import structlog
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from gamestore.core import clock
from gamestore.core.db import unit_of_work
from gamestore.member import notification_service, push_subscription_service
from gamestore.member.webpush import PushResult, PushSubscription, VapidKeys, send
from gamestore.promotion import reminder_service
from gamestore.promotion.reminder_service import DueReminder
from gamestore.promotion.schemas import ReminderChannel

log = structlog.get_logger(__name__)

# (title, body) per language; {title} the activity's, {minutes} until it starts.
_TEXTS = {
    "en": ("Starting soon: {title}", "Starts in {minutes} min. Tap to open the event."),
    "zh-Hans": ("活动即将开始：{title}", "{minutes} 分钟后开始，点击查看活动"),
    "zh-Hant": ("活動即將開始：{title}", "{minutes} 分鐘後開始，點擊查看活動"),
    "ja": ("まもなく開始：{title}", "{minutes}分後に開始します。タップしてイベントを見る"),
}


@dataclass(frozen=True, slots=True)
class PushSender:
    client: httpx.AsyncClient
    keys: VapidKeys
    subject: str


def activity_link(activity_id: int) -> str:
    return f"/pages/goods/detail?id={activity_id}"


def _message(reminder: DueReminder) -> tuple[str, str]:
    minutes = max(0, math.ceil((reminder.start_time - clock.now()).total_seconds() / 60))
    title, body = _TEXTS.get(reminder.language, _TEXTS["en"])
    return title.format(title=reminder.title), body.format(minutes=minutes)


async def deliver_due_reminders(sessions: async_sessionmaker[AsyncSession], push: PushSender | None) -> int:
    """Deliver what is due; answers how many reminders were claimed."""
    async with unit_of_work(sessions) as session:
        due = await reminder_service.claim_due(session)
        for reminder in due:
            if reminder.channel == ReminderChannel.APP:
                title, body = _message(reminder)
                await notification_service.add(
                    session,
                    reminder.member_id,
                    notification_service.ACTIVITY_STARTING,
                    f"activity:{reminder.activity_id}",
                    title,
                    body,
                    activity_link(reminder.activity_id),
                )
        pushed = [r for r in due if r.channel == ReminderChannel.WEB_PUSH]
        browsers = await push_subscription_service.of_members(session, (r.member_id for r in pushed))
    if push is not None and pushed:
        await _push_all(sessions, push, [(r, s) for r in pushed for s in browsers.get(r.member_id, [])])
    if due:
        log.info("reminders.delivered", count=len(due), pushed=len(pushed))
    return len(due)


async def _push_all(
    sessions: async_sessionmaker[AsyncSession],
    push: PushSender,
    targets: list[tuple[DueReminder, PushSubscription]],
) -> None:
    async def one(reminder: DueReminder, browser: PushSubscription) -> tuple[str, PushResult]:
        title, body = _message(reminder)
        payload = {"title": title, "body": body, "url": f"./#{activity_link(reminder.activity_id)}"}
        result, status = await send(push.client, push.keys, push.subject, browser, payload)
        if result is PushResult.FAILED:
            log.warning("push.failed", status=status, activity_id=reminder.activity_id)
        return browser.endpoint, result

    results = await asyncio.gather(*(one(reminder, browser) for reminder, browser in targets))
    gone = [endpoint for endpoint, result in results if result is PushResult.GONE]
    if gone:
        async with unit_of_work(sessions) as session:
            await push_subscription_service.forget(session, gone)
