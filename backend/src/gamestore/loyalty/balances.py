"""A member's point and experience balances (member_balance, the balance columns of loyalty's two
ledgers) as other domains read them: by member id, or as columns of their own query about the member
(one statement, not a second per read). A member without a row has 0 and 0."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import ColumnElement, Label, bindparam, func, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import InstrumentedAttribute

from gamestore.models.base import table_of
from gamestore.models.loyalty import MemberBalance


@dataclass(frozen=True, slots=True)
class Balances:
    point: int
    experience: int


NONE = Balances(0, 0)


def columns(
    member_id: ColumnElement[int] | InstrumentedAttribute[int],
) -> tuple[Label[int], Label[int]]:
    """The member's points and experience (0 without a row), as columns ``point`` and ``experience``
    of a query about the member whose id is ``member_id``."""

    def balance(column: InstrumentedAttribute[int]) -> Label[int]:
        found = select(column).where(MemberBalance.member_id == member_id).scalar_subquery()
        return func.coalesce(found, 0).label(column.key)

    return balance(MemberBalance.point), balance(MemberBalance.experience)


_TABLE = table_of(MemberBalance)  # checkout's hot path: a Core statement, built once
_OF = select(_TABLE.c.point, _TABLE.c.experience).where(_TABLE.c.member_id == bindparam("member"))


async def of(session: AsyncSession, member_id: int) -> Balances:
    found = (await session.execute(_OF, {"member": member_id})).first()
    return NONE if found is None else Balances(found.point, found.experience)


async def point(session: AsyncSession, member_id: int) -> int:
    found = await session.scalar(select(MemberBalance.point).where(MemberBalance.member_id == member_id))
    return int(found or 0)


async def experience(session: AsyncSession, member_id: int) -> int:
    found = await session.scalar(select(MemberBalance.experience).where(MemberBalance.member_id == member_id))
    return int(found or 0)
