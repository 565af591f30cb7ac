"""Price protection of pre-orders (issue 41): the money a line gave back because its version's price
fell between payment and delivery, and when the order's protection was settled (once).

Revision ID: 0048_price_protection
Revises: 0047_preorders
Create Date: 2026-12-16 10:00:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0048_price_protection"
down_revision: str | None = "0047_preorders"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("trade_order_item") as batch:
        batch.add_column(sa.Column("protected_price", sa.Integer(), nullable=False, server_default="0"))
    with op.batch_alter_table("trade_order") as batch:
        batch.add_column(sa.Column("protected_at", sa.DateTime(timezone=True), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("trade_order") as batch:
        batch.drop_column("protected_at")
    with op.batch_alter_table("trade_order_item") as batch:
        batch.drop_column("protected_price")
