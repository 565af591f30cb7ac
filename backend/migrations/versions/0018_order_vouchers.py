"""order vouchers

Revision ID: 0018_order_vouchers
Revises: 0017_items_and_collectibles
Create Date: 2026-11-27 13:11:36.397759
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0018_order_vouchers"
down_revision: str | None = "0017_items_and_collectibles"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("trade_order", schema=None) as batch_op:
        batch_op.add_column(sa.Column("coupon_price", sa.Integer(), server_default="0", nullable=False))
        batch_op.add_column(sa.Column("coupon_item_id", sa.Integer(), nullable=True))

    with op.batch_alter_table("trade_order_item", schema=None) as batch_op:
        batch_op.add_column(sa.Column("coupon_price", sa.Integer(), server_default="0", nullable=False))


def downgrade() -> None:
    with op.batch_alter_table("trade_order_item", schema=None) as batch_op:
        batch_op.drop_column("coupon_price")

    with op.batch_alter_table("trade_order", schema=None) as batch_op:
        batch_op.drop_column("coupon_item_id")
        batch_op.drop_column("coupon_price")
