from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.i18n import Lang
from gamestore.models.product import Banner
from gamestore.product.schemas import BannerResp
from gamestore.product.texts import text


async def banners(session: AsyncSession, position: int, lang: Lang) -> list[BannerResp]:
    rows = await session.scalars(
        select(Banner)
        .where(Banner.position == position, Banner.enabled.is_(True))
        .order_by(Banner.sort, Banner.id)
    )
    return [
        BannerResp(id=row.id, title=text(row.titles, lang), picUrl=row.image, url=row.url, sort=row.sort)
        for row in rows
    ]
