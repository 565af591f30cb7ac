"""The one ledger rule shared by points, experience and wallets (core.ledger): a change that would go
below zero is refused and records nothing; a reward is given once per business key."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select

from conftest import SmsOutbox, login_by_sms
from fixtures import balances
from gamestore.core.db import unit_of_work
from gamestore.core.errors import AppError
from gamestore.loyalty import errors
from gamestore.loyalty.experience_service import ExperienceBizType, change_experience
from gamestore.loyalty.point_service import PointBizType, change_points
from gamestore.models import Member, MemberBalance, MemberExperienceRecord, MemberPointRecord

MOBILE = "13800138077"


async def experience(app: Any, member_id: int, delta: int, biz: ExperienceBizType, biz_id: str) -> int:
    async with unit_of_work(app.state.sessions) as session:
        return await change_experience(session, member_id, delta, biz, biz_id)


async def ledger_of(app: Any, member_id: int) -> tuple[int, int, int]:
    """(experience on the member's row, the sum of its records, how many records)."""
    async with app.state.sessions() as session:
        total = await session.scalar(select(balances.EXPERIENCE).where(Member.id == member_id))
        summed, count = (
            await session.execute(
                select(func.coalesce(func.sum(MemberExperienceRecord.experience), 0), func.count()).where(
                    MemberExperienceRecord.member_id == member_id
                )
            )
        ).one()
    return int(total or 0), int(summed), int(count)


async def test_experience_is_never_taken_below_zero(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    member_id = (await login_by_sms(client, outbox, MOBILE))["userId"]
    assert await experience(app, member_id, 40, ExperienceBizType.PURCHASE_REWARD, "1") == 40
    with pytest.raises(AppError) as refused:
        await experience(app, member_id, -50, ExperienceBizType.PURCHASE_REWARD_CANCELLED, "1")
    assert refused.value.error == errors.EXPERIENCE_NOT_ENOUGH
    assert await ledger_of(app, member_id) == (40, 40, 1)
    assert await experience(app, member_id, -40, ExperienceBizType.PURCHASE_REWARD_CANCELLED, "1") == 0
    assert await ledger_of(app, member_id) == (0, 0, 2)


async def test_a_reward_is_given_once_per_business_key(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    member_id = (await login_by_sms(client, outbox, MOBILE))["userId"]
    assert await experience(app, member_id, 30, ExperienceBizType.CHECK_IN, "2026-11-23") == 30
    assert await experience(app, member_id, 30, ExperienceBizType.CHECK_IN, "2026-11-23") == 30
    assert await experience(app, member_id, 30, ExperienceBizType.CHECK_IN, "2026-11-24") == 60
    assert await ledger_of(app, member_id) == (60, 60, 2)
    async with unit_of_work(app.state.sessions) as session:
        assert await change_points(session, member_id, 7, PointBizType.PURCHASE_REWARD, "9") == 7
        assert await change_points(session, member_id, 7, PointBizType.PURCHASE_REWARD, "9") == 7
        # An operator's adjustment is not a reward: each one counts.
        assert await change_points(session, member_id, 5, PointBizType.ADMIN, "cli") == 12
        assert await change_points(session, member_id, 5, PointBizType.ADMIN, "cli") == 17
    async with app.state.sessions() as session:
        records = await session.scalar(select(func.count()).where(MemberPointRecord.member_id == member_id))
    assert records == 3


async def test_parallel_grants_of_one_reward_give_it_once(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    member_id = (await login_by_sms(client, outbox, MOBILE))["userId"]

    async def grant() -> int:
        async with unit_of_work(app.state.sessions) as session:
            return await change_points(session, member_id, 10, PointBizType.CHECK_IN, "2026-11-23")

    assert await asyncio.gather(*(grant() for _ in range(6))) == [10] * 6
    async with app.state.sessions() as session:
        balance = await session.scalar(select(balances.POINT).where(Member.id == member_id))
        records = await session.scalar(select(func.count()).where(MemberPointRecord.member_id == member_id))
    assert balance == records * 10 == 10


async def test_two_first_gains_at_once_both_count_into_one_balance_row(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    """A member has no balance row before their first gain; two first gains at once (different
    rewards) both count, into one row: the second waits for the first's row, then adds to it."""
    member_id = (await login_by_sms(client, outbox, MOBILE))["userId"]

    async def rows() -> list[tuple[int, int]]:
        async with app.state.sessions() as session:
            held = select(MemberBalance.point, MemberBalance.experience)
            found = await session.execute(held.where(MemberBalance.member_id == member_id))
            return [tuple(row) for row in found]

    async def grant(points: int, biz: PointBizType, biz_id: str) -> int:
        async with unit_of_work(app.state.sessions) as session:
            return await change_points(session, member_id, points, biz, biz_id)

    assert await rows() == []
    async with unit_of_work(app.state.sessions) as session:
        assert await change_points(session, member_id, 10, PointBizType.CHECK_IN, "2026-11-23") == 10
        second = asyncio.create_task(grant(7, PointBizType.TASK_REWARD, "t1"))
        await asyncio.sleep(0.5)
        assert not second.done(), "the second gain waits for the first's uncommitted row"
    assert await second == 17
    assert await rows() == [(17, 0)]
    async with app.state.sessions() as session:
        records = await session.scalar(select(func.count()).where(MemberPointRecord.member_id == member_id))
    assert records == 2


async def test_a_spend_before_any_gain_is_refused_and_opens_no_row(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    member_id = (await login_by_sms(client, outbox, MOBILE))["userId"]
    with pytest.raises(AppError) as refused:
        async with unit_of_work(app.state.sessions) as session:
            await change_points(session, member_id, -1, PointBizType.ORDER_DEDUCTION, "1")
    assert refused.value.error == errors.POINT_NOT_ENOUGH
    async with app.state.sessions() as session:
        assert await session.scalar(select(func.count()).select_from(MemberBalance)) == 0
        assert await balances.of(session, Member.id == member_id) == (0, 0)
