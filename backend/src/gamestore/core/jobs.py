"""Periodic jobs run inside each server process. Jobs must be safe to run in several processes at
once (they claim their work with conditional updates), so no leader election is needed."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable

import structlog

from gamestore.core.metrics import JOB_FAILURES, JOB_RUNS

log = structlog.get_logger(__name__)


class PeriodicJobs:
    def __init__(self) -> None:
        self._tasks: list[asyncio.Task[None]] = []

    def start(self, name: str, interval_seconds: float, job: Callable[[], Awaitable[object]]) -> None:
        self._tasks.append(asyncio.create_task(self._loop(name, interval_seconds, job), name=name))

    async def _loop(self, name: str, interval_seconds: float, job: Callable[[], Awaitable[object]]) -> None:
        while True:
            await asyncio.sleep(interval_seconds)
            await run_once(name, job)

    async def stop(self) -> None:
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        self._tasks.clear()


async def run_once(name: str, job: Callable[[], Awaitable[object]]) -> None:
    """One run, counted (core/metrics.py); a failed run is logged and retried next interval."""
    JOB_RUNS.labels(name).inc()
    try:
        await job()
    except Exception:
        JOB_FAILURES.labels(name).inc()
        log.exception("job.failed", job=name)
