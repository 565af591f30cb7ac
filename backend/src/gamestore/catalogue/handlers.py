"""What the catalogue does on other domains' events: the level table's discounts changed, so every
version's member-level prices are recorded anew (catalogue/price_history.py)."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import price_history
from gamestore.events.activity import LevelDiscountsChanged
from gamestore.events.dispatcher import Subscription, subscribe


async def _level_discounts_changed(session: AsyncSession, event: LevelDiscountsChanged) -> None:
    await price_history.record(session)


SUBSCRIPTIONS: tuple[Subscription, ...] = (subscribe(LevelDiscountsChanged, _level_discounts_changed),)
