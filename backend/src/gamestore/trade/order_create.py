"""Placing an order: one transaction reserves its keys, spends its points, opens its payment and
takes its versions out of the cart; any failure leaves everything as it was."""

from __future__ import annotations

import secrets
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import delete
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import key_service, star_deal_service
from gamestore.catalogue.star_deal_service import Deal, DealTake
from gamestore.core import clock
from gamestore.core.config import Settings
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang
from gamestore.core.metrics import ORDERS_CREATED, count_after_commit
from gamestore.core.texts import text
from gamestore.engagement import item_service
from gamestore.identity.country import Buyer
from gamestore.loyalty.point_service import PointBizType, change_points
from gamestore.models.trade import CartBundle, CartItem
from gamestore.pay import service as pay_service
from gamestore.pay.service import PayOpening
from gamestore.trade import errors, gift_service
from gamestore.trade.fulfilment import mark_order_paid
from gamestore.trade.order_insert import insert_order
from gamestore.trade.order_schemas import OrderCreateReq, OrderCreateResp
from gamestore.trade.order_status import GiftStatus, OrderLogType, OrderStatus, PreorderStatus
from gamestore.trade.pricing import LinePrice
from gamestore.trade.settlement import Settlement, Wanted, settle


def new_order_no() -> str:
    """Time first (sortable, readable on a receipt), then randomness (unguessable, unique)."""
    return clock.now().strftime("%Y%m%d%H%M%S") + f"{secrets.randbelow(10**8):08d}"


async def create_order(
    session: AsyncSession,
    settings: Settings,
    member_id: int,
    terminal: int,
    body: OrderCreateReq,
    lang: Lang,
    buyer: Buyer,
) -> OrderCreateResp:
    """``buyer`` (identity.country.buyer): a member without a mobile is refused first; their country
    is where the keys must activate (None: unknown, not checked)."""
    country = buyer.country_to_buy()
    settled = await settle(session, settings, member_id, body, lang, country)
    if body.gift and settled.release_at is not None:
        raise AppError(errors.PREORDER_GIFT)
    return await place_order(session, settings, member_id, terminal, body, settled, lang, country)


async def place_order(
    session: AsyncSession,
    settings: Settings,
    member_id: int,
    terminal: int,
    body: OrderCreateReq,
    settled: Settlement,
    lang: Lang,
    country: str | None,
    star_deal: Deal | None = None,
) -> OrderCreateResp:
    """Store the settled order, spend its points and voucher, open its payment and take its keys:
    the version's (now, or a pre-order's at release), or ``star_deal``'s held keys."""
    price = settled.price
    now = clock.now()
    expire_time = now + timedelta(minutes=settings.order_payment_minutes)
    subject = ", ".join(text(w.version.game.names, lang) for w in settled.wanted)
    # PostgreSQL: a deal's take is part of the order's statement (its keys are not the version's, so
    # nothing needs to come last).
    take = None if star_deal is None else DealTake(star_deal, member_id, settled.wanted[0].count)
    taken_with_order = take is not None and session.get_bind().dialect.name == "postgresql"
    order_id, pay_order_id = await insert_order(
        session,
        _order_row(settings, member_id, terminal, body, settled, now, expire_time, country, star_deal),
        [_item_row(member_id, w, line) for w, line in zip(settled.wanted, price.lines, strict=True)],
        {
            "operate_type": OrderLogType.CREATED,
            "before_status": None,
            "after_status": OrderStatus.UNPAID,
            "created_at": now,
        },
        PayOpening(member_id, subject, price.pay_price, expire_time),
        take if taken_with_order else None,
    )
    if body.gift:
        await gift_service.open_gift(session, order_id, member_id, body.giftMessage)
    if price.use_point:
        await change_points(session, member_id, -price.use_point, PointBizType.ORDER_DEDUCTION, str(order_id))
    if settled.voucher is not None:
        await item_service.spend_voucher(session, member_id, settled.voucher.id)
    cart_ids = [cart_id for w in settled.wanted for cart_id in w.cart_ids]
    if cart_ids:
        await session.execute(
            delete(CartItem).where(CartItem.id.in_(cart_ids), CartItem.member_id == member_id)
        )
    if settled.cart_bundle_ids:
        await session.execute(
            delete(CartBundle).where(
                CartBundle.id.in_(settled.cart_bundle_ids), CartBundle.member_id == member_id
            )
        )

    # Last, so the versions' rows stay locked (every buyer of a version waits on its stock) for as
    # short a time as possible: from here to the commit. A pre-order's keys come at its release.
    if take is not None and not taken_with_order:
        await star_deal_service.take(session, take.deal, member_id, take.count, order_id)
    elif take is None and settled.release_at is None:
        await _reserve(session, order_id, settled, lang, country)
    count_after_commit(session, ORDERS_CREATED)
    if price.pay_price == 0:
        await pay_service.settle_free_pay_order(session, pay_order_id)
        await mark_order_paid(session, settings, order_id, channel_code=None)
    return OrderCreateResp(id=order_id, payOrderId=pay_order_id)


