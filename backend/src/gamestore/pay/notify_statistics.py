"""Failed payment notices for the console's dashboard: gateway notifications that did not pay an
order (amount mismatch, arrived after the order closed, unknown payment, not paid), counted by
period and the latest listed, from the notify records' outcome and time (indexed together)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.models.pay import PayNotifyRecord
from gamestore.pay.notify_service import NotifyOutcome

FAILED_OUTCOMES = (
    NotifyOutcome.AMOUNT_MISMATCH,
    NotifyOutcome.REFUNDED_TO_WALLET,
    NotifyOutcome.UNKNOWN_PAYMENT,
    NotifyOutcome.NOT_PAID,
)
LATEST_FAILURES = 10


@dataclass(frozen=True)
class FailedNotice:
    id: int
    channel_code: str
    out_trade_no: str
    price: int
    outcome: NotifyOutcome
    created_at: datetime


async def count_failed_since(session: AsyncSession, since: datetime) -> int:
    """Failed notices received at or after ``since``."""
    counted = await session.scalar(
        select(func.count())
        .select_from(PayNotifyRecord)
        .where(PayNotifyRecord.outcome.in_(FAILED_OUTCOMES), PayNotifyRecord.created_at >= since)
    )
    return int(counted or 0)


async def latest_failed(session: AsyncSession, limit: int = LATEST_FAILURES) -> list[FailedNotice]:
    """The most recent failed notices, newest first."""
    rows = await session.execute(
        select(
            PayNotifyRecord.id,
            PayNotifyRecord.channel_code,
            PayNotifyRecord.out_trade_no,
            PayNotifyRecord.price,
            PayNotifyRecord.outcome,
            PayNotifyRecord.created_at,
        )
        .where(PayNotifyRecord.outcome.in_(FAILED_OUTCOMES))
        .order_by(PayNotifyRecord.created_at.desc(), PayNotifyRecord.id.desc())
        .limit(limit)
    )
    return [
        FailedNotice(
            id=row.id,
            channel_code=row.channel_code,
            out_trade_no=row.out_trade_no,
            price=row.price,
            outcome=NotifyOutcome(row.outcome),
            created_at=row.created_at,
        )
        for row in rows
    ]
