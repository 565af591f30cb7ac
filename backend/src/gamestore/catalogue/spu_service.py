"""Finding games: pages of lists and searches, details, and the short lists the app asks for."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Any, NamedTuple

from sqlalchemy import Select, SQLColumnExpression, Subquery, bindparam, func, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue.catalogue_cache import CatalogueCache
from gamestore.catalogue.discount_service import discounted_sql, running_discounts
from gamestore.catalogue.errors import SPU_NOT_FOUND, SPU_OFF_SHELF
from gamestore.catalogue.pricing import PriceContext, VersionPrice, cheapest, with_events
from gamestore.catalogue.schemas import NavigationNumResp, SpuPageReq, SpuSimpleResp, SpuSummaryResp
from gamestore.core import clock
from gamestore.core.config import Settings
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang
from gamestore.core.pagination import PageResult, paginate
from gamestore.core.search import LIKE_ESCAPE, contains_pattern
from gamestore.core.texts import text, text_list
from gamestore.core.times import epoch_ms, optional_epoch_ms
from gamestore.models.base import UtcDateTime
from gamestore.models.catalogue import Brand, Category, Sku, Spu

ON_SALE = 1


class Version(NamedTuple):
    price: VersionPrice
    stock: int


class Card(NamedTuple):
    """A game's card before it is priced for whoever asks: the same for every member and visitor."""

    fields: dict[str, Any]
    shown: VersionPrice

    def priced(self, prices: PriceContext) -> SpuSummaryResp:
        return SpuSummaryResp(**self.fields, **prices.version_prices(self.shown))


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
    stored = next((v for v in versions if v.price == spu.price and v.event is None), best)
    return VersionPrice(spu.price, spu.market_price, sku_id=stored.sku_id if stored else None)


def several_prices(versions: Sequence[VersionPrice]) -> bool:
    """The versions cost different amounts (after events), so a card's price is a "from" price."""
    return len({v.after_events for v in versions}) > 1


def event_shown_prices(moment: datetime | SQLColumnExpression[datetime]) -> Subquery:
    """``shown_version``'s rule in SQL, for filtering and sorting by the price a card shows: each
    game whose cheapest version after events (``cheapest``) is on an event running at ``moment``,
    with that price (``spu_id``, ``price``). Every other game is shown at its stored ``Spu.price``.

    A version's event price is the lowest ``discounted`` price over the running activities it is
    in (``event_prices``); on a tie between a version on event and one off event, the one on event
    is shown. Only the versions of games with a running event are read."""
    discounts = running_discounts(moment)
    on_event = (
        select(
            discounts.c.sku_id.label("sku_id"),
            Sku.spu_id.label("spu_id"),
            func.min(
                discounted_sql(
                    Sku.price,
                    discounts.c.discount_type,
                    discounts.c.discount_percent,
                    discounts.c.discount_price,
                )
            ).label("price"),
        )
        .select_from(discounts)
        .join(Sku, Sku.id == discounts.c.sku_id)
        .group_by(discounts.c.sku_id, Sku.spu_id)
        .cte("sku_on_event")
    )
    with_event = select(on_event.c.spu_id)
    lowest_event = func.min(on_event.c.price)
    return (
        select(Sku.spu_id.label("spu_id"), lowest_event.label("price"))
        .outerjoin(on_event, on_event.c.sku_id == Sku.id)
        .where(Sku.spu_id.in_(with_event))
        .group_by(Sku.spu_id)
        .having(lowest_event <= func.min(func.coalesce(on_event.c.price, Sku.price)))
        .subquery("event_shown")
    )


# Built once (building it is most of its cost): the moment is read when a statement runs.
_SHOWN_NOW = event_shown_prices(bindparam("shown_at", callable_=clock.now, type_=UtcDateTime(), unique=True))


def with_shown_price(stmt: Select[Spu]) -> tuple[Select[Spu], SQLColumnExpression[int]]:
    """``stmt`` joined to the games' event prices as they are when it runs, and the price each
    game's card shows."""
    joined = stmt.outerjoin(_SHOWN_NOW, _SHOWN_NOW.c.spu_id == Spu.id)
    return joined, func.coalesce(_SHOWN_NOW.c.price, Spu.price)


def card(
    spu: Spu, brand_name: str, stock: int, lang: Lang, shown: VersionPrice, price_from: bool = False
) -> Card:
    """The card's fields but its prices (``Card.priced`` adds those for the one asking)."""
    discount_end = shown.event.end_time if shown.event is not None else spu.discount_end_time
    fields = {
        "id": spu.id,
        "skuId": shown.sku_id,
        "priceFrom": price_from,
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
    }
    return Card(fields, shown)


