"""The member levels and the check-in rewards as the operator set them, kept in each process.

Pricing, settlement, the member's profile and the membership pages read the levels on almost every
request, the check-in its rewards; both change only when an operator saves them in the console. They
are kept for ``public_cache_seconds`` and dropped once a change commits (``changed``): in this
process at once and, through core/cache_bus.py, in the others (with ``REDIS_URL``; else within the
window). A table read while a change committed is not kept. The members' levels kept by
member/level_cache.py are forgotten with them (they hold the old discounts).

While a table is empty (a database emptied by hand) the defaults of architecture §4 apply.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core import cache_bus
from gamestore.loyalty import level_cache
from gamestore.loyalty.levels import DEFAULT_LEVELS, Level
from gamestore.models.loyalty import MemberLevel, MemberSignInConfig

_CHANGED = "member_tables"
_SESSION_KEY = "gamestore.membership_tables"
_generation = cache_bus.Generation()


def _apply(_data: Any = None) -> None:
    _generation.bump()
    level_cache.forget_everyone()


cache_bus.handle(_CHANGED, _apply, _apply)


@dataclass(frozen=True, slots=True)
class CheckInReward:
    day: int
    point: int
    experience: int


DEFAULT_CHECK_IN: tuple[CheckInReward, ...] = tuple(
    CheckInReward(day, point, 5) for day, point in enumerate((5, 10, 15, 20, 25, 30, 50), start=1)
)


def reward_of_day(rewards: Sequence[CheckInReward], day: int) -> CheckInReward:
    """The reward of the streak's ``day``; past the table, its last day's."""
    return rewards[min(day, len(rewards)) - 1]


class _Kept:
    def __init__(self, ttl_seconds: float) -> None:
        self._ttl = ttl_seconds
        self._kept: tuple[int, float, Any] | None = None  # generation, expiry, value

    async def get(self, session: AsyncSession, load: Any) -> Any:
        generation = _generation.value
        kept = self._kept
        if kept is not None and kept[0] == generation and time.monotonic() < kept[1]:
            return kept[2]
        found = await load(session)
        if self._ttl > 0 and generation == _generation.value:  # not when a change committed meanwhile
            self._kept = (generation, time.monotonic() + self._ttl, found)
        return found


class MembershipTables:
    def __init__(self, ttl_seconds: float) -> None:
        self._levels = _Kept(ttl_seconds)
        self._rewards = _Kept(ttl_seconds)

    async def levels(self, session: AsyncSession) -> tuple[Level, ...]:
        found: tuple[Level, ...] = await self._levels.get(session, load_levels)
        return found

    async def check_in_rewards(self, session: AsyncSession) -> tuple[CheckInReward, ...]:
        found: tuple[CheckInReward, ...] = await self._rewards.get(session, load_rewards)
        return found


NO_CACHE = MembershipTables(0)


async def load_levels(session: AsyncSession) -> tuple[Level, ...]:
    """The levels as stored now (not the process's copy)."""
    rows = (await session.scalars(select(MemberLevel).order_by(MemberLevel.level))).all()
    if not rows:
        return DEFAULT_LEVELS
    return tuple(Level(row.level, row.experience, row.discount_percent, dict(row.names)) for row in rows)  # type: ignore[arg-type]


async def load_rewards(session: AsyncSession) -> tuple[CheckInReward, ...]:
    """The check-in rewards as stored now (not the process's copy)."""
    rows = (await session.scalars(select(MemberSignInConfig).order_by(MemberSignInConfig.day))).all()
    if not rows:
        return DEFAULT_CHECK_IN
    return tuple(CheckInReward(row.day, row.point, row.experience) for row in rows)


def changed(db: Any) -> None:
    """The levels or the check-in rewards change in the transaction of ``db``: every process
    forgets them (and the members' levels it keeps) once it commits."""
    cache_bus.after_commit(db, _CHANGED)


def session_info(cache: MembershipTables) -> dict[str, Any]:
    """For the app's session factories (``Session.info``): services given only a session read the
    tables through the app's cache."""
    return {_SESSION_KEY: cache}


def of(session: AsyncSession) -> MembershipTables:
    """The app's cache, or none for sessions made without it (the CLI, scripts)."""
    found = session.info.get(_SESSION_KEY)
    return found if isinstance(found, MembershipTables) else NO_CACHE


async def levels(session: AsyncSession) -> tuple[Level, ...]:
    return await of(session).levels(session)


async def check_in_rewards(session: AsyncSession) -> tuple[CheckInReward, ...]:
    return await of(session).check_in_rewards(session)
