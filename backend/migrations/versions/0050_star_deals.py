"""Star deals (issue 42): a version's keys held for a deal at a price, in a window, at most so many a
member; the keys it holds, the members' takes and the orders bought at it.

Revision ID: 0050_star_deals
Revises: 0049_preorder_country
Create Date: 2026-12-18 10:00:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0050_star_deals"
down_revision: str | None = "0049_preorder_country"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade() -> None:
    op.create_table(
        "promotion_star_deal",
        sa.Column("id", _ID, primary_key=True, autoincrement=True),
        sa.Column("spu_id", _ID, sa.ForeignKey("product_spu.id"), nullable=False),
        sa.Column("sku_id", _ID, sa.ForeignKey("product_sku.id"), nullable=False),
        sa.Column("price", sa.Integer(), nullable=False),
        sa.Column("quantity", sa.Integer(), nullable=False),
        sa.Column("member_limit", sa.SmallInteger(), nullable=False),
        sa.Column("start_time", sa.DateTime(timezone=True), nullable=False),
        sa.Column("end_time", sa.DateTime(timezone=True), nullable=False),
        sa.Column("returned_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
    )
    op.create_index("ix_promotion_star_deal_sku_id", "promotion_star_deal", ["sku_id"])
    op.create_index("ix_promotion_star_deal_window", "promotion_star_deal", ["returned_at", "end_time"])
    op.create_table(
        "promotion_star_deal_take",
        sa.Column(
            "deal_id",
            _ID,
            sa.ForeignKey("promotion_star_deal.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("member_id", _ID, sa.ForeignKey("member_user.id"), primary_key=True),
        sa.Column("count", sa.SmallInteger(), nullable=False),
    )
    with op.batch_alter_table("product_activation_key") as batch:
        batch.add_column(sa.Column("deal_id", _ID, nullable=True))
        batch.create_foreign_key(
            "fk_product_activation_key_deal_id", "promotion_star_deal", ["deal_id"], ["id"]
        )
        batch.create_index("ix_product_activation_key_deal", ["deal_id", "status", "id"])
    with op.batch_alter_table("trade_order") as batch:
        batch.add_column(sa.Column("star_deal_id", _ID, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("trade_order") as batch:
        batch.drop_column("star_deal_id")
    with op.batch_alter_table("product_activation_key") as batch:
        batch.drop_index("ix_product_activation_key_deal")
        batch.drop_constraint("fk_product_activation_key_deal_id", type_="foreignkey")
        batch.drop_column("deal_id")
    op.drop_table("promotion_star_deal_take")
    op.drop_index("ix_promotion_star_deal_window", "promotion_star_deal")
    op.drop_index("ix_promotion_star_deal_sku_id", "promotion_star_deal")
    op.drop_table("promotion_star_deal")
