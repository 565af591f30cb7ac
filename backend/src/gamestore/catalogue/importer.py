"""Catalogue import (docs/import-format.md): validate every row, report the bad ones, upsert the
good ones by code. A row with any error imports nothing of itself, and rows that refer to a
rejected row are rejected too. The caller owns the transaction; this only flushes.

The file's banners are content's: content/banner_import.py imports the whole file, this first.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Awaitable, Callable, Iterable, Mapping
from typing import Any

from pydantic import ValidationError
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue.import_categories import import_categories
from gamestore.catalogue.import_games import check_dlc_bases, check_sku_owners, import_games
from gamestore.catalogue.import_report import (
    FILE_SECTIONS,
    SECTIONS,
    ImportReport,
    Problem,
    SectionCounts,
    validation_reasons,
)
from gamestore.catalogue.import_reviews import import_reviews
from gamestore.catalogue.import_rows import CategoryRow, GameRow, Parsed, ReviewRow, RowT, TeamRow
from gamestore.core import cache_bus
from gamestore.core.lookup import by_keys
from gamestore.models.catalogue import Brand, Spu

__all__ = ["CatalogueFileImport", "ImportReport", "Problem", "SectionCounts", "import_catalogue"]

Ref = tuple[str, str, str | None]  # (field, section referred to, code)
Key = tuple[str, str, str]  # (field, kind of code, code): codes of one kind are unique in a file

CatalogueFileImport = Callable[[AsyncSession, Mapping[str, Any]], Awaitable[ImportReport]]
"""The whole catalogue file's import, banners included (content/banner_import.py): content depends on
the catalogue, so whoever imports the whole file hands it in."""


def _raw_code(raw: Any, key: str) -> str | None:
    value = raw.get(key) if isinstance(raw, dict) else None
    return value if isinstance(value, str) else None


class _Import:
    """One import's state: the report and the codes rejected so far, per section."""

    def __init__(self, session: AsyncSession, data: Mapping[str, Any]) -> None:
        self.session = session
        self.report = ImportReport()
        self.rejected: dict[str, set[str]] = {section: set() for section in SECTIONS}
        self.raw: dict[str, list[Any]] = {}
        for name, value in data.items():
            if name not in FILE_SECTIONS:
                expected = ", ".join(FILE_SECTIONS)
                self.report.reject(name, None, None, [("", f"unknown section (expected {expected})")])
            elif isinstance(value, list):
                self.raw[name] = value
            elif value is not None:
                self.report.reject(name, None, None, [("", "must be a list of rows")])

    def reject(self, section: str, index: int, code: str | None, reasons: list[tuple[str, str]]) -> None:
        self.report.reject(section, index, code, reasons)
        if code is not None and section != "reviews":
            self.rejected[section].add(code)

    def parse(self, section: str, model: type[RowT]) -> list[Parsed[RowT]]:
        """The section's valid rows; the others reported."""
        key = "game" if section == "reviews" else "code"
        parsed: list[Parsed[RowT]] = []
        for index, raw in enumerate(self.raw.get(section, [])):
            try:
                parsed.append(Parsed(index, model.model_validate(raw)))
            except ValidationError as exc:
                self.reject(section, index, _raw_code(raw, key), validation_reasons(exc))
        return parsed

    def unique(
        self, section: str, rows: list[Parsed[RowT]], keys: Callable[[RowT], list[Key]]
    ) -> list[Parsed[RowT]]:
        """Rows sharing a code with another row are all rejected: which one was meant is unclear."""
        seen = Counter((kind, value) for parsed in rows for _, kind, value in keys(parsed.row))
        kept: list[Parsed[RowT]] = []
        for parsed in rows:
            clashes = [(name, value) for name, kind, value in keys(parsed.row) if seen[(kind, value)] > 1]
            if clashes:
                reasons = [(name, f"'{value}' appears more than once in the file") for name, value in clashes]
                self.reject(section, parsed.index, getattr(parsed.row, "code", None), reasons)
            else:
                kept.append(parsed)
        return kept

    def referring(
        self,
        section: str,
        rows: list[Parsed[RowT]],
        refs: Callable[[RowT], list[Ref]],
        known: Mapping[str, Iterable[str]],
    ) -> list[Parsed[RowT]]:
        """Keep the rows whose references name rows that were accepted or are stored."""
        kept: list[Parsed[RowT]] = []
        for parsed in rows:
            reasons = []
            for name, target, code in refs(parsed.row):
                if code is not None and code in self.rejected[target]:
                    reasons.append((name, f"{name} '{code}' was rejected"))
                elif code is not None and code not in known[target]:
                    reasons.append((name, f"unknown {name} '{code}'"))
            if reasons:
                code = getattr(parsed.row, "code", None) or getattr(parsed.row, "game", None)
                self.reject(section, parsed.index, code, reasons)
            else:
                kept.append(parsed)
        return kept

    def count_rejected_skus(self) -> None:
        listed = sum(
            len(raw["skus"])
            for raw in self.raw.get("games", [])
            if isinstance(raw, dict) and isinstance(raw.get("skus"), list)
        )
        skus = self.report.counts["skus"]
        skus.rejected = max(0, listed - skus.created - skus.updated)