def _order_row(
    settings: Settings,
    member_id: int,
    terminal: int,
    body: OrderCreateReq,
    settled: Settlement,
    now: datetime,
    expire_time: datetime,
    country: str | None,
    star_deal: Deal | None,
) -> dict[str, Any]:
    price = settled.price
    return {
        "no": new_order_no(),
        "member_id": member_id,
        "status": OrderStatus.UNPAID,
        "comment_status": False,
        "terminal": terminal,
        "remark": body.remark,
        "product_count": sum(w.count for w in settled.wanted),
        "total_price": price.total_price,
        "activity_discount_price": price.activity_discount_price,
        "vip_price": price.vip_price,
        "point_price": price.point_price,
        "coupon_price": price.coupon_price,
        "discount_price": price.discount_price,
        "pay_price": price.pay_price,
        "use_point": price.use_point,
        "coupon_item_id": settled.voucher.id if settled.voucher else None,
        "give_point": price.pay_price // 100 * settings.point_per_yuan,
        "give_experience": price.pay_price // 100 * settings.experience_per_yuan,
        "pay_status": False,
        "pay_time": None,
        "pay_channel_code": None,
        "expire_time": expire_time,
        "finish_time": None,
        "cancel_time": None,
        "cancel_type": None,
        "deleted": False,
        "refund_status": 0,
        "refund_price": 0,
        "refund_spent_price": 0,
        "gift_status": GiftStatus.WAITING if body.gift else GiftStatus.NONE,
        "refund_from": None,
        "preorder_status": PreorderStatus.NONE if settled.release_at is None else PreorderStatus.WAITING,
        "release_at": settled.release_at,
        "short_since": None,
        "protected_at": None,
        "country": country,
        "mini_program_messages": 0,
        "star_deal_id": None if star_deal is None else star_deal.id,
        "created_at": now,
        "updated_at": now,
    }


def _item_row(member_id: int, wanted: Wanted, line: LinePrice) -> dict[str, Any]:
    version = wanted.version
    return {
        "member_id": member_id,
        "spu_id": version.game.id,
        "sku_id": version.id,
        "spu_names": dict(version.game.names),
        "sku_names": dict(version.names),
        "pic_url": version.game.cover,
        "count": wanted.count,
        "price": version.price,
        "market_price": version.market_price,
        "total_price": line.total_price,
        "activity_discount_price": line.activity_discount_price,
        "vip_price": line.vip_price,
        "point_price": line.point_price,
        "coupon_price": line.coupon_price,
        "pay_price": line.pay_price,
        "activity_id": line.line.activity_id,
        "comment_status": False,
        "after_sale_status": 0,
        "refund_count": 0,
        "protected_price": 0,
        "bundle_id": wanted.bundle_id,
    }


async def _reserve(
    session: AsyncSession, order_id: int, settled: Settlement, lang: Lang, country: str | None
) -> None:
    # Versions in id order, so two orders sharing versions lock them in the same order. Only keys
    # whose batch activates in the member's country are taken: fewer of them than wanted is out of stock.
    for wanted in sorted(settled.wanted, key=lambda w: w.version.id):
        taken = await key_service.take_stock_and_reserve(
            session, wanted.version.id, wanted.count, order_id, country
        )
        if not taken:
            name = wanted.version.full_name(lang)
            raise AppError(errors.SKU_STOCK_NOT_ENOUGH, name=name)
