"""key reveals are recorded one key at a time

Revision ID: 0010_key_reveal_per_key
Revises: 0009
Create Date: 2026-11-23 22:50:00.000000

Until now every reading of a paid order's details decrypted all its keys and wrote one
``trade_key_reveal`` row for the order. From now on a member reveals one key on purpose and each
reveal is a row naming the key. Older rows keep ``key_id`` NULL: every key of that order was
shown at that time, so they count as revealed then.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0010_key_reveal_per_key"
down_revision: str | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("trade_key_reveal", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("key_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=True)
        )
        batch_op.create_index("ix_trade_key_reveal_order_key", ["order_id", "key_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("trade_key_reveal", schema=None) as batch_op:
        batch_op.drop_index("ix_trade_key_reveal_order_key")
        batch_op.drop_column("key_id")
