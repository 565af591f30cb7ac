"""A bundle's page as the member sees it: the catalogue's bundle with the games the member owns (here
or on Steam) marked, and a fixed set priced without them ("complete the set", issue 42)."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import bundle_service
from gamestore.catalogue.bundle_schemas import BundleDetailResp
from gamestore.core.i18n import Lang
from gamestore.library import steam_library


async def bundle_page(
    session: AsyncSession, bundle_id: int, member_id: int | None, lang: Lang
) -> BundleDetailResp:
    """``member_id`` None: a visitor (nothing owned, the full price)."""
    bundle = await bundle_service.on_sale(session, bundle_id)
    owned: set[int] = set()
    if member_id is not None:
        found = await bundle_service.versions_of(session, bundle)
        owned = await steam_library.owns_games(session, member_id, {v.game.id for v in found.values()})
    return await bundle_service.detail(session, bundle, owned, lang)
