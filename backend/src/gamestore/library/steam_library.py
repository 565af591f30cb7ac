"""What a member's bound Steam account owns and wishes for, read from Steam's Web API.

Read when the member's app first asks after binding (no read yet for that Steam id), then at most
daily, on that first ask once the last read is a day old (an hour after a failed one: the games read
before stay), and on demand (``refresh``, rate-limited). Kept per member in ``library_steam_app``;
the app marks games with the versions whose app ids are owned. With no ``STEAM_WEB_API_KEY`` the
feature is off: nothing is read and nothing is marked.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import timedelta
from enum import IntEnum
from typing import Final

from sqlalchemy import Select, delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import catalogue_service, favorite_service
from gamestore.catalogue.errors import SPU_OFF_SHELF
from gamestore.core import clock
from gamestore.core.db import dialect_insert, writing
from gamestore.core.errors import TOO_MANY_REQUESTS, AppError
from gamestore.core.ratelimit import RateLimiter
from gamestore.core.times import epoch_ms
from gamestore.identity.errors import STEAM_NOT_BOUND
from gamestore.identity.social import steam_service
from gamestore.identity.social.steam_api import SteamApi, SteamApps, SteamReadStatus
from gamestore.library.errors import STEAM_LIBRARY_OFF
from gamestore.library.schemas import SteamLibraryResp, SteamWishlistImportResp
from gamestore.models.library import OwnedGame, SteamLibraryApp, SteamLibrarySync

READ_EVERY: Final = timedelta(days=1)
RETRY_FAILED_AFTER: Final = timedelta(hours=1)
REFRESH_LIMIT: Final = 3  # on-demand reads per member …
REFRESH_WINDOW_SECONDS: Final = 3600  # … per hour


class AppKind(IntEnum):
    OWNED = 1
    WISHLIST = 2


@dataclass(frozen=True, slots=True)
class _Sync:
    steam_id: str
    owned_status: int
    wishlist_status: int
    wishlist_count: int
    synced_at_ms: int


async def library(
    session: AsyncSession, steam: SteamApi, member_id: int, *, force: bool = False
) -> SteamLibraryResp:
    """The member's Steam library as the app marks it, read from Steam first when due."""
    if not steam.has_key:
        return SteamLibraryResp(enabled=False, bound=False)
    steam_id = await steam_service.bound_steam_id(session, member_id)
    if steam_id is None:
        if force:
            raise AppError(STEAM_NOT_BOUND)
        return SteamLibraryResp(enabled=True, bound=False)
    sync = await _read_if_due(session, steam, member_id, steam_id, force=force)
    versions = await catalogue_service.steam_app_versions(session, _app_ids_query(member_id, AppKind.OWNED))
    return SteamLibraryResp(
        enabled=True,
        bound=True,
        status=sync.owned_status,
        wishlistStatus=sync.wishlist_status,
        syncedAt=sync.synced_at_ms,
        spuIds=sorted({v.spu_id for v in versions}),
        skuIds=sorted(v.sku_id for v in versions),
        wishlistCount=sync.wishlist_count,
    )


async def refresh(
    session: AsyncSession, steam: SteamApi, limiter: RateLimiter, member_id: int
) -> SteamLibraryResp:
    """Read the member's Steam library now (``REFRESH_LIMIT`` times an hour)."""
    if not steam.has_key:
        raise AppError(STEAM_LIBRARY_OFF)
    if not await limiter.hit(f"steam-library:{member_id}", REFRESH_LIMIT, REFRESH_WINDOW_SECONDS):
        raise AppError(TOO_MANY_REQUESTS, retry_after=REFRESH_WINDOW_SECONDS)
    return await library(session, steam, member_id, force=True)


async def import_wishlist(session: AsyncSession, steam: SteamApi, member_id: int) -> SteamWishlistImportResp:
    """Favorite every game on sale here whose app id is on the member's Steam wishlist."""
    if not steam.has_key:
        raise AppError(STEAM_LIBRARY_OFF)
    steam_id = await steam_service.bound_steam_id(session, member_id)
    if steam_id is None:
        raise AppError(STEAM_NOT_BOUND)
    await _read_if_due(session, steam, member_id, steam_id, force=False)
    wished = await _app_ids(session, member_id, AppKind.WISHLIST)
    wished_query = _app_ids_query(member_id, AppKind.WISHLIST)
    versions = await catalogue_service.steam_app_versions(session, wished_query)
    spu_of_app: dict[int, set[int]] = {}
    for version in versions:
        spu_of_app.setdefault(version.app_id, set()).add(version.spu_id)
    added = 0
    sold = 0
    async with writing(session) as unit:
        for app_id in sorted(wished):
            taken = False
            for spu_id in sorted(spu_of_app.get(app_id, ())):
                try:
                    if await favorite_service.create(unit, member_id, spu_id):
                        added += 1
                    taken = True
                except AppError as refused:
                    if refused.error is not SPU_OFF_SHELF:
                        raise
            sold += taken
    return SteamWishlistImportResp(wished=len(wished), added=added, notSold=len(wished) - sold)


