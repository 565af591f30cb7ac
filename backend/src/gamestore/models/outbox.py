"""The outbox (core/outbox.py): one row per message to the outside world, written in the transaction
of the change it announces and delivered after its commit by the relay."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, Index, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from gamestore.models.base import Base, BigId


class OutboxMessage(Base):
    __tablename__ = "outbox"
    __table_args__ = (
        UniqueConstraint("topic", "dedupe_key", name="uq_outbox_topic_dedupe_key"),
        # What the relay claims: due pending messages and expired leases.
        Index("ix_outbox_status_next_attempt_at", "status", "next_attempt_at"),
    )

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    topic: Mapped[str] = mapped_column(String(64))
    # The business key the message is about (a reminder, a refund …): one message per topic and key,
    # and what a consumer makes its delivery idempotent by.
    dedupe_key: Mapped[str] = mapped_column(String(191))
    payload: Mapped[dict[str, Any]] = mapped_column(JSON)
    status: Mapped[str] = mapped_column(
        String(16)
    )  # pending, delivering, delivered, failed, cancelled, cancelled
    attempts: Mapped[int] = mapped_column(default=0)
    next_attempt_at: Mapped[datetime]
    claimed_until: Mapped[datetime | None]  # a delivering relay's lease
    last_error: Mapped[str | None] = mapped_column(String(500))
    created_at: Mapped[datetime]
    delivered_at: Mapped[datetime | None]
