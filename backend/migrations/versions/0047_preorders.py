"""Pre-orders (issue 41): a version with a release time in the future sells paid in full without a key;
its orders wait for the release, when a job delivers their keys in the order they were paid.

Revision ID: 0047_preorders
Revises: 0046_gifts
Create Date: 2026-12-15 10:00:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0047_preorders"
down_revision: str | None = "0046_gifts"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("product_sku") as batch:
        batch.add_column(sa.Column("release_at", sa.DateTime(timezone=True), nullable=True))
    with op.batch_alter_table("trade_order") as batch:
        batch.add_column(sa.Column("preorder_status", sa.SmallInteger(), nullable=False, server_default="0"))
        batch.add_column(sa.Column("release_at", sa.DateTime(timezone=True), nullable=True))
        batch.add_column(sa.Column("short_since", sa.DateTime(timezone=True), nullable=True))
    op.create_index("ix_trade_order_preorder", "trade_order", ["preorder_status", "release_at"])


def downgrade() -> None:
    op.drop_index("ix_trade_order_preorder", "trade_order")
    with op.batch_alter_table("trade_order") as batch:
        batch.drop_column("short_since")
        batch.drop_column("release_at")
        batch.drop_column("preorder_status")
    with op.batch_alter_table("product_sku") as batch:
        batch.drop_column("release_at")
