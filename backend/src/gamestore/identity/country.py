"""Where a member's keys must activate, in order: their bound Steam account's country, the country
they set, the request's country (GeoIP, when a database file is configured). None: unknown, and then
no region is checked (docs/decisions.md)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from sqlalchemy import Row, bindparam, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.countries import known_country
from gamestore.core.db import execute_core
from gamestore.core.errors import AppError
from gamestore.core.geoip import country_of_ip
from gamestore.core.pagination import AnySelect
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


_BUYER_COLUMNS = (
    MemberSteamAccount.country.label("steam_country"),
    Member.country.label("member_country"),
    Member.mobile.is_not(None).label("has_mobile"),
)


def with_buyer(query: AnySelect) -> AnySelect:
    """``query`` (one that reads the member's row) with the buyer's columns (``buyer_in``)."""
    return query.outerjoin(MemberSteamAccount, MemberSteamAccount.member_id == Member.id).add_columns(
        *_BUYER_COLUMNS
    )


# Built once: building it per order cost a third of what running it does.
_BUYER = with_buyer(select().select_from(Member).where(Member.id == bindparam("member")))


async def buyer(session: AsyncSession, member_id: int, geoip: Path | None, ip: str) -> Buyer:
    """What placing an order asks of the member: their country and whether they have a mobile (one query)."""
    row = (await execute_core(session, _BUYER, {"member": member_id})).first()
    if row is None:
        return Buyer(choose(None, None, geoip, ip), False)
    return buyer_in(row, geoip, ip)


def buyer_in(row: Row[Any], geoip: Path | None, ip: str) -> Buyer:
    """The buyer in a row of a ``with_buyer`` query."""
    return Buyer(choose(row.steam_country, row.member_country, geoip, ip), bool(row.has_mobile))
