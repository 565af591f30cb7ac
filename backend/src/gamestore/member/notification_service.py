"""The member's notification centre: messages the store sends (an activity about to start), read
or unread."""

from __future__ import annotations

from sqlalchemy import func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core import clock
from gamestore.core.db import dialect_insert
from gamestore.core.pagination import PageParam, PageResult, paginate
from gamestore.core.times import epoch_ms
from gamestore.member.schemas import NotificationResp
from gamestore.models.member import MemberNotification

ACTIVITY_STARTING = 1


async def add(
    session: AsyncSession, member_id: int, type_: int, biz_key: str, title: str, content: str, link: str
) -> bool:
    """Add a message once per business key; answers whether it was new."""
    stmt = (
        dialect_insert(session, MemberNotification)
        .values(
            member_id=member_id,
            type=type_,
            biz_key=biz_key,
            title=title[:200],
            content=content[:500],
            link=link,
            created_at=clock.now(),
        )
        .on_conflict_do_nothing(index_elements=["member_id", "biz_key"])
        .returning(MemberNotification.id)
    )
    return (await session.execute(stmt)).scalar_one_or_none() is not None


async def page(session: AsyncSession, member_id: int, params: PageParam) -> PageResult[NotificationResp]:
    stmt = (
        select(MemberNotification)
        .where(MemberNotification.member_id == member_id)
        .order_by(MemberNotification.created_at.desc(), MemberNotification.id.desc())
    )
    rows, total = await paginate(session, stmt, params)
    return PageResult(
        list=[
            NotificationResp(
                id=row.id,
                type=row.type,
                title=row.title,
                content=row.content,
                link=row.link,
                read=row.read_at is not None,
                createTime=epoch_ms(row.created_at),
            )
            for row in rows
        ],
        total=total,
    )


async def unread_count(session: AsyncSession, member_id: int) -> int:
    count = await session.scalar(
        select(func.count()).where(
            MemberNotification.member_id == member_id, MemberNotification.read_at.is_(None)
        )
    )
    return int(count or 0)


async def mark_read(session: AsyncSession, member_id: int, ids: list[int] | None) -> None:
    """Mark the member's messages read (those listed, or all); others' ids change nothing."""
    stmt = update(MemberNotification).where(
        MemberNotification.member_id == member_id, MemberNotification.read_at.is_(None)
    )
    if ids is not None:
        stmt = stmt.where(MemberNotification.id.in_(ids))
    await session.execute(stmt.values(read_at=clock.now()))
