"""What no exception handler takes: a 500 in the envelope (a 503 while the database is away), and
the client's keep-alive connection still serving its next request."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx
import pytest
from sqlalchemy import text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DBAPIError
from sqlalchemy.exc import TimeoutError as PoolTimeoutError
from sqlalchemy.ext.asyncio import create_async_engine

from conftest import AppFactory
from fixtures.live_server import serve_in_thread
from fixtures.tcp_proxy import proxy_to, url_through
from gamestore.core.db import create_engine, database_unavailable

CRASH_PATH = "/app-api/test/crash"


def with_crashing_route(app: Any) -> Any:
    async def crash() -> None:
        raise RuntimeError("a bug")

    app.router.add_api_route(CRASH_PATH, crash, methods=["GET"])
    app.router.routes.insert(0, app.router.routes.pop())  # before the web app's catch-all
    return app


async def test_an_unexpected_error_answers_500_and_the_connection_serves_the_next_request(
    app_factory: AppFactory,
) -> None:
    app = with_crashing_route(app_factory())
    with serve_in_thread(app, lifespan="off") as base_url:
        async with httpx.AsyncClient(base_url=base_url, timeout=10) as client:
            crashed = await client.get(CRASH_PATH, params={"language": "en"})
            crashed_zh = await client.get(CRASH_PATH)
            after = await client.get("/livez")
    # One connection all along: the server kept it open after each 500.
    stream = crashed.extensions["network_stream"]
    assert crashed_zh.extensions["network_stream"] is stream
    assert after.extensions["network_stream"] is stream
    assert crashed.headers.get("connection") != "close"
    assert (crashed.status_code, crashed.json()) == (
        500,
        {"code": 500, "data": None, "msg": "The server is having a moment, please try again later"},
    )
    assert (crashed_zh.status_code, crashed_zh.json()["msg"]) == (500, "服务器开小差啦,请稍后再试~")
    assert crashed.headers["x-request-id"]  # answered inside the request context
    assert after.status_code == 200


async def test_only_failures_that_say_the_database_is_away_count_as_unavailable(migrated: str) -> None:
    if make_url(migrated).get_backend_name() != "postgresql":
        pytest.skip("needs TEST_DATABASE_URL (PostgreSQL): SQLite is a file in the process, never away")
    async with proxy_to(migrated, 5432) as proxy:
        engine = create_engine(url_through(migrated, proxy), pool_size=1, max_overflow=0)
        try:
            async with engine.connect() as connection:
                await connection.execute(text("SELECT 1"))
                await proxy.cut()
                with pytest.raises(DBAPIError) as in_use:
                    await connection.execute(text("SELECT 1"))
            assert database_unavailable(in_use.value)
            with pytest.raises(Exception) as refused:  # noqa: PT011 - which one is the point
                async with engine.connect() as connection:
                    await connection.execute(text("SELECT 1"))
            assert database_unavailable(refused.value)
            await proxy.cut(hang_up=True)  # as a server starting up: the port answers, then hangs up
            with pytest.raises(Exception) as hung_up:  # noqa: PT011 - which one is the point
                async with engine.connect() as connection:
                    await connection.execute(text("SELECT 1"))
            assert database_unavailable(hung_up.value)

            await proxy.restore()
            async with engine.connect() as connection:
                with pytest.raises(DBAPIError) as statement:
                    await connection.execute(text("SELECT * FROM no_such_table"))
                assert not database_unavailable(statement.value)
                await connection.rollback()
                assert (await connection.execute(text("SELECT 1"))).scalar() == 1
        finally:
            await engine.dispose()


async def test_a_database_that_never_answers_counts_as_unavailable_after_the_connect_timeout(
    migrated: str,
) -> None:
    """A host that accepts and says nothing (packets dropped): the connect gives up after its timeout
    instead of asyncpg's default minute, and that counts as the database being away."""
    if make_url(migrated).get_backend_name() != "postgresql":
        pytest.skip("needs TEST_DATABASE_URL (PostgreSQL): SQLite is a file in the process, never away")
    async with proxy_to(migrated, 5432) as proxy:
        engine = create_engine(url_through(migrated, proxy), pool_size=1, max_overflow=0, connect_timeout=0.5)
        try:
            await proxy.cut(silent=True)
            async with asyncio.timeout(10):  # far beyond 0.5 s, far below asyncpg's own 60 s
                with pytest.raises(Exception) as silent:  # noqa: PT011 - which one is the point
                    async with engine.connect() as connection:
                        await connection.execute(text("SELECT 1"))
            assert database_unavailable(silent.value)
        finally:
            await engine.dispose()


async def test_no_pooled_connection_in_time_counts_as_unavailable(migrated: str) -> None:
    """Every connection busy past the pool's timeout: the database cannot take more now."""
    engine = create_async_engine(migrated, pool_size=1, max_overflow=0, pool_timeout=0.05)
    try:
        async with engine.connect() as held:
            await held.execute(text("SELECT 1"))
            with pytest.raises(PoolTimeoutError) as waited:
                async with engine.connect():
                    pass
        assert database_unavailable(waited.value)
    finally:
        await engine.dispose()
