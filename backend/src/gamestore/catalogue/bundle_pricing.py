"""What a bundle costs and how its price is shared among its versions (issue 42): pure rules, shared by
the bundle's page (the price shown) and by settlement (the price charged), so both say the same.

A bundle's price is split over the versions bought by their list prices, largest remainder first, so
the lines add up to the price exactly; each line's share is then priced like any line (vouchers,
points, refunds per line). A bundle never costs more than its versions' list prices together: a tier
priced above what the member picked charges the list prices instead.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import IntEnum

from gamestore.catalogue.promotion_errors import (
    BUNDLE_ALL_OWNED,
    BUNDLE_PICK_NOT_A_TIER,
    BUNDLE_VERSION_NOT_IN,
)
from gamestore.core.errors import AppError


class BundleKind(IntEnum):
    """1 "any N for a price" (its tiers), 2 a fixed set at its price."""

    PICK = 1
    FIXED = 2


@dataclass(frozen=True, slots=True)
class Tier:
    count: int
    price: int  # fen


@dataclass(frozen=True, slots=True)
class BundleDef:
    """A bundle as the shop and checkout read it."""

    id: int
    names: Mapping[str, str]
    kind: BundleKind
    price: int  # fen, a fixed set's (0 for any-N)
    enabled: bool
    start_time: datetime | None
    end_time: datetime | None
    tiers: tuple[Tier, ...]  # count ascending
    sku_ids: tuple[int, ...]  # the operator's order

    def on_sale(self, now: datetime) -> bool:
        started = self.start_time is None or self.start_time <= now
        return self.enabled and started and (self.end_time is None or now < self.end_time)


@dataclass(frozen=True, slots=True)
class BundleChoice:
    """The versions bought in a bundle and each one's share of its price (fen, summing to ``price``)."""

    bundle_id: int
    shares: dict[int, int]  # sku id -> share, in the bundle's order
    left_out: tuple[int, ...]  # a fixed set's versions the member owns (not bought, not charged)

    @property
    def price(self) -> int:
        return sum(self.shares.values())


def split_by_list_price(total: int, list_prices: Sequence[int]) -> list[int]:
    """``total`` shared in proportion to ``list_prices`` by the largest remainder method: each gets
    the floor of its exact share, then the fen left go one each to the largest remainders (the
    earlier line on a tie), so the shares add up to ``total`` exactly. All-zero weights share
    equally."""
    weights = list(list_prices) if any(list_prices) else [1] * len(list_prices)
    whole = sum(weights)
    if not weights or total == 0:
        return [0] * len(weights)
    shares = [total * weight // whole for weight in weights]
    by_remainder = sorted(range(len(weights)), key=lambda i: (-(total * weights[i] % whole), i))
    for index in by_remainder[: total - sum(shares)]:
        shares[index] += 1
    return shares


def _shared(
    bundle_id: int, price: int, list_prices: Mapping[int, int], left_out: tuple[int, ...] = ()
) -> BundleChoice:
    skus = list(list_prices)
    capped = min(price, sum(list_prices.values()))  # never dearer than the versions apart
    shares = dict(zip(skus, split_by_list_price(capped, [list_prices[s] for s in skus]), strict=True))
    return BundleChoice(bundle_id, {s: v for s, v in shares.items() if s not in left_out}, left_out)


def tier_counts(bundle: BundleDef) -> str:
    """The tiers' counts as a member reads them: "3 / 5 / 7"."""
    return " / ".join(str(tier.count) for tier in bundle.tiers)


def choose(
    bundle: BundleDef, list_prices: Mapping[int, int], picked: Sequence[int], owned: Collection[int]
) -> BundleChoice:
    """What the member buys in ``bundle``. ``list_prices``: every version of the bundle's list price
    (sku id -> fen); ``owned``: the bundle's versions the member owns here or on Steam.

    Any-N: ``picked`` (versions of the bundle, each once) must number exactly a tier's count; that
    tier's price is split over them. A fixed set: ``picked`` is not read; the set's price is split
    over all its versions and those the member owns are left out with their shares ("complete the
    set"); owning them all leaves nothing to buy."""
    ordered = {sku_id: list_prices[sku_id] for sku_id in bundle.sku_ids}
    if bundle.kind == BundleKind.FIXED:
        left_out = tuple(sku_id for sku_id in bundle.sku_ids if sku_id in owned)
        if len(left_out) == len(bundle.sku_ids):
            raise AppError(BUNDLE_ALL_OWNED)
        return _shared(bundle.id, bundle.price, ordered, left_out)
    wanted = list(dict.fromkeys(picked))
    for sku_id in wanted:
        if sku_id not in ordered:
            raise AppError(BUNDLE_VERSION_NOT_IN, skuId=sku_id)
    tier = next((tier for tier in bundle.tiers if tier.count == len(wanted)), None)
    if tier is None:
        raise AppError(BUNDLE_PICK_NOT_A_TIER, counts=tier_counts(bundle), picked=len(wanted))
    chosen = {sku_id: price for sku_id, price in ordered.items() if sku_id in wanted}
    return _shared(bundle.id, tier.price, chosen)
