"""The catalogue's member-independent answers, kept a few seconds in each process.

A game page's cards are the same for every visitor and member but for their prices (the member's
level discount), so members' cards are kept for ``public_cache_seconds`` (the visitors' response
cache's window: a card may show a sale or a stock figure that much late, as it does to visitors) and
priced for each request. Keyed by the query and the language; bounded in size. (Visitors' whole
answers are kept by core/response_cache.py instead.) A catalogue change announced through
core/cache_bus.py drops every card at once, in every process.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Hashable
from typing import Any, TypeVar

from cachetools import TTLCache

from gamestore.core import cache_bus

T = TypeVar("T")


class CatalogueCache:
    def __init__(self, ttl_seconds: float, max_entries: int = 2048) -> None:
        self._entries: TTLCache[Hashable, Any] | None = (
            TTLCache(maxsize=max_entries, ttl=ttl_seconds) if ttl_seconds > 0 else None
        )

    async def get_or_build(self, key: Hashable, build: Callable[[], Awaitable[T]]) -> T:
        if self._entries is None:
            return await build()
        generation = cache_bus.catalogue.value
        kept = self._entries.get(key)
        if kept is not None and kept[0] == generation:
            found: T = kept[1]
            return found
        found = await build()
        # Not kept when the catalogue changed meanwhile: it may have been built from the old data.
        if generation == cache_bus.catalogue.value:
            self._entries[key] = (generation, found)
        return found


NO_CACHE = CatalogueCache(0)
