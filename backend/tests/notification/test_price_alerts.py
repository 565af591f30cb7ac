"""Price alerts (issue 40 part 4): a member sets an alert on a favorite (any drop, a target price, the
historical low); the job matching price changes tells each drop once, in the member's language, in
the app and by Web Push (through the outbox), whether the change is an operator's, an event starting
later (at its start) or the level table's discounts; two runs at once tell once; bad input is refused
in the member's language with nothing stored; matching costs the same statements for 10 or 100 alerts."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from datetime import timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select, update

from conftest import AppFactory, SmsOutbox, bearer, data, failure, login_by_sms
from fixtures.catalogue import Catalogue, small_catalogue
from fixtures.discounts import PERCENT_OFF, add_activity
from fixtures.push_service import PushServiceStandIn
from fixtures.statements import statements_sent
from gamestore.catalogue import price_history
from gamestore.core import clock
from gamestore.core.db import unit_of_work
from gamestore.events import dispatcher
from gamestore.events.activity import LevelDiscountsChanged
from gamestore.loyalty.levels import DEFAULT_LEVELS
from gamestore.models import Favorite, Member, MemberLevel, MemberNotification, OutboxMessage, PriceAlert, Sku
from gamestore.models.base import table_of
from gamestore.notification import price_alert_delivery
from gamestore.notification.errors import (
    PRICE_ALERT_NOT_FAVORITE,
    PRICE_ALERT_TARGET_NOT_BELOW,
    PRICE_ALERT_TARGET_REQUIRED,
)
from gamestore.notification.price_alert_delivery import match_price_alerts

START = clock.now().replace(second=0, microsecond=0) - timedelta(days=30)
ANY_DROP, TARGET, LOW = 1, 2, 3


@pytest.fixture(autouse=True)
def travelling() -> Iterator[None]:
    clock.travel_to(START)
    try:
        yield
    finally:
        clock.back_to_now()


def later(**delta: float) -> None:
    clock.travel_to(clock.now() + timedelta(**delta))


@pytest.fixture
def push_service() -> PushServiceStandIn:
    return PushServiceStandIn()


@pytest.fixture
async def app(app_factory: AppFactory, push_service: PushServiceStandIn) -> Any:
    return app_factory(push_transport=httpx.ASGITransport(app=push_service.app))


@pytest.fixture
async def shop(app: Any) -> Catalogue:
    async with unit_of_work(app.state.sessions) as session:
        cat = await small_catalogue(session)
        await price_history.record(session)
    await match_price_alerts(app.state.sessions)  # the job's first run: its watermark
    return cat


@pytest.fixture
async def member(client: httpx.AsyncClient, outbox: SmsOutbox) -> dict[str, Any]:
    client.headers["content-language"] = "en"
    tokens = await login_by_sms(client, outbox, "13800138461")
    client.headers.update(bearer(tokens))
    return tokens


async def favorite_and_alert(
    client: httpx.AsyncClient, spu_id: int, kind: int, target: int | None = None
) -> Any:
    data(await client.post("/product/favorite/create", json={"spuId": spu_id}))
    return data(
        await client.post(
            "/product/price-alert/save", json={"spuId": spu_id, "kind": kind, "targetPrice": target}
        )
    )


async def set_price(app: Any, sku: Sku, price: int) -> None:
    """An operator's change, as the console records it."""
    async with unit_of_work(app.state.sessions) as session:
        await session.execute(update(Sku).where(Sku.id == sku.id).values(price=price))
        await price_history.record(session, [sku.id])


async def told(app: Any) -> list[tuple[str, str]]:
    async with app.state.sessions() as session:
        rows = await session.execute(
            select(MemberNotification.title, MemberNotification.content).order_by(MemberNotification.id)
        )
        return [tuple(row) for row in rows]  # type: ignore[misc]


