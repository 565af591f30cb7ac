"""Refunds of an order's never-revealed keys (architecture §4), asked by its member within
REFUND_WINDOW_DAYS of paying, or by support with a reason.

One request refunds every key of the order that was never revealed: the keys are locked at once
(neither revealable nor on sale) and go back on sale only once the money, sent back by the channel
it came from (pay.refund_service), is confirmed; a failed gateway refund is asked again, then
handed to support (``retry``), the keys still locked. Meanwhile the order's refund is in progress
and a new request answers REFUND_IN_PROGRESS. Also the points the order used back
to the member, and the points, experience (and, once nothing is left of the purchase, the
referral points) it earned are taken back, with the games the order no longer holds a key of
(game.service) and, with the whole order, the unused items its versions carried
(member.purchase_rewards) and the voucher it spent. Lines and order show the refund; an order
with every key refunded closes once the money is confirmed back.

A refund takes the payment's row, then the order's (the lock order of pay.service); a reveal of
the order's keys queues on the order's row too, so a reveal and a refund of one key never both
happen: the refund skips a key revealed first, and a reveal after the refund finds no key."""

from __future__ import annotations

import secrets
from collections import Counter
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal
from enum import IntEnum

import structlog
from sqlalchemy import bindparam, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import key_service
from gamestore.core import clock
from gamestore.core.config import Settings
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang
from gamestore.core.money import round_half_up
from gamestore.core.pagination import PagedQuery, PageParam, PageResult
from gamestore.core.texts import text
from gamestore.core.times import epoch_ms, optional_epoch_ms
from gamestore.engagement import item_service
from gamestore.events.order_events import OrderRefunded
from gamestore.library import service as game_service
from gamestore.loyalty.point_service import PointBizType, change_points
from gamestore.models.trade import KeyReport, TradeAfterSale, TradeOrder, TradeOrderItem
from gamestore.notification import notification_service
from gamestore.pay import errors as pay_errors
from gamestore.pay import refund_service as pay_refunds
from gamestore.pay import service as pay_service
from gamestore.trade import errors, gift_service, order_effects, order_maturity
from gamestore.trade.fulfilment import record_log
from gamestore.trade.key_reveal import first_reveals, lock_order, revealed_at
from gamestore.trade.order_status import (
    SHORT_REFUND_AFTER,
    WAITING_PREORDER,
    AfterSaleStatus,
    GiftStatus,
    OrderLogType,
    OrderStatus,
    PreorderStatus,
)
from gamestore.trade.refund_schemas import AfterSaleItemResp, AfterSaleResp, RefundPreviewResp

log = structlog.get_logger(__name__)
MERCHANT = "trade"  # refunds are asked for as "trade:<after-sale id>"


class AfterSaleState(IntEnum):
    """Values of the dictionary type trade_after_sale_status."""

    REFUNDING = 10  # asked: the money is not confirmed back yet
    REFUNDED = 20  # the money is confirmed back (the keys are on sale again)
    FAILED = 30  # the gateway refund failed: it is asked again automatically
    NEEDS_SUPPORT = 40  # the automatic tries are used up: support retries it


IN_FLIGHT = (AfterSaleState.REFUNDING, AfterSaleState.FAILED, AfterSaleState.NEEDS_SUPPORT)


class AfterSaleWay(IntEnum):
    MEMBER = 1
    SUPPORT = 2
    STORE = 3  # by itself: a pre-order released without keys for a day (trade/preorder_service.py)


@dataclass(frozen=True, slots=True)
class Member:
    """The order's member asks (only their own order, within the refund window)."""

    member_id: int


@dataclass(frozen=True, slots=True)
class Support:
    """An operator refunds for the member, with a reason (no window: support decides)."""

    operator_id: int
    reason: str


@dataclass(frozen=True, slots=True)
class Store:
    """The store refunds by itself (a job), with a reason; the caller tells the member."""

    reason: str


Refunder = Member | Support | Store


_WAYS: Mapping[type, AfterSaleWay] = {
    Member: AfterSaleWay.MEMBER,
    Support: AfterSaleWay.SUPPORT,
    Store: AfterSaleWay.STORE,
}


@dataclass(frozen=True, slots=True)
class _Shares:
    """What the refunded keys are worth: money (fen) and the points-deduction part (fen)."""

    pay: int
    point_fen: int


