"""One game's page: versions with event and member-level prices, rating, team, and the footprint."""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.auth import Principal
from gamestore.core.i18n import Lang
from gamestore.core.texts import text
from gamestore.member import task_events
from gamestore.member.task_events import TaskEvent
from gamestore.models.product import Brand, BrandFollow, Category, Favorite, Sku
from gamestore.product import comment_service, history_service
from gamestore.product.pricing import PriceContext, with_events
from gamestore.product.schemas import GameTypeResp, SaleTypeResp, SkuResp, SpuDetailResp
from gamestore.product.spu_service import card, require_on_sale, several_prices, shown_version


async def detail(
    session: AsyncSession, spu_id: int, prices: PriceContext, lang: Lang, principal: Principal | None
) -> SpuDetailResp:
    spu = await require_on_sale(session, spu_id)
    skus = list(await session.scalars(select(Sku).where(Sku.spu_id == spu.id).order_by(Sku.sort, Sku.id)))
    brand = await session.get(Brand, spu.brand_id)
    category = await session.get(Category, spu.category_id)
    followers = await session.scalar(select(func.count()).where(BrandFollow.brand_id == spu.brand_id))
    favorite = False
    if principal is not None:
        favorite = (
            await session.scalar(
                select(Favorite.id).where(
                    Favorite.member_id == principal.member_id, Favorite.spu_id == spu.id
                )
            )
        ) is not None
        await history_service.record_view(session, principal.member_id, spu.id)
        await task_events.record(session, principal.member_id, TaskEvent.GAME_VIEWED, str(spu.id))
    versions = await with_events(session, ((sku.id, sku.price, sku.market_price) for sku in skus))
    shown = shown_version(spu, list(versions.values()))
    brand_name = text(brand.names, lang) if brand else ""
    price_from = several_prices(list(versions.values()))
    game = card(spu, brand_name, sum(s.stock for s in skus), lang, shown, price_from)
    return SpuDetailResp(
        **game.fields,
        **prices.version_prices(game.shown),
        description=text(spu.descriptions, lang),
        sliderPicUrls=list(spu.images or []),
        categoryName=text(category.names, lang) if category else "",
        brandLogo=brand.logo if brand else "",
        version=spu.version,
        size=spu.size,
        followerCount=int(followers or 0),
        participantCount=spu.sales_count,
        browseCount=spu.browse_count,
        gameTypeRespVOS=[GameTypeResp.model_validate(item) for item in spu.game_types or []],
        saleTypeRespVOS=[SaleTypeResp.model_validate(item) for item in spu.sale_types or []],
        skus=[
            SkuResp(
                id=sku.id,
                name=text(sku.names, lang),
                stock=sku.stock,
                **prices.version_prices(versions[sku.id]),
            )
            for sku in skus
        ],
        rating=await comment_service.statistics(session, spu.id),
        favorite=favorite,
    )
