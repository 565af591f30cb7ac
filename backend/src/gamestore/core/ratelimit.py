"""Fixed-window rate limits and short claims: in Redis when configured, else in this process."""

from __future__ import annotations

import math
import time
from typing import Protocol

from redis.asyncio import BlockingConnectionPool, Redis


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


class RedisRateLimiter:
    """Shared by every API process that points at the same Redis."""

    def __init__(self, redis: Redis, prefix: str = "gamestore:rl:") -> None:
        self._redis = redis
        self._prefix = prefix

    # Connections one process keeps to Redis; a request beyond them waits for one to come back. An
    # unbounded pool opened one per request in flight: a burst of a hundred opened a hundred at once,
    # and some of those connects timed out (5 s) under load.
    MAX_CONNECTIONS = 16

    @classmethod
    def from_url(cls, url: str, prefix: str = "gamestore:rl:") -> RedisRateLimiter:
        pool = BlockingConnectionPool.from_url(url, max_connections=cls.MAX_CONNECTIONS, timeout=10)
        return cls(Redis.from_pool(pool), prefix)

    async def hit(self, key: str, limit: int, window_seconds: int) -> bool:
        return await self.count(key, window_seconds) <= limit

    async def count(self, key: str, window_seconds: int) -> int:
        name = self._prefix + key
        async with self._redis.pipeline(transaction=True) as pipe:
            pipe.incr(name)
            pipe.expire(name, window_seconds, nx=True)
            count, _ = await pipe.execute()
        return int(count)

    async def claim(self, key: str, ttl_seconds: int) -> bool:
        return bool(await self._redis.set(self._prefix + key, b"1", nx=True, ex=ttl_seconds))

    async def hold(self, key: str, ttl_seconds: int) -> None:
        await self._redis.set(self._prefix + key, b"1", ex=ttl_seconds)

    async def held_for(self, key: str) -> int:
        left_ms = int(await self._redis.pttl(self._prefix + key))
        return max(0, math.ceil(left_ms / 1000))

    async def release(self, key: str) -> None:
        await self._redis.delete(self._prefix + key)

    async def ping(self) -> bool:
        try:
            return bool(await self._redis.ping())
        except Exception:
            return False

    async def aclose(self) -> None:
        await self._redis.aclose()


def create_rate_limiter(redis_url: str | None, prefix: str = "gamestore:rl:") -> RateLimiter:
    if redis_url:
        return RedisRateLimiter.from_url(redis_url, prefix)
    return MemoryRateLimiter()
