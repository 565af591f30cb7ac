"""What notification does on other domains' events: a game unfavorited takes its price alert with it."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.events.activity import FavoriteRemoved
from gamestore.events.dispatcher import Subscription, subscribe
from gamestore.notification import price_alert_service


async def _favorite_removed(session: AsyncSession, event: FavoriteRemoved) -> None:
    await price_alert_service.remove(session, event.member_id, event.spu_id)


SUBSCRIPTIONS: tuple[Subscription, ...] = (subscribe(FavoriteRemoved, _favorite_removed),)
