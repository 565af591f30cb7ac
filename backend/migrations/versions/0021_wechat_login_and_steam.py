"""WeChat login (a member may have no mobile yet) and Steam binding

Revision ID: 0021_wechat_login_and_steam
Revises: 0020_purchase_rewards
Create Date: 2026-11-27 18:49:57.848837
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0021_wechat_login_and_steam"
down_revision: str | None = "0020_purchase_rewards"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "member_steam_account",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("member_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("steam_id", sa.String(length=17), nullable=False),
        sa.Column("persona_name", sa.String(length=64), nullable=True),
        sa.Column("avatar", sa.String(length=512), nullable=True),
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
            name=op.f("fk_member_steam_account_member_id_member_user"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_member_steam_account")),
        sa.UniqueConstraint("member_id", name=op.f("uq_member_steam_account_member_id")),
        sa.UniqueConstraint("steam_id", name=op.f("uq_member_steam_account_steam_id")),
    )
    op.create_table(
        "member_steam_login",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("token", sa.String(length=64), nullable=False),
        sa.Column("member_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("callback_url", sa.String(length=512), nullable=False),
        sa.Column("return_to", sa.String(length=700), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("steam_id", sa.String(length=17), nullable=True),
        sa.Column("verified_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("used_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["member_id"],
            ["member_user.id"],
            name=op.f("fk_member_steam_login_member_id_member_user"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_member_steam_login")),
        sa.UniqueConstraint("token", name=op.f("uq_member_steam_login_token")),
    )
    with op.batch_alter_table("member_steam_login", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_member_steam_login_member_id"), ["member_id"], unique=False)

    with op.batch_alter_table("member_user", schema=None) as batch_op:
        batch_op.alter_column("mobile", existing_type=sa.VARCHAR(length=11), nullable=True)


def downgrade() -> None:
    with op.batch_alter_table("member_user", schema=None) as batch_op:
        batch_op.alter_column("mobile", existing_type=sa.VARCHAR(length=11), nullable=False)

    with op.batch_alter_table("member_steam_login", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_member_steam_login_member_id"))

    op.drop_table("member_steam_login")
    op.drop_table("member_steam_account")
