"""The activity reminder job: every due reminder is claimed once (promotion.reminder_service), written
to the member's notification centre and, in the same transaction, put in the outbox for the members
who allowed it: a Web Push to their browsers (member/push_delivery.py) or a WeChat mini-program
subscribe message (channel 3: the member accepted the reminder template in the mini program; one
message per acceptance, so one send per reminder), which the outbox's relay sends after the commit."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from datetime import datetime
from urllib.parse import quote

import structlog
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from gamestore.core import clock, outbox
from gamestore.core.config import Settings
from gamestore.core.db import unit_of_work
from gamestore.core.i18n import Lang
from gamestore.core.money import format_cny
from gamestore.core.outbox import Message, PermanentDeliveryError
from gamestore.identity import member_service
from gamestore.identity.social.wechat_api import SocialType, WechatApi, WechatApiError, WechatApp
from gamestore.notification import (
    mini_program_message,
    notification_service,
    push_delivery,
    reminder_service,
    star_deal_reminder_service,
)
from gamestore.notification.reminder_schemas import ReminderChannel
from gamestore.notification.reminder_service import DueReminder
from gamestore.notification.star_deal_reminder_service import DueDealReminder

log = structlog.get_logger(__name__)

# (title, body) per language; {title} the activity's, {minutes} until it starts.
_TEXTS = {
    "en": ("Starting soon: {title}", "Starts in {minutes} min. Tap to open the event."),
    "zh-Hans": ("活动即将开始：{title}", "{minutes} 分钟后开始，点击查看活动"),
    "zh-Hant": ("活動即將開始：{title}", "{minutes} 分鐘後開始，點擊查看活動"),
    "ja": ("まもなく開始：{title}", "{minutes}分後に開始します。タップしてイベントを見る"),
}


# (title, body) of a star deal's reminder; {title} the game's name, {price} the deal price.
_DEAL_TEXTS = {
    "en": ("Star deal soon: {title}", "{price} in {minutes} min, while keys last. Tap to open the game."),
    "zh-Hans": ("明星特惠即将开抢：{title}", "{minutes} 分钟后 {price} 开抢，数量有限，点击查看"),
    "zh-Hant": ("明星特惠即將開搶：{title}", "{minutes} 分鐘後 {price} 開搶，數量有限，點擊查看"),
    "ja": (
        "まもなくスターセール：{title}",
        "{minutes}分後に {price} で開始（数量限定）。タップしてゲームを見る",
    ),
}

MINI_PROGRAM_MESSAGE = mini_program_message.TOPIC
TOPICS = (push_delivery.WEB_PUSH, MINI_PROGRAM_MESSAGE)


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


def game_link(spu_id: int) -> str:
    return f"/pages/goods/gameDetail?id={spu_id}"


def _minutes_to(start: datetime) -> int:
    return max(0, math.ceil((start - clock.now()).total_seconds() / 60))


def _deal_message(reminder: DueDealReminder, lang: Lang) -> tuple[str, str]:
    title, body = _DEAL_TEXTS.get(lang, _DEAL_TEXTS["en"])
    price = format_cny(reminder.price, lang)
    return title.format(title=reminder.title(lang)), body.format(
        price=price, minutes=_minutes_to(reminder.start_time)
    )


def _message(reminder: DueReminder, lang: Lang) -> tuple[str, str]:
    """In ``lang``: the member's language at delivery, not the one the reminder was set in."""
    title, body = _TEXTS.get(lang, _TEXTS["en"])
    return title.format(title=reminder.title(lang)), body.format(minutes=_minutes_to(reminder.start_time))


def reminder_key(reminder: DueReminder) -> str:
    """One reminder: a member's for an activity on a channel (promotion keeps one row each)."""
    return f"reminder:{reminder.activity_id}:{reminder.member_id}:{reminder.channel}"


async def deliver_due_reminders(sessions: async_sessionmaker[AsyncSession]) -> int:
    """Deliver what is due; answers how many reminders were claimed."""
    async with unit_of_work(sessions) as session:
        due = await reminder_service.claim_due(session)
        languages = await member_service.languages(session, {r.member_id for r in due})

        def lang(reminder: DueReminder) -> Lang:
            return languages.get(reminder.member_id, reminder.language)

        for reminder in due:
            if reminder.channel == ReminderChannel.APP:
                title, body = _message(reminder, lang(reminder))
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
        await push_delivery.enqueue_to_members(session, [_push(r, lang(r)) for r in pushed])
        subscribed = [r for r in due if r.channel == ReminderChannel.MINI_PROGRAM]
        await mini_program_message.enqueue(session, [_subscribe_message(r, lang(r)) for r in subscribed])
        deals = await _deliver_deal_reminders(session)
    if due or deals:
        log.info("reminders.delivered", count=len(due), pushed=len(pushed), deals=deals)
    return len(due) + deals


