"""The outbox: messages to the outside world (Web Push, WeChat subscribe messages …) written in the
transaction of their change and delivered after its commit (core/outbox.py)

Revision ID: 0033_outbox
Revises: 0031_operator_uploads_and_totp
Create Date: 2026-11-29 01:30:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0033_outbox"
down_revision: str | None = "0031_operator_uploads_and_totp"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade() -> None:
    op.create_table(
        "outbox",
        sa.Column("id", _ID, nullable=False),
        sa.Column("topic", sa.String(length=64), nullable=False),
        sa.Column("dedupe_key", sa.String(length=191), nullable=False),
        sa.Column("payload", sa.JSON(), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("next_attempt_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("claimed_until", sa.DateTime(timezone=True), nullable=True),
        sa.Column("last_error", sa.String(length=500), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("delivered_at", sa.DateTime(timezone=True), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_outbox")),
        sa.UniqueConstraint("topic", "dedupe_key", name="uq_outbox_topic_dedupe_key"),
    )
    op.create_index("ix_outbox_status_next_attempt_at", "outbox", ["status", "next_attempt_at"])


def downgrade() -> None:
    op.drop_index("ix_outbox_status_next_attempt_at", table_name="outbox")
    op.drop_table("outbox")
