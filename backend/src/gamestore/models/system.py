from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, ForeignKey, String, Text
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


class HelpCategory(Base):
    """A group of questions in the help centre, named per language."""

    __tablename__ = "system_help_category"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    code: Mapped[str] = mapped_column(String(64), unique=True)
    names: Mapped[dict[str, str]] = mapped_column(JSON)
    sort: Mapped[int] = mapped_column(default=0)


class HelpArticle(Timestamps, Base):
    """A question and its rich-text answer per language (HTML sanitized when imported)."""

    __tablename__ = "system_help_article"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    code: Mapped[str] = mapped_column(String(64), unique=True)
    category_id: Mapped[int] = mapped_column(
        ForeignKey("system_help_category.id", ondelete="CASCADE"), index=True
    )
    titles: Mapped[dict[str, str]] = mapped_column(JSON)
    bodies: Mapped[dict[str, str]] = mapped_column(JSON)
    sort: Mapped[int] = mapped_column(default=0)
    published: Mapped[bool] = mapped_column(default=True)
    # The four titles and answers as plain text, lower-cased, for the search.
    search_text: Mapped[str] = mapped_column(Text, default="")
