"""Steam libraries: a version's Steam app id and the game it is a DLC of; what a member's bound
Steam account owns and wishes for, and when it was read.

Revision ID: 0042_steam_library
Revises: 0041_price_history
Create Date: 2026-12-03 10:00:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0042_steam_library"
down_revision: str | None = "0041_price_history"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
FK_DLC_OF = "fk_product_sku_dlc_of_spu_id_product_spu"


def upgrade() -> None:
    # Plain ADD COLUMN, not batch mode: rebuilding product_sku on SQLite breaks the foreign keys that
    # point at it once keys and orders exist. SQLite takes the reference inline, PostgreSQL a constraint.
    op.add_column("product_sku", sa.Column("steam_app_id", sa.Integer(), nullable=True))
    if op.get_bind().dialect.name == "sqlite":
        op.execute(
            "ALTER TABLE product_sku ADD COLUMN dlc_of_spu_id INTEGER"
            " REFERENCES product_spu (id) ON DELETE RESTRICT"
        )
    else:
        op.add_column("product_sku", sa.Column("dlc_of_spu_id", _ID, nullable=True))
        op.create_foreign_key(
            FK_DLC_OF, "product_sku", "product_spu", ["dlc_of_spu_id"], ["id"], ondelete="RESTRICT"
        )
    op.create_index("ix_product_sku_steam_app_id", "product_sku", ["steam_app_id"])
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
    op.drop_index("ix_product_sku_steam_app_id", "product_sku")
    if op.get_bind().dialect.name == "sqlite":  # a column in a foreign key cannot be dropped in place
        with op.batch_alter_table("product_sku") as batch:
            batch.drop_column("dlc_of_spu_id")
            batch.drop_column("steam_app_id")
        return
    op.drop_constraint(FK_DLC_OF, "product_sku", type_="foreignkey")
    op.drop_column("product_sku", "dlc_of_spu_id")
    op.drop_column("product_sku", "steam_app_id")
