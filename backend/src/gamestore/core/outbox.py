"""The outbox (architecture §2): what must reach the outside world (a Web Push, a WeChat subscribe
message …) is written as a message in the transaction of the change it announces, so it is sent if
and only if that change commits, and delivered after the commit by a relay running in every process.

- ``enqueue(session, topic, key, payload)`` adds the message in the caller's transaction, once per
  (topic, key): the key is the business fact the message is about, and what consumers make their
  delivery idempotent by (the receiver sees one message per key however often it is retried).
- Each topic has one consumer, a function that delivers a payload. It raises
  ``PermanentDeliveryError`` when the receiver refused the message for good (a 4xx answer): it is
  not tried again. Anything else it raises is tried again with exponential backoff
  (``OUTBOX_RETRY_BASE_SECONDS`` doubling up to ``OUTBOX_RETRY_CAP_SECONDS``), ``MAX_ATTEMPTS`` tries
  in all, then the message is ``failed``.
- The relay claims a batch (``FOR UPDATE SKIP LOCKED`` on PostgreSQL, where parallel relays skip each
  other's rows; a conditional UPDATE decides on both, SQLite's single writer included), delivers
  outside the claiming transaction, and marks each message delivered or failed. A claim is a lease:
  a relay that dies mid-delivery gives its messages back after ``OUTBOX_LEASE_SECONDS``.
- ``cancel(session, topic, key)`` withdraws a message not delivered yet, in the caller's transaction:
  one conditional UPDATE, so it and the relay's claim (which takes only pending rows) cannot both
  win; a message being delivered is cancelled too (its outcome is then not recorded, and it is never
  tried again). ``states`` reads what became of messages by key.

The table is the application's (``models/outbox.py``); this module knows only its columns.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum
from typing import Any

import structlog
from sqlalchemy import ColumnElement, Table, and_, or_, select, update
from sqlalchemy import event as sa_event
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from gamestore.core import clock
from gamestore.core.db import dialect_insert, unit_of_work
from gamestore.core.metrics import JOB_FAILURES, JOB_RUNS

log = structlog.get_logger(__name__)

MAX_ATTEMPTS = 5
_SESSION_KEY = "gamestore.outbox"
_WAKE_HOOKED = "gamestore.outbox.wake_hooked"
_ERROR_LENGTH = 500


class OutboxStatus(StrEnum):
    PENDING = "pending"
    DELIVERING = "delivering"
    DELIVERED = "delivered"
    FAILED = "failed"
    CANCELLED = "cancelled"  # withdrawn by its producer before it was delivered


class PermanentDeliveryError(Exception):
    """The receiver refused the message for good (a 4xx answer): trying again cannot help."""


class OutboxConfigError(RuntimeError):
    """A topic without its consumer, or a consumer for a topic nobody writes: refused at start-up."""


@dataclass(frozen=True, slots=True)
class Topic:
    """A kind of message; producers name it when they enqueue, its consumer delivers it."""

    name: str


@dataclass(frozen=True, slots=True)
class Message:
    id: int
    topic: str
    key: str
    payload: dict[str, Any]
    attempts: int  # this delivery's number, from 1


Consumer = Callable[[Message], Awaitable[None]]


@dataclass(frozen=True, slots=True)
class MessageState:
    """What became of a message so far (``states``)."""

    status: OutboxStatus
    attempts: int
    last_error: str | None


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    base_seconds: float
    cap_seconds: float
    lease_seconds: float
    max_attempts: int = MAX_ATTEMPTS

    def delay(self, attempts: int) -> timedelta:
        """How long after its ``attempts``-th failed try a message is tried again."""
        return timedelta(seconds=min(self.cap_seconds, self.base_seconds * 2 ** (attempts - 1)))


class Outbox:
    """The application's topics and their consumers, the table and the retry policy. Every session of
    the application carries it (``session_info``), so ``enqueue`` needs only the session."""

    def __init__(self, table: Table, topics: Iterable[Topic], policy: RetryPolicy) -> None:
        self.table = table
        self.policy = policy
        self._topics = {topic.name for topic in topics}
        self._consumers: dict[str, Consumer] = {}
        self._wake = asyncio.Event()

    def consume(self, topic: Topic, consumer: Consumer) -> None:
        if topic.name not in self._topics:
            raise OutboxConfigError(f"a consumer for {topic.name!r}, a topic no producer writes")
        if topic.name in self._consumers:
            raise OutboxConfigError(f"a second consumer for {topic.name!r}")
        self._consumers[topic.name] = consumer

    def check_consumers(self) -> None:
        """Refuse to start while a topic has no consumer (its messages would never leave)."""
        missing = sorted(self._topics - self._consumers.keys())
        if missing:
            raise OutboxConfigError(f"outbox topics without a consumer: {', '.join(missing)}")

    def consumer(self, topic: str) -> Consumer | None:
        return self._consumers.get(topic)

    def consumed_topics(self) -> list[str]:
        return sorted(self._consumers)

    def knows(self, topic: Topic) -> bool:
        return topic.name in self._topics

    def session_info(self) -> dict[str, Any]:
        return {_SESSION_KEY: self}

    def wake(self) -> None:
        self._wake.set()

    async def wait_for_work(self, seconds: float) -> None:
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(seconds):
                await self._wake.wait()
        self._wake.clear()


def outbox_of(session: AsyncSession) -> Outbox:
    outbox = session.info.get(_SESSION_KEY)
    if not isinstance(outbox, Outbox):
        raise RuntimeError("this session's factory was not given the outbox (Outbox.session_info)")
    return outbox


async def enqueue(session: AsyncSession, topic: Topic, key: str, payload: dict[str, Any]) -> None:
    """Add the message in the session's transaction (nothing when (topic, key) is already there); the
    relay of this process is woken once the transaction commits."""
    outbox = outbox_of(session)
    if not outbox.knows(topic):
        raise OutboxConfigError(f"{topic.name!r} is not one of the application's outbox topics")
    now = clock.now()
    table = outbox.table
    await session.execute(
        dialect_insert(session, table)
        .values(
            topic=topic.name,
            dedupe_key=key,
            payload=payload,
            status=OutboxStatus.PENDING.value,
            attempts=0,
            next_attempt_at=now,
            created_at=now,
        )
        .on_conflict_do_nothing(index_elements=["topic", "dedupe_key"])
    )
    _wake_after_commit(session, outbox)


async def enqueue_many(
    session: AsyncSession, topic: Topic, messages: Iterable[tuple[str, dict[str, Any]]]
) -> int:
    """``enqueue`` of any number of (key, payload) messages of one topic in one statement (a batch per
    thousand rows); answers how many were given."""
    unique = dict(messages)
    if not unique:
        return 0  # nothing asked of the outbox: a session without one (the command line's) is fine
    outbox = outbox_of(session)
    if not outbox.knows(topic):
        raise OutboxConfigError(f"{topic.name!r} is not one of the application's outbox topics")
    now = clock.now()
    rows = [
        {
            "topic": topic.name,
            "dedupe_key": key,
            "payload": payload,
            "status": OutboxStatus.PENDING.value,
            "attempts": 0,
            "next_attempt_at": now,
            "created_at": now,
        }
        for key, payload in unique.items()
    ]
    await session.execute(
        dialect_insert(session, outbox.table).on_conflict_do_nothing(index_elements=["topic", "dedupe_key"]),
        rows,
    )
    _wake_after_commit(session, outbox)
    return len(rows)


def _wake_after_commit(session: AsyncSession, outbox: Outbox) -> None:
    if not session.info.get(_WAKE_HOOKED):
        session.info[_WAKE_HOOKED] = True
        sa_event.listen(session.sync_session, "after_commit", lambda _session: outbox.wake())


async def cancel(session: AsyncSession, topic: Topic, key: str) -> bool:
    """Withdraw the (topic, key) message unless it was delivered, in the caller's transaction; True
    when it was withdrawn now. Pending, waiting for a retry, failed or being delivered (that
    delivery's outcome is then dropped, and it is not tried again): one conditional UPDATE, which
    on PostgreSQL waits for a relay claiming the row at that moment and then sees its claim."""
    table = outbox_of(session).table
    undelivered = (
        OutboxStatus.PENDING.value,
        OutboxStatus.DELIVERING.value,
        OutboxStatus.FAILED.value,
    )
    withdrawn = await session.execute(
        update(table)
        .where(table.c.topic == topic.name, table.c.dedupe_key == key, table.c.status.in_(undelivered))
        .values(status=OutboxStatus.CANCELLED.value, claimed_until=None)
        .returning(table.c.id)
    )
    return withdrawn.first() is not None


async def states(session: AsyncSession, topic: Topic, keys: Iterable[str]) -> dict[str, MessageState]:
    """The state of each of the topic's messages among ``keys`` (absent: never written)."""
    wanted = list(dict.fromkeys(keys))
    if not wanted:
        return {}
    table = outbox_of(session).table
    rows = await session.execute(
        select(table.c.dedupe_key, table.c.status, table.c.attempts, table.c.last_error).where(
            table.c.topic == topic.name, table.c.dedupe_key.in_(wanted)
        )
    )
    return {
        row.dedupe_key: MessageState(OutboxStatus(row.status), row.attempts, row.last_error) for row in rows
    }


async def replay(session: AsyncSession, message_id: int) -> tuple[dict[str, Any], dict[str, Any]] | None:
    """Put a failed or delivered message back to pending with its tries reset; answers its state
    before and after (for the audit log), or None when there is no such message or it is pending or
    being delivered (nothing to replay)."""
    outbox = outbox_of(session)
    table = outbox.table
    before = (await session.execute(select(table).where(table.c.id == message_id).with_for_update())).first()
    replayable = (OutboxStatus.FAILED.value, OutboxStatus.DELIVERED.value)
    if before is None or before.status not in replayable:
        return None
    fields = {
        "status": OutboxStatus.PENDING.value,
        "attempts": 0,
        "next_attempt_at": clock.now(),
        "claimed_until": None,
        "last_error": None,
        "delivered_at": None,
    }
    await session.execute(
        update(table).where(table.c.id == message_id, table.c.status.in_(replayable)).values(**fields)
    )
    _wake_after_commit(session, outbox)
    snapshot = {"topic": before.topic, "key": before.dedupe_key}
    was = {**snapshot, "status": before.status, "attempts": before.attempts, "lastError": before.last_error}
    return was, {**snapshot, "status": fields["status"], "attempts": 0, "lastError": None}


class Relay:
    """Delivers the outbox's due messages: ``run`` (the task started with the app) after each wake-up
    and every ``poll_seconds``; ``deliver_due`` once, until nothing is due."""

    def __init__(
        self,
        outbox: Outbox,
        sessions: async_sessionmaker[AsyncSession],
        *,
        poll_seconds: float,
        batch_size: int = 50,
    ) -> None:
        self.outbox = outbox
        self._sessions = sessions
        self._poll_seconds = poll_seconds
        self._batch_size = batch_size
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self.outbox.check_consumers()
        self._task = asyncio.create_task(self._run(), name="outbox-relay")

    async def stop(self) -> None:
        if self._task is None:
            return
        self._task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._task
        self._task = None

    async def _run(self) -> None:
        while True:
            JOB_RUNS.labels("outbox-relay").inc()
            try:
                await self.deliver_due()
            except Exception:
                JOB_FAILURES.labels("outbox-relay").inc()
                log.exception("outbox.relay_failed")
            await self.outbox.wait_for_work(self._poll_seconds)

    async def deliver_due(self) -> int:
        """Claim and deliver batches until none is due; answers how many deliveries were tried."""
        tried = 0
        while batch := await self._claim():
            await asyncio.gather(*(self._deliver(message) for message in batch))
            tried += len(batch)
        return tried

    def _due(self, now: datetime) -> ColumnElement[bool]:
        c = self.outbox.table.c
        # Only topics this process delivers: during a rolling deploy an older process leaves a new
        # topic's messages to the processes that know it.
        return and_(
            c.topic.in_(self.outbox.consumed_topics()),
            or_(
                and_(c.status == OutboxStatus.PENDING.value, c.next_attempt_at <= now),
                and_(c.status == OutboxStatus.DELIVERING.value, c.claimed_until < now),
            ),
        )

    async def _claim(self) -> list[Message]:
        table, now = self.outbox.table, clock.now()
        async with unit_of_work(self._sessions) as session:
            ids = list(
                await session.scalars(
                    select(table.c.id)
                    .where(self._due(now))
                    .order_by(table.c.next_attempt_at, table.c.id)
                    .limit(self._batch_size)
                    .with_for_update(skip_locked=True)
                )
            )
            if not ids:
                return []
            claimed = await session.execute(
                update(table)
                .where(table.c.id.in_(ids), self._due(now))
                .values(
                    status=OutboxStatus.DELIVERING.value,
                    claimed_until=now + timedelta(seconds=self.outbox.policy.lease_seconds),
                    attempts=table.c.attempts + 1,
                )
                .returning(table.c.id, table.c.topic, table.c.dedupe_key, table.c.payload, table.c.attempts)
            )
            return [Message(row.id, row.topic, row.dedupe_key, row.payload, row.attempts) for row in claimed]

    async def _deliver(self, message: Message) -> None:
        consumer = self.outbox.consumer(message.topic)
        assert consumer is not None  # claimed among the topics this process consumes
        try:
            # A delivery outlasting its lease would meet another relay's: it counts as a failed try.
            async with asyncio.timeout(self.outbox.policy.lease_seconds):
                await consumer(message)
        except PermanentDeliveryError as exc:
            log.warning("outbox.refused", topic=message.topic, key=message.key, error=str(exc))
            await self._mark(message, status=OutboxStatus.FAILED, last_error=_describe(exc))
        except Exception as exc:
            policy = self.outbox.policy
            log.warning("outbox.failed", topic=message.topic, key=message.key, attempts=message.attempts)
            if message.attempts >= policy.max_attempts:
                await self._mark(message, status=OutboxStatus.FAILED, last_error=_describe(exc))
            else:
                await self._mark(
                    message,
                    status=OutboxStatus.PENDING,
                    last_error=_describe(exc),
                    next_attempt_at=clock.now() + policy.delay(message.attempts),
                )
        else:
            await self._mark(
                message, status=OutboxStatus.DELIVERED, last_error=None, delivered_at=clock.now()
            )

    async def _mark(self, message: Message, *, status: OutboxStatus, **values: Any) -> None:
        """Record the outcome while the claim is still this delivery's (same try, lease not taken)."""
        table = self.outbox.table
        async with unit_of_work(self._sessions) as session:
            await session.execute(
                update(table)
                .where(
                    table.c.id == message.id,
                    table.c.status == OutboxStatus.DELIVERING.value,
                    table.c.attempts == message.attempts,
                )
                .values(status=status.value, claimed_until=None, **values)
            )


def _describe(exc: BaseException) -> str:
    text = f"{type(exc).__name__}: {exc}"
    return text[:_ERROR_LENGTH]
