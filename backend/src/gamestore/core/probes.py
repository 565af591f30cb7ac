"""Probes for load balancers and orchestrators, apart from the public health call
(/app-api/system/health, which shows the app's users a status inside the API's envelope).

``/livez``: the process answers (no I/O: a slow database must not get a live process restarted).
``/readyz``: the process can serve: its database answers and its schema is at the migrations' head
(a process started before `gamestore db upgrade` finished is not sent traffic). A configured Redis
that does not answer makes it "degraded", still 200: every process serves without Redis (limits in
memory, caches on their short windows), and a load balancer that took them all out would close the
store. Plain JSON, 200 or 503, never cached.
"""

from __future__ import annotations

import asyncio
from functools import cache

from alembic.script import ScriptDirectory
from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse
from sqlalchemy import text
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncEngine

from gamestore.core.migrate import alembic_config
from gamestore.core.ratelimit import RateLimiter, RedisRateLimiter

LIVE_PATH, READY_PATH = "/livez", "/readyz"
# Each check's limit: a probe that hangs is a failure (load balancers time out around 5 s).
CHECK_TIMEOUT_SECONDS = 2.0
_NO_STORE = {"Cache-Control": "no-store"}


@cache
def migration_heads() -> frozenset[str]:
    return frozenset(ScriptDirectory.from_config(alembic_config()).get_heads())


async def _database_check(engine: AsyncEngine) -> tuple[str, str]:
    """(database, migrations): each "ok" or why not."""
    try:
        async with asyncio.timeout(CHECK_TIMEOUT_SECONDS), engine.connect() as connection:
            await connection.execute(text("SELECT 1"))
            try:
                found = await connection.execute(text("SELECT version_num FROM alembic_version"))
            except DBAPIError:  # no such table: never migrated
                return "ok", "behind"
            current = frozenset(found.scalars())
    except Exception:  # unreachable, refused, timed out: not ready
        return "failed", "unknown"
    return "ok", "ok" if current == migration_heads() else "behind"


async def _redis_check(limiter: RateLimiter, configured: bool) -> str:
    if not configured or not isinstance(limiter, RedisRateLimiter):
        return "not configured"
    try:
        async with asyncio.timeout(CHECK_TIMEOUT_SECONDS):
            return "ok" if await limiter.ping() else "failed"
    except TimeoutError:
        return "failed"


async def readiness(engine: AsyncEngine, limiter: RateLimiter, redis_configured: bool) -> dict[str, str]:
    (database, migrations), redis = await asyncio.gather(
        _database_check(engine), _redis_check(limiter, redis_configured)
    )
    return {"database": database, "redis": redis, "migrations": migrations}


def _status(checks: dict[str, str]) -> str:
    if checks["database"] != "ok" or checks["migrations"] != "ok":
        return "not ready"
    return "degraded" if checks["redis"] == "failed" else "ready"


def mount_probes(app: FastAPI) -> None:
    async def live() -> JSONResponse:
        return JSONResponse({"status": "alive"}, headers=_NO_STORE)

    async def ready(request: Request) -> JSONResponse:
        state = request.app.state
        checks = await readiness(state.engine, state.limiter, bool(state.settings.redis_url))
        status = _status(checks)
        return JSONResponse(
            {"status": status, "checks": checks},
            status_code=503 if status == "not ready" else 200,
            headers=_NO_STORE,
        )

    app.add_api_route(LIVE_PATH, live, methods=["GET"], include_in_schema=False)
    app.add_api_route(READY_PATH, ready, methods=["GET"], include_in_schema=False)
