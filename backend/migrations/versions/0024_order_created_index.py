"""The console's order search by time: an index on trade_order.created_at

Revision ID: 0024_order_created_index
Revises: 0023_operator_console
Create Date: 2026-11-27 23:40:00.000000
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0024_order_created_index"
down_revision: str | None = "0023_operator_console"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_index("ix_trade_order_created", "trade_order", ["created_at"], unique=False)


def downgrade() -> None:
    op.drop_index("ix_trade_order_created", table_name="trade_order")
