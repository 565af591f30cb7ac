"""How many keys each version has left, for the people who restock them."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.metrics import LowStockVersion
from gamestore.models.product import Sku, Spu
from gamestore.product.spu_service import ON_SALE

# A scrape lists at most this many versions (the emptiest first): a large catalogue running dry must
# not make a metric series per version.
LOW_STOCK_LISTED_MAX = 500


async def versions_low_on_keys(session: AsyncSession, threshold: int) -> Sequence[LowStockVersion]:
    """Versions of games on sale with fewer than ``threshold`` keys in stock, the emptiest first."""
    rows = await session.execute(
        select(Sku.id, Sku.spu_id, Sku.stock)
        .join(Spu, Spu.id == Sku.spu_id)
        .where(Spu.status == ON_SALE, Sku.stock < threshold)
        .order_by(Sku.stock, Sku.id)
        .limit(LOW_STOCK_LISTED_MAX)
    )
    return [LowStockVersion(sku_id, spu_id, stock) for sku_id, spu_id, stock in rows]
