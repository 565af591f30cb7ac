"""The points ledger and the member's point records."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select, update

from conftest import SmsOutbox, bearer, data, failure, login_by_sms
from fixtures import balances
from gamestore.core.db import unit_of_work
from gamestore.core.errors import AppError
from gamestore.loyalty.point_service import PointBizType, change_points
from gamestore.models import Member, MemberPointRecord

MOBILE = "13800138000"


async def change(app: Any, member_id: int, delta: int, biz: PointBizType = PointBizType.TASK_REWARD) -> int:
    async with unit_of_work(app.state.sessions) as session:
        return await change_points(session, member_id, delta, biz, biz_id="t")


async def page(client: httpx.AsyncClient, tokens: dict[str, Any], **body: Any) -> Any:
    return data(await client.post("/member/point/record/page", json=body, headers=bearer(tokens)))


async def test_changes_are_recorded_and_the_balance_is_their_sum(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    tokens = await login_by_sms(client, outbox, MOBILE)
    member_id = tokens["userId"]
    assert await change(app, member_id, 30, PointBizType.CHECK_IN) == 30
    assert await change(app, member_id, -12, PointBizType.ORDER_DEDUCTION) == 18
    assert await change(app, member_id, 5) == 23
    async with app.state.sessions() as session:
        balance = await session.scalar(select(balances.POINT).where(Member.id == member_id))
        total = await session.scalar(select(func.sum(MemberPointRecord.point)))
    assert balance == total == 23
    assert data(await client.get("/member/user/get", headers=bearer(tokens)))["point"] == 23


async def test_spending_more_than_the_balance_changes_nothing(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    tokens = await login_by_sms(client, outbox, MOBILE)
    await change(app, tokens["userId"], 10)
    with pytest.raises(AppError) as refused:
        await change(app, tokens["userId"], -11)
    assert refused.value.error.code == 1_004_008_000
    assert (await page(client, tokens))["total"] == 1


async def test_concurrent_spends_never_overdraw(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    tokens = await login_by_sms(client, outbox, MOBILE)
    await change(app, tokens["userId"], 50)

    async def spend() -> bool:
        try:
            await change(app, tokens["userId"], -20, PointBizType.ORDER_DEDUCTION)
        except AppError:
            return False
        return True

    results = await asyncio.gather(*(spend() for _ in range(6)))
    assert sum(results) == 2
    async with app.state.sessions() as session:
        balance = await session.scalar(select(balances.POINT).where(Member.id == tokens["userId"]))
        total = await session.scalar(select(func.sum(MemberPointRecord.point)))
    assert balance == total == 10


async def test_records_page_newest_first_with_titles_in_the_language(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    tokens = await login_by_sms(client, outbox, MOBILE)
    await change(app, tokens["userId"], 15, PointBizType.CHECK_IN)
    await change(app, tokens["userId"], -5, PointBizType.ORDER_DEDUCTION)
    await change(app, tokens["userId"], 20, PointBizType.PURCHASE_REWARD)
    everything = await page(client, tokens, language="en")
    assert everything["total"] == 3
    assert [r["point"] for r in everything["list"]] == [20, -5, 15]
    assert [r["balance"] for r in everything["list"]] == [30, 10, 15]
    assert everything["list"][0]["title"] == "Purchase reward"
    assert everything["list"][0]["bizType"] == 21
    assert everything["list"][0]["createTime"] > 1_700_000_000_000
    assert [r["point"] for r in (await page(client, tokens, addStatus=True))["list"]] == [20, 15]
    assert [r["point"] for r in (await page(client, tokens, addStatus=False))["list"]] == [-5]
    second = await page(client, tokens, pageNo=2, pageSize=2)
    assert (second["total"], [r["point"] for r in second["list"]]) == (3, [15])
    assert (await page(client, tokens))["list"][0]["title"] == "购物奖励"


async def test_records_between_local_times(app: Any, client: httpx.AsyncClient, outbox: SmsOutbox) -> None:
    """createTime bounds as yudao's client writes them ("yyyy-MM-dd HH:mm:ss", Asia/Shanghai), as well
    as epoch milliseconds (issue 43)."""
    tokens = await login_by_sms(client, outbox, MOBILE)
    await change(app, tokens["userId"], 15, PointBizType.CHECK_IN)
    async with unit_of_work(app.state.sessions) as session:  # 2026-03-01 02:00 in Beijing
        await session.execute(
            update(MemberPointRecord).values(created_at=datetime(2026, 2, 28, 18, tzinfo=UTC))
        )
    march_first = await page(client, tokens, createTime=["2026-03-01 00:00:00", "2026-03-01 23:59:59"])
    assert [r["point"] for r in march_first["list"]] == [15]
    utc_day = await page(client, tokens, createTime=["2026-02-28 00:00:00", "2026-02-28 23:59:59"])
    assert utc_day["total"] == 0
    mixed = await page(client, tokens, createTime=[0, "2026-03-01 02:00:00"])
    assert mixed["total"] == 1
    answer = await client.post(
        "/member/point/record/page",
        json={"createTime": ["2026-03-01 24:00:00", "2026-03-02 00:00:00"], "language": "en"},
        headers=bearer(tokens),
    )
    code, msg = failure(answer)
    assert code == 400 and msg.startswith("Invalid parameter createTime.0"), msg


async def test_records_are_private_and_need_a_login(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    mine = await login_by_sms(client, outbox, MOBILE)
    other = await login_by_sms(client, outbox, "13900139000")
    await change(app, mine["userId"], 15)
    assert (await page(client, other))["total"] == 0
    assert failure(await client.post("/member/point/record/page", json={}))[0] == 401
    code, msg = failure(
        await client.post(
            "/member/point/record/page", json={"pageSize": 500, "language": "en"}, headers=bearer(mine)
        )
    )
    assert code == 400
    assert "pageSize" in msg
