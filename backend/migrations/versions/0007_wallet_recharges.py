"""wallet recharges

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-22 14:41:43.274453
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "pay_wallet_recharge",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("member_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("package_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=True),
        sa.Column("pay_price", sa.Integer(), nullable=False),
        sa.Column("bonus_price", sa.Integer(), nullable=False),
        sa.Column("total_price", sa.Integer(), nullable=False),
        sa.Column("pay_order_id", sa.Integer(), nullable=True),
        sa.Column("pay_status", sa.Boolean(), nullable=False),
        sa.Column("pay_time", sa.DateTime(timezone=True), nullable=True),
        sa.Column("pay_channel_code", sa.String(length=32), nullable=True),
        sa.Column(
            "created_at",
            sa.DateTime(timezone=True),
            server_default=sa.text("(CURRENT_TIMESTAMP)"),
            nullable=False,
        ),
        sa.Column(
            "updated_at",
            sa.DateTime(timezone=True),
            server_default=sa.text("(CURRENT_TIMESTAMP)"),
            nullable=False,
        ),
        sa.ForeignKeyConstraint(
            ["member_id"],
            ["member_user.id"],
            name=op.f("fk_pay_wallet_recharge_member_id_member_user"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["package_id"],
            ["pay_wallet_recharge_package.id"],
            name=op.f("fk_pay_wallet_recharge_package_id_pay_wallet_recharge_package"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_pay_wallet_recharge")),
    )
    with op.batch_alter_table("pay_wallet_recharge", schema=None) as batch_op:
        batch_op.create_index("ix_pay_wallet_recharge_member", ["member_id", "id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("pay_wallet_recharge", schema=None) as batch_op:
        batch_op.drop_index("ix_pay_wallet_recharge_member")

    op.drop_table("pay_wallet_recharge")
