"""Fixed-window rate limits and short claims: in Redis when configured, else in this process.

While Redis cannot be reached, the Redis limiter counts and claims in this process's memory (as
without Redis: each process on its own) and asks Redis again every few seconds."""

from __future__ import annotations

import math
import time
from collections.abc import Awaitable, Callable
from typing import Protocol, TypeVar

import structlog
from redis.asyncio import Redis
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

from gamestore.core.shared_redis import shared_redis

log = structlog.get_logger(__name__)

T = TypeVar("T")


class RateLimiter(Protocol):
    async def hit(self, key: str, limit: int, window_seconds: int) -> bool:
        """Count one event for ``key``; False once more than ``limit`` fell in the current window."""
        ...

    async def count(self, key: str, window_seconds: int) -> int:
        """Count one event for ``key``; the number that fell in the current window, this one included."""
        ...

    async def claim(self, key: str, ttl_seconds: int) -> bool:
        """Take ``key`` for ``ttl_seconds``; False while someone holds it already."""
        ...

    async def hold(self, key: str, ttl_seconds: int) -> None:
        """Hold ``key`` for ``ttl_seconds`` from now, whoever held it before."""
        ...

    async def held_for(self, key: str) -> int:
        """Whole seconds (rounded up) ``key`` is still held; 0 when it is free."""
        ...

    async def release(self, key: str) -> None: ...

    async def aclose(self) -> None: ...


class MemoryRateLimiter:
    """For a single process (the embedded default); state is lost on restart."""

    _SWEEP_EVERY = 10_000

    def __init__(self) -> None:
        self._windows: dict[str, tuple[int, float]] = {}
        self._claims: dict[str, float] = {}
        self._calls = 0

    async def hit(self, key: str, limit: int, window_seconds: int) -> bool:
        return await self.count(key, window_seconds) <= limit

    async def count(self, key: str, window_seconds: int) -> int:
        now = time.monotonic()
        self._sweep(now)
        count, ends = self._windows.get(key, (0, now + window_seconds))
        if ends <= now:
            count, ends = 0, now + window_seconds
        self._windows[key] = (count + 1, ends)
        return count + 1

    async def claim(self, key: str, ttl_seconds: int) -> bool:
        now = time.monotonic()
        if self._claims.get(key, 0.0) > now:
            return False
        self._claims[key] = now + ttl_seconds
        return True

    async def hold(self, key: str, ttl_seconds: int) -> None:
        self._claims[key] = time.monotonic() + ttl_seconds

    async def held_for(self, key: str) -> int:
        return max(0, math.ceil(self._claims.get(key, 0.0) - time.monotonic()))

    async def release(self, key: str) -> None:
        self._claims.pop(key, None)

    async def aclose(self) -> None:
        self._windows.clear()
        self._claims.clear()

    def _sweep(self, now: float) -> None:
        self._calls += 1
        if self._calls % self._SWEEP_EVERY:
            return
        self._windows = {k: v for k, v in self._windows.items() if v[1] > now}
        self._claims = {k: v for k, v in self._claims.items() if v > now}


# The window's count, its expiry set by the window's first event (EXPIRE NX: Redis 7).
_COUNT = """
local count = redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], ARGV[1], 'NX')
return count
"""


class RedisRateLimiter:
    """Shared by every API process that points at the same Redis; this process's memory meanwhile
    while Redis is unreachable."""

    # How long, after Redis failed to answer, this process counts in memory before asking it again
    # (a request then waits for no connection attempt that is bound to fail).
    RETRY_SECONDS = 2.0

    def __init__(
        self, redis: Redis, prefix: str = "gamestore:rl:", retry_seconds: float = RETRY_SECONDS
    ) -> None:
        self._redis = redis
        self._prefix = prefix
        self._memory = MemoryRateLimiter()
        self._retry_seconds = retry_seconds
        self._retry_at: float | None = None  # set while Redis is unreachable
        # One round trip and one answer a count (every /app-api call counts one): a MULTI/EXEC pipeline
        # of the two commands is four of each.
        self._count = redis.register_script(_COUNT)

    @classmethod
    def from_url(
        cls, url: str, prefix: str = "gamestore:rl:", retry_seconds: float = RETRY_SECONDS
    ) -> RedisRateLimiter:
        return cls(shared_redis(url), prefix, retry_seconds)

    @property
    def reachable(self) -> bool:
        """False from a failed call until one succeeds again."""
        return self._retry_at is None

    async def _shared(self, in_redis: Callable[[], Awaitable[T]], in_memory: Callable[[], Awaitable[T]]) -> T:
        if self._retry_at is not None and time.monotonic() < self._retry_at:
            return await in_memory()
        try:
            result = await in_redis()
        except (RedisConnectionError, RedisTimeoutError) as error:
            if self._retry_at is None:
                log.warning("ratelimit.redis_unreachable", error=str(error), fallback="memory")
            self._retry_at = time.monotonic() + self._retry_seconds
            return await in_memory()
        if self._retry_at is not None:
            self._retry_at = None
            log.info("ratelimit.redis_back")
        return result

    async def hit(self, key: str, limit: int, window_seconds: int) -> bool:
        return await self.count(key, window_seconds) <= limit

    async def count(self, key: str, window_seconds: int) -> int:
        async def in_redis() -> int:
            return int(await self._count(keys=[self._prefix + key], args=[window_seconds]))

        return await self._shared(in_redis, lambda: self._memory.count(key, window_seconds))

    async def claim(self, key: str, ttl_seconds: int) -> bool:
        async def in_redis() -> bool:
            return bool(await self._redis.set(self._prefix + key, b"1", nx=True, ex=ttl_seconds))

        return await self._shared(in_redis, lambda: self._memory.claim(key, ttl_seconds))

    async def hold(self, key: str, ttl_seconds: int) -> None:
        async def in_redis() -> None:
            await self._redis.set(self._prefix + key, b"1", ex=ttl_seconds)

        await self._shared(in_redis, lambda: self._memory.hold(key, ttl_seconds))

    async def held_for(self, key: str) -> int:
        async def in_redis() -> int:
            left_ms = int(await self._redis.pttl(self._prefix + key))
            return max(0, math.ceil(left_ms / 1000))

        return await self._shared(in_redis, lambda: self._memory.held_for(key))

    async def release(self, key: str) -> None:
        async def in_redis() -> None:
            await self._redis.delete(self._prefix + key)

        await self._shared(in_redis, lambda: self._memory.release(key))

    async def ping(self) -> bool:
        try:
            return bool(await self._redis.ping())
        except Exception:
            return False

    async def aclose(self) -> None:
        await self._memory.aclose()
        await self._redis.aclose()


def create_rate_limiter(redis_url: str | None, prefix: str = "gamestore:rl:") -> RateLimiter:
    if redis_url:
        return RedisRateLimiter.from_url(redis_url, prefix)
    return MemoryRateLimiter()
