"""Tenants, members, login sessions, refresh tokens and SMS codes; tenant 1 exists.

Revision ID: 0001
Revises:
Create Date: 2026-11-22 10:51:21.390339
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:

    op.create_table(
        "system_tenant",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("name", sa.String(length=64), nullable=False),
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
        sa.PrimaryKeyConstraint("id", name=op.f("pk_system_tenant")),
    )
    op.create_table(
        "member_sms_code",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("tenant_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("mobile", sa.String(length=11), nullable=False),
        sa.Column("scene", sa.SmallInteger(), nullable=False),
        sa.Column("code_hash", sa.String(length=64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("used_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("ip", sa.String(length=45), nullable=False),
        sa.ForeignKeyConstraint(
            ["tenant_id"], ["system_tenant.id"], name=op.f("fk_member_sms_code_tenant_id_system_tenant")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_member_sms_code")),
    )
    with op.batch_alter_table("member_sms_code", schema=None) as batch_op:
        batch_op.create_index(
            "ix_member_sms_code_lookup", ["tenant_id", "mobile", "scene", "created_at"], unique=False
        )

    op.create_table(
        "member_user",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("tenant_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("mobile", sa.String(length=11), nullable=False),
        sa.Column("password_hash", sa.String(length=255), nullable=True),
        sa.Column("nickname", sa.String(length=30), nullable=False),
        sa.Column("avatar", sa.String(length=512), nullable=True),
        sa.Column("gender", sa.SmallInteger(), nullable=False),
        sa.Column("point", sa.Integer(), nullable=False),
        sa.Column("experience", sa.Integer(), nullable=False),
        sa.Column("enabled", sa.Boolean(), nullable=False),
        sa.Column("register_terminal", sa.SmallInteger(), nullable=False),
        sa.Column("register_ip", sa.String(length=45), nullable=False),
        sa.Column("login_ip", sa.String(length=45), nullable=True),
        sa.Column("login_at", sa.DateTime(timezone=True), nullable=True),
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
            ["tenant_id"], ["system_tenant.id"], name=op.f("fk_member_user_tenant_id_system_tenant")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_member_user")),
        sa.UniqueConstraint("tenant_id", "mobile", name="uq_member_user_tenant_mobile"),
    )
    op.create_table(
        "member_session",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("member_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("terminal", sa.SmallInteger(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("revoked_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("revoke_reason", sa.String(length=32), nullable=True),
        sa.ForeignKeyConstraint(
            ["member_id"],
            ["member_user.id"],
            name=op.f("fk_member_session_member_id_member_user"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_member_session")),
    )
    with op.batch_alter_table("member_session", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_member_session_member_id"), ["member_id"], unique=False)

    op.create_table(
        "member_refresh_token",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("session_id", sa.String(length=32), nullable=False),
        sa.Column("token_hash", sa.String(length=64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("used_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["session_id"],
            ["member_session.id"],
            name=op.f("fk_member_refresh_token_session_id_member_session"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_member_refresh_token")),
        sa.UniqueConstraint("token_hash", name=op.f("uq_member_refresh_token_token_hash")),
    )
    with op.batch_alter_table("member_refresh_token", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_member_refresh_token_session_id"), ["session_id"], unique=False)

    tenant = sa.table(
        "system_tenant",
        sa.column("id", sa.Integer),
        sa.column("name", sa.String),
        sa.column("enabled", sa.Boolean),
    )
    op.bulk_insert(tenant, [{"id": 1, "name": "GameStore", "enabled": True}])


def downgrade() -> None:

    with op.batch_alter_table("member_refresh_token", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_member_refresh_token_session_id"))

    op.drop_table("member_refresh_token")
    with op.batch_alter_table("member_session", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_member_session_member_id"))

    op.drop_table("member_session")
    op.drop_table("member_user")
    with op.batch_alter_table("member_sms_code", schema=None) as batch_op:
        batch_op.drop_index("ix_member_sms_code_lookup")

    op.drop_table("member_sms_code")
    op.drop_table("system_tenant")