async def _deliver_deal_reminders(session: AsyncSession) -> int:
    """The star deals' due reminders: in the notification centre, and by Web Push or a mini-program
    subscribe message where asked."""
    due = await star_deal_reminder_service.claim_due(session)
    languages = await member_service.languages(session, {r.member_id for r in due})
    pushes, subscribed = [], []
    for reminder in due:
        lang = languages.get(reminder.member_id, reminder.language)
        title, body = _deal_message(reminder, lang)
        link = game_link(reminder.spu_id)
        if reminder.channel == ReminderChannel.APP:
            key = f"star-deal:{reminder.deal_id}"
            starting = notification_service.ACTIVITY_STARTING
            await notification_service.add(session, reminder.member_id, starting, key, title, body, link)
        elif reminder.channel == ReminderChannel.WEB_PUSH:
            key = f"star-deal-reminder:{reminder.deal_id}:{reminder.member_id}"
            message = {"title": title, "body": body, "url": f"./#{link}"}
            pushes.append(push_delivery.MemberPush(reminder.member_id, key, message))
        elif reminder.channel == ReminderChannel.MINI_PROGRAM:
            key = f"star-deal-message:{reminder.deal_id}:{reminder.member_id}"
            subscribed.append(
                mini_program_message.SubscribeMessage(
                    reminder.member_id, key, link, reminder.title(lang), body, reminder.start_time
                )
            )
    await push_delivery.enqueue_to_members(session, pushes)
    await mini_program_message.enqueue(session, subscribed)
    return len(due)


def _push(reminder: DueReminder, lang: Lang) -> push_delivery.MemberPush:
    title, body = _message(reminder, lang)
    url = f"./#{activity_link(reminder.activity_id)}"
    return push_delivery.MemberPush(
        reminder.member_id, reminder_key(reminder), {"title": title, "body": body, "url": url}
    )


def _subscribe_message(reminder: DueReminder, lang: Lang) -> mini_program_message.SubscribeMessage:
    _, body = _message(reminder, lang)
    return mini_program_message.SubscribeMessage(
        reminder.member_id,
        reminder_key(reminder),
        activity_link(reminder.activity_id),
        reminder.title(lang),
        body,
        reminder.start_time,
    )


_TEMPLATE_KEY = re.compile(r"\{\{([a-z_]+)([0-9]+)\.DATA\}\}")
_THING_MAX = 20  # WeChat's limit for a "thing" value


def _clip(value: str, limit: int) -> str:
    return value if len(value) <= limit else value[: limit - 1] + "…"


def template_data(content: str, title: str, body: str, start_time: datetime) -> dict[str, str] | None:
    """The values for the template's fields (``{{thing1.DATA}}``…): the first thing is the activity's
    title, a second the reminder's text, a time or date the start (Asia/Shanghai). None when the
    template has a field of another kind (it is not a reminder template this store can fill)."""
    things = [title, body]
    start = start_time.astimezone(clock.BUSINESS_ZONE)
    values: dict[str, str] = {}
    for kind, number in _TEMPLATE_KEY.findall(content):
        if kind == "thing":
            values[f"{kind}{number}"] = _clip(things.pop(0) if things else title, _THING_MAX)
        elif kind == "time":
            values[f"{kind}{number}"] = start.strftime("%Y-%m-%d %H:%M")
        elif kind == "date":
            values[f"{kind}{number}"] = start.strftime("%Y-%m-%d")
        else:
            return None
    return values or None


def mini_program_consumer(wechat: MiniProgramSender | None) -> outbox.Consumer:
    """Sends a reminder's subscribe message. WeChat takes no idempotency key: a repeat after a relay
    died between WeChat's answer and the mark uses another acceptance (or is refused, 43101)."""

    async def deliver(message: Message) -> None:
        if wechat is None:
            raise PermanentDeliveryError("no mini program or reminder template is configured")
        try:
            templates = await wechat.api.subscribe_templates(wechat.app)
        except WechatApiError as exc:
            _raise_refusal(exc)
            raise
        template = next((t for t in templates if t.id == wechat.template_id), None)
        if template is None:
            raise PermanentDeliveryError(
                f"the reminder template {wechat.template_id} is not the mini program's"
            )
        payload = message.payload
        start = datetime.fromisoformat(str(payload["startTime"]))
        data = template_data(template.content, str(payload["title"]), str(payload["body"]), start)
        if data is None:
            raise PermanentDeliveryError(
                f"the template {wechat.template_id} has fields reminders cannot fill"
            )
        # Messages carry the route they open; a reminder's queued before they did names its activity.
        link = str(payload["link"]) if "link" in payload else activity_link(int(payload["activityId"]))
        page = f"{wechat.page}?path={quote(link, safe='')}"
        try:
            await wechat.api.send_subscribe_message(
                wechat.app,
                openid=str(payload["openid"]),
                template_id=wechat.template_id,
                page=page,
                data=data,
            )
        except WechatApiError as exc:
            _raise_refusal(exc)  # 43101: the member's acceptance was used up or withdrawn
            raise

    return deliver


def _raise_refusal(exc: WechatApiError) -> None:
    """WeChat's refusals are final; only an unreachable or busy WeChat is worth another try."""
    if not exc.unavailable:
        raise PermanentDeliveryError(f"WeChat refused: {exc.errcode} {exc.errmsg}") from exc
