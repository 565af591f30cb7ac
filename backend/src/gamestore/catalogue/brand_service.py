"""Teams (brands) and the members who follow them. Counts come from grouped queries, so a list of
teams costs the same few queries however long it is."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import Select, delete, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import errors
from gamestore.catalogue.member_schemas import BrandCountResp, BrandResp, BrandSimpleResp
from gamestore.catalogue.spu_service import ON_SALE
from gamestore.core import clock
from gamestore.core.db import dialect_insert
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang
from gamestore.core.texts import text
from gamestore.events import dispatcher
from gamestore.events.activity import TeamFollowed
from gamestore.models.catalogue import Brand, BrandFollow, Spu


def _enabled() -> Select[Brand]:
    return select(Brand).where(Brand.enabled.is_(True))


async def _require(session: AsyncSession, brand_id: int) -> Brand:
    brand = await session.scalar(_enabled().where(Brand.id == brand_id))
    if brand is None:
        raise AppError(errors.BRAND_NOT_FOUND)
    return brand


async def _follower_counts(session: AsyncSession, brand_ids: Sequence[int]) -> dict[int, int]:
    rows = await session.execute(
        select(BrandFollow.brand_id, func.count())
        .where(BrandFollow.brand_id.in_(brand_ids))
        .group_by(BrandFollow.brand_id)
    )
    return {brand_id: int(count) for brand_id, count in rows}


async def _game_counts(session: AsyncSession, brand_ids: Sequence[int]) -> dict[int, int]:
    rows = await session.execute(
        select(Spu.brand_id, func.count())
        .where(Spu.brand_id.in_(brand_ids), Spu.status == ON_SALE)
        .group_by(Spu.brand_id)
    )
    return {brand_id: int(count) for brand_id, count in rows}


async def _followed(session: AsyncSession, member_id: int | None, brand_ids: Sequence[int]) -> set[int]:
    if member_id is None:
        return set()
    rows = await session.scalars(
        select(BrandFollow.brand_id).where(
            BrandFollow.member_id == member_id, BrandFollow.brand_id.in_(brand_ids)
        )
    )
    return set(rows)


async def _describe(
    session: AsyncSession, brands: Sequence[Brand], member_id: int | None, lang: Lang
) -> list[BrandResp]:
    if not brands:
        return []
    ids = [brand.id for brand in brands]
    followers = await _follower_counts(session, ids)
    games = await _game_counts(session, ids)
    followed = await _followed(session, member_id, ids)
    return [
        BrandResp(
            id=brand.id,
            name=text(brand.names, lang),
            logo=brand.logo,
            description=text(brand.descriptions, lang),
            followerCount=followers.get(brand.id, 0),
            gameCount=games.get(brand.id, 0),
            followed=brand.id in followed,
        )
        for brand in brands
    ]


async def list_enabled(session: AsyncSession, member_id: int | None, lang: Lang) -> list[BrandResp]:
    brands = list(await session.scalars(_enabled().order_by(Brand.sort, Brand.id)))
    return await _describe(session, brands, member_id, lang)


async def list_all_simple(session: AsyncSession, lang: Lang) -> list[BrandSimpleResp]:
    rows = await session.execute(
        select(Brand.id, Brand.names).where(Brand.enabled.is_(True)).order_by(Brand.sort, Brand.id)
    )
    return [BrandSimpleResp(id=brand_id, name=text(names, lang)) for brand_id, names in rows]


async def get(session: AsyncSession, brand_id: int, member_id: int | None, lang: Lang) -> BrandResp:
    brand = await _require(session, brand_id)
    return (await _describe(session, [brand], member_id, lang))[0]


async def get_count(session: AsyncSession, brand_id: int) -> BrandCountResp:
    await _require(session, brand_id)
    followers = await _follower_counts(session, [brand_id])
    games = await _game_counts(session, [brand_id])
    return BrandCountResp(followerCount=followers.get(brand_id, 0), gameCount=games.get(brand_id, 0))


async def follow(session: AsyncSession, member_id: int, brand_id: int) -> None:
    """Follow an enabled team; following again is fine (the unique row makes it count once)."""
    await _require(session, brand_id)
    followed = await session.scalar(
        dialect_insert(session, BrandFollow)
        .values(member_id=member_id, brand_id=brand_id, created_at=clock.now())
        .on_conflict_do_nothing(index_elements=["member_id", "brand_id"])
        .returning(BrandFollow.id)
    )
    if followed is not None:
        await dispatcher.publish(session, TeamFollowed(member_id, brand_id))


async def unfollow(session: AsyncSession, member_id: int, brand_id: int) -> None:
    """Stop following a team (also a disabled or unknown one); again is fine."""
    await session.execute(
        delete(BrandFollow).where(BrandFollow.member_id == member_id, BrandFollow.brand_id == brand_id)
    )


async def followed_list(session: AsyncSession, member_id: int, lang: Lang) -> list[BrandResp]:
    """The enabled teams the member follows, the latest follow first."""
    brands = list(
        await session.scalars(
            _enabled()
            .join(BrandFollow, BrandFollow.brand_id == Brand.id)
            .where(BrandFollow.member_id == member_id)
            .order_by(BrandFollow.created_at.desc(), BrandFollow.id.desc())
        )
    )
    return await _describe(session, brands, member_id, lang)
