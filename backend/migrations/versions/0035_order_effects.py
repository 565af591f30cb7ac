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

    _record_what_paid_orders_were_given()


def _record_what_paid_orders_were_given() -> None:
    """Orders paid before this revision were given everything at once: record those grants (as given,
    not pending), so refunding one still takes back its share."""
    bind = op.get_bind()
    orders = bind.execute(
        sa.text(
            "SELECT o.id, o.member_id, o.give_point, o.give_experience, o.pay_time, r.sharer_id,"
            " r.sharer_points, r.member_points FROM trade_order o"
            " LEFT JOIN member_referral_purchase r ON r.order_id = o.id"
            " WHERE o.pay_status AND o.status = 30"
        ).columns(
            sa.column("id", sa.Integer),
            sa.column("member_id", sa.Integer),
            sa.column("give_point", sa.Integer),
            sa.column("give_experience", sa.Integer),
            sa.column("pay_time", sa.DateTime(timezone=True)),  # parsed on SQLite, which keeps text
            sa.column("sharer_id", sa.Integer),
            sa.column("sharer_points", sa.Integer),
            sa.column("member_points", sa.Integer),
        )
    ).all()
    effect = sa.table(
        "trade_order_effect",
        sa.column("effect", sa.String),
        sa.column("order_id", sa.Integer),
        sa.column("line_id", sa.Integer),
        sa.column("state", sa.SmallInteger),
        sa.column("data", sa.JSON),
        sa.column("final_by", sa.DateTime(timezone=True)),
    )
    rows = []
    for order_id, member_id, point, experience, paid_at, sharer, sharer_points, member_points in orders:
        granted = {"order_id": order_id, "line_id": 0, "state": 2, "final_by": paid_at}
        rows.append({**granted, "effect": "owned_games", "data": {}})
        rows.append({**granted, "effect": "purchase_items", "data": {"member": member_id, "lines": []}})
        rows.append({**granted, "effect": "order_for_tasks", "data": {"member": member_id}})
        if point:
            rows.append(
                {**granted, "effect": "purchase_points", "data": {"member": member_id, "amount": point}}
            )
        if experience:
            data = {"member": member_id, "amount": experience}
            rows.append({**granted, "effect": "purchase_experience", "data": data})
        if sharer is not None:
            data = {
                "member": member_id,
                "sharer": sharer,
                "sharerPoints": sharer_points,
                "memberPoints": member_points,
            }
            rows.append({**granted, "effect": "referral_points", "data": data})
    if rows:
        op.bulk_insert(effect, rows)


def downgrade() -> None:
    op.drop_table("member_pending_reward")
    op.drop_index("ix_trade_order_effect_due", table_name="trade_order_effect")
    op.drop_index("ix_trade_order_effect_order_id", table_name="trade_order_effect")
    op.drop_table("trade_order_effect")
