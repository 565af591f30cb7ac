"""What a game costs for whoever asks: the member's level discount and the display currency."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.config import Settings
from gamestore.core.money import PriceUnit, percent_off, to_display_units
from gamestore.member.levels import level_for
from gamestore.member.token_service import Principal
from gamestore.models import Member


@dataclass(frozen=True, slots=True)
class PriceContext:
    discount_percent: int
    unit: PriceUnit
    settings: Settings

    def display(self, fen: int) -> int:
        return to_display_units(fen, self.unit, self.settings.usd_per_cny, self.settings.jpy_per_cny)

    def prices(self, price: int, market_price: int) -> dict[str, Any]:
        member_price = percent_off(price, self.discount_percent)
        return {
            "price": price,
            "marketPrice": market_price,
            "memberPrice": member_price,
            "priceUnit": self.unit,
            "displayPrice": self.display(price),
            "displayMarketPrice": self.display(market_price),
            "displayMemberPrice": self.display(member_price),
        }


async def price_context(
    session: AsyncSession, settings: Settings, principal: Principal | None, unit: PriceUnit
) -> PriceContext:
    """Visitors pay the list price; members get their level's percentage off."""
    percent = 0
    if principal is not None:
        experience = await session.scalar(select(Member.experience).where(Member.id == principal.member_id))
        percent = level_for(experience or 0).discount_percent
    return PriceContext(discount_percent=percent, unit=unit, settings=settings)
