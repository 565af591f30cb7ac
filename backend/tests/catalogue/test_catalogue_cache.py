"""A page of games is built once for everyone and priced for each member (product/catalogue_cache.py)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from sqlalchemy import update

from conftest import AppFactory, SmsOutbox, bearer, client_for, data, login_by_sms
from fixtures import balances
from fixtures.catalogue import small_catalogue
from fixtures.discounts import AMOUNT_OFF, PERCENT_OFF, add_activity
from gamestore.catalogue import catalogue_service, discount_service
from gamestore.core import cache_bus, clock
from gamestore.loyalty.experience_service import ExperienceBizType, change_experience
from gamestore.models import DiscountActivity, Favorite, Member, Spu


async def test_members_get_the_cached_cards_priced_at_their_own_level(
    app_factory: AppFactory, outbox: SmsOutbox
) -> None:
    app = app_factory(public_cache_seconds=60)
    async with app.state.sessions() as session, session.begin():
        await small_catalogue(session)
    async with client_for(app) as client:
        gold = await login_by_sms(client, outbox, "13800138000")
        bronze = await login_by_sms(client, outbox, "13800138001")
        async with app.state.sessions() as session, session.begin():
            await balances.set_experience(session, 3500, Member.mobile == "13800138000")

        async def cheapest(headers: dict[str, str] | None = None) -> Any:
            params = {"sortField": "price", "language": "en"}
            return data(await client.get("/product/spu/page", params=params, headers=headers))["list"][0]

        first_gold = await cheapest(bearer(gold))
        spu_id = first_gold["id"]
        async with app.state.sessions() as session, session.begin():  # the cards are kept a while
            await session.execute(update(Spu).where(Spu.id == spu_id).values(names={"en": "Renamed"}))
        gold_card, bronze_card = await cheapest(bearer(gold)), await cheapest(bearer(bronze))
        visitor = await cheapest()  # visitors' answers are cached whole, apart from these
    assert gold_card["name"] == bronze_card["name"] == first_gold["name"] != "Renamed"
    assert visitor["name"] == "Renamed"
    assert (visitor["memberPrice"], bronze_card["memberPrice"], gold_card["memberPrice"]) == (
        1800,
        1800,
        1710,
    )
    assert gold_card["displayMemberPrice"] == 1710
    assert gold_card["referencePrice"] == 1800  # struck through: the list price the level lowered


async def test_a_game_page_is_kept_for_members_but_favorite_and_prices_are_their_own(
    app_factory: AppFactory, outbox: SmsOutbox
) -> None:
    app = app_factory(public_cache_seconds=60)
    async with app.state.sessions() as session, session.begin():
        spu = (await small_catalogue(session)).spus["star-raid"]
    async with client_for(app) as client:
        gold = await login_by_sms(client, outbox, "13800138000")
        bronze = await login_by_sms(client, outbox, "13800138001")
        async with app.state.sessions() as session, session.begin():
            await balances.set_experience(session, 3500, Member.mobile == "13800138000")  # Gold: 5 % off

        async def game(tokens: dict[str, Any]) -> Any:
            params = {"id": spu.id, "language": "en"}
            return data(await client.get("/product/spu/get-detail", params=params, headers=bearer(tokens)))

        first = await game(gold)
        async with app.state.sessions() as session, session.begin():
            await session.execute(update(Spu).where(Spu.id == spu.id).values(names={"en": "Renamed"}))
            session.add(Favorite(member_id=bronze["userId"], spu_id=spu.id, created_at=clock.now()))
        seen_by_bronze, seen_by_gold = await game(bronze), await game(gold)
    assert seen_by_bronze["name"] == seen_by_gold["name"] == first["name"] != "Renamed"
    assert [s["memberPrice"] for s in seen_by_gold["skus"]] == [4560, 9310]
    assert [s["memberPrice"] for s in seen_by_bronze["skus"]] == [4800, 9800]
    assert (seen_by_bronze["favorite"], seen_by_gold["favorite"]) == (True, False)
    assert seen_by_bronze["browseCount"] == first["browseCount"]  # the kept count, with the member's view


async def test_a_members_level_is_kept_and_forgotten_when_their_experience_changes(
    app_factory: AppFactory, outbox: SmsOutbox
) -> None:
    app = app_factory(public_cache_seconds=60)
    async with app.state.sessions() as session, session.begin():
        await small_catalogue(session)
    async with client_for(app) as client:
        member = await login_by_sms(client, outbox, "13800138000")

        async def member_price() -> int:
            params = {"sortField": "price", "language": "en"}
            page = data(await client.get("/product/spu/page", params=params, headers=bearer(member)))
            return int(page["list"][0]["memberPrice"])

        bronze = await member_price()
        async with app.state.sessions() as session, session.begin():  # behind the ledger's back
            await balances.set_experience(session, 3500, Member.id == member["userId"])
        kept = await member_price()
        async with app.state.sessions() as session:
            await change_experience(session, member["userId"], 1, ExperienceBizType.CHECK_IN, "rolled-back")
            await session.rollback()
        async with app.state.sessions() as session, session.begin():  # Gold: 5 % off
            await change_experience(session, member["userId"], 1, ExperienceBizType.CHECK_IN, "2026-11-24")
        gold = await member_price()
    assert (bronze, kept, gold) == (1800, 1800, 1710)


async def test_games_other_domains_show_are_read_once_per_window(app_factory: AppFactory) -> None:
    cached, uncached = app_factory(public_cache_seconds=60), app_factory()
    async with cached.state.sessions() as session, session.begin():
        spu = (await small_catalogue(session)).spus["star-raid"]

    async def names_seen(app: Any) -> list[str]:
        async with app.state.read_sessions() as session:
            game = (await catalogue_service.games(session, [spu.id]))[spu.id]
        return [game.names["en"]]

    first = await names_seen(cached)
    async with cached.state.sessions() as session, session.begin():
        await session.execute(update(Spu).where(Spu.id == spu.id).values(names={"en": "Renamed"}))
    assert await names_seen(cached) == first
    assert await names_seen(uncached) == ["Renamed"]


async def test_event_prices_shown_come_from_the_kept_discounts_and_follow_their_changes(
    app_factory: AppFactory, outbox: SmsOutbox
) -> None:
    """Cart and game pages price from the discounts read once (not a query per page); an event
    that starts later prices from its start without a new read, and a changed event at once."""
    app = app_factory(public_cache_seconds=60)
    now = clock.now()
    async with app.state.sessions() as session, session.begin():
        catalogue = await small_catalogue(session)
        sku = catalogue.skus["star-raid-0"]  # 4800
        running = await add_activity(session, [(sku, PERCENT_OFF, 10)])
        later = await add_activity(session, [(sku, AMOUNT_OFF, 1800)], start=now + timedelta(hours=1))
    async with client_for(app) as client:
        client.headers.update(bearer(await login_by_sms(client, outbox, "13800138000")))
        data(await client.post("/trade/cart/add", json={"skuId": sku.id, "count": 1}))

        async def shown() -> tuple[int | None, int | None]:
            cart = data(await client.get("/trade/cart/list"))["validList"][0]["sku"]["activityPrice"]
            game = data(await client.get("/product/spu/get-detail", params={"id": sku.spu_id}))
            return cart, next(s["activityPrice"] for s in game["skus"] if s["id"] == sku.id)

        assert await shown() == (4320, 4320)
        async with app.state.sessions() as session:
            book = await discount_service.discount_book(session)
        prices = {sku.id: 4800}
        assert book.event_prices(prices, now)[sku.id].activity_id == running.id
        assert book.event_prices(prices, now + timedelta(hours=2))[sku.id].activity_id == later.id
        assert book.event_prices(prices, now + timedelta(days=8)) == {}

        async with app.state.sessions() as session, session.begin():
            await session.execute(
                update(DiscountActivity).where(DiscountActivity.id == running.id).values(enabled=False)
            )
        assert await shown() == (4320, 4320)  # unannounced, the kept discounts live their window
        async with app.state.sessions() as session, session.begin():
            cache_bus.catalogue_changed(session)
        assert await shown() == (None, None)
