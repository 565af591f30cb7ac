"""activities and news, their categories, and the help centre

Revision ID: 0014_articles_and_help
Revises: 0013_member_tasks
Create Date: 2026-11-24 09:22:50.703592
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0014_articles_and_help"
down_revision: str | None = "0013_member_tasks"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "promotion_article_category",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("code", sa.String(length=64), nullable=False),
        sa.Column("names", sa.JSON(), nullable=False),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_promotion_article_category")),
        sa.UniqueConstraint("code", name=op.f("uq_promotion_article_category_code")),
    )
    op.create_table(
        "system_help_category",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("code", sa.String(length=64), nullable=False),
        sa.Column("names", sa.JSON(), nullable=False),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_system_help_category")),
        sa.UniqueConstraint("code", name=op.f("uq_system_help_category_code")),
    )
    op.create_table(
        "promotion_article",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("code", sa.String(length=64), nullable=False),
        sa.Column("type", sa.SmallInteger(), nullable=False),
        sa.Column("state", sa.SmallInteger(), nullable=False),
        sa.Column("category_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=True),
        sa.Column("titles", sa.JSON(), nullable=False),
        sa.Column("summaries", sa.JSON(), nullable=False),
        sa.Column("bodies", sa.JSON(), nullable=False),
        sa.Column("cover", sa.String(length=512), nullable=False),
        sa.Column("publish_time", sa.DateTime(timezone=True), nullable=False),
        sa.Column("start_time", sa.DateTime(timezone=True), nullable=True),
        sa.Column("end_time", sa.DateTime(timezone=True), nullable=True),
        sa.Column("spu_ids", sa.JSON(), nullable=False),
        sa.Column("browse_count", sa.Integer(), nullable=False),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.Column("search_text", sa.Text(), nullable=False),
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
            ["category_id"],
            ["promotion_article_category.id"],
            name=op.f("fk_promotion_article_category_id_promotion_article_category"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_promotion_article")),
        sa.UniqueConstraint("code", name=op.f("uq_promotion_article_code")),
    )
    with op.batch_alter_table("promotion_article", schema=None) as batch_op:
        batch_op.create_index("ix_promotion_article_listing", ["state", "type", "publish_time"], unique=False)

    op.create_table(
        "system_help_article",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("code", sa.String(length=64), nullable=False),
        sa.Column("category_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("titles", sa.JSON(), nullable=False),
        sa.Column("bodies", sa.JSON(), nullable=False),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.Column("published", sa.Boolean(), nullable=False),
        sa.Column("search_text", sa.Text(), nullable=False),
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
            ["category_id"],
            ["system_help_category.id"],
            name=op.f("fk_system_help_article_category_id_system_help_category"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_system_help_article")),
        sa.UniqueConstraint("code", name=op.f("uq_system_help_article_code")),
    )
    with op.batch_alter_table("system_help_article", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_system_help_article_category_id"), ["category_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("system_help_article", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_system_help_article_category_id"))

    op.drop_table("system_help_article")
    with op.batch_alter_table("promotion_article", schema=None) as batch_op:
        batch_op.drop_index("ix_promotion_article_listing")

    op.drop_table("promotion_article")
    op.drop_table("system_help_category")
    op.drop_table("promotion_article_category")
