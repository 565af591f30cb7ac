"""Growth's dependencies: what a share shows (the store and its prices, by the app's level cache)."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from gamestore.catalogue.catalogue_service import KeyPrices
from gamestore.growth.share_service import Sharing


async def _sharing(request: Request) -> Sharing:
    settings = request.app.state.settings
    return Sharing(
        prices=KeyPrices(request.app.state.member_levels),
        store_name=settings.app_name,
        origin=(settings.public_base_url or str(request.base_url)).rstrip("/"),
    )


ShareContext = Annotated[Sharing, Depends(_sharing)]
