"""What a paid order earned, per effect (trade_order_effect), and what it will earn members once it is
final (member_pending_reward)

Revision ID: 0035_order_effects
Revises: 0034_refund_states
Create Date: 2026-11-29 01:10:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0035_order_effects"
down_revision: str | None = "0034_refund_states"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade() -> None:
    op.create_table(
        "trade_order_effect",
        sa.Column("id", _ID, nullable=False),
        sa.Column("effect", sa.String(32), nullable=False),
        sa.Column(
            "order_id",
            _ID,
            sa.ForeignKey(
                "trade_order.id", ondelete="CASCADE", name="fk_trade_order_effect_order_id_trade_order"
            ),
            nullable=False,
        ),
        sa.Column("line_id", sa.BigInteger(), nullable=False),
        sa.Column("state", sa.SmallInteger(), nullable=False),
        sa.Column("data", sa.JSON(), nullable=False),
        sa.Column("final_by", sa.DateTime(timezone=True), nullable=False),
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
        sa.PrimaryKeyConstraint("id", name=op.f("pk_trade_order_effect")),
        sa.UniqueConstraint("effect", "order_id", "line_id", name="uq_trade_order_effect_key"),
    )
    op.create_index("ix_trade_order_effect_order_id", "trade_order_effect", ["order_id"])
    op.create_index("ix_trade_order_effect_due", "trade_order_effect", ["state", "final_by"])
    op.create_table(
        "member_pending_reward",
        sa.Column("id", _ID, nullable=False),
        sa.Column(
            "member_id",
            _ID,
            sa.ForeignKey(
                "member_user.id", ondelete="CASCADE", name="fk_member_pending_reward_member_id_member_user"
            ),
            nullable=False,
        ),
        sa.Column("kind", sa.SmallInteger(), nullable=False),
        sa.Column("biz_type", sa.SmallInteger(), nullable=False),
        sa.Column("biz_id", sa.String(64), nullable=False),
        sa.Column("amount", sa.Integer(), nullable=False),
        sa.Column("final_by", sa.DateTime(timezone=True), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_member_pending_reward")),
        sa.UniqueConstraint("member_id", "kind", "biz_type", "biz_id", name="uq_member_pending_reward_key"),
    )


def downgrade() -> None:
    op.drop_table("member_pending_reward")
    op.drop_index("ix_trade_order_effect_due", table_name="trade_order_effect")
    op.drop_index("ix_trade_order_effect_order_id", table_name="trade_order_effect")
    op.drop_table("trade_order_effect")
