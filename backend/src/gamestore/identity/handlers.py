"""What identity does when another domain publishes an event: end an operator's sessions when system
changes their account."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.events.activity import OperatorAccountChanged
from gamestore.events.dispatcher import Subscription, subscribe
from gamestore.identity import operator_sessions


async def _operator_account_changed(session: AsyncSession, event: OperatorAccountChanged) -> None:
    await operator_sessions.revoke_operator_sessions(session, event.operator_id, "account_changed")


SUBSCRIPTIONS: tuple[Subscription, ...] = (subscribe(OperatorAccountChanged, _operator_account_changed),)
