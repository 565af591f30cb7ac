"""What growth does when another domain publishes an activity event: bind a registering member to
the sharer of the link they came by."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.events.activity import MemberRegistered
from gamestore.events.dispatcher import Subscription, subscribe
from gamestore.growth import referral_service


async def _member_registered(session: AsyncSession, event: MemberRegistered) -> None:
    await referral_service.bind(session, event.tenant_id, event.member_id, event.spm)


SUBSCRIPTIONS: tuple[Subscription, ...] = (subscribe(MemberRegistered, _member_registered),)
