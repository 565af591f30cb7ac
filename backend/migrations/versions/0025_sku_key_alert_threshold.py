"""A version's own low-on-keys threshold (the console's key stock list): product_sku.key_alert_threshold

Revision ID: 0025_sku_key_alert_threshold
Revises: 0024_order_created_index
Create Date: 2026-11-28 02:10:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0025_sku_key_alert_threshold"
down_revision: str | None = "0024_order_created_index"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("product_sku") as batch_op:
        batch_op.add_column(sa.Column("key_alert_threshold", sa.Integer(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("product_sku") as batch_op:
        batch_op.drop_column("key_alert_threshold")
