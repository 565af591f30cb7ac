"""Bundles in the cart (issue 42): a member's bundle with the versions picked, bought with other cart rows.

Revision ID: 0053_cart_bundles
Revises: 0052_star_deal_reminders
Create Date: 2026-12-22 10:00:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0053_cart_bundles"
down_revision: str | None = "0052_star_deal_reminders"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade() -> None:
    op.create_table(
        "trade_cart_bundle",
        sa.Column("id", _ID, primary_key=True, autoincrement=True),
        sa.Column("member_id", _ID, sa.ForeignKey("member_user.id", ondelete="CASCADE"), nullable=False),
        sa.Column("bundle_id", _ID, sa.ForeignKey("promotion_bundle.id", ondelete="CASCADE"), nullable=False),
        sa.Column("sku_ids", sa.JSON(), nullable=False),
        sa.Column("selected", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
        sa.UniqueConstraint("member_id", "bundle_id", name="uq_trade_cart_bundle_member_bundle"),
    )
    op.create_index("ix_trade_cart_bundle_bundle_id", "trade_cart_bundle", ["bundle_id"])


def downgrade() -> None:
    op.drop_index("ix_trade_cart_bundle_bundle_id", table_name="trade_cart_bundle")
    op.drop_table("trade_cart_bundle")
