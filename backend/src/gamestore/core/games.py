"""The games other records name (an item's games …), for domains the catalogue itself depends on.

The member domain holds items that apply to games, but the product domain depends on the member
domain (level prices), so the member domain cannot ask it directly: the app registers the product
domain's ``GameDirectory`` as ``app.state.games`` (and its ``KeyPricer`` as ``app.state.key_prices``),
as it registers the ``Authenticator``."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.i18n import Lang


@dataclass(frozen=True, slots=True)
class GameBrief:
    id: int
    name: str
    pic_url: str
    on_sale: bool
    lowest_price: int = 0  # fen: the cheapest version's list price


class GameDirectory(Protocol):
    async def __call__(
        self, session: AsyncSession, spu_ids: Iterable[int], lang: Lang
    ) -> dict[int, GameBrief]:
        """The stored games among ``spu_ids`` (a missing one is simply absent)."""
        ...


@dataclass(frozen=True, slots=True)
class KeyPrice:
    sku_id: int | None  # the version priced; None when only the game's stored price is known
    price: int  # fen: what one key costs, the running event and the member's level included


class KeyPricer(Protocol):
    async def __call__(
        self, session: AsyncSession, spu_id: int, sku_id: int | None, member_id: int | None
    ) -> KeyPrice | None:
        """What one key of the game costs ``member_id`` (None: a visitor): of version ``sku_id``
        when it is one of the game's, else of the version the game's card is priced at (its
        cheapest after events); None when the game does not exist."""
        ...
