"""The catalogue console's forms: a game with its versions and prices, a category, a team.

Each form is saved as one row of the catalogue file through the file's own import
(product/importer.py): the same row models, the same checks (references, the category tree's depth and
cycles, a version code owned by another game), the same reasons, the same saving and the same caches
told. A row the import refuses refuses the request and nothing is saved (the request's transaction
rolls back). Every change is audited with the entity before and after.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import errors
from gamestore.catalogue.admin_form_schemas import (
    AdminBrandCreateReq,
    AdminBrandFields,
    AdminBrandPageReq,
    AdminBrandResp,
    AdminBrandUpdateReq,
    AdminCategoryCreateReq,
    AdminCategoryFields,
    AdminCategoryResp,
    AdminCategoryUpdateReq,
    AdminSkuSaveReq,
    AdminSpuCreateReq,
    AdminSpuFields,
    AdminSpuUpdateReq,
)
from gamestore.catalogue.import_report import ImportReport
from gamestore.catalogue.importer import import_catalogue
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang
from gamestore.core.operators import OperatorPrincipal
from gamestore.core.pagination import PageResult
from gamestore.core.texts import text
from gamestore.core.times import epoch_ms, from_epoch_ms
from gamestore.models.catalogue import Brand, Category, Sku, Spu
from gamestore.system import audit

# The file's field names that the forms call otherwise.
_FORM_FIELDS = {
    "cover": "picUrl",
    "images": "sliderPicUrls",
    "category": "categoryId",
    "team": "brandId",
    "parent": "parentId",
}
_FIRST = re.compile(r"^[A-Za-z]+")


def _form_field(field: str) -> str:
    return _FIRST.sub(lambda m: _FORM_FIELDS.get(m.group(0), m.group(0)), field)


def _refused(report: ImportReport) -> AppError:
    reasons = [f"{_form_field(p.field)}: {p.reason}" if p.field else p.reason for p in report.problems]
    return AppError(errors.CATALOGUE_ROW_INVALID, reasons="; ".join(reasons))


async def _import_row(session: AsyncSession, section: str, row: dict[str, Any]) -> None:
    report = await import_catalogue(session, {section: [row]})
    if report.problems:
        raise _refused(report)


async def _code_free(session: AsyncSession, model: type[Spu | Category | Brand], code: str) -> None:
    if await session.scalar(select(model.id).where(model.code == code)) is not None:
        raise AppError(errors.CATALOGUE_CODE_TAKEN, code=code)


# -- games ----------------------------------------------------------------------------------------


async def _category(session: AsyncSession, category_id: int) -> Category:
    category = await session.get(Category, category_id)
    if category is None:
        raise AppError(errors.CATEGORY_NOT_FOUND)
    return category


async def _brand(session: AsyncSession, brand_id: int) -> Brand:
    brand = await session.get(Brand, brand_id)
    if brand is None:
        raise AppError(errors.BRAND_NOT_FOUND)
    return brand


def _iso(moment: int | None) -> str | None:
    return None if moment is None else from_epoch_ms(moment).isoformat()


async def _game_row(session: AsyncSession, body: AdminSpuFields, code: str, status: int) -> dict[str, Any]:
    """The game as a row of the catalogue file's ``games`` section."""
    category = await _category(session, body.categoryId)
    brand = await _brand(session, body.brandId)
    row: dict[str, Any] = {
        "code": code,
        "category": category.code,
        "team": brand.code,
        "names": dict(body.names),
        "introductions": dict(body.introductions),
        "descriptions": dict(body.descriptions),
        "cover": body.picUrl,
        "images": list(body.sliderPicUrls),
        "gameTypes": [item.model_dump() for item in body.gameTypes],
        "saleTypes": [item.model_dump() for item in body.saleTypes],
        "version": body.version,
        "size": body.size,
        "releaseTime": _iso(body.releaseTime),
        "discountEndTime": _iso(body.discountEndTime),
        "featured": body.featured,
        "status": status,
        # Fields the console left out are left out of the row too: the import keeps them as stored.
        "skus": [_sku_row(sku) for sku in body.skus],
    }
    if body.tags:
        row["tags"] = {lang: list(tags) for lang, tags in body.tags.items()}
    return row


