"""Banners: the pictures the home screen shows by position, each linking somewhere in the app."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.content.schemas import BannerResp
from gamestore.core.i18n import Lang
from gamestore.core.lookup import by_keys
from gamestore.core.texts import text
from gamestore.models.content import Banner


async def banners(session: AsyncSession, position: int, lang: Lang) -> list[BannerResp]:
    rows = await session.scalars(
        select(Banner)
        .where(Banner.position == position, Banner.enabled.is_(True))
        .order_by(Banner.sort, Banner.id)
    )
    return [
        BannerResp(
            id=row.id, title=text(row.titles, lang), picUrl=picture(row, lang), url=row.url, sort=row.sort
        )
        for row in rows
    ]


def picture(banner: Banner, lang: Lang) -> str:
    """The banner's picture for ``lang``: its own for that language when it has one (text drawn in
    the language), else the one picture."""
    return (banner.images or {}).get(lang) or banner.image


@dataclass(frozen=True, slots=True)
class BannerInput:
    position: int
    image: str
    titles: Mapping[str, str]
    images: Mapping[str, str] | None
    url: str
    sort: int


async def save_banners(session: AsyncSession, wanted: list[BannerInput]) -> tuple[int, int]:
    """Create or update banners (the catalogue file's: banner_import.py): a banner is the one at the
    same position with the same image, a new one is enabled. Answers (created, updated)."""
    stored = {
        (b.position, b.image): b
        for b in await by_keys(session, Banner, Banner.position, {w.position for w in wanted})
    }
    created = 0
    for item in wanted:
        banner = stored.get((item.position, item.image))
        if banner is None:
            banner = Banner(position=item.position, image=item.image, enabled=True)
            session.add(banner)
            created += 1
        banner.titles = dict(item.titles)
        banner.images = dict(item.images) if item.images else None
        banner.url = item.url
        banner.sort = item.sort
    await session.flush()
    return created, len(wanted) - created
