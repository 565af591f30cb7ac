"""The operator console: operators, their login sessions, the audit log of their changes

Revision ID: 0023_operator_console
Revises: 0022_refunds
Create Date: 2026-11-27 22:35:13.094956
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0023_operator_console"
down_revision: str | None = "0022_refunds"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "system_operator",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("username", sa.String(length=64), nullable=False),
        sa.Column("password_hash", sa.String(length=255), nullable=False),
        sa.Column("role", sa.String(length=16), nullable=False),
        sa.Column("totp_secret_encrypted", sa.LargeBinary(), nullable=True),
        sa.Column("enabled", sa.Boolean(), nullable=False),
        sa.Column("last_login_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("last_login_ip", sa.String(length=45), nullable=True),
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
        sa.CheckConstraint(
            "role IN ('admin', 'catalogue', 'content', 'support')", name=op.f("ck_system_operator_role_known")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_system_operator")),
        sa.UniqueConstraint("username", name=op.f("uq_system_operator_username")),
    )
    op.create_table(
        "system_audit_log",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("operator_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=True),
        sa.Column("action", sa.String(length=64), nullable=False),
        sa.Column("entity_type", sa.String(length=64), nullable=False),
        sa.Column("entity_id", sa.String(length=64), nullable=False),
        sa.Column("before", sa.JSON(), nullable=True),
        sa.Column("after", sa.JSON(), nullable=True),
        sa.Column("ip", sa.String(length=45), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["operator_id"],
            ["system_operator.id"],
            name=op.f("fk_system_audit_log_operator_id_system_operator"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_system_audit_log")),
    )
    with op.batch_alter_table("system_audit_log", schema=None) as batch_op:
        batch_op.create_index(
            "ix_system_audit_log_entity_time", ["entity_type", "entity_id", "created_at"], unique=False
        )
        batch_op.create_index(
            "ix_system_audit_log_operator_time", ["operator_id", "created_at"], unique=False
        )
        batch_op.create_index("ix_system_audit_log_time", ["created_at", "id"], unique=False)

    op.create_table(
        "system_operator_session",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("operator_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("revoked_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("revoke_reason", sa.String(length=32), nullable=True),
        sa.ForeignKeyConstraint(
            ["operator_id"],
            ["system_operator.id"],
            name=op.f("fk_system_operator_session_operator_id_system_operator"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_system_operator_session")),
    )
    with op.batch_alter_table("system_operator_session", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_system_operator_session_operator_id"), ["operator_id"], unique=False
        )

    op.create_table(
        "system_operator_refresh_token",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("session_id", sa.String(length=32), nullable=False),
        sa.Column("token_hash", sa.String(length=64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("used_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["session_id"],
            ["system_operator_session.id"],
            name=op.f("fk_system_operator_refresh_token_session_id_system_operator_session"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_system_operator_refresh_token")),
        sa.UniqueConstraint("token_hash", name=op.f("uq_system_operator_refresh_token_token_hash")),
    )
    with op.batch_alter_table("system_operator_refresh_token", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_system_operator_refresh_token_session_id"), ["session_id"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("system_operator_refresh_token", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_system_operator_refresh_token_session_id"))

    op.drop_table("system_operator_refresh_token")
    with op.batch_alter_table("system_operator_session", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_system_operator_session_operator_id"))

    op.drop_table("system_operator_session")
    with op.batch_alter_table("system_audit_log", schema=None) as batch_op:
        batch_op.drop_index("ix_system_audit_log_time")
        batch_op.drop_index("ix_system_audit_log_operator_time")
        batch_op.drop_index("ix_system_audit_log_entity_time")

    op.drop_table("system_audit_log")
    op.drop_table("system_operator")
