"""How many keys each version has left, for the people who restock them."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import ColumnElement, func, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue.spu_service import ON_SALE
from gamestore.core.metrics import LowStockVersion
from gamestore.models.catalogue import Sku, Spu

# A scrape lists at most this many versions (the emptiest first): a large catalogue running dry must
# not make a metric series per version.
LOW_STOCK_LISTED_MAX = 500


def alert_threshold(default: int) -> ColumnElement[int]:
    """A version's low-on-keys threshold: its own, else ``default`` (METRICS_LOW_STOCK_THRESHOLD)."""
    return func.coalesce(Sku.key_alert_threshold, default)


def low_on_keys(default: int) -> ColumnElement[bool]:
    """The version has fewer keys in stock than its threshold, or none at all (sold out: listed
    whatever its threshold, 0 included)."""
    return or_(Sku.stock <= 0, Sku.stock < alert_threshold(default))


def is_low(stock: int, threshold: int) -> bool:
    """``low_on_keys`` for one version already read."""
    return stock <= 0 or stock < threshold


async def versions_low_on_keys(session: AsyncSession, threshold: int) -> Sequence[LowStockVersion]:
    """Versions of games on sale with fewer keys in stock than their threshold (their own, else
    ``threshold``) or none, the emptiest first."""
    rows = await session.execute(
        select(Sku.id, Sku.spu_id, Sku.stock)
        .join(Spu, Spu.id == Sku.spu_id)
        .where(Spu.status == ON_SALE, low_on_keys(threshold))
        .order_by(Sku.stock, Sku.id)
        .limit(LOW_STOCK_LISTED_MAX)
    )
    return [LowStockVersion(sku_id, spu_id, stock) for sku_id, spu_id, stock in rows]
