"""The member's language: what the store writes to them in (notifications, pushes)

Revision ID: 0036_member_language
Revises: 0035_order_effects
Create Date: 2026-11-29 04:40:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0036_member_language"
down_revision: str | None = "0035_order_effects"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("member_user") as batch_op:
        batch_op.add_column(sa.Column("language", sa.String(length=8), nullable=True))


def downgrade() -> None:
    # Not a batch: SQLite's batch copies the table, which its foreign keys refuse while members exist
    # (SQLite drops a plain column itself since 3.35).
    op.drop_column("member_user", "language")
