"""Gifts (issue 41): an order bought as a gift waits for a friend to claim it by an unguessable code
(then it is the friend's order), or is taken back by the giver, or returns to them after 30 days.

Revision ID: 0046_gifts
Revises: 0045_refund_spent_points
Create Date: 2026-12-14 10:00:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0046_gifts"
down_revision: str | None = "0045_refund_spent_points"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade() -> None:
    with op.batch_alter_table("trade_order") as batch:
        batch.add_column(sa.Column("gift_status", sa.SmallInteger(), nullable=False, server_default="0"))
        batch.add_column(sa.Column("refund_from", sa.DateTime(timezone=True), nullable=True))
    op.create_table(
        "trade_gift",
        sa.Column("id", _ID, autoincrement=True, nullable=False),
        sa.Column("order_id", _ID, nullable=False),
        sa.Column("giver_id", _ID, nullable=False),
        sa.Column("friend_id", _ID, nullable=True),
        sa.Column("code", sa.String(32), nullable=False),
        sa.Column("message", sa.String(140), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("claimed_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("ended_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["order_id"], ["trade_order.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["giver_id"], ["member_user.id"]),
        sa.ForeignKeyConstraint(["friend_id"], ["member_user.id"]),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("order_id", name="uq_trade_gift_order"),
        sa.UniqueConstraint("code", name="uq_trade_gift_code"),
    )
    op.create_index("ix_trade_gift_giver", "trade_gift", ["giver_id", "id"])
    op.create_index("ix_trade_gift_expiry", "trade_gift", ["expires_at"])


def downgrade() -> None:
    op.drop_index("ix_trade_gift_expiry", "trade_gift")
    op.drop_index("ix_trade_gift_giver", "trade_gift")
    op.drop_table("trade_gift")
    with op.batch_alter_table("trade_order") as batch:
        batch.drop_column("refund_from")
        batch.drop_column("gift_status")
