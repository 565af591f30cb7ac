"""Money going back by the channel it came from: the wallet at once, a gateway (WeChat Pay,
Alipay) by its refund API, confirmed by its answer or its refund notification.

A refund is one ``pay_refund`` row, unique on what asked for it (``merchant_refund_id``) and on
its out_refund_no, so asking twice refunds once. The payment's ``refund_price`` is raised by one
conditional UPDATE that never passes what was paid. A pending refund becomes final once, by a
conditional UPDATE on its status, however many notifications arrive; the merchant (the trade
order's after-sale) is then told (``pay.merchants``, wired at start-up). A refund still pending a minute
after it was asked is queried by a job (settle_pending_refunds).

A refund that fails (the gateway refused or could not be reached, or reported it ABNORMAL or
CLOSED) is never given up silently: the money stays owed (the payment's ``refund_price`` keeps it),
and a job (retry_failed_refunds) asks again with exponential backoff under the same out_refund_no
(after CLOSED, WeChat Pay wants a new one: the closed number is kept in ``replaced_nos``); once the
automatic tries are used up it waits for support (NEEDS_SUPPORT, retry_by_support).

A gateway is asked through the outbox: the transaction that asks for a refund (or retries one)
records the try and enqueues a ``pay.refund`` message; the relay's consumer (gateway_refund_consumer)
calls the gateway after the commit and records its answer in a transaction of its own. So a
refund rolled back never reaches the gateway, and one whose answer was lost (a relay dying) is asked
again under the same out_refund_no, which the gateway answers with the same refund. Who retries what:
the outbox a gateway that did not answer (transport errors, 5xx, 429), this module's job a refund
the gateway refused or reported failed (and one the outbox gave up on)."""

from __future__ import annotations

import asyncio
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import IntEnum

import structlog
from sqlalchemy import ColumnElement, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from gamestore.core import clock, outbox
from gamestore.core.config import Settings
from gamestore.core.db import unit_of_work
from gamestore.core.errors import AppError
from gamestore.core.outbox import Message, Topic
from gamestore.models.pay import PayNotifyRecord, PayOrder, PayRefund
from gamestore.pay import errors, merchants
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

# One message per try of a gateway refund, keyed "<out_refund_no>#<try>" (a retry under the same
# number is a new message); its consumer is gateway_refund_consumer.
GATEWAY_REFUND = Topic("pay.refund")
TOPICS = (GATEWAY_REFUND,)
GATEWAY_TIMEOUT = "GATEWAY_TIMEOUT"  # the channels' own code for an ask left unanswered


class RefundStatus(IntEnum):
    """Values of the dictionary type pay_refund_status."""

    WAITING = 0
    SUCCESS = 10
    FAILURE = 20  # a try failed: asked again after the backoff (the money is still owed)
    NEEDS_SUPPORT = 30  # the automatic tries are used up: support retries it


# What the gateway said of a refund that failed: after CLOSED it needs a new out_refund_no.
CLOSED = "CLOSED"


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    """How a failed refund is asked again: after base × 2^(tries − 1) seconds, at most ``cap``,
    ``tries`` automatic tries after the first ask."""

    base_seconds: float
    cap_seconds: float
    tries: int

    def delay(self, attempts: int) -> timedelta:
        return timedelta(seconds=min(self.cap_seconds, self.base_seconds * 2 ** max(attempts - 1, 0)))


