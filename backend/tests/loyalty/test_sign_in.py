"""Daily check-in (issue 14, architecture §4): day 1…7 pay 5, 10, 15, 20, 25, 30, 50 points and 5
experience, day 8 on repeats day 7, a missed day restarts at 1, days change at 00:00 Asia/Shanghai,
once a day however many requests arrive; levels, experience records and the point record filters."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select

from conftest import SmsOutbox, bearer, client_for, data, failure, login_by_sms
from fixtures.balances import EXPERIENCE, POINT
from fixtures.shop import keyed_catalogue
from gamestore.core import clock
from gamestore.core.db import unit_of_work
from gamestore.loyalty import errors
from gamestore.loyalty.experience_service import ExperienceBizType, change_experience
from gamestore.models import Member, MemberExperienceRecord, MemberPointRecord, MemberSignInRecord

MOBILE = "13800138310"
SHANGHAI = timedelta(hours=8)


def shanghai(year: int, month: int, day: int, hour: int = 10, minute: int = 0, second: int = 0) -> datetime:
    """A wall-clock time in Asia/Shanghai, as UTC."""
    return datetime(year, month, day, hour, minute, second, tzinfo=UTC) - SHANGHAI


@pytest.fixture
def travel() -> Iterator[Any]:
    yield clock.travel_to
    clock.back_to_now()


@pytest.fixture
async def member(client: httpx.AsyncClient, outbox: SmsOutbox) -> dict[str, Any]:
    tokens = await login_by_sms(client, outbox, MOBILE)
    client.headers.update({**bearer(tokens), "content-language": "en"})
    return tokens


async def check_in(client: httpx.AsyncClient) -> httpx.Response:
    return await client.post("/member/sign-in/record/create", json={})


async def summary(client: httpx.AsyncClient) -> dict[str, Any]:
    return dict(data(await client.get("/member/sign-in/record/get-summary")))


async def balances(app: Any, member_id: int) -> dict[str, int]:
    """The member's points and experience, each beside the sum of its ledger."""
    async with app.state.sessions() as session:
        row = (await session.execute(select(POINT, EXPERIENCE).where(Member.id == member_id))).one()
        points = await session.scalar(
            select(func.coalesce(func.sum(MemberPointRecord.point), 0)).where(
                MemberPointRecord.member_id == member_id
            )
        )
        experience = await session.scalar(
            select(func.coalesce(func.sum(MemberExperienceRecord.experience), 0)).where(
                MemberExperienceRecord.member_id == member_id
            )
        )
    return {
        "point": row.point,
        "points summed": int(points or 0),
        "experience": row.experience,
        "experience summed": int(experience or 0),
    }


async def test_the_reward_table_is_public(client: httpx.AsyncClient) -> None:
    table = data(await client.get("/member/sign-in/config/list"))
    assert [(row["day"], row["point"], row["experience"]) for row in table] == [
        (1, 5, 5),
        (2, 10, 5),
        (3, 15, 5),
        (4, 20, 5),
        (5, 25, 5),
        (6, 30, 5),
        (7, 50, 5),
    ]


async def test_a_streak_of_eight_days_pays_day_seven_again_on_day_eight(
    app: Any, client: httpx.AsyncClient, member: dict[str, Any], travel: Any
) -> None:
    paid = []
    for offset in range(8):
        travel(shanghai(2026, 11, 20) + timedelta(days=offset))
        assert (await summary(client))["todaySignIn"] is False
        answer = data(await check_in(client))
        paid.append((answer["day"], answer["point"], answer["experience"]))
    assert paid == [
        (1, 5, 5),
        (2, 10, 5),
        (3, 15, 5),
        (4, 20, 5),
        (5, 25, 5),
        (6, 30, 5),
        (7, 50, 5),
        (8, 50, 5),
    ]
    assert await summary(client) == {"totalDay": 8, "continuousDay": 8, "todaySignIn": True}
    assert await balances(app, member["userId"]) == {
        "point": 205,
        "points summed": 205,
        "experience": 40,
        "experience summed": 40,
    }
    records = data(await client.post("/member/point/record/page", json={"pageSize": 20}))
    assert records["total"] == 8
    newest = records["list"][0]
    assert (newest["bizType"], newest["title"], newest["point"], newest["bizId"]) == (
        1,
        "Daily check-in",
        50,
        "2026-11-27",
    )
    experience = data(await client.get("/member/experience-record/page"))
    assert experience["total"] == 8
    assert {row["title"] for row in experience["list"]} == {"Daily check-in"}
    assert experience["list"][0]["totalExperience"] == 40


async def test_a_missed_day_restarts_the_streak_at_day_one(
    client: httpx.AsyncClient, member: dict[str, Any], travel: Any
) -> None:
    for day in (20, 21):
        travel(shanghai(2026, 11, day))
        data(await check_in(client))
    travel(shanghai(2026, 11, 22, 23, 59))
    assert await summary(client) == {"totalDay": 2, "continuousDay": 2, "todaySignIn": False}
    travel(shanghai(2026, 11, 23, 8))  # the 22nd passed without a check-in
    assert await summary(client) == {"totalDay": 2, "continuousDay": 0, "todaySignIn": False}
    answer = data(await check_in(client))
    assert (answer["day"], answer["point"]) == (1, 5)
    assert await summary(client) == {"totalDay": 3, "continuousDay": 1, "todaySignIn": True}