async def test_each_kind_is_told_once_per_drop_and_only_when_met(
    app: Any,
    client: httpx.AsyncClient,
    member: dict[str, Any],
    shop: Catalogue,
    push_service: PushServiceStandIn,
) -> None:
    browser = push_service.subscribe()
    data(await client.post("/member/push-subscription/save", json=browser))
    star, iron, dive = shop.spus["star-raid"], shop.spus["iron-saga"], shop.spus["deep-dive"]
    alert = await favorite_and_alert(client, star.id, ANY_DROP)
    assert alert["lastPrice"] == 4800 and alert["spu"]["memberPrice"] == 4800
    await favorite_and_alert(client, iron.id, TARGET, 15000)
    await favorite_and_alert(client, dive.id, LOW)

    later(hours=1)
    await set_price(app, shop.skus["iron-saga-0"], 17000)  # above the target
    await set_price(app, shop.skus["deep-dive-0"], 7800)  # a rise
    assert await match_price_alerts(app.state.sessions) == 0
    later(hours=1)
    await set_price(app, shop.skus["deep-dive-0"], 7000)  # a drop, but not to its low (6800)
    # An event on star-raid's cheapest version starting in two hours: nothing before its start.
    async with unit_of_work(app.state.sessions) as session:
        await add_activity(
            session, [(shop.skus["star-raid-0"], PERCENT_OFF, 25)], start=clock.now() + timedelta(hours=2)
        )
        await price_history.record(session, [shop.skus["star-raid-0"].id])
    assert await match_price_alerts(app.state.sessions) == 0
    assert await told(app) == []

    later(hours=2, minutes=1)
    await set_price(app, shop.skus["iron-saga-0"], 14000)  # the target reached
    await set_price(app, shop.skus["deep-dive-0"], 6800)  # back to its low
    assert await match_price_alerts(app.state.sessions) == 3
    assert await match_price_alerts(app.state.sessions) == 0, "once per drop"
    assert sorted(await told(app)) == [
        ("Lowest price ever: Deep Dive 100%", "Now CN¥68.00 for you (was CN¥70.00). Tap to open the game."),
        ("Price drop: Star Raid", "Now CN¥36.00 for you (was CN¥48.00). Tap to open the game."),
        (
            "Your target price is reached: Iron Saga",
            "Now CN¥140.00 for you (was CN¥170.00). Tap to open the game.",
        ),
    ]
    page = data(await client.get("/product/price-alert/page"))
    assert page["total"] == 3 and {a["toldPrice"] for a in page["list"]} == {3600, 14000, 6800}
    await app.state.outbox_relay.deliver_due()
    assert len(push_service.received(browser["endpoint"])) == 3

    # A rise, then a new drop, is a new drop; a drop not reaching the target is not told.
    later(hours=1)
    await set_price(app, shop.skus["iron-saga-0"], 19800)
    assert await match_price_alerts(app.state.sessions) == 0
    later(hours=1)
    await set_price(app, shop.skus["iron-saga-0"], 16000)
    assert await match_price_alerts(app.state.sessions) == 0
    later(hours=1)
    await set_price(app, shop.skus["iron-saga-0"], 13000)
    assert await match_price_alerts(app.state.sessions) == 1
    state = data(await client.get("/product/price-alert/get", params={"spuId": iron.id}))
    assert state["toldPrice"] == 13000 and state["toldFrom"] == 16000


async def test_a_level_discount_change_is_a_drop_for_that_levels_members(
    app: Any, client: httpx.AsyncClient, member: dict[str, Any], shop: Catalogue
) -> None:
    client.headers["content-language"] = "zh-Hans"
    assert data(await client.put("/member/user/update-language", json={"language": "zh-Hans"})) is True
    iron = shop.spus["iron-saga"]
    await favorite_and_alert(client, iron.id, ANY_DROP)  # level 1: no discount, 19800
    later(hours=1)
    async with unit_of_work(app.state.sessions) as session:
        for level in DEFAULT_LEVELS:  # the console's level table, bronze now 10 % off
            percent = 10 if level.level == 1 else level.discount_percent
            await session.merge(
                MemberLevel(
                    level=level.level,
                    experience=level.experience,
                    discount_percent=percent,
                    names=dict(level.names),
                )
            )
        await dispatcher.publish(session, LevelDiscountsChanged())
    assert await match_price_alerts(app.state.sessions) == 1
    assert await told(app) == [
        ("降价提醒：Iron Saga（简）", "您的价格现为 ¥178.20（原 ¥198.00），点击查看游戏"),
    ]


async def test_removing_the_favorite_removes_its_alert_and_bad_input_is_refused_with_nothing_stored(
    app: Any, client: httpx.AsyncClient, member: dict[str, Any], shop: Catalogue
) -> None:
    client.headers["content-language"] = "ja"
    iron = shop.spus["iron-saga"]
    refused = await client.post("/product/price-alert/save", json={"spuId": iron.id, "kind": ANY_DROP})
    assert failure(refused)[0] == PRICE_ALERT_NOT_FAVORITE.code
    assert "お気に入り" in failure(refused)[1]
    data(await client.post("/product/favorite/create", json={"spuId": iron.id}))
    for body, code in (
        ({"spuId": iron.id, "kind": TARGET}, PRICE_ALERT_TARGET_REQUIRED.code),
        ({"spuId": iron.id, "kind": TARGET, "targetPrice": 19800}, PRICE_ALERT_TARGET_NOT_BELOW.code),
        ({"spuId": iron.id, "kind": 9}, 400),
        ({"spuId": iron.id, "kind": TARGET, "targetPrice": 0}, 400),
        ({"spuId": 0, "kind": ANY_DROP}, 400),
    ):
        code_got, message = failure(await client.post("/product/price-alert/save", json=body))
        assert code_got == code, body
        assert not message.isascii(), message  # in Japanese
    async with app.state.sessions() as session:
        assert await session.scalar(select(func.count()).select_from(PriceAlert)) == 0
    await favorite_and_alert(client, iron.id, TARGET, 9000)
    assert (
        data(await client.get("/product/price-alert/get", params={"spuId": iron.id}))["targetPrice"] == 9000
    )
    data(await client.request("DELETE", "/product/favorite/delete", json={"spuId": iron.id}))
    assert data(await client.get("/product/price-alert/get", params={"spuId": iron.id})) is None


