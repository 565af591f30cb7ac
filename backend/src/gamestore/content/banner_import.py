"""The catalogue file whole (`gamestore import-games`, the console's import; docs/import-format.md):
its categories, teams, games and reviews through the catalogue's import, then its banners, which are
content's and link to a game of the file or a stored one. A banner has no code column: it is the one
at the same position with the same image. A bad banner is reported with why and left out, as a row
naming a game the file's import rejected. The caller owns the transaction; this only flushes."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from pydantic import Field, ValidationError
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue.catalogue_service import game_ids_by_code
from gamestore.catalogue.import_report import ImportReport, validation_reasons
from gamestore.catalogue.import_rows import Code, Link, Names, Row, Sort
from gamestore.catalogue.importer import import_catalogue
from gamestore.content.banner_service import BannerInput, save_banners
from gamestore.core import cache_bus

SECTION = "banners"


class BannerImages(Row):
    """A banner's picture per language where its text is drawn in (the others show ``image``)."""

    en: Link | None = None
    zh_hans: Link | None = Field(default=None, alias="zh-Hans")
    zh_hant: Link | None = Field(default=None, alias="zh-Hant")
    ja: Link | None = None

    def as_dict(self) -> dict[str, str]:
        return {lang: link for lang, link in self.model_dump(by_alias=True).items() if link}


class BannerRow(Row):
    code: Code
    position: int = Field(ge=1, le=99)
    titles: Names
    image: Link
    images: BannerImages | None = None
    game: Code
    sort: Sort = 0


def game_detail_url(spu_id: int) -> str:
    """Where a banner linking to a game takes the app."""
    return f"/pages/goods/gameDetail?id={spu_id}"


async def import_catalogue_file(session: AsyncSession, data: Mapping[str, Any]) -> ImportReport:
    """Import one catalogue file (parsed from JSON) and report what was created, updated and rejected."""
    report = await import_catalogue(session, data)
    raws = data.get(SECTION)
    if isinstance(raws, list):  # anything else the catalogue's import reported
        await _import_banners(session, raws, report)
    return report


async def _import_banners(session: AsyncSession, raws: Sequence[Any], report: ImportReport) -> None:
    rows = _distinct_codes(_parsed(raws, report), report)
    game_ids = await game_ids_by_code(session, {row.game for _, row in rows})
    rows = _naming_imported_games(rows, report.rejected_codes("games"), game_ids, report)
    rows = _distinct_places(rows, report)
    created, updated = await save_banners(
        session,
        [
            BannerInput(
                position=row.position,
                image=row.image,
                titles=row.titles.as_dict(),
                images=row.images.as_dict() if row.images else None,
                url=game_detail_url(game_ids[row.game]),
                sort=row.sort,
            )
            for _, row in rows
        ],
    )
    counts = report.counts[SECTION]
    counts.created += created
    counts.updated += updated
    cache_bus.catalogue_changed(session)


def _parsed(raws: Sequence[Any], report: ImportReport) -> list[tuple[int, BannerRow]]:
    """The valid rows with their index; the others reported."""
    parsed = []
    for index, raw in enumerate(raws):
        try:
            parsed.append((index, BannerRow.model_validate(raw)))
        except ValidationError as exc:
            code = raw.get("code") if isinstance(raw, dict) else None
            report.reject(SECTION, index, code if isinstance(code, str) else None, validation_reasons(exc))
    return parsed


def _distinct_codes(rows: list[tuple[int, BannerRow]], report: ImportReport) -> list[tuple[int, BannerRow]]:
    """Rows sharing a code with another are all rejected: which one was meant is unclear."""
    seen = Counter(row.code for _, row in rows)
    kept = []
    for index, row in rows:
        if seen[row.code] > 1:
            report.reject(
                SECTION, index, row.code, [("code", f"'{row.code}' appears more than once in the file")]
            )
        else:
            kept.append((index, row))
    return kept


def _naming_imported_games(
    rows: list[tuple[int, BannerRow]], rejected: set[str], game_ids: Mapping[str, int], report: ImportReport
) -> list[tuple[int, BannerRow]]:
    kept = []
    for index, row in rows:
        if row.game in rejected:
            report.reject(SECTION, index, row.code, [("game", f"game '{row.game}' was rejected")])
        elif row.game not in game_ids:
            report.reject(SECTION, index, row.code, [("game", f"unknown game '{row.game}'")])
        else:
            kept.append((index, row))
    return kept


def _distinct_places(rows: list[tuple[int, BannerRow]], report: ImportReport) -> list[tuple[int, BannerRow]]:
    """Two rows at the same position with the same image would be one banner: both are rejected."""
    places = Counter((row.position, row.image) for _, row in rows)
    kept = []
    for index, row in rows:
        if places[(row.position, row.image)] > 1:
            reason = "another banner in the file has the same position and image"
            report.reject(SECTION, index, row.code, [("image", reason)])
        else:
            kept.append((index, row))
    return kept
