"""Discount activities (time-limited event prices on game versions) and the home screen's banners."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, ForeignKey, Index, SmallInteger, String
from sqlalchemy.orm import Mapped, mapped_column

from gamestore.models.base import Base, BigId, Timestamps

Texts = dict[str, str]


class DiscountActivity(Timestamps, Base):
    __tablename__ = "promotion_discount_activity"
    __table_args__ = (Index("ix_promotion_discount_activity_window", "enabled", "start_time", "end_time"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    names: Mapped[Texts] = mapped_column(JSON)
    start_time: Mapped[datetime]
    end_time: Mapped[datetime]
    enabled: Mapped[bool] = mapped_column(default=True)


class DiscountProduct(Base):
    """A version's discount during an activity (dictionary promotion_discount_type): 1 a fixed
    amount off, 2 a percentage off."""

    __tablename__ = "promotion_discount_product"
    __table_args__ = (Index("ix_promotion_discount_product_sku", "sku_id", "activity_id"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    activity_id: Mapped[int] = mapped_column(
        ForeignKey("promotion_discount_activity.id", ondelete="CASCADE"), index=True
    )
    spu_id: Mapped[int] = mapped_column(ForeignKey("product_spu.id", ondelete="CASCADE"))
    sku_id: Mapped[int] = mapped_column(ForeignKey("product_sku.id", ondelete="CASCADE"))
    discount_type: Mapped[int] = mapped_column(SmallInteger)
    discount_percent: Mapped[int] = mapped_column(default=0)  # 1–99, for type 2
    discount_price: Mapped[int] = mapped_column(default=0)  # fen off, for type 1


class Banner(Base):
    __tablename__ = "promotion_banner"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    position: Mapped[int] = mapped_column(SmallInteger, index=True)
    titles: Mapped[Texts] = mapped_column(JSON)
    image: Mapped[str] = mapped_column(String(512))
    # The picture per language where it differs (its text is drawn in): language -> URL; else image.
    images: Mapped[Texts | None] = mapped_column(JSON, nullable=True)
    url: Mapped[str] = mapped_column(String(512), default="")
    sort: Mapped[int] = mapped_column(default=0)
    enabled: Mapped[bool] = mapped_column(default=True)