async def owns_games(session: AsyncSession, member_id: int, spu_ids: Iterable[int]) -> set[int]:
    """Which of these games the member owns, here (bought) or on Steam (a version of the game
    that is not a DLC names an app id their bound account owns, as last read)."""
    wanted = set(spu_ids)
    if not wanted:
        return set()
    here = set(
        await session.scalars(
            select(OwnedGame.spu_id).where(OwnedGame.member_id == member_id, OwnedGame.spu_id.in_(wanted))
        )
    )
    rest = wanted - here
    if not rest:
        return here
    app_ids_of = await catalogue_service.base_versions_app_ids(session, rest)
    if not app_ids_of:
        return here
    wanted_apps = set().union(*app_ids_of.values())
    owned_apps = set(
        await session.scalars(
            select(SteamLibraryApp.app_id).where(
                SteamLibraryApp.member_id == member_id,
                SteamLibraryApp.kind == AppKind.OWNED,
                SteamLibraryApp.app_id.in_(wanted_apps),
            )
        )
    )
    return here | {spu_id for spu_id, apps in app_ids_of.items() if apps & owned_apps}


def _app_ids_query(member_id: int, kind: AppKind) -> Select[int]:
    mine = SteamLibraryApp.member_id == member_id
    return select(SteamLibraryApp.app_id).where(mine, SteamLibraryApp.kind == kind)


async def _app_ids(session: AsyncSession, member_id: int, kind: AppKind) -> set[int]:
    return set(await session.scalars(_app_ids_query(member_id, kind)))


def _due(sync: SteamLibrarySync | None, steam_id: str) -> bool:
    if sync is None or sync.steam_id != steam_id:
        return True  # never read, or another account bound since
    failed = SteamReadStatus.FAILED in (sync.owned_status, sync.wishlist_status)
    return clock.now() - sync.synced_at >= (RETRY_FAILED_AFTER if failed else READ_EVERY)


async def _read_if_due(
    session: AsyncSession, steam: SteamApi, member_id: int, steam_id: str, *, force: bool
) -> _Sync:
    sync = await session.scalar(select(SteamLibrarySync).where(SteamLibrarySync.member_id == member_id))
    if sync is not None and not force and not _due(sync, steam_id):
        return _Sync(
            sync.steam_id,
            sync.owned_status,
            sync.wishlist_status,
            sync.wishlist_count,
            epoch_ms(sync.synced_at),
        )
    owned = await steam.owned_games(steam_id)
    wished = await steam.wishlist(steam_id)
    same_account = sync is not None and sync.steam_id == steam_id
    now = clock.now()
    async with writing(session) as unit:
        owned_count = await _store(unit, member_id, AppKind.OWNED, owned, keep=same_account)
        wished_count = await _store(unit, member_id, AppKind.WISHLIST, wished, keep=same_account)
        values = {
            "steam_id": steam_id,
            "owned_status": owned.status,
            "wishlist_status": wished.status,
            "owned_count": owned_count,
            "wishlist_count": wished_count,
            "synced_at": now,
        }
        await unit.execute(
            dialect_insert(unit, SteamLibrarySync)
            .values(member_id=member_id, **values)
            .on_conflict_do_update(index_elements=["member_id"], set_=values)
        )
    return _Sync(steam_id, owned.status, wished.status, wished_count, epoch_ms(now))


async def _store(session: AsyncSession, member_id: int, kind: AppKind, read: SteamApps, *, keep: bool) -> int:
    """Replace the member's apps of ``kind`` with what Steam said; a failed read keeps those of the
    same account. Answers how many are kept."""
    mine = (SteamLibraryApp.member_id == member_id, SteamLibraryApp.kind == kind)
    if read.status == SteamReadStatus.FAILED and keep:
        return len(await _app_ids(session, member_id, kind))
    await session.execute(delete(SteamLibraryApp).where(*mine))
    app_ids = sorted(read.app_ids)
    for start in range(0, len(app_ids), 2000):  # under SQLite's bound-parameter limit
        await session.execute(
            dialect_insert(session, SteamLibraryApp)
            .values(
                [{"member_id": member_id, "kind": kind, "app_id": a} for a in app_ids[start : start + 2000]]
            )
            .on_conflict_do_nothing(index_elements=["member_id", "kind", "app_id"])
        )
    return len(read.app_ids)
