"""Paying and closing the same order at once, on PostgreSQL (row locks and deadlock detection;
SQLite lets one writer in at a time, so nothing is contested there).

On each of 50 orders a payment (a wallet submit, a gateway's notice) meets a close (the member's
cancel, a run of the close job, the details of an expired order closing it): all orders at once
for the two tabs and the details; for the job and the notices one order after another, the two
sides offset either way by up to the time one takes alone (all at once, whichever side starts
first would settle nearly every order before the other arrives). Nothing may answer 500 or raise;
each order ends either paid, its key sold and the money taken once, or closed, its key and points
back and nothing taken; and each answer says which."""

from __future__ import annotations

import asyncio
import os
import random
import time
from collections.abc import Awaitable
from dataclasses import dataclass
from datetime import timedelta
from typing import Any, TypeVar

import httpx
import pytest
from sqlalchemy import func, select, update

from conftest import data
from fixtures import balances
from fixtures.shop import keyed_catalogue, member_tokens
from gamestore.core import clock
from gamestore.loyalty.point_service import PointBizType, change_points
from gamestore.models import (
    ActivationKey,
    Member,
    MemberPointRecord,
    PayOrder,
    PayOrderExtension,
    PayWallet,
    PayWalletTransaction,
    TradeOrder,
)
from gamestore.pay import errors as pay_errors
from gamestore.pay.channels.base import PaymentNotice
from gamestore.pay.notify_service import NotifyOutcome, apply_notice
from gamestore.pay.wallet_service import WalletBizType, change_balance
from gamestore.trade import errors as trade_errors
from gamestore.trade.fulfilment import close_expired_orders

pytestmark = pytest.mark.skipif(
    not os.environ.get("TEST_DATABASE_URL", "").startswith("postgresql"),
    reason="PostgreSQL only: the contest is between row locks that SQLite does not take",
)

ORDERS = 50
POINTS = 300
WALLET = 10_000
PAID, CLOSED = 30, 40
CHANNEL = "alipay_wap"
T = TypeVar("T")


@dataclass
class Racer:
    headers: dict[str, str]
    member: int
    order: int
    pay_order: int
    pay_price: int
    use_point: int


@dataclass
class Outcome:
    status: int
    pay_status: int
    wallet: int
    payments: int
    refunds: int
    sold: int
    held: int
    points: int
    returned: int


def racer_client(app: Any, headers: dict[str, str]) -> httpx.AsyncClient:
    """A client that answers a crash as the server would (HTTP 500) instead of raising it."""
    transport = httpx.ASGITransport(app=app, client=("203.0.113.7", 50000), raise_app_exceptions=False)
    return httpx.AsyncClient(
        transport=transport,
        base_url="http://testserver/app-api",
        headers={"tenant-id": "1", "terminal": "20", **headers},
    )


async def racers(app: Any, count: int = ORDERS) -> list[Racer]:
    """``count`` members, each with points, money in the wallet and one unpaid order using points."""
    cat = await keyed_catalogue(app, keys_per_version=count)
    sku = cat.skus["tiny-blocks-0"]
    tokens = await member_tokens(app, count)
    async with app.state.sessions() as session, session.begin():
        members = list(await session.scalars(select(Member.id).order_by(Member.mobile)))
        for member in members:
            await change_points(session, member, POINTS, PointBizType.ADMIN)
            await change_balance(session, member, WALLET, WalletBizType.RECHARGE, "test", "top up")
    found = []
    body = {"items": [{"skuId": sku.id, "count": 1}], "pointStatus": True}
    for headers, member in zip(tokens, members, strict=True):
        async with racer_client(app, headers) as client:
            created = data(await client.post("/trade/order/create", json=body))
            detail = data(await client.get("/trade/order/get-detail", params={"id": created["id"]}))
        assert detail["usePoint"] > 0
        found.append(
            Racer(
                headers, member, created["id"], created["payOrderId"], detail["payPrice"], detail["usePoint"]
            )
        )
    return found


