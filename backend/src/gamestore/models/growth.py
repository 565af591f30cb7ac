"""Growth's tables: share codes and referrals."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import (
    BigInteger,
    ForeignKey,
    Index,
    SmallInteger,
    String,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, mapped_column

from gamestore.models.base import Base, BigId


class MemberShareCode(Base):
    """A short code naming one sharer's share of one page: a poster's address and, in the mini
    program, the QR code's scene (at most 32 characters). ``sharer_id`` 0 is a visitor's share."""

    __tablename__ = "member_share_code"
    __table_args__ = (
        UniqueConstraint("sharer_id", "page", "query_id", "platform", name="uq_member_share_code_target"),
    )

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    code: Mapped[str] = mapped_column(String(16), unique=True)
    sharer_id: Mapped[int] = mapped_column(BigInteger)
    page: Mapped[int] = mapped_column(SmallInteger)  # spec §2 page code: 1 home, 2 game, 3 activity, 4 news
    query_id: Mapped[int] = mapped_column(BigInteger)
    platform: Mapped[int] = mapped_column(SmallInteger)  # spec §2 platform code 1-4
    created_at: Mapped[datetime]


class MemberReferral(Base):
    """Who brought a member: bound once, when the member registered from a shared link."""

    __tablename__ = "member_referral"
    __table_args__ = (Index("ix_member_referral_sharer", "sharer_id", "member_id"),)

    member_id: Mapped[int] = mapped_column(
        ForeignKey("member_user.id", ondelete="CASCADE"), primary_key=True, autoincrement=False
    )
    sharer_id: Mapped[int] = mapped_column(ForeignKey("member_user.id", ondelete="CASCADE"))
    page: Mapped[int] = mapped_column(SmallInteger)
    query_id: Mapped[int] = mapped_column(BigInteger)
    platform: Mapped[int] = mapped_column(SmallInteger)
    method: Mapped[int] = mapped_column(SmallInteger)  # spec §2 share method: 1 forward, 2 poster, 3 link
    created_at: Mapped[datetime]


class MemberReferralPurchase(Base):
    """A referred member's paid order and the points it earned both members: one row per order, so
    duplicate payment notices reward once."""

    __tablename__ = "member_referral_purchase"
    __table_args__ = (Index("ix_member_referral_purchase_sharer", "sharer_id", "member_id"),)

    order_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    sharer_id: Mapped[int] = mapped_column(ForeignKey("member_user.id", ondelete="CASCADE"))
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id", ondelete="CASCADE"))
    sharer_points: Mapped[int]
    member_points: Mapped[int]
    created_at: Mapped[datetime]
