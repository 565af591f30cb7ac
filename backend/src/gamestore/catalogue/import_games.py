"""Importing games with their versions (SPUs with SKUs).

A game's SKUs that the file does not list are left alone; the game's price and market price
follow its cheapest SKU, over all of its SKUs.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import price_history
from gamestore.catalogue.import_report import ImportReport
from gamestore.catalogue.import_rows import GameRow, Parsed
from gamestore.catalogue.regions import EVERYWHERE
from gamestore.core.lookup import by_keys
from gamestore.events import dispatcher
from gamestore.events.activity import ReleaseMoved
from gamestore.models.catalogue import Sku, Spu

SECTION = "games"


def search_text(row: GameRow) -> str:
    """The four names and every tag, lower-cased, for keyword search."""
    parts = list(row.names.as_dict().values())
    for tags in row.tags.as_dict().values():
        parts.extend(tags)
    return " ".join(dict.fromkeys(part.lower() for part in parts))


def cheapest(prices: Iterable[tuple[int, int]]) -> tuple[int, int]:
    """``(price, market price)`` of the cheapest version (the lower market price on a tie)."""
    return min(prices)


async def check_dlc_bases(
    session: AsyncSession, games: list[Parsed[GameRow]], report: ImportReport, rejected: set[str]
) -> list[Parsed[GameRow]]:
    """Reject games with a DLC version whose base game is neither in the file nor in the store, or
    is the game itself."""
    wanted = {s.dlcOf for g in games for s in g.row.skus if s.dlcOf}
    if not wanted:
        return games
    known = {g.row.code for g in games} | {spu.code for spu in await by_keys(session, Spu, Spu.code, wanted)}
    kept: list[Parsed[GameRow]] = []
    for parsed in games:
        row = parsed.row
        reasons = [
            (
                f"skus[{i}].dlcOf",
                f"no game '{sku.dlcOf}'" if sku.dlcOf != row.code else "a DLC of its own game",
            )
            for i, sku in enumerate(row.skus)
            if sku.dlcOf and (sku.dlcOf not in known or sku.dlcOf == row.code)
        ]
        if reasons:
            report.reject(SECTION, parsed.index, row.code, reasons)
            rejected.add(row.code)
        else:
            kept.append(parsed)
    return kept


async def check_sku_owners(
    session: AsyncSession, games: list[Parsed[GameRow]], report: ImportReport, rejected: set[str]
) -> list[Parsed[GameRow]]:
    """Reject games listing a SKU code that is stored under another game."""
    skus = await by_keys(session, Sku, Sku.code, (s.code for g in games for s in g.row.skus))
    if not skus:
        return games
    owners = {spu.id: spu.code for spu in await by_keys(session, Spu, Spu.id, {sku.spu_id for sku in skus})}
    owner_of = {sku.code: owners[sku.spu_id] for sku in skus}
    kept: list[Parsed[GameRow]] = []
    for parsed in games:
        row = parsed.row
        reasons = [
            (f"skus[{i}].code", f"'{sku.code}' is a version of another game ('{owner_of[sku.code]}')")
            for i, sku in enumerate(row.skus)
            if sku.code in owner_of and owner_of[sku.code] != row.code
        ]
        if reasons:
            report.reject(SECTION, parsed.index, row.code, reasons)
            rejected.add(row.code)
        else:
            kept.append(parsed)
    return kept


def _apply(spu: Spu, row: GameRow, category_id: int, brand_id: int) -> None:
    spu.category_id = category_id
    spu.brand_id = brand_id
    spu.names = row.names.as_dict()
    spu.introductions = row.introductions.as_dict()
    spu.descriptions = row.descriptions.as_dict()
    spu.tags = row.tags.as_dict()
    spu.search_text = search_text(row)
    spu.cover = row.cover
    spu.images = list(row.images)
    spu.game_types = [t.model_dump() for t in row.gameTypes]
    spu.sale_types = [t.model_dump() for t in row.saleTypes]
    spu.version = row.version
    spu.size = row.size
    spu.release_time = row.releaseTime
    spu.discount_end_time = row.discountEndTime
    spu.featured = row.featured
    spu.status = row.status
    # The file gives the sales before this store's own orders, which only ever add to the count:
    # re-importing may raise it but never takes the store's own sales away.
    spu.sales_count = max(spu.sales_count or 0, row.salesCount)


async def import_games(
    session: AsyncSession,
    games: Sequence[Parsed[GameRow]],
    category_ids: dict[str, int],
    team_ids: dict[str, int],
    report: ImportReport,
) -> dict[str, int]:
    """Upsert ``games`` (references already checked) and their SKUs; the games' ids by code."""
    spus = {s.code: s for s in await by_keys(session, Spu, Spu.code, (g.row.code for g in games))}
    skus = {
        s.code: s for s in await by_keys(session, Sku, Sku.code, (s.code for g in games for s in g.row.skus))
    }
    counts, sku_counts = report.counts[SECTION], report.counts["skus"]
    for parsed in games:
        row = parsed.row
        spu = spus.get(row.code)
        if spu is None:
            spu = spus[row.code] = Spu(code=row.code, price=0, market_price=0)
            session.add(spu)
            counts.created += 1
        else:
            counts.updated += 1
        _apply(spu, row, category_ids[row.category], team_ids[row.team])
    await session.flush()

    moved: list[Sku] = []  # versions whose release time changed
    for parsed in games:
        spu = spus[parsed.row.code]
        for position, sku_row in enumerate(parsed.row.skus, start=1):
            sku = skus.get(sku_row.code)
            if sku is None:
                sku = skus[sku_row.code] = Sku(code=sku_row.code, spu_id=spu.id, stock=0)
                session.add(sku)
                sku_counts.created += 1
            else:
                sku_counts.updated += 1
            sku.names = sku_row.names.as_dict()
            sku.price = sku_row.price
            sku.market_price = sku_row.marketPrice
            if "regions" in sku_row.model_fields_set or sku.region_mode is None:
                regions = sku_row.regions.regions() if sku_row.regions else EVERYWHERE
                sku.region_mode, sku.region_codes = regions.mode, regions.codes
            sku.sort = position
            # A row without them (the console's, when its form leaves them out) keeps them as stored.
            if "steamAppId" in sku_row.model_fields_set:
                sku.steam_app_id = sku_row.steamAppId
            if "releaseAt" in sku_row.model_fields_set and sku.release_at != sku_row.releaseAt:
                sku.release_at = sku_row.releaseAt
                moved.append(sku)
            if "dlcOf" in sku_row.model_fields_set and not sku_row.dlcOf:
                sku.dlc_of_spu_id = None
    await session.flush()
    bases = {s.dlcOf for g in games for s in g.row.skus if s.dlcOf}
    if bases:
        base_ids = {spu.code: spu.id for spu in await by_keys(session, Spu, Spu.code, bases)}
        for parsed in games:
            for sku_row in parsed.row.skus:
                if sku_row.dlcOf in base_ids:
                    skus[sku_row.code].dlc_of_spu_id = base_ids[sku_row.dlcOf]
        await session.flush()
    for sku in moved:  # flushed: a new version has its id (and no pre-order to move)
        await dispatcher.publish(session, ReleaseMoved(sku.id, sku.release_at))
    await price_history.record(session, [skus[s.code].id for g in games for s in g.row.skus])

    ids = {code: spu.id for code, spu in spus.items()}
    prices: dict[int, list[tuple[int, int]]] = {}
    for start in range(0, len(ids), 500):
        chunk = list(ids.values())[start : start + 500]
        query = select(Sku.spu_id, Sku.price, Sku.market_price).where(Sku.spu_id.in_(chunk))
        for spu_id, price, market_price in await session.execute(query):
            prices.setdefault(spu_id, []).append((price, market_price))
    for spu in spus.values():
        spu.price, spu.market_price = cheapest(prices[spu.id])
    await session.flush()
    return ids
