"""Game categories: a tree of at most 10 levels, sent flat with parent ids."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue.schemas import CategoryResp
from gamestore.core.i18n import Lang
from gamestore.core.texts import text
from gamestore.models.catalogue import Category


async def list_categories(session: AsyncSession, lang: Lang) -> list[CategoryResp]:
    rows = await session.scalars(
        select(Category).where(Category.enabled.is_(True)).order_by(Category.sort, Category.id)
    )
    return [
        CategoryResp(
            id=row.id, parentId=row.parent_id, name=text(row.names, lang), icon=row.icon, sort=row.sort
        )
        for row in rows
    ]