def _codes(row: CategoryRow | TeamRow) -> list[Key]:
    return [("code", "code", row.code)]


def _game_codes(row: GameRow) -> list[Key]:
    return [("code", "code", row.code)] + [
        (f"skus[{i}].code", "sku", sku.code) for i, sku in enumerate(row.skus)
    ]


def _game_refs(row: GameRow) -> list[Ref]:
    return [("category", "categories", row.category), ("team", "teams", row.team)]


def _game_ref(row: ReviewRow) -> list[Ref]:
    return [("game", "games", row.game)]


async def import_catalogue(session: AsyncSession, data: Mapping[str, Any]) -> ImportReport:
    """Import one catalogue file (parsed from JSON) but its banners (content's), and report what was
    created, updated and rejected."""
    job = _Import(session, data)
    categories = job.unique("categories", job.parse("categories", CategoryRow), _codes)
    teams = job.unique("teams", job.parse("teams", TeamRow), _codes)
    games = job.unique("games", job.parse("games", GameRow), _game_codes)
    reviews = job.parse("reviews", ReviewRow)

    category_ids = await import_categories(session, categories, job.report, job.rejected["categories"])
    team_ids = await _import_teams(job, teams, (g.row.team for g in games))
    games = job.referring("games", games, _game_refs, {"categories": category_ids, "teams": team_ids})
    games = await check_sku_owners(session, games, job.report, job.rejected["games"])
    games = await check_dlc_bases(session, games, job.report, job.rejected["games"])
    game_ids = await import_games(session, games, category_ids, team_ids, job.report)
    job.count_rejected_skus()

    referred = {r.row.game for r in reviews}
    for spu in await by_keys(session, Spu, Spu.code, referred - game_ids.keys()):
        game_ids[spu.code] = spu.id
    reviews = job.referring("reviews", reviews, _game_ref, {"games": game_ids})
    await import_reviews(session, reviews, game_ids, job.report)
    cache_bus.catalogue_changed(session)
    return job.report


async def _import_teams(job: _Import, rows: list[Parsed[TeamRow]], referred: Iterable[str]) -> dict[str, int]:
    """Upsert the teams; the ids of those and of the stored teams in ``referred``, by code."""
    codes = [p.row.code for p in rows]
    stored = {b.code: b for b in await by_keys(job.session, Brand, Brand.code, [*codes, *referred])}
    counts = job.report.counts["teams"]
    for parsed in rows:
        row = parsed.row
        brand = stored.get(row.code)
        if brand is None:
            brand = stored[row.code] = Brand(code=row.code, enabled=True)
            job.session.add(brand)
            counts.created += 1
        else:
            counts.updated += 1
        brand.names = row.names.as_dict()
        brand.descriptions = row.descriptions.as_dict()
        brand.logo = row.logo
        brand.sort = row.sort
    await job.session.flush()
    return {code: brand.id for code, brand in stored.items()}
