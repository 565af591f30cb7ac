"""Payment orders: what a trade order waits for. ``status``: 0 waiting, 10 paid, 20 refunded, 30 closed
(dictionary pay_order_status)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import SmallInteger, String
from sqlalchemy.orm import Mapped, mapped_column

from gamestore.models.base import Base, BigId, Timestamps


class PayOrder(Timestamps, Base):
    __tablename__ = "pay_order"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    member_id: Mapped[int] = mapped_column(index=True)
    merchant_order_id: Mapped[str] = mapped_column(String(64), unique=True)  # "trade:<order id>"
    subject: Mapped[str] = mapped_column(String(128))
    price: Mapped[int]
    status: Mapped[int] = mapped_column(SmallInteger, default=0)
    expire_time: Mapped[datetime]
    channel_code: Mapped[str | None] = mapped_column(String(32))
    success_time: Mapped[datetime | None]
