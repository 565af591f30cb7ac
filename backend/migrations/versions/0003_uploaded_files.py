"""Files members upload (avatars): where they are stored and who uploaded them.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-22 11:22:54.355592
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "system_file",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("member_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("path", sa.String(length=255), nullable=False),
        sa.Column("content_type", sa.String(length=64), nullable=False),
        sa.Column("size", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["member_id"],
            ["member_user.id"],
            name=op.f("fk_system_file_member_id_member_user"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_system_file")),
        sa.UniqueConstraint("path", name=op.f("uq_system_file_path")),
    )
    with op.batch_alter_table("system_file", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_system_file_member_id"), ["member_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("system_file", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_system_file_member_id"))

    op.drop_table("system_file")
