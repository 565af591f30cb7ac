"""What trade does on other domains' events: a version's release time moved, so its pre-orders
waiting for it are delivered at the new time (trade/preorder_service.py)."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.events.activity import ReleaseMoved
from gamestore.events.dispatcher import Subscription, subscribe
from gamestore.trade import preorder_service


async def _release_moved(session: AsyncSession, event: ReleaseMoved) -> None:
    await preorder_service.release_moved(session, event.sku_id, event.release_at)


SUBSCRIPTIONS: tuple[Subscription, ...] = (subscribe(ReleaseMoved, _release_moved),)
