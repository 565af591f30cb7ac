"""A member's standing with the store as the catalogue and checkout price it: their points and their
level (by experience), read from the balance columns loyalty's ledger keeps on member_user."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import bindparam, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.loyalty import membership_tables
from gamestore.loyalty.level_cache import LevelCache
from gamestore.loyalty.levels import Level, level_for
from gamestore.models.base import table_of
from gamestore.models.identity import Member


@dataclass(frozen=True, slots=True)
class Standing:
    """What a member's order is priced by: their points and their level."""

    point: int
    level: Level


async def level_of(session: AsyncSession, member_id: int) -> Level:
    """The member's level by experience (the first level when the member is unknown)."""
    experience = await session.scalar(select(Member.experience).where(Member.id == member_id))
    return level_for(experience or 0, await membership_tables.levels(session))


async def shown_level(session: AsyncSession, levels: LevelCache, member_id: int) -> Level:
    """The level the catalogue prices the member's cards at: ``level_of``, kept briefly (level_cache)."""
    found = levels.get(member_id)
    if found is None:
        generation = levels.generation
        found = await level_of(session, member_id)
        levels.put(member_id, found, generation)
    return found


_MEMBER = table_of(Member)
_STANDING = select(_MEMBER.c.point, _MEMBER.c.experience).where(_MEMBER.c.id == bindparam("member"))


async def standing(session: AsyncSession, member_id: int) -> Standing:
    point, experience = (await session.execute(_STANDING, {"member": member_id})).one()
    return Standing(point=point, level=level_for(experience, await membership_tables.levels(session)))
