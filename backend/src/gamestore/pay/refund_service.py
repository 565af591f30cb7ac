"""Money going back by the channel it came from: the wallet at once, a gateway (WeChat Pay,
Alipay) by its refund API, confirmed by its answer or its refund notification.

A refund is one ``pay_refund`` row, unique on what asked for it (``merchant_refund_id``) and on
its out_refund_no, so asking twice refunds once. The payment's ``refund_price`` is raised by one
conditional UPDATE that never passes what was paid. A pending refund becomes final once, by a
conditional UPDATE on its status, however many notifications arrive; the merchant (the trade
order's after-sale) is then told through the hook it registered. A refund still pending a minute
after it was asked is queried by a job (settle_pending_refunds)."""

from __future__ import annotations

import secrets
from datetime import timedelta
from enum import IntEnum
from typing import Protocol

import structlog
from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from gamestore.core.db import unit_of_work
from gamestore.core.errors import AppError
from gamestore.models.base import utcnow
from gamestore.models.pay import PayNotifyRecord, PayOrder, PayRefund
from gamestore.pay import errors
from gamestore.pay.channels.base import ChannelError, PayChannel, RefundRequest, RefundResult, RefundState
from gamestore.pay.service import PayOrderStatus
from gamestore.pay.wallet_service import WalletBizType, change_balance

log = structlog.get_logger(__name__)

WALLET = "wallet"
MOCK = "mock"
PAID_OUTCOME = 10  # notify_service.NotifyOutcome.PAID: the notice that settled the payment
# A pending refund is queried once its notification had this long to arrive; a batch per run.
SETTLE_AFTER = timedelta(minutes=1)
SETTLE_BATCH = 100


Gateways = dict[str, PayChannel]  # the configured gateway channels, by channel code (pay.deps)


class RefundStatus(IntEnum):
    """Values of the dictionary type pay_refund_status."""

    WAITING = 0
    SUCCESS = 10
    FAILURE = 20


class RefundHandler(Protocol):
    async def __call__(self, session: AsyncSession, merchant_refund_id: str, succeeded: bool) -> None:
        """The refund the merchant asked for (``merchant_refund_id``) became final (once)."""
        ...


_refund_merchants: dict[str, RefundHandler] = {}


def register_refund_merchant(kind: str, handler: RefundHandler) -> None:
    """What to do when a refund asked as ``<kind>:<id>`` succeeds or fails at the gateway."""
    _refund_merchants[kind] = handler


async def refund(
    session: AsyncSession,
    gateways: Gateways,
    *,
    pay_order_id: int,
    merchant_refund_id: str,
    price: int,
    reason: str,
) -> PayRefund:
    """Give ``price`` fen of the paid payment back by its channel. The caller holds the payment's
    row (``pay_service.lock_pay_order``). Answers the refund: SUCCESS when the money is back
    already (wallet, sandbox, a gateway that refunded at once), else WAITING for the gateway's
    notification. Raises REFUND_NOT_PAID, REFUND_PRICE_EXCEEDS_PAID or REFUND_CHANNEL_FAILED (the
    gateway refused: the caller's transaction rolls back and nothing is refunded)."""
    pay_order = await session.get(PayOrder, pay_order_id, populate_existing=True)
    if pay_order is None or pay_order.status not in (PayOrderStatus.SUCCESS, PayOrderStatus.REFUND):
        raise AppError(errors.REFUND_NOT_PAID)
    channel_code = pay_order.channel_code or WALLET
    await _take_from_payment(session, pay_order, price)
    row = PayRefund(
        no=f"{pay_order.id}R{secrets.token_hex(6)}",
        merchant_refund_id=merchant_refund_id,
        pay_order_id=pay_order.id,
        member_id=pay_order.member_id,
        channel_code=channel_code,
        pay_price=pay_order.price,
        refund_price=price,
        reason=reason[:140],
        status=RefundStatus.WAITING,
    )
    session.add(row)
    await session.flush()
    if channel_code in gateways:
        await _ask_gateway(session, gateways[channel_code], pay_order, row)
    else:  # the wallet, and the sandbox (its payments moved no money)
        if channel_code == WALLET:
            await change_balance(
                session,
                pay_order.member_id,
                price,
                WalletBizType.PAYMENT_REFUND,
                str(pay_order.id),
                pay_order.subject,
            )
        await _finish(session, row, RefundState.SUCCESS, None, None)
    return row


async def _take_from_payment(session: AsyncSession, pay_order: PayOrder, price: int) -> None:
    """Raise the payment's refunded amount, never past what was paid; wholly refunded, it is REFUND."""
    if price <= 0:
        raise AppError(errors.REFUND_PRICE_EXCEEDS_PAID)
    left = PayOrder.price - PayOrder.refund_price
    taken = await session.execute(
        update(PayOrder)
        .where(PayOrder.id == pay_order.id, left >= price)
        .values(refund_price=PayOrder.refund_price + price, updated_at=utcnow())
        .returning(PayOrder.price, PayOrder.refund_price)
    )
    row = taken.one_or_none()
    if row is None:
        raise AppError(errors.REFUND_PRICE_EXCEEDS_PAID)
    if row[1] == row[0]:
        await session.execute(
            update(PayOrder).where(PayOrder.id == pay_order.id).values(status=PayOrderStatus.REFUND)
        )


async def _paid_attempt(session: AsyncSession, pay_order_id: int) -> str:
    """The out_trade_no the gateway was paid under (the notice that settled the payment)."""
    out_trade_no = await session.scalar(
        select(PayNotifyRecord.out_trade_no).where(
            PayNotifyRecord.pay_order_id == pay_order_id, PayNotifyRecord.outcome == PAID_OUTCOME
        )
    )
    if out_trade_no is None:
        raise AppError(errors.REFUND_NOT_PAID)
    return out_trade_no