async def outcome(app: Any, racer: Racer) -> Outcome:
    async with app.state.sessions() as session:
        status = await session.scalar(select(TradeOrder.status).where(TradeOrder.id == racer.order))
        pay_status = await session.scalar(select(PayOrder.status).where(PayOrder.id == racer.pay_order))
        wallet = await session.scalar(select(PayWallet.balance).where(PayWallet.member_id == racer.member))

        async def moves(biz_type: WalletBizType) -> int:
            return int(
                await session.scalar(
                    select(func.count()).where(
                        PayWalletTransaction.biz_type == biz_type,
                        PayWalletTransaction.biz_id == str(racer.pay_order),
                    )
                )
                or 0
            )

        keys = dict(
            (
                await session.execute(
                    select(ActivationKey.status, func.count())
                    .where(ActivationKey.order_id == racer.order)
                    .group_by(ActivationKey.status)
                )
            ).all()
        )
        points = await session.scalar(select(balances.POINT).where(Member.id == racer.member))
        returned = await session.scalar(
            select(func.count()).where(
                MemberPointRecord.biz_type == PointBizType.ORDER_CANCEL_RETURN,
                MemberPointRecord.biz_id == str(racer.order),
            )
        )
        payments = await moves(WalletBizType.PAYMENT)
        refunds = await moves(WalletBizType.PAYMENT_REFUND)
    return Outcome(
        status=status,
        pay_status=int(pay_status or 0),
        wallet=int(wallet or 0),
        payments=payments,
        refunds=refunds,
        sold=int(keys.get(20, 0)),
        held=sum(int(n) for n in keys.values()),
        # The purchase reward is pending until the order is final: the points are what was spent or returned.
        points=int(points or 0),
        returned=int(returned or 0),
    )


def ended_paid(racer: Racer, end: Outcome, *, by_wallet: bool = True) -> list[str]:
    wrong = []
    if end.status != PAID or end.pay_status != 10:
        wrong.append(f"order {end.status}, payment {end.pay_status}")
    if (end.sold, end.held) != (1, 1):
        wrong.append(f"{end.sold} keys sold of {end.held} held")
    if end.points != POINTS - racer.use_point or end.returned:
        wrong.append(f"points {end.points} ({end.returned} returned)")
    charged = (end.wallet, end.payments, end.refunds)
    if charged != ((WALLET - racer.pay_price, 1, 0) if by_wallet else (WALLET, 0, 0)):
        wrong.append(f"wallet {end.wallet} after {end.payments} payments, {end.refunds} refunds")
    return wrong


def ended_closed(racer: Racer, end: Outcome, *, refunded: int = 0) -> list[str]:
    wrong = []
    if end.status != CLOSED or end.pay_status != 30:
        wrong.append(f"order {end.status}, payment {end.pay_status}")
    if end.held:
        wrong.append(f"{end.held} keys still held")
    if end.points != POINTS or end.returned != 1:
        wrong.append(f"points {end.points} ({end.returned} returned)")
    if (end.wallet, end.payments, end.refunds) != (WALLET + refunded, 0, 1 if refunded else 0):
        wrong.append(f"wallet {end.wallet} after {end.payments} payments, {end.refunds} refunds")
    return wrong


def ended_right(racer: Racer, end: Outcome) -> list[str]:
    """Either end, complete: paid with its key and charged once, or closed with nothing charged."""
    return ended_paid(racer, end) if end.status == PAID else ended_closed(racer, end)


def crashed(answer: httpx.Response | BaseException) -> str | None:
    if isinstance(answer, BaseException):
        return f"raised {answer!r}"[:200]
    if answer.status_code != 200:
        return f"HTTP {answer.status_code}"
    return None


def pay_answer(answer: httpx.Response | BaseException, end: Outcome) -> list[str]:
    """A paid answer only for a paid order; the loser is told its order closed."""
    if (crash := crashed(answer)) is not None:
        return [f"pay {crash}"]
    assert isinstance(answer, httpx.Response)
    body = answer.json()
    said_paid = body["code"] == 0 and body["data"]["status"] == 0
    if end.status == PAID and not said_paid:
        return [f"paid, but pay answered {body}"]
    if end.status != PAID and body["code"] != pay_errors.PAY_ORDER_CLOSED.code:
        return [f"closed, but pay answered {body}"]
    return []


