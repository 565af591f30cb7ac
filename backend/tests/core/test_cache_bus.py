"""The catalogue caches drop what they hold when a change commits (and only then), and when an
event starts or ends; a read that overlapped the change is not kept. (Across processes:
tests/test_processes_agree.py.)"""

from __future__ import annotations

import asyncio
import json
import os
import time
from collections.abc import Awaitable, Callable
from datetime import timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest
from redis.asyncio import Redis
from sqlalchemy import event

from conftest import client_for, data
from fixtures.discounts import PERCENT_OFF, add_activity
from fixtures.shop import keyed_catalogue, member_tokens
from gamestore.catalogue import key_service
from gamestore.catalogue.catalogue_cache import CatalogueCache
from gamestore.cli import main
from gamestore.content.importer import import_content
from gamestore.core import cache_bus, clock
from gamestore.core.db import unit_of_work


class OrderFailedError(Exception):
    pass


async def game_page(client: httpx.AsyncClient, spu_id: int, **headers: str) -> httpx.Response:
    return await client.get(
        "/product/spu/get-detail", params={"id": spu_id, "language": "en"}, headers=headers
    )


def stock_of(response: httpx.Response, sku_id: int) -> int:
    [stock] = [sku["stock"] for sku in data(response)["skus"] if sku["id"] == sku_id]
    return int(stock)


async def wait_for(condition: Callable[[], Awaitable[bool]], seconds: float, what: str) -> float:
    """Poll ``condition`` until it holds; how long that took. Fails after ``seconds``."""
    started = time.monotonic()
    while not await condition():
        if time.monotonic() - started > seconds:
            pytest.fail(f"{what} did not happen within {seconds} s")
        await asyncio.sleep(0.02)
    return time.monotonic() - started


async def test_a_sold_out_version_stops_showing_stock_at_once(app_factory: Any) -> None:
    app = app_factory(public_cache_seconds=60)
    cat = await keyed_catalogue(app, keys_per_version=1)
    sku, spu = cat.skus["iron-saga-0"], cat.spus["iron-saga"]
    [member] = await member_tokens(app, 1)
    async with client_for(app) as visitor, client_for(app, **member) as buyer:
        assert stock_of(await game_page(visitor, spu.id), sku.id) == 1
        cached = await game_page(visitor, spu.id)
        assert cached.headers["x-cache"] == "hit" and stock_of(cached, sku.id) == 1
        assert stock_of(await game_page(buyer, spu.id), sku.id) == 1  # the members' cards, kept too

        order = data(
            await buyer.post(
                "/trade/order/create", json={"items": [{"skuId": sku.id, "count": 1}], "pointStatus": False}
            )
        )

        after = await game_page(visitor, spu.id)
        assert "x-cache" not in after.headers and stock_of(after, sku.id) == 0
        assert stock_of(await game_page(buyer, spu.id), sku.id) == 0

        # Back on sale when the order is cancelled (its key released).
        assert (await game_page(visitor, spu.id)).headers["x-cache"] == "hit"
        assert data(await buyer.delete("/trade/order/cancel", params={"id": order["id"]})) is True
        assert stock_of(await game_page(visitor, spu.id), sku.id) == 1


async def test_a_rolled_back_sale_drops_nothing(app_factory: Any) -> None:
    app = app_factory(public_cache_seconds=60)
    cat = await keyed_catalogue(app, keys_per_version=1)
    sku, spu = cat.skus["iron-saga-0"], cat.spus["iron-saga"]
    async with client_for(app) as visitor:
        await game_page(visitor, spu.id)
        generation = cache_bus.catalogue.value

        async def fail_after_taking_the_last_key() -> None:
            async with unit_of_work(app.state.sessions) as session:
                assert await key_service.take_stock(session, sku.id, 1)
                raise OrderFailedError

        with pytest.raises(OrderFailedError):
            await fail_after_taking_the_last_key()

        assert cache_bus.catalogue.value == generation
        kept = await game_page(visitor, spu.id)
        assert kept.headers["x-cache"] == "hit" and stock_of(kept, sku.id) == 1

        async with unit_of_work(app.state.sessions) as session:
            assert await key_service.take_stock(session, sku.id, 1)
        assert stock_of(await game_page(visitor, spu.id), sku.id) == 0


