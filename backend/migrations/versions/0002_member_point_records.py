"""Member point records: the ledger behind member_user.point.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-22 11:13:50.196298
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "member_point_record",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("member_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("biz_type", sa.SmallInteger(), nullable=False),
        sa.Column("biz_id", sa.String(length=64), nullable=True),
        sa.Column("point", sa.Integer(), nullable=False),
        sa.Column("balance", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["member_id"],
            ["member_user.id"],
            name=op.f("fk_member_point_record_member_id_member_user"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_member_point_record")),
    )
    with op.batch_alter_table("member_point_record", schema=None) as batch_op:
        batch_op.create_index("ix_member_point_record_member", ["member_id", "id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("member_point_record", schema=None) as batch_op:
        batch_op.drop_index("ix_member_point_record_member")

    op.drop_table("member_point_record")