def cancel_answer(answer: httpx.Response | BaseException, end: Outcome) -> list[str]:
    """A success only for a closed order; the loser is told the order is not unpaid any more."""
    if (crash := crashed(answer)) is not None:
        return [f"cancel {crash}"]
    assert isinstance(answer, httpx.Response)
    code = answer.json()["code"]
    expected = 0 if end.status == CLOSED else trade_errors.ORDER_NOT_UNPAID.code
    return [] if code == expected else [f"order {end.status}, but cancel answered {answer.json()}"]


class Tally:
    """What went wrong, order by order, and how the contests ended."""

    def __init__(self) -> None:
        self.problems: dict[int, list[str]] = {}
        self.ends: list[int] = []

    def add(self, order: int, end: Outcome, wrong: list[str]) -> None:
        self.ends.append(end.status)
        if wrong:
            self.problems[order] = wrong

    def verdict(self) -> str:
        lines = [f"order {order}: {'; '.join(wrong)}" for order, wrong in list(self.problems.items())[:10]]
        return (
            f"{len(self.problems)} of {len(self.ends)} contested orders went wrong "
            f"({self.ends.count(PAID)} ended paid, {self.ends.count(CLOSED)} closed):\n" + "\n".join(lines)
        )


async def after(seconds: float, awaitable: Awaitable[T]) -> T:
    await asyncio.sleep(seconds)
    return await awaitable


def spread(count: int, seconds: float) -> list[float]:
    """Start delays across ``seconds``, so that some contests are won by each side."""
    chance = random.Random(count)
    return [chance.uniform(0, seconds) for _ in range(count)]


async def timed(awaitable: Awaitable[Any]) -> float:
    started = time.perf_counter()
    await awaitable
    return time.perf_counter() - started


async def one_then_other(offset: float, one: Awaitable[Any], other: Awaitable[Any]) -> list[Any]:
    """Both, ``offset`` seconds apart: ``other`` later when positive, ``one`` later when negative."""
    return await asyncio.gather(
        after(max(-offset, 0), one), after(max(offset, 0), other), return_exceptions=True
    )


def offsets(count: int, took: float) -> list[float]:
    """Offsets within the time one side takes alone, either way: each side wins some contests and
    many meet in the middle, however fast this machine is."""
    return [delay - took for delay in spread(count, 2 * took)]


async def pay(app: Any, racer: Racer) -> httpx.Response:
    body = {
        "id": racer.pay_order,
        "channelCode": "wallet",
        "channelExtras": {},
        "returnUrl": "https://x.test/r",
    }
    async with racer_client(app, racer.headers) as client:
        return await client.post("/pay/order/submit", json=body)


async def cancel(app: Any, racer: Racer) -> httpx.Response:
    async with racer_client(app, racer.headers) as client:
        return await client.delete("/trade/order/cancel", params={"id": racer.order})


async def expire(app: Any, found: list[Racer]) -> None:
    """The orders' windows have passed, but their payments' not quite: the payment still gets
    past its own expiry check while the close runs."""
    async with app.state.sessions() as session, session.begin():
        await session.execute(
            update(TradeOrder)
            .where(TradeOrder.id.in_([r.order for r in found]))
            .values(expire_time=clock.now() - timedelta(minutes=1))
        )


async def test_paying_and_cancelling_each_order_at_once(app: Any) -> None:
    found = await racers(app)
    # The two tabs: which one starts first alternates from order to order.
    started = []
    for i, racer in enumerate(found):
        pair = [pay(app, racer), cancel(app, racer)]
        started += pair if i % 2 == 0 else pair[::-1]
    flat = await asyncio.gather(*started, return_exceptions=True)
    answers = [
        (a, b) if i % 2 == 0 else (b, a) for i, (a, b) in enumerate(zip(flat[::2], flat[1::2], strict=True))
    ]
    tally = Tally()
    for racer, (paid, cancelled) in zip(found, answers, strict=True):
        end = await outcome(app, racer)
        tally.add(
            racer.order, end, pay_answer(paid, end) + cancel_answer(cancelled, end) + ended_right(racer, end)
        )
    assert not tally.problems, tally.verdict()


