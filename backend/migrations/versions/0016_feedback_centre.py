"""the feedback centre

Revision ID: 0016_feedback_centre
Revises: 0015_reminders_and_notifications
Create Date: 2026-11-24 09:56:24.053667
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0016_feedback_centre"
down_revision: str | None = "0015_reminders_and_notifications"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "trade_feedback",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("member_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("type", sa.SmallInteger(), nullable=False),
        sa.Column("order_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=True),
        sa.Column("content", sa.Text(), nullable=False),
        sa.Column("contact", sa.String(length=100), nullable=False),
        sa.Column("images", sa.JSON(), nullable=False),
        sa.Column("replies", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("replied_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["member_id"],
            ["member_user.id"],
            name=op.f("fk_trade_feedback_member_id_member_user"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["order_id"],
            ["trade_order.id"],
            name=op.f("fk_trade_feedback_order_id_trade_order"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_trade_feedback")),
    )
    with op.batch_alter_table("trade_feedback", schema=None) as batch_op:
        batch_op.create_index("ix_trade_feedback_member", ["member_id", "id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("trade_feedback", schema=None) as batch_op:
        batch_op.drop_index("ix_trade_feedback_member")

    op.drop_table("trade_feedback")
