"""An order's way out of "unpaid": paid (keys sold, order completed, rewards given) or closed
(keys and points returned). Each transition is one conditional UPDATE on the order's status, so
exactly one of them can ever happen, however many processes try at once."""

from __future__ import annotations

from datetime import timedelta

import structlog
from sqlalchemy import SmallInteger, bindparam, case, func, literal, select, update
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from gamestore.catalogue import key_service, star_deal_service
from gamestore.core import clock
from gamestore.core.config import Settings
from gamestore.core.db import unit_of_work, writing
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang
from gamestore.core.metrics import ORDERS_PAID, count_after_commit
from gamestore.core.texts import text
from gamestore.engagement import item_service
from gamestore.events.order_events import OrderPaid, PaidLine
from gamestore.loyalty.point_service import PointBizType, change_points
from gamestore.models.trade import TradeGift, TradeOrder, TradeOrderItem, TradeOrderLog
from gamestore.pay import service as pay_service
from gamestore.trade import errors, order_effects
from gamestore.trade.order_status import CancelType, GiftStatus, OrderLogType, OrderStatus, PreorderStatus

log = structlog.get_logger(__name__)
CLOSE_BATCH = 100


async def record_log(
    session: AsyncSession, order_id: int, kind: OrderLogType, before: int | None, after: int
) -> None:
    session.add(
        TradeOrderLog(
            order_id=order_id,
            operate_type=kind,
            before_status=before,
            after_status=after,
            created_at=clock.now(),
        )
    )


# Paid and not wholly refunded (a wholly refunded order is closed).
_STANDING_ORDERS = select(func.count()).where(
    TradeOrder.member_id == bindparam("member_id"),
    TradeOrder.pay_status.is_(True),
    TradeOrder.status == OrderStatus.COMPLETED,
)


async def standing_orders(session: AsyncSession, member_id: int) -> int:
    """The member's paid orders not wholly refunded (what purchase milestones count)."""
    return int(await session.scalar(_STANDING_ORDERS, {"member_id": member_id}) or 0)


async def mark_order_paid(
    session: AsyncSession, settings: Settings, order_id: int, *, channel_code: str | None
) -> bool:
    """The one call that marks an order paid: sells its reserved keys, completes it, records its
    history and publishes ``OrderPaid`` (its effects: games, points, experience, referral points,
    items, task progress; see trade.order_effects).
    Idempotent: paying a paid order again answers False and changes nothing; a closed order raises
    ORDER_CLOSED (it can never be paid).
    """
    now = clock.now()
    # A pre-order is paid without its keys: undelivered until its release (trade/preorder_service.py).
    preorder = TradeOrder.preorder_status == PreorderStatus.WAITING
    paid = await session.execute(
        update(TradeOrder)
        .where(TradeOrder.id == order_id, TradeOrder.status == OrderStatus.UNPAID)
        .values(
            status=case(
                (preorder, literal(OrderStatus.UNDELIVERED.value, SmallInteger)),
                else_=literal(OrderStatus.COMPLETED.value, SmallInteger),
            ),
            pay_status=True,
            pay_time=now,
            finish_time=case((preorder, None), else_=now),
            pay_channel_code=channel_code,
            updated_at=now,
        )
        .returning(
            TradeOrder.member_id,
            TradeOrder.give_point,
            TradeOrder.give_experience,
            TradeOrder.pay_price,
            TradeOrder.gift_status,
            TradeOrder.release_at,
        )
    )
    row = paid.one_or_none()
    if row is None:
        status = await session.scalar(select(TradeOrder.status).where(TradeOrder.id == order_id))
        if status is None:
            raise AppError(errors.ORDER_NOT_FOUND)
        if status == OrderStatus.CLOSED:
            raise AppError(errors.ORDER_CLOSED)
        return False
    member_id, give_point, give_experience, pay_price, gift_status, release_at = row
    gift = gift_status != GiftStatus.NONE
    window = timedelta(days=settings.refund_window_days)
    if release_at is not None:  # refundable until delivered, then for the window: final no sooner
        window += max(release_at - now, timedelta(0))
    if gift:  # it waits to be claimed: the window opens when it is claimed or back (trade/gift_service.py)
        claim_by = now + timedelta(days=settings.gift_claim_days)
        await session.execute(
            update(TradeGift).where(TradeGift.order_id == order_id).values(expires_at=claim_by)
        )
        window += claim_by - now
    count_after_commit(session, ORDERS_PAID)

    await key_service.sell_keys(session, order_id)
    lines = (
        await session.execute(
            select(
                TradeOrderItem.id,
                TradeOrderItem.spu_id,
                TradeOrderItem.sku_id,
                TradeOrderItem.count,
                TradeOrderItem.pay_price,
            )
            .where(TradeOrderItem.order_id == order_id)
            .order_by(TradeOrderItem.id)
        )
    ).all()
    sales: dict[int, int] = {}
    for _line_id, spu_id, _sku_id, count, _price in lines:
        sales[spu_id] = sales.get(spu_id, 0) + count
    await key_service.add_sales(session, sales)
    if release_at is not None:
        await record_log(session, order_id, OrderLogType.PAID, OrderStatus.UNPAID, OrderStatus.UNDELIVERED)
    else:
        await record_log(session, order_id, OrderLogType.PAID, OrderStatus.UNPAID, OrderStatus.COMPLETED)
        await record_log(session, order_id, OrderLogType.COMPLETED, OrderStatus.UNPAID, OrderStatus.COMPLETED)

    await order_effects.order_paid(
        session,
        OrderPaid(
            order_id=order_id,
            member_id=member_id,
            pay_price=pay_price,
            give_point=give_point,
            give_experience=give_experience,
            lines=[PaidLine(*line) for line in lines],
            paid_at=now,
            final_by=now + window,
            settings=settings,
            gift=gift,
        ),
    )
    return True


