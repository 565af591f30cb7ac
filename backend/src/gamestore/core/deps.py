"""Dependencies shared by every domain's routers.

Request-scoped dependencies are ``async def`` even when they do not await: FastAPI runs a plain
``def`` dependency in a worker thread, which costs a thread hop per request for nothing."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Annotated

from fastapi import Depends, Request
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.config import Settings
from gamestore.core.context import get_request_context
from gamestore.core.db import unit_of_work
from gamestore.core.errors import TOO_MANY_REQUESTS, AppError
from gamestore.core.ratelimit import RateLimiter
from gamestore.core.storage import Storage


async def _session(request: Request) -> AsyncIterator[AsyncSession]:
    async with unit_of_work(request.app.state.sessions) as session:
        yield session


async def _one_write_session(request: Request) -> AsyncIterator[AsyncSession]:
    async with unit_of_work(request.app.state.statement_sessions) as session:
        yield session


async def _dry_run_session(request: Request) -> AsyncIterator[AsyncSession]:
    async with request.app.state.sessions() as session:
        try:
            yield session
        finally:
            await session.rollback()


async def _settings(request: Request) -> Settings:
    settings: Settings = request.app.state.settings
    return settings


async def _limiter(request: Request) -> RateLimiter:
    limiter: RateLimiter = request.app.state.limiter
    return limiter


async def _storage(request: Request) -> Storage:
    storage: Storage = request.app.state.storage
    return storage


async def _read_session(request: Request) -> AsyncIterator[AsyncSession]:
    async with request.app.state.read_sessions() as session:
        yield session


# scope="function": the transaction commits before the answer is sent, never after.
DbSession = Annotated[AsyncSession, Depends(_session, scope="function")]
# For a request whose one write is a single statement on PostgreSQL (atomic by itself) and whose reads
# need no common snapshot: each statement on its own, no BEGIN and COMMIT (core/db.py
# create_statement_session_factory). On SQLite a unit of work, as DbSession.
OneWriteSession = Annotated[AsyncSession, Depends(_one_write_session, scope="function")]
# A write's figures shown before it is made (trade.refund_service.preview): the same code runs in a
# transaction that is always rolled back, so nothing it wrote is kept.
DryRunSession = Annotated[AsyncSession, Depends(_dry_run_session, scope="function")]
# For endpoints that only read (core/db.py create_read_session_factory): no transaction, no writes.
ReadSession = Annotated[AsyncSession, Depends(_read_session, scope="function")]
AppSettings = Annotated[Settings, Depends(_settings)]
Limiter = Annotated[RateLimiter, Depends(_limiter)]
FileStorage = Annotated[Storage, Depends(_storage)]


async def enforce_rate_limit(request: Request) -> None:
    """The per-client ceiling on every /app-api call. (It reads the app's state itself rather than
    through dependencies: each dependency FastAPI solves costs time on every request.)"""
    limiter: RateLimiter = request.app.state.limiter
    settings: Settings = request.app.state.settings
    context = await get_request_context(request)
    if not await limiter.hit(f"ip:{context.client_ip}", settings.rate_limit_per_minute, 60):
        raise AppError(TOO_MANY_REQUESTS)
