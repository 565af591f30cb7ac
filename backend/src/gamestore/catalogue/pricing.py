"""What a game costs for whoever asks: the running event price, the member's level discount on
the price after events (architecture §4), and the display currency."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import catalogue_cache
from gamestore.catalogue.discount_service import EventPrice, discount_book, event_prices
from gamestore.core import clock
from gamestore.core.auth import Principal
from gamestore.core.config import Settings
from gamestore.core.money import PriceUnit, percent_off, to_display_units
from gamestore.core.times import epoch_ms
from gamestore.loyalty import standing
from gamestore.loyalty.level_cache import LevelCache


@dataclass(frozen=True, slots=True)
class VersionPrice:
    """A version's list and market price (fen) and its event price while an activity runs."""

    price: int
    market_price: int
    event: EventPrice | None = None
    sku_id: int | None = None

    @property
    def after_events(self) -> int:
        return self.event.price if self.event is not None else self.price


def cheapest(versions: Iterable[VersionPrice]) -> VersionPrice | None:
    """The version a game is shown at: the lowest price after events; on a tie the one on event
    (its saving is real), then the lower list price."""
    return min(versions, key=lambda v: (v.after_events, v.event is None, v.price), default=None)


async def with_events(session: AsyncSession, skus: Iterable[tuple[int, int, int]]) -> dict[int, VersionPrice]:
    """``(sku id, price, market price)`` of any number of versions -> their prices, with the running
    event price of those that have one, for display: read through the app's catalogue cache (one
    query for all of them without it). What is charged is priced fresh (trade/settlement.py)."""
    listed = {sku_id: (price, market) for sku_id, price, market in skus}
    list_prices = {sku_id: price for sku_id, (price, _) in listed.items()}
    cache = catalogue_cache.of(session)
    if cache.enabled:
        book = await cache.get_or_build(("discount-book",), lambda: discount_book(session))
        events = book.event_prices(list_prices, clock.now())
    else:
        events = await event_prices(session, list_prices, shown=True)
    return {
        sku_id: VersionPrice(price, market, events.get(sku_id), sku_id)
        for sku_id, (price, market) in listed.items()
    }


def member_price(price: int, event_price: int | None, level_percent: int) -> int:
    """What one key costs the member: the level's percent off the price after events (architecture
    §4). Settlement charges ``count`` times this, so a card's price is what checkout charges."""
    return percent_off(price if event_price is None else event_price, level_percent)


def reference_price(price: int, market_price: int, pay: int) -> int | None:
    """The price shown struck through beside ``pay``: the list price when an event or the member's
    level lowers it (the game total an order starts from), else the market price when above it;
    None when neither is above what is paid."""
    if pay < price:
        return price
    if market_price > pay:
        return market_price
    return None


@dataclass(frozen=True, slots=True)
class PriceContext:
    discount_percent: int
    unit: PriceUnit
    settings: Settings

    def display(self, fen: int) -> int:
        return to_display_units(fen, self.unit, self.settings.usd_per_cny, self.settings.jpy_per_cny)

    def prices(self, price: int, market_price: int, event: EventPrice | None = None) -> dict[str, Any]:
        """The ``Prices`` fields; without ``event`` the list price is the price to pay."""
        activity_price = event.price if event is not None else None
        pay = member_price(price, activity_price, self.discount_percent)
        reference = reference_price(price, market_price, pay)
        prior = event.prior_lowest if event is not None else None
        return {
            "price": price,
            "marketPrice": market_price,
            "activityPrice": activity_price,
            "activityEndTime": epoch_ms(event.end_time) if event is not None else None,
            "memberPrice": pay,
            "referencePrice": reference,
            "priceUnit": self.unit,
            "displayPrice": self.display(price),
            "displayMarketPrice": self.display(market_price),
            "displayActivityPrice": None if activity_price is None else self.display(activity_price),
            "displayMemberPrice": self.display(pay),
            "displayReferencePrice": None if reference is None else self.display(reference),
            "priorLowestPrice": prior,
            "displayPriorLowestPrice": None if prior is None else self.display(prior),
            "lowestEver": event is not None and event.lowest_ever,
        }

    def version_prices(self, version: VersionPrice) -> dict[str, Any]:
        return self.prices(version.price, version.market_price, version.event)


async def price_context(
    session: AsyncSession,
    settings: Settings,
    principal: Principal | None,
    unit: PriceUnit,
    levels: LevelCache,
) -> PriceContext:
    """Visitors pay the list price (or the event price); members get their level's percentage off
    (the level kept briefly: see member/level_cache.py)."""
    percent = 0
    if principal is not None:
        percent = (await standing.shown_level(session, levels, principal.member_id)).discount_percent
    return PriceContext(discount_percent=percent, unit=unit, settings=settings)
