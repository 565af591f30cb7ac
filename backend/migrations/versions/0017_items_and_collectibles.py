"""items and collectibles

Revision ID: 0017_items_and_collectibles
Revises: 0016_feedback_centre
Create Date: 2026-11-27 12:42:13.333570
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0017_items_and_collectibles"
down_revision: str | None = "0016_feedback_centre"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("member_task", schema=None) as batch_op:
        batch_op.add_column(sa.Column("reward_items", sa.JSON(), server_default="[]", nullable=False))
    op.create_table(
        "member_collectible_definition",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("code", sa.String(length=64), nullable=False),
        sa.Column("names", sa.JSON(), nullable=False),
        sa.Column("descriptions", sa.JSON(), nullable=False),
        sa.Column("rarity", sa.SmallInteger(), nullable=False),
        sa.Column("value", sa.Integer(), nullable=False),
        sa.Column("valuation", sa.Integer(), nullable=False),
        sa.Column("pic_url", sa.String(length=512), nullable=False),
        sa.Column("model_url", sa.String(length=512), nullable=True),
        sa.Column("edition_size", sa.Integer(), nullable=False),
        sa.Column("issued", sa.Integer(), nullable=False),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.Column("enabled", sa.Boolean(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_member_collectible_definition")),
        sa.UniqueConstraint("code", name=op.f("uq_member_collectible_definition_code")),
    )
    op.create_table(
        "member_item_definition",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("code", sa.String(length=64), nullable=False),
        sa.Column("type", sa.SmallInteger(), nullable=False),
        sa.Column("rarity", sa.SmallInteger(), nullable=False),
        sa.Column("names", sa.JSON(), nullable=False),
        sa.Column("instructions", sa.JSON(), nullable=False),
        sa.Column("pic_url", sa.String(length=512), nullable=False),
        sa.Column("spu_ids", sa.JSON(), nullable=False),
        sa.Column("discount_type", sa.SmallInteger(), nullable=True),
        sa.Column("discount_value", sa.Integer(), nullable=True),
        sa.Column("min_amount", sa.Integer(), nullable=False),
        sa.Column("valid_days", sa.Integer(), nullable=True),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.Column("enabled", sa.Boolean(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_member_item_definition")),
        sa.UniqueConstraint("code", name=op.f("uq_member_item_definition_code")),
    )
    op.create_table(
        "member_collectible",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("member_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("definition_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("serial", sa.Integer(), nullable=False),
        sa.Column("source_type", sa.SmallInteger(), nullable=False),
        sa.Column("source_id", sa.String(length=64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["definition_id"],
            ["member_collectible_definition.id"],
            name=op.f("fk_member_collectible_definition_id_member_collectible_definition"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["member_id"],
            ["member_user.id"],
            name=op.f("fk_member_collectible_member_id_member_user"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_member_collectible")),
        sa.UniqueConstraint("definition_id", "serial", name="uq_member_collectible_definition_serial"),
        sa.UniqueConstraint(
            "member_id",
            "definition_id",
            "source_type",
            "source_id",
            name="uq_member_collectible_member_grant",
        ),
    )
    with op.batch_alter_table("member_collectible", schema=None) as batch_op:
        batch_op.create_index("ix_member_collectible_member", ["member_id", "id"], unique=False)

    op.create_table(
        "member_item",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("member_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("definition_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("quantity", sa.Integer(), nullable=False),
        sa.Column("used", sa.Integer(), nullable=False),
        sa.Column("source_type", sa.SmallInteger(), nullable=False),
        sa.Column("source_id", sa.String(length=64), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("revealed_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["definition_id"],
            ["member_item_definition.id"],
            name=op.f("fk_member_item_definition_id_member_item_definition"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["member_id"],
            ["member_user.id"],
            name=op.f("fk_member_item_member_id_member_user"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_member_item")),
        sa.UniqueConstraint(
            "member_id", "definition_id", "source_type", "source_id", name="uq_member_item_member_grant"
        ),
    )
    with op.batch_alter_table("member_item", schema=None) as batch_op:
        batch_op.create_index("ix_member_item_member", ["member_id", "id"], unique=False)

    op.create_table(
        "member_item_code",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("definition_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("code_encrypted", sa.LargeBinary(), nullable=False),
        sa.Column("code_digest", sa.String(length=64), nullable=False),
        sa.Column("item_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["definition_id"],
            ["member_item_definition.id"],
            name=op.f("fk_member_item_code_definition_id_member_item_definition"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["item_id"],
            ["member_item.id"],
            name=op.f("fk_member_item_code_item_id_member_item"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_member_item_code")),
        sa.UniqueConstraint("code_digest", name=op.f("uq_member_item_code_code_digest")),
        sa.UniqueConstraint("item_id", name=op.f("uq_member_item_code_item_id")),
    )
    with op.batch_alter_table("member_item_code", schema=None) as batch_op:
        batch_op.create_index("ix_member_item_code_pick", ["definition_id", "item_id", "id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("member_task", schema=None) as batch_op:
        batch_op.drop_column("reward_items")
    with op.batch_alter_table("member_item_code", schema=None) as batch_op:
        batch_op.drop_index("ix_member_item_code_pick")

    op.drop_table("member_item_code")
    with op.batch_alter_table("member_item", schema=None) as batch_op:
        batch_op.drop_index("ix_member_item_member")

    op.drop_table("member_item")
    with op.batch_alter_table("member_collectible", schema=None) as batch_op:
        batch_op.drop_index("ix_member_collectible_member")

    op.drop_table("member_collectible")
    op.drop_table("member_item_definition")
    op.drop_table("member_collectible_definition")
