"""Games a member owns (bought and paid for)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, Index, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from gamestore.models.base import Base, BigId


class OwnedGame(Base):
    __tablename__ = "game_user"
    __table_args__ = (
        UniqueConstraint("member_id", "spu_id", name="uq_game_user_member_spu"),
        Index("ix_game_user_recent", "member_id", "id"),
    )

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id", ondelete="CASCADE"))
    spu_id: Mapped[int] = mapped_column(ForeignKey("product_spu.id", ondelete="CASCADE"))
    order_id: Mapped[int] = mapped_column(ForeignKey("trade_order.id"))
    created_at: Mapped[datetime]