async def cards(session: AsyncSession, spus: Sequence[Spu], lang: Lang) -> list[Card]:
    """Cards for a list of games, with three queries for all of them (teams, versions, events)."""
    names = await brand_names(session, {spu.brand_id for spu in spus}, lang)
    versions = await versions_by_spu(session, [spu.id for spu in spus])
    found_cards = []
    for spu in spus:
        found = versions.get(spu.id, [])
        priced = [v.price for v in found]
        stock = sum(v.stock for v in found)
        brand = names.get(spu.brand_id, "")
        found_cards.append(card(spu, brand, stock, lang, shown_version(spu, priced), several_prices(priced)))
    return found_cards


async def summaries(
    session: AsyncSession, spus: Sequence[Spu], prices: PriceContext, lang: Lang
) -> list[SpuSummaryResp]:
    return [found.priced(prices) for found in await cards(session, spus, lang)]


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


def _listed(
    name: str | None, settings: Settings, by_price: bool
) -> tuple[Select[Spu], SQLColumnExpression[int]]:
    """The games on sale in list ``name`` and the price to sort them by: the price each card shows
    (after running events) when the list or the sort needs it, else the stored price (unused)."""
    stmt: Select[Spu] = on_sale()
    price: SQLColumnExpression[int] = Spu.price
    if by_price or name == "low-priced":
        stmt, price = with_shown_price(stmt)
    return _list_filter(stmt, name, settings, price), price


def _list_filter(
    stmt: Select[Spu], name: str | None, settings: Settings, price: SQLColumnExpression[int]
) -> Select[Spu]:
    if name == "featured":
        return stmt.where(Spu.featured.is_(True))
    if name == "low-priced":
        return stmt.where(price <= settings.low_price_max_fen)
    if name == "new":
        return stmt.where(Spu.release_time >= clock.now() - timedelta(days=settings.new_release_days))
    return stmt


# The order each list has when no sort is asked for: (field, ascending).
_LIST_ORDER = {
    "featured": ("featured", False),
    "low-priced": ("price", True),
    "new": ("newest", False),
    "best-selling": ("popular", False),
}
_SORT_COLUMNS: dict[str, SQLColumnExpression[Any]] = {
    "newest": Spu.release_time,
    "popular": Spu.sales_count,
    "featured": Spu.sort,
}


def _sort(body: SpuPageReq) -> tuple[str, bool]:
    field, ascending = _LIST_ORDER.get(body.list or "", ("featured", False))
    if body.sortField:
        field, ascending = body.sortField, body.sortField == "price"
    if body.sortAsc is not None:
        ascending = body.sortAsc
    return field, ascending


def _order(stmt: Select[Spu], field: str, ascending: bool, price: SQLColumnExpression[int]) -> Select[Spu]:
    column = price if field == "price" else _SORT_COLUMNS[field]
    tiebreak = Spu.id.asc() if ascending else Spu.id.desc()
    return stmt.order_by(column.asc() if ascending else column.desc(), tiebreak)


async def page(
    session: AsyncSession,
    body: SpuPageReq,
    prices: PriceContext,
    lang: Lang,
    settings: Settings,
    cache: CatalogueCache,
) -> PageResult[SpuSummaryResp]:
    """The page's cards are the same for everyone but their prices: kept briefly (``cache``) and
    priced for the one asking, so a member's page costs about what a visitor's cached one does."""
    key = ("spu-page", body.model_dump_json(), lang)
    found, total = await cache.get_or_build(key, lambda: _page_cards(session, body, lang, settings))
    return PageResult[SpuSummaryResp](list=[c.priced(prices) for c in found], total=total)


async def _page_cards(
    session: AsyncSession, body: SpuPageReq, lang: Lang, settings: Settings
) -> tuple[list[Card], int]:
    field, ascending = _sort(body)
    stmt, price = _listed(body.list, settings, by_price=field == "price")
    if body.categoryId is not None:
        stmt = stmt.where(Spu.category_id.in_(await category_with_descendants(session, body.categoryId)))
    if body.brandId is not None:
        stmt = stmt.where(Spu.brand_id == body.brandId)
    pattern = contains_pattern(body.keyword)
    if pattern:
        stmt = stmt.where(
            or_(Spu.search_text.like(pattern, escape=LIKE_ESCAPE), Spu.code.like(pattern, escape=LIKE_ESCAPE))
        )
    rows, total = await paginate(session, _order(stmt, field, ascending, price), body)
    return await cards(session, rows, lang), total


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
        stmt, _ = _listed(name, settings, by_price=False)
        return int(await session.scalar(select(func.count()).select_from(stmt.subquery())) or 0)

    return NavigationNumResp(
        featured=await count("featured"),
        lowPriced=await count("low-priced"),
        new=await count("new"),
        bestSelling=await count(None),
        total=await count(None),
    )
