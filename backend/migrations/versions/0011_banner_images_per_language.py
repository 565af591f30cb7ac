"""banner images per language

Revision ID: 0011_banner_images_per_language
Revises: 0010_key_reveal_per_key
Create Date: 2026-11-23 23:15:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0011_banner_images_per_language"
down_revision: str | None = "0010_key_reveal_per_key"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("promotion_banner") as batch:
        batch.add_column(sa.Column("images", sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("promotion_banner") as batch:
        batch.drop_column("images")
