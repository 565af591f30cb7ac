"""The items and collectibles other records name as rewards (an activity's …), for domains the member
domain depends on: the app registers the member domain's ``RewardCatalogue`` as ``app.state.rewards``,
as it registers the product domain's ``GameDirectory``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.i18n import Lang


@dataclass(frozen=True, slots=True)
class RewardBrief:
    kind: str  # "item" or "collectible"
    code: str
    quantity: int
    name: str
    pic_url: str


class RewardCatalogue(Protocol):
    async def __call__(
        self, session: AsyncSession, rewards: Sequence[Mapping[str, Any]], lang: Lang
    ) -> list[RewardBrief]:
        """The rewards (kind, code, quantity as stored) still offered, as the app shows them."""
        ...
