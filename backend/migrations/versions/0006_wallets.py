"""wallets

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-22 14:38:31.349104
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "pay_wallet_recharge_package",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("names", sa.JSON(), nullable=False),
        sa.Column("pay_price", sa.Integer(), nullable=False),
        sa.Column("bonus_price", sa.Integer(), nullable=False),
        sa.Column("enabled", sa.Boolean(), nullable=False),
        sa.Column("sort", sa.Integer(), nullable=False),
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
        sa.PrimaryKeyConstraint("id", name=op.f("pk_pay_wallet_recharge_package")),
    )
    op.create_table(
        "pay_wallet",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("member_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("balance", sa.Integer(), nullable=False),
        sa.Column("total_expense", sa.Integer(), nullable=False),
        sa.Column("total_recharge", sa.Integer(), nullable=False),
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
            name=op.f("fk_pay_wallet_member_id_member_user"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_pay_wallet")),
        sa.UniqueConstraint("member_id", name=op.f("uq_pay_wallet_member_id")),
    )
    op.create_table(
        "pay_wallet_transaction",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("wallet_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("biz_type", sa.SmallInteger(), nullable=False),
        sa.Column("biz_id", sa.String(length=64), nullable=False),
        sa.Column("title", sa.String(length=128), nullable=False),
        sa.Column("price", sa.Integer(), nullable=False),
        sa.Column("balance", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["wallet_id"],
            ["pay_wallet.id"],
            name=op.f("fk_pay_wallet_transaction_wallet_id_pay_wallet"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_pay_wallet_transaction")),
    )
    with op.batch_alter_table("pay_wallet_transaction", schema=None) as batch_op:
        batch_op.create_index("ix_pay_wallet_transaction_wallet", ["wallet_id", "id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("pay_wallet_transaction", schema=None) as batch_op:
        batch_op.drop_index("ix_pay_wallet_transaction_wallet")

    op.drop_table("pay_wallet_transaction")
    op.drop_table("pay_wallet")
    op.drop_table("pay_wallet_recharge_package")