async def _ask_gateway(
    session: AsyncSession, channel: PayChannel, pay_order: PayOrder, row: PayRefund
) -> None:
    row.out_trade_no = await _paid_attempt(session, pay_order.id)
    request = RefundRequest(
        out_trade_no=row.out_trade_no,
        out_refund_no=row.no,
        refund_price=row.refund_price,
        total_price=pay_order.price,
        reason=row.reason,
    )
    try:
        result = await channel.refund(request)
    except ChannelError as exc:
        log.warning("pay.refund.refused", refund=row.no, code=exc.code, reason=exc.message)
        raise AppError(errors.REFUND_CHANNEL_FAILED, reason=exc.message) from exc
    row.raw = result.raw
    row.channel_refund_no = result.channel_refund_no
    await session.flush()
    if result.state != RefundState.PROCESSING:
        await _finish(session, row, result.state, result.channel_refund_no, result)
    log.info("pay.refund.asked", refund=row.no, channel=channel.code, state=result.state)


async def _finish(
    session: AsyncSession,
    row: PayRefund,
    state: str,
    channel_refund_no: str | None,
    result: RefundResult | None,
) -> bool:
    """Waiting → success or failure, once (a conditional UPDATE); then the merchant is told."""
    succeeded = state == RefundState.SUCCESS
    now = utcnow()
    values: dict[str, object] = {
        "status": RefundStatus.SUCCESS if succeeded else RefundStatus.FAILURE,
        "updated_at": now,
    }
    if succeeded:
        values["success_time"] = (result.success_time if result else None) or now
    if channel_refund_no:
        values["channel_refund_no"] = channel_refund_no
    if result is not None:
        values["raw"] = result.raw
    changed = await session.execute(
        update(PayRefund)
        .where(PayRefund.id == row.id, PayRefund.status == RefundStatus.WAITING)
        .values(values)
        .returning(PayRefund.id)
    )
    if changed.scalar_one_or_none() is None:
        return False
    if not succeeded:
        # The money stays with us: what was taken from the payment can be refunded again.
        await session.execute(
            update(PayOrder)
            .where(PayOrder.id == row.pay_order_id)
            .values(refund_price=PayOrder.refund_price - row.refund_price, status=PayOrderStatus.SUCCESS)
        )
    await session.refresh(row)
    kind = row.merchant_refund_id.partition(":")[0]
    handler = _refund_merchants.get(kind)
    if handler is not None:
        await handler(session, row.merchant_refund_id, succeeded)
    return True


async def apply_refund_result(session: AsyncSession, channel_code: str, result: RefundResult) -> bool:
    """A verified refund notification (or query answer): the refund it names becomes final once;
    True when this call made it so (a replay, an unknown refund or a wrong amount changes nothing)."""
    row = await session.scalar(
        select(PayRefund).where(PayRefund.no == result.out_refund_no, PayRefund.channel_code == channel_code)
    )
    if row is None:
        log.warning("pay.refund.unknown", channel=channel_code, out_refund_no=result.out_refund_no)
        return False
    if result.state == RefundState.PROCESSING:
        return False
    if result.state == RefundState.SUCCESS and result.refund_price != row.refund_price:
        log.warning(
            "pay.refund.amount_mismatch", refund=row.no, expected=row.refund_price, got=result.refund_price
        )
        return False
    applied = await _finish(session, row, result.state, result.channel_refund_no, result)
    log.info("pay.refund.notified", refund=row.no, state=result.state, applied=applied)
    return applied


async def settle_by_query(session: AsyncSession, gateways: Gateways, refund_id: int) -> bool:
    """Ask the gateway how a pending refund ended (an uncertain answer, a lost notification)."""
    row = await session.get(PayRefund, refund_id)
    if row is None or row.status != RefundStatus.WAITING or row.out_trade_no is None:
        return False
    channel = gateways.get(row.channel_code)
    if channel is None:
        return False
    try:
        result = await channel.query_refund(row.out_trade_no, row.no)
    except ChannelError as exc:
        log.warning("pay.refund.query_failed", refund=row.no, code=exc.code, reason=exc.message)
        return False
    return await apply_refund_result(session, row.channel_code, result)


async def settle_pending_refunds(sessions: async_sessionmaker[AsyncSession], gateways: Gateways) -> int:
    """The job: ask the gateway about each refund still pending a minute after it was asked (its
    notification lost, or an uncertain answer), each in its own transaction; answers how many it
    finished. Safe with several processes: finishing is the notification's conditional UPDATE, so a
    refund settled meanwhile (by a notice or another process) is left as it is."""
    if not gateways:
        return 0
    async with sessions() as session:
        due = list(
            await session.scalars(
                select(PayRefund.id)
                .where(
                    PayRefund.status == RefundStatus.WAITING,
                    PayRefund.channel_code.in_(list(gateways)),
                    PayRefund.out_trade_no.is_not(None),
                    PayRefund.created_at <= utcnow() - SETTLE_AFTER,
                )
                .order_by(PayRefund.updated_at, PayRefund.id)
                .limit(SETTLE_BATCH)
            )
        )
    settled = 0
    for refund_id in due:
        async with unit_of_work(sessions) as session:
            if await settle_by_query(session, gateways, refund_id):
                settled += 1
            else:  # asked again after the others: refunds pending for long do not starve the rest
                await session.execute(
                    update(PayRefund)
                    .where(PayRefund.id == refund_id, PayRefund.status == RefundStatus.WAITING)
                    .values(updated_at=utcnow())
                )
    if settled:
        log.info("pay.refunds.settled", count=settled)
    return settled
