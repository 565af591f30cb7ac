"""What a member did that other domains react to (tasks count it, a referral is bound): each
published in the transaction that did it (events.dispatcher), so the reaction happens with it or not
at all."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime


@dataclass(frozen=True, slots=True)
class MemberRegistered:
    """A member registered (their first login), from a link ``spm`` shared with them, if any."""

    tenant_id: int
    member_id: int
    spm: str | None


@dataclass(frozen=True, slots=True)
class ProfileCompleted:
    """The member's profile has a nickname and an avatar of their own (counted once)."""

    member_id: int


@dataclass(frozen=True, slots=True)
class WechatBound:
    """A WeChat account (``social_type``: official account or mini program) was bound to the member."""

    member_id: int
    social_type: int
    openid: str


@dataclass(frozen=True, slots=True)
class CheckedIn:
    """The member checked in for the day ``day`` (YYYY-MM-DD, Asia/Shanghai)."""

    member_id: int
    day: str


@dataclass(frozen=True, slots=True)
class GameViewed:
    member_id: int
    spu_id: int


@dataclass(frozen=True, slots=True)
class FavoriteAdded:
    member_id: int
    spu_id: int


@dataclass(frozen=True, slots=True)
class FavoriteRemoved:
    """The member unfavorited the game (their price alert on it goes with it)."""

    member_id: int
    spu_id: int


@dataclass(frozen=True, slots=True)
class TeamFollowed:
    member_id: int
    brand_id: int


@dataclass(frozen=True, slots=True)
class ReviewWritten:
    member_id: int
    comment_id: int


@dataclass(frozen=True, slots=True)
class Shared:
    """The member shared a page (``page``: the share page's number) about ``target_id``."""

    member_id: int
    page: int
    target_id: int


@dataclass(frozen=True, slots=True)
class OperatorAccountChanged:
    """An operator's role, enabled state or password changed: their logins end (identity's sessions)."""

    operator_id: int


@dataclass(frozen=True, slots=True)
class LevelDiscountsChanged:
    """The level table's discounts changed: the member-level prices of every version with them."""


@dataclass(frozen=True, slots=True)
class ReleaseMoved:
    """An operator set a version's release time (None: released now): its pre-orders follow it."""

    sku_id: int
    release_at: datetime | None


ActivityEvent = (
    MemberRegistered
    | ProfileCompleted
    | WechatBound
    | CheckedIn
    | GameViewed
    | FavoriteAdded
    | FavoriteRemoved
    | TeamFollowed
    | ReviewWritten
    | Shared
    | OperatorAccountChanged
    | LevelDiscountsChanged
    | ReleaseMoved
)

ACTIVITY_EVENTS: tuple[type[ActivityEvent], ...] = (
    MemberRegistered,
    ProfileCompleted,
    WechatBound,
    CheckedIn,
    GameViewed,
    FavoriteAdded,
    FavoriteRemoved,
    TeamFollowed,
    ReviewWritten,
    Shared,
    OperatorAccountChanged,
    LevelDiscountsChanged,
    ReleaseMoved,
)
