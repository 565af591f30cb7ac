"""Placing an order: one transaction reserves its keys, spends its points, opens its payment and
takes its versions out of the cart; any failure leaves everything as it was."""

from __future__ import annotations

import secrets
from datetime import timedelta

from sqlalchemy import delete
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.config import Settings
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang
from gamestore.core.texts import text
from gamestore.member.point_service import PointBizType, change_points
from gamestore.models.base import utcnow
from gamestore.models.trade import CartItem, TradeOrder, TradeOrderItem
from gamestore.pay import service as pay_service
from gamestore.product import key_service
from gamestore.trade import errors
from gamestore.trade.fulfilment import mark_order_paid, record_log
from gamestore.trade.order_schemas import OrderCreateResp, SettlementReq
from gamestore.trade.order_status import OrderLogType, OrderStatus
from gamestore.trade.settlement import Settlement, settle


def new_order_no() -> str:
    """Time first (sortable, readable on a receipt), then randomness (unguessable, unique)."""
    return utcnow().strftime("%Y%m%d%H%M%S") + f"{secrets.randbelow(10**8):08d}"


async def create_order(
    session: AsyncSession, settings: Settings, member_id: int, terminal: int, body: SettlementReq, lang: Lang
) -> OrderCreateResp:
    settled = await settle(session, settings, member_id, body, lang)
    price = settled.price
    now = utcnow()
    order = TradeOrder(
        no=new_order_no(),
        member_id=member_id,
        status=OrderStatus.UNPAID,
        terminal=terminal,
        remark=body.remark,
        product_count=sum(w.count for w in settled.wanted),
        total_price=price.total_price,
        activity_discount_price=price.activity_discount_price,
        vip_price=price.vip_price,
        point_price=price.point_price,
        discount_price=price.discount_price,
        pay_price=price.pay_price,
        use_point=price.use_point,
        give_point=price.pay_price // 100 * settings.point_per_yuan,
        give_experience=price.pay_price // 100 * settings.experience_per_yuan,
        expire_time=now + timedelta(minutes=settings.order_payment_minutes),
    )
    session.add(order)
    await session.flush()

    session.add_all(
        TradeOrderItem(
            order_id=order.id,
            member_id=member_id,
            spu_id=w.version.game.id,
            sku_id=w.version.id,
            spu_names=dict(w.version.game.names),
            sku_names=dict(w.version.names),
            pic_url=w.version.game.cover,
            count=w.count,
            price=w.version.price,
            total_price=line.total_price,
            activity_discount_price=line.activity_discount_price,
            vip_price=line.vip_price,
            point_price=line.point_price,
            pay_price=line.pay_price,
            activity_id=line.line.activity_id,
        )
        for w, line in zip(settled.wanted, price.lines, strict=True)
    )
    if price.use_point:
        await change_points(session, member_id, -price.use_point, PointBizType.ORDER_DEDUCTION, str(order.id))
    cart_ids = [cart_id for w in settled.wanted for cart_id in w.cart_ids]
    if cart_ids:
        await session.execute(
            delete(CartItem).where(CartItem.id.in_(cart_ids), CartItem.member_id == member_id)
        )

    subject = ", ".join(text(w.version.game.names, lang) for w in settled.wanted)
    order.pay_order_id = await pay_service.open_pay_order(
        session, member_id, order.id, subject, price.pay_price, order.expire_time
    )
    await record_log(session, order.id, OrderLogType.CREATED, None, OrderStatus.UNPAID)
    await session.flush()
    # Last, so the versions' rows stay locked (every buyer of a version waits on its stock) for as
    # short a time as possible: from here to the commit.
    await _reserve(session, order.id, settled, lang)
    if price.pay_price == 0:
        await pay_service.settle_free_pay_order(session, order.pay_order_id)
        await mark_order_paid(session, settings, order.id, channel_code=None)
    return OrderCreateResp(id=order.id, payOrderId=order.pay_order_id)


async def _reserve(session: AsyncSession, order_id: int, settled: Settlement, lang: Lang) -> None:
    # Versions in id order, so two orders sharing versions lock them in the same order.
    for wanted in sorted(settled.wanted, key=lambda w: w.version.id):
        reserved = await key_service.take_stock(session, wanted.version.id, wanted.count)
        if reserved:
            reserved = await key_service.reserve_keys(session, wanted.version.id, wanted.count, order_id)
        if not reserved:
            name = wanted.version.full_name(lang)
            raise AppError(errors.SKU_STOCK_NOT_ENOUGH, name=name)
