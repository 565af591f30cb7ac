"""Rate limiter backends and the page helper."""

from __future__ import annotations

import asyncio
import os
import time
import uuid
from collections.abc import AsyncIterator
from typing import Any

import pytest
from redis.asyncio import Redis
from sqlalchemy import event, select
from structlog.testing import capture_logs

from fixtures.tcp_proxy import TcpProxy, proxy_to, url_through
from gamestore.core.i18n import normalize_language
from gamestore.core.pagination import PageParam, paginate
from gamestore.core.ratelimit import MemoryRateLimiter, RateLimiter, RedisRateLimiter
from gamestore.models import Member


def limiters() -> list[Any]:
    kinds: list[Any] = [pytest.param("memory", id="memory")]
    if os.environ.get("REDIS_URL"):
        kinds.append(pytest.param("redis", id="redis"))
    return kinds


def make_limiter(kind: str) -> RateLimiter:
    if kind == "memory":
        return MemoryRateLimiter()
    return RedisRateLimiter.from_url(os.environ["REDIS_URL"], prefix=f"test:{uuid.uuid4().hex}:")


@pytest.mark.parametrize("kind", limiters())
async def test_hit_allows_the_limit_then_refuses(kind: str) -> None:
    limiter = make_limiter(kind)
    try:
        assert [await limiter.hit("k", 3, 60) for _ in range(5)] == [True, True, True, False, False]
        assert await limiter.hit("other", 3, 60)
    finally:
        await limiter.aclose()


@pytest.mark.parametrize("kind", limiters())
async def test_claim_is_exclusive_until_released(kind: str) -> None:
    limiter = make_limiter(kind)
    try:
        assert await limiter.claim("c", 60)
        assert not await limiter.claim("c", 60)
        await limiter.release("c")
        assert await limiter.claim("c", 60)
    finally:
        await limiter.aclose()


@pytest.mark.parametrize("kind", limiters())
async def test_count_tells_the_window_count_and_hold_overrides_a_claim(kind: str) -> None:
    limiter = make_limiter(kind)
    try:
        assert [await limiter.count("n", 60) for _ in range(3)] == [1, 2, 3]
        assert await limiter.held_for("h") == 0
        assert await limiter.claim("h", 5)
        await limiter.hold("h", 30)
        assert 29 <= await limiter.held_for("h") <= 30
        await limiter.hold("h", 2)
        assert 1 <= await limiter.held_for("h") <= 2
    finally:
        await limiter.aclose()


async def test_redis_window_is_set_by_its_first_event_and_not_moved_by_the_next() -> None:
    """A fixed window: the first count gives the key the window's expiry, later counts leave it."""
    if not os.environ.get("REDIS_URL"):
        pytest.skip("needs REDIS_URL")
    prefix = f"test:{uuid.uuid4().hex}:"
    limiter = RedisRateLimiter.from_url(os.environ["REDIS_URL"], prefix=prefix)
    direct = Redis.from_url(os.environ["REDIS_URL"])
    try:
        assert await limiter.count("w", 60) == 1
        await direct.expire(prefix + "w", 5)  # as if 55 s of the window had passed
        assert await limiter.count("w", 60) == 2
        assert 0 < await direct.ttl(prefix + "w") <= 5
        await direct.delete(prefix + "w")
        assert await limiter.count("w", 60) == 1  # a new window
        assert 59 <= await direct.ttl(prefix + "w") <= 60
    finally:
        await direct.aclose()
        await limiter.aclose()


