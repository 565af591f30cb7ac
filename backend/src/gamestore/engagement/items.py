"""What items and collectibles are: their kinds, rarities, states and where a grant comes from."""

from __future__ import annotations

from enum import IntEnum


class ItemType(IntEnum):
    BONUS_CODE = 1  # a code redeemed in a game, revealed to its owner on tap
    VOUCHER = 2  # a percent or an amount off an order


class DiscountType(IntEnum):
    PERCENT = 1  # discount_value percent off
    AMOUNT = 2  # discount_value fen off


class Rarity(IntEnum):
    COMMON = 1
    RARE = 2
    EPIC = 3
    LEGENDARY = 4


class ItemStatus(IntEnum):
    """Spec §4 "Item ownership"."""

    HELD = 1
    USED_UP = 2
    NOT_AVAILABLE = 3  # expired, withdrawn by the operator, or its game taken offline


class GrantSource(IntEnum):
    """How a member came to hold an item or a collectible (with the source's business id)."""

    TASK = 1
    ACTIVITY = 2
    PURCHASE = 3
    OPERATOR = 4
