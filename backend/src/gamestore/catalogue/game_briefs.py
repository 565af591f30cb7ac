"""The games other records name (an item's games, a share's game) and what one key costs, as the
catalogue answers them (catalogue_service.game_briefs, catalogue_service.KeyPrices)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class GameBrief:
    id: int
    name: str
    pic_url: str
    on_sale: bool
    lowest_price: int = 0  # fen: the cheapest version's list price


@dataclass(frozen=True, slots=True)
class KeyPrice:
    sku_id: int | None  # the version priced; None when only the game's stored price is known
    price: int  # fen: what one key costs, the running event and the member's level included
