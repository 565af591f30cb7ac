"""The console's star deals: creating one holds its keys (taken from the version's stock at once, so
the deal can never be short of them), ending one early gives the unsold back; every change audited."""

from __future__ import annotations

from sqlalchemy import bindparam, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import catalogue_service, key_service, star_deal_service
from gamestore.catalogue import promotion_errors as errors
from gamestore.catalogue.import_keys import AVAILABLE
from gamestore.catalogue.star_deal_schemas import StarDealResp, StarDealSaveReq
from gamestore.core import clock
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang
from gamestore.core.operators import OperatorPrincipal
from gamestore.core.times import from_epoch_ms
from gamestore.models.base import table_of
from gamestore.models.catalogue import ActivationKey, Sku, StarDeal
from gamestore.system import audit

ENTITY = "promotion_star_deal"
_KEY = table_of(ActivationKey)
_PICKED = key_service.pick_once(
    select(_KEY.c.id).where(_KEY.c.sku_id == bindparam("sku"), _KEY.c.status == AVAILABLE)
)
_HOLD = (
    update(_KEY)
    .where(_KEY.c.id.in_(select(_PICKED.c.id)), _KEY.c.status == AVAILABLE)
    .values(status=star_deal_service.HELD, deal_id=bindparam("deal"))
    .returning(_KEY.c.id)
)


async def create(
    session: AsyncSession, principal: OperatorPrincipal, body: StarDealSaveReq, lang: Lang
) -> StarDealResp:
    """A deal of ``quantity`` of the version's keys, held for it from now (refused when fewer are on sale)."""
    version = (await catalogue_service.versions(session, [body.skuId])).get(body.skuId)
    start, end = from_epoch_ms(body.startTime), from_epoch_ms(body.endTime)
    if version is None:
        raise AppError(errors.STAR_DEAL_NOT_FOUND)
    if body.price >= version.price or end <= start or end <= clock.now():
        raise AppError(errors.STAR_DEAL_INVALID)
    if not await key_service.take_stock(session, version.id, body.quantity):
        stock = await session.scalar(select(Sku.stock).where(Sku.id == version.id))
        raise AppError(errors.STAR_DEAL_KEYS_SHORT, available=stock or 0)
    deal = StarDeal(
        spu_id=version.game.id,
        sku_id=version.id,
        price=body.price,
        quantity=body.quantity,
        member_limit=body.memberLimit,
        start_time=start,
        end_time=end,
    )
    session.add(deal)
    await session.flush()
    held = await session.execute(_HOLD, {"sku": version.id, "wanted": body.quantity, "deal": deal.id})
    if len(held.all()) < body.quantity:  # the stock said more than the keys (never, but never sell air)
        raise AppError(errors.STAR_DEAL_KEYS_SHORT, available=body.quantity)
    after = body.model_dump()
    await audit.record(session, principal, "promotion.star_deal.create", ENTITY, deal.id, None, after)
    return await star_deal_service.answer(session, deal.id, lang)


async def end(session: AsyncSession, principal: OperatorPrincipal, deal_id: int, lang: Lang) -> StarDealResp:
    """End the deal now: its unsold keys go back on sale (a deal to come never starts)."""
    found = await session.get(StarDeal, deal_id)
    if found is None:
        raise AppError(errors.STAR_DEAL_NOT_FOUND)
    now = clock.now()
    if found.returned_at is None:
        before = {"endTime": found.end_time.isoformat()}
        found.end_time = min(found.end_time, now)
        await session.flush()
        await star_deal_service.return_deal(session, deal_id, now)
        await session.refresh(found)
        after = {"endTime": now.isoformat()}
        await audit.record(session, principal, "promotion.star_deal.end", ENTITY, deal_id, before, after)
    return await star_deal_service.answer(session, deal_id, lang)


async def listed(session: AsyncSession, lang: Lang) -> list[StarDealResp]:
    """Every deal, newest first (the console's table)."""
    ids = await session.scalars(select(StarDeal.id).order_by(StarDeal.id.desc()).limit(200))
    return [await star_deal_service.answer(session, deal_id, lang) for deal_id in ids]
