"""share codes and referrals

Revision ID: 0019_share_and_referrals
Revises: 0018_order_vouchers
Create Date: 2026-11-27 15:40:10.802640
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0019_share_and_referrals"
down_revision: str | None = "0018_order_vouchers"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "member_share_code",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("code", sa.String(length=16), nullable=False),
        sa.Column("sharer_id", sa.BigInteger(), nullable=False),
        sa.Column("page", sa.SmallInteger(), nullable=False),
        sa.Column("query_id", sa.BigInteger(), nullable=False),
        sa.Column("platform", sa.SmallInteger(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_member_share_code")),
        sa.UniqueConstraint("code", name=op.f("uq_member_share_code_code")),
        sa.UniqueConstraint("sharer_id", "page", "query_id", "platform", name="uq_member_share_code_target"),
    )
    op.create_table(
        "member_referral",
        sa.Column(
            "member_id",
            sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
            autoincrement=False,
            nullable=False,
        ),
        sa.Column("sharer_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("page", sa.SmallInteger(), nullable=False),
        sa.Column("query_id", sa.BigInteger(), nullable=False),
        sa.Column("platform", sa.SmallInteger(), nullable=False),
        sa.Column("method", sa.SmallInteger(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["member_id"],
            ["member_user.id"],
            name=op.f("fk_member_referral_member_id_member_user"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["sharer_id"],
            ["member_user.id"],
            name=op.f("fk_member_referral_sharer_id_member_user"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("member_id", name=op.f("pk_member_referral")),
    )
    with op.batch_alter_table("member_referral", schema=None) as batch_op:
        batch_op.create_index("ix_member_referral_sharer", ["sharer_id", "member_id"], unique=False)

    op.create_table(
        "member_referral_purchase",
        sa.Column("order_id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("sharer_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("member_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("sharer_points", sa.Integer(), nullable=False),
        sa.Column("member_points", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["member_id"],
            ["member_user.id"],
            name=op.f("fk_member_referral_purchase_member_id_member_user"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["sharer_id"],
            ["member_user.id"],
            name=op.f("fk_member_referral_purchase_sharer_id_member_user"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("order_id", name=op.f("pk_member_referral_purchase")),
    )
    with op.batch_alter_table("member_referral_purchase", schema=None) as batch_op:
        batch_op.create_index("ix_member_referral_purchase_sharer", ["sharer_id", "member_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("member_referral_purchase", schema=None) as batch_op:
        batch_op.drop_index("ix_member_referral_purchase_sharer")

    op.drop_table("member_referral_purchase")
    with op.batch_alter_table("member_referral", schema=None) as batch_op:
        batch_op.drop_index("ix_member_referral_sharer")

    op.drop_table("member_referral")
    op.drop_table("member_share_code")
