"""Refunds that finish or retry: a pay refund counts its tries, waits for its next one in
``retry_at`` (status 20 failed, 30 needs support) and keeps the numbers WeChat Pay closed in
``replaced_nos``; activation keys of a refund in flight are locked (status 25, no schema change)

Revision ID: 0034_refund_states
Revises: 0033_outbox
Create Date: 2026-11-29 01:40:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0034_refund_states"
down_revision: str | None = "0033_outbox"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("pay_refund") as batch_op:
        batch_op.add_column(sa.Column("attempts", sa.Integer(), server_default="0", nullable=False))
        batch_op.add_column(sa.Column("retry_at", sa.DateTime(timezone=True), nullable=True))
        batch_op.add_column(
            sa.Column("replaced_nos", sa.JSON(), server_default=sa.text("'[]'"), nullable=False)
        )
        batch_op.create_index("ix_pay_refund_status_retry", ["status", "retry_at"])
    # Refunds asked before: each was asked once.
    op.execute("UPDATE pay_refund SET attempts = 1")


def downgrade() -> None:
    with op.batch_alter_table("pay_refund") as batch_op:
        batch_op.drop_index("ix_pay_refund_status_retry")
        batch_op.drop_column("replaced_nos")
        batch_op.drop_column("retry_at")
        batch_op.drop_column("attempts")
