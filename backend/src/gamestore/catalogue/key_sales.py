"""What became of sold activation keys (when each was sold, who revealed it when), for the catalogue's
console: those are the trade domain's records, and the trade domain depends on this one (it reserves
and sells its keys), so the console's reads that show them are trade's routes
(trade/key_admin_router.py), which hand the catalogue's key reads trade's ``KeySales``
(trade/key_audit.py)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.pagination import PageParam


@dataclass(frozen=True, slots=True)
class KeySale:
    """A sold key's order: when it was paid, and when the member first revealed the key (if ever)."""

    sold_at: datetime | None
    revealed_at: datetime | None


@dataclass(frozen=True, slots=True)
class RevealFilter:
    sku_id: int | None = None
    member_id: int | None = None
    since: datetime | None = None
    until: datetime | None = None


@dataclass(frozen=True, slots=True)
class KeyRevealEntry:
    """One reveal: ``key_id`` None is an older reveal of all the order's keys at once."""

    id: int
    key_id: int | None
    order_id: int
    member_id: int
    ip: str
    created_at: datetime


class KeySales(Protocol):
    async def sales(self, session: AsyncSession, orders_of_keys: Mapping[int, int]) -> dict[int, KeySale]:
        """For each key id (mapped to the order holding it), its sale; keys of unknown orders absent."""
        ...

    async def reveals(
        self, session: AsyncSession, where: RevealFilter, page: PageParam
    ) -> tuple[list[KeyRevealEntry], int]:
        """A page of reveals, newest first, and how many match."""
        ...