def retry_policy(settings: Settings) -> RetryPolicy:
    return RetryPolicy(
        settings.refund_retry_base_seconds, settings.refund_retry_cap_seconds, settings.refund_retry_tries
    )


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
    already (wallet, sandbox), else WAITING: the gateway is asked once this transaction commits
    (gateway_refund_consumer). Raises REFUND_NOT_PAID or REFUND_PRICE_EXCEEDS_PAID."""
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
        await _request_gateway_refund(session, row)
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
        .values(refund_price=PayOrder.refund_price + price, updated_at=clock.now())
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


async def _request_gateway_refund(session: AsyncSession, row: PayRefund) -> None:
    """One more try of the (waiting) refund, asked of the gateway once this transaction commits."""
    row.out_trade_no = await _paid_attempt(session, row.pay_order_id)
    row.attempts += 1
    await session.flush()
    await outbox.enqueue(
        session,
        GATEWAY_REFUND,
        f"{row.no}#{row.attempts}",
        {"refundId": row.id, "outRefundNo": row.no, "attempt": row.attempts},
    )
    log.info("pay.refund.requested", refund=row.no, channel=row.channel_code, attempt=row.attempts)


class GatewayRefundUnavailableError(Exception):
    """The gateway did not answer the refund (no answer, a 5xx or 429): the outbox tries again."""


@dataclass(frozen=True, slots=True)
class _Ask:
    refund_id: int
    channel_code: str
    attempt: int
    request: RefundRequest


def _asked(message: Message) -> tuple[int, str, int]:
    return (
        int(message.payload["refundId"]),
        str(message.payload["outRefundNo"]),
        int(message.payload["attempt"]),
    )


def _still_this_try(refund_id: int, no: str, attempt: int) -> tuple[ColumnElement[bool], ...]:
    """The refund is waiting for the gateway's answer to this very try (not finished by a notice
    or a query meanwhile, nor asked again under a later try)."""
    return (
        PayRefund.id == refund_id,
        PayRefund.no == no,
        PayRefund.attempts == attempt,
        PayRefund.status == RefundStatus.WAITING,
    )


def gateway_refund_consumer(
    sessions: async_sessionmaker[AsyncSession], gateways: Gateways, policy: outbox.RetryPolicy
) -> outbox.Consumer:
    """Delivers ``pay.refund``: asks the gateway (outside any transaction), then records its answer
    in a transaction of its own; idempotent (a try no longer waiting is left alone, and the gateway
    answers a repeated out_refund_no with the same refund). An unanswered ask is the outbox's to
    retry; on its last delivery, and on a refusal, the try failed and the refund's own job retries.
    The gateway gets half the delivery's lease, so even an ask that never ends is recorded in it."""

    async def deliver(message: Message) -> None:
        ask = await _pending_ask(sessions, message)
        if ask is None:
            return
        channel = gateways.get(ask.channel_code)
        if channel is None:  # this process lacks the channel's settings: another may have them
            raise GatewayRefundUnavailableError(f"the channel {ask.channel_code} is not configured here")
        try:
            result = await _answer_within(channel, ask.request, policy.lease_seconds / 2)
        except ChannelError as exc:
            if exc.transient and message.attempts < policy.max_attempts:
                raise GatewayRefundUnavailableError(str(exc)) from exc
            log.warning(
                "pay.refund.refused", refund=ask.request.out_refund_no, code=exc.code, reason=exc.message
            )
            async with unit_of_work(sessions) as session:
                await _record_failed_try(session, ask, f"{exc.code}: {exc.message}")
            if exc.transient:  # the outbox's tries are used up: the message shows failed
                raise GatewayRefundUnavailableError(str(exc)) from exc
            return
        async with unit_of_work(sessions) as session:
            await _record_answer(session, ask, result)

    return deliver


async def _answer_within(channel: PayChannel, request: RefundRequest, seconds: float) -> RefundResult:
    try:
        async with asyncio.timeout(seconds):
            return await channel.refund(request)
    except TimeoutError:
        raise ChannelError(GATEWAY_TIMEOUT, f"no answer within {seconds:g}s", transient=True) from None


async def _pending_ask(sessions: async_sessionmaker[AsyncSession], message: Message) -> _Ask | None:
    refund_id, no, attempt = _asked(message)
    async with sessions() as session:
        row = await session.scalar(select(PayRefund).where(*_still_this_try(refund_id, no, attempt)))
    if row is None or row.out_trade_no is None:
        return None
    request = RefundRequest(
        out_trade_no=row.out_trade_no,
        out_refund_no=row.no,
        refund_price=row.refund_price,
        total_price=row.pay_price,
        reason=row.reason,
    )
    return _Ask(row.id, row.channel_code, attempt, request)


async def _this_try(session: AsyncSession, ask: _Ask) -> PayRefund | None:
    """The refund, locked, when it still waits for this try's answer."""
    return await session.scalar(
        select(PayRefund)
        .where(*_still_this_try(ask.refund_id, ask.request.out_refund_no, ask.attempt))
        .with_for_update()
        .execution_options(populate_existing=True)
    )


async def _record_failed_try(session: AsyncSession, ask: _Ask, error: str) -> None:
    row = await _this_try(session, ask)
    if row is not None:
        await _finish(session, row, RefundState.FAILED, None, None, error=error)


