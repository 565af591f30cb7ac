"""A member's standing with the store as the catalogue and checkout price it: their points and their
level (by experience), read from the balances loyalty's ledgers keep (member_balance)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import ColumnElement, case, literal
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import InstrumentedAttribute

from gamestore.loyalty import balances, membership_tables
from gamestore.loyalty.level_cache import LevelCache
from gamestore.loyalty.levels import Level, level_for


@dataclass(frozen=True, slots=True)
class Standing:
    """What a member's order is priced by: their points and their level."""

    point: int
    level: Level


async def level_of(session: AsyncSession, member_id: int) -> Level:
    """The member's level by experience (the first level when the member is unknown)."""
    experience = await balances.experience(session, member_id)
    return level_for(experience, await membership_tables.levels(session))


async def shown_level(session: AsyncSession, levels: LevelCache, member_id: int) -> Level:
    """The level the catalogue prices the member's cards at: ``level_of``, kept briefly (level_cache)."""
    found = levels.get(member_id)
    if found is None:
        generation = levels.generation
        found = await level_of(session, member_id)
        levels.put(member_id, found, generation)
    return found


async def standing(session: AsyncSession, member_id: int) -> Standing:
    held = await balances.of(session, member_id)
    return Standing(
        point=held.point, level=level_for(held.experience, await membership_tables.levels(session))
    )


def level_column(
    member_id: ColumnElement[int] | InstrumentedAttribute[int], levels: Sequence[Level]
) -> ColumnElement[int]:
    """``level_of`` as a column of a query about the member whose id is ``member_id`` (``levels``
    ordered by level, as ``membership_tables.levels`` answers them): for set-based reads of many
    members' levels in one statement."""
    _, experience = balances.columns(member_id)
    reached = [(experience >= level.experience, level.level) for level in reversed(levels[1:])]
    if not reached:
        return literal(levels[0].level)
    return case(*reached, else_=levels[0].level)
