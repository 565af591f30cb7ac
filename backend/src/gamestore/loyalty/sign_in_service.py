"""Daily check-in (architecture §4): one per member and business day (00:00 Asia/Shanghai), held by
the record's unique key; the reward grows with the streak (day 1…n of the operator's table, then the
last day's again: member/membership_tables.py) and is paid through the points and experience
ledgers, unique on the day."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Protocol

from sqlalchemy import bindparam, func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core import clock
from gamestore.core.errors import AppError
from gamestore.core.pagination import PagedQuery, PageResult
from gamestore.core.times import epoch_ms
from gamestore.events import dispatcher
from gamestore.events.activity import CheckedIn
from gamestore.loyalty import errors, membership_tables
from gamestore.loyalty.experience_service import ExperienceBizType, change_experience
from gamestore.loyalty.point_service import PointBizType, change_points
from gamestore.loyalty.schemas import (
    SignInConfigResp,
    SignInCreateResp,
    SignInRecordPageReq,
    SignInRecordResp,
    SignInSummaryResp,
)
from gamestore.models.loyalty import MemberSignInRecord


async def config_list(session: AsyncSession) -> list[SignInConfigResp]:
    return [
        SignInConfigResp(day=reward.day, point=reward.point, experience=reward.experience)
        for reward in await membership_tables.check_in_rewards(session)
    ]


async def _latest(session: AsyncSession, member_id: int) -> MemberSignInRecord | None:
    return await session.scalar(
        select(MemberSignInRecord)
        .where(MemberSignInRecord.member_id == member_id)
        .order_by(MemberSignInRecord.sign_date.desc())
        .limit(1)
    )


class _CheckIn(Protocol):
    @property
    def sign_date(self) -> date: ...
    @property
    def day(self) -> int: ...


def _running_streak(latest: _CheckIn | None, today: date) -> int:
    """Days of the streak still alive today: it ends once a whole day passed without a check-in."""
    if latest is None or latest.sign_date < today - timedelta(days=1):
        return 0
    return latest.day


# The latest check-in and, counted over all of them before the limit applies, their number.
_LATEST_WITH_COUNT = (
    select(MemberSignInRecord.sign_date, MemberSignInRecord.day, func.count().over().label("total"))
    .where(MemberSignInRecord.member_id == bindparam("member_id"))
    .order_by(MemberSignInRecord.sign_date.desc())
    .limit(1)
)


async def summary(session: AsyncSession, member_id: int) -> SignInSummaryResp:
    today = clock.business_date()
    latest = (await session.execute(_LATEST_WITH_COUNT, {"member_id": member_id})).one_or_none()
    return SignInSummaryResp(
        totalDay=latest.total if latest is not None else 0,
        continuousDay=_running_streak(latest, today),
        todaySignIn=latest is not None and latest.sign_date == today,
    )


async def create(session: AsyncSession, member_id: int) -> SignInCreateResp:
    """Check the member in for today and pay the day's reward; a second check-in the same day is
    refused (SIGN_IN_ALREADY) and pays nothing, however many arrive at once."""
    moment = clock.now()
    today = clock.business_date(moment)
    latest = await _latest(session, member_id)
    if latest is not None and latest.sign_date >= today:
        raise AppError(errors.SIGN_IN_ALREADY)
    day = _running_streak(latest, today) + 1
    reward = membership_tables.reward_of_day(await membership_tables.check_in_rewards(session), day)
    point, experience = reward.point, reward.experience
    record = MemberSignInRecord(
        member_id=member_id, sign_date=today, day=day, point=point, experience=experience, created_at=moment
    )
    try:
        async with session.begin_nested():
            session.add(record)
    except IntegrityError as exc:  # a parallel check-in of the same day won
        raise AppError(errors.SIGN_IN_ALREADY) from exc
    biz_id = today.isoformat()
    if point:
        await change_points(session, member_id, point, PointBizType.CHECK_IN, biz_id)
    if experience:
        await change_experience(session, member_id, experience, ExperienceBizType.CHECK_IN, biz_id)
    await dispatcher.publish(session, CheckedIn(member_id, biz_id))
    return SignInCreateResp(day=day, point=point, experience=experience)


def _month_range(month: str) -> tuple[date, date]:
    year, number = (int(part) for part in month.split("-"))
    first = date(year, number, 1)
    following = date(year + number // 12, number % 12 + 1, 1)
    return first, following


_MEMBER_RECORDS = select(MemberSignInRecord).where(MemberSignInRecord.member_id == bindparam("member_id"))
_RECORDS = PagedQuery(_MEMBER_RECORDS.order_by(MemberSignInRecord.sign_date.desc()))
_MONTH_RECORDS = PagedQuery(
    _MEMBER_RECORDS.where(
        MemberSignInRecord.sign_date >= bindparam("first"),
        MemberSignInRecord.sign_date < bindparam("following"),
    ).order_by(MemberSignInRecord.sign_date.desc())
)


async def page_records(
    session: AsyncSession, member_id: int, params: SignInRecordPageReq
) -> PageResult[SignInRecordResp]:
    if params.month is None:
        rows, total = await _RECORDS.run(session, params, member_id=member_id)
    else:
        first, following = _month_range(params.month)
        rows, total = await _MONTH_RECORDS.run(
            session, params, member_id=member_id, first=first, following=following
        )
    return PageResult[SignInRecordResp](
        list=[
            SignInRecordResp(
                id=row.id,
                signDate=row.sign_date.isoformat(),
                day=row.day,
                point=row.point,
                experience=row.experience,
                createTime=epoch_ms(row.created_at),
            )
            for row in rows
        ],
        total=total,
    )
