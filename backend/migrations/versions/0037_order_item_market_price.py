"""An order's game keeps its version's market price as ordered, so the order list and detail strike
through the price the catalogue struck through (issue 37 #4); orders placed before take their
version's market price now

Revision ID: 0037_order_item_market_price
Revises: 0036_member_language
Create Date: 2026-11-29 04:40:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0037_order_item_market_price"
down_revision: str | None = "0036_member_language"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("trade_order_item") as batch_op:
        batch_op.add_column(sa.Column("market_price", sa.Integer(), server_default="0", nullable=False))
    op.execute(
        "UPDATE trade_order_item SET market_price = COALESCE((SELECT product_sku.market_price "
        "FROM product_sku WHERE product_sku.id = trade_order_item.sku_id), 0)"
    )


def downgrade() -> None:
    with op.batch_alter_table("trade_order_item") as batch_op:
        batch_op.drop_column("market_price")
