"""The console's banners: found by position and state, created, changed, shown and hidden;
every change audited and announced to the shop's caches (the banner list is cached for everyone:
core/response_cache.py)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.content.banner_admin_schemas import (
    AdminBannerResp,
    BannerEnableReq,
    BannerPageReq,
    BannerSaveReq,
    BannerUpdateReq,
)
from gamestore.content.errors import BANNER_NOT_FOUND
from gamestore.core import cache_bus
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang
from gamestore.core.operators import OperatorPrincipal
from gamestore.core.pagination import PageResult, paginate
from gamestore.core.texts import text
from gamestore.models.content import Banner
from gamestore.system import audit

ENTITY = "promotion_banner"


def _answer(banner: Banner, lang: Lang) -> AdminBannerResp:
    return AdminBannerResp(
        id=banner.id,
        position=banner.position,
        title=text(banner.titles, lang),
        titles=dict(banner.titles),
        image=banner.image,
        images=dict(banner.images) if banner.images else None,
        url=banner.url,
        sort=banner.sort,
        enabled=banner.enabled,
    )


def _snapshot(banner: Banner) -> dict[str, Any]:
    return _answer(banner, "en").model_dump(exclude={"id", "title"})


async def page(session: AsyncSession, params: BannerPageReq, lang: Lang) -> PageResult[AdminBannerResp]:
    """By position, then as the shop orders them."""
    stmt = select(Banner).order_by(Banner.position, Banner.sort, Banner.id)
    if params.position is not None:
        stmt = stmt.where(Banner.position == params.position)
    if params.enabled is not None:
        stmt = stmt.where(Banner.enabled.is_(params.enabled))
    rows, total = await paginate(session, stmt, params)
    return PageResult(list=[_answer(row, lang) for row in rows], total=total)


async def _banner(session: AsyncSession, banner_id: int) -> Banner:
    banner = await session.get(Banner, banner_id)
    if banner is None:
        raise AppError(BANNER_NOT_FOUND)
    return banner


async def detail(session: AsyncSession, banner_id: int, lang: Lang) -> AdminBannerResp:
    return _answer(await _banner(session, banner_id), lang)


def _write(banner: Banner, body: BannerSaveReq) -> None:
    banner.position = body.position
    banner.titles = dict(body.titles)
    banner.image = body.image
    banner.images = dict(body.images) if body.images else None
    banner.url = body.url
    banner.sort = body.sort


async def _changed(
    session: AsyncSession, principal: OperatorPrincipal, action: str, banner: Banner, before: Any
) -> None:
    await session.flush()
    await audit.record(session, principal, action, ENTITY, banner.id, before, _snapshot(banner))
    cache_bus.catalogue_changed(session)


async def create(
    session: AsyncSession, principal: OperatorPrincipal, body: BannerSaveReq, lang: Lang
) -> AdminBannerResp:
    """A new banner, shown at once."""
    banner = Banner(enabled=True)
    _write(banner, body)
    session.add(banner)
    await _changed(session, principal, "promotion.banner.create", banner, None)
    return _answer(banner, lang)


async def update(
    session: AsyncSession, principal: OperatorPrincipal, body: BannerUpdateReq, lang: Lang
) -> AdminBannerResp:
    banner = await _banner(session, body.id)
    before = _snapshot(banner)
    _write(banner, body)
    await _changed(session, principal, "promotion.banner.update", banner, before)
    return _answer(banner, lang)


async def enable(
    session: AsyncSession, principal: OperatorPrincipal, body: BannerEnableReq, lang: Lang
) -> AdminBannerResp:
    banner = await _banner(session, body.id)
    before = _snapshot(banner)
    banner.enabled = body.enabled
    action = "promotion.banner.enable" if body.enabled else "promotion.banner.disable"
    await _changed(session, principal, action, banner, before)
    return _answer(banner, lang)