async def many_alerts(app: Any, shop: Catalogue, count: int, first: int) -> None:
    """``count`` members, each with the two games favorited and an any-drop alert on them (bulk)."""
    now = clock.now()
    spus = [shop.spus["iron-saga"].id, shop.spus["star-raid"].id]
    async with unit_of_work(app.state.sessions) as session:
        members = [
            {
                "tenant_id": 1,
                "mobile": str(first + n),
                "nickname": f"m{n}",
                "gender": 0,
                "register_terminal": 20,
                "register_ip": "127.0.0.1",
            }
            for n in range(count)
        ]
        await session.execute(table_of(Member).insert(), members)
        ids = list(
            await session.scalars(select(Member.id).where(Member.mobile.in_([m["mobile"] for m in members])))
        )
        pairs = [(m, s) for m in ids for s in spus]
        await session.execute(
            table_of(Favorite).insert(), [{"member_id": m, "spu_id": s, "created_at": now} for m, s in pairs]
        )
        prices = {spus[0]: 19800, spus[1]: 4800}
        await session.execute(
            table_of(PriceAlert).insert(),
            [
                {
                    "member_id": m,
                    "spu_id": s,
                    "kind": ANY_DROP,
                    "last_price": prices[s],
                    "told_count": 0,
                    "created_at": now,
                    "updated_at": now,
                }
                for m, s in pairs
            ],
        )


async def statements_to_match(app: Any, shop: Catalogue, price: int) -> tuple[int, int]:
    later(hours=1)
    await set_price(app, shop.skus["iron-saga-0"], price)
    with statements_sent(app) as sent:
        count = await match_price_alerts(app.state.sessions)
    return count, len(sent)


async def test_matching_costs_the_same_statements_for_10_or_100_alerts(app: Any, shop: Catalogue) -> None:
    await many_alerts(app, shop, 10, 13700000000)
    later(hours=1)
    await match_price_alerts(app.state.sessions)  # past the seeded records' window
    ten, ten_statements = await statements_to_match(app, shop, 15000)
    await many_alerts(app, shop, 90, 13700001000)
    hundred, hundred_statements = await statements_to_match(app, shop, 14000)
    assert (ten, hundred) == (10, 100)
    assert hundred_statements == ten_statements


async def test_two_runs_at_once_tell_each_drop_once(app: Any, shop: Catalogue) -> None:
    await many_alerts(app, shop, 50, 13700002000)
    later(hours=1)
    await set_price(app, shop.skus["iron-saga-0"], 15000)
    await set_price(app, shop.skus["star-raid-0"], 4000)
    counts = await asyncio.gather(*(match_price_alerts(app.state.sessions) for _ in range(2)))
    counts.append(await match_price_alerts(app.state.sessions))
    assert sum(counts) == 100
    async with app.state.sessions() as session:
        assert await session.scalar(select(func.count()).select_from(MemberNotification)) == 100
        assert await session.scalar(select(func.count()).select_from(OutboxMessage)) == 0  # no browsers


async def test_many_drops_are_told_in_batches_each_once(
    app: Any, shop: Catalogue, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A price change met by more alerts than a batch: told in batches, so that no statement's IN
    list outgrows PostgreSQL's 32,767 parameters (the 100k bench row's failure), each member once."""
    monkeypatch.setattr(price_alert_delivery, "TELL_BATCH", 7)
    await many_alerts(app, shop, 50, 13700003000)
    later(hours=1)
    await match_price_alerts(app.state.sessions)  # past the seeded records' window
    later(hours=1)
    await set_price(app, shop.skus["iron-saga-0"], 15000)
    with statements_sent(app) as sent:
        assert await match_price_alerts(app.state.sessions) == 50
    language_lookups = [
        s for s in sent if s.lstrip().startswith("SELECT member_user.id, member_user.language")
    ]
    assert len(language_lookups) == 8  # 50 drops, 7 a batch
    async with app.state.sessions() as session:
        told = await session.execute(
            select(MemberNotification.member_id, func.count()).group_by(MemberNotification.member_id)
        )
        assert sorted(count for _, count in told) == [1] * 50
