"""trade orders, cart, payments, discounts, owned games

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-22 13:33:10.693885
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "member_experience_record",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("member_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("biz_type", sa.SmallInteger(), nullable=False),
        sa.Column("biz_id", sa.String(length=64), nullable=True),
        sa.Column("experience", sa.Integer(), nullable=False),
        sa.Column("total_experience", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["member_id"],
            ["member_user.id"],
            name=op.f("fk_member_experience_record_member_id_member_user"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_member_experience_record")),
    )
    with op.batch_alter_table("member_experience_record", schema=None) as batch_op:
        batch_op.create_index("ix_member_experience_record_member", ["member_id", "id"], unique=False)

    op.create_table(
        "pay_order",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("member_id", sa.Integer(), nullable=False),
        sa.Column("merchant_order_id", sa.String(length=64), nullable=False),
        sa.Column("subject", sa.String(length=128), nullable=False),
        sa.Column("price", sa.Integer(), nullable=False),
        sa.Column("status", sa.SmallInteger(), nullable=False),
        sa.Column("expire_time", sa.DateTime(timezone=True), nullable=False),
        sa.Column("channel_code", sa.String(length=32), nullable=True),
        sa.Column("success_time", sa.DateTime(timezone=True), nullable=True),
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
        sa.PrimaryKeyConstraint("id", name=op.f("pk_pay_order")),
        sa.UniqueConstraint("merchant_order_id", name=op.f("uq_pay_order_merchant_order_id")),
    )
    with op.batch_alter_table("pay_order", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_pay_order_member_id"), ["member_id"], unique=False)

    op.create_table(
        "promotion_discount_activity",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("names", sa.JSON(), nullable=False),
        sa.Column("start_time", sa.DateTime(timezone=True), nullable=False),
        sa.Column("end_time", sa.DateTime(timezone=True), nullable=False),
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
        sa.PrimaryKeyConstraint("id", name=op.f("pk_promotion_discount_activity")),
    )
    with op.batch_alter_table("promotion_discount_activity", schema=None) as batch_op:
        batch_op.create_index(
            "ix_promotion_discount_activity_window", ["enabled", "start_time", "end_time"], unique=False
        )

    op.create_table(
        "trade_order",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("no", sa.String(length=32), nullable=False),
        sa.Column("member_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("status", sa.SmallInteger(), nullable=False),
        sa.Column("comment_status", sa.Boolean(), nullable=False),
        sa.Column("terminal", sa.SmallInteger(), nullable=False),
        sa.Column("remark", sa.String(length=140), nullable=False),
        sa.Column("product_count", sa.Integer(), nullable=False),
        sa.Column("total_price", sa.Integer(), nullable=False),
        sa.Column("activity_discount_price", sa.Integer(), nullable=False),
        sa.Column("vip_price", sa.Integer(), nullable=False),
        sa.Column("point_price", sa.Integer(), nullable=False),
        sa.Column("discount_price", sa.Integer(), nullable=False),
        sa.Column("pay_price", sa.Integer(), nullable=False),
        sa.Column("use_point", sa.Integer(), nullable=False),
        sa.Column("give_point", sa.Integer(), nullable=False),
        sa.Column("give_experience", sa.Integer(), nullable=False),
        sa.Column("pay_order_id", sa.Integer(), nullable=True),
        sa.Column("pay_status", sa.Boolean(), nullable=False),
        sa.Column("pay_time", sa.DateTime(timezone=True), nullable=True),
        sa.Column("pay_channel_code", sa.String(length=32), nullable=True),
        sa.Column("expire_time", sa.DateTime(timezone=True), nullable=False),
        sa.Column("finish_time", sa.DateTime(timezone=True), nullable=True),
        sa.Column("cancel_time", sa.DateTime(timezone=True), nullable=True),
        sa.Column("cancel_type", sa.SmallInteger(), nullable=True),
        sa.Column("deleted", sa.Boolean(), nullable=False),
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
            ["member_id"], ["member_user.id"], name=op.f("fk_trade_order_member_id_member_user")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_trade_order")),
        sa.UniqueConstraint("no", name=op.f("uq_trade_order_no")),
    )
    with op.batch_alter_table("trade_order", schema=None) as batch_op:
        batch_op.create_index("ix_trade_order_expiry", ["status", "expire_time"], unique=False)
        batch_op.create_index("ix_trade_order_member", ["member_id", "deleted", "status", "id"], unique=False)

    op.create_table(
        "game_user",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("member_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("spu_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("order_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["member_id"],
            ["member_user.id"],
            name=op.f("fk_game_user_member_id_member_user"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["order_id"], ["trade_order.id"], name=op.f("fk_game_user_order_id_trade_order")
        ),
        sa.ForeignKeyConstraint(
            ["spu_id"], ["product_spu.id"], name=op.f("fk_game_user_spu_id_product_spu"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_game_user")),
        sa.UniqueConstraint("member_id", "spu_id", name="uq_game_user_member_spu"),
    )
    with op.batch_alter_table("game_user", schema=None) as batch_op:
        batch_op.create_index("ix_game_user_recent", ["member_id", "id"], unique=False)

    op.create_table(
        "promotion_discount_product",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("activity_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("spu_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("sku_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("discount_type", sa.SmallInteger(), nullable=False),
        sa.Column("discount_percent", sa.Integer(), nullable=False),
        sa.Column("discount_price", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["activity_id"],
            ["promotion_discount_activity.id"],
            name=op.f("fk_promotion_discount_product_activity_id_promotion_discount_activity"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["sku_id"],
            ["product_sku.id"],
            name=op.f("fk_promotion_discount_product_sku_id_product_sku"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["spu_id"],
            ["product_spu.id"],
            name=op.f("fk_promotion_discount_product_spu_id_product_spu"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_promotion_discount_product")),
    )
    with op.batch_alter_table("promotion_discount_product", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_promotion_discount_product_activity_id"), ["activity_id"], unique=False
        )
        batch_op.create_index("ix_promotion_discount_product_sku", ["sku_id", "activity_id"], unique=False)

    op.create_table(
        "trade_cart_item",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("member_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("spu_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("sku_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("count", sa.Integer(), nullable=False),
        sa.Column("selected", sa.Boolean(), nullable=False),
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
            ["member_id"],
            ["member_user.id"],
            name=op.f("fk_trade_cart_item_member_id_member_user"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["sku_id"],
            ["product_sku.id"],
            name=op.f("fk_trade_cart_item_sku_id_product_sku"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["spu_id"],
            ["product_spu.id"],
            name=op.f("fk_trade_cart_item_spu_id_product_spu"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_trade_cart_item")),
        sa.UniqueConstraint("member_id", "sku_id", name="uq_trade_cart_item_member_sku"),
    )
    with op.batch_alter_table("trade_cart_item", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_trade_cart_item_spu_id"), ["spu_id"], unique=False)

    op.create_table(
        "trade_key_reveal",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("order_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("member_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("key_count", sa.Integer(), nullable=False),
        sa.Column("ip", sa.String(length=45), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["member_id"], ["member_user.id"], name=op.f("fk_trade_key_reveal_member_id_member_user")
        ),
        sa.ForeignKeyConstraint(
            ["order_id"],
            ["trade_order.id"],
            name=op.f("fk_trade_key_reveal_order_id_trade_order"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_trade_key_reveal")),
    )
    with op.batch_alter_table("trade_key_reveal", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_trade_key_reveal_order_id"), ["order_id"], unique=False)

    op.create_table(
        "trade_order_feedback",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("order_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("member_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("from_store", sa.Boolean(), nullable=False),
        sa.Column("content", sa.Text(), nullable=False),
        sa.Column("images", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["member_id"], ["member_user.id"], name=op.f("fk_trade_order_feedback_member_id_member_user")
        ),
        sa.ForeignKeyConstraint(
            ["order_id"],
            ["trade_order.id"],
            name=op.f("fk_trade_order_feedback_order_id_trade_order"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_trade_order_feedback")),
    )
    with op.batch_alter_table("trade_order_feedback", schema=None) as batch_op:
        batch_op.create_index("ix_trade_order_feedback_order", ["order_id", "id"], unique=False)

    op.create_table(
        "trade_order_item",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("order_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("member_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("spu_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("sku_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("spu_names", sa.JSON(), nullable=False),
        sa.Column("sku_names", sa.JSON(), nullable=False),
        sa.Column("pic_url", sa.String(length=512), nullable=False),
        sa.Column("count", sa.Integer(), nullable=False),
        sa.Column("price", sa.Integer(), nullable=False),
        sa.Column("total_price", sa.Integer(), nullable=False),
        sa.Column("activity_discount_price", sa.Integer(), nullable=False),
        sa.Column("vip_price", sa.Integer(), nullable=False),
        sa.Column("point_price", sa.Integer(), nullable=False),
        sa.Column("pay_price", sa.Integer(), nullable=False),
        sa.Column("activity_id", sa.Integer(), nullable=True),
        sa.Column("comment_status", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(
            ["member_id"], ["member_user.id"], name=op.f("fk_trade_order_item_member_id_member_user")
        ),
        sa.ForeignKeyConstraint(
            ["order_id"],
            ["trade_order.id"],
            name=op.f("fk_trade_order_item_order_id_trade_order"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["sku_id"], ["product_sku.id"], name=op.f("fk_trade_order_item_sku_id_product_sku")
        ),
        sa.ForeignKeyConstraint(
            ["spu_id"], ["product_spu.id"], name=op.f("fk_trade_order_item_spu_id_product_spu")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_trade_order_item")),
    )
    with op.batch_alter_table("trade_order_item", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_trade_order_item_order_id"), ["order_id"], unique=False)

    op.create_table(
        "trade_order_log",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("order_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("operate_type", sa.SmallInteger(), nullable=False),
        sa.Column("before_status", sa.SmallInteger(), nullable=True),
        sa.Column("after_status", sa.SmallInteger(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["order_id"],
            ["trade_order.id"],
            name=op.f("fk_trade_order_log_order_id_trade_order"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_trade_order_log")),
    )
    with op.batch_alter_table("trade_order_log", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_trade_order_log_order_id"), ["order_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("member_experience_record", schema=None) as batch_op:
        batch_op.drop_index("ix_member_experience_record_member")

    op.drop_table("member_experience_record")
    with op.batch_alter_table("trade_order_log", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_trade_order_log_order_id"))

    op.drop_table("trade_order_log")
    with op.batch_alter_table("trade_order_item", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_trade_order_item_order_id"))

    op.drop_table("trade_order_item")
    with op.batch_alter_table("trade_order_feedback", schema=None) as batch_op:
        batch_op.drop_index("ix_trade_order_feedback_order")

    op.drop_table("trade_order_feedback")
    with op.batch_alter_table("trade_key_reveal", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_trade_key_reveal_order_id"))

    op.drop_table("trade_key_reveal")
    with op.batch_alter_table("trade_cart_item", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_trade_cart_item_spu_id"))

    op.drop_table("trade_cart_item")
    with op.batch_alter_table("promotion_discount_product", schema=None) as batch_op:
        batch_op.drop_index("ix_promotion_discount_product_sku")
        batch_op.drop_index(batch_op.f("ix_promotion_discount_product_activity_id"))

    op.drop_table("promotion_discount_product")
    with op.batch_alter_table("game_user", schema=None) as batch_op:
        batch_op.drop_index("ix_game_user_recent")

    op.drop_table("game_user")
    with op.batch_alter_table("trade_order", schema=None) as batch_op:
        batch_op.drop_index("ix_trade_order_member")
        batch_op.drop_index("ix_trade_order_expiry")

    op.drop_table("trade_order")
    with op.batch_alter_table("promotion_discount_activity", schema=None) as batch_op:
        batch_op.drop_index("ix_promotion_discount_activity_window")

    op.drop_table("promotion_discount_activity")
    with op.batch_alter_table("pay_order", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_pay_order_member_id"))

    op.drop_table("pay_order")
