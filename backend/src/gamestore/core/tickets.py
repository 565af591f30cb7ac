"""Tickets: how many of something are left to claim, counted ahead of the database by every process
(in Redis when configured, else in this process's memory).

A crowd's attempts claim tickets as they arrive; once every ticket is claimed, further attempts are
refused at once instead of queueing behind the claimants for a database that will refuse them too.
The database stays the judge: a claim only lets an attempt go on. So the count may err high (an
attempt goes on and the database refuses it, as without tickets) but must not stay low (an attempt
refused while the database has some left):

- a claim that does not end in a sale is given back (``give_back``);
- ``count_from`` sets the count from the database's, when nothing was counted yet, when told to
  (``force``: something came back), or when no claim was made for ``quiet_seconds`` (a claim a
  process never gave back, having died, is forgotten then);
- anything unknown (no count, Redis failing) answers ``None``: go on, the database decides.
"""

from __future__ import annotations

import time
from typing import Protocol

import structlog
from redis.asyncio import Redis
from redis.exceptions import RedisError

from gamestore.core.ratelimit import shared_redis

log = structlog.get_logger(__name__)


REFUSED = -1  # a claim's answer: fewer tickets are left than it asked


class Tickets(Protocol):
    async def claim(self, name: str, count: int) -> int | None:
        """Claim ``count`` tickets of ``name``: how many are left after it, ``REFUSED`` when fewer than
        ``count`` are left, None when ``name`` is not counted (or cannot be asked now)."""
        ...

    async def give_back(self, name: str, count: int) -> int | None:
        """How many are left after ``count`` came back (None: not counted, or cannot be asked)."""
        ...

    async def left(self, name: str) -> int | None: ...

    async def count_from(self, name: str, left: int, ttl_seconds: float, *, force: bool = False) -> None:
        """``left`` tickets of ``name`` (read from the database), for ``ttl_seconds``: kept unless
        ``name`` is counted already and was claimed within the quiet window (and not ``force``)."""
        ...

    async def aclose(self) -> None: ...


class MemoryTickets:
    """One process's count (the embedded default). Several processes without Redis each count all
    tickets: their claims err high together, never low."""

    def __init__(self, quiet_seconds: float) -> None:
        self._quiet = quiet_seconds
        # name -> (left, last claim (monotonic), expires (monotonic))
        self._counts: dict[str, tuple[int, float | None, float]] = {}

    def _current(self, name: str, now: float) -> tuple[int, float | None, float] | None:
        found = self._counts.get(name)
        if found is not None and found[2] <= now:
            del self._counts[name]
            return None
        return found

    async def claim(self, name: str, count: int) -> int | None:
        now = time.monotonic()
        found = self._current(name, now)
        if found is None:
            return None
        left, _last, expires = found
        if left < count:
            return REFUSED
        self._counts[name] = (left - count, now, expires)
        return left - count

    async def give_back(self, name: str, count: int) -> int | None:
        found = self._current(name, time.monotonic())
        if found is None:
            return None
        self._counts[name] = (found[0] + count, found[1], found[2])
        return found[0] + count

    async def left(self, name: str) -> int | None:
        found = self._current(name, time.monotonic())
        return None if found is None else found[0]

    async def count_from(self, name: str, left: int, ttl_seconds: float, *, force: bool = False) -> None:
        now = time.monotonic()
        found = self._current(name, now)
        if force or found is None or found[1] is None or now - found[1] >= self._quiet:
            self._counts[name] = (left, None, now + ttl_seconds)

    async def aclose(self) -> None:
        self._counts.clear()


# KEYS[1] the hash (left, last); ARGV[1] the count. Left after the claim, -1 too few left, -2 not counted.
_CLAIM = """
local left = redis.call('HGET', KEYS[1], 'left')
if not left then return -2 end
if tonumber(left) < tonumber(ARGV[1]) then return -1 end
local now = redis.call('TIME')
redis.call('HSET', KEYS[1], 'last', now[1] * 1000 + math.floor(now[2] / 1000))
return redis.call('HINCRBY', KEYS[1], 'left', -tonumber(ARGV[1]))
"""
_GIVE_BACK = """
if redis.call('EXISTS', KEYS[1]) == 0 then return -2 end
return redis.call('HINCRBY', KEYS[1], 'left', ARGV[1])
"""
# ARGV: left, ttl (ms), force (1/0), quiet (ms).
_COUNT_FROM = """
local last = redis.call('HGET', KEYS[1], 'last')
local now = redis.call('TIME')
local now_ms = now[1] * 1000 + math.floor(now[2] / 1000)
if ARGV[3] == '1' or not last or now_ms - tonumber(last) >= tonumber(ARGV[4]) then
  redis.call('DEL', KEYS[1])
  redis.call('HSET', KEYS[1], 'left', ARGV[1])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 0
"""


class RedisTickets:
    """Every process's count, in Redis. While Redis fails, nothing is counted (claims answer None)
    for ``RETRY_SECONDS``: the database decides alone, and a count left low heals by the quiet rule."""

    RETRY_SECONDS = 2.0

    def __init__(self, redis: Redis, quiet_seconds: float, prefix: str = "gamestore:tickets:") -> None:
        self._redis = redis
        self._quiet_ms = int(quiet_seconds * 1000)
        self._prefix = prefix
        self._claim = redis.register_script(_CLAIM)
        self._give_back = redis.register_script(_GIVE_BACK)
        self._count_from = redis.register_script(_COUNT_FROM)
        self._retry_at: float | None = None

    @classmethod
    def from_url(cls, url: str, quiet_seconds: float) -> RedisTickets:
        return cls(shared_redis(url), quiet_seconds)

    def _away(self) -> bool:
        return self._retry_at is not None and time.monotonic() < self._retry_at

    def _failed(self, error: RedisError) -> None:
        if self._retry_at is None or not self._away():
            log.warning("tickets.redis_failed", error=str(error), fallback="the database decides")
        self._retry_at = time.monotonic() + self.RETRY_SECONDS

    async def claim(self, name: str, count: int) -> int | None:
        if self._away():
            return None
        try:
            answer = int(await self._claim(keys=[self._prefix + name], args=[count]))
        except RedisError as error:
            self._failed(error)
            return None
        self._retry_at = None
        return None if answer < REFUSED else answer

    async def give_back(self, name: str, count: int) -> int | None:
        try:
            answer = int(await self._give_back(keys=[self._prefix + name], args=[count]))
        except RedisError as error:
            self._failed(error)
            return None
        return None if answer < 0 else answer

    async def left(self, name: str) -> int | None:
        if self._away():
            return None
        try:
            found = await self._redis.hget(self._prefix + name, "left")
        except RedisError as error:
            self._failed(error)
            return None
        return None if found is None else int(found)

    async def count_from(self, name: str, left: int, ttl_seconds: float, *, force: bool = False) -> None:
        if self._away():
            return
        args = [left, max(1, int(ttl_seconds * 1000)), int(force), self._quiet_ms]
        try:
            await self._count_from(keys=[self._prefix + name], args=args)
        except RedisError as error:
            self._failed(error)

    async def aclose(self) -> None:
        await self._redis.aclose()


def create_tickets(redis_url: str | None, quiet_seconds: float) -> Tickets:
    if redis_url:
        return RedisTickets.from_url(redis_url, quiet_seconds)
    return MemoryTickets(quiet_seconds)