async def test_memory_window_restarts_after_it_ends(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = [1000.0]
    monkeypatch.setattr("gamestore.core.ratelimit.time.monotonic", lambda: clock[0])
    limiter = MemoryRateLimiter()
    assert await limiter.hit("k", 1, 10)
    assert not await limiter.hit("k", 1, 10)
    clock[0] += 11
    assert await limiter.hit("k", 1, 10)


def test_page_param_bounds() -> None:
    assert (PageParam().pageNo, PageParam().pageSize) == (1, 20)
    with pytest.raises(ValueError, match="pageSize"):
        PageParam(pageSize=101)
    with pytest.raises(ValueError, match="pageNo"):
        PageParam(pageNo=0)
    assert PageParam(pageNo=3, pageSize=10).offset == 20


async def test_paginate_returns_one_page_and_the_total(app: Any) -> None:
    async with app.state.sessions() as session, session.begin():
        for n in range(7):
            session.add(
                Member(
                    tenant_id=1,
                    mobile=f"1380000000{n}",
                    nickname=f"m{n}",
                    gender=0,
                    enabled=True,
                    register_terminal=20,
                    register_ip="127.0.0.1",
                )
            )
    statements: list[str] = []

    def record(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        statements.append(statement)

    async def page_of(page: PageParam, *, where: Any = True) -> tuple[list[str], int, int]:
        statements.clear()
        async with app.state.sessions() as session:
            stmt = select(Member).where(where).order_by(Member.mobile)
            rows, total = await paginate(session, stmt, page)
        return [m.nickname for m in rows], total, len(statements)

    event.listen(app.state.engine.sync_engine, "before_cursor_execute", record)
    try:
        full = await page_of(PageParam(pageNo=2, pageSize=3))
        last = await page_of(PageParam(pageNo=3, pageSize=3))
        beyond = await page_of(PageParam(pageNo=9, pageSize=3))
        first_short = await page_of(PageParam(pageNo=1, pageSize=10))
        empty = await page_of(PageParam(pageNo=1, pageSize=10), where=Member.nickname == "none")
    finally:
        event.remove(app.state.engine.sync_engine, "before_cursor_execute", record)
    # (rows, total, statements run): a short page is the last one and tells the total without a count
    assert full == (["m3", "m4", "m5"], 7, 2)
    assert last == (["m6"], 7, 1)
    assert beyond == ([], 7, 2)
    assert first_short == ([f"m{n}" for n in range(7)], 7, 1)
    assert empty == ([], 0, 1)


@pytest.mark.parametrize(
    ("tag", "expected"),
    [
        ("zh-CN", "zh-Hans"),
        ("zh_cn", "zh-Hans"),
        ("zh-Hans-CN", "zh-Hans"),
        ("zh-TW", "zh-Hant"),
        ("zh-Hant-HK", "zh-Hant"),
        ("en-US", "en"),
        ("ja-JP", "ja"),
        ("fr", None),
        ("", None),
    ],
)
def test_language_tags(tag: str, expected: str | None) -> None:
    assert normalize_language(tag) == expected


@pytest.fixture
async def redis_proxy() -> AsyncIterator[tuple[TcpProxy, str]]:
    """A proxy between a limiter and the test Redis, and the URL that reaches Redis through it."""
    url = os.environ.get("REDIS_URL")
    if not url:
        pytest.skip("needs REDIS_URL: the proxy cuts a limiter's connections to a real Redis")
    async with proxy_to(url, 6379) as proxy:
        yield proxy, url_through(url, proxy)


async def test_while_redis_is_away_limits_count_in_memory_then_in_redis_again(
    redis_proxy: tuple[TcpProxy, str],
) -> None:
    proxy, url = redis_proxy
    prefix = f"test:{uuid.uuid4().hex}:"
    limiter = RedisRateLimiter.from_url(url, prefix=prefix, retry_seconds=0.05)
    direct = Redis.from_url(os.environ["REDIS_URL"])
    try:
        assert await limiter.count("n", 60) == 1
        await proxy.cut()
        with capture_logs() as logs:
            assert [await limiter.count("n", 60) for _ in range(3)] == [1, 2, 3]  # this process's own
            assert await limiter.claim("c", 60)
            assert not await limiter.claim("c", 60)
        assert [log["event"] for log in logs] == ["ratelimit.redis_unreachable"]  # once, not per call
        assert not limiter.reachable
        assert await direct.get(prefix + "n") == b"1"

        await proxy.restore()
        deadline = time.monotonic() + 10
        while not (await limiter.claim(f"probe-{time.monotonic()}", 60) and limiter.reachable):
            assert time.monotonic() < deadline, "the limiter did not go back to Redis"
            await asyncio.sleep(0.01)
        assert await limiter.count("n", 60) == 2  # counted in Redis again
        assert await direct.get(prefix + "n") == b"2"
    finally:
        await direct.aclose()
        await limiter.aclose()


async def test_a_connection_closed_while_idle_in_the_pool_is_replaced_not_failed(
    redis_proxy: tuple[TcpProxy, str],
) -> None:
    """Redis restarted while the limiter's connection sat idle: the next call opens a new one."""
    proxy, url = redis_proxy
    limiter = RedisRateLimiter.from_url(url, prefix=f"test:{uuid.uuid4().hex}:")
    try:
        assert await limiter.count("n", 60) == 1
        await proxy.cut()
        await proxy.restore()
        assert await limiter.count("n", 60) == 2
        assert limiter.reachable
    finally:
        await limiter.aclose()
