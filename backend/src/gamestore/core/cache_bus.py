"""Keeps the caches of this process, and with Redis of every process, in agreement with the database.

Each cache keeps its entries for a short window (``PUBLIC_CACHE_SECONDS``, ``AUTH_SESSION_CACHE_SECONDS``);
changes that must be seen sooner are announced:

- A write marks what it changes in its transaction (``catalogue_changed``; the session cache's
  ``ending``). Nothing happens before the commit; a rollback announces nothing.
- After the commit the change is applied in this process at once and, when ``REDIS_URL`` is set,
  published on a Redis channel that every process's ``CacheBus`` listens to.
- Applying a catalogue change bumps ``catalogue.value``: an entry stored under an older generation
  is never answered, and an answer computed while the generation moved (it may have read the data
  before the commit) is not stored.

While a process is not subscribed (Redis unreachable, or the listener not yet started) it misses
others' changes: its entries then live their short window, as without Redis, and everything is
forgotten when the subscription is made again. A cache hit never talks to Redis.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
import uuid
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import Any
from urllib.parse import parse_qs, urlsplit

import structlog
from redis.asyncio import Redis
from redis.asyncio.client import PubSub
from sqlalchemy import event
from sqlalchemy.orm import Session

log = structlog.get_logger(__name__)

CATALOGUE = "catalogue"
_PENDING_KEY = "gamestore.cache_bus.pending"
# Messages this process sent come back on the channel; they were applied here already.
PROCESS_ID = uuid.uuid4().hex
# A change not published within the longest cache window (Redis down) concerns no entry any more.
_USELESS_AFTER_SECONDS = 600.0


class Generation:
    """A counter bumped whenever what a cache holds may have become wrong."""

    def __init__(self) -> None:
        self.value = 0
        self._watchers: list[Callable[[], None]] = []

    def bump(self) -> None:
        self.value += 1
        for watcher in list(self._watchers):
            watcher()

    def watch(self, watcher: Callable[[], None]) -> Callable[[], None]:
        """Call ``watcher`` after each bump (from the thread that bumps); returns the undo."""
        self._watchers.append(watcher)
        return lambda: self._watchers.remove(watcher)


catalogue = Generation()
"""The catalogue caches' (visitors' answers, members' cards): stock that ran out or came back, event
prices starting, ending or changed, a catalogue import."""

_handlers: dict[str, Callable[[Any], None]] = {CATALOGUE: lambda _data: catalogue.bump()}
_resets: list[Callable[[], None]] = [catalogue.bump]
_running: set[CacheBus] = set()


def handle(kind: str, apply: Callable[[Any], None], reset: Callable[[], None]) -> None:
    """Register how this process applies a change of ``kind`` (its own and, through Redis, others'),
    and how it forgets everything of that kind (after missing messages)."""
    _handlers[kind] = apply
    _resets.append(reset)


def after_commit(db: Any, kind: str, data: Any = None) -> None:
    """Announce a change of ``kind`` once the transaction of ``db`` (an AsyncSession or Session) commits."""
    pending: list[tuple[str, Any]] = db.info.setdefault(_PENDING_KEY, [])
    if (kind, data) not in pending:
        pending.append((kind, data))


def catalogue_changed(db: Any) -> None:
    """What the catalogue shows changed in the transaction of ``db``: the catalogue caches of every
    process drop what they hold once it commits."""
    after_commit(db, CATALOGUE)


def announce(kind: str, data: Any = None) -> None:
    """Apply a change now in this process and publish it to the others (after a commit)."""
    _handlers[kind](data)
    message = json.dumps({"from": PROCESS_ID, "kind": kind, "data": data})
    for bus in tuple(_running):  # buses start and stop on other threads in tests
        bus.send(message)


@event.listens_for(Session, "after_commit")
def _announce_after_commit(db: Session) -> None:
    for kind, data in db.info.pop(_PENDING_KEY, ()):
        announce(kind, data)


@event.listens_for(Session, "after_rollback")
def _forget_after_rollback(db: Session) -> None:
    db.info.pop(_PENDING_KEY, None)


def _receive(raw: bytes | str) -> None:
    try:
        message = json.loads(raw)
        kind, sender = message["kind"], message["from"]
    except (ValueError, KeyError, TypeError):
        log.warning("cache_bus.malformed_message")
        return
    if sender == PROCESS_ID:
        return
    apply = _handlers.get(kind)
    if apply is None:
        # A newer process announcing something this one does not know: forget everything.
        _reset_all()
        return
    apply(message.get("data"))


def _reset_all() -> None:
    for reset in list(_resets):
        reset()


def channel_for(redis_url: str) -> str:
    """Pub/sub channels ignore the database number; one per database keeps deployments sharing a
    Redis (each on its own database) apart."""
    parts = urlsplit(redis_url)
    path = "" if parts.scheme == "unix" else parts.path.strip("/")
    database = path or parse_qs(parts.query).get("db", ["0"])[0]
    return f"gamestore:{database}:cache-changes"


class CacheBus:
    """This process's link to the channel: publishes its changes and applies the others'."""

    RETRY_SECONDS = (0.1, 0.2, 0.5, 1.0, 2.0)

    def __init__(self, redis_url: str) -> None:
        self.client_name = f"gamestore-cache-bus-{PROCESS_ID[:12]}"  # as CLIENT LIST shows it
        self._redis = Redis.from_url(
            redis_url, socket_connect_timeout=2, socket_keepalive=True, client_name=self.client_name
        )
        self.channel = channel_for(redis_url)
        self._outbox: asyncio.Queue[tuple[float, str]] = asyncio.Queue()
        self._tasks: list[asyncio.Task[None]] = []
        self._subscribed = asyncio.Event()
        self._loop: asyncio.AbstractEventLoop | None = None

    @property
    def subscribed(self) -> bool:
        return self._subscribed.is_set()

    async def start(self, *, listen: bool = True, wait_seconds: float = 5.0) -> None:
        """Start publishing and (``listen``) applying others' changes; waits up to ``wait_seconds``
        for the subscription, then goes on (the caches keep their short windows meanwhile)."""
        self._loop = asyncio.get_running_loop()
        self._tasks.append(asyncio.create_task(self._publish_forever(), name="cache-bus-publish"))
        _running.add(self)
        if listen:
            self._tasks.append(asyncio.create_task(self._listen_forever(), name="cache-bus-listen"))
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(wait_seconds):
                    await self._subscribed.wait()

    def send(self, message: str) -> None:
        if self._loop is None:
            return
        # Commits may happen on another thread's loop (tests); a commit never fails for the bus.
        with contextlib.suppress(RuntimeError):
            self._loop.call_soon_threadsafe(self._outbox.put_nowait, (time.monotonic(), message))

    async def aclose(self, flush_seconds: float = 2.0) -> None:
        """Publish what is still queued (for at most ``flush_seconds``), then stop."""
        _running.discard(self)
        await asyncio.sleep(0)  # let sends scheduled from this thread reach the queue
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(flush_seconds):
                await self._outbox.join()
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        self._tasks.clear()
        await self._redis.aclose()

    async def _publish_forever(self) -> None:
        while True:
            queued, message = await self._outbox.get()
            try:
                if time.monotonic() - queued < _USELESS_AFTER_SECONDS:
                    await self._redis.publish(self.channel, message)
            except Exception as exc:  # the others see the change within their cache windows
                log.warning("cache_bus.publish_failed", error=str(exc))
            finally:
                self._outbox.task_done()

    async def _listen_forever(self) -> None:
        failures = 0
        while True:
            pubsub: PubSub = self._redis.pubsub()
            try:
                await pubsub.subscribe(self.channel)
                async for message in pubsub.listen():
                    if message["type"] == "message":
                        _receive(message["data"])
                    elif message["type"] == "subscribe":
                        # Also after redis-py reconnected and subscribed again by itself: changes
                        # made while this process was not listening were missed.
                        _reset_all()
                        self._subscribed.set()
                        failures = 0
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                if failures == 0:
                    log.warning("cache_bus.disconnected", error=str(exc))
            finally:
                self._subscribed.clear()
                with contextlib.suppress(Exception):
                    await pubsub.aclose()  # type: ignore[no-untyped-call]
            await asyncio.sleep(self.RETRY_SECONDS[min(failures, len(self.RETRY_SECONDS) - 1)])
            failures += 1


async def expire_at_boundaries(
    next_boundary: Callable[[], Awaitable[datetime | None]],
    now: Callable[[], datetime],
    refresh_seconds: float,
) -> None:
    """Bump the catalogue generation when a time that changes prices (an event's start or end)
    passes. ``next_boundary`` is asked again every ``refresh_seconds`` and after every catalogue
    change, so an event written anywhere is known before its start."""
    loop = asyncio.get_running_loop()
    changed = asyncio.Event()

    def wake() -> None:
        loop.call_soon_threadsafe(changed.set)

    unwatch = catalogue.watch(wake)
    try:
        while True:
            changed.clear()
            try:
                boundary = await next_boundary()
            except Exception:
                log.exception("cache_bus.boundary_failed")
                boundary = None
            wait = refresh_seconds
            if boundary is not None:
                wait = min(wait, max(0.0, (boundary - now()).total_seconds()))
            # asyncio.timeout, not wait_for: on Python 3.11, wait_for returns a wait that finished as
            # the task was cancelled and drops the cancellation, and the app's shutdown never ends.
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(wait):
                    await changed.wait()
            # The wall clock decides (asyncio's timer runs on another clock and may wake early).
            if boundary is not None and now() >= boundary:
                catalogue.bump()
    finally:
        unwatch()
