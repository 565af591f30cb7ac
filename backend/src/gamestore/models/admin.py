"""The operator console's tables: operators and the audit log of their changes (operators' login sessions
are identity's, models/identity.py)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, CheckConstraint, ForeignKey, Index, LargeBinary, String
from sqlalchemy.orm import Mapped, mapped_column

from gamestore.models.base import Base, BigId, Timestamps


class Operator(Timestamps, Base):
    """Someone who runs the shop (not a member): logs in with a username, a password and, when
    ``totp_secret`` is set, a one-time code. The secret is stored encrypted like activation keys."""

    __tablename__ = "system_operator"
    __table_args__ = (
        CheckConstraint("role IN ('admin', 'catalogue', 'content', 'support')", name="role_known"),
    )

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    username: Mapped[str] = mapped_column(String(64), unique=True)
    password_hash: Mapped[str] = mapped_column(String(255))
    role: Mapped[str] = mapped_column(String(16))
    totp_secret_encrypted: Mapped[bytes | None] = mapped_column(LargeBinary)
    # A secret shown to its operator in the console, enabled (moved to ``totp_secret_encrypted``) once
    # they confirm a code from it; never checked at login.
    totp_pending_encrypted: Mapped[bytes | None] = mapped_column(LargeBinary)
    enabled: Mapped[bool] = mapped_column(default=True)
    last_login_at: Mapped[datetime | None]
    last_login_ip: Mapped[str | None] = mapped_column(String(45))


class AuditLog(Base):
    """One change an operator made (``operator_id`` null: made from the command line), with the
    entity's state before and after, written in the transaction of the change."""

    __tablename__ = "system_audit_log"
    __table_args__ = (
        Index("ix_system_audit_log_time", "created_at", "id"),
        Index("ix_system_audit_log_operator_time", "operator_id", "created_at"),
        Index("ix_system_audit_log_entity_time", "entity_type", "entity_id", "created_at"),
    )

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    operator_id: Mapped[int | None] = mapped_column(ForeignKey("system_operator.id"))
    action: Mapped[str] = mapped_column(String(64))
    entity_type: Mapped[str] = mapped_column(String(64))
    entity_id: Mapped[str] = mapped_column(String(64))
    before: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    after: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    ip: Mapped[str | None] = mapped_column(String(45))
    created_at: Mapped[datetime]
