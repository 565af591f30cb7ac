"""The in-transaction dispatcher of activity events (events.dispatcher): an event reaches every
subscriber installed for its type, in order, in the publisher's session; installing refuses an event
no one reacts to and a subscription to something that is not an activity event; publishing before
the app installed the subscriptions fails loudly rather than dropping the event."""

from __future__ import annotations

from typing import Any, cast

import pytest
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.events import dispatcher
from gamestore.events.activity import ACTIVITY_EVENTS, FavoriteAdded, Shared
from gamestore.events.dispatcher import Dispatcher, EventsNotInstalledError, SubscriptionError, subscribe

SESSION = cast(AsyncSession, object())


async def _ignore(session: AsyncSession, event: Any) -> None:
    return None


def _everything_heard() -> list[dispatcher.Subscription]:
    return [subscribe(kind, _ignore) for kind in ACTIVITY_EVENTS]


async def test_an_event_reaches_its_subscribers_in_order_with_the_publishers_session() -> None:
    heard: list[tuple[str, object, int]] = []

    async def first(session: AsyncSession, event: FavoriteAdded) -> None:
        heard.append(("first", session, event.spu_id))

    async def second(session: AsyncSession, event: FavoriteAdded) -> None:
        heard.append(("second", session, event.spu_id))

    events = Dispatcher()
    events.install([*_everything_heard(), subscribe(FavoriteAdded, first), subscribe(FavoriteAdded, second)])
    await events.publish(SESSION, FavoriteAdded(member_id=1, spu_id=7))
    await events.publish(SESSION, Shared(member_id=1, page=2, target_id=7))  # heard by _ignore only
    assert heard == [("first", SESSION, 7), ("second", SESSION, 7)]


def test_installing_refuses_an_event_no_one_reacts_to() -> None:
    unheard = [subscribe(kind, _ignore) for kind in ACTIVITY_EVENTS if kind is not Shared]
    with pytest.raises(SubscriptionError, match="Shared"):
        Dispatcher().install(unheard)


def test_installing_refuses_what_is_not_an_activity_event() -> None:
    with pytest.raises(SubscriptionError, match="not an activity event"):
        Dispatcher().install([*_everything_heard(), subscribe(cast(Any, int), _ignore)])


async def test_publishing_before_the_app_installed_the_subscriptions_fails() -> None:
    with pytest.raises(EventsNotInstalledError):
        await Dispatcher().publish(SESSION, FavoriteAdded(member_id=1, spu_id=7))