async def _record_answer(session: AsyncSession, ask: _Ask, result: RefundResult) -> None:
    row = await _this_try(session, ask)
    if row is None:  # finished meanwhile (its notification came first): nothing to record
        return
    row.raw = result.raw
    row.channel_refund_no = result.channel_refund_no
    await session.flush()
    if result.state != RefundState.PROCESSING:
        await _finish(session, row, result.state, result.channel_refund_no, result)
    log.info(
        "pay.refund.asked", refund=row.no, channel=row.channel_code, state=result.state, attempt=row.attempts
    )


def _gateway_status(result: RefundResult | None) -> str | None:
    """The gateway's own word for a failed refund (WeChat Pay: ABNORMAL or CLOSED)."""
    if result is None:
        return None
    status = result.raw.get("refund_status", result.raw.get("status"))
    return str(status) if status is not None else None


async def _finish(
    session: AsyncSession,
    row: PayRefund,
    state: str,
    channel_refund_no: str | None,
    result: RefundResult | None,
    *,
    error: str | None = None,
) -> bool:
    """Waiting → success or failure, once (a conditional UPDATE); then the merchant is told. A
    failure keeps the money owed (the payment's refunded amount stays): it is asked again."""
    succeeded = state == RefundState.SUCCESS
    now = clock.now()
    status = RefundStatus.SUCCESS if succeeded else RefundStatus.FAILURE
    values: dict[str, object] = {"status": status, "updated_at": now, "retry_at": None}
    if succeeded:
        values["success_time"] = (result.success_time if result else None) or now
    else:
        values["channel_error"] = (error or _gateway_status(result) or state)[:255]
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
    await session.refresh(row)
    if not succeeded:
        log.warning("pay.refund.failed", refund=row.no, error=row.channel_error, attempts=row.attempts)
    await _tell_merchant(session, row, status)
    return True


async def _tell_merchant(session: AsyncSession, row: PayRefund, status: RefundStatus) -> None:
    kind = row.merchant_refund_id.partition(":")[0]
    wired = merchants.merchant(kind)
    if wired is not None:
        await wired.on_refund(session, row.merchant_refund_id, status)


async def apply_refund_result(session: AsyncSession, channel_code: str, result: RefundResult) -> bool:
    """A verified refund notification (or query answer): the refund it names becomes final once;
    True when this call made it so (a replay, an unknown refund or a wrong amount changes nothing)."""
    row = await session.scalar(
        select(PayRefund).where(PayRefund.no == result.out_refund_no, PayRefund.channel_code == channel_code)
    )  # a notice of a number replaced after CLOSED finds nothing: that refund is over
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
    """The job: ask the gateway about each refund still pending a minute after its try was asked or
    last queried (its notification lost, or an uncertain answer), each in its own transaction;
    answers how many it finished. A try asked again just now is not queried: the gateway would still
    answer the failure it replaces. Safe with several processes: finishing is the notification's
    conditional UPDATE, so a refund settled meanwhile (by a notice or another process) is left as it is."""
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
                    PayRefund.updated_at <= clock.now() - SETTLE_AFTER,
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
                    .values(updated_at=clock.now())
                )
    if settled:
        log.info("pay.refunds.settled", count=settled)
    return settled


# -- failed refunds: asked again, then support -------------------------------------------------------


async def retry_failed_refunds(
    sessions: async_sessionmaker[AsyncSession], gateways: Gateways, policy: RetryPolicy
) -> int:
    """The job: each failed refund is scheduled (now + the backoff of its tries) or, its automatic
    tries used up, handed to support; each one due is asked again (through the outbox), each in its
    own transaction. Answers how many were asked again. Safe with several processes: a refund is
    claimed by a conditional UPDATE (failed → waiting) before its try is enqueued, so only one asks."""
    if not gateways:
        return 0
    now = clock.now()
    async with sessions() as session:
        failed = (
            await session.execute(
                select(PayRefund.id, PayRefund.retry_at)
                .where(
                    PayRefund.status == RefundStatus.FAILURE,
                    PayRefund.channel_code.in_(list(gateways)),
                    or_(PayRefund.retry_at.is_(None), PayRefund.retry_at <= now),
                )
                .order_by(PayRefund.retry_at.is_not(None), PayRefund.retry_at, PayRefund.id)
                .limit(SETTLE_BATCH)
            )
        ).all()
    asked = 0
    for refund_id, retry_at in failed:
        try:
            async with unit_of_work(sessions) as session:
                if retry_at is None:
                    retry_at = await _schedule(session, refund_id, policy)
                if retry_at is not None and await _claim(session, refund_id):
                    await _ask_again(session, refund_id)
                    asked += 1
        except Exception:  # one refund that cannot be asked (rolled back) does not hold up the others
            log.exception("pay.refund.retry_failed", refund_id=refund_id)
    if asked:
        log.info("pay.refunds.retried", count=asked)
    return asked


