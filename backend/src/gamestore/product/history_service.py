"""Footprints: the games a member looked at, newest first, one row per game."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import delete, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.db import dialect_insert
from gamestore.core.i18n import Lang
from gamestore.core.pagination import PageParam, PageResult, paginate
from gamestore.core.times import epoch_ms
from gamestore.models.base import utcnow
from gamestore.models.product import BrowseHistory, Spu
from gamestore.product.favorite_service import spu_cards
from gamestore.product.member_schemas import BrowseHistoryResp
from gamestore.product.pricing import PriceContext


async def record_view(session: AsyncSession, member_id: int, spu_id: int) -> None:
    """Remember that the member opened the game (again): one footprint per game, moved to now."""
    now = utcnow()
    stmt = dialect_insert(session, BrowseHistory).values(member_id=member_id, spu_id=spu_id, viewed_at=now)
    await session.execute(
        stmt.on_conflict_do_update(index_elements=["member_id", "spu_id"], set_={"viewed_at": now})
    )
    await session.execute(update(Spu).where(Spu.id == spu_id).values(browse_count=Spu.browse_count + 1))


async def page(
    session: AsyncSession, member_id: int, params: PageParam, prices: PriceContext, lang: Lang
) -> PageResult[BrowseHistoryResp]:
    """The member's footprints, most recently viewed first; games off the shelf keep their row."""
    stmt = (
        select(BrowseHistory)
        .where(BrowseHistory.member_id == member_id)
        .order_by(BrowseHistory.viewed_at.desc(), BrowseHistory.id.desc())
    )
    rows, total = await paginate(session, stmt, params)
    cards = await spu_cards(session, [row.spu_id for row in rows], prices, lang)
    items = [
        BrowseHistoryResp(
            id=row.id, spuId=row.spu_id, viewedTime=epoch_ms(row.viewed_at), spu=cards.get(row.spu_id)
        )
        for row in rows
    ]
    return PageResult[BrowseHistoryResp](list=items, total=total)


async def remove(session: AsyncSession, member_id: int, spu_ids: Sequence[int]) -> None:
    """Forget the listed games' footprints; other members' rows are never touched."""
    await session.execute(
        delete(BrowseHistory).where(
            BrowseHistory.member_id == member_id, BrowseHistory.spu_id.in_(set(spu_ids))
        )
    )


async def clean(session: AsyncSession, member_id: int) -> None:
    await session.execute(delete(BrowseHistory).where(BrowseHistory.member_id == member_id))
