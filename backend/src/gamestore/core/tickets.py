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

from gamestore.core.shared_redis import shared_redis

log = structlog.get_logger(__name__)


REFUSED = -1  # a claim's answer: fewer tickets are left than it asked
_NOT_COUNTED = -2  # the scripts' answer for a name not counted (None to callers)
OVER_LIMIT = -3  # a claim's answer: its holder would hold more than their limit


class Tickets(Protocol):
    async def claim(self, name: str, count: int, holder: str, limit: int) -> int | None:
        """Claim ``count`` tickets of ``name`` for ``holder``: how many are left after it; ``OVER_LIMIT``
        when ``holder`` would then hold more than ``limit`` (claimed and not given back since the
        count was taken), ``REFUSED`` when fewer than ``count`` are left; None when ``name`` is not
        counted (or cannot be asked now)."""
        ...

    async def give_back(self, name: str, count: int, holder: str) -> int | None:
        """How many are left after ``holder``'s ``count`` came back (None: not counted, or cannot be
        asked)."""
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
        self._held: dict[str, dict[str, int]] = {}  # name -> holder -> claimed

    def _current(self, name: str, now: float) -> tuple[int, float | None, float] | None:
        found = self._counts.get(name)
        if found is not None and found[2] <= now:
            del self._counts[name]
            self._held.pop(name, None)
            return None
        return found

    async def claim(self, name: str, count: int, holder: str, limit: int) -> int | None:
        now = time.monotonic()
        found = self._current(name, now)
        if found is None:
            return None
        left, _last, expires = found
        held = self._held.setdefault(name, {})
        if held.get(holder, 0) + count > limit:
            return OVER_LIMIT
        if left < count:
            return REFUSED
        self._counts[name] = (left - count, now, expires)
        held[holder] = held.get(holder, 0) + count
        return left - count

    async def give_back(self, name: str, count: int, holder: str) -> int | None:
        found = self._current(name, time.monotonic())
        if found is None:
            return None
        self._counts[name] = (found[0] + count, found[1], found[2])
        held = self._held.setdefault(name, {})
        if held.get(holder, 0) > count:
            held[holder] -= count
        else:
            held.pop(holder, None)
        return found[0] + count

    async def left(self, name: str) -> int | None:
        found = self._current(name, time.monotonic())
        return None if found is None else found[0]

    async def count_from(self, name: str, left: int, ttl_seconds: float, *, force: bool = False) -> None:
        now = time.monotonic()
        found = self._current(name, now)
        if force or found is None or found[1] is None or now - found[1] >= self._quiet:
            self._counts[name] = (left, None, now + ttl_seconds)
            self._held.pop(name, None)

    async def aclose(self) -> None:
        self._counts.clear()
        self._held.clear()


# KEYS[1] the hash (left, last, and per holder "h:<holder>" what they claimed); ARGV: count, holder,
# limit. Left after the claim; -3 over the holder's limit, -1 too few left, -2 not counted.
_CLAIM = """
local left = redis.call('HGET', KEYS[1], 'left')
if not left then return -2 end
local count = tonumber(ARGV[1])
local holder = 'h:' .. ARGV[2]
if tonumber(redis.call('HGET', KEYS[1], holder) or '0') + count > tonumber(ARGV[3]) then return -3 end
if tonumber(left) < count then return -1 end
local now = redis.call('TIME')
redis.call('HSET', KEYS[1], 'last', now[1] * 1000 + math.floor(now[2] / 1000))
redis.call('HINCRBY', KEYS[1], holder, count)
return redis.call('HINCRBY', KEYS[1], 'left', -count)
"""
# ARGV: count, holder.
_GIVE_BACK = """
if redis.call('EXISTS', KEYS[1]) == 0 then return -2 end
local holder = 'h:' .. ARGV[2]
if redis.call('HINCRBY', KEYS[1], holder, -tonumber(ARGV[1])) <= 0 then
  redis.call('HDEL', KEYS[1], holder)
end
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

    async def claim(self, name: str, count: int, holder: str, limit: int) -> int | None:
        if self._away():
            return None
        try:
            answer = int(await self._claim(keys=[self._prefix + name], args=[count, holder, limit]))
        except RedisError as error:
            self._failed(error)
            return None
        self._retry_at = None
        return None if answer == _NOT_COUNTED else answer

    async def give_back(self, name: str, count: int, holder: str) -> int | None:
        try:
            answer = int(await self._give_back(keys=[self._prefix + name], args=[count, holder]))
        except RedisError as error:
            self._failed(error)
            return None
        return None if answer == _NOT_COUNTED else answer

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
