"""The rewards of the activities featuring an order's games become their own order effect
(activity_rewards, content's) instead of part of purchase_items (engagement's): orders still pending
take an activity_rewards grant for the games they still hold, so they earn those rewards when final

Revision ID: 0038_activity_rewards_effect
Revises: 0037_order_item_market_price
Create Date: 2026-11-29 15:10:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0038_activity_rewards_effect"
down_revision: str | None = "0037_order_item_market_price"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_PENDING = 1

_effect = sa.table(
    "trade_order_effect",
    sa.column("effect", sa.String),
    sa.column("order_id", sa.Integer),
    sa.column("line_id", sa.Integer),
    sa.column("state", sa.SmallInteger),
    sa.column("data", sa.JSON),
    sa.column("final_by", sa.DateTime(timezone=True)),
)


def upgrade() -> None:
    pending = op.get_bind().execute(
        sa.select(_effect.c.order_id, _effect.c.line_id, _effect.c.data, _effect.c.final_by).where(
            _effect.c.effect == "purchase_items", _effect.c.state == _PENDING
        )
    )
    rows = [
        {
            "effect": "activity_rewards",
            "order_id": order_id,
            "line_id": line_id,
            "state": _PENDING,
            "data": {
                "member": data["member"],
                "games": sorted({spu_id for spu_id, _sku_id, count in data["lines"] if count > 0}),
            },
            "final_by": final_by,
        }
        for order_id, line_id, data, final_by in pending
    ]
    if rows:
        op.bulk_insert(_effect, rows)


def downgrade() -> None:
    op.execute(_effect.delete().where(_effect.c.effect == "activity_rewards"))
