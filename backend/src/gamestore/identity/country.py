"""Where a member's keys must activate, in order: their bound Steam account's country, the country
they set, the request's country (GeoIP, when a database file is configured). None: unknown, and then
no region is checked (docs/decisions.md)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from sqlalchemy import bindparam, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.countries import known_country
from gamestore.core.db import execute_core
from gamestore.core.errors import AppError
from gamestore.core.geoip import country_of_ip
from gamestore.identity.errors import USER_MOBILE_REQUIRED
from gamestore.models.identity import Member, MemberSteamAccount

Source = Literal["steam", "setting", "ip"]


@dataclass(frozen=True, slots=True)
class MemberCountry:
    country: str | None
    source: Source | None


UNKNOWN = MemberCountry(None, None)


def choose(steam: str | None, setting: str | None, geoip: Path | None, ip: str) -> MemberCountry:
    """The first source that names a known country."""
    if (found := known_country(steam)) is not None:
        return MemberCountry(found, "steam")
    if (found := known_country(setting)) is not None:
        return MemberCountry(found, "setting")
    if (found := country_of_ip(geoip, ip)) is not None:
        return MemberCountry(found, "ip")
    return UNKNOWN


async def member_country(session: AsyncSession, member_id: int, geoip: Path | None, ip: str) -> MemberCountry:
    """The member's country (one query)."""
    return (await buyer(session, member_id, geoip, ip)).where


@dataclass(frozen=True, slots=True)
class Buyer:
    where: MemberCountry
    has_mobile: bool  # a member registered by WeChat adds one before buying

    def country_to_buy(self) -> str | None:
        """Where the member's keys must activate (None: unknown); refuses a member without a mobile
        (USER_MOBILE_REQUIRED: the client sends them to add one)."""
        if not self.has_mobile:
            raise AppError(USER_MOBILE_REQUIRED)
        return self.where.country


# Built once: building it per order cost a third of what running it does.
_BUYER = (
    select(MemberSteamAccount.country, Member.country, Member.mobile.is_not(None))
    .select_from(Member)
    .outerjoin(MemberSteamAccount, MemberSteamAccount.member_id == Member.id)
    .where(Member.id == bindparam("member"))
)


async def buyer(session: AsyncSession, member_id: int, geoip: Path | None, ip: str) -> Buyer:
    """What placing an order asks of the member: their country and whether they have a mobile (one query)."""
    row = (await execute_core(session, _BUYER, {"member": member_id})).first()
    steam, setting, has_mobile = (row[0], row[1], bool(row[2])) if row is not None else (None, None, False)
    return Buyer(choose(steam, setting, geoip, ip), has_mobile)
