"""purchase and activity rewards

Revision ID: 0020_purchase_rewards
Revises: 0019_share_and_referrals
Create Date: 2026-11-27 15:57:42.387670
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0020_purchase_rewards"
down_revision: str | None = "0019_share_and_referrals"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("member_collectible_definition", schema=None) as batch_op:
        batch_op.add_column(sa.Column("purchase_milestone", sa.Integer(), nullable=True))

    with op.batch_alter_table("member_item_definition", schema=None) as batch_op:
        batch_op.add_column(sa.Column("with_sku_ids", sa.JSON(), server_default="[]", nullable=False))

    with op.batch_alter_table("promotion_article", schema=None) as batch_op:
        batch_op.add_column(sa.Column("reward_items", sa.JSON(), server_default="[]", nullable=False))


def downgrade() -> None:
    with op.batch_alter_table("promotion_article", schema=None) as batch_op:
        batch_op.drop_column("reward_items")

    with op.batch_alter_table("member_item_definition", schema=None) as batch_op:
        batch_op.drop_column("with_sku_ids")

    with op.batch_alter_table("member_collectible_definition", schema=None) as batch_op:
        batch_op.drop_column("purchase_milestone")