async def _game_snapshot(session: AsyncSession, spu: Spu) -> dict[str, Any]:
    """What the audit log keeps of a game: its fields and its versions' prices."""
    versions = await session.execute(
        select(Sku.code, Sku.names, Sku.price, Sku.market_price)
        .where(Sku.spu_id == spu.id)
        .order_by(Sku.sort, Sku.id)
    )
    return {
        "id": spu.id,
        "code": spu.code,
        "status": spu.status,
        "categoryId": spu.category_id,
        "brandId": spu.brand_id,
        "names": dict(spu.names),
        "introductions": dict(spu.introductions),
        "descriptions": dict(spu.descriptions),
        "tags": dict(spu.tags),
        "picUrl": spu.cover,
        "sliderPicUrls": list(spu.images),
        "version": spu.version,
        "size": spu.size,
        "featured": spu.featured,
        "releaseTime": epoch_ms(spu.release_time),
        "price": spu.price,
        "marketPrice": spu.market_price,
        "skus": [
            {"code": code, "names": dict(names), "price": price, "marketPrice": market}
            for code, names, price, market in versions
        ],
    }


async def _saved_game(session: AsyncSession, code: str) -> Spu:
    spu = await session.scalar(select(Spu).where(Spu.code == code))
    assert spu is not None  # just saved
    await session.refresh(spu)
    return spu


async def create_game(session: AsyncSession, principal: OperatorPrincipal, body: AdminSpuCreateReq) -> int:
    """A new game, off sale unless the form says otherwise; its id."""
    await _code_free(session, Spu, body.code)
    status = 0 if body.status is None else int(body.status)
    await _import_row(session, "games", await _game_row(session, body, body.code, status))
    spu = await _saved_game(session, body.code)
    after = await _game_snapshot(session, spu)
    await audit.record(session, principal, "catalogue.game.create", "product_spu", spu.id, None, after)
    return spu.id


async def update_game(session: AsyncSession, principal: OperatorPrincipal, body: AdminSpuUpdateReq) -> None:
    """Every field but the code; versions listed are added or changed, the others left alone."""
    spu = await session.get(Spu, body.id)
    if spu is None:
        raise AppError(errors.SPU_NOT_FOUND)
    before = await _game_snapshot(session, spu)
    status = spu.status if body.status is None else int(body.status)
    await _import_row(session, "games", await _game_row(session, body, spu.code, status))
    spu = await _saved_game(session, spu.code)
    after = await _game_snapshot(session, spu)
    await audit.record(session, principal, "catalogue.game.update", "product_spu", spu.id, before, after)


# -- categories -----------------------------------------------------------------------------------


async def _game_counts(session: AsyncSession, column: Any, ids: Sequence[int]) -> dict[int, int]:
    if not ids:
        return {}
    rows = await session.execute(select(column, func.count()).where(column.in_(ids)).group_by(column))
    return {key: int(count) for key, count in rows}


def _category_answer(category: Category, games: int, lang: Lang) -> AdminCategoryResp:
    return AdminCategoryResp(
        id=category.id,
        code=category.code,
        parentId=category.parent_id,
        names=dict(category.names),
        name=text(category.names, lang),
        icon=category.icon,
        sort=category.sort,
        enabled=category.enabled,
        gameCount=games,
    )


async def category_list(session: AsyncSession, lang: Lang) -> list[AdminCategoryResp]:
    """Every category (enabled or not), flat with parent ids, by sort then id."""
    rows = list(await session.scalars(select(Category).order_by(Category.sort, Category.id)))
    games = await _game_counts(session, Spu.category_id, [c.id for c in rows])
    return [_category_answer(c, games.get(c.id, 0), lang) for c in rows]


async def _category_row(session: AsyncSession, body: AdminCategoryFields, code: str) -> dict[str, Any]:
    parent = None if body.parentId is None else (await _category(session, body.parentId)).code
    row = {"code": code, "parent": parent, "names": dict(body.names), "sort": body.sort}
    return row | ({"icon": body.icon} if body.icon else {})  # the file's rows leave a blank one out


def _category_snapshot(category: Category) -> dict[str, Any]:
    return {
        "id": category.id,
        "code": category.code,
        "parentId": category.parent_id,
        "names": dict(category.names),
        "icon": category.icon,
        "sort": category.sort,
    }


async def _saved_category(session: AsyncSession, code: str) -> Category:
    category = await session.scalar(select(Category).where(Category.code == code))
    assert category is not None  # just saved
    await session.refresh(category)
    return category


async def create_category(
    session: AsyncSession, principal: OperatorPrincipal, body: AdminCategoryCreateReq, lang: Lang
) -> AdminCategoryResp:
    await _code_free(session, Category, body.code)
    await _import_row(session, "categories", await _category_row(session, body, body.code))
    category = await _saved_category(session, body.code)
    after = _category_snapshot(category)
    await audit.record(
        session, principal, "catalogue.category.create", "product_category", category.id, None, after
    )
    return _category_answer(category, 0, lang)


