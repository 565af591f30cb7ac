"""Two `gamestore serve` processes on one PostgreSQL database and one Redis: what one of them changes
is seen by the other's caches within a second (core/cache_bus.py), although both keep their
answers for a minute."""

from __future__ import annotations

import asyncio
import os
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy.engine import make_url

from conftest import TEST_JWT_SECRET, AppFactory, data
from fixtures.server_process import ServerProcess, server_env, server_processes
from fixtures.shop import keyed_catalogue, member_tokens

HEADERS = {"tenant-id": "1", "terminal": "20"}


@pytest.fixture
async def two_servers(migrated: str, tmp_path: Path) -> AsyncIterator[list[ServerProcess]]:
    redis_url = os.environ.get("REDIS_URL")
    if make_url(migrated).get_backend_name() != "postgresql" or not redis_url:
        pytest.skip(
            "needs TEST_DATABASE_URL (PostgreSQL) and REDIS_URL: two server processes share one "
            "database and one Redis channel"
        )
    env = server_env(
        tmp_path,
        database_url=migrated,
        redis_url=redis_url,
        jwt_secret=TEST_JWT_SECRET,
        public_cache_seconds="60",
        auth_session_cache_seconds="60",
    )
    with server_processes(2, env, tmp_path) as servers:
        await asyncio.gather(*(server.wait_ready() for server in servers))
        yield servers


async def within(seconds: float, condition: Callable[[], Awaitable[bool]], what: str) -> None:
    deadline = time.monotonic() + seconds
    while not await condition():
        if time.monotonic() > deadline:
            pytest.fail(f"{what} not within {seconds} s")
        await asyncio.sleep(0.01)


def client(server: ServerProcess, **headers: str) -> httpx.AsyncClient:
    return httpx.AsyncClient(
        base_url=f"{server.base_url}/app-api", headers={**HEADERS, **headers}, timeout=10
    )


async def test_a_sale_through_one_process_empties_the_other_s_cached_stock(
    app_factory: AppFactory, two_servers: list[ServerProcess]
) -> None:
    app = app_factory()
    cat = await keyed_catalogue(app, keys_per_version=1)
    sku, spu = cat.skus["iron-saga-0"], cat.spus["iron-saga"]
    [member] = await member_tokens(app, 1)
    params = {"id": spu.id, "language": "en"}

    def stock(answer: httpx.Response) -> Any:
        return next(v["stock"] for v in data(answer)["skus"] if v["id"] == sku.id)

    first, second = two_servers
    async with client(first) as one, client(second) as other, client(first, **member) as buyer:
        for visitor in (one, other):
            assert stock(await visitor.get("/product/spu/get-detail", params=params)) == 1
            cached = await visitor.get("/product/spu/get-detail", params=params)
            assert cached.headers["x-cache"] == "hit" and stock(cached) == 1

        body = {"items": [{"skuId": sku.id, "count": 1}], "pointStatus": False}
        data(await buyer.post("/trade/order/create", json=body))

        async def both_sold_out() -> bool:
            answers = await asyncio.gather(
                *(v.get("/product/spu/get-detail", params=params) for v in (one, other))
            )
            return all(stock(answer) == 0 for answer in answers)

        await within(1.0, both_sold_out, "both processes showing the version sold out")


async def test_a_logout_through_one_process_is_refused_by_the_other(
    app_factory: AppFactory, two_servers: list[ServerProcess]
) -> None:
    app = app_factory()
    [member] = await member_tokens(app, 1)
    first, second = two_servers
    async with client(first, **member) as here, client(second, **member) as there:
        for process in (here, there):  # both now trust the session for a minute
            data(await process.get("/member/user/get"))
        assert data(await here.post("/member/auth/logout")) is True

        async def refused_there() -> bool:
            return bool((await there.get("/member/user/get")).json()["code"] == 401)

        await within(1.0, refused_there, "the other process refusing the token")
