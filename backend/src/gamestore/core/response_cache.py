"""A short-lived cache of public catalogue answers, for visitors (requests without a token).

Catalogue reads are the same for every visitor in the same language and currency, and they are
most of the traffic; answering them from memory for a few seconds spares the database and the
whole request pipeline. Members (with a token) get fresh answers where they may differ: their prices
depend on their level, their favorites and footprints on them, and the reviews they write should
show at once. Answers that are the same whoever asks (``FOR_ANYONE_PATHS``: banners, categories,
Explore's lists, help) are kept for members too. Only successful answers are kept.

A catalogue change announced through core/cache_bus.py (stock running out or coming back, an event
starting or ending) drops every answer at once, in every process.
"""

from __future__ import annotations

import asyncio
import time
from collections import OrderedDict
from dataclasses import dataclass

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from gamestore.core import cache_bus


def _api(*paths: str) -> frozenset[str]:
    return frozenset(f"/app-api{path}" for path in paths)


# Answers no route behind them derives from who asks (their routes take no member dependency: the
# token is not even read; tests/core/test_response_cache.py holds them to that) and that no member's
# own action changes: a member's app asks for them with its token on every screen.
FOR_ANYONE_PATHS = _api(
    "/product/spu/list-all-simple",
    "/product/spu/getNavigationNum",
    "/product/spu/price-history",
    "/product/category/list",
    "/product/brand/list-all-simple",
    "/promotion/banner/list",
    # Lists only: an activity's page carries the server's time for its countdown.
    "/promotion/article-category/list",
    "/promotion/article/page",
    "/system/help/category/list",
    "/system/help/article/page",
    "/system/help/article/get",
    "/system/dict-data/type",
    "/system/dict-data/simple-list",
    "/system/app-info/get",
    # A share code's page: the same for whoever opens the code.
    "/member/share/resolve",
    # The home page's bundles and star deals (a deal's keys left: see SHORT_LIVED).
    "/product/bundle/page",
    "/promotion/star-deal/list",
)
# Answers kept for less than PUBLIC_CACHE_SECONDS: a star deal's keys left shows within a second.
SHORT_LIVED = {"/app-api/promotion/star-deal/list": 0.5}
# Kept for visitors only: a member's prices, favorites and follows, or the reviews they just wrote.
CACHEABLE_PATHS = FOR_ANYONE_PATHS | _api(
    "/product/spu/page",
    "/product/spu/get-detail",
    "/product/spu/list-by-ids",
    "/product/comment/page",
    "/product/comment/statistics",
    "/product/brand/list",
    "/product/brand/get",
    "/product/brand/get-count",
)
_VARYING_HEADERS = (b"tenant-id", b"content-language")


@dataclass(slots=True)
class _Entry:
    body: bytes
    headers: list[tuple[bytes, bytes]]
    expires: float
    generation: int


class PublicResponseCache:
    def __init__(self, app: ASGIApp, ttl_seconds: float, max_entries: int = 4096) -> None:
        self.app = app
        self.ttl = ttl_seconds
        self.max_entries = max_entries
        self._entries: OrderedDict[tuple[bytes, ...], _Entry] = OrderedDict()
        # One request computes a missing answer; the others asking for it meanwhile wait for it.
        self._pending: dict[tuple[bytes, ...], asyncio.Event] = {}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        key = self._key(scope)
        if key is None:
            await self.app(scope, receive, send)
            return
        entry = self._fresh(key)
        if entry is None and key in self._pending:
            await self._pending[key].wait()
            entry = self._fresh(key)
        if entry is not None:
            await _replay(entry, send)
            return
        done = self._pending.setdefault(key, asyncio.Event())
        try:
            await self.app(scope, receive, self._recording(key, send, cache_bus.catalogue.value))
        finally:
            done.set()
            if self._pending.get(key) is done:
                del self._pending[key]

    def _fresh(self, key: tuple[bytes, ...]) -> _Entry | None:
        entry = self._entries.get(key)
        if entry is None:
            return None
        if entry.expires <= time.monotonic() or entry.generation != cache_bus.catalogue.value:
            del self._entries[key]
            return None
        self._entries.move_to_end(key)
        return entry

    def _key(self, scope: Scope) -> tuple[bytes, ...] | None:
        if self.ttl <= 0 or scope["type"] != "http" or scope["method"] != "GET":
            return None
        if scope["path"] not in CACHEABLE_PATHS:
            return None
        headers = dict(scope["headers"])
        if b"authorization" in headers and scope["path"] not in FOR_ANYONE_PATHS:
            return None
        varying = tuple(headers.get(name, b"") for name in _VARYING_HEADERS)
        return (scope["path"].encode(), scope["query_string"], *varying)

    def _recording(self, key: tuple[bytes, ...], send: Send, generation: int) -> Send:
        start: Message = {}
        chunks: list[bytes] = []

        async def record(message: Message) -> None:
            if message["type"] == "http.response.start":
                start.update(message)
            elif message["type"] == "http.response.body":
                chunks.append(message.get("body", b""))
                if not message.get("more_body", False):
                    self._store(key, start, b"".join(chunks), generation)
            await send(message)

        return record

    def _store(self, key: tuple[bytes, ...], start: Message, body: bytes, generation: int) -> None:
        if start.get("status") != 200 or not body.startswith(b'{"code":0,'):
            return
        # The catalogue changed while this answer was computed: it may hold what was there before.
        if generation != cache_bus.catalogue.value:
            return
        headers = [(name, value) for name, value in start.get("headers", []) if name != b"x-request-id"]
        ttl = min(self.ttl, SHORT_LIVED.get(key[0].decode(), self.ttl))
        self._entries[key] = _Entry(
            body=body, headers=headers, expires=time.monotonic() + ttl, generation=generation
        )
        self._entries.move_to_end(key)
        while len(self._entries) > self.max_entries:
            self._entries.popitem(last=False)


async def _replay(entry: _Entry, send: Send) -> None:
    await send(
        {"type": "http.response.start", "status": 200, "headers": [*entry.headers, (b"x-cache", b"hit")]}
    )
    await send({"type": "http.response.body", "body": entry.body})
