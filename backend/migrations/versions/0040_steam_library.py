"""Steam libraries: a version's Steam app id and the game it is a DLC of; what a member's bound
Steam account owns and wishes for, and when it was read.

Revision ID: 0040_steam_library
Revises: 0039_member_balances
Create Date: 2026-12-03 10:00:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0040_steam_library"
down_revision: str | None = "0039_member_balances"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade() -> None:
    with op.batch_alter_table("product_sku") as batch:
        batch.add_column(sa.Column("steam_app_id", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("dlc_of_spu_id", _ID, nullable=True))
        batch.create_foreign_key(
            "fk_product_sku_dlc_of_spu_id_product_spu", "product_spu", ["dlc_of_spu_id"], ["id"], ondelete="RESTRICT"
        )
        batch.create_index("ix_product_sku_steam_app_id", ["steam_app_id"])
    op.create_table(
        "library_steam_sync",
        sa.Column("member_id", _ID, nullable=False),
        sa.Column("steam_id", sa.String(17), nullable=False),
        sa.Column("owned_status", sa.SmallInteger(), nullable=False),
        sa.Column("wishlist_status", sa.SmallInteger(), nullable=False),
        sa.Column("owned_count", sa.Integer(), nullable=False),
        sa.Column("wishlist_count", sa.Integer(), nullable=False),
        sa.Column("synced_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["member_id"], ["member_user.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("member_id"),
    )
    op.create_table(
        "library_steam_app",
        sa.Column("id", _ID, autoincrement=True, nullable=False),
        sa.Column("member_id", _ID, nullable=False),
        sa.Column("kind", sa.SmallInteger(), nullable=False),
        sa.Column("app_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["member_id"], ["member_user.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("member_id", "kind", "app_id", name="uq_library_steam_app"),
    )


def downgrade() -> None:
    op.drop_table("library_steam_app")
    op.drop_table("library_steam_sync")
    with op.batch_alter_table("product_sku") as batch:
        batch.drop_index("ix_product_sku_steam_app_id")
        batch.drop_constraint("fk_product_sku_dlc_of_spu_id_product_spu", type_="foreignkey")
        batch.drop_column("dlc_of_spu_id")
        batch.drop_column("steam_app_id")
