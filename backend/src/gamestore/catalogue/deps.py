"""Annotated dependencies of the routes that show games: the asker's prices and the catalogue's page
cache (catalogue/router.py, and the game page engagement serves: engagement/game_page_router.py)."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Query, Request

from gamestore.catalogue.catalogue_cache import CatalogueCache
from gamestore.catalogue.pricing import PriceContext, price_context
from gamestore.core.auth import OptionalMember
from gamestore.core.config import Settings
from gamestore.core.deps import ReadSession
from gamestore.core.money import PriceUnit
from gamestore.loyalty.deps import member_levels


async def _prices(
    request: Request,
    session: ReadSession,
    principal: OptionalMember,
    priceUnit: Annotated[PriceUnit, Query(description="Display currency")] = "CNY",  # noqa: N803
) -> PriceContext:
    """The endpoint's own read session (the same dependency); the settings and the level cache read
    directly rather than as dependencies, each of which costs on every request."""
    settings: Settings = request.app.state.settings
    return await price_context(session, settings, principal, priceUnit, member_levels(request))


Prices = Annotated[PriceContext, Depends(_prices)]


async def _catalogue_cache(request: Request) -> CatalogueCache:
    cache: CatalogueCache = request.app.state.catalogue_cache
    return cache


Catalogue = Annotated[CatalogueCache, Depends(_catalogue_cache)]
