"""activity reminders, push subscriptions, notifications

Revision ID: 0015_reminders_and_notifications
Revises: 0014_articles_and_help
Create Date: 2026-11-24 09:43:53.154855
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0015_reminders_and_notifications"
down_revision: str | None = "0014_articles_and_help"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "member_notification",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("member_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("type", sa.SmallInteger(), nullable=False),
        sa.Column("biz_key", sa.String(length=64), nullable=False),
        sa.Column("title", sa.String(length=200), nullable=False),
        sa.Column("content", sa.String(length=500), nullable=False),
        sa.Column("link", sa.String(length=255), nullable=False),
        sa.Column("read_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["member_id"],
            ["member_user.id"],
            name=op.f("fk_member_notification_member_id_member_user"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_member_notification")),
        sa.UniqueConstraint("member_id", "biz_key", name="uq_member_notification_member_biz_key"),
    )
    with op.batch_alter_table("member_notification", schema=None) as batch_op:
        batch_op.create_index("ix_member_notification_member_read", ["member_id", "read_at"], unique=False)

    op.create_table(
        "member_push_subscription",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("member_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("endpoint", sa.String(length=1024), nullable=False),
        sa.Column("p256dh", sa.String(length=200), nullable=False),
        sa.Column("auth", sa.String(length=100), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["member_id"],
            ["member_user.id"],
            name=op.f("fk_member_push_subscription_member_id_member_user"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_member_push_subscription")),
        sa.UniqueConstraint("endpoint", name=op.f("uq_member_push_subscription_endpoint")),
    )
    with op.batch_alter_table("member_push_subscription", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_member_push_subscription_member_id"), ["member_id"], unique=False
        )

    op.create_table(
        "promotion_activity_reminder",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("member_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("article_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("channel", sa.SmallInteger(), nullable=False),
        sa.Column("language", sa.String(length=8), nullable=False),
        sa.Column("remind_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("sent_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["article_id"],
            ["promotion_article.id"],
            name=op.f("fk_promotion_activity_reminder_article_id_promotion_article"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["member_id"],
            ["member_user.id"],
            name=op.f("fk_promotion_activity_reminder_member_id_member_user"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_promotion_activity_reminder")),
        sa.UniqueConstraint(
            "member_id", "article_id", "channel", name="uq_promotion_activity_reminder_member_article_channel"
        ),
    )
    with op.batch_alter_table("promotion_activity_reminder", schema=None) as batch_op:
        batch_op.create_index("ix_promotion_activity_reminder_due", ["sent_at", "remind_at"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("promotion_activity_reminder", schema=None) as batch_op:
        batch_op.drop_index("ix_promotion_activity_reminder_due")

    op.drop_table("promotion_activity_reminder")
    with op.batch_alter_table("member_push_subscription", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_member_push_subscription_member_id"))

    op.drop_table("member_push_subscription")
    with op.batch_alter_table("member_notification", schema=None) as batch_op:
        batch_op.drop_index("ix_member_notification_member_read")

    op.drop_table("member_notification")