async def _schedule(session: AsyncSession, refund_id: int, policy: RetryPolicy) -> datetime | None:
    """When the failed refund is asked again (None: handed to support, or settled meanwhile)."""
    row = await session.get(PayRefund, refund_id)
    if row is None or row.status != RefundStatus.FAILURE or row.retry_at is not None:
        return None
    unscheduled = (
        PayRefund.id == refund_id,
        PayRefund.status == RefundStatus.FAILURE,
        PayRefund.retry_at.is_(None),
    )
    if row.attempts > policy.tries:
        given_up = await session.execute(
            update(PayRefund)
            .where(*unscheduled)
            .values(status=RefundStatus.NEEDS_SUPPORT, updated_at=clock.now())
            .returning(PayRefund.id)
        )
        if given_up.scalar_one_or_none() is not None:
            await session.refresh(row)
            log.warning("pay.refund.needs_support", refund=row.no, attempts=row.attempts)
            await _tell_merchant(session, row, RefundStatus.NEEDS_SUPPORT)
        return None
    retry_at = clock.now() + policy.delay(row.attempts)
    scheduled = await session.execute(
        update(PayRefund).where(*unscheduled).values(retry_at=retry_at).returning(PayRefund.retry_at)
    )
    return scheduled.scalar_one_or_none()


async def _claim(session: AsyncSession, refund_id: int) -> bool:
    """Failed and due → waiting, by one process only (the others' UPDATE then matches nothing)."""
    claimed = await session.execute(
        update(PayRefund)
        .where(
            PayRefund.id == refund_id,
            PayRefund.status == RefundStatus.FAILURE,
            PayRefund.retry_at <= clock.now(),
        )
        .values(status=RefundStatus.WAITING, retry_at=None, updated_at=clock.now())
        .returning(PayRefund.id)
    )
    return claimed.scalar_one_or_none() is not None


async def _ask_again(session: AsyncSession, refund_id: int) -> None:
    """Ask the gateway again (after the commit) for a claimed refund: under the same out_refund_no
    (the gateway answers a number it knows with that refund, so a lost answer never refunds twice),
    except after CLOSED, which WeChat Pay ends for good: a new number then, the closed one kept."""
    row = await session.get(PayRefund, refund_id, populate_existing=True)
    assert row is not None
    if row.channel_error == CLOSED:
        row.replaced_nos = [*row.replaced_nos, row.no]
        row.no = f"{row.pay_order_id}R{secrets.token_hex(6)}"
        row.channel_refund_no = None
    await _request_gateway_refund(session, row)


async def retry_by_support(session: AsyncSession, gateways: Gateways, refund_id: int) -> PayRefund:
    """Support asks again for a refund whose automatic tries are used up (needs support → waiting);
    REFUND_NOT_RETRYABLE when it is not waiting for support (settled, or being retried already) or
    its gateway is not configured. A failure goes back to support at the job's next run."""
    row = await session.get(PayRefund, refund_id)
    if row is None or row.channel_code not in gateways:
        raise AppError(errors.REFUND_NOT_RETRYABLE)
    claimed = await session.execute(
        update(PayRefund)
        .where(PayRefund.id == refund_id, PayRefund.status == RefundStatus.NEEDS_SUPPORT)
        .values(status=RefundStatus.WAITING, retry_at=None, updated_at=clock.now())
        .returning(PayRefund.id)
    )
    if claimed.scalar_one_or_none() is None:
        raise AppError(errors.REFUND_NOT_RETRYABLE)
    await _ask_again(session, refund_id)
    await session.refresh(row)
    return row
