"""Web Push through the outbox: a change that should reach a member's browsers enqueues one message
per browser in its transaction (``enqueue_to_members``); the relay delivers each after the commit.

The consumer is idempotent by the message key: the push carries it as its RFC 8030 ``Topic`` (a
push service keeps one undelivered message per topic) and as the notification's ``tag`` (a browser
shows one notification per tag, a repeat replaces it). A push service answering 404 or 410 no longer
knows the browser: the subscription is forgotten and the message is not tried again."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import httpx
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from gamestore.core import outbox
from gamestore.core.db import unit_of_work
from gamestore.core.outbox import Message, PermanentDeliveryError, Topic
from gamestore.notification import push_subscription_service
from gamestore.notification.webpush import PushResult, VapidKeys, push_topic, send

WEB_PUSH = Topic("member.web_push")

TOO_MANY_REQUESTS = 429


@dataclass(frozen=True, slots=True)
class PushSender:
    client: httpx.AsyncClient
    keys: VapidKeys
    subject: str


class PushServiceUnavailableError(Exception):
    """No answer, or a 5xx or 429: the push is tried again later."""


def _browser_key(key: str, endpoint: str) -> str:
    return f"{key}:{hashlib.sha256(endpoint.encode()).hexdigest()[:16]}"


@dataclass(frozen=True, slots=True)
class MemberPush:
    member_id: int
    key: str  # the business fact it tells (one push per browser and key)
    message: dict[str, Any]  # title, body, url


async def enqueue_to_members(session: AsyncSession, pushes: Sequence[MemberPush]) -> int:
    """Each push to every browser its member subscribed; answers how many messages were enqueued."""
    browsers = await push_subscription_service.of_members(session, (push.member_id for push in pushes))
    messages = [
        (
            _browser_key(push.key, browser.endpoint),
            {"endpoint": browser.endpoint, "message": {**push.message, "tag": push.key}},
        )
        for push in pushes
        for browser in browsers.get(push.member_id, [])
    ]
    return await outbox.enqueue_many(session, WEB_PUSH, messages)


def push_consumer(sessions: async_sessionmaker[AsyncSession], push: PushSender) -> outbox.Consumer:
    async def deliver(message: Message) -> None:
        endpoint = str(message.payload["endpoint"])
        async with sessions() as session:
            browser = await push_subscription_service.by_endpoint(session, endpoint)
        if browser is None:
            return  # unsubscribed since: nobody to tell
        result, status = await send(
            push.client,
            push.keys,
            push.subject,
            browser,
            message.payload["message"],
            topic=push_topic(message.key),
        )
        if result is PushResult.GONE:
            async with unit_of_work(sessions) as session:
                await push_subscription_service.forget(session, [endpoint])
            raise PermanentDeliveryError(f"the push service no longer knows the browser ({status})")
        if result is PushResult.FAILED:
            if status is not None and 400 <= status < 500 and status != TOO_MANY_REQUESTS:
                raise PermanentDeliveryError(f"the push service refused the push ({status})")
            raise PushServiceUnavailableError(f"the push service answered {status or 'nothing'}")

    return deliver
