"""The catalogue: categories, teams, games, versions, activation keys, reviews, favorites,
browsing history, team follows and banners.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-22 11:29:33.657775
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "product_brand",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("code", sa.String(length=64), nullable=False),
        sa.Column("names", sa.JSON(), nullable=False),
        sa.Column("descriptions", sa.JSON(), nullable=False),
        sa.Column("logo", sa.String(length=512), nullable=False),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.Column("enabled", sa.Boolean(), nullable=False),
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
        sa.PrimaryKeyConstraint("id", name=op.f("pk_product_brand")),
        sa.UniqueConstraint("code", name=op.f("uq_product_brand_code")),
    )
    op.create_table(
        "product_category",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("code", sa.String(length=64), nullable=False),
        sa.Column("parent_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=True),
        sa.Column("names", sa.JSON(), nullable=False),
        sa.Column("icon", sa.String(length=512), nullable=False),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.Column("enabled", sa.Boolean(), nullable=False),
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
        sa.ForeignKeyConstraint(
            ["parent_id"],
            ["product_category.id"],
            name=op.f("fk_product_category_parent_id_product_category"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_product_category")),
        sa.UniqueConstraint("code", name=op.f("uq_product_category_code")),
    )
    with op.batch_alter_table("product_category", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_product_category_parent_id"), ["parent_id"], unique=False)

    op.create_table(
        "promotion_banner",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("position", sa.SmallInteger(), nullable=False),
        sa.Column("titles", sa.JSON(), nullable=False),
        sa.Column("image", sa.String(length=512), nullable=False),
        sa.Column("url", sa.String(length=512), nullable=False),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.Column("enabled", sa.Boolean(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_promotion_banner")),
    )
    with op.batch_alter_table("promotion_banner", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_promotion_banner_position"), ["position"], unique=False)

    op.create_table(
        "product_spu",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("code", sa.String(length=64), nullable=False),
        sa.Column("category_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("brand_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("names", sa.JSON(), nullable=False),
        sa.Column("introductions", sa.JSON(), nullable=False),
        sa.Column("descriptions", sa.JSON(), nullable=False),
        sa.Column("tags", sa.JSON(), nullable=False),
        sa.Column("search_text", sa.Text(), nullable=False),
        sa.Column("cover", sa.String(length=512), nullable=False),
        sa.Column("images", sa.JSON(), nullable=False),
        sa.Column("game_types", sa.JSON(), nullable=False),
        sa.Column("sale_types", sa.JSON(), nullable=False),
        sa.Column("version", sa.String(length=32), nullable=False),
        sa.Column("size", sa.String(length=32), nullable=False),
        sa.Column("release_time", sa.DateTime(timezone=True), nullable=False),
        sa.Column("discount_end_time", sa.DateTime(timezone=True), nullable=True),
        sa.Column("status", sa.SmallInteger(), nullable=False),
        sa.Column("featured", sa.Boolean(), nullable=False),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.Column("price", sa.Integer(), nullable=False),
        sa.Column("market_price", sa.Integer(), nullable=False),
        sa.Column("sales_count", sa.Integer(), nullable=False),
        sa.Column("favorite_count", sa.Integer(), nullable=False),
        sa.Column("browse_count", sa.Integer(), nullable=False),
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
        sa.ForeignKeyConstraint(
            ["brand_id"], ["product_brand.id"], name=op.f("fk_product_spu_brand_id_product_brand")
        ),
        sa.ForeignKeyConstraint(
            ["category_id"], ["product_category.id"], name=op.f("fk_product_spu_category_id_product_category")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_product_spu")),
        sa.UniqueConstraint("code", name=op.f("uq_product_spu_code")),
    )
    with op.batch_alter_table("product_spu", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_product_spu_brand_id"), ["brand_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_product_spu_category_id"), ["category_id"], unique=False)
        batch_op.create_index("ix_product_spu_listing", ["status", "release_time"], unique=False)
        batch_op.create_index("ix_product_spu_price", ["status", "price"], unique=False)
        batch_op.create_index("ix_product_spu_sales", ["status", "sales_count"], unique=False)

    op.create_table(
        "product_brand_follow",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("member_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("brand_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["brand_id"],
            ["product_brand.id"],
            name=op.f("fk_product_brand_follow_brand_id_product_brand"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["member_id"],
            ["member_user.id"],
            name=op.f("fk_product_brand_follow_member_id_member_user"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_product_brand_follow")),
        sa.UniqueConstraint("member_id", "brand_id", name="uq_product_brand_follow_member_brand"),
    )
    with op.batch_alter_table("product_brand_follow", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_product_brand_follow_brand_id"), ["brand_id"], unique=False)

    op.create_table(
        "product_browse_history",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("member_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("spu_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("viewed_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["member_id"],
            ["member_user.id"],
            name=op.f("fk_product_browse_history_member_id_member_user"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["spu_id"],
            ["product_spu.id"],
            name=op.f("fk_product_browse_history_spu_id_product_spu"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_product_browse_history")),
        sa.UniqueConstraint("member_id", "spu_id", name="uq_product_browse_history_member_spu"),
    )
    with op.batch_alter_table("product_browse_history", schema=None) as batch_op:
        batch_op.create_index("ix_product_browse_history_recent", ["member_id", "viewed_at"], unique=False)

    op.create_table(
        "product_favorite",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("member_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("spu_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["member_id"],
            ["member_user.id"],
            name=op.f("fk_product_favorite_member_id_member_user"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["spu_id"],
            ["product_spu.id"],
            name=op.f("fk_product_favorite_spu_id_product_spu"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_product_favorite")),
        sa.UniqueConstraint("member_id", "spu_id", name="uq_product_favorite_member_spu"),
    )
    op.create_table(
        "product_sku",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("spu_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("code", sa.String(length=64), nullable=False),
        sa.Column("names", sa.JSON(), nullable=False),
        sa.Column("price", sa.Integer(), nullable=False),
        sa.Column("market_price", sa.Integer(), nullable=False),
        sa.Column("stock", sa.Integer(), nullable=False),
        sa.Column("sort", sa.Integer(), nullable=False),
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
        sa.ForeignKeyConstraint(
            ["spu_id"], ["product_spu.id"], name=op.f("fk_product_sku_spu_id_product_spu"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_product_sku")),
        sa.UniqueConstraint("code", name=op.f("uq_product_sku_code")),
    )
    with op.batch_alter_table("product_sku", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_product_sku_spu_id"), ["spu_id"], unique=False)

    op.create_table(
        "product_activation_key",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("sku_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("key_encrypted", sa.LargeBinary(), nullable=False),
        sa.Column("key_digest", sa.String(length=64), nullable=False),
        sa.Column("status", sa.SmallInteger(), nullable=False),
        sa.Column("order_id", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["sku_id"], ["product_sku.id"], name=op.f("fk_product_activation_key_sku_id_product_sku")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_product_activation_key")),
        sa.UniqueConstraint("key_digest", name=op.f("uq_product_activation_key_key_digest")),
    )
    with op.batch_alter_table("product_activation_key", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_product_activation_key_order_id"), ["order_id"], unique=False)
        batch_op.create_index("ix_product_activation_key_pick", ["sku_id", "status", "id"], unique=False)

    op.create_table(
        "product_comment",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("spu_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("sku_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=True),
        sa.Column("member_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=True),
        sa.Column("nickname", sa.String(length=30), nullable=False),
        sa.Column("avatar", sa.String(length=512), nullable=True),
        sa.Column("anonymous", sa.Boolean(), nullable=False),
        sa.Column("rating", sa.SmallInteger(), nullable=False),
        sa.Column("content", sa.Text(), nullable=False),
        sa.Column("images", sa.JSON(), nullable=False),
        sa.Column("reply", sa.Text(), nullable=True),
        sa.Column("reply_time", sa.DateTime(timezone=True), nullable=True),
        sa.Column("visible", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["member_id"],
            ["member_user.id"],
            name=op.f("fk_product_comment_member_id_member_user"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["sku_id"], ["product_sku.id"], name=op.f("fk_product_comment_sku_id_product_sku")
        ),
        sa.ForeignKeyConstraint(
            ["spu_id"],
            ["product_spu.id"],
            name=op.f("fk_product_comment_spu_id_product_spu"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_product_comment")),
    )
    with op.batch_alter_table("product_comment", schema=None) as batch_op:
        batch_op.create_index("ix_product_comment_spu", ["spu_id", "visible", "id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("product_comment", schema=None) as batch_op:
        batch_op.drop_index("ix_product_comment_spu")

    op.drop_table("product_comment")
    with op.batch_alter_table("product_activation_key", schema=None) as batch_op:
        batch_op.drop_index("ix_product_activation_key_pick")
        batch_op.drop_index(batch_op.f("ix_product_activation_key_order_id"))

    op.drop_table("product_activation_key")
    with op.batch_alter_table("product_sku", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_product_sku_spu_id"))

    op.drop_table("product_sku")
    op.drop_table("product_favorite")
    with op.batch_alter_table("product_browse_history", schema=None) as batch_op:
        batch_op.drop_index("ix_product_browse_history_recent")

    op.drop_table("product_browse_history")
    with op.batch_alter_table("product_brand_follow", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_product_brand_follow_brand_id"))

    op.drop_table("product_brand_follow")
    with op.batch_alter_table("product_spu", schema=None) as batch_op:
        batch_op.drop_index("ix_product_spu_sales")
        batch_op.drop_index("ix_product_spu_price")
        batch_op.drop_index("ix_product_spu_listing")
        batch_op.drop_index(batch_op.f("ix_product_spu_category_id"))
        batch_op.drop_index(batch_op.f("ix_product_spu_brand_id"))

    op.drop_table("product_spu")
    with op.batch_alter_table("promotion_banner", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_promotion_banner_position"))

    op.drop_table("promotion_banner")
    with op.batch_alter_table("product_category", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_product_category_parent_id"))

    op.drop_table("product_category")
    op.drop_table("product_brand")
