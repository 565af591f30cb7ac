"""Bundles (issue 42): "any N for a price" in tiers or a fixed set at a price, their versions, and
the bundle an order line was bought in.

Revision ID: 0051_bundles
Revises: 0050_star_deals
Create Date: 2026-12-20 10:00:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0051_bundles"
down_revision: str | None = "0050_star_deals"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade() -> None:
    op.create_table(
        "promotion_bundle",
        sa.Column("id", _ID, primary_key=True, autoincrement=True),
        sa.Column("names", sa.JSON(), nullable=False),
        sa.Column("kind", sa.SmallInteger(), nullable=False),
        sa.Column("price", sa.Integer(), nullable=False),
        sa.Column("enabled", sa.Boolean(), nullable=False),
        sa.Column("start_time", sa.DateTime(timezone=True), nullable=True),
        sa.Column("end_time", sa.DateTime(timezone=True), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
    )
    op.create_table(
        "promotion_bundle_tier",
        sa.Column("id", _ID, primary_key=True, autoincrement=True),
        sa.Column("bundle_id", _ID, sa.ForeignKey("promotion_bundle.id", ondelete="CASCADE"), nullable=False),
        sa.Column("count", sa.SmallInteger(), nullable=False),
        sa.Column("price", sa.Integer(), nullable=False),
    )
    op.create_index("ix_promotion_bundle_tier_bundle_id", "promotion_bundle_tier", ["bundle_id"])
    op.create_table(
        "promotion_bundle_item",
        sa.Column("id", _ID, primary_key=True, autoincrement=True),
        sa.Column("bundle_id", _ID, sa.ForeignKey("promotion_bundle.id", ondelete="CASCADE"), nullable=False),
        sa.Column("spu_id", _ID, sa.ForeignKey("product_spu.id", ondelete="CASCADE"), nullable=False),
        sa.Column("sku_id", _ID, sa.ForeignKey("product_sku.id", ondelete="CASCADE"), nullable=False),
        sa.UniqueConstraint("bundle_id", "sku_id", name="uq_promotion_bundle_item"),
    )
    op.create_index("ix_promotion_bundle_item_sku_id", "promotion_bundle_item", ["sku_id"])
    with op.batch_alter_table("trade_order_item") as batch:
        batch.add_column(sa.Column("bundle_id", _ID, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("trade_order_item") as batch:
        batch.drop_column("bundle_id")
    op.drop_index("ix_promotion_bundle_item_sku_id", "promotion_bundle_item")
    op.drop_table("promotion_bundle_item")
    op.drop_index("ix_promotion_bundle_tier_bundle_id", "promotion_bundle_tier")
    op.drop_table("promotion_bundle_tier")
    op.drop_table("promotion_bundle")