async def order_paid(session: AsyncSession, settings: Settings, order_id: int, channel_code: str) -> None:
    await mark_order_paid(session, settings, order_id, channel_code=channel_code)


_ORDER_GAME_NAMES = (
    select(TradeOrderItem.spu_names)
    .where(TradeOrderItem.order_id == bindparam("order_id"))
    .order_by(TradeOrderItem.id)
)


async def order_subject(session: AsyncSession, order_id: int, lang: Lang) -> str | None:
    """The order's games, named in ``lang`` (the pay page's and the result's subject)."""
    names = await session.scalars(_ORDER_GAME_NAMES, {"order_id": order_id})
    return ", ".join(text(item, lang) for item in names) or None


async def close_order(session: AsyncSession, order_id: int, cancel_type: CancelType) -> bool:
    """Close an unpaid order: its keys go back on sale, its points and voucher back to the member,
    its payment is closed. False when it was not unpaid any more (paid or closed meanwhile)."""
    pay_order_id = await session.scalar(
        select(TradeOrder.pay_order_id).where(
            TradeOrder.id == order_id, TradeOrder.status == OrderStatus.UNPAID
        )
    )
    if pay_order_id is not None:
        # Lock order (pay.service): the payment's row before this order's. Paying locks them in
        # that order too; taken the other way round, a payment and a close of one order deadlock.
        # A payment under way is waited for, and then the UPDATE below finds the order paid.
        await pay_service.lock_pay_order(session, pay_order_id)
    now = clock.now()
    closed = await session.execute(
        update(TradeOrder)
        .where(TradeOrder.id == order_id, TradeOrder.status == OrderStatus.UNPAID)
        .values(status=OrderStatus.CLOSED, cancel_type=cancel_type, cancel_time=now, updated_at=now)
        .returning(
            TradeOrder.member_id,
            TradeOrder.use_point,
            TradeOrder.pay_order_id,
            TradeOrder.coupon_item_id,
            TradeOrder.star_deal_id,
        )
    )
    row = closed.one_or_none()
    if row is None:
        return False
    member_id, use_point, pay_order_id, voucher_id, star_deal_id = row
    if star_deal_id is not None:  # its keys go back to the deal while it runs, the member's units to them
        await star_deal_service.give_back(session, star_deal_id, member_id, order_id)
    await key_service.release_keys(session, order_id)
    if use_point:
        await change_points(session, member_id, use_point, PointBizType.ORDER_CANCEL_RETURN, str(order_id))
    if voucher_id is not None:
        await item_service.return_voucher(session, voucher_id)
    if pay_order_id is not None:
        await pay_service.close_pay_order(session, pay_order_id)
    kind = OrderLogType.CANCELLED if cancel_type == CancelType.MEMBER else OrderLogType.CLOSED_UNPAID
    await record_log(session, order_id, kind, OrderStatus.UNPAID, OrderStatus.CLOSED)
    await session.flush()
    return True


async def close_if_expired(session: AsyncSession, order: TradeOrder) -> bool:
    """Close an unpaid order whose payment window has passed (readers see the truth at once)."""
    if order.status != OrderStatus.UNPAID or order.expire_time > clock.now():
        return False
    async with writing(session) as writer:  # a reader's read-only session closes it in its own
        closed = await close_order(writer, order.id, CancelType.TIMEOUT)
    await session.refresh(order)
    return closed


async def close_expired_orders(sessions: async_sessionmaker[AsyncSession]) -> int:
    """The job: close every unpaid order past its window, each in its own transaction. Safe with
    several processes: a process that loses the race for an order simply finds it closed."""
    async with sessions() as session:
        due = list(
            await session.scalars(
                select(TradeOrder.id)
                .where(TradeOrder.status == OrderStatus.UNPAID, TradeOrder.expire_time <= clock.now())
                .order_by(TradeOrder.expire_time)
                .limit(CLOSE_BATCH)
            )
        )
    closed = 0
    for order_id in due:
        async with unit_of_work(sessions) as session:
            closed += await close_order(session, order_id, CancelType.TIMEOUT)
    if closed:
        log.info("orders.closed_unpaid", count=closed)
    return closed
