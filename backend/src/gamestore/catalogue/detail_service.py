"""One game's page: versions with event and member-level prices, the items each carries, rating, team,
and the footprint. The items are engagement's, which depends on the catalogue: the page's route is
engagement's (engagement/game_page_router.py) and hands in what the versions carry (``CarriedItems``)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import comment_service, history_service
from gamestore.catalogue.catalogue_cache import CatalogueCache
from gamestore.catalogue.pricing import PriceContext, VersionPrice, with_events
from gamestore.catalogue.regions import Regions, RegionsBody
from gamestore.catalogue.schemas import (
    GameTypeResp,
    SaleTypeResp,
    SkuBonusItemResp,
    SkuDetailResp,
    SpuDetailResp,
)
from gamestore.catalogue.spu_service import Card, card, require_on_sale, several_prices, shown_version
from gamestore.core.auth import Principal
from gamestore.core.i18n import Lang
from gamestore.core.texts import text
from gamestore.core.times import optional_epoch_ms
from gamestore.events import dispatcher
from gamestore.events.activity import GameViewed
from gamestore.models.catalogue import Brand, BrandFollow, Category, Sku


class CarriedItem(Protocol):
    """An item a version carries, one with each key bought, as the page shows it."""

    @property
    def code(self) -> str: ...

    @property
    def names(self) -> Mapping[str, str]: ...

    @property
    def pic_url(self) -> str: ...


CarriedItems = Callable[[AsyncSession, Iterable[int]], Awaitable[Mapping[int, Sequence[CarriedItem]]]]
"""What each of the versions (sku ids) carries; versions carrying nothing absent."""


@dataclass(frozen=True, slots=True)
class _GamePage:
    """A game's page before it is priced and marked for whoever asks: the same for everyone."""

    game: Card
    fields: dict[str, Any]
    # id, name, stock, prices, bonuses, regions, release (epoch ms: a pre-order until then)
    skus: list[tuple[int, str, int, VersionPrice, list[SkuBonusItemResp], RegionsBody | None, int | None]]


async def detail(
    session: AsyncSession,
    spu_id: int,
    prices: PriceContext,
    lang: Lang,
    principal: Principal | None,
    cache: CatalogueCache,
    carried_by: CarriedItems,
) -> SpuDetailResp:
    """The page (kept briefly in ``cache``, priced for the one asking); a member's view is recorded."""
    page = await cache.get_or_build(
        ("spu-detail", spu_id, lang), lambda: _game_page(session, spu_id, lang, carried_by)
    )
    favorite, views = False, page.fields["browseCount"]
    if principal is not None:
        member_id = principal.member_id
        favorite = await history_service.record_view(session, member_id, spu_id)
        views += 1  # the count the member sees includes their own view
        await dispatcher.publish(session, GameViewed(member_id, spu_id))
    return SpuDetailResp(
        **page.game.fields,
        **prices.version_prices(page.game.shown),
        **{**page.fields, "browseCount": views},
        skus=[
            SkuDetailResp(
                id=sku_id,
                name=name,
                stock=stock,
                bonusItems=bonuses,
                regions=regions,
                releaseTime=release,
                **prices.version_prices(version),
            )
            for sku_id, name, stock, version, bonuses, regions, release in page.skus
        ],
        favorite=favorite,
    )


async def _game_page(session: AsyncSession, spu_id: int, lang: Lang, carried_by: CarriedItems) -> _GamePage:
    spu = await require_on_sale(session, spu_id)
    skus = list(await session.scalars(select(Sku).where(Sku.spu_id == spu.id).order_by(Sku.sort, Sku.id)))
    brand = await session.get(Brand, spu.brand_id)
    category = await session.get(Category, spu.category_id)
    followers = await session.scalar(select(func.count()).where(BrandFollow.brand_id == spu.brand_id))
    versions = await with_events(session, ((sku.id, sku.price, sku.market_price) for sku in skus))
    shown = shown_version(spu, list(versions.values()))
    brand_name = text(brand.names, lang) if brand else ""
    price_from = several_prices(list(versions.values()))
    carried = await carried_by(session, [sku.id for sku in skus])
    bonuses = {
        sku_id: [
            SkuBonusItemResp(code=item.code, name=text(item.names, lang), picUrl=item.pic_url)
            for item in items
        ]
        for sku_id, items in carried.items()
    }
    return _GamePage(
        game=card(spu, brand_name, sum(s.stock for s in skus), lang, shown, price_from),
        fields={
            "description": text(spu.descriptions, lang),
            "sliderPicUrls": list(spu.images or []),
            "categoryName": text(category.names, lang) if category else "",
            "brandLogo": brand.logo if brand else "",
            "version": spu.version,
            "size": spu.size,
            "followerCount": int(followers or 0),
            "participantCount": spu.sales_count,
            "browseCount": spu.browse_count,
            "gameTypeRespVOS": [GameTypeResp.model_validate(item) for item in spu.game_types or []],
            "saleTypeRespVOS": [SaleTypeResp.model_validate(item) for item in spu.sale_types or []],
            "rating": await comment_service.statistics(session, spu.id),
        },
        skus=[
            (
                sku.id,
                text(sku.names, lang),
                sku.stock,
                versions[sku.id],
                bonuses.get(sku.id, []),
                RegionsBody.of(Regions.stored(sku.region_mode, sku.region_codes)),
                optional_epoch_ms(sku.release_at),
            )
            for sku in skus
        ],
    )
