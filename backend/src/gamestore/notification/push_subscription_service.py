"""The browsers a member receives Web Push on (one row per push endpoint)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from urllib.parse import urlsplit

from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core import clock
from gamestore.core.db import dialect_insert
from gamestore.core.errors import AppError
from gamestore.models.notification import MemberPushSubscription
from gamestore.notification.errors import PUSH_ENDPOINT_REFUSED
from gamestore.notification.webpush import PushSubscription


def is_push_service(endpoint: str, hosts: Iterable[str]) -> bool:
    """An https endpoint on one of the push services' hosts (or below one): the server POSTs there."""
    parts = urlsplit(endpoint)
    host = (parts.hostname or "").lower()
    allowed = [suffix.lower().lstrip(".") for suffix in hosts]
    return (
        parts.scheme == "https"
        and parts.username is None
        and parts.port in (None, 443)
        and any(host == suffix or host.endswith("." + suffix) for suffix in allowed)
    )


async def save(
    session: AsyncSession, member_id: int, subscription: PushSubscription, hosts: Iterable[str]
) -> None:
    """Keep the subscription for the member (an endpoint moves to whoever saved it last); only a known
    push service's endpoint is kept."""
    if not is_push_service(subscription.endpoint, hosts):
        raise AppError(PUSH_ENDPOINT_REFUSED)
    values = {"member_id": member_id, "p256dh": subscription.p256dh, "auth": subscription.auth}
    await session.execute(
        dialect_insert(session, MemberPushSubscription)
        .values(endpoint=subscription.endpoint, created_at=clock.now(), **values)
        .on_conflict_do_update(index_elements=["endpoint"], set_=values)
    )


async def delete_one(session: AsyncSession, member_id: int, endpoint: str) -> None:
    await session.execute(
        delete(MemberPushSubscription).where(
            MemberPushSubscription.member_id == member_id, MemberPushSubscription.endpoint == endpoint
        )
    )


async def of_members(session: AsyncSession, member_ids: Iterable[int]) -> dict[int, list[PushSubscription]]:
    wanted = set(member_ids)
    found: dict[int, list[PushSubscription]] = defaultdict(list)
    if not wanted:
        return found
    rows = await session.scalars(
        select(MemberPushSubscription).where(MemberPushSubscription.member_id.in_(wanted))
    )
    for row in rows:
        found[row.member_id].append(PushSubscription(row.endpoint, row.p256dh, row.auth))
    return found


async def by_endpoint(session: AsyncSession, endpoint: str) -> PushSubscription | None:
    row = await session.scalar(
        select(MemberPushSubscription).where(MemberPushSubscription.endpoint == endpoint)
    )
    return None if row is None else PushSubscription(row.endpoint, row.p256dh, row.auth)


async def forget(session: AsyncSession, endpoints: Iterable[str]) -> None:
    """Delete subscriptions the push service says no longer exist (404, 410)."""
    gone = set(endpoints)
    if gone:
        await session.execute(delete(MemberPushSubscription).where(MemberPushSubscription.endpoint.in_(gone)))