def _line_shares(items: list[TradeOrderItem]) -> _Shares:
    """The part of each line's money already refunded (its price protection, then its refunded keys'
    share of the rest, exact once all are)."""
    pay = sum(
        item.protected_price + (item.pay_price - item.protected_price) * item.refund_count // item.count
        for item in items
    )
    point_fen = sum(item.point_price * item.refund_count // item.count for item in items)
    return _Shares(pay, point_fen)


def _part(total: int, part: int, whole: int) -> int:
    return total * part // whole if whole else 0


async def _refund(
    session: AsyncSession,
    settings: Settings,
    gateways: pay_refunds.Gateways,
    order_id: int,
    by: Refunder,
    reason: str,
    keys: Collection[int] | None,
) -> TradeAfterSale:
    if keys is not None and not isinstance(by, Support):
        raise ValueError("only support refunds chosen keys")
    order = await _locked_order(session, order_id, by)
    if await _refund_in_flight(session, order.id):
        raise AppError(errors.REFUND_IN_PROGRESS)
    preorder = order.preorder_status in WAITING_PREORDER
    if preorder and keys is not None:
        raise AppError(errors.REFUND_ALREADY_DONE)  # no key yet
    key_ids, returned = ([], {}) if preorder else await _lock_keys(session, settings, order, by, keys)
    items = list(
        await session.scalars(
            select(TradeOrderItem).where(TradeOrderItem.order_id == order.id).with_for_update()
        )
    )
    if preorder:  # refundable whole until delivered, whenever asked: its keys were never taken
        returned = {item.sku_id: item.count - item.refund_count for item in items}
        order.preorder_status = PreorderStatus.REFUNDED
        await key_service.add_sales(session, {item.spu_id: -item.count for item in items})
    before = _line_shares(items)
    for item in items:
        if item.sku_id in returned:
            item.refund_count += returned[item.sku_id]
            item.after_sale_status = AfterSaleStatus.IN_PROGRESS
    after = _line_shares(items)
    whole = all(item.refund_count == item.count for item in items)

    refund_point = _part(order.use_point, after.point_fen, order.point_price) - _part(
        order.use_point, before.point_fen, order.point_price
    )
    after_sale = TradeAfterSale(
        no=f"{order.id}A{secrets.token_hex(6)}",
        order_id=order.id,
        member_id=order.member_id,
        status=AfterSaleState.REFUNDING,
        way=_WAYS[type(by)],
        operator_id=by.operator_id if isinstance(by, Support) else None,
        reason=(reason if isinstance(by, Member) else by.reason)[:140],
        key_ids=key_ids,
        refund_price=after.pay - before.pay,
        refund_point=refund_point,
    )
    session.add(after_sale)
    await _update_order(session, order, after_sale.refund_price, whole)
    await session.flush()
    await _return_what_was_spent(session, order, after_sale, whole)
    points_spent = await order_effects.order_refunded(
        session, _refunded(session, order, after_sale, items, returned, before, after, whole)
    )
    _keep_worth_of_spent_points(settings, order, after_sale, points_spent)
    await _give_money_back(session, gateways, order, after_sale)
    await session.flush()
    if isinstance(by, Support):
        await _tell_member(session, order, after_sale, reported=keys is not None)
    await order_maturity.mature_if_final(session, order.id)  # what is left is revealed: it is final
    return after_sale


async def protect_price(
    session: AsyncSession,
    settings: Settings,
    gateways: pay_refunds.Gateways,
    order_id: int,
    lowest: Mapping[int, int | None],
) -> TradeAfterSale | None:
    """A delivered pre-order's price protection: each line whose version a member of the order's level
    could have had for less (``lowest``, per key, by sku) before its release gets the difference back
    for its keys not refunded, by the channel that paid, never more than its money left. Nothing
    lower: None. Its effects give back their share as any refund's (trade.order_effects)."""
    order = await _locked_order(session, order_id, Store(_PROTECTION_REASON))
    if await _refund_in_flight(session, order.id):
        raise AppError(errors.REFUND_IN_PROGRESS)
    items = list(
        await session.scalars(
            select(TradeOrderItem).where(TradeOrderItem.order_id == order.id).with_for_update()
        )
    )
    before = _line_shares(items)
    for item in items:
        low = lowest.get(item.sku_id)
        each = (item.total_price - item.activity_discount_price - item.vip_price) // item.count
        if low is None or low >= each:
            continue
        left = item.pay_price - _line_shares([item]).pay  # this line's money not back yet
        item.protected_price += min((each - low) * (item.count - item.refund_count), left)
    after = _line_shares(items)
    if after.pay <= before.pay:
        return None
    after_sale = TradeAfterSale(
        no=f"{order.id}A{secrets.token_hex(6)}",
        order_id=order.id,
        member_id=order.member_id,
        status=AfterSaleState.REFUNDING,
        way=AfterSaleWay.STORE,
        operator_id=None,
        reason=_PROTECTION_REASON,
        key_ids=[],
        refund_price=after.pay - before.pay,
        refund_point=0,
    )
    session.add(after_sale)
    order.refund_price += after_sale.refund_price
    order.refund_status = AfterSaleStatus.IN_PROGRESS
    await record_log(session, order.id, OrderLogType.PRICE_PROTECTED, order.status, order.status)
    await session.flush()
    points_spent = await order_effects.order_refunded(
        session, _refunded(session, order, after_sale, items, {}, before, after, whole=False)
    )
    _keep_worth_of_spent_points(settings, order, after_sale, points_spent)
    await _give_money_back(session, gateways, order, after_sale)
    await session.flush()
    return after_sale


_PROTECTION_REASON = "price protection"


async def _lock_keys(
    session: AsyncSession, settings: Settings, order: TradeOrder, by: Refunder, keys: Collection[int] | None
) -> tuple[list[int], dict[int, int]]:
    """The sold keys to refund (``keys``, or every one never revealed), locked for the refund:
    their ids, and how many of each version."""
    sold = await key_service.sold_key_ids(session, order.id)
    if not sold:
        raise AppError(errors.REFUND_ALREADY_DONE)
    if isinstance(by, Member) and _past_window(order, settings):
        raise AppError(errors.REFUND_WINDOW_PASSED, days=settings.refund_window_days)
    if keys is not None:
        refundable = [(key_id, sku_id) for key_id, sku_id in sold if key_id in keys]
        if not refundable:
            raise AppError(errors.REFUND_ALREADY_DONE)
    else:
        reveals = await first_reveals(session, order.id)
        refundable = [(key_id, sku_id) for key_id, sku_id in sold if revealed_at(reveals, key_id) is None]
        if not refundable:
            raise AppError(errors.REFUND_KEYS_REVEALED)
    key_ids = [key_id for key_id, _ in refundable]
    returned = await key_service.refund_keys(session, order.id, key_ids)
    if returned != dict(Counter(sku_id for _, sku_id in refundable)):
        raise AppError(errors.REFUND_ALREADY_DONE)  # cannot happen under the locks; never half a refund
    return key_ids, returned


async def refund(
    session: AsyncSession,
    settings: Settings,
    gateways: pay_refunds.Gateways,
    order_id: int,
    by: Refunder,
    reason: str = "",
    keys: Collection[int] | None = None,
) -> TradeAfterSale:
    """Refund every never-revealed key of the paid order. Refused with ORDER_NOT_FOUND (not the
    member's), REFUND_ORDER_NOT_PAID, REFUND_IN_PROGRESS (a refund of it is not finished yet),
    REFUND_ALREADY_DONE (no key left), REFUND_WINDOW_PASSED (the member, too late) or
    REFUND_KEYS_REVEALED (every key left was revealed).

    ``keys`` (support only: a key reported not working, trade/key_report_service.py): exactly those
    sold keys, revealed or not; a reported key is set aside, not put back on sale, once the money is
    back (``_finished``)."""
    after_sale = await _refund(session, settings, gateways, order_id, by, reason, keys)
    log.info(
        "trade.refund.created",
        order=order_id,
        after_sale=after_sale.id,
        keys=len(after_sale.key_ids),
        price=after_sale.refund_price,
        way=after_sale.way,
    )
    return after_sale


async def preview(
    session: AsyncSession,
    settings: Settings,
    gateways: pay_refunds.Gateways,
    order_id: int,
    by: Support,
    keys: Collection[int] | None = None,
) -> RefundPreviewResp:
    """What ``refund`` would give back now, worked out by refunding in ``session``, whose transaction
    the caller rolls back (core/deps.DryRunSession): the same code, so the same figures, shown to
    support before they confirm. Refused as the refund would be."""
    after_sale = await _refund(session, settings, gateways, order_id, by, "", keys)
    return RefundPreviewResp(
        keyCount=len(after_sale.key_ids),
        keyPrice=after_sale.refund_price + after_sale.spent_price,
        refundPrice=after_sale.refund_price,
        refundPoint=after_sale.refund_point,
        spentPoint=after_sale.spent_point,
        spentPrice=after_sale.spent_price,
    )


def _keep_worth_of_spent_points(
    settings: Settings, order: TradeOrder, after_sale: TradeAfterSale, points_spent: int
) -> None:
    """Points the refunded keys earned that the member spent already (only a final order's, which
    support refunds) cannot be taken back: their worth as a points deduction is kept from the money,
    never more than the money."""
    if points_spent <= 0:
        return
    worth = round_half_up(Decimal(points_spent) * settings.point_deduct_fen_per_100 / 100)
    kept = min(worth, after_sale.refund_price)
    after_sale.spent_point = points_spent
    after_sale.spent_price = kept
    after_sale.refund_price -= kept
    order.refund_price -= kept
    order.refund_spent_price += kept


async def _tell_member(
    session: AsyncSession, order: TradeOrder, after_sale: TradeAfterSale, *, reported: bool
) -> None:
    """A refund support made reaches the member (a member's own refund they see at once): of the
    unrevealed keys, or of the key the member reported not working."""
    await notification_service.notify(
        session,
        notification_service.Note(
            member_id=order.member_id,
            type=notification_service.ORDER_REFUNDED,
            key=f"refund:{after_sale.id}",
            title=notification_service.ORDER_REFUNDED_TITLE,
            body=(
                notification_service.KEY_REPORT_REFUNDED_BODY
                if reported
                else notification_service.ORDER_REFUNDED_BODY
            ),
            link=f"/pages/order/detail?id={order.id}",
            params={"no": order.no, "reason": after_sale.reason, "points": after_sale.spent_point},
            amounts={"amount": after_sale.refund_price, "kept": after_sale.spent_price},
            postscript=notification_service.POINTS_SPENT_KEPT if after_sale.spent_price else "",
        ),
    )


async def _refund_in_flight(session: AsyncSession, order_id: int) -> bool:
    in_flight = await session.scalar(
        select(TradeAfterSale.id)
        .where(TradeAfterSale.order_id == order_id, TradeAfterSale.status.in_(IN_FLIGHT))
        .limit(1)
    )
    return in_flight is not None


def refund_deadline(order: TradeOrder, window_days: int) -> datetime | None:
    """Until when the member may refund the order's never-revealed keys (None: not paid, or a gift
    waiting to be claimed): from payment, or from when a gift was claimed or came back, or from a
    pre-order's delivery. A pre-order not delivered yet: until its release, or while it waits for
    keys until it is refunded by itself (trade/preorder_service.py)."""
    if order.pay_time is None or order.gift_status == GiftStatus.WAITING:
        return None
    if order.preorder_status == PreorderStatus.WAITING and order.release_at is not None:
        return order.release_at
    if order.preorder_status == PreorderStatus.SHORT and order.short_since is not None:
        return order.short_since + SHORT_REFUND_AFTER
    return (order.refund_from or order.pay_time) + timedelta(days=window_days)


async def refundable_keys(session: AsyncSession, order: TradeOrder, window_days: int) -> int:
    """How many of the order's keys its member may refund now: sold, never revealed, in the window."""
    deadline = refund_deadline(order, window_days)
    if deadline is None or clock.now() > deadline:
        return 0
    if order.preorder_status in WAITING_PREORDER:  # no key yet: its every unit
        return order.product_count
    reveals = await first_reveals(session, order.id)
    sold = await key_service.sold_key_ids(session, order.id)
    return sum(1 for key_id, _ in sold if revealed_at(reveals, key_id) is None)


def _past_window(order: TradeOrder, settings: Settings) -> bool:
    deadline = refund_deadline(order, settings.refund_window_days)
    return deadline is not None and clock.now() > deadline


async def _locked_order(session: AsyncSession, order_id: int, by: Refunder) -> TradeOrder:
    """The order, its payment's row and its own row held until the end (pay → order lock order)."""
    order = await session.get(TradeOrder, order_id)
    if order is None or (isinstance(by, Member) and order.member_id != by.member_id):
        raise AppError(errors.ORDER_NOT_FOUND)
    if not order.pay_status:
        raise AppError(errors.REFUND_ORDER_NOT_PAID)
    if order.pay_order_id is not None:
        await pay_service.lock_pay_order(session, order.pay_order_id)
    await lock_order(session, order_id)
    locked = await session.scalar(
        select(TradeOrder).where(TradeOrder.id == order_id).execution_options(populate_existing=True)
    )
    assert locked is not None
    if isinstance(by, Member) and locked.member_id != by.member_id:
        raise AppError(errors.ORDER_NOT_FOUND)  # a gift claimed meanwhile is the friend's
    if locked.gift_status == GiftStatus.WAITING:
        raise AppError(errors.GIFT_WAITING)  # the giver takes it back first
    return locked


async def _update_order(session: AsyncSession, order: TradeOrder, price: int, whole: bool) -> None:
    """The refund is in progress; a partial one is logged now, a whole one when the order closes
    (once its money is confirmed back: ``_close_refunded``)."""
    order.refund_price += price
    order.refund_status = AfterSaleStatus.IN_PROGRESS
    if not whole:
        await record_log(session, order.id, OrderLogType.REFUNDED, order.status, order.status)


async def _return_what_was_spent(
    session: AsyncSession, order: TradeOrder, after_sale: TradeAfterSale, whole: bool
) -> None:
    """The points the order used come back in the share of the money refunded; the voucher with the
    whole purchase (a partly refunded order keeps its voucher: the money back is after it)."""
    if after_sale.refund_point > 0:  # the payer's, like the money (a claimed gift's giver)
        payer = await gift_service.payer(session, order)
        await change_points(
            session, payer, after_sale.refund_point, PointBizType.REFUND_RETURN, str(after_sale.id)
        )
    if whole and order.coupon_item_id is not None:
        await item_service.return_voucher(session, order.coupon_item_id)


def _refunded(
    session: AsyncSession,
    order: TradeOrder,
    after_sale: TradeAfterSale,
    items: list[TradeOrderItem],
    returned: Mapping[int, int],
    before: _Shares,
    after: _Shares,
    whole: bool,
) -> OrderRefunded:
    """The event every effect of the paid order takes its share back by (trade.order_effects)."""
    left: Counter[int] = Counter()
    for item in items:
        left[item.spu_id] += item.count - item.refund_count

    async def held_elsewhere(spu_ids: Sequence[int]) -> Mapping[int, game_service.Holding]:
        return await _held_elsewhere(session, order, spu_ids)

    return OrderRefunded(
        order_id=order.id,
        member_id=order.member_id,
        after_sale_id=after_sale.id,
        pay_price=order.pay_price,
        refunded_before=before.pay,
        refunded_after=after.pay,
        whole=whole,
        keys_left=dict(left),
        keys_refunded=dict(returned),
        held_elsewhere=held_elsewhere,
    )


async def _held_elsewhere(
    session: AsyncSession, order: TradeOrder, spu_ids: Sequence[int]
) -> Mapping[int, game_service.Holding]:
    """For each game, the member's earliest other paid order still holding a key of it."""
    rows = await session.execute(
        select(TradeOrderItem.spu_id, TradeOrder.id, TradeOrder.pay_time)
        .join(TradeOrder, TradeOrder.id == TradeOrderItem.order_id)
        .where(
            TradeOrder.member_id == order.member_id,
            TradeOrder.pay_status.is_(True),
            TradeOrder.id != order.id,
            TradeOrderItem.spu_id.in_(spu_ids),
            TradeOrderItem.count > TradeOrderItem.refund_count,
        )
        .order_by(TradeOrder.pay_time.desc(), TradeOrder.id.desc())
    )
    # The earliest paid order holding each game (later rows overwrite earlier ones).
    return {spu_id: game_service.Holding(order_id, paid or clock.now()) for spu_id, order_id, paid in rows}


async def _give_money_back(
    session: AsyncSession, gateways: pay_refunds.Gateways, order: TradeOrder, after_sale: TradeAfterSale
) -> None:
    if after_sale.refund_price <= 0 or order.pay_order_id is None:
        await _finished(session, after_sale.id, pay_refunds.RefundStatus.SUCCESS)
        return
    refund = await pay_refunds.refund(
        session,
        gateways,
        pay_order_id=order.pay_order_id,
        merchant_refund_id=f"{MERCHANT}:{after_sale.id}",
        price=after_sale.refund_price,
        reason=after_sale.reason,
    )
    after_sale.pay_refund_id = refund.id


# What the after-sale becomes when its gateway refund ends in each state, and from which states.
_AFTER_PAY_REFUND = {
    pay_refunds.RefundStatus.SUCCESS: (AfterSaleState.REFUNDED, IN_FLIGHT),
    pay_refunds.RefundStatus.FAILURE: (
        AfterSaleState.FAILED,
        (AfterSaleState.REFUNDING, AfterSaleState.FAILED),
    ),
    pay_refunds.RefundStatus.NEEDS_SUPPORT: (AfterSaleState.NEEDS_SUPPORT, IN_FLIGHT),
}


async def _finished(session: AsyncSession, after_sale_id: int, status: pay_refunds.RefundStatus) -> None:
    """The money is back (or a try failed, or the tries are used up): the after-sale says so; once
    the money is back, its keys go back on sale and its lines and order show the refund."""
    state, from_states = _AFTER_PAY_REFUND[status]
    now = clock.now()
    succeeded = state == AfterSaleState.REFUNDED
    done = await session.execute(
        update(TradeAfterSale)
        .where(TradeAfterSale.id == after_sale_id, TradeAfterSale.status.in_(from_states))
        .values(status=state, finish_time=now if succeeded else None, updated_at=now)
        .returning(TradeAfterSale.order_id, TradeAfterSale.key_ids)
    )
    row = done.one_or_none()
    if row is None:
        return
    order_id, key_ids = row
    if not succeeded:
        log.warning("trade.refund.not_confirmed", after_sale=after_sale_id, order=order_id, state=state)
        return
    # A key reported not working never goes back on sale; the others do.
    dead = set(await session.scalars(select(KeyReport.key_id).where(KeyReport.key_id.in_(list(key_ids)))))
    await key_service.set_aside_refunded_keys(session, order_id, sorted(dead))
    await key_service.return_refunded_keys(session, order_id, [key for key in key_ids if key not in dead])
    await session.execute(
        update(TradeOrderItem)
        .where(TradeOrderItem.order_id == order_id, TradeOrderItem.refund_count > 0)
        .values(after_sale_status=AfterSaleStatus.REFUNDED)
    )
    await session.execute(
        update(TradeOrder)
        .where(TradeOrder.id == order_id)
        .values(refund_status=AfterSaleStatus.REFUNDED, updated_at=now)
    )
    await _close_refunded(session, order_id)


async def _close_refunded(session: AsyncSession, order_id: int) -> None:
    """An order whose every key is refunded, its money confirmed back, closes (log 7)."""
    kept = await session.scalar(
        select(TradeOrderItem.id)
        .where(TradeOrderItem.order_id == order_id, TradeOrderItem.refund_count < TradeOrderItem.count)
        .limit(1)
    )
    if kept is not None:
        return
    before = await session.scalar(select(TradeOrder.status).where(TradeOrder.id == order_id))
    if before is None or before == OrderStatus.CLOSED:
        return
    await session.execute(
        update(TradeOrder)
        .where(TradeOrder.id == order_id)
        .values(status=OrderStatus.CLOSED, cancel_time=clock.now())
    )
    await record_log(session, order_id, OrderLogType.CLOSED_REFUNDED, before, OrderStatus.CLOSED)


async def refund_finished(
    session: AsyncSession, merchant_refund_id: str, status: pay_refunds.RefundStatus
) -> None:
    _, _, after_sale_id = merchant_refund_id.partition(":")
    if after_sale_id.isdigit():
        await _finished(session, int(after_sale_id), status)


async def retry(session: AsyncSession, gateways: pay_refunds.Gateways, after_sale_id: int) -> TradeAfterSale:
    """Support asks the gateway again for a refund whose automatic tries are used up (the same
    refund, its keys still locked; the gateway hears of it once this transaction commits: the
    answer is REFUNDING). AFTER_SALE_NOT_FOUND; REFUND_NOT_RETRYABLE when it is not waiting for support."""
    row = await session.get(TradeAfterSale, after_sale_id)
    if row is None:
        raise AppError(errors.AFTER_SALE_NOT_FOUND)
    claimed = await session.execute(
        update(TradeAfterSale)
        .where(TradeAfterSale.id == after_sale_id, TradeAfterSale.status == AfterSaleState.NEEDS_SUPPORT)
        .values(status=AfterSaleState.REFUNDING, updated_at=clock.now())
        .returning(TradeAfterSale.pay_refund_id)
    )
    pay_refund_id = claimed.scalar_one_or_none()
    if pay_refund_id is None:
        raise AppError(pay_errors.REFUND_NOT_RETRYABLE)
    await pay_refunds.retry_by_support(session, gateways, pay_refund_id)
    await session.refresh(row)
    return row


# -- the member's reads ---------------------------------------------------------------------------

_MEMBER_AFTER_SALES = PagedQuery(
    select(TradeAfterSale)
    .where(TradeAfterSale.member_id == bindparam("member_id"))
    .order_by(TradeAfterSale.id.desc())
)


async def page(
    session: AsyncSession, member_id: int, params: PageParam, lang: Lang
) -> PageResult[AfterSaleResp]:
    rows, total = await _MEMBER_AFTER_SALES.run(session, params, member_id=member_id)
    return PageResult[AfterSaleResp](list=await answers(session, rows, lang), total=total)


async def get(session: AsyncSession, member_id: int, after_sale_id: int, lang: Lang) -> AfterSaleResp:
    row = await session.scalar(
        select(TradeAfterSale).where(
            TradeAfterSale.id == after_sale_id, TradeAfterSale.member_id == member_id
        )
    )
    if row is None:
        raise AppError(errors.AFTER_SALE_NOT_FOUND)
    return await answer(session, row, lang)


async def answer(session: AsyncSession, row: TradeAfterSale, lang: Lang) -> AfterSaleResp:
    return (await answers(session, [row], lang))[0]


async def answers(session: AsyncSession, rows: Sequence[TradeAfterSale], lang: Lang) -> list[AfterSaleResp]:
    """The refunds as the member and support see them, in two statements however many: their orders'
    lines (with each order's number and channel), then their keys' versions."""
    if not rows:
        return []
    found = await session.execute(
        select(TradeOrderItem, TradeOrder.no, TradeOrder.pay_channel_code)
        .join(TradeOrder, TradeOrder.id == TradeOrderItem.order_id)
        .where(TradeOrderItem.order_id.in_({row.order_id for row in rows}))
        .order_by(TradeOrderItem.id)
    )
    lines: dict[int, list[TradeOrderItem]] = {}
    orders: dict[int, tuple[str, str | None]] = {}
    for line, no, channel in found:
        lines.setdefault(line.order_id, []).append(line)
        orders[line.order_id] = (no, channel)
    versions = await key_service.skus_of_keys(session, [key for row in rows for key in row.key_ids])
    return [_answer(row, orders[row.order_id], lines[row.order_id], versions, lang) for row in rows]


def _answer(
    row: TradeAfterSale,
    order: tuple[str, str | None],
    lines: list[TradeOrderItem],
    versions: Mapping[int, int],
    lang: Lang,
) -> AfterSaleResp:
    refunded = Counter(versions[key] for key in row.key_ids if key in versions)
    order_no, channel = order
    return AfterSaleResp(
        id=row.id,
        no=row.no,
        orderId=row.order_id,
        orderNo=order_no,
        status=row.status,
        way=row.way,
        reason=row.reason,
        refundPrice=row.refund_price,
        refundPoint=row.refund_point,
        spentPoint=row.spent_point,
        spentPrice=row.spent_price,
        payChannelCode=channel,
        keyCount=len(row.key_ids),
        items=[
            AfterSaleItemResp(
                orderItemId=line.id,
                spuId=line.spu_id,
                skuId=line.sku_id,
                spuName=text(line.spu_names, lang),
                skuName=text(line.sku_names, lang),
                picUrl=line.pic_url,
                count=refunded[line.sku_id],
            )
            for line in lines
            if refunded[line.sku_id]
        ],
        createTime=epoch_ms(row.created_at),
        finishTime=optional_epoch_ms(row.finish_time),
    )
