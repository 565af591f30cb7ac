"""Notification's tables: in-app notifications, Web Push subscriptions, activity reminders."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import (
    ForeignKey,
    Index,
    SmallInteger,
    String,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, mapped_column

from gamestore.core import clock
from gamestore.models.base import Base, BigId


class MemberPushSubscription(Base):
    """A browser's Web Push subscription (its PushSubscription JSON), one per endpoint."""

    __tablename__ = "member_push_subscription"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id", ondelete="CASCADE"), index=True)
    endpoint: Mapped[str] = mapped_column(String(1024), unique=True)
    p256dh: Mapped[str] = mapped_column(String(200))
    auth: Mapped[str] = mapped_column(String(100))
    created_at: Mapped[datetime]


class MemberNotification(Base):
    """A message in the member's notification centre (an activity about to start …); one per
    business key, so a delivery retried does not repeat it."""

    __tablename__ = "member_notification"
    __table_args__ = (
        UniqueConstraint("member_id", "biz_key", name="uq_member_notification_member_biz_key"),
        Index("ix_member_notification_member_read", "member_id", "read_at"),
    )

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id", ondelete="CASCADE"))
    type: Mapped[int] = mapped_column(SmallInteger)
    biz_key: Mapped[str] = mapped_column(String(64))
    title: Mapped[str] = mapped_column(String(200))
    content: Mapped[str] = mapped_column(String(500))
    link: Mapped[str] = mapped_column(String(255))
    read_at: Mapped[datetime | None]
    created_at: Mapped[datetime]


class ActivityReminder(Base):
    """A member's wish to be told before an activity starts, per channel (1 in the app, 2 Web
    Push). ``sent_at`` is set by the one delivery that claims it."""

    __tablename__ = "promotion_activity_reminder"
    __table_args__ = (
        UniqueConstraint(
            "member_id", "article_id", "channel", name="uq_promotion_activity_reminder_member_article_channel"
        ),
        Index("ix_promotion_activity_reminder_due", "sent_at", "remind_at"),
    )

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id", ondelete="CASCADE"))
    article_id: Mapped[int] = mapped_column(ForeignKey("promotion_article.id", ondelete="CASCADE"))
    channel: Mapped[int] = mapped_column(SmallInteger)
    # The language the member set it in: the notification is written in it.
    language: Mapped[str] = mapped_column(String(8))
    remind_at: Mapped[datetime]
    sent_at: Mapped[datetime | None]
    created_at: Mapped[datetime] = mapped_column(default=lambda: clock.now())
