"""The activity reminder job: every due reminder is claimed once (promotion.reminder_service), written
to the member's notification centre and, for members who allowed it, pushed to their browsers or
sent as a WeChat mini-program subscribe message (channel 3: the member accepted the reminder
template in the mini program; one message per acceptance, so one send per reminder)."""

from __future__ import annotations

import asyncio
import math
import re
from dataclasses import dataclass
from urllib.parse import quote

import httpx
import structlog
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from gamestore.core import clock
from gamestore.core.config import Settings
from gamestore.core.db import unit_of_work
from gamestore.member import notification_service, push_subscription_service
from gamestore.member.social import mini_program
from gamestore.member.social.wechat_api import SocialType, WechatApi, WechatApiError, WechatApp
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


@dataclass(frozen=True, slots=True)
class MiniProgramSender:
    api: WechatApi
    app: WechatApp
    template_id: str  # the reminder template's priTmplId
    page: str  # the mini-program page a message opens; ?path= carries the app's route


def mini_program_sender(api: WechatApi, settings: Settings) -> MiniProgramSender | None:
    """Subscribe messages go out when the store has a mini program and a reminder template."""
    app = api.app(SocialType.WECHAT_MINI_PROGRAM)
    template = settings.wechat_mini_program_reminder_template
    if app is None or not template:
        return None
    return MiniProgramSender(api, app, template, settings.wechat_mini_program_reminder_page)


def activity_link(activity_id: int) -> str:
    return f"/pages/goods/detail?id={activity_id}"


def _message(reminder: DueReminder) -> tuple[str, str]:
    minutes = max(0, math.ceil((reminder.start_time - clock.now()).total_seconds() / 60))
    title, body = _TEXTS.get(reminder.language, _TEXTS["en"])
    return title.format(title=reminder.title), body.format(minutes=minutes)


async def deliver_due_reminders(
    sessions: async_sessionmaker[AsyncSession],
    push: PushSender | None,
    wechat: MiniProgramSender | None = None,
) -> int:
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
        subscribed = [r for r in due if r.channel == ReminderChannel.MINI_PROGRAM]
        openids = await mini_program.openids(session, (r.member_id for r in subscribed)) if wechat else {}
    if push is not None and pushed:
        await _push_all(sessions, push, [(r, s) for r in pushed for s in browsers.get(r.member_id, [])])
    if wechat is not None and openids:
        await _send_all(wechat, [(r, openids[r.member_id]) for r in subscribed if r.member_id in openids])
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


_TEMPLATE_KEY = re.compile(r"\{\{([a-z_]+)([0-9]+)\.DATA\}\}")
_THING_MAX = 20  # WeChat's limit for a "thing" value


def _clip(value: str, limit: int) -> str:
    return value if len(value) <= limit else value[: limit - 1] + "…"


def template_data(content: str, reminder: DueReminder) -> dict[str, str] | None:
    """The values for the template's fields (``{{thing1.DATA}}``…): the first thing is the activity's
    title, a second the reminder's text, a time or date the start (Asia/Shanghai). None when the
    template has a field of another kind (it is not a reminder template this store can fill)."""
    _, body = _message(reminder)
    things = [reminder.title, body]
    start = reminder.start_time.astimezone(clock.BUSINESS_ZONE)
    values: dict[str, str] = {}
    for kind, number in _TEMPLATE_KEY.findall(content):
        if kind == "thing":
            values[f"{kind}{number}"] = _clip(things.pop(0) if things else reminder.title, _THING_MAX)
        elif kind == "time":
            values[f"{kind}{number}"] = start.strftime("%Y-%m-%d %H:%M")
        elif kind == "date":
            values[f"{kind}{number}"] = start.strftime("%Y-%m-%d")
        else:
            return None
    return values or None


async def _send_all(wechat: MiniProgramSender, targets: list[tuple[DueReminder, str]]) -> None:
    if not targets:
        return
    try:
        templates = await wechat.api.subscribe_templates(wechat.app)
    except WechatApiError as exc:
        log.warning("subscribe.templates_unavailable", errcode=exc.errcode, count=len(targets))
        return
    template = next((t for t in templates if t.id == wechat.template_id), None)
    if template is None:
        log.error("subscribe.template_missing", template_id=wechat.template_id)
        return

    async def one(reminder: DueReminder, openid: str) -> None:
        data = template_data(template.content, reminder)
        if data is None:
            log.error("subscribe.template_unfit", template_id=wechat.template_id)
            return
        page = f"{wechat.page}?path={quote(activity_link(reminder.activity_id), safe='')}"
        try:
            await wechat.api.send_subscribe_message(
                wechat.app, openid=openid, template_id=wechat.template_id, page=page, data=data
            )
        except WechatApiError as exc:
            # 43101: the member's acceptance was used up or withdrawn.
            log.info("subscribe.not_sent", errcode=exc.errcode, activity_id=reminder.activity_id)

    await asyncio.gather(*(one(reminder, openid) for reminder, openid in targets))
