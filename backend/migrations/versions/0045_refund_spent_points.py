"""A support refund of a final order keeps back the worth of the points its keys earned that the
member had spent already (issue 40): the after-sale records those points and the fen kept, the
order what all its refunds kept.

Revision ID: 0045_refund_spent_points
Revises: 0044_key_reports
Create Date: 2026-12-13 10:00:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0045_refund_spent_points"
down_revision: str | None = "0044_key_reports"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("trade_after_sale") as batch:
        batch.add_column(sa.Column("spent_point", sa.Integer(), nullable=False, server_default="0"))
        batch.add_column(sa.Column("spent_price", sa.Integer(), nullable=False, server_default="0"))
    with op.batch_alter_table("trade_order") as batch:
        batch.add_column(sa.Column("refund_spent_price", sa.Integer(), nullable=False, server_default="0"))


def downgrade() -> None:
    with op.batch_alter_table("trade_order") as batch:
        batch.drop_column("refund_spent_price")
    with op.batch_alter_table("trade_after_sale") as batch:
        batch.drop_column("spent_price")
        batch.drop_column("spent_point")
