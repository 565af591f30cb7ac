"""The in-transaction dispatcher of activity events: the app installs every domain's subscriptions
at start-up (refusing an event no one reacts to), and ``publish`` runs the event's subscribers one
after the other in the publisher's session, so what they write commits or rolls back with it."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from typing import Any, TypeVar

from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.events.activity import ACTIVITY_EVENTS, ActivityEvent

E = TypeVar("E", bound=ActivityEvent)


class EventsNotInstalledError(RuntimeError):
    pass


class SubscriptionError(TypeError):
    """A subscription to something that is not an activity event, or an event no one reacts to."""


@dataclass(frozen=True, slots=True)
class Subscription:
    event_type: type[Any]
    handler: Callable[[AsyncSession, Any], Awaitable[None]]


def subscribe(event_type: type[E], handler: Callable[[AsyncSession, E], Awaitable[None]]) -> Subscription:
    """``handler`` reacts to every ``event_type`` published (typed: it takes that event)."""
    return Subscription(event_type, handler)


class Dispatcher:
    def __init__(self) -> None:
        self._handlers: dict[type[Any], tuple[Callable[[AsyncSession, Any], Awaitable[None]], ...]] = {}

    def install(self, subscriptions: Iterable[Subscription]) -> None:
        handlers: dict[type[Any], list[Callable[[AsyncSession, Any], Awaitable[None]]]] = {}
        for subscription in subscriptions:
            if subscription.event_type not in ACTIVITY_EVENTS:
                raise SubscriptionError(f"{subscription.event_type.__name__} is not an activity event")
            handlers.setdefault(subscription.event_type, []).append(subscription.handler)
        unheard = [kind.__name__ for kind in ACTIVITY_EVENTS if kind not in handlers]
        if unheard:
            raise SubscriptionError(f"no subscriber for {', '.join(unheard)}")
        self._handlers = {kind: tuple(found) for kind, found in handlers.items()}

    async def publish(self, session: AsyncSession, event: ActivityEvent) -> None:
        if not self._handlers:
            raise EventsNotInstalledError("the app installs the event subscriptions at start-up")
        for handler in self._handlers[type(event)]:
            await handler(session, event)


_DISPATCHER = Dispatcher()
install = _DISPATCHER.install
publish = _DISPATCHER.publish