async def test_stock_that_does_not_reach_zero_drops_nothing(app_factory: Any) -> None:
    app = app_factory(public_cache_seconds=60)
    cat = await keyed_catalogue(app, keys_per_version=2)
    generation = cache_bus.catalogue.value
    async with unit_of_work(app.state.sessions) as session:
        assert await key_service.take_stock(session, cat.skus["iron-saga-0"].id, 1)
    assert cache_bus.catalogue.value == generation


async def test_a_card_read_before_the_commit_is_not_kept() -> None:
    """A reader that read the old stock, then saw the change commit before storing, must not keep
    its answer for the whole window."""
    cache = CatalogueCache(60)
    reads = 0

    async def build() -> str:
        nonlocal reads
        reads += 1
        found = f"read {reads}"
        if reads == 1:
            cache_bus.announce(cache_bus.CATALOGUE)  # committed while this read was under way
        return found

    assert await cache.get_or_build("page", build) == "read 1"
    assert await cache.get_or_build("page", build) == "read 2"  # read again, not the stale one
    assert await cache.get_or_build("page", build) == "read 2"  # and that one is kept


async def test_an_answer_computed_across_the_commit_is_not_kept(app_factory: Any) -> None:
    app = app_factory(public_cache_seconds=60)
    cat = await keyed_catalogue(app, keys_per_version=1)
    sku, spu = cat.skus["iron-saga-0"], cat.spus["iron-saga"]
    sold = False

    def sell_meanwhile(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        nonlocal sold
        if not sold and "product_sku" in statement and statement.lstrip().upper().startswith("SELECT"):
            sold = True
            cache_bus.announce(cache_bus.CATALOGUE)  # as if a sale committed right after this read

    event.listen(app.state.engine.sync_engine, "after_cursor_execute", sell_meanwhile)
    try:
        async with client_for(app) as visitor:
            await game_page(visitor, spu.id)
            assert sold
            again = await game_page(visitor, spu.id)
    finally:
        event.remove(app.state.engine.sync_engine, "after_cursor_execute", sell_meanwhile)
    assert "x-cache" not in again.headers and stock_of(again, sku.id) == 1


async def test_an_event_starting_is_shown_at_once(app_factory: Any) -> None:
    app = app_factory(
        public_cache_seconds=60, order_close_job_enabled=False, activity_reminder_job_enabled=False
    )
    cat = await keyed_catalogue(app)
    sku, spu = cat.skus["iron-saga-0"], cat.spus["iron-saga"]
    starts = clock.now() + timedelta(seconds=1.5)
    async with app.state.sessions() as session, session.begin():
        await add_activity(session, [(sku, PERCENT_OFF, 50)], start=starts, end=starts + timedelta(seconds=1))

    def event_price(response: httpx.Response) -> Any:
        return data(response)["activityPrice"]

    async with app.router.lifespan_context(app), client_for(app) as visitor:
        assert event_price(await game_page(visitor, spu.id)) is None
        assert (await game_page(visitor, spu.id)).headers["x-cache"] == "hit"

        async def on_sale() -> bool:
            return event_price(await game_page(visitor, spu.id)) == 9900

        await wait_for(on_sale, 5, "the event price showing")
        assert clock.now() >= starts

        async def over() -> bool:
            return event_price(await game_page(visitor, spu.id)) is None

        await wait_for(over, 5, "the event price going")
        assert clock.now() >= starts + timedelta(seconds=1)


async def test_an_activity_starting_and_ending_shows_in_explore_at_once(app_factory: Any) -> None:
    """Explore's list is cached for visitors; an activity's status changes at its start and end."""
    app = app_factory(
        public_cache_seconds=60,
        order_close_job_enabled=False,
        activity_reminder_job_enabled=False,
        price_alert_job_enabled=False,
    )
    # Real seconds (the boundary waiter sleeps until them): far enough that a slow start-up on a
    # busy machine does not pass the start before the first read.
    starts = clock.now() + timedelta(seconds=5)
    ends = starts + timedelta(seconds=1.5)
    titles = {lang: "Launch party" for lang in ("en", "zh-Hans", "zh-Hant", "ja")}
    row = {
        "code": "launch-party",
        "type": "activity",
        "titles": titles,
        "summaries": titles,
        "bodies": {lang: "<p>Soon</p>" for lang in titles},
        "cover": "/covers/launch.svg",
        "publishTime": (starts - timedelta(hours=1)).isoformat(),
        "startTime": starts.isoformat(),
        "endTime": ends.isoformat(),
    }
    async with unit_of_work(app.state.sessions) as session:
        assert (await import_content(session, {"articles": [row]})).ok

    async with app.router.lifespan_context(app), client_for(app) as visitor:

        async def status() -> int:
            page = await visitor.get("/promotion/article/page")
            return int(data(page)["list"][0]["status"])

        assert await status() == 10
        assert (await visitor.get("/promotion/article/page")).headers["x-cache"] == "hit"

        async def ongoing() -> bool:
            return await status() == 20

        await wait_for(ongoing, 10, "the activity showing as ongoing")
        assert clock.now() >= starts

        async def ended() -> bool:
            return await status() == 30

        await wait_for(ended, 10, "the activity showing as ended")
        assert clock.now() >= ends


async def test_the_bus_subscribes_again_after_losing_its_connection() -> None:
    """Redis dropped the listener: it subscribes again, forgets what it holds (it may have missed
    changes meanwhile) and applies the other processes' changes again."""
    url = os.environ.get("REDIS_URL")
    if not url:
        pytest.skip("REDIS_URL is not set")
    bus = cache_bus.CacheBus(url)
    admin = Redis.from_url(url)
    try:
        await bus.start()
        assert bus.subscribed
        before = cache_bus.catalogue.value
        ours = [c for c in await admin.client_list(_type="pubsub") if c["name"] == bus.client_name]
        assert ours
        for connection in ours:
            await admin.client_kill_filter(_id=connection["id"])

        async def subscribed_again() -> bool:
            return bus.subscribed and cache_bus.catalogue.value > before

        await wait_for(subscribed_again, 10, "subscribing again")

        generation = cache_bus.catalogue.value

        async def others_applied() -> bool:
            message = {"from": "another process", "kind": cache_bus.CATALOGUE, "data": None}
            await admin.publish(bus.channel, json.dumps(message))
            await asyncio.sleep(0.05)  # the poll's interval: published again until it is applied
            return cache_bus.catalogue.value > generation

        await wait_for(others_applied, 5, "another process's change applied")
    finally:
        await bus.aclose()
        await admin.aclose()


def test_each_redis_database_has_its_own_channel() -> None:
    assert cache_bus.channel_for("redis://127.0.0.1:6379/5") == "gamestore:5:cache-changes"
    assert cache_bus.channel_for("redis://127.0.0.1:6379") == "gamestore:0:cache-changes"
    assert cache_bus.channel_for("unix:///run/redis.sock?db=2") == "gamestore:2:cache-changes"


@pytest.mark.usefixtures("cli_env")
async def test_keys_imported_by_the_command_line_are_announced(app_factory: Any, tmp_path: Path) -> None:
    url = os.environ.get("REDIS_URL")
    if not url:
        pytest.skip("REDIS_URL is not set")
    app = app_factory()
    cat = await keyed_catalogue(app, keys_per_version=0)
    keys = tmp_path / "keys.txt"
    keys.write_text("AAAAA-BBBBB-CCCCC\n", encoding="utf-8")
    redis = Redis.from_url(url)
    listener = redis.pubsub(ignore_subscribe_messages=True)
    try:
        await listener.subscribe(cache_bus.channel_for(url))
        command = ["import-keys", "--sku", str(cat.skus["iron-saga-0"].id), str(keys)]
        assert await asyncio.to_thread(main, command) == 0
        deadline = time.monotonic() + 5
        while (message := await listener.get_message(timeout=0.5)) is None or b'"catalogue"' not in message[
            "data"
        ]:
            assert time.monotonic() < deadline, "no catalogue change published"
    finally:
        await listener.aclose()  # type: ignore[no-untyped-call]
        await redis.aclose()


async def test_stopping_the_boundary_watch_is_never_lost_to_a_catalogue_change() -> None:
    """Shutdown cancels the watch; a catalogue change landing at that moment must not swallow the
    cancellation (Python 3.11's asyncio.wait_for returned the finished wait instead), or the
    app's shutdown waits for it for ever. Each spacing of change and cancel is tried."""

    async def no_boundary() -> None:
        return None

    for steps_between in range(8):
        watch = asyncio.create_task(cache_bus.expire_at_boundaries(no_boundary, clock.now, 3600))
        for _ in range(3):
            await asyncio.sleep(0)  # the watch is waiting for a change
        cache_bus.catalogue.bump()
        for _ in range(steps_between):
            await asyncio.sleep(0)
        watch.cancel()
        done, _ = await asyncio.wait({watch}, timeout=2)
        assert done == {watch}, f"the watch ignored its cancellation ({steps_between} steps after a change)"
        assert watch.cancelled()
