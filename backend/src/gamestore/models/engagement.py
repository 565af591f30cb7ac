"""Engagement's tables: tasks and their progress, items, item codes and collectibles."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import (
    JSON,
    ForeignKey,
    Index,
    LargeBinary,
    SmallInteger,
    String,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, mapped_column

from gamestore.models.base import Base, BigId


class MemberTask(Base):
    """A task the store sets (loaded from a file by the operator): what counts, how often, the reward."""

    __tablename__ = "member_task"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    code: Mapped[str] = mapped_column(String(64), unique=True)
    type: Mapped[int] = mapped_column(SmallInteger)  # task_type: 1 daily, 2 weekly, 3 one-time
    event: Mapped[str] = mapped_column(String(32))  # what moves it (member.task_events.TaskEvent)
    target: Mapped[int]
    reward_point: Mapped[int]
    reward_experience: Mapped[int]
    # [{"kind": "item" | "collectible", "code": …, "quantity": …}]: granted with the points
    reward_items: Mapped[list[dict[str, Any]]] = mapped_column(JSON, default=list)
    titles: Mapped[dict[str, str]] = mapped_column(JSON)
    descriptions: Mapped[dict[str, str]] = mapped_column(JSON)
    link: Mapped[str] = mapped_column(String(32))  # the screen where it is done (a route name)
    sort: Mapped[int] = mapped_column(default=0)
    enabled: Mapped[bool] = mapped_column(default=True)


class MemberTaskProgress(Base):
    """A member's progress on a task in one period (a day, a week, or once); claimed once."""

    __tablename__ = "member_task_progress"
    __table_args__ = (
        UniqueConstraint("member_id", "task_id", "period", name="uq_member_task_progress_member_task_period"),
    )

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id", ondelete="CASCADE"))
    task_id: Mapped[int] = mapped_column(ForeignKey("member_task.id", ondelete="CASCADE"))
    period: Mapped[str] = mapped_column(String(16))
    progress: Mapped[int] = mapped_column(default=0)
    completed_at: Mapped[datetime | None]
    claimed_at: Mapped[datetime | None]


class MemberTaskEvent(Base):
    """One event counted towards a task in a period: the same event (its business id) counts once."""

    __tablename__ = "member_task_event"
    __table_args__ = (
        UniqueConstraint(
            "member_id", "task_id", "period", "biz_id", name="uq_member_task_event_member_task_period_biz"
        ),
    )

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id", ondelete="CASCADE"))
    task_id: Mapped[int] = mapped_column(ForeignKey("member_task.id", ondelete="CASCADE"))
    period: Mapped[str] = mapped_column(String(16))
    biz_id: Mapped[str] = mapped_column(String(64))
    created_at: Mapped[datetime]


class MemberItemDefinition(Base):
    """An item the store gives (from the operator's item file): a bonus code for a game, or a voucher
    taking a percent or an amount off an order (a minimum order amount, the games it applies to)."""

    __tablename__ = "member_item_definition"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    code: Mapped[str] = mapped_column(String(64), unique=True)
    type: Mapped[int] = mapped_column(SmallInteger)  # member.items.ItemType
    rarity: Mapped[int] = mapped_column(SmallInteger)  # member.items.Rarity
    names: Mapped[dict[str, str]] = mapped_column(JSON)
    instructions: Mapped[dict[str, str]] = mapped_column(JSON)
    pic_url: Mapped[str] = mapped_column(String(512))
    spu_ids: Mapped[list[int]] = mapped_column(JSON)  # the games it applies to; none: every game
    # The versions (sku ids) that carry one of it with each key bought.
    with_sku_ids: Mapped[list[int]] = mapped_column(JSON, default=list)
    discount_type: Mapped[int | None] = mapped_column(SmallInteger)  # vouchers: 1 percent, 2 amount
    discount_value: Mapped[int | None]  # percent off, or fen off
    min_amount: Mapped[int] = mapped_column(default=0)  # fen an order must reach to use a voucher
    valid_days: Mapped[int | None]  # a holding expires this many days after it was granted
    sort: Mapped[int] = mapped_column(default=0)
    enabled: Mapped[bool] = mapped_column(default=True)


