"""Members' levels as the catalogue shows their prices, kept a few seconds in each process.

A logged-in member's every catalogue read (home lists, search, game pages, the cart) prices its cards
at the member's level; reading the member's experience was the one query such a read still made.
The level is kept for ``public_cache_seconds`` (the window the catalogue's cards are already shared
for), and forgotten as soon as a change of the member's experience commits: in this process at once,
in the others through core/cache_bus.py when ``REDIS_URL`` is set (else within the window).
Settlement and orders never read it: they price from the database, so what a member pays is always
their current level's price.
"""

from __future__ import annotations

import weakref
from collections.abc import Iterable
from typing import Any

from cachetools import TTLCache

from gamestore.core import cache_bus
from gamestore.loyalty.levels import Level

_MAX_MEMBERS = 50_000
_CHANGED = "member_level"
_caches: weakref.WeakSet[LevelCache] = weakref.WeakSet()


class LevelCache:
    def __init__(self, ttl_seconds: float) -> None:
        self._levels: TTLCache[int, Level] | None = (
            TTLCache(maxsize=_MAX_MEMBERS, ttl=ttl_seconds) if ttl_seconds > 0 else None
        )
        # Bumped on every change, so a read that raced a change is not remembered.
        self.generation = 0
        _caches.add(self)

    def get(self, member_id: int) -> Level | None:
        return None if self._levels is None else self._levels.get(member_id)

    def put(self, member_id: int, level: Level, generation: int) -> None:
        if self._levels is not None and generation == self.generation:
            self._levels[member_id] = level

    def forget(self, member_ids: set[int]) -> None:
        self.generation += 1
        if self._levels is not None:
            for member_id in member_ids:
                self._levels.pop(member_id, None)

    def forget_all(self) -> None:
        self.generation += 1
        if self._levels is not None:
            self._levels.clear()


def experience_changing(db: Any, member_id: int) -> None:
    """The member's experience changes in the transaction of ``db`` (an AsyncSession or Session):
    forget their level now, and in every process once that transaction commits (core/cache_bus.py)."""
    _forget([member_id])
    cache_bus.after_commit(db, _CHANGED, member_id)


def _forget(member_ids: Iterable[int]) -> None:
    wanted = set(member_ids)
    for cache in list(_caches):
        cache.forget(wanted)


def forget_everyone() -> None:
    """Forget every member's level (the levels themselves changed: member/membership_tables.py)."""
    for cache in list(_caches):
        cache.forget_all()


cache_bus.handle(_CHANGED, lambda member_id: _forget([int(member_id)]), forget_everyone)
