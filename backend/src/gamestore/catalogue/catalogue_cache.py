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
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core import cache_bus

T = TypeVar("T")


class CatalogueCache:
    def __init__(self, ttl_seconds: float, max_entries: int = 2048) -> None:
        self._entries: TTLCache[Hashable, Any] | None = (
            TTLCache(maxsize=max_entries, ttl=ttl_seconds) if ttl_seconds > 0 else None
        )

    @property
    def enabled(self) -> bool:
        return self._entries is not None

    @staticmethod
    def generation() -> int:
        """Take before reading what ``put`` will keep."""
        return cache_bus.catalogue.value

    def peek(self, key: Hashable) -> Any | None:
        kept = None if self._entries is None else self._entries.get(key)
        return kept[1] if kept is not None and kept[0] == cache_bus.catalogue.value else None

    def put(self, key: Hashable, value: Any, generation: int) -> None:
        """Keep ``value``, read after ``generation()`` answered ``generation``, unless the catalogue
        changed since."""
        if self._entries is not None and generation == cache_bus.catalogue.value:
            self._entries[key] = (generation, value)

    async def get_or_build(self, key: Hashable, build: Callable[[], Awaitable[T]]) -> T:
        if self._entries is None:
            return await build()
        generation = self.generation()
        kept: T | None = self.peek(key)
        if kept is not None:
            return kept
        found = await build()
        self.put(key, found, generation)  # not kept if the catalogue changed while it was built
        return found


NO_CACHE = CatalogueCache(0)
_SESSION_KEY = "gamestore.catalogue_cache"


def session_info(cache: CatalogueCache) -> dict[str, Any]:
    """What the app's session factories put in ``Session.info`` so that services given only a
    session (the game lookups other domains make) read through the app's cache."""
    return {_SESSION_KEY: cache}


def of(session: AsyncSession) -> CatalogueCache:
    """The app's catalogue cache, or none for sessions made without it (the CLI, scripts)."""
    found = session.info.get(_SESSION_KEY)
    return found if isinstance(found, CatalogueCache) else NO_CACHE