class MemberItem(Base):
    """Items a member was granted at once (one per grant: its source and business id, so a grant
    retried or doubled gives once); ``used`` of ``quantity`` are spent."""

    __tablename__ = "member_item"
    __table_args__ = (
        UniqueConstraint(
            "member_id", "definition_id", "source_type", "source_id", name="uq_member_item_member_grant"
        ),
        Index("ix_member_item_member", "member_id", "id"),
    )

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id", ondelete="CASCADE"))
    definition_id: Mapped[int] = mapped_column(ForeignKey("member_item_definition.id", ondelete="CASCADE"))
    quantity: Mapped[int]
    used: Mapped[int] = mapped_column(default=0)
    source_type: Mapped[int] = mapped_column(SmallInteger)  # member.items.GrantSource
    source_id: Mapped[str] = mapped_column(String(64))
    expires_at: Mapped[datetime | None]
    revealed_at: Mapped[datetime | None]  # a bonus code, when its owner first revealed it
    created_at: Mapped[datetime]


class MemberItemCode(Base):
    """A bonus code of an item, stored encrypted like activation keys; given to one holding."""

    __tablename__ = "member_item_code"
    __table_args__ = (Index("ix_member_item_code_pick", "definition_id", "item_id", "id"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    definition_id: Mapped[int] = mapped_column(ForeignKey("member_item_definition.id", ondelete="CASCADE"))
    code_encrypted: Mapped[bytes] = mapped_column(LargeBinary)
    code_digest: Mapped[str] = mapped_column(String(64), unique=True)
    item_id: Mapped[int | None] = mapped_column(
        ForeignKey("member_item.id", ondelete="SET NULL"), unique=True
    )
    created_at: Mapped[datetime]


class MemberCollectibleDefinition(Base):
    """A collectible (from the operator's item file): an edition of ``edition_size`` numbered copies,
    of which ``issued`` have been earned; serial numbers are handed out from that counter."""

    __tablename__ = "member_collectible_definition"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    code: Mapped[str] = mapped_column(String(64), unique=True)
    names: Mapped[dict[str, str]] = mapped_column(JSON)
    descriptions: Mapped[dict[str, str]] = mapped_column(JSON)
    rarity: Mapped[int] = mapped_column(SmallInteger)
    value: Mapped[int]  # fen: what the store put on it
    valuation: Mapped[int]  # fen: what the operator values it at now
    pic_url: Mapped[str] = mapped_column(String(512))
    model_url: Mapped[str | None] = mapped_column(String(512))  # glb or gltf
    edition_size: Mapped[int]
    issued: Mapped[int] = mapped_column(default=0)
    sort: Mapped[int] = mapped_column(default=0)
    purchase_milestone: Mapped[int | None]  # earned with the member's Nth paid order
    enabled: Mapped[bool] = mapped_column(default=True)


class MemberCollectible(Base):
    """One numbered copy a member earned; earned once per source and business id."""

    __tablename__ = "member_collectible"
    __table_args__ = (
        UniqueConstraint("definition_id", "serial", name="uq_member_collectible_definition_serial"),
        UniqueConstraint(
            "member_id",
            "definition_id",
            "source_type",
            "source_id",
            name="uq_member_collectible_member_grant",
        ),
        Index("ix_member_collectible_member", "member_id", "id"),
    )

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id", ondelete="CASCADE"))
    definition_id: Mapped[int] = mapped_column(
        ForeignKey("member_collectible_definition.id", ondelete="CASCADE")
    )
    serial: Mapped[int]
    source_type: Mapped[int] = mapped_column(SmallInteger)
    source_id: Mapped[str] = mapped_column(String(64))
    created_at: Mapped[datetime]