async def test_days_change_at_midnight_in_shanghai_not_utc(
    app: Any, client: httpx.AsyncClient, member: dict[str, Any], travel: Any
) -> None:
    travel(shanghai(2026, 11, 20, 23, 59, 58))  # 15:59:58 UTC
    assert data(await check_in(client))["day"] == 1
    code, msg = failure(await check_in(client))
    assert (
        code == errors.SIGN_IN_ALREADY.code and msg == "You have already checked in today; come back tomorrow"
    )
    travel(shanghai(2026, 11, 21, 0, 0, 1))  # 16:00:01 UTC, still the 20th in UTC
    assert data(await check_in(client))["day"] == 2
    code, msg = failure(
        await client.post("/member/sign-in/record/create", json={}, headers={"content-language": "zh-Hans"})
    )
    assert code == errors.SIGN_IN_ALREADY.code and msg == "今天已签到，明天再来吧"
    assert await balances(app, member["userId"]) == {
        "point": 15,
        "points summed": 15,
        "experience": 10,
        "experience summed": 10,
    }


async def test_the_month_of_check_ins_and_the_point_filters(
    client: httpx.AsyncClient, member: dict[str, Any], travel: Any
) -> None:
    for day in (datetime(2026, 11, 29), datetime(2026, 11, 30), datetime(2026, 12, 1)):
        travel(shanghai(day.year, day.month, day.day))
        data(await check_in(client))
    november = data(await client.get("/member/sign-in/record/page", params={"month": "2026-11"}))
    assert [row["signDate"] for row in november["list"]] == ["2026-11-30", "2026-11-29"]
    december = data(await client.get("/member/sign-in/record/page", params={"month": "2026-12"}))
    assert [(row["signDate"], row["day"], row["point"]) for row in december["list"]] == [
        ("2026-12-01", 3, 15)
    ]
    for month in ("2026-13", "26-11", "2026-1", "2026-11\x00"):
        code, msg = failure(await client.get("/member/sign-in/record/page", params={"month": month}))
        assert code == 400 and "month" in msg, (month, msg)

    async def points(**body: Any) -> list[int]:
        page = data(await client.post("/member/point/record/page", json=body))
        return [row["point"] for row in page["list"]]

    assert await points(bizType=1) == [15, 10, 5]
    assert await points(bizType=41) == []
    start = int(shanghai(2026, 11, 30, 0).timestamp() * 1000)
    end = int(shanghai(2026, 11, 30, 23, 59, 59).timestamp() * 1000)
    assert await points(createTime=[start, end]) == [10]
    assert await points(addStatus=False) == []
    for bad in ({"createTime": [start]}, {"bizType": -1}, {"createTime": [start, "x"]}):
        code, _ = failure(await client.post("/member/point/record/page", json=bad))
        assert code == 400, bad


async def test_check_in_needs_a_login(client: httpx.AsyncClient) -> None:
    for method, path in (
        ("POST", "/member/sign-in/record/create"),
        ("GET", "/member/sign-in/record/get-summary"),
        ("GET", "/member/sign-in/record/page"),
        ("GET", "/member/experience-record/page"),
    ):
        code, _ = failure(await client.request(method, path, json={} if method == "POST" else None))
        assert code == 401, path


async def test_levels_in_the_asked_language(client: httpx.AsyncClient) -> None:
    levels = data(await client.get("/member/level/list", params={"language": "en"}))
    assert [(row["name"], row["experience"], row["discountPercent"]) for row in levels] == [
        ("Bronze", 0, 0),
        ("Silver", 1000, 2),
        ("Gold", 3000, 5),
        ("Platinum", 8000, 8),
        ("Diamond", 20000, 12),
    ]
    assert [row["level"] for row in levels] == [1, 2, 3, 4, 5]
    assert all(row["icon"] == f"levels/{row['level']}.svg" for row in levels)
    japanese = data(await client.get("/member/level/list", params={"language": "ja"}))
    assert japanese[1]["name"] == "シルバー"


async def test_the_check_in_that_reaches_a_level_gives_its_discount_at_the_next_settlement(
    app: Any, client: httpx.AsyncClient, member: dict[str, Any], travel: Any
) -> None:
    cat = await keyed_catalogue(app)
    async with unit_of_work(app.state.sessions) as session:
        await change_experience(session, member["userId"], 995, ExperienceBizType.ADMIN, "test")
    body = {"items": [{"skuId": cat.skus["star-raid-0"].id, "count": 1}], "pointStatus": False}
    before = data(await client.post("/trade/order/settlement", json=body))["price"]
    assert before["vipPrice"] == 0
    assert data(await client.get("/member/user/get"))["level"]["name"] == "Bronze"
    travel(shanghai(2026, 11, 20))
    data(await check_in(client))  # +5: 1000, Silver
    user = data(await client.get("/member/user/get"))
    assert (user["experience"], user["level"]["name"], user["level"]["discountPercent"]) == (
        1000,
        "Silver",
        2,
    )
    after = data(await client.post("/trade/order/settlement", json=body))["price"]
    base = after["totalPrice"] - after["activityDiscountPrice"]
    assert after["vipPrice"] == (base * 2 + 50) // 100 > 0


@pytest.mark.parametrize("attempts", [20])
async def test_parallel_check_ins_pay_once(
    app: Any, client: httpx.AsyncClient, member: dict[str, Any], travel: Any, attempts: int
) -> None:
    travel(shanghai(2026, 11, 20))

    async def attempt() -> int:
        async with client_for(app) as own:
            answer = await own.post("/member/sign-in/record/create", json={}, headers=bearer(member))
            assert answer.status_code == 200
            return int(answer.json()["code"])

    codes = await asyncio.gather(*(attempt() for _ in range(attempts)))
    assert sorted(codes) == [0] + [errors.SIGN_IN_ALREADY.code] * (attempts - 1)
    assert await balances(app, member["userId"]) == {
        "point": 5,
        "points summed": 5,
        "experience": 5,
        "experience summed": 5,
    }
    async with app.state.sessions() as session:
        rows = await session.scalar(select(func.count()).select_from(MemberSignInRecord))
    assert rows == 1
