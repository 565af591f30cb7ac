"""payment attempts and notifications

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-22 14:56:05.291858
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0008"
down_revision: str | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "pay_notify_record",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("channel_code", sa.String(length=32), nullable=False),
        sa.Column("channel_transaction_id", sa.String(length=64), nullable=False),
        sa.Column("out_trade_no", sa.String(length=32), nullable=False),
        sa.Column("pay_order_id", sa.Integer(), nullable=True),
        sa.Column("price", sa.Integer(), nullable=False),
        sa.Column("outcome", sa.SmallInteger(), nullable=False),
        sa.Column("raw", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_pay_notify_record")),
        sa.UniqueConstraint(
            "channel_code", "channel_transaction_id", name="uq_pay_notify_record_transaction"
        ),
    )
    with op.batch_alter_table("pay_notify_record", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_pay_notify_record_pay_order_id"), ["pay_order_id"], unique=False)

    op.create_table(
        "pay_order_extension",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("no", sa.String(length=32), nullable=False),
        sa.Column("pay_order_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("channel_code", sa.String(length=32), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["pay_order_id"],
            ["pay_order.id"],
            name=op.f("fk_pay_order_extension_pay_order_id_pay_order"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_pay_order_extension")),
        sa.UniqueConstraint("no", name=op.f("uq_pay_order_extension_no")),
    )
    with op.batch_alter_table("pay_order_extension", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_pay_order_extension_pay_order_id"), ["pay_order_id"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("pay_order_extension", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_pay_order_extension_pay_order_id"))

    op.drop_table("pay_order_extension")
    with op.batch_alter_table("pay_notify_record", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_pay_notify_record_pay_order_id"))

    op.drop_table("pay_notify_record")
