"""Region-safe keys: where a version and each imported key batch activate, the member's own country
and their bound Steam account's.

Revision ID: 0040_region_keys
Revises: 0039_member_balances
Create Date: 2026-12-03 10:00:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0040_region_keys"
down_revision: str | None = "0039_member_balances"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade() -> None:
    op.create_table(
        "product_key_batch",
        sa.Column("id", _ID, autoincrement=True, nullable=False),
        sa.Column("sku_id", _ID, nullable=False),
        sa.Column("region_mode", sa.SmallInteger(), nullable=False),
        sa.Column("region_codes", sa.String(length=800), nullable=False),
        sa.Column("key_count", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_product_key_batch"),
        sa.ForeignKeyConstraint(
            ["sku_id"], ["product_sku.id"], name="fk_product_key_batch_sku_id_product_sku", ondelete="CASCADE"
        ),
    )
    op.create_index("ix_product_key_batch_sku_id", "product_key_batch", ["sku_id"])
    with op.batch_alter_table("product_sku") as batch_op:
        batch_op.add_column(sa.Column("region_mode", sa.SmallInteger(), server_default="0", nullable=False))
        batch_op.add_column(
            sa.Column("region_codes", sa.String(length=800), server_default="", nullable=False)
        )
    with op.batch_alter_table("product_activation_key") as batch_op:
        batch_op.add_column(sa.Column("batch_id", _ID, nullable=True))
        batch_op.create_foreign_key(
            "fk_product_activation_key_batch_id_product_key_batch", "product_key_batch", ["batch_id"], ["id"]
        )
    with op.batch_alter_table("member_user") as batch_op:
        batch_op.add_column(sa.Column("country", sa.String(length=2), nullable=True))
    with op.batch_alter_table("member_steam_account") as batch_op:
        batch_op.add_column(sa.Column("country", sa.String(length=2), nullable=True))


def downgrade() -> None:
    op.drop_column("member_steam_account", "country")
    op.drop_column("member_user", "country")
    with op.batch_alter_table("product_activation_key") as batch_op:
        batch_op.drop_constraint("fk_product_activation_key_batch_id_product_key_batch", type_="foreignkey")
        batch_op.drop_column("batch_id")
    with op.batch_alter_table("product_sku") as batch_op:
        batch_op.drop_column("region_codes")
        batch_op.drop_column("region_mode")
    op.drop_table("product_key_batch")
