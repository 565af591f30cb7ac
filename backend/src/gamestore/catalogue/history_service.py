"""Footprints: the games a member looked at, newest first, one row per game."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import cast

from sqlalchemy import Executable, Table, bindparam, delete, exists, literal, select, update
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue.favorite_service import spu_cards
from gamestore.catalogue.member_schemas import BrowseHistoryResp
from gamestore.catalogue.pricing import PriceContext
from gamestore.core import clock
from gamestore.core.db import standalone_writes
from gamestore.core.i18n import Lang
from gamestore.core.pagination import PageParam, PageResult, paginate
from gamestore.core.times import epoch_ms
from gamestore.models.catalogue import BrowseHistory, Favorite, Spu


async def record_view(session: AsyncSession, member_id: int, spu_id: int) -> bool:
    """Remember that the member opened the game (again): one footprint per game, moved to now, and
    one more on the game's view count. Answers whether the game is among the member's favorites (the
    game page shows it): on PostgreSQL all three in one statement, a round trip being most of what a
    member's game page costs the server. The writes stand on their own (core/db.standalone_writes):
    a game's count row is not held locked while the rest of its page is answered."""
    params = {"member_id": member_id, "spu_id": spu_id, "now": clock.now()}
    async with standalone_writes(session) as connection:
        statements = _view_statements(connection.dialect.name)
        for write in statements[:-1]:
            await connection.execute(write, params)
        return bool((await connection.execute(statements[-1], params)).scalar())


@functools.cache
def _view_statements(dialect: str) -> tuple[Executable, ...]:
    """Built once per database kind (building and keying a statement costs more CPU than running it):
    the footprint's upsert, the count's update, then the favorite's query, which on PostgreSQL carries
    the two others (data-modifying CTEs run once, to completion, whether or not the query reads them)."""
    footprints, spus, favorites = (cast(Table, model.__table__) for model in (BrowseHistory, Spu, Favorite))
    insert = pg_insert if dialect == "postgresql" else sqlite_insert
    new = insert(footprints).values(
        member_id=bindparam("member_id"), spu_id=bindparam("spu_id"), viewed_at=bindparam("now")
    )
    footprint = new.on_conflict_do_update(
        index_elements=["member_id", "spu_id"], set_={"viewed_at": new.excluded.viewed_at}
    )
    counted = (
        update(spus).where(spus.c.id == bindparam("spu_id")).values(browse_count=spus.c.browse_count + 1)
    )
    mine = favorites.c.member_id == bindparam("member_id"), favorites.c.spu_id == bindparam("spu_id")
    favorite = select(exists().where(*mine))
    if dialect != "postgresql":
        return footprint, counted, favorite
    return (
        favorite.add_cte(
            footprint.returning(literal(1)).cte("footprint"), counted.returning(literal(1)).cte("counted")
        ),
    )


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
