"""Loyalty's tables: point and experience ledgers and their balances, check-ins, levels, check-in
rewards, pending rewards."""

from __future__ import annotations

from datetime import date, datetime

from sqlalchemy import (
    JSON,
    ForeignKey,
    Index,
    SmallInteger,
    String,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, mapped_column

from gamestore.models.base import Base, BigId


class MemberBalance(Base):
    """A member's point and experience balances: the balance columns of loyalty's two ledgers, each
    the sum of its records. The ledger opens the row at the member's first gain (core.ledger); a
    member without one has 0 and 0."""

    __tablename__ = "member_balance"

    member_id: Mapped[int] = mapped_column(
        BigId, ForeignKey("member_user.id", ondelete="CASCADE"), primary_key=True, autoincrement=False
    )
    point: Mapped[int] = mapped_column(default=0, server_default="0")
    experience: Mapped[int] = mapped_column(default=0, server_default="0")


class MemberPointRecord(Base):
    """One change of a member's points; the balance is the sum of these rows."""

    __tablename__ = "member_point_record"
    __table_args__ = (Index("ix_member_point_record_member", "member_id", "id"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id", ondelete="CASCADE"))
    biz_type: Mapped[int] = mapped_column(SmallInteger)
    biz_id: Mapped[str | None] = mapped_column(String(64))
    point: Mapped[int]
    balance: Mapped[int]
    created_at: Mapped[datetime]


class MemberExperienceRecord(Base):
    """One change of a member's experience; their experience is the sum of these rows."""

    __tablename__ = "member_experience_record"
    __table_args__ = (Index("ix_member_experience_record_member", "member_id", "id"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id", ondelete="CASCADE"))
    biz_type: Mapped[int] = mapped_column(SmallInteger)
    biz_id: Mapped[str | None] = mapped_column(String(64))
    experience: Mapped[int]
    total_experience: Mapped[int]
    created_at: Mapped[datetime]


class MemberSignInRecord(Base):
    """One daily check-in: at most one per member and business day (the unique key decides races)."""

    __tablename__ = "member_sign_in_record"
    __table_args__ = (
        UniqueConstraint("member_id", "sign_date", name="uq_member_sign_in_record_member_date"),
    )

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id", ondelete="CASCADE"))
    sign_date: Mapped[date]  # the business day (Asia/Shanghai)
    day: Mapped[int]  # day of the streak: 1 on a first or restarted streak
    point: Mapped[int]
    experience: Mapped[int]
    created_at: Mapped[datetime]


class MemberLevel(Base):
    """One of the five member levels (architecture §4) as the operator set it: the experience it
    starts at, its price discount and its name per language (seeded by migration 0028)."""

    __tablename__ = "member_level"

    level: Mapped[int] = mapped_column(SmallInteger, primary_key=True, autoincrement=False)
    experience: Mapped[int]
    discount_percent: Mapped[int] = mapped_column(SmallInteger)
    names: Mapped[dict[str, str]] = mapped_column(JSON)


class MemberSignInConfig(Base):
    """The check-in reward of one day of a streak (days 1…n; past n, day n's again)."""

    __tablename__ = "member_sign_in_config"

    day: Mapped[int] = mapped_column(SmallInteger, primary_key=True, autoincrement=False)
    point: Mapped[int]
    experience: Mapped[int]


class MemberPendingReward(Base):
    """What a paid order will earn a member once it is final (none of its keys refundable any more):
    points, experience, or an event a task counts. The row goes when it is given (into the ledger or
    the task) or cancelled by a refund; until then the member sees it as pending until ``final_by``."""

    __tablename__ = "member_pending_reward"
    __table_args__ = (
        UniqueConstraint("member_id", "kind", "biz_type", "biz_id", name="uq_member_pending_reward_key"),
    )

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id", ondelete="CASCADE"))
    kind: Mapped[int] = mapped_column(SmallInteger)  # 1 points, 2 experience, 3 an order a task counts
    biz_type: Mapped[int] = mapped_column(SmallInteger)  # the ledger's biz type it will be given as
    biz_id: Mapped[str] = mapped_column(String(64))  # the order
    amount: Mapped[int]
    final_by: Mapped[datetime]  # at the latest (the refund window's end); earlier once every key is revealed
    created_at: Mapped[datetime]
