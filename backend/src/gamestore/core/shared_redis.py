"""The Redis client for calls made while answering requests (rate limits, star deal tickets)."""

from __future__ import annotations

from redis.asyncio import BlockingConnectionPool, Redis
from redis.asyncio.retry import Retry
from redis.backoff import NoBackoff

# Connections one process keeps to Redis, per client; a request beyond them waits for one to come back.
# An unbounded pool opened one per request in flight: a burst of a hundred opened a hundred at once, and
# some of those connects timed out (5 s) under load.
REDIS_MAX_CONNECTIONS = 16
# Redis answers in a millisecond; a connect or command this slow means it is away.
REDIS_SOCKET_TIMEOUT_SECONDS = 2.0
# A connection idle this long is pinged before use, and replaced when the ping fails (a Redis restarted
# meanwhile closed it).
REDIS_HEALTH_CHECK_SECONDS = 30


def shared_redis(url: str) -> Redis:
    """A Redis client for calls made while answering requests: a bounded pool, short timeouts."""
    pool = BlockingConnectionPool.from_url(
        url,
        max_connections=REDIS_MAX_CONNECTIONS,
        timeout=10,
        socket_timeout=REDIS_SOCKET_TIMEOUT_SECONDS,
        socket_connect_timeout=REDIS_SOCKET_TIMEOUT_SECONDS,
        socket_keepalive=True,
        health_check_interval=REDIS_HEALTH_CHECK_SECONDS,
        # Once more on a fresh connection when one fails: a connection closed while it sat in the
        # pool is replaced instead of failing the call.
        retry=Retry(NoBackoff(), 1),
    )
    return Redis.from_pool(pool)
