"""Games and versions as the other domains read them (carts, orders, owned games): plain values,
so that no other domain reads the catalogue's tables."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Select, bindparam, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import catalogue_cache
from gamestore.catalogue.game_briefs import GameBrief, KeyPrice
from gamestore.catalogue.pricing import member_price, with_events
from gamestore.catalogue.regions import EVERYWHERE, Regions
from gamestore.catalogue.spu_service import ON_SALE, shown_version
from gamestore.core.i18n import Lang
from gamestore.core.texts import text
from gamestore.loyalty import standing
from gamestore.loyalty.level_cache import LevelCache
from gamestore.models.catalogue import Brand, Sku, Spu


@dataclass(frozen=True, slots=True)
class Game:
    id: int
    names: Mapping[str, str]
    cover: str
    status: int
    game_types: list[dict[str, Any]]
    brand_names: Mapping[str, str] | None
    lowest_price: int  # fen: the cheapest version's list price

    @property
    def on_sale(self) -> bool:
        return self.status == ON_SALE


@dataclass(frozen=True, slots=True)
class Version:
    id: int
    names: Mapping[str, str]
    price: int  # fen, the list price
    market_price: int
    stock: int
    game: Game
    regions: Regions = EVERYWHERE
    steam_app_id: int | None = None
    dlc_of_spu_id: int | None = None  # set on a DLC: the game it needs
    release_at: datetime | None = None  # a pre-order's release (keys delivered then)

    def preorder(self, now: datetime) -> bool:
        """Sold as a pre-order now: released later (no key taken at checkout)."""
        return self.release_at is not None and self.release_at > now

    def full_name(self, lang: Lang) -> str:
        """The game's name and the version's, as a shopper reads them."""
        return f"{text(self.game.names, lang)} {text(self.names, lang)}"


_GAME_COLUMNS = (Spu.id, Spu.names, Spu.cover, Spu.status, Spu.game_types, Spu.price.label("lowest_price"))


def _game(row: Any, brand_names: Mapping[str, str] | None = None) -> Game:
    return Game(row.id, row.names, row.cover, row.status, row.game_types or [], brand_names, row.lowest_price)


_VERSIONS = (
    select(
        Sku.id.label("sku_id"),
        Sku.names.label("sku_names"),
        Sku.price,
        Sku.market_price,
        Sku.stock,
        Sku.region_mode,
        Sku.region_codes,
        Sku.steam_app_id,
        Sku.dlc_of_spu_id,
        Sku.release_at,
        *_GAME_COLUMNS,
    )
    .join(Spu, Spu.id == Sku.spu_id)
    .where(Sku.id.in_(bindparam("sku_ids", expanding=True)))
)


async def versions(session: AsyncSession, sku_ids: Iterable[int]) -> dict[int, Version]:
    """The listed versions that exist, with their games (one query)."""
    wanted = set(sku_ids)
    if not wanted:
        return {}
    rows = await session.execute(_VERSIONS, {"sku_ids": list(wanted)})
    return {
        row.sku_id: Version(
            row.sku_id,
            row.sku_names,
            row.price,
            row.market_price,
            row.stock,
            _game(row),
            Regions.stored(row.region_mode, row.region_codes),
            row.steam_app_id,
            row.dlc_of_spu_id,
            row.release_at,
        )
        for row in rows
    }


@dataclass(frozen=True, slots=True)
class SteamAppVersion:
    """A version that names its Steam app id."""

    sku_id: int
    spu_id: int
    app_id: int
    dlc_of_spu_id: int | None


async def steam_app_versions(session: AsyncSession, app_ids: Select[int]) -> list[SteamAppVersion]:
    """The versions (on sale or not) whose Steam app id is one ``app_ids`` selects: one statement, so
    a library of thousands of apps is matched in the database, not sent to it."""
    rows = await session.execute(
        select(Sku.id, Sku.spu_id, Sku.steam_app_id, Sku.dlc_of_spu_id).where(Sku.steam_app_id.in_(app_ids))
    )
    return [SteamAppVersion(row[0], row[1], row[2] or 0, row[3]) for row in rows]


async def base_versions_app_ids(session: AsyncSession, spu_ids: Iterable[int]) -> dict[int, set[int]]:
    """Game id → the Steam app ids of its versions that are not DLCs (owning one owns the game)."""
    wanted = set(spu_ids)
    if not wanted:
        return {}
    rows = await session.execute(
        select(Sku.spu_id, Sku.steam_app_id).where(
            Sku.spu_id.in_(wanted), Sku.steam_app_id.is_not(None), Sku.dlc_of_spu_id.is_(None)
        )
    )
    found: dict[int, set[int]] = {}
    for spu_id, app_id in rows:
        if app_id is not None:
            found.setdefault(spu_id, set()).add(app_id)
    return found


async def games(session: AsyncSession, spu_ids: Iterable[int]) -> dict[int, Game]:
    """The listed games that exist, with their team's names (one query for those the app's catalogue
    cache does not hold: they are shown, never priced, so its few seconds' delay is the catalogue's)."""
    cache = catalogue_cache.of(session)
    found: dict[int, Game] = {}
    missing: set[int] = set()
    for spu_id in set(spu_ids):
        game = cache.peek(("game", spu_id))
        if game is None:
            missing.add(spu_id)
        else:
            found[spu_id] = game
    if not missing:
        return found
    generation = cache.generation()
    rows = await session.execute(
        select(*_GAME_COLUMNS, Brand.names.label("brand_names"))
        .outerjoin(Brand, Brand.id == Spu.brand_id)
        .where(Spu.id.in_(missing))
    )
    for row in rows:
        found[row.id] = game = _game(row, row.brand_names)
        cache.put(("game", row.id), game, generation)
    return found


async def game_briefs(session: AsyncSession, spu_ids: Iterable[int], lang: Lang) -> dict[int, GameBrief]:
    """The games as a record naming them shows them (an item's games, a shared game)."""
    found = await games(session, spu_ids)
    return {
        spu_id: GameBrief(spu_id, text(game.names, lang), game.cover, game.on_sale, game.lowest_price)
        for spu_id, game in found.items()
    }


async def game_ids_by_code(session: AsyncSession, codes: Iterable[str]) -> dict[str, int]:
    """The stored games among ``codes``: code -> id (for files that name games by code)."""
    wanted = set(codes)
    if not wanted:
        return {}
    rows = await session.execute(select(Spu.code, Spu.id).where(Spu.code.in_(wanted)))
    return {code: spu_id for code, spu_id in rows}


async def game_codes(session: AsyncSession, spu_ids: Iterable[int]) -> dict[int, str]:
    """The stored games among ``spu_ids``: id -> code (for forms that edit what files name by code)."""
    wanted = set(spu_ids)
    if not wanted:
        return {}
    rows = await session.execute(select(Spu.id, Spu.code).where(Spu.id.in_(wanted)))
    return {spu_id: code for spu_id, code in rows}


async def version_ids_by_code(session: AsyncSession, codes: Iterable[str]) -> dict[str, int]:
    """The stored versions among ``codes``: code -> sku id (for files that name versions by code)."""
    wanted = set(codes)
    if not wanted:
        return {}
    rows = await session.execute(select(Sku.code, Sku.id).where(Sku.code.in_(wanted)))
    return {code: sku_id for code, sku_id in rows}


@dataclass(frozen=True, slots=True)
class KeyPrices:
    """What a key costs a member as the catalogue shows it (a share's poster
    prints it), by the catalogue's own rules (``shown_version``, ``member_price``)."""

    levels: LevelCache

    async def __call__(
        self, session: AsyncSession, spu_id: int, sku_id: int | None, member_id: int | None
    ) -> KeyPrice | None:
        spu = await session.get(Spu, spu_id)
        if spu is None:
            return None
        rows = await session.execute(select(Sku.id, Sku.price, Sku.market_price).where(Sku.spu_id == spu_id))
        versions = await with_events(session, ((row.id, row.price, row.market_price) for row in rows))
        chosen = versions.get(sku_id) if sku_id is not None else None
        if chosen is None:
            chosen = shown_version(spu, list(versions.values()))
        percent = 0
        if member_id:
            percent = (await standing.shown_level(session, self.levels, member_id)).discount_percent
        event_price = chosen.event.price if chosen.event is not None else None
        return KeyPrice(chosen.sku_id, member_price(chosen.price, event_price, percent))
