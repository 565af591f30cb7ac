"""Content: activities and news (articles) with their categories, the help centre's questions and
the home screen's banners. Texts are per language (JSON objects keyed en, zh-Hans, zh-Hant, ja)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, ForeignKey, Index, SmallInteger, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from gamestore.core import clock
from gamestore.models.base import Base, BigId, Timestamps

Texts = dict[str, str]


class ArticleCategory(Base):
    """A grouping of activities and news (yudao's article category), named per language."""

    __tablename__ = "promotion_article_category"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    code: Mapped[str] = mapped_column(String(64), unique=True)
    names: Mapped[Texts] = mapped_column(JSON)
    sort: Mapped[int] = mapped_column(default=0)


class Article(Timestamps, Base):
    """An activity (type 1: with a start and an end) or a news item (type 2), per language.

    ``state`` is the operator's: 0 draft, 1 published, 2 taken offline; only published ones are
    served. Bodies are HTML sanitized when imported."""

    __tablename__ = "promotion_article"
    __table_args__ = (Index("ix_promotion_article_listing", "state", "type", "publish_time"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    code: Mapped[str] = mapped_column(String(64), unique=True)
    type: Mapped[int] = mapped_column(SmallInteger)
    state: Mapped[int] = mapped_column(SmallInteger)
    category_id: Mapped[int | None] = mapped_column(
        ForeignKey("promotion_article_category.id", ondelete="SET NULL"), nullable=True
    )
    titles: Mapped[Texts] = mapped_column(JSON)
    summaries: Mapped[Texts] = mapped_column(JSON)
    bodies: Mapped[Texts] = mapped_column(JSON)
    cover: Mapped[str] = mapped_column(String(512))
    # When it first appears in the app (the first import's time unless the file gives one).
    publish_time: Mapped[datetime] = mapped_column(default=lambda: clock.now())
    start_time: Mapped[datetime | None]
    end_time: Mapped[datetime | None]
    spu_ids: Mapped[list[int]] = mapped_column(JSON)
    # An activity's items for members who pay for one of its games while it runs (once per activity):
    # [{"kind": "item" | "collectible", "code": …, "quantity": …}]
    reward_items: Mapped[list[dict[str, Any]]] = mapped_column(JSON, default=list)
    browse_count: Mapped[int] = mapped_column(default=0)
    sort: Mapped[int] = mapped_column(default=0)
    # The four titles, lower-cased, for the keyword search.
    search_text: Mapped[str] = mapped_column(Text, default="")


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
