"""Pre-orders (issue 41): where the member's keys had to activate when they ordered (a pre-order's keys
are taken at its release, from batches that activate there), and how many WeChat subscribe messages
the member accepted for the order (each sends one message about it).

Revision ID: 0049_preorder_country
Revises: 0048_price_protection
Create Date: 2026-12-17 10:00:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0049_preorder_country"
down_revision: str | None = "0048_price_protection"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("trade_order") as batch:
        batch.add_column(sa.Column("country", sa.String(2), nullable=True))
        batch.add_column(
            sa.Column("mini_program_messages", sa.SmallInteger(), nullable=False, server_default="0")
        )


def downgrade() -> None:
    with op.batch_alter_table("trade_order") as batch:
        batch.drop_column("mini_program_messages")
        batch.drop_column("country")
