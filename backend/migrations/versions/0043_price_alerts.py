"""Price alerts (issue 40 part 4): a member's alert on a favorited game (any drop, a target price,
its historical low) with the price it last saw and the drops it told; the watermark of the job that
matches them against the price records.

Revision ID: 0043_price_alerts
Revises: 0042_steam_library
Create Date: 2026-12-10 10:00:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0043_price_alerts"
down_revision: str | None = "0042_steam_library"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade() -> None:
    op.create_table(
        "member_price_alert",
        sa.Column("id", _ID, autoincrement=True, nullable=False),
        sa.Column("member_id", _ID, nullable=False),
        sa.Column("spu_id", _ID, nullable=False),
        sa.Column("kind", sa.SmallInteger(), nullable=False),
        sa.Column("target_price", sa.Integer(), nullable=True),
        sa.Column("last_price", sa.Integer(), nullable=False),
        sa.Column("told_price", sa.Integer(), nullable=True),
        sa.Column("told_from", sa.Integer(), nullable=True),
        sa.Column("told_count", sa.Integer(), nullable=False),
        sa.Column("told_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("mini_program_drop", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["member_id"], ["member_user.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["spu_id"], ["product_spu.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("member_id", "spu_id", name="uq_member_price_alert_member_spu"),
    )
    op.create_index("ix_member_price_alert_spu", "member_price_alert", ["spu_id"])
    op.create_table(
        "notification_job_watermark",
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("until", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("name"),
    )


def downgrade() -> None:
    op.drop_table("notification_job_watermark")
    op.drop_index("ix_member_price_alert_spu", "member_price_alert")
    op.drop_table("member_price_alert")
