"""The console's dashboard: cart additions (for cart-to-paid conversion) and an index on payment
notices' outcome and time (failed notices by period)

Revision ID: 0027_dashboard
Revises: 0025_sku_key_alert_threshold
Create Date: 2026-11-28 02:45:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0027_dashboard"
down_revision: str | None = "0025_sku_key_alert_threshold"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "trade_cart_addition",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("member_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("sku_id", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["member_id"],
            ["member_user.id"],
            name=op.f("fk_trade_cart_addition_member_id_member_user"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_trade_cart_addition")),
    )
    op.create_index(
        "ix_trade_cart_addition_created", "trade_cart_addition", ["created_at", "member_id"], unique=False
    )
    op.create_index(
        "ix_pay_notify_record_outcome_created", "pay_notify_record", ["outcome", "created_at"], unique=False
    )


def downgrade() -> None:
    op.drop_index("ix_pay_notify_record_outcome_created", table_name="pay_notify_record")
    op.drop_index("ix_trade_cart_addition_created", table_name="trade_cart_addition")
    op.drop_table("trade_cart_addition")
