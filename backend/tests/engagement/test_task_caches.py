"""What each process keeps of tasks (member/task_definitions.py, task_events.CountedEvents): the
operator's tasks until an import commits, and the events it saw counted, learnt only from commits."""

from __future__ import annotations

import asyncio
import json
import os
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest
from redis.asyncio import Redis
from sqlalchemy import func, select

from conftest import AppFactory, SmsOutbox, bearer, client_for, data, login_by_sms
from fixtures.shop import keyed_catalogue
from gamestore.cli import main
from gamestore.core import cache_bus, clock
from gamestore.core.db import unit_of_work
from gamestore.demo.loader import TASKS
from gamestore.engagement import task_events
from gamestore.engagement.task_events import TaskEvent
from gamestore.engagement.task_import import import_tasks
from gamestore.models import BrowseHistory, MemberTaskEvent, Spu

MOBILE = "13800138321"


def shanghai(year: int, month: int, day: int, hour: int = 10) -> datetime:
    return datetime(year, month, day, hour, tzinfo=UTC) - timedelta(hours=8)


@pytest.fixture(autouse=True)
def wednesday() -> Iterator[None]:
    clock.travel_to(shanghai(2026, 11, 25))
    yield
    clock.back_to_now()


def demo_file(**changes: dict[str, Any]) -> dict[str, Any]:
    """The demo task file, the tasks named in ``changes`` changed so; without item rewards, which
    would need the demo items imported first."""
    tasks = json.loads(TASKS.read_text(encoding="utf-8"))["tasks"]
    return {"tasks": [{**task, "rewardItems": [], **changes.get(task["code"], {})} for task in tasks]}


async def imported(app: Any, file: dict[str, Any]) -> None:
    async with unit_of_work(app.state.sessions) as session:
        assert (await import_tasks(session, file)).ok


async def tasks(client: httpx.AsyncClient) -> dict[str, dict[str, Any]]:
    page = data(await client.get("/member/task/page", params={"language": "en"}))
    return {row["code"]: row for row in page["list"]}


async def test_the_tasks_are_kept_until_an_import_commits(app_factory: AppFactory, outbox: SmsOutbox) -> None:
    app = app_factory(public_cache_seconds=60)
    cat = await keyed_catalogue(app)
    await imported(app, demo_file())
    async with client_for(app) as client:
        client.headers.update(bearer(await login_by_sms(client, outbox, MOBILE)))
        listed = await tasks(client)
        assert listed["daily-view-games"]["title"] == "Look at three games" and "once-bind-wechat" in listed

        titles = {"en": "Look at one game", "zh-Hans": "看", "zh-Hant": "看", "ja": "見る"}
        view = {"titles": titles, "target": 1}
        await imported(app, demo_file(**{"daily-view-games": view, "once-bind-wechat": {"enabled": False}}))
        listed = await tasks(client)
        assert listed["daily-view-games"]["title"] == "Look at one game" and "once-bind-wechat" not in listed
        # Events are counted against the new definition too: one game now completes the task.
        data(await client.get("/product/spu/get-detail", params={"id": cat.spus["star-raid"].id}))
        assert (await tasks(client))["daily-view-games"]["status"] == 10

        async with app.state.sessions() as session:  # an import rolled back drops nothing
            await import_tasks(session, demo_file(**{"once-bind-wechat": {"enabled": True}}))
            await session.rollback()
        assert "once-bind-wechat" not in await tasks(client)


@pytest.mark.usefixtures("cli_env")
async def test_tasks_imported_by_the_command_line_are_announced(tmp_path: Path) -> None:
    url = os.environ.get("REDIS_URL")
    if not url:
        pytest.skip("REDIS_URL is not set")
    file = tmp_path / "tasks.json"
    file.write_text(json.dumps(demo_file()), encoding="utf-8")
    redis = Redis.from_url(url)
    listener = redis.pubsub(ignore_subscribe_messages=True)
    try:
        await listener.subscribe(cache_bus.channel_for(url))
        assert await asyncio.to_thread(main, ["import-tasks", str(file)]) == 0
        deadline = time.monotonic() + 5
        while True:
            message = await listener.get_message(timeout=0.5)
            if message is not None and b'"member_tasks"' in message["data"]:
                break
            assert time.monotonic() < deadline, "no task change published"
    finally:
        await listener.aclose()  # type: ignore[no-untyped-call]
        await redis.aclose()


async def test_a_game_seen_again_counts_once_and_a_rolled_back_event_is_not_remembered(
    app_factory: AppFactory, outbox: SmsOutbox
) -> None:
    app = app_factory(public_cache_seconds=60)
    cat = await keyed_catalogue(app)
    await imported(app, demo_file())
    async with client_for(app) as client:
        tokens = await login_by_sms(client, outbox, MOBILE)
        client.headers.update(bearer(tokens))
        star = cat.spus["star-raid"].id
        for _ in range(3):
            data(await client.get("/product/spu/get-detail", params={"id": star}))
        assert (await tasks(client))["daily-view-games"]["progress"] == 1

        member_id = tokens["userId"]
        async with app.state.sessions() as session:
            await task_events.record(session, member_id, TaskEvent.GAME_VIEWED, "spu-2")
            await session.rollback()
        async with unit_of_work(app.state.sessions) as session:
            await task_events.record(session, member_id, TaskEvent.GAME_VIEWED, "spu-2")
        assert (await tasks(client))["daily-view-games"]["progress"] == 2
        async with app.state.sessions() as session:
            footprints = await session.scalar(select(func.count()).select_from(BrowseHistory))
            events = await session.scalar(select(func.count()).select_from(MemberTaskEvent))
            views = await session.scalar(select(Spu.browse_count).where(Spu.id == star))
        assert (footprints, events, views) == (1, 2, 3)  # every view is counted, once a footprint