async def update_category(
    session: AsyncSession, principal: OperatorPrincipal, body: AdminCategoryUpdateReq, lang: Lang
) -> AdminCategoryResp:
    """Every field but the code; moving it under another parent keeps the tree sound."""
    category = await _category(session, body.id)
    before = _category_snapshot(category)
    await _import_row(session, "categories", await _category_row(session, body, category.code))
    category = await _saved_category(session, category.code)
    after = _category_snapshot(category)
    await audit.record(
        session, principal, "catalogue.category.update", "product_category", category.id, before, after
    )
    games = await _game_counts(session, Spu.category_id, [category.id])
    return _category_answer(category, games.get(category.id, 0), lang)


# -- teams ----------------------------------------------------------------------------------------


def _brand_answer(brand: Brand, games: int, lang: Lang) -> AdminBrandResp:
    return AdminBrandResp(
        id=brand.id,
        code=brand.code,
        name=text(brand.names, lang),
        names=dict(brand.names),
        descriptions=dict(brand.descriptions),
        logo=brand.logo,
        sort=brand.sort,
        enabled=brand.enabled,
        gameCount=games,
        createTime=epoch_ms(brand.created_at),
    )


def _matches(brand: Brand, keyword: str) -> bool:
    needle = keyword.casefold()
    return needle in brand.code.casefold() or any(needle in name.casefold() for name in brand.names.values())


async def brand_page(
    session: AsyncSession, params: AdminBrandPageReq, lang: Lang
) -> PageResult[AdminBrandResp]:
    """Teams by sort then id; a keyword is looked for in every language's name and the code. Teams
    are a few dozen, so they are matched here rather than in SQL (names are JSON)."""
    brands = list(await session.scalars(select(Brand).order_by(Brand.sort, Brand.id)))
    if params.keyword:
        brands = [brand for brand in brands if _matches(brand, params.keyword)]
    start = (params.pageNo - 1) * params.pageSize
    shown = brands[start : start + params.pageSize]
    games = await _game_counts(session, Spu.brand_id, [b.id for b in shown])
    return PageResult(list=[_brand_answer(b, games.get(b.id, 0), lang) for b in shown], total=len(brands))


async def brand_detail(session: AsyncSession, brand_id: int, lang: Lang) -> AdminBrandResp:
    brand = await _brand(session, brand_id)
    games = await _game_counts(session, Spu.brand_id, [brand.id])
    return _brand_answer(brand, games.get(brand.id, 0), lang)


def _brand_row(body: AdminBrandFields, code: str) -> dict[str, Any]:
    row = {
        "code": code,
        "names": dict(body.names),
        "descriptions": dict(body.descriptions),
        "sort": body.sort,
    }
    return row | ({"logo": body.logo} if body.logo else {})  # the file's rows leave a blank one out


def _brand_snapshot(brand: Brand) -> dict[str, Any]:
    return {
        "id": brand.id,
        "code": brand.code,
        "names": dict(brand.names),
        "descriptions": dict(brand.descriptions),
        "logo": brand.logo,
        "sort": brand.sort,
    }


async def _saved_brand(session: AsyncSession, code: str) -> Brand:
    brand = await session.scalar(select(Brand).where(Brand.code == code))
    assert brand is not None  # just saved
    await session.refresh(brand)
    return brand


async def create_brand(
    session: AsyncSession, principal: OperatorPrincipal, body: AdminBrandCreateReq, lang: Lang
) -> AdminBrandResp:
    await _code_free(session, Brand, body.code)
    await _import_row(session, "teams", _brand_row(body, body.code))
    brand = await _saved_brand(session, body.code)
    after = _brand_snapshot(brand)
    await audit.record(session, principal, "catalogue.team.create", "product_brand", brand.id, None, after)
    return _brand_answer(brand, 0, lang)


async def update_brand(
    session: AsyncSession, principal: OperatorPrincipal, body: AdminBrandUpdateReq, lang: Lang
) -> AdminBrandResp:
    """Every field but the code."""
    brand = await _brand(session, body.id)
    before = _brand_snapshot(brand)
    await _import_row(session, "teams", _brand_row(body, brand.code))
    brand = await _saved_brand(session, brand.code)
    after = _brand_snapshot(brand)
    await audit.record(session, principal, "catalogue.team.update", "product_brand", brand.id, before, after)
    games = await _game_counts(session, Spu.brand_id, [brand.id])
    return _brand_answer(brand, games.get(brand.id, 0), lang)


def _sku_row(sku: AdminSkuSaveReq) -> dict[str, Any]:
    """A version as the catalogue file writes it; what the console left out stays out (kept)."""
    row = sku.model_dump(exclude_unset=True)
    if "releaseTime" in row:
        row["releaseAt"] = _iso(row.pop("releaseTime"))
    return row
