"""/livez and /readyz for load balancers: plain JSON, 200 or 503, never cached; ready only when the
database answers at the migrations' head; a configured Redis that does not answer is "degraded", still 200."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from conftest import make_settings
from gamestore.main import create_app

UNREACHABLE_DATABASE = "postgresql+asyncpg://nobody:nothing@127.0.0.1:9/none"


def plain_client(app: Any) -> httpx.AsyncClient:
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://testserver")


@pytest.fixture
async def app_on(migrated: str) -> AsyncIterator[Any]:
    """Builds apps on any database URL (the shared factory cleans tables it could not reach)."""
    apps: list[Any] = []

    def build(database_url: str, **overrides: Any) -> Any:
        app = create_app(make_settings(database_url, **overrides))
        apps.append(app)
        return app

    yield build
    for app in apps:
        await app.state.limiter.aclose()
        await app.state.push.client.aclose()
        await app.state.storage.aclose()
        await app.state.engine.dispose()


async def test_live_and_ready_on_a_migrated_database(app_on: Any, migrated: str) -> None:
    async with plain_client(app_on(migrated)) as client:
        live = await client.get("/livez")
        ready = await client.get("/readyz")
    assert (live.status_code, live.json()) == (200, {"status": "alive"})
    assert ready.status_code == 200
    redis = "ok" if os.environ.get("REDIS_URL") else "not configured"
    assert ready.json() == {
        "status": "ready",
        "checks": {"database": "ok", "redis": redis, "migrations": "ok"},
    }
    for answer in (live, ready):
        assert answer.headers["cache-control"] == "no-store"
        assert answer.headers["content-type"] == "application/json"


async def test_not_ready_while_the_database_is_unreachable_but_still_alive(app_on: Any) -> None:
    async with plain_client(app_on(UNREACHABLE_DATABASE)) as client:
        ready = await client.get("/readyz")
        live = await client.get("/livez")
    assert ready.status_code == 503
    assert ready.json()["status"] == "not ready"
    assert ready.json()["checks"]["database"] == "failed"
    assert live.status_code == 200  # no I/O: a database outage does not get the process restarted


async def test_degraded_but_ready_while_a_configured_redis_is_unreachable(app_on: Any, migrated: str) -> None:
    """Every process serves without Redis; a load balancer that took them all out would close the store."""
    async with plain_client(app_on(migrated, redis_url="redis://127.0.0.1:9/0")) as client:
        ready = await client.get("/readyz")
    assert ready.status_code == 200
    assert ready.json() == {
        "status": "degraded",
        "checks": {"database": "ok", "redis": "failed", "migrations": "ok"},
    }


async def test_not_ready_before_the_migrations_ran(app_on: Any, tmp_path: Path) -> None:
    async with plain_client(app_on(f"sqlite+aiosqlite:///{tmp_path / 'fresh.db'}")) as client:
        ready = await client.get("/readyz")
    assert ready.status_code == 503
    assert ready.json()["checks"] == {
        "database": "ok",
        "redis": "ok" if os.environ.get("REDIS_URL") else "not configured",
        "migrations": "behind",
    }


async def test_probes_answer_before_the_web_app_mounted_at_the_root(app_factory: Any, tmp_path: Path) -> None:
    (tmp_path / "index.html").write_text("<!doctype html><title>shop</title>", encoding="utf-8")
    app = app_factory(web_dist_dir=tmp_path)
    async with plain_client(app) as client:
        assert (await client.get("/livez")).json() == {"status": "alive"}
        assert (await client.get("/readyz")).json()["status"] == "ready"
