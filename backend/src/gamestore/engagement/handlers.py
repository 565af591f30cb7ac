"""What engagement does when another domain publishes an activity event: count it towards the
member's tasks (task_events), under the same task event and business id as ever."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.engagement import task_events
from gamestore.engagement.task_events import TaskEvent
from gamestore.events.activity import (
    CheckedIn,
    FavoriteAdded,
    GameViewed,
    ProfileCompleted,
    ReviewWritten,
    Shared,
    TeamFollowed,
    WechatBound,
)
from gamestore.events.dispatcher import Subscription, subscribe


async def _checked_in(session: AsyncSession, event: CheckedIn) -> None:
    await task_events.record(session, event.member_id, TaskEvent.SIGN_IN, event.day)


async def _game_viewed(session: AsyncSession, event: GameViewed) -> None:
    await task_events.record(session, event.member_id, TaskEvent.GAME_VIEWED, str(event.spu_id))


async def _favorite_added(session: AsyncSession, event: FavoriteAdded) -> None:
    await task_events.record(session, event.member_id, TaskEvent.FAVORITE_ADDED, str(event.spu_id))


async def _team_followed(session: AsyncSession, event: TeamFollowed) -> None:
    await task_events.record(session, event.member_id, TaskEvent.TEAM_FOLLOWED, str(event.brand_id))


async def _review_written(session: AsyncSession, event: ReviewWritten) -> None:
    await task_events.record(session, event.member_id, TaskEvent.REVIEW_WRITTEN, str(event.comment_id))


async def _profile_completed(session: AsyncSession, event: ProfileCompleted) -> None:
    await task_events.record(session, event.member_id, TaskEvent.PROFILE_COMPLETED, "profile")


async def _wechat_bound(session: AsyncSession, event: WechatBound) -> None:
    biz_id = f"{event.social_type}:{event.openid}"
    await task_events.record(session, event.member_id, TaskEvent.WECHAT_BOUND, biz_id)


async def _shared(session: AsyncSession, event: Shared) -> None:
    await task_events.record(session, event.member_id, TaskEvent.SHARED, f"{event.page}.{event.target_id}")


SUBSCRIPTIONS: tuple[Subscription, ...] = (
    subscribe(CheckedIn, _checked_in),
    subscribe(GameViewed, _game_viewed),
    subscribe(FavoriteAdded, _favorite_added),
    subscribe(TeamFollowed, _team_followed),
    subscribe(ReviewWritten, _review_written),
    subscribe(ProfileCompleted, _profile_completed),
    subscribe(WechatBound, _wechat_bound),
    subscribe(Shared, _shared),
)
