"""Notification's tables: in-app notifications, Web Push subscriptions, activity reminders, price alerts."""

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


class StarDealReminder(Base):
    """A member's wish to be told before a star deal starts, per channel (1 in the app, 2 Web Push):
    as ActivityReminder, of a deal (catalogue) rather than an activity."""

    __tablename__ = "promotion_star_deal_reminder"
    __table_args__ = (
        UniqueConstraint(
            "member_id", "deal_id", "channel", name="uq_promotion_star_deal_reminder_member_deal_channel"
        ),
        Index("ix_promotion_star_deal_reminder_due", "sent_at", "remind_at"),
    )

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id", ondelete="CASCADE"))
    deal_id: Mapped[int] = mapped_column(ForeignKey("promotion_star_deal.id", ondelete="CASCADE"))
    channel: Mapped[int] = mapped_column(SmallInteger)
    language: Mapped[str] = mapped_column(String(8))
    remind_at: Mapped[datetime]
    sent_at: Mapped[datetime | None]
    created_at: Mapped[datetime] = mapped_column(default=lambda: clock.now())


class PriceAlert(Base):
    """A member's price alert on a game they favorited (one per member and game): ``kind`` 1 any drop,
    2 a target price (``target_price``, fen), 3 its historical low. ``last_price`` is the member's
    price the alert last saw (set when it is made, moved by the matching job on every change); a
    drop below it that meets the kind is told once (``told_count`` numbers the drops told, the key
    of their notification and messages; ``told_from`` the price it fell from). ``mini_program_drop``:
    the drop (its number) the member's acceptance of the subscribe template is for: one message per
    acceptance, so the drop after it needs a new one."""

    __tablename__ = "member_price_alert"
    __table_args__ = (
        UniqueConstraint("member_id", "spu_id", name="uq_member_price_alert_member_spu"),
        Index("ix_member_price_alert_spu", "spu_id"),
    )

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id", ondelete="CASCADE"))
    spu_id: Mapped[int] = mapped_column(ForeignKey("product_spu.id", ondelete="CASCADE"))
    kind: Mapped[int] = mapped_column(SmallInteger)
    target_price: Mapped[int | None]
    last_price: Mapped[int]
    told_price: Mapped[int | None]
    told_from: Mapped[int | None]
    told_count: Mapped[int] = mapped_column(default=0)
    told_at: Mapped[datetime | None]
    mini_program_drop: Mapped[int | None]
    created_at: Mapped[datetime]
    updated_at: Mapped[datetime]


class JobWatermark(Base):
    """How far a periodic job has read a stream of changes (the price-alert job: price records that
    took effect up to ``until``); its row is also the job's lock, so one process runs it at a time."""

    __tablename__ = "notification_job_watermark"

    name: Mapped[str] = mapped_column(String(64), primary_key=True)
    until: Mapped[datetime]
