"""The wallet as a ledger: balance, transactions with their filters and summary, packages, and
parallel spending that can never overdraw it."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select, update

from conftest import bearer, client_for, data, failure, login_by_sms
from fixtures.shop import member_id
from gamestore.core.errors import AppError
from gamestore.demo.recharge_packages import load_recharge_packages
from gamestore.models import PayWallet, PayWalletTransaction
from gamestore.pay import errors
from gamestore.pay.wallet_service import WalletBizType, change_balance

MOBILE = "13800000031"


@pytest.fixture
async def member(app: Any, client: httpx.AsyncClient, outbox: Any) -> int:
    client.headers.update(bearer(await login_by_sms(client, outbox, MOBILE)))
    return await member_id(app, MOBILE)


async def change(app: Any, member: int, delta: int, kind: WalletBizType, biz: str = "x") -> int:
    async with app.state.sessions() as session, session.begin():
        return await change_balance(session, member, delta, kind, biz, f"{kind.name} {biz}")


async def test_a_new_member_has_an_empty_wallet(member: int, client: httpx.AsyncClient) -> None:
    assert data(await client.get("/pay/wallet/get")) == {"balance": 0, "totalExpense": 0, "totalRecharge": 0}
    assert data(await client.post("/pay/wallet-transaction/page", json={})) == {"list": [], "total": 0}


async def test_balance_and_transactions_follow_the_ledger(
    app: Any, member: int, client: httpx.AsyncClient
) -> None:
    assert await change(app, member, 11500, WalletBizType.RECHARGE, "r1") == 11500
    assert await change(app, member, -4800, WalletBizType.PAYMENT, "o1") == 6700
    assert await change(app, member, 4800, WalletBizType.PAYMENT_REFUND, "o1") == 11500
    assert data(await client.get("/pay/wallet/get")) == {
        "balance": 11500,
        "totalExpense": 0,  # spent, then refunded: no longer spent
        "totalRecharge": 11500,
    }
    page = data(await client.post("/pay/wallet-transaction/page", json={"pageNo": 1, "pageSize": 10}))
    assert [(t["bizType"], t["price"], t["balance"]) for t in page["list"]] == [
        (4, 4800, 11500),
        (3, -4800, 6700),
        (1, 11500, 11500),
    ]
    income = data(await client.post("/pay/wallet-transaction/page", json={"type": 1}))
    expense = data(await client.post("/pay/wallet-transaction/page", json={"type": 2}))
    assert (income["total"], expense["total"]) == (2, 1)
    assert expense["list"][0]["title"] == "支付 · PAYMENT o1"
    english = data(await client.post("/pay/wallet-transaction/page", json={"type": 1, "language": "en"}))
    assert [t["title"] for t in english["list"]] == ["Refund · PAYMENT_REFUND o1", "Recharge"]

    now = page["list"][0]["createTime"]
    summary = data(
        await client.get(
            "/pay/wallet-transaction/get-summary", params=[("createTime", 0), ("createTime", now + 1)]
        )
    )
    # As the wallet's totals count (issue 37 #11): the refund un-spends the payment, it is no income.
    assert summary == {"totalIncome": 11500, "totalExpense": 0}
    empty = data(
        await client.get(
            "/pay/wallet-transaction/get-summary", params=[("createTime", 0), ("createTime", 1000)]
        )
    )
    assert empty == {"totalIncome": 0, "totalExpense": 0}
    async with app.state.sessions() as session:
        ledger = await session.scalar(select(func.sum(PayWalletTransaction.price)))
    assert ledger == 11500


async def test_the_summary_counts_as_the_wallets_totals(
    app: Any, member: int, client: httpx.AsyncClient
) -> None:
    """Issue 37 #11 (the card said "Spent ¥0.00", the month's summary ¥32.13): a refund un-spends its
    payment in the period the payment was made, whenever it comes; money a late gateway payment left
    in the wallet is income, never un-spending. Over all time the summary's expense is the card's."""
    await change(app, member, 10000, WalletBizType.RECHARGE, "r1")
    await change(app, member, -4800, WalletBizType.PAYMENT, "o1")
    await change(app, member, -2000, WalletBizType.PAYMENT, "o2")
    await change(app, member, 3000, WalletBizType.PAYMENT_REFUND, "g9")  # a gateway payment, kept
    async with app.state.sessions() as session, session.begin():  # all that happened in January
        await session.execute(
            update(PayWalletTransaction).values(created_at=datetime(2026, 1, 10, tzinfo=UTC))
        )
    await change(app, member, 500, WalletBizType.PAYMENT_REFUND, "o2")  # refunded in part, now
    await change(app, member, 4800, WalletBizType.PAYMENT_REFUND, "o1")  # in full, now

    async def summary(start: datetime, end: datetime) -> Any:
        moments = [("createTime", int(start.timestamp() * 1000)), ("createTime", int(end.timestamp() * 1000))]
        return data(await client.get("/pay/wallet-transaction/get-summary", params=moments))

    card = data(await client.get("/pay/wallet/get"))
    assert card["totalExpense"] == 1500 and card["totalRecharge"] == 10000
    everything = await summary(datetime(2020, 1, 1, tzinfo=UTC), datetime.now(UTC) + timedelta(minutes=1))
    assert everything == {"totalIncome": 13000, "totalExpense": card["totalExpense"]}
    january = await summary(datetime(2026, 1, 1, tzinfo=UTC), datetime(2026, 1, 31, tzinfo=UTC))
    assert january == {"totalIncome": 13000, "totalExpense": 1500}
    since = await summary(datetime(2026, 2, 1, tzinfo=UTC), datetime.now(UTC) + timedelta(minutes=1))
    assert since == {"totalIncome": 0, "totalExpense": 0}


async def test_the_summary_takes_local_times_as_the_shop_client_sends_them(
    app: Any, member: int, client: httpx.AsyncClient
) -> None:
    """yudao's client sends ``createTime=2026-01-10 00:00:00&createTime=2026-01-10 23:59:59`` (a day
    of the Asia/Shanghai calendar, issue 43): the same answer as the epoch milliseconds of those times."""
    await change(app, member, 10000, WalletBizType.RECHARGE, "r1")
    await change(app, member, -2000, WalletBizType.PAYMENT, "o1")
    async with app.state.sessions() as session, session.begin():  # 2026-01-10 07:30 in Beijing
        await session.execute(
            update(PayWalletTransaction).values(created_at=datetime(2026, 1, 9, 23, 30, tzinfo=UTC))
        )

    async def summary(start: str | int, end: str | int) -> Any:
        moments = [("createTime", start), ("createTime", end)]
        return data(await client.get("/pay/wallet-transaction/get-summary", params=moments))

    that_day = {"totalIncome": 10000, "totalExpense": 2000}
    assert await summary("2026-01-10 00:00:00", "2026-01-10 23:59:59") == that_day
    beijing_day_start = int(datetime(2026, 1, 9, 16, tzinfo=UTC).timestamp() * 1000)
    assert await summary(beijing_day_start, "2026-01-10 23:59:59") == that_day
    # The UTC day before holds the moment, Beijing's does not: the times are read in Asia/Shanghai.
    nothing = {"totalIncome": 0, "totalExpense": 0}
    assert await summary("2026-01-09 00:00:00", "2026-01-09 23:59:59") == nothing
    for bad in ("2026-02-30 00:00:00", "2026-01-10T00:00:00", "1969-12-31 23:59:59", "2026-1-10 00:00:00"):
        code, msg = failure(
            await client.get(
                "/pay/wallet-transaction/get-summary",
                params=[("createTime", bad), ("createTime", "2026-01-10 23:59:59"), ("language", "en")],
            )
        )
        assert code == 400 and "createTime" in msg, (bad, msg)


async def test_spending_more_than_the_balance_is_refused_and_changes_nothing(app: Any, member: int) -> None:
    await change(app, member, 1000, WalletBizType.RECHARGE)
    with pytest.raises(AppError) as refused:
        await change(app, member, -1001, WalletBizType.PAYMENT)
    assert refused.value.error == errors.WALLET_BALANCE_NOT_ENOUGH
    async with app.state.sessions() as session:
        wallet = await session.scalar(select(PayWallet))
        rows = await session.scalar(select(func.count()).select_from(PayWalletTransaction))
    assert wallet is not None and (wallet.balance, wallet.total_expense, rows) == (1000, 0, 1)


async def test_parallel_payments_never_overdraw_the_wallet(app: Any, member: int) -> None:
    await change(app, member, 10_000, WalletBizType.RECHARGE)

    async def pay(index: int) -> bool:
        try:
            await change(app, member, -1500, WalletBizType.PAYMENT, f"o{index}")
        except AppError:
            return False
        return True

    paid = await asyncio.gather(*(pay(i) for i in range(20)))
    assert sum(paid) == 6  # 6 × 1500 = 9000 ≤ 10000 < 7 × 1500
    async with app.state.sessions() as session:
        wallet = await session.scalar(select(PayWallet))
        ledger = await session.scalar(select(func.sum(PayWalletTransaction.price)))
    assert wallet is not None and wallet.balance == 1000 == ledger


async def test_refusals(app: Any, member: int, client: httpx.AsyncClient) -> None:
    code, msg = failure(
        await client.get("/pay/wallet-transaction/get-summary", params=[("createTime", 5), ("createTime", 1)])
    )
    assert code == errors.SUMMARY_RANGE_INVALID.code and msg
    code, _ = failure(await client.get("/pay/wallet-transaction/get-summary", params=[("createTime", 5)]))
    assert code == errors.SUMMARY_RANGE_INVALID.code
    code, _ = failure(await client.get("/pay/wallet-transaction/get-summary", params={"createTime": "today"}))
    assert code == 400
    code, _ = failure(await client.post("/pay/wallet-transaction/page", json={"type": 3}))
    assert code == 400
    async with client_for(app) as visitor:
        for answer in (
            await visitor.get("/pay/wallet/get"),
            await visitor.post("/pay/wallet-transaction/page", json={}),
        ):
            assert failure(answer)[0] == 401


async def test_someone_elses_wallet_stays_theirs(
    app: Any, member: int, client: httpx.AsyncClient, outbox: Any
) -> None:
    await change(app, member, 5000, WalletBizType.RECHARGE)
    async with client_for(app) as other:
        other.headers.update(bearer(await login_by_sms(other, outbox, "13800000032")))
        assert data(await other.get("/pay/wallet/get"))["balance"] == 0
        assert data(await other.post("/pay/wallet-transaction/page", json={}))["total"] == 0


async def test_recharge_packages_in_the_asked_language(app: Any, client: httpx.AsyncClient) -> None:
    async with app.state.sessions() as session, session.begin():
        assert await load_recharge_packages(session) == 4
        assert await load_recharge_packages(session) == 0  # loading again adds nothing
    packages = data(await client.get("/pay/wallet-recharge-package/list", params={"language": "en"}))
    assert [(p["payPrice"], p["bonusPrice"], p["name"]) for p in packages][:2] == [
        (1000, 0, "CN¥10"),
        (5000, 500, "CN¥50, CN¥5 bonus"),
    ]
    zh = data(await client.get("/pay/wallet-recharge-package/list"))
    assert zh[1]["name"] == "充 ¥50 送 ¥5"
