"""My tasks (issue 14): progress moves with the event that causes it, each event counted once per
period; daily tasks turn at 00:00 and weekly ones at Monday 00:00 Asia/Shanghai; a receivable
reward is claimed once and expires with its period; the operator's task file."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select

from conftest import SmsOutbox, bearer, client_for, data, failure, login_by_sms
from fixtures.balances import EXPERIENCE, POINT
from fixtures.shop import keyed_catalogue
from gamestore.cli import main
from gamestore.core import clock
from gamestore.core.crypto import KeyCipher
from gamestore.core.db import unit_of_work
from gamestore.demo.loader import TASKS, load_demo_items
from gamestore.engagement import errors, task_events
from gamestore.engagement.task_events import TaskEvent
from gamestore.engagement.task_import import import_tasks
from gamestore.models import Member, MemberExperienceRecord, MemberPointRecord, MemberTaskEvent

MOBILE = "13800138320"
SHANGHAI = timedelta(hours=8)


def shanghai(year: int, month: int, day: int, hour: int = 10, minute: int = 0) -> datetime:
    return datetime(year, month, day, hour, minute, tzinfo=UTC) - SHANGHAI


@pytest.fixture
def travel() -> Iterator[Any]:
    clock.travel_to(shanghai(2026, 11, 25))  # a Wednesday
    yield clock.travel_to
    clock.back_to_now()


@pytest.fixture
async def demo_tasks(app: Any) -> None:
    async with unit_of_work(app.state.sessions) as session:
        items, _ = await load_demo_items(session, KeyCipher.from_settings(app.state.settings))
        report = await import_tasks(session, json.loads(TASKS.read_text(encoding="utf-8")))
    assert items.ok, items.render()  # the tasks' rewards name them
    assert report.ok and report.created == 10, report.render()


@pytest.fixture
async def member(client: httpx.AsyncClient, outbox: SmsOutbox, demo_tasks: None) -> dict[str, Any]:
    tokens = await login_by_sms(client, outbox, MOBILE)
    client.headers.update({**bearer(tokens), "content-language": "en"})
    return tokens


async def tasks(client: httpx.AsyncClient, **params: Any) -> dict[str, dict[str, Any]]:
    page = data(await client.get("/member/task/page", params=params))
    return {row["code"]: row for row in page["list"]}


async def claim(client: httpx.AsyncClient, task: dict[str, Any]) -> httpx.Response:
    return await client.post("/member/task/claim", json={"id": task["id"]})


async def balances(app: Any, member_id: int) -> tuple[int, int, int, int]:
    """(points, their ledger's sum, experience, its ledger's sum)."""
    async with app.state.sessions() as session:
        point, experience = (
            await session.execute(select(POINT, EXPERIENCE).where(Member.id == member_id))
        ).one()
        points = await session.scalar(
            select(func.coalesce(func.sum(MemberPointRecord.point), 0)).where(
                MemberPointRecord.member_id == member_id
            )
        )
        gained = await session.scalar(
            select(func.coalesce(func.sum(MemberExperienceRecord.experience), 0)).where(
                MemberExperienceRecord.member_id == member_id
            )
        )
    return point, int(points or 0), experience, int(gained or 0)


async def test_the_demo_tasks_by_period_in_the_asked_language(
    client: httpx.AsyncClient, member: dict[str, Any], travel: Any
) -> None:
    listed = await tasks(client)
    assert list(listed) == [
        "daily-check-in",
        "daily-view-games",
        "daily-favorite",
        "daily-share",
        "weekly-buy",
        "weekly-review",
        "once-profile",
        "once-follow-team",
        "once-first-purchase",
        "once-bind-wechat",
    ]
    view = listed["daily-view-games"]
    assert (view["title"], view["category"], view["progress"], view["target"], view["status"]) == (
        "Look at three games",
        1,
        0,
        3,
        0,
    )
    assert (view["rewardPoint"], view["rewardExperience"], view["link"]) == (10, 5, "gameList")
    assert view["endTime"] == int(shanghai(2026, 11, 26, 0).timestamp() * 1000)
    assert listed["weekly-buy"]["endTime"] == int(shanghai(2026, 11, 30, 0).timestamp() * 1000)  # Monday
    assert listed["once-profile"]["endTime"] is None
    weekly = await tasks(client, category=2)
    assert list(weekly) == ["weekly-buy", "weekly-review"]
    japanese = data(await client.get("/member/task/page", params={"category": 1, "language": "ja"}))
    assert japanese["list"][0]["title"] == "今日のチェックイン"


async def test_viewing_games_counts_each_game_once_and_pays_once(
    app: Any, client: httpx.AsyncClient, member: dict[str, Any], travel: Any
) -> None:
    cat = await keyed_catalogue(app)
    games = [cat.spus[code].id for code in ("star-raid", "iron-saga", "tiny-blocks")]
    for spu_id in (games[0], games[0], games[1]):
        data(await client.get("/product/spu/get-detail", params={"id": spu_id}))
    view = (await tasks(client))["daily-view-games"]
    assert (view["progress"], view["status"]) == (2, 0)
    code, msg = failure(await claim(client, view))
    assert code == errors.TASK_NOT_RECEIVABLE.code and msg == "This task is not complete yet"

    data(await client.get("/product/spu/get-detail", params={"id": games[2]}))
    view = (await tasks(client))["daily-view-games"]
    assert (view["progress"], view["status"]) == (3, 10)
    assert data(await claim(client, view)) == {"point": 10, "experience": 5, "items": []}
    assert (await tasks(client))["daily-view-games"]["status"] == 20
    code, msg = failure(await claim(client, view))
    assert code == errors.TASK_ALREADY_CLAIMED.code and msg == "You have already collected this reward"
    assert await balances(app, member["userId"]) == (10, 10, 5, 5)
    records = data(await client.post("/member/point/record/page", json={"bizType": 41}))
    assert [(row["title"], row["point"]) for row in records["list"]] == [("Task reward", 10)]


async def test_events_of_every_kind_move_their_tasks(
    app: Any, client: httpx.AsyncClient, member: dict[str, Any], travel: Any
) -> None:
    cat = await keyed_catalogue(app)
    data(await client.post("/member/sign-in/record/create", json={}))
    data(await client.post("/product/favorite/create", json={"spuId": cat.spus["star-raid"].id}))
    data(await client.post("/product/favorite/create", json={"spuId": cat.spus["star-raid"].id}))
    data(
        await client.post(
            "/product/brand-collection/create/collect", params={"brandId": cat.brands["nebula"].id}
        )
    )
    data(await client.put("/member/user/update", json={"nickname": "Heron"}))
    assert (await tasks(client))["once-profile"]["status"] == 0  # no avatar yet
    data(await client.put("/member/user/update", json={"avatar": "https://cdn.example.com/a.png"}))
    listed = await tasks(client)
    for code in ("daily-check-in", "daily-favorite", "once-follow-team", "once-profile"):
        assert listed[code]["status"] == 10, code
    assert listed["weekly-buy"]["status"] == 0
    async with app.state.sessions() as session:
        counted = await session.scalar(select(func.count()).select_from(MemberTaskEvent))
    assert counted == 4  # the second favorite of the same game changed nothing


async def test_a_daily_reward_expires_at_midnight_and_a_weekly_one_on_monday(
    app: Any, client: httpx.AsyncClient, member: dict[str, Any], travel: Any
) -> None:
    cat = await keyed_catalogue(app)
    travel(shanghai(2026, 11, 29, 23, 58))  # Sunday night
    data(await client.post("/product/favorite/create", json={"spuId": cat.spus["star-raid"].id}))
    async with unit_of_work(app.state.sessions) as session:
        await task_events.record(session, member["userId"], TaskEvent.REVIEW_WRITTEN, "review-1")
    listed = await tasks(client)
    assert listed["daily-favorite"]["status"] == 10 and listed["weekly-review"]["status"] == 10

    travel(shanghai(2026, 11, 30, 0, 1))  # Monday 00:01: a new day and a new week
    listed = await tasks(client)
    assert listed["daily-favorite"]["status"] == 0 and listed["weekly-review"]["status"] == 0
    code, msg = failure(await claim(client, listed["daily-favorite"]))
    assert code == errors.TASK_EXPIRED.code and msg == "This task's time is over and its reward has expired"
    expired = await tasks(client, status=30)
    assert set(expired) == {"daily-favorite", "weekly-review"}
    assert expired["daily-favorite"]["period"] == "2026-11-29"
    assert expired["weekly-review"]["period"] == "W2026-11-23"
    assert await balances(app, member["userId"]) == (0, 0, 0, 0)


async def test_bad_claims_change_nothing(
    client: httpx.AsyncClient, member: dict[str, Any], travel: Any
) -> None:
    code, msg = failure(await client.post("/member/task/claim", json={"id": 999_999}))
    assert code == errors.TASK_NOT_FOUND.code and msg == "This task does not exist"
    for body in ({"id": 0}, {"id": "x"}, {}, {"id": 2**60}):
        code, _ = failure(await client.post("/member/task/claim", json=body))
        assert code == 400, body
    for params in ({"category": 4}, {"status": 5}, {"pageSize": 0}):
        code, _ = failure(await client.get("/member/task/page", params=params))
        assert code == 400, params
    async with client_for(client._transport.app) as visitor:  # type: ignore[attr-defined]
        code, _ = failure(await visitor.get("/member/task/page"))
        assert code == 401


async def test_parallel_claims_pay_once_and_parallel_events_count_once(
    app: Any, client: httpx.AsyncClient, member: dict[str, Any], travel: Any
) -> None:
    member_id = member["userId"]

    async def event(biz_id: str) -> None:
        async with unit_of_work(app.state.sessions) as session:
            await task_events.record(session, member_id, TaskEvent.GAME_VIEWED, biz_id)

    await asyncio.gather(*(event("spu-1") for _ in range(10)))
    assert (await tasks(client))["daily-view-games"]["progress"] == 1
    await asyncio.gather(*(event(f"spu-{n}") for n in (2, 3, 4, 5)))
    view = (await tasks(client))["daily-view-games"]
    assert (view["progress"], view["status"]) == (3, 10)

    async def attempt() -> int:
        async with client_for(app) as own:
            answer = await own.post("/member/task/claim", json={"id": view["id"]}, headers=bearer(member))
            return int(answer.json()["code"])

    codes = await asyncio.gather(*(attempt() for _ in range(20)))
    assert sorted(codes) == [0] + [errors.TASK_ALREADY_CLAIMED.code] * 19
    assert await balances(app, member_id) == (10, 10, 5, 5)


def test_the_task_file_reports_every_bad_row(
    cli_env: None, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = json.loads(TASKS.read_text(encoding="utf-8"))["tasks"][0]
    rows = [
        good,
        {**good, "code": "dup"},
        {**good, "code": "dup"},
        {**good, "code": "bad-event", "event": "lottery"},
        {**good, "code": "no-ja", "titles": {k: v for k, v in good["titles"].items() if k != "ja"}},
        {**good, "code": "no-reward", "rewardPoint": 0, "rewardExperience": 0},
        {**good, "code": "bad-link", "link": "https://example.com"},
        {**good, "code": "Bad Code"},
        {**good, "code": "too-many", "target": 0},
        "not a task",
    ]
    file = tmp_path / "tasks.json"
    file.write_text(json.dumps({"tasks": rows}), encoding="utf-8")
    assert main(["import-tasks", str(file)]) == 1
    out = capsys.readouterr().out
    assert "tasks: 2 created, 0 updated, 8 rejected" in out
    for where in (
        "tasks[2] (dup)",
        "tasks[3] (bad-event)",
        "tasks[4] (no-ja)",
        "tasks[5] (no-reward)",
        "tasks[6] (bad-link)",
        "tasks[7] (Bad Code)",
        "tasks[8] (too-many)",
        "tasks[9]",
    ):
        assert where in out, where
    assert main(["import-tasks", str(file)]) == 1
    assert "tasks: 0 created, 2 updated" in capsys.readouterr().out
    file.write_text("{not json", encoding="utf-8")
    assert main(["import-tasks", str(file)]) == 2
