"""Activity reminders (issue 15): a member sets one on an activity to come (in the app, and by Web
Push when asked), sees and cancels it; 15 minutes before the start the delivery job writes it to the
notification centre and puts pushes to the member's browsers in the outbox, which the relay delivers,
each exactly once even with two workers and two relays; a gone browser subscription is forgotten;
notifications are read by their owner only."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select

from conftest import AppFactory, SmsOutbox, bearer, client_for, data, failure, login_by_sms
from fixtures.push_service import PushServiceStandIn
from gamestore.content.errors import ARTICLE_NOT_FOUND, ARTICLE_OFFLINE
from gamestore.content.importer import import_content
from gamestore.core import clock
from gamestore.core.config import Settings
from gamestore.core.db import unit_of_work
from gamestore.core.errors import UNAUTHORIZED
from gamestore.models import (
    ActivityReminder,
    Article,
    MemberNotification,
    MemberPushSubscription,
    OutboxMessage,
)
from gamestore.notification.errors import PUSH_ENDPOINT_REFUSED, REMINDER_NOT_UPCOMING
from gamestore.notification.push_subscription_service import is_push_service
from gamestore.notification.reminder_delivery import deliver_due_reminders

START = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)
LANGS = ("en", "zh-Hans", "zh-Hant", "ja")


def activity(code: str, start: datetime = START, status: str = "published") -> dict[str, Any]:
    return {
        "code": code,
        "type": "activity",
        "status": status,
        "titles": {lang: f"{code} {lang}" for lang in LANGS},
        "summaries": {lang: "About" for lang in LANGS},
        "bodies": {lang: "<p>Body</p>" for lang in LANGS},
        "cover": f"/covers/{code}.svg",
        "startTime": start.isoformat(),
        "endTime": (start + timedelta(days=1)).isoformat(),
    }


@pytest.fixture
def before_start() -> Iterator[None]:
    clock.travel_to(START - timedelta(hours=2))
    yield
    clock.back_to_now()


async def load(app: Any, *rows: dict[str, Any]) -> dict[str, int]:
    async with unit_of_work(app.state.sessions) as session:
        report = await import_content(session, {"articles": list(rows)})
    assert report.ok, report.render()
    async with app.state.sessions() as session:
        return {
            code: article_id for code, article_id in await session.execute(select(Article.code, Article.id))
        }


@pytest.fixture
async def activities(app: Any, before_start: None) -> dict[str, int]:
    return await load(
        app,
        activity("launch"),
        activity("running", START - timedelta(days=1) + timedelta(hours=1)),
        activity("pulled", status="offline"),
    )


@pytest.fixture
async def member(client: httpx.AsyncClient, outbox: SmsOutbox) -> dict[str, Any]:
    """A member using the app in English (the app logs in in its language)."""
    client.headers["content-language"] = "en"
    tokens = await login_by_sms(client, outbox, "13800138451")
    client.headers.update(bearer(tokens))
    return tokens


@pytest.fixture
def push_service() -> PushServiceStandIn:
    return PushServiceStandIn()


@pytest.fixture
async def app(app_factory: AppFactory, push_service: PushServiceStandIn) -> Any:
    """The app pushing to the push-service stand-in."""
    return app_factory(push_transport=httpx.ASGITransport(app=push_service.app))


async def deliver_and_relay(app: Any) -> int:
    """The reminder job, then the outbox's relay until nothing is due (the app's own relay task is
    not running: tests drive it)."""
    claimed = await deliver_due_reminders(app.state.sessions)
    await app.state.outbox_relay.deliver_due()
    return claimed


async def remind(
    client: httpx.AsyncClient, activity_id: int, channels: list[int] | None = None
) -> httpx.Response:
    body: dict[str, Any] = {"activityId": activity_id}
    if channels is not None:
        body["channels"] = channels
    return await client.post("/promotion/activity-reminder/create", json=body)


async def test_a_reminder_is_set_for_an_activity_to_come_and_can_be_cancelled(
    client: httpx.AsyncClient, member: dict[str, Any], activities: dict[str, int]
) -> None:
    launch = activities["launch"]
    first = data(await remind(client, launch))
    assert first["channels"] == [1] and first["title"] == "launch en"
    assert first["remindTime"] == int((START - timedelta(minutes=15)).timestamp() * 1000)
    assert data(await remind(client, launch, [2]))["channels"] == [1, 2], "the app channel is always kept"
    assert [r["activityId"] for r in data(await client.get("/promotion/activity-reminder/list"))] == [launch]
    assert (
        data(await client.delete("/promotion/activity-reminder/delete", params={"activityId": launch}))
        is True
    )
    assert data(await client.get("/promotion/activity-reminder/list")) == []
    assert (
        data(await client.delete("/promotion/activity-reminder/delete", params={"activityId": launch}))
        is True
    )


async def test_only_an_activity_to_come_takes_a_reminder_and_only_a_member_sets_one(
    app: Any, client: httpx.AsyncClient, member: dict[str, Any], activities: dict[str, int]
) -> None:
    assert failure(await remind(client, activities["running"]))[0] == REMINDER_NOT_UPCOMING.code
    assert failure(await remind(client, activities["pulled"]))[0] == ARTICLE_OFFLINE.code
    assert failure(await remind(client, 999_999))[0] == ARTICLE_NOT_FOUND.code
    bad = await client.post(
        "/promotion/activity-reminder/create", json={"activityId": activities["launch"], "channels": [4]}
    )
    assert failure(bad)[0] == 400
    async with client_for(app) as visitor:
        assert failure(await remind(visitor, activities["launch"]))[0] == UNAUTHORIZED.code
    async with app.state.sessions() as session:
        assert await session.scalar(select(func.count()).select_from(ActivityReminder)) == 0


async def test_a_due_reminder_is_delivered_once_in_the_app_and_by_push(
    app: Any,
    client: httpx.AsyncClient,
    member: dict[str, Any],
    activities: dict[str, int],
    push_service: PushServiceStandIn,
) -> None:
    browser, gone_browser = push_service.subscribe(), push_service.subscribe()
    for subscription in (browser, gone_browser):
        assert data(await client.post("/member/push-subscription/save", json=subscription)) is True
    push_service.mark_gone(gone_browser["endpoint"])
    launch = activities["launch"]
    member_id = data(await client.get("/member/user/get"))["id"]
    data(await remind(client, launch, [1, 2]))

    clock.travel_to(START - timedelta(minutes=16))
    assert await deliver_and_relay(app) == 0, "not due yet"
    clock.travel_to(START - timedelta(minutes=15))
    assert await deliver_and_relay(app) == 2
    assert await deliver_and_relay(app) == 0, "each reminder once"

    assert push_service.received(browser["endpoint"]) == [
        {
            "title": "Starting soon: launch en",
            "body": "Starts in 15 min. Tap to open the event.",
            "url": f"./#/pages/goods/detail?id={launch}",
            "tag": f"reminder:{launch}:{member_id}:2",
        }
    ]
    async with app.state.sessions() as session:
        endpoints = list(await session.scalars(select(MemberPushSubscription.endpoint)))
    assert endpoints == [browser["endpoint"]], "the push service said the other one is gone"
    async with app.state.sessions() as session:
        outcomes = sorted((row.status, row.attempts) for row in await session.scalars(select(OutboxMessage)))
    assert outcomes == [("delivered", 1), ("failed", 1)], "a gone browser is not tried again"

    assert data(await client.get("/member/notification/get-unread-count")) == 1
    page = data(await client.get("/member/notification/page"))
    assert page["total"] == 1
    note = page["list"][0]
    assert (note["title"], note["link"], note["read"]) == (
        "Starting soon: launch en",
        f"/pages/goods/detail?id={launch}",
        False,
    )
    assert data(await client.get("/promotion/activity-reminder/list")) == [], (
        "delivered, so no longer to come"
    )


async def outbox_rows(app: Any) -> list[tuple[str, int]]:
    async with app.state.sessions() as session:
        return [(row.status, row.attempts) for row in await session.scalars(select(OutboxMessage))]


async def test_a_reminder_is_delivered_in_the_language_the_member_uses_now_not_the_one_it_was_set_in(
    app: Any,
    client: httpx.AsyncClient,
    member: dict[str, Any],
    activities: dict[str, int],
    push_service: PushServiceStandIn,
) -> None:
    browser = push_service.subscribe()
    data(await client.post("/member/push-subscription/save", json=browser))
    launch = activities["launch"]
    data(await remind(client, launch, [2]))  # set in English
    # The member switches the app to Japanese: the app tells the server (in the new language).
    client.headers["content-language"] = "ja"
    assert data(await client.put("/member/user/update-language", json={"language": "ja"})) is True

    clock.travel_to(START - timedelta(minutes=15))
    assert await deliver_and_relay(app) == 2

    [note] = data(await client.get("/member/notification/page"))["list"]
    assert (note["title"], note["content"]) == (
        "まもなく開始：launch ja",
        "15分後に開始します。タップしてイベントを見る",
    )
    [pushed] = push_service.received(browser["endpoint"])
    assert (pushed["title"], pushed["body"]) == (note["title"], note["content"])


async def test_a_members_language_is_one_of_the_apps(
    app: Any, client: httpx.AsyncClient, member: dict[str, Any]
) -> None:
    assert failure(await client.put("/member/user/update-language", json={"language": "fr"}))[0] == 400
    async with client_for(app) as visitor:
        refused = await visitor.put("/member/user/update-language", json={"language": "ja"})
    assert failure(refused)[0] == UNAUTHORIZED.code


async def test_a_push_the_push_service_could_not_take_is_tried_again_and_arrives_once(
    app: Any,
    client: httpx.AsyncClient,
    member: dict[str, Any],
    activities: dict[str, int],
    push_service: PushServiceStandIn,
) -> None:
    browser = push_service.subscribe()
    data(await client.post("/member/push-subscription/save", json=browser))
    data(await remind(client, activities["launch"], [2]))
    clock.travel_to(START - timedelta(minutes=15))
    push_service.answers = [503]
    assert await deliver_and_relay(app) == 2
    assert await outbox_rows(app) == [("pending", 1)]
    assert await app.state.outbox_relay.deliver_due() == 0, "not before its backoff"
    clock.travel_to(clock.now() + timedelta(seconds=app.state.settings.outbox_retry_base_seconds))
    assert await app.state.outbox_relay.deliver_due() == 1
    assert await outbox_rows(app) == [("delivered", 2)]
    assert push_service.attempts == 2 and len(push_service.received(browser["endpoint"])) == 1


async def test_a_push_refused_with_a_4xx_is_not_tried_again_and_the_browser_is_kept(
    app: Any,
    client: httpx.AsyncClient,
    member: dict[str, Any],
    activities: dict[str, int],
    push_service: PushServiceStandIn,
) -> None:
    browser = push_service.subscribe()
    data(await client.post("/member/push-subscription/save", json=browser))
    data(await remind(client, activities["launch"], [2]))
    clock.travel_to(START - timedelta(minutes=15))
    push_service.answers = [413]
    await deliver_and_relay(app)
    clock.travel_to(START + timedelta(hours=1))
    assert await app.state.outbox_relay.deliver_due() == 0
    assert await outbox_rows(app) == [("failed", 1)] and push_service.attempts == 1
    async with app.state.sessions() as session:
        assert list(await session.scalars(select(MemberPushSubscription.endpoint))) == [browser["endpoint"]]


async def test_notifications_are_read_by_their_owner_only(
    app: Any, client: httpx.AsyncClient, member: dict[str, Any], activities: dict[str, int], outbox: SmsOutbox
) -> None:
    data(await remind(client, activities["launch"]))
    clock.travel_to(START - timedelta(minutes=10))
    await deliver_and_relay(app)
    note_id = data(await client.get("/member/notification/page"))["list"][0]["id"]
    async with client_for(app, "203.0.113.99") as other:
        tokens = await login_by_sms(other, outbox, "13800138452")
        other.headers.update(bearer(tokens))
        assert data(await other.put("/member/notification/read", json={"ids": [note_id]})) is True
        assert data(await other.get("/member/notification/page"))["total"] == 0
    assert data(await client.get("/member/notification/get-unread-count")) == 1
    assert data(await client.put("/member/notification/read", json={})) is True
    assert data(await client.get("/member/notification/get-unread-count")) == 0


async def test_two_workers_over_200_due_reminders_deliver_each_exactly_once(
    app: Any,
    client: httpx.AsyncClient,
    member: dict[str, Any],
    before_start: None,
    push_service: PushServiceStandIn,
) -> None:
    ids = await load(app, *(activity(f"event-{n}", START + timedelta(minutes=n % 7)) for n in range(100)))
    browser = push_service.subscribe()
    data(await client.post("/member/push-subscription/save", json=browser))
    for activity_id in ids.values():
        data(await remind(client, activity_id, [2]))  # 100 activities x 2 channels = 200 reminders
    clock.travel_to(START)
    # Small batches, so the two workers interleave over many claims.
    from gamestore.notification import reminder_service

    original = reminder_service.claim_due

    async def small_batches(session: Any, limit: int = 200) -> Any:
        return await original(session, limit=7)

    reminder_service.claim_due = small_batches  # type: ignore[assignment]
    try:

        async def worker() -> int:
            total = 0
            while claimed := await deliver_due_reminders(app.state.sessions):
                total += claimed
            return total

        counts = await asyncio.gather(worker(), worker())
        relayed = await asyncio.gather(
            app.state.outbox_relay.deliver_due(), app.state.outbox_relay.deliver_due()
        )
    finally:
        reminder_service.claim_due = original  # type: ignore[assignment]
    assert sum(counts) == 200
    async with app.state.sessions() as session:
        assert await session.scalar(select(func.count()).select_from(MemberNotification)) == 100
        assert (
            await session.scalar(
                select(func.count()).select_from(ActivityReminder).where(ActivityReminder.sent_at.is_(None))
            )
            == 0
        )
    assert sum(relayed) == 100, "each push claimed by one relay"
    received = push_service.received(browser["endpoint"])
    assert len(received) == 100 and len({r["url"] for r in received}) == 100


async def test_push_subscription_keys_are_stored_whole_up_to_their_columns_and_refused_beyond(
    client: httpx.AsyncClient, member: dict[str, Any], app: Any
) -> None:
    """At the column's length a key is stored whole; one over it (120 for a 100-character column was
    a 500 on PostgreSQL) or with a NUL is a 400 that stores nothing."""
    endpoint = "https://push.example/" + "e" * (1024 - len("https://push.example/"))
    at_limit = {"endpoint": endpoint, "keys": {"p256dh": "p" * 200, "auth": "a" * 100}}
    short = "https://push.example/1"
    for over in (
        {"endpoint": short, "keys": {"p256dh": "p", "auth": "a" * 101}},
        {"endpoint": short, "keys": {"p256dh": "p", "auth": "a" * 120}},
        {"endpoint": short, "keys": {"p256dh": "p" * 201, "auth": "a"}},
        {"endpoint": short, "keys": {"p256dh": "p", "auth": "a\x00"}},
        {"endpoint": endpoint + "e", "keys": {"p256dh": "p", "auth": "a"}},
    ):
        code, message = failure(await client.post("/member/push-subscription/save", json=over))
        assert code == 400, message
    async with app.state.sessions() as session:
        assert await session.scalar(select(func.count()).select_from(MemberPushSubscription)) == 0
    assert data(await client.post("/member/push-subscription/save", json=at_limit)) is True
    async with app.state.sessions() as session:
        stored = await session.scalar(select(MemberPushSubscription))
        assert stored is not None
        assert (stored.endpoint, stored.p256dh, stored.auth) == (endpoint, "p" * 200, "a" * 100)


async def test_push_subscriptions_are_checked_and_can_be_deleted(
    client: httpx.AsyncClient, member: dict[str, Any], app: Any
) -> None:
    for bad in (
        {"endpoint": "ftp://x", "keys": {"p256dh": "a", "auth": "b"}},
        {"endpoint": "https://push.example/1", "keys": {"p256dh": "a b", "auth": "b"}},
        {"endpoint": "https://push.example/1"},
    ):
        assert failure(await client.post("/member/push-subscription/save", json=bad))[0] == 400
    for endpoint in (
        "https://127.0.0.1/push/1",
        "http://push.example.test/push/1",
        "https://push.example.test.attacker.example/push/1",
        "https://user@push.example.test/push/1",
        "https://push.example.test:8443/push/1",
        "https://notpush.example/push/1",
    ):
        refused = await client.post(
            "/member/push-subscription/save",
            json={"endpoint": endpoint, "keys": {"p256dh": "a", "auth": "b"}},
        )
        assert failure(refused)[0] == PUSH_ENDPOINT_REFUSED.code, endpoint
    good = {
        "endpoint": "https://push.example/1",
        "keys": {"p256dh": "BNc_x", "auth": "k9-"},
        "expirationTime": None,
    }
    assert data(await client.post("/member/push-subscription/save", json=good)) is True
    assert data(await client.post("/member/push-subscription/save", json=good)) is True
    async with app.state.sessions() as session:
        assert await session.scalar(select(func.count()).select_from(MemberPushSubscription)) == 1
    assert (
        data(
            await client.request(
                "DELETE", "/member/push-subscription/delete", json={"endpoint": good["endpoint"]}
            )
        )
        is True
    )
    async with app.state.sessions() as session:
        assert await session.scalar(select(func.count()).select_from(MemberPushSubscription)) == 0
    key = data(await client.get("/member/push-subscription/get-public-key"))
    assert len(key) == 87, "65 bytes in base64url"


def test_only_the_browser_vendors_push_services_are_accepted_by_default() -> None:
    hosts = Settings(_env_file=None).web_push_hosts
    for endpoint in (
        "https://fcm.googleapis.com/fcm/send/abc",
        "https://updates.push.services.mozilla.com/wpush/v2/abc",
        "https://web.push.apple.com/abc",
        "https://wns2-par02p.notify.windows.com/w/?token=abc",
    ):
        assert is_push_service(endpoint, hosts), endpoint
    for endpoint in (
        "https://localhost/x",
        "https://10.0.0.5/x",
        "https://fcm.googleapis.com.evil.example/x",
    ):
        assert not is_push_service(endpoint, hosts), endpoint
