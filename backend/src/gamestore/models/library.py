"""Games a member owns (bought and paid for), and what their bound Steam account owns and wishes for."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, Index, SmallInteger, String, UniqueConstraint
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


class SteamLibrarySync(Base):
    """When the member's bound Steam account's owned games and wishlist were last read, and how
    Steam answered (``SteamReadStatus``: 0 read, 1 private, 2 failed)."""

    __tablename__ = "library_steam_sync"

    member_id: Mapped[int] = mapped_column(
        ForeignKey("member_user.id", ondelete="CASCADE"), primary_key=True, autoincrement=False
    )
    steam_id: Mapped[str] = mapped_column(String(17))
    owned_status: Mapped[int] = mapped_column(SmallInteger)
    wishlist_status: Mapped[int] = mapped_column(SmallInteger)
    owned_count: Mapped[int] = mapped_column(default=0)
    wishlist_count: Mapped[int] = mapped_column(default=0)
    synced_at: Mapped[datetime]


class SteamLibraryApp(Base):
    """One Steam app the member's account owns (kind 1) or wishes for (kind 2)."""

    __tablename__ = "library_steam_app"
    __table_args__ = (UniqueConstraint("member_id", "kind", "app_id", name="uq_library_steam_app"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id", ondelete="CASCADE"))
    kind: Mapped[int] = mapped_column(SmallInteger)
    app_id: Mapped[int]
