"""Star deal reminders (issue 42): a member sets one on a deal to come (in the app, and by Web Push
when asked), sees and cancels it; 15 minutes before the start the reminder job writes it to the
notification centre (the game's name, the deal price, a link to the game's page) and puts pushes in
the outbox, each once (set in the mini program, a WeChat subscribe message: identity/test_mini_program.py).
A deal running, unknown or ended by the console takes or delivers none."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import pytest

from conftest import AppFactory, SmsOutbox, bearer, data, failure, login_by_sms
from fixtures.operators import admin_client_for
from fixtures.push_service import PushServiceStandIn
from fixtures.shop import keyed_catalogue
from gamestore.catalogue.promotion_errors import STAR_DEAL_NOT_FOUND
from gamestore.core import clock
from gamestore.core.errors import BAD_REQUEST
from gamestore.notification.errors import REMINDER_NOT_UPCOMING
from gamestore.notification.reminder_delivery import deliver_due_reminders
from trade.test_star_deals import catalogue_operator, new_deal

START = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)
REMIND = "/promotion/star-deal-reminder"


@pytest.fixture
def before_start() -> Iterator[None]:
    clock.travel_to(START - timedelta(hours=2))
    yield
    clock.back_to_now()


@pytest.fixture
def push_service() -> PushServiceStandIn:
    return PushServiceStandIn()


@pytest.fixture
async def app(app_factory: AppFactory, push_service: PushServiceStandIn) -> Any:
    return app_factory(push_transport=httpx.ASGITransport(app=push_service.app))


@pytest.fixture
async def deals(app: Any, before_start: None) -> dict[str, dict[str, Any]]:
    """A deal of Iron Saga (CN¥9.90) to come at START, and one running now."""
    cat = await keyed_catalogue(app)
    iron_saga = cat.skus["iron-saga-0"].id
    coming = await new_deal(app, iron_saga, 2, start=START, end=START + timedelta(hours=1))
    running = await new_deal(app, cat.skus["star-raid-0"].id, 1)
    return {"coming": coming, "running": running}


@pytest.fixture
async def member(client: httpx.AsyncClient, outbox: SmsOutbox) -> None:
    client.headers["content-language"] = "en"
    client.headers.update(bearer(await login_by_sms(client, outbox, "13800138452")))


async def deliver_and_relay(app: Any) -> int:
    claimed = await deliver_due_reminders(app.state.sessions)
    await app.state.outbox_relay.deliver_due()
    return claimed


async def test_a_reminder_is_set_on_a_deal_to_come_listed_and_cancelled(
    client: httpx.AsyncClient, member: None, deals: dict[str, dict[str, Any]]
) -> None:
    coming = deals["coming"]
    saved = data(await client.post(f"{REMIND}/create", json={"dealId": coming["id"]}))
    assert (saved["dealId"], saved["spuId"], saved["price"], saved["channels"]) == (
        coming["id"],
        coming["spuId"],
        990,
        [1],
    )
    assert saved["remindTime"] == int((START - timedelta(minutes=15)).timestamp() * 1000)
    again = data(await client.post(f"{REMIND}/create", json={"dealId": coming["id"], "channels": [2]}))
    assert sorted(again["channels"]) == [1, 2], "asking again adds the channel"
    assert [r["dealId"] for r in data(await client.get(f"{REMIND}/list"))] == [coming["id"]]
    assert data(await client.delete(f"{REMIND}/delete", params={"dealId": coming["id"]})) is True
    assert data(await client.get(f"{REMIND}/list")) == []


async def test_only_a_deal_to_come_takes_a_reminder(
    client: httpx.AsyncClient, member: None, deals: dict[str, dict[str, Any]]
) -> None:
    running = await client.post(f"{REMIND}/create", json={"dealId": deals["running"]["id"]})
    assert failure(running)[0] == REMINDER_NOT_UPCOMING.code
    unknown = await client.post(f"{REMIND}/create", json={"dealId": 999_999})
    assert failure(unknown)[0] == STAR_DEAL_NOT_FOUND.code
    by_pigeon = {"dealId": deals["coming"]["id"], "channels": [9]}
    assert failure(await client.post(f"{REMIND}/create", json=by_pigeon))[0] == BAD_REQUEST.code
    assert data(await client.get(f"{REMIND}/list")) == []


async def test_a_due_reminder_names_the_game_and_price_and_is_delivered_once(
    app: Any,
    client: httpx.AsyncClient,
    member: None,
    deals: dict[str, dict[str, Any]],
    push_service: PushServiceStandIn,
) -> None:
    browser = push_service.subscribe()
    assert data(await client.post("/member/push-subscription/save", json=browser)) is True
    coming = deals["coming"]
    data(await client.post(f"{REMIND}/create", json={"dealId": coming["id"], "channels": [1, 2]}))

    clock.travel_to(START - timedelta(minutes=16))
    assert await deliver_and_relay(app) == 0, "not due yet"
    clock.travel_to(START - timedelta(minutes=15))
    assert await deliver_and_relay(app) == 2
    assert await deliver_and_relay(app) == 0, "each reminder once"

    link = f"/pages/goods/gameDetail?id={coming['spuId']}"
    title = "Star deal soon: Iron Saga"  # in the member's language
    body = "CN¥9.90 in 15 min, while keys last. Tap to open the game."
    [pushed] = push_service.received(browser["endpoint"])
    assert (pushed["title"], pushed["body"], pushed["url"]) == (title, body, f"./#{link}")
    note = data(await client.get("/member/notification/page"))["list"][0]
    assert (note["title"], note["content"], note["link"]) == (title, body, link)
    assert data(await client.get(f"{REMIND}/list")) == [], "delivered, so no longer to come"


async def test_a_deal_ended_before_its_reminder_is_not_announced(
    app: Any, client: httpx.AsyncClient, member: None, deals: dict[str, dict[str, Any]]
) -> None:
    coming = deals["coming"]
    data(await client.post(f"{REMIND}/create", json={"dealId": coming["id"]}))
    async with admin_client_for(app) as console:
        ended = await console.post(
            "/promotion/star-deal/end", json={"id": coming["id"]}, headers=await catalogue_operator(app)
        )
        data(ended)
    clock.travel_to(START - timedelta(minutes=15))
    assert await deliver_and_relay(app) == 0
    assert data(await client.get("/member/notification/page"))["total"] == 0
