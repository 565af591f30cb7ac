"""Finding games: pages of lists and searches, details, and the short lists the app asks for."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import timedelta
from typing import Any, NamedTuple

from sqlalchemy import Select, func, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.config import Settings
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang
from gamestore.core.pagination import PageResult, paginate
from gamestore.core.times import epoch_ms, optional_epoch_ms
from gamestore.models import Brand, Category, Sku, Spu
from gamestore.models.base import utcnow
from gamestore.product.errors import SPU_NOT_FOUND, SPU_OFF_SHELF
from gamestore.product.pricing import PriceContext, VersionPrice, cheapest, with_events
from gamestore.product.schemas import NavigationNumResp, SpuPageReq, SpuSimpleResp, SpuSummaryResp
from gamestore.product.texts import text, text_list

ON_SALE = 1
MAX_IDS = 100


class Version(NamedTuple):
    price: VersionPrice
    stock: int


async def require_on_sale(session: AsyncSession, spu_id: int) -> Spu:
    """The game, when it exists and is on sale; otherwise the not-found or taken-offline error."""
    spu = await session.get(Spu, spu_id)
    if spu is None:
        raise AppError(SPU_NOT_FOUND)
    if spu.status != ON_SALE:
        raise AppError(SPU_OFF_SHELF)
    return spu


def on_sale() -> Select[Spu]:
    return select(Spu).where(Spu.status == ON_SALE)


async def versions_by_spu(session: AsyncSession, spu_ids: Sequence[int]) -> dict[int, list[Version]]:
    """Every version of the listed games with its stock and its price after events: two queries
    however many games there are."""
    if not spu_ids:
        return {}
    rows = (
        await session.execute(
            select(Sku.id, Sku.spu_id, Sku.price, Sku.market_price, Sku.stock).where(Sku.spu_id.in_(spu_ids))
        )
    ).all()
    priced = await with_events(session, ((row.id, row.price, row.market_price) for row in rows))
    found: dict[int, list[Version]] = {}
    for row in rows:
        found.setdefault(row.spu_id, []).append(Version(priced[row.id], row.stock))
    return found


async def brand_names(session: AsyncSession, brand_ids: set[int], lang: Lang) -> dict[int, str]:
    if not brand_ids:
        return {}
    rows = await session.execute(select(Brand.id, Brand.names).where(Brand.id.in_(brand_ids)))
    return {brand_id: text(names, lang) for brand_id, names in rows}


def shown_version(spu: Spu, versions: Sequence[VersionPrice]) -> VersionPrice:
    """The prices a game is listed at: its cheapest version after events when one of its versions is
    on event, else the stored game prices."""
    best = cheapest(versions)
    if best is not None and best.event is not None:
        return best
    return VersionPrice(spu.price, spu.market_price)


def summary_fields(
    spu: Spu,
    brand_name: str,
    stock: int,
    prices: PriceContext,
    lang: Lang,
    shown: VersionPrice | None = None,
) -> dict[str, Any]:
    shown = shown or VersionPrice(spu.price, spu.market_price)
    discount_end = shown.event.end_time if shown.event is not None else spu.discount_end_time
    return {
        "id": spu.id,
        "name": text(spu.names, lang),
        "introduction": text(spu.introductions, lang),
        "picUrl": spu.cover,
        "categoryId": spu.category_id,
        "brandId": spu.brand_id,
        "brandName": brand_name,
        "tags": text_list(spu.tags, lang),
        "salesCount": spu.sales_count,
        "favoriteCount": spu.favorite_count,
        "stock": stock,
        "releaseTime": epoch_ms(spu.release_time),
        "discountEndTime": optional_epoch_ms(discount_end),
        **prices.version_prices(shown),
    }


async def summaries(
    session: AsyncSession, spus: Sequence[Spu], prices: PriceContext, lang: Lang
) -> list[SpuSummaryResp]:
    """Cards for a list of games, with three queries for all of them (teams, versions, events)."""
    names = await brand_names(session, {spu.brand_id for spu in spus}, lang)
    versions = await versions_by_spu(session, [spu.id for spu in spus])
    cards = []
    for spu in spus:
        found = versions.get(spu.id, [])
        shown = shown_version(spu, [v.price for v in found])
        stock = sum(v.stock for v in found)
        cards.append(
            SpuSummaryResp(**summary_fields(spu, names.get(spu.brand_id, ""), stock, prices, lang, shown))
        )
    return cards


async def category_with_descendants(session: AsyncSession, category_id: int) -> list[int]:
    rows = (await session.execute(select(Category.id, Category.parent_id))).all()
    children: dict[int | None, list[int]] = {}
    for child_id, parent_id in rows:
        children.setdefault(parent_id, []).append(child_id)
    found, queue = [category_id], [category_id]
    while queue:
        for child in children.get(queue.pop(), []):
            found.append(child)
            queue.append(child)
    return found


def _escape_like(keyword: str) -> str:
    return keyword.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def _list_filter(stmt: Select[Spu], name: str | None, settings: Settings) -> Select[Spu]:
    if name == "featured":
        return stmt.where(Spu.featured.is_(True))
    if name == "low-priced":
        return stmt.where(Spu.price <= settings.low_price_max_fen)
    if name == "new":
        return stmt.where(Spu.release_time >= utcnow() - timedelta(days=settings.new_release_days))
    return stmt


# The order each list has when no sort is asked for: (field, ascending).
_LIST_ORDER = {
    "featured": ("featured", False),
    "low-priced": ("price", True),
    "new": ("newest", False),
    "best-selling": ("popular", False),
}
_SORT_COLUMNS = {
    "newest": Spu.release_time,
    "popular": Spu.sales_count,
    "price": Spu.price,
    "featured": Spu.sort,
}


def _order(stmt: Select[Spu], body: SpuPageReq) -> Select[Spu]:
    field, ascending = _LIST_ORDER.get(body.list or "", ("featured", False))
    if body.sortField:
        field, ascending = body.sortField, body.sortField == "price"
    if body.sortAsc is not None:
        ascending = body.sortAsc
    column = _SORT_COLUMNS[field]
    tiebreak = Spu.id.asc() if ascending else Spu.id.desc()
    return stmt.order_by(column.asc() if ascending else column.desc(), tiebreak)


async def page(
    session: AsyncSession, body: SpuPageReq, prices: PriceContext, lang: Lang, settings: Settings
) -> PageResult[SpuSummaryResp]:
    stmt = _list_filter(on_sale(), body.list, settings)
    if body.categoryId is not None:
        stmt = stmt.where(Spu.category_id.in_(await category_with_descendants(session, body.categoryId)))
    if body.brandId is not None:
        stmt = stmt.where(Spu.brand_id == body.brandId)
    keyword = (body.keyword or "").strip().lower()
    if keyword:
        pattern = f"%{_escape_like(keyword)}%"
        stmt = stmt.where(
            or_(Spu.search_text.like(pattern, escape="\\"), Spu.code.like(pattern, escape="\\"))
        )
    rows, total = await paginate(session, _order(stmt, body), body)
    return PageResult[SpuSummaryResp](list=await summaries(session, rows, prices, lang), total=total)


async def list_by_ids(
    session: AsyncSession, ids: Sequence[int], prices: PriceContext, lang: Lang
) -> list[SpuSummaryResp]:
    """The games asked for that are on sale, in the order asked."""
    found = {spu.id: spu for spu in await session.scalars(on_sale().where(Spu.id.in_(ids)))}
    return await summaries(session, [found[i] for i in dict.fromkeys(ids) if i in found], prices, lang)


async def list_all_simple(session: AsyncSession, lang: Lang) -> list[SpuSimpleResp]:
    rows = await session.execute(
        select(Spu.id, Spu.names).where(Spu.status == ON_SALE).order_by(Spu.sort.desc(), Spu.id)
    )
    return [SpuSimpleResp(id=spu_id, name=text(names, lang)) for spu_id, names in rows]


async def navigation_num(session: AsyncSession, settings: Settings) -> NavigationNumResp:
    async def count(name: str | None) -> int:
        stmt = _list_filter(on_sale(), name, settings)
        return int(await session.scalar(select(func.count()).select_from(stmt.subquery())) or 0)

    return NavigationNumResp(
        featured=await count("featured"),
        lowPriced=await count("low-priced"),
        new=await count("new"),
        bestSelling=await count(None),
        total=await count(None),
    )
