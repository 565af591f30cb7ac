"""Gateway notifications, applied once. Each verified notice is stored under the gateway's
transaction id, so a replay changes nothing; a wrong amount changes nothing; money that arrives
for a payment that can no longer be delivered (closed, or paid already by another transaction)
goes to the member's wallet instead of being lost. Every outcome is recorded and logged."""

from __future__ import annotations

from enum import IntEnum

import structlog
from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core import clock
from gamestore.core.config import Settings
from gamestore.core.db import dialect_insert
from gamestore.models.pay import PayNotifyRecord, PayOrder, PayOrderExtension
from gamestore.pay.channels.base import PaymentNotice
from gamestore.pay.order_service import settle_waiting, tell_merchant
from gamestore.pay.wallet_service import WalletBizType, change_balance

log = structlog.get_logger(__name__)


class NotifyOutcome(IntEnum):
    PAID = 10
    ALREADY_PAID = 20
    AMOUNT_MISMATCH = 30
    REFUNDED_TO_WALLET = 40
    UNKNOWN_PAYMENT = 50
    NOT_PAID = 60


async def apply_notice(
    session: AsyncSession, settings: Settings, channel_code: str, notice: PaymentNotice
) -> NotifyOutcome:
    """Apply a verified notice (the caller verified its signature). Safe to call again."""
    if not notice.paid:
        log.info("pay.notify.not_paid", channel=channel_code, out_trade_no=notice.out_trade_no)
        return NotifyOutcome.NOT_PAID
    attempt = await session.scalar(
        select(PayOrderExtension).where(
            PayOrderExtension.no == notice.out_trade_no, PayOrderExtension.channel_code == channel_code
        )
    )
    record_id = await _record_once(session, channel_code, notice, attempt.pay_order_id if attempt else None)
    if record_id is None:
        log.info("pay.notify.replayed", channel=channel_code, transaction=notice.channel_transaction_id)
        stored = await session.scalar(
            select(PayNotifyRecord.outcome).where(
                PayNotifyRecord.channel_code == channel_code,
                PayNotifyRecord.channel_transaction_id == notice.channel_transaction_id,
            )
        )
        return NotifyOutcome(stored) if stored is not None else NotifyOutcome.ALREADY_PAID
    outcome = await _outcome(session, settings, channel_code, notice, attempt)
    await session.execute(
        update(PayNotifyRecord).where(PayNotifyRecord.id == record_id).values(outcome=outcome)
    )
    log.info(
        "pay.notify.applied",
        channel=channel_code,
        out_trade_no=notice.out_trade_no,
        transaction=notice.channel_transaction_id,
        outcome=outcome.name,
    )
    return outcome


async def _record_once(
    session: AsyncSession, channel_code: str, notice: PaymentNotice, pay_order_id: int | None
) -> int | None:
    inserted = await session.execute(
        dialect_insert(session, PayNotifyRecord)
        .values(
            channel_code=channel_code,
            channel_transaction_id=notice.channel_transaction_id,
            out_trade_no=notice.out_trade_no,
            pay_order_id=pay_order_id,
            price=notice.price,
            outcome=NotifyOutcome.PAID,
            raw=notice.raw,
            created_at=clock.now(),
        )
        .on_conflict_do_nothing(index_elements=["channel_code", "channel_transaction_id"])
        .returning(PayNotifyRecord.id)
    )
    found = inserted.scalar_one_or_none()
    return int(found) if found is not None else None


async def _outcome(
    session: AsyncSession,
    settings: Settings,
    channel_code: str,
    notice: PaymentNotice,
    attempt: PayOrderExtension | None,
) -> NotifyOutcome:
    pay_order = await session.get(PayOrder, attempt.pay_order_id) if attempt else None
    if pay_order is None:
        log.warning("pay.notify.unknown_payment", channel=channel_code, out_trade_no=notice.out_trade_no)
        return NotifyOutcome.UNKNOWN_PAYMENT
    if notice.price != pay_order.price:
        log.warning(
            "pay.notify.amount_mismatch", pay_order=pay_order.id, expected=pay_order.price, got=notice.price
        )
        return NotifyOutcome.AMOUNT_MISMATCH
    if await settle_waiting(session, pay_order, channel_code):
        await tell_merchant(session, settings, pay_order, channel_code)
        return NotifyOutcome.PAID
    # Paid for a payment that cannot deliver any more: keep the member's money in their wallet.
    await session.refresh(pay_order)  # for the log: what it became (paid or closed) meanwhile
    await change_balance(
        session,
        pay_order.member_id,
        notice.price,
        WalletBizType.PAYMENT_REFUND,
        str(pay_order.id),
        pay_order.subject,
    )
    log.warning("pay.notify.refunded_to_wallet", pay_order=pay_order.id, status=pay_order.status)
    return NotifyOutcome.REFUNDED_TO_WALLET
