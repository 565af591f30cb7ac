"""Price alerts (issue 40 part 4): a member sets one on a game they favorited (any drop, a target
price, its historical low); the price it watches is what the member pays for the game's cheapest
version, as the catalogue prices it. The matching job is price_alert_delivery.py."""

from __future__ import annotations

from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import favorite_service, price_watch
from gamestore.catalogue.pricing import PriceContext, member_price
from gamestore.catalogue.schemas import SpuSummaryResp
from gamestore.catalogue.spu_service import require_on_sale
from gamestore.core import clock
from gamestore.core.db import dialect_insert
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang
from gamestore.core.pagination import PageParam, PageResult, paginate
from gamestore.core.times import epoch_ms, optional_epoch_ms
from gamestore.loyalty import standing
from gamestore.models.notification import PriceAlert
from gamestore.notification.errors import (
    PRICE_ALERT_NOT_FAVORITE,
    PRICE_ALERT_TARGET_NOT_BELOW,
    PRICE_ALERT_TARGET_REQUIRED,
)
from gamestore.notification.price_alert_schemas import PriceAlertKind, PriceAlertResp, PriceAlertSaveReq


async def price_for(session: AsyncSession, member_id: int, spu_id: int) -> int:
    """What the member pays for the game's cheapest version now, fen (their level's percent off)."""
    price = (await price_watch.prices_now(session, [spu_id]))[spu_id]
    level = await standing.level_of(session, member_id)
    return member_price(price, None, level.discount_percent)


async def save(
    session: AsyncSession, member_id: int, body: PriceAlertSaveReq, prices: PriceContext, lang: Lang
) -> PriceAlertResp:
    """Set or change the member's alert on a favorited game on sale; it watches from the member's
    price now (a drop from here is told)."""
    await require_on_sale(session, body.spuId)
    if not await favorite_service.exists(session, member_id, body.spuId):
        raise AppError(PRICE_ALERT_NOT_FAVORITE)
    now_price = await price_for(session, member_id, body.spuId)
    target = None
    if body.kind == PriceAlertKind.TARGET:
        if body.targetPrice is None:
            raise AppError(PRICE_ALERT_TARGET_REQUIRED)
        if body.targetPrice >= now_price:
            raise AppError(PRICE_ALERT_TARGET_NOT_BELOW)
        target = body.targetPrice
    now = clock.now()
    values = {
        "kind": int(body.kind),
        "target_price": target,
        "last_price": now_price,
        "updated_at": now,
    }
    insert = dialect_insert(session, PriceAlert)
    await session.execute(
        insert.values(
            member_id=member_id,
            spu_id=body.spuId,
            told_count=0,
            mini_program_drop=1 if body.miniProgram else None,
            created_at=now,
            **values,
        ).on_conflict_do_update(
            index_elements=["member_id", "spu_id"],
            set_={
                **values,
                "mini_program_drop": PriceAlert.told_count + 1 if body.miniProgram else None,
            },
        )
    )
    found = await get(session, member_id, body.spuId, prices, lang)
    assert found is not None
    return found


async def remove(session: AsyncSession, member_id: int, spu_id: int) -> None:
    """Remove the member's alert on the game; none is fine."""
    await session.execute(
        delete(PriceAlert).where(PriceAlert.member_id == member_id, PriceAlert.spu_id == spu_id)
    )


def _resp(alert: PriceAlert, cards: dict[int, SpuSummaryResp]) -> PriceAlertResp:
    return PriceAlertResp(
        spuId=alert.spu_id,
        kind=alert.kind,
        targetPrice=alert.target_price,
        miniProgram=alert.mini_program_drop == alert.told_count + 1,
        lastPrice=alert.last_price,
        toldPrice=alert.told_price,
        toldFrom=alert.told_from,
        toldTime=optional_epoch_ms(alert.told_at),
        createTime=epoch_ms(alert.created_at),
        spu=cards.get(alert.spu_id),
    )


async def get(
    session: AsyncSession, member_id: int | None, spu_id: int, prices: PriceContext, lang: Lang
) -> PriceAlertResp | None:
    """The member's alert on the game (None without one, or for a visitor)."""
    if member_id is None:
        return None
    alert = await session.scalar(
        select(PriceAlert).where(PriceAlert.member_id == member_id, PriceAlert.spu_id == spu_id)
    )
    if alert is None:
        return None
    cards = await favorite_service.spu_cards(session, [spu_id], prices, lang)
    return _resp(alert, dict(cards))


async def page(
    session: AsyncSession, member_id: int, params: PageParam, prices: PriceContext, lang: Lang
) -> PageResult[PriceAlertResp]:
    """The member's alerts, newest first, each with its game's card at the member's price now."""
    stmt = (
        select(PriceAlert)
        .where(PriceAlert.member_id == member_id)
        .order_by(PriceAlert.created_at.desc(), PriceAlert.id.desc())
    )
    rows, total = await paginate(session, stmt, params)
    cards = await favorite_service.spu_cards(session, [row.spu_id for row in rows], prices, lang)
    return PageResult[PriceAlertResp](list=[_resp(row, dict(cards)) for row in rows], total=total)
