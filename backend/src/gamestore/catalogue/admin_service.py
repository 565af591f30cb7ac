"""The console's work on games (catalogue operators): finding them, one game with every language's
texts and its versions' keys, the catalogue import file (`gamestore import-games`, the same report),
and putting a game on sale or taking it off; every change audited."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from typing import Any

from sqlalchemy import ColumnElement, Select, func, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import key_service
from gamestore.catalogue.admin_schemas import (
    AdminGameTypeResp,
    AdminSaleTypeResp,
    AdminSkuResp,
    AdminSpuDetailResp,
    AdminSpuPageReq,
    AdminSpuResp,
    CatalogueImportResp,
    CatalogueImportRowResp,
    SpuStatusReq,
)
from gamestore.catalogue.errors import IMPORT_FILE_UNREADABLE, SPU_NOT_FOUND
from gamestore.catalogue.import_report import FILE_SECTIONS, ImportReport
from gamestore.catalogue.import_rows import is_code
from gamestore.catalogue.importer import CatalogueFileImport
from gamestore.catalogue.regions import Regions, RegionsBody
from gamestore.catalogue.spu_service import category_with_descendants
from gamestore.core import cache_bus
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang
from gamestore.core.import_report import counts_answer, problems_answer
from gamestore.core.lookup import by_keys
from gamestore.core.operators import OperatorPrincipal
from gamestore.core.pagination import PageResult, paginate
from gamestore.core.search import LIKE_ESCAPE, contains_pattern
from gamestore.core.texts import text
from gamestore.core.times import epoch_ms, optional_epoch_ms
from gamestore.core.upload_file import json_document
from gamestore.models.catalogue import ActivationKey, Sku, Spu
from gamestore.system import audit

# -- finding games -------------------------------------------------------------------------------

_SORTS = {"id": Spu.id, "createTime": Spu.created_at, "salesCount": Spu.sales_count}


async def page(session: AsyncSession, params: AdminSpuPageReq, lang: Lang) -> PageResult[AdminSpuResp]:
    """Every game, on sale or not; the versions' prices and stock read for the page's games only."""
    rows, total = await paginate(session, await _filtered(session, params), params)
    versions = await _version_totals(session, [spu.id for spu in rows])
    return PageResult(list=[_summary(spu, versions.get(spu.id), lang) for spu in rows], total=total)


async def _filtered(session: AsyncSession, params: AdminSpuPageReq) -> Select[Spu]:
    column = _SORTS[params.sortField]
    direction = column.asc() if params.sortAsc else column.desc()
    tiebreak = Spu.id.asc() if params.sortAsc else Spu.id.desc()
    stmt = select(Spu).order_by(direction, tiebreak)
    pattern = contains_pattern(params.keyword)
    if pattern is not None and params.keyword is not None:
        matches: list[ColumnElement[bool]] = [
            Spu.search_text.like(pattern, escape=LIKE_ESCAPE),
            Spu.code.like(pattern, escape=LIKE_ESCAPE),
        ]
        if params.keyword.isascii() and params.keyword.isdigit() and len(params.keyword) <= 15:
            matches.append(Spu.id == int(params.keyword))
        stmt = stmt.where(or_(*matches))
    if params.status is not None:
        stmt = stmt.where(Spu.status == params.status)
    if params.categoryId is not None:
        stmt = stmt.where(Spu.category_id.in_(await category_with_descendants(session, params.categoryId)))
    return stmt


async def _version_totals(
    session: AsyncSession, spu_ids: Sequence[int]
) -> dict[int, tuple[int, int, int, int]]:
    """spu id -> (lowest price, highest price, number of versions, keys available)."""
    if not spu_ids:
        return {}
    rows = await session.execute(
        select(Sku.spu_id, func.min(Sku.price), func.max(Sku.price), func.count(), func.sum(Sku.stock))
        .where(Sku.spu_id.in_(spu_ids))
        .group_by(Sku.spu_id)
    )
    return {spu_id: (low, high, count, int(stock or 0)) for spu_id, low, high, count, stock in rows}


def _summary(spu: Spu, versions: tuple[int, int, int, int] | None, lang: Lang) -> AdminSpuResp:
    low, high, count, stock = versions or (spu.price, spu.price, 0, 0)
    return AdminSpuResp(
        id=spu.id,
        code=spu.code,
        name=text(spu.names, lang),
        picUrl=spu.cover,
        status=spu.status,
        categoryId=spu.category_id,
        minPrice=low,
        maxPrice=high,
        skuCount=count,
        stock=stock,
        salesCount=spu.sales_count,
        createTime=epoch_ms(spu.created_at),
    )


# -- one game ------------------------------------------------------------------------------------


async def detail(session: AsyncSession, spu_id: int, lang: Lang) -> AdminSpuDetailResp:
    spu = await session.get(Spu, spu_id)
    if spu is None:
        raise AppError(SPU_NOT_FOUND)
    skus = list(await session.scalars(select(Sku).where(Sku.spu_id == spu.id).order_by(Sku.sort, Sku.id)))
    sold = await _sold_counts(session, [sku.id for sku in skus])
    bases = await _codes(session, {sku.dlc_of_spu_id for sku in skus if sku.dlc_of_spu_id is not None})
    return AdminSpuDetailResp(
        id=spu.id,
        code=spu.code,
        status=spu.status,
        categoryId=spu.category_id,
        brandId=spu.brand_id,
        names=dict(spu.names),
        introductions=dict(spu.introductions),
        descriptions=dict(spu.descriptions),
        tags={lang_: list(tags) for lang_, tags in spu.tags.items()},
        picUrl=spu.cover,
        sliderPicUrls=list(spu.images),
        version=spu.version,
        size=spu.size,
        featured=spu.featured,
        price=spu.price,
        marketPrice=spu.market_price,
        salesCount=spu.sales_count,
        releaseTime=epoch_ms(spu.release_time),
        discountEndTime=optional_epoch_ms(spu.discount_end_time),
        gameTypes=[AdminGameTypeResp.model_validate(item) for item in spu.game_types],
        saleTypes=[AdminSaleTypeResp.model_validate(item) for item in spu.sale_types],
        createTime=epoch_ms(spu.created_at),
        updateTime=epoch_ms(spu.updated_at),
        skus=[
            AdminSkuResp(
                id=sku.id,
                code=sku.code,
                name=text(sku.names, lang),
                names=dict(sku.names),
                price=sku.price,
                marketPrice=sku.market_price,
                stock=sku.stock,
                soldCount=sold.get(sku.id, 0),
                keyAlertThreshold=sku.key_alert_threshold,
                steamAppId=sku.steam_app_id,
                dlcOfSpuId=sku.dlc_of_spu_id,
                dlcOf=bases.get(sku.dlc_of_spu_id) if sku.dlc_of_spu_id is not None else None,
                regions=RegionsBody.of(Regions.stored(sku.region_mode, sku.region_codes)),
                releaseTime=optional_epoch_ms(sku.release_at),
                sort=sku.sort,
            )
            for sku in skus
        ],
    )


async def _codes(session: AsyncSession, spu_ids: set[int]) -> dict[int, str]:
    if not spu_ids:
        return {}
    rows = await session.execute(select(Spu.id, Spu.code).where(Spu.id.in_(spu_ids)))
    return {spu_id: code for spu_id, code in rows}


async def _sold_counts(session: AsyncSession, sku_ids: list[int]) -> dict[int, int]:
    if not sku_ids:
        return {}
    rows = await session.execute(
        select(ActivationKey.sku_id, func.count())
        .where(ActivationKey.sku_id.in_(sku_ids), ActivationKey.status == key_service.SOLD)
        .group_by(ActivationKey.sku_id)
    )
    return {sku_id: count for sku_id, count in rows}


# -- on sale or not ------------------------------------------------------------------------------


async def update_status(session: AsyncSession, principal: OperatorPrincipal, body: SpuStatusReq) -> None:
    """Put the game on sale or take it off; the catalogue caches drop it once committed."""
    spu = await session.get(Spu, body.id)
    if spu is None:
        raise AppError(SPU_NOT_FOUND)
    before = {"status": spu.status}
    spu.status = body.status
    await session.flush()
    cache_bus.catalogue_changed(session)
    await audit.record(
        session, principal, "catalogue.game.status", "product_spu", spu.id, before, {"status": spu.status}
    )


# -- the catalogue import file ------------------------------------------------------------------


async def import_file(
    session: AsyncSession, principal: OperatorPrincipal, content: bytes, import_whole: CatalogueFileImport
) -> CatalogueImportResp:
    """Import the file as `gamestore import-games` does (``import_whole``, the same importer, so the same
    report and the same cache announcement); each game created or updated is audited, then the import
    itself."""
    data = json_document(content, IMPORT_FILE_UNREADABLE, object_only=True)
    codes = _game_codes(data)
    before = await _game_snapshots(session, codes)
    report = await import_whole(session, data)
    rows = _rows(data, report, before.keys())
    imported = [row.code for row in rows if row.section == "games" and row.code and row.status != "rejected"]
    after = await _game_snapshots(session, imported)
    for code in imported:
        action = "catalogue.game.update" if code in before else "catalogue.game.create"
        snapshot = after[code]
        await audit.record(
            session, principal, action, "product_spu", snapshot["id"], before.get(code), snapshot
        )
    digest = hashlib.sha256(content).hexdigest()
    counts = counts_answer(report.counts)
    summary = {
        "sha256": digest,
        "bytes": len(content),
        "counts": {section: count.model_dump() for section, count in counts.items()},
        "problems": len(report.problems),
    }
    await audit.record(session, principal, "catalogue.import", "catalogue_import", digest[:16], None, summary)
    return CatalogueImportResp(
        ok=report.ok,
        counts=counts,
        rows=rows,
        problems=problems_answer(report.problems),
        report=report.render(),
    )


def _raw_code(raw: Any, section: str) -> str | None:
    value = raw.get("game" if section == "reviews" else "code") if isinstance(raw, dict) else None
    return value if isinstance(value, str) else None


def _game_codes(data: Mapping[str, Any]) -> list[str]:
    games = data.get("games")
    if not isinstance(games, list):
        return []
    # Only what could be a code is looked up: the rows are checked after (a NUL in a code was a 500).
    return [code for code in (_raw_code(raw, "games") for raw in games) if is_code(code)]


async def _game_snapshots(session: AsyncSession, codes: Sequence[str]) -> dict[str, dict[str, Any]]:
    """What the audit log keeps of each stored game among ``codes`` (by code)."""
    spus = await by_keys(session, Spu, Spu.code, codes)
    versions: dict[int, list[dict[str, Any]]] = {}
    if spus:
        rows = await session.execute(
            select(Sku.spu_id, Sku.code, Sku.price, Sku.market_price)
            .where(Sku.spu_id.in_([spu.id for spu in spus]))
            .order_by(Sku.spu_id, Sku.sort, Sku.id)
        )
        for spu_id, code, price, market_price in rows:
            versions.setdefault(spu_id, []).append(
                {"code": code, "price": price, "marketPrice": market_price}
            )
    return {
        spu.code: {
            "id": spu.id,
            "code": spu.code,
            "status": spu.status,
            "names": dict(spu.names),
            "categoryId": spu.category_id,
            "brandId": spu.brand_id,
            "price": spu.price,
            "marketPrice": spu.market_price,
            "featured": spu.featured,
            "skus": versions.get(spu.id, []),
        }
        for spu in spus
    }


def _rows(data: Mapping[str, Any], report: ImportReport, stored_before: Any) -> list[CatalogueImportRowResp]:
    """Every row of the file with what became of it: the report's problems, else created or updated
    (games: by whether the code was stored before) or imported."""
    messages: dict[tuple[str, int], list[str]] = {}
    for problem in report.problems:
        if problem.index is not None:
            messages.setdefault((problem.section, problem.index), []).append(
                f"{problem.field or '-'}: {problem.reason}"
            )
    rows = []
    for section in FILE_SECTIONS:
        raws = data.get(section)
        for index, raw in enumerate(raws if isinstance(raws, list) else []):
            code = _raw_code(raw, section)
            found = messages.get((section, index))
            if found:
                status = "rejected"
            elif section == "games":
                status = "updated" if code in stored_before else "created"
            else:
                status = "imported"
            rows.append(
                CatalogueImportRowResp(
                    section=section, index=index, code=code, status=status, messages=found or []
                )
            )
    return rows
