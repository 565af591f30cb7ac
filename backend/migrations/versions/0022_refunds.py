"""Refunds: after-sale requests of orders, payment refunds, what was refunded

Revision ID: 0022_refunds
Revises: 0021_wechat_login_and_steam
Create Date: 2026-11-27 22:34:42.330522
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0022_refunds"
down_revision: str | None = "0021_wechat_login_and_steam"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "pay_refund",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("no", sa.String(length=32), nullable=False),
        sa.Column("merchant_refund_id", sa.String(length=64), nullable=False),
        sa.Column("pay_order_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("member_id", sa.Integer(), nullable=False),
        sa.Column("channel_code", sa.String(length=32), nullable=False),
        sa.Column("out_trade_no", sa.String(length=32), nullable=True),
        sa.Column("pay_price", sa.Integer(), nullable=False),
        sa.Column("refund_price", sa.Integer(), nullable=False),
        sa.Column("reason", sa.String(length=140), nullable=False),
        sa.Column("status", sa.SmallInteger(), nullable=False),
        sa.Column("channel_refund_no", sa.String(length=64), nullable=True),
        sa.Column("channel_error", sa.String(length=255), nullable=True),
        sa.Column("success_time", sa.DateTime(timezone=True), nullable=True),
        sa.Column("raw", sa.JSON(), nullable=True),
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
            ["pay_order_id"],
            ["pay_order.id"],
            name=op.f("fk_pay_refund_pay_order_id_pay_order"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_pay_refund")),
        sa.UniqueConstraint("merchant_refund_id", name=op.f("uq_pay_refund_merchant_refund_id")),
        sa.UniqueConstraint("no", name=op.f("uq_pay_refund_no")),
    )
    with op.batch_alter_table("pay_refund", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_pay_refund_pay_order_id"), ["pay_order_id"], unique=False)

    op.create_table(
        "trade_after_sale",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("no", sa.String(length=32), nullable=False),
        sa.Column("order_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("member_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("status", sa.SmallInteger(), nullable=False),
        sa.Column("way", sa.SmallInteger(), nullable=False),
        sa.Column("operator_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=True),
        sa.Column("reason", sa.String(length=140), nullable=False),
        sa.Column("key_ids", sa.JSON(), nullable=False),
        sa.Column("refund_price", sa.Integer(), nullable=False),
        sa.Column("refund_point", sa.Integer(), nullable=False),
        sa.Column("pay_refund_id", sa.Integer(), nullable=True),
        sa.Column("finish_time", sa.DateTime(timezone=True), nullable=True),
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
            ["member_id"], ["member_user.id"], name=op.f("fk_trade_after_sale_member_id_member_user")
        ),
        sa.ForeignKeyConstraint(
            ["order_id"],
            ["trade_order.id"],
            name=op.f("fk_trade_after_sale_order_id_trade_order"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_trade_after_sale")),
        sa.UniqueConstraint("no", name=op.f("uq_trade_after_sale_no")),
    )
    with op.batch_alter_table("trade_after_sale", schema=None) as batch_op:
        batch_op.create_index("ix_trade_after_sale_member", ["member_id", "id"], unique=False)
        batch_op.create_index(batch_op.f("ix_trade_after_sale_order_id"), ["order_id"], unique=False)

    with op.batch_alter_table("pay_order", schema=None) as batch_op:
        batch_op.add_column(sa.Column("refund_price", sa.Integer(), server_default="0", nullable=False))

    with op.batch_alter_table("trade_order", schema=None) as batch_op:
        batch_op.add_column(sa.Column("refund_status", sa.SmallInteger(), server_default="0", nullable=False))
        batch_op.add_column(sa.Column("refund_price", sa.Integer(), server_default="0", nullable=False))

    with op.batch_alter_table("trade_order_item", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("after_sale_status", sa.SmallInteger(), server_default="0", nullable=False)
        )
        batch_op.add_column(sa.Column("refund_count", sa.Integer(), server_default="0", nullable=False))


def downgrade() -> None:
    with op.batch_alter_table("trade_order_item", schema=None) as batch_op:
        batch_op.drop_column("refund_count")
        batch_op.drop_column("after_sale_status")

    with op.batch_alter_table("trade_order", schema=None) as batch_op:
        batch_op.drop_column("refund_price")
        batch_op.drop_column("refund_status")

    with op.batch_alter_table("pay_order", schema=None) as batch_op:
        batch_op.drop_column("refund_price")

    with op.batch_alter_table("trade_after_sale", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_trade_after_sale_order_id"))
        batch_op.drop_index("ix_trade_after_sale_member")

    op.drop_table("trade_after_sale")
    with op.batch_alter_table("pay_refund", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_pay_refund_pay_order_id"))

    op.drop_table("pay_refund")
