"""Favorites: the games a member keeps, newest first; ``Spu.favorite_count`` counts each member once."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import delete, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue.member_schemas import FavoriteResp
from gamestore.catalogue.pricing import PriceContext
from gamestore.catalogue.schemas import SpuSummaryResp
from gamestore.catalogue.spu_service import on_sale, require_on_sale, summaries
from gamestore.core import clock
from gamestore.core.db import dialect_insert
from gamestore.core.i18n import Lang
from gamestore.core.pagination import PageParam, PageResult, paginate
from gamestore.core.times import epoch_ms
from gamestore.events import dispatcher
from gamestore.events.activity import FavoriteAdded, FavoriteRemoved
from gamestore.models.catalogue import Favorite, Spu


async def spu_cards(
    session: AsyncSession, spu_ids: Sequence[int], prices: PriceContext, lang: Lang
) -> dict[int, SpuSummaryResp]:
    """Cards of the listed games that are on sale, by id (three queries however many there are)."""
    if not spu_ids:
        return {}
    spus = list(await session.scalars(on_sale().where(Spu.id.in_(set(spu_ids)))))
    return {card.id: card for card in await summaries(session, spus, prices, lang)}


async def create(session: AsyncSession, member_id: int, spu_id: int) -> bool:
    """Favorite a game on sale; again is fine. Only the request whose row went in counts it, so
    concurrent requests of one member count once. Answers whether it was newly favorited."""
    await require_on_sale(session, spu_id)
    stmt = (
        dialect_insert(session, Favorite)
        .values(member_id=member_id, spu_id=spu_id, created_at=clock.now())
        .on_conflict_do_nothing(index_elements=["member_id", "spu_id"])
        .returning(Favorite.id)
    )
    if (await session.execute(stmt)).scalar_one_or_none() is not None:
        await session.execute(
            update(Spu).where(Spu.id == spu_id).values(favorite_count=Spu.favorite_count + 1)
        )
        await dispatcher.publish(session, FavoriteAdded(member_id, spu_id))
        return True
    return False


async def remove(session: AsyncSession, member_id: int, spu_id: int) -> None:
    """Unfavorite a game (on sale or not); again, or never favorited, is fine."""
    stmt = (
        delete(Favorite)
        .where(Favorite.member_id == member_id, Favorite.spu_id == spu_id)
        .returning(Favorite.id)
    )
    if (await session.execute(stmt)).scalar_one_or_none() is not None:
        await session.execute(
            update(Spu)
            .where(Spu.id == spu_id, Spu.favorite_count > 0)
            .values(favorite_count=Spu.favorite_count - 1)
        )
        await dispatcher.publish(session, FavoriteRemoved(member_id, spu_id))


async def exists(session: AsyncSession, member_id: int | None, spu_id: int) -> bool:
    if member_id is None:
        return False
    found = await session.scalar(
        select(Favorite.id).where(Favorite.member_id == member_id, Favorite.spu_id == spu_id)
    )
    return found is not None


async def page(
    session: AsyncSession, member_id: int, params: PageParam, prices: PriceContext, lang: Lang
) -> PageResult[FavoriteResp]:
    stmt = (
        select(Favorite)
        .where(Favorite.member_id == member_id)
        .order_by(Favorite.created_at.desc(), Favorite.id.desc())
    )
    rows, total = await paginate(session, stmt, params)
    cards = await spu_cards(session, [row.spu_id for row in rows], prices, lang)
    items = [
        FavoriteResp(
            id=row.id, spuId=row.spu_id, createTime=epoch_ms(row.created_at), spu=cards.get(row.spu_id)
        )
        for row in rows
    ]
    return PageResult[FavoriteResp](list=items, total=total)