async def test_paying_as_the_close_job_closes_expired_orders(app: Any) -> None:
    *found, gauge = await racers(app, ORDERS + 1)
    took = await timed(pay(app, gauge))

    async def pay_as_the_job_runs(racer: Racer, offset: float) -> tuple[Any, Any]:
        await expire(app, [racer])
        answer, run = await one_then_other(offset, pay(app, racer), close_expired_orders(app.state.sessions))
        return answer, run

    # One order due at a time: a run walks its orders one after another, so with many due at once
    # most payments would meet no run at all (before it, or after it closed their order).
    results = [await pay_as_the_job_runs(r, o) for r, o in zip(found, offsets(len(found), took), strict=True)]
    tally = Tally()
    for racer, (answer, _) in zip(found, results, strict=True):
        end = await outcome(app, racer)
        tally.add(racer.order, end, pay_answer(answer, end) + ended_right(racer, end))
    runs = [run for _, run in results]
    assert not tally.problems, tally.verdict()
    assert not [run for run in runs if isinstance(run, BaseException)], runs
    assert sum(runs) == tally.ends.count(CLOSED)  # the runs count what they closed, and only that


async def test_paying_as_the_details_close_an_expired_order(app: Any) -> None:
    found = await racers(app)
    await expire(app, found)

    async def read(racer: Racer) -> httpx.Response:
        async with racer_client(app, racer.headers) as client:
            return await client.get("/trade/order/get-detail", params={"id": racer.order})

    flat = await asyncio.gather(*(c for r in found for c in (read(r), pay(app, r))), return_exceptions=True)
    tally = Tally()
    for racer, seen, paid in zip(found, flat[::2], flat[1::2], strict=True):
        end = await outcome(app, racer)
        wrong = pay_answer(paid, end) + ended_right(racer, end)
        if (crash := crashed(seen)) is not None:
            wrong.append(f"details {crash}")
        elif (shown := seen.json()["data"]["status"]) != end.status:  # type: ignore[union-attr]
            wrong.append(f"order {end.status}, but the details showed {shown}")
        tally.add(racer.order, end, wrong)
    assert not tally.problems, tally.verdict()


async def test_a_gateway_notice_arriving_as_the_member_cancels(app: Any) -> None:
    *found, gauge = await racers(app, ORDERS + 1)
    async with app.state.sessions() as session, session.begin():
        for r in found:
            session.add(
                PayOrderExtension(
                    no=f"P{r.pay_order}A1",
                    pay_order_id=r.pay_order,
                    channel_code=CHANNEL,
                    created_at=clock.now(),
                )
            )

    async def notify(racer: Racer) -> NotifyOutcome:
        notice = PaymentNotice(
            out_trade_no=f"P{racer.pay_order}A1",
            channel_transaction_id=f"T{racer.pay_order}",
            paid=True,
            price=racer.pay_price,
            success_time=clock.now(),
            raw={},
        )
        async with app.state.sessions() as session, session.begin():
            return await apply_notice(session, app.state.settings, CHANNEL, notice)

    took = await timed(cancel(app, gauge))
    answers = [
        await one_then_other(offset, notify(racer), cancel(app, racer))
        for racer, offset in zip(found, offsets(len(found), took), strict=True)
    ]
    tally = Tally()
    for racer, (noticed, cancelled) in zip(found, answers, strict=True):
        end = await outcome(app, racer)
        wrong = cancel_answer(cancelled, end)
        if end.status == PAID:
            expected, wrong = NotifyOutcome.PAID, wrong + ended_paid(racer, end, by_wallet=False)
        else:
            # The money arrived for a closed order: it waits in the member's wallet.
            expected = NotifyOutcome.REFUNDED_TO_WALLET
            wrong += ended_closed(racer, end, refunded=racer.pay_price)
        if noticed != expected:
            wrong.append(f"order {end.status}, but the notice was applied as {noticed!r}"[:200])
        tally.add(racer.order, end, wrong)
    assert not tally.problems, tally.verdict()
