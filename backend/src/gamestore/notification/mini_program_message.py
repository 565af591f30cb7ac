"""WeChat mini-program subscribe messages, put in the outbox in the transaction that decided them
(reminder_delivery.py's consumer sends them after the commit). A member accepts a template once per
message (a tap in the mini program); what accepted it (a reminder, a price alert's drop, a pre-order)
keeps the acceptance and spends it here."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core import outbox
from gamestore.core.outbox import Topic
from gamestore.identity.social import mini_program

TOPIC = Topic("member.mini_program_reminder")


@dataclass(frozen=True, slots=True)
class SubscribeMessage:
    member_id: int
    key: str  # one message per key
    link: str  # the app route it opens
    title: str  # in the member's language: the template's first "thing" field
    body: str  # its second
    time: datetime  # the moment the template's time or date field shows


async def enqueue(session: AsyncSession, messages: Sequence[SubscribeMessage]) -> None:
    """Queue the messages of members with a mini-program openid (the others have nowhere to get one)."""
    openids = await mini_program.openids(session, (m.member_id for m in messages))
    await outbox.enqueue_many(
        session,
        TOPIC,
        [
            (
                m.key,
                {
                    "openid": openids[m.member_id],
                    "link": m.link,
                    "title": m.title,
                    "body": m.body,
                    "startTime": m.time.isoformat(),
                },
            )
            for m in messages
            if m.member_id in openids
        ],
    )
