"""What the reminder list of the console needs from the member domain, which depends on this one: the
app registers member lookups on ``app.state`` (gamestore.api's ``mount_admin_api``) and the console's
routes take them from there."""

from __future__ import annotations

from typing import Annotated, Protocol

from fastapi import Depends
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.identity import admin_service as member_admin_service


class MemberIdsByMobile(Protocol):
    async def __call__(self, session: AsyncSession, mobile: str) -> list[int]:
        """The members with this mobile (identity.admin_service.ids_by_mobile)."""
        ...


class MemberMobiles(Protocol):
    async def __call__(self, session: AsyncSession, member_ids: set[int]) -> dict[int, str | None]:
        """Each member's mobile (identity.admin_service.mobiles_of)."""
        ...


async def _member_ids_by_mobile() -> MemberIdsByMobile:
    return member_admin_service.ids_by_mobile


async def _member_mobiles() -> MemberMobiles:
    return member_admin_service.mobiles_of


IdsByMobile = Annotated[MemberIdsByMobile, Depends(_member_ids_by_mobile)]
Mobiles = Annotated[MemberMobiles, Depends(_member_mobiles)]
