"""Key reports (issue 40 part 5): a member's "this key does not work" on a revealed key, replaced at
once from its batch or handled by support (replaced, refunded or rejected).

Revision ID: 0044_key_reports
Revises: 0043_price_alerts
Create Date: 2026-12-12 10:00:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0044_key_reports"
down_revision: str | None = "0043_price_alerts"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade() -> None:
    op.create_table(
        "trade_key_report",
        sa.Column("id", _ID, autoincrement=True, nullable=False),
        sa.Column("order_id", _ID, nullable=False),
        sa.Column("member_id", _ID, nullable=False),
        sa.Column("key_id", _ID, nullable=False),
        sa.Column("sku_id", _ID, nullable=False),
        sa.Column("reason", sa.SmallInteger(), nullable=False),
        sa.Column("note", sa.String(200), nullable=False),
        sa.Column("status", sa.SmallInteger(), nullable=False),
        sa.Column("why_support", sa.SmallInteger(), nullable=True),
        sa.Column("revealed_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("replacement_key_id", _ID, nullable=True),
        sa.Column("after_sale_id", _ID, nullable=True),
        sa.Column("operator_id", _ID, nullable=True),
        sa.Column("answer", sa.String(140), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("resolved_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(["order_id"], ["trade_order.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["member_id"], ["member_user.id"]),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("key_id", name="uq_trade_key_report_key"),
    )
    op.create_index("ix_trade_key_report_order_id", "trade_key_report", ["order_id"])
    op.create_index("ix_trade_key_report_member", "trade_key_report", ["member_id", "created_at"])
    op.create_index("ix_trade_key_report_status", "trade_key_report", ["status", "id"])


def downgrade() -> None:
    op.drop_index("ix_trade_key_report_status", "trade_key_report")
    op.drop_index("ix_trade_key_report_member", "trade_key_report")
    op.drop_index("ix_trade_key_report_order_id", "trade_key_report")
    op.drop_table("trade_key_report")
