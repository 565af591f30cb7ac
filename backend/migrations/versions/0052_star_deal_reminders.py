"""Reminders of star deals (issue 42): a member told before a deal starts, in the app and by Web Push.

Revision ID: 0052_star_deal_reminders
Revises: 0051_bundles
Create Date: 2026-12-21 10:00:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0052_star_deal_reminders"
down_revision: str | None = "0051_bundles"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade() -> None:
    op.create_table(
        "promotion_star_deal_reminder",
        sa.Column("id", _ID, primary_key=True, autoincrement=True),
        sa.Column("member_id", _ID, sa.ForeignKey("member_user.id", ondelete="CASCADE"), nullable=False),
        sa.Column(
            "deal_id", _ID, sa.ForeignKey("promotion_star_deal.id", ondelete="CASCADE"), nullable=False
        ),
        sa.Column("channel", sa.SmallInteger(), nullable=False),
        sa.Column("language", sa.String(8), nullable=False),
        sa.Column("remind_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("sent_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint(
            "member_id", "deal_id", "channel", name="uq_promotion_star_deal_reminder_member_deal_channel"
        ),
    )
    op.create_index(
        "ix_promotion_star_deal_reminder_due", "promotion_star_deal_reminder", ["sent_at", "remind_at"]
    )


def downgrade() -> None:
    op.drop_index("ix_promotion_star_deal_reminder_due", table_name="promotion_star_deal_reminder")
    op.drop_table("promotion_star_deal_reminder")
