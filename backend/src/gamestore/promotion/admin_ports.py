"""What the reminder list of the console needs from the member domain, which depends on this one: the
app registers member lookups on ``app.state`` (gamestore.api's ``mount_admin_api``) and the console's
routes take them from there."""

from __future__ import annotations

from typing import Annotated, Protocol

from fastapi import Depends, Request
from sqlalchemy.ext.asyncio import AsyncSession


class MemberIdsByMobile(Protocol):
    async def __call__(self, session: AsyncSession, mobile: str) -> list[int]:
        """The members with this mobile (member.admin_service.ids_by_mobile: member depends on promotion)."""
        ...


class MemberMobiles(Protocol):
    async def __call__(self, session: AsyncSession, member_ids: set[int]) -> dict[int, str | None]:
        """Each member's mobile (member.admin_service.mobiles_of)."""
        ...


async def _member_ids_by_mobile(request: Request) -> MemberIdsByMobile:
    lookup: MemberIdsByMobile = request.app.state.member_ids_by_mobile
    return lookup


async def _member_mobiles(request: Request) -> MemberMobiles:
    lookup: MemberMobiles = request.app.state.member_mobiles
    return lookup


IdsByMobile = Annotated[MemberIdsByMobile, Depends(_member_ids_by_mobile)]
Mobiles = Annotated[MemberMobiles, Depends(_member_mobiles)]
