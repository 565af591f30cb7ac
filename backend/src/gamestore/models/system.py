from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column

from gamestore.models.base import Base, BigId, Timestamps


class Tenant(Timestamps, Base):
    __tablename__ = "system_tenant"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    name: Mapped[str] = mapped_column(String(64))
    enabled: Mapped[bool] = mapped_column(default=True)


class UploadedFile(Base):
    """A file a member (avatars, review pictures) or an operator (covers, banners) uploaded; kept for
    auditing and clean-up. Exactly one of ``member_id`` and ``operator_id`` is set when stored."""

    __tablename__ = "system_file"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    member_id: Mapped[int | None] = mapped_column(
        ForeignKey("member_user.id", ondelete="CASCADE"), index=True
    )
    operator_id: Mapped[int | None] = mapped_column(ForeignKey("system_operator.id", ondelete="SET NULL"))
    path: Mapped[str] = mapped_column(String(255), unique=True)
    content_type: Mapped[str] = mapped_column(String(64))
    size: Mapped[int]
    created_at: Mapped[datetime]
