"""Items and collectibles a paid order earns (issue 17): a version carrying an item gives one with
each key bought, a purchase milestone gives its collectible once, and an activity running now gives
its rewards once to a member who pays for one of its games; duplicate payment notices give nothing
more, and the game page and the activity page show what a purchase brings."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from sqlalchemy import select

from conftest import bearer, data, login_by_sms
from fixtures.purchase_rewards import rewarding_shop
from fixtures.shop import member_id, pay_by_notice
from fixtures.support import settle_orders
from gamestore.engagement.items import GrantSource
from gamestore.models import (
    Article,
    MemberCollectible,
    MemberItem,
    MemberItemDefinition,
)

MOBILE = "13800138601"


@pytest.fixture
async def shop(app: Any) -> dict[str, int]:
    return await rewarding_shop(app)


async def holdings(app: Any, member: int) -> list[tuple[str, int, int, str]]:
    """(item code, quantity, source, source id) of the member's items, oldest first."""
    async with app.state.sessions() as session:
        rows = await session.execute(
            select(
                MemberItemDefinition.code, MemberItem.quantity, MemberItem.source_type, MemberItem.source_id
            )
            .join(MemberItemDefinition, MemberItemDefinition.id == MemberItem.definition_id)
            .where(MemberItem.member_id == member)
            .order_by(MemberItem.id)
        )
        return [tuple(row) for row in rows]  # type: ignore[misc]


async def collectibles(app: Any, member: int) -> list[tuple[int, str]]:
    async with app.state.sessions() as session:
        rows = await session.execute(
            select(MemberCollectible.source_type, MemberCollectible.source_id).where(
                MemberCollectible.member_id == member
            )
        )
        return [tuple(row) for row in rows]  # type: ignore[misc]


async def test_a_carrying_version_gives_its_items_with_each_key_once(
    app: Any, client: httpx.AsyncClient, outbox: Any, shop: dict[str, int]
) -> None:
    me = bearer(await login_by_sms(client, outbox, MOBILE))
    member = await member_id(app, MOBILE)
    order = await pay_by_notice(app, client, me, shop["carrying"], count=2, notices=3)
    carrying = shop["carrying"]
    purchase = GrantSource.PURCHASE
    assert await holdings(app, member) == [], "pending while its keys can be refunded"
    assert await settle_orders(app) == 1
    assert await settle_orders(app) == 0
    assert sorted(h for h in await holdings(app, member) if h[0] != "event-ten") == [
        ("five-off", 2, purchase, f"{order}:{carrying}"),  # a voucher: one holding of two
        ("raid-skin", 1, purchase, f"{order}:{carrying}:0"),  # a bonus code: one holding (and code) a key
        ("raid-skin", 1, purchase, f"{order}:{carrying}:1"),
    ]
    skins = data(await client.get("/member/item/page", params={"language": "en"}, headers=me))["list"]
    assert sum(1 for item in skins if item["code"] == "raid-skin") == 2

    # Two more skins asked, one code left: the order is paid all the same, with the one there is.
    await pay_by_notice(app, client, me, carrying, count=2)
    await settle_orders(app)
    assert sum(1 for h in await holdings(app, member) if h[0] == "raid-skin") == 3

    # The plain version carries nothing.
    before = await holdings(app, member)
    await pay_by_notice(app, client, me, shop["plain"])
    await settle_orders(app)
    assert [h for h in await holdings(app, member) if h not in before] == []


async def test_a_purchase_milestone_and_an_activitys_rewards_come_once(
    app: Any, client: httpx.AsyncClient, outbox: Any, shop: dict[str, int]
) -> None:
    me = bearer(await login_by_sms(client, outbox, MOBILE))
    member = await member_id(app, MOBILE)

    await pay_by_notice(app, client, me, shop["other"])  # a game no activity features
    await settle_orders(app)
    assert await collectibles(app, member) == [] and await holdings(app, member) == []

    await pay_by_notice(app, client, me, shop["plain"])  # the second paid order, a featured game
    assert await collectibles(app, member) == []  # pending until final
    await settle_orders(app)
    assert await collectibles(app, member) == [(GrantSource.PURCHASE, "milestone")]
    async with app.state.sessions() as session:
        running = await session.scalar(select(Article.id).where(Article.code == "running"))
    assert await holdings(app, member) == [("event-ten", 1, GrantSource.ACTIVITY, str(running))]

    await pay_by_notice(app, client, me, shop["plain"], notices=2)  # third: neither again
    await settle_orders(app)
    assert len(await collectibles(app, member)) == 1
    assert len(await holdings(app, member)) == 1


async def test_the_pages_show_what_a_purchase_brings(
    app: Any, client: httpx.AsyncClient, shop: dict[str, int]
) -> None:
    detail = data(await client.get("/product/spu/get-detail", params={"id": shop["game"], "language": "en"}))
    bonuses = {sku["id"]: [item["name"] for item in sku["bonusItems"]] for sku in detail["skus"]}
    assert bonuses == {shop["carrying"]: ["Raid skin", "Five off"], shop["plain"]: []}
    async with app.state.sessions() as session:
        running = await session.scalar(select(Article.id).where(Article.code == "running"))
    article = data(await client.get("/promotion/article/get", params={"id": running, "language": "en"}))
    assert article["rewardItems"] == [
        {
            "kind": "item",
            "code": "event-ten",
            "name": "Event ten off",
            "picUrl": "/uploads/items/event.png",
            "quantity": 1,
        }
    ]


async def reveal_all(client: httpx.AsyncClient, me: dict[str, str], order: int) -> list[Any]:
    """Reveal each key of the order in turn; answers each reveal's ``given``."""
    detail = data(await client.get("/trade/order/get-detail", params={"id": order}, headers=me))
    return [
        data(
            await client.post(
                "/trade/order/reveal-key", json={"orderId": order, "keyId": key["keyId"]}, headers=me
            )
        )["given"]
        for key in detail["activationCodes"]
    ]


def shown(given: dict[str, Any]) -> list[tuple[str, str, str, str, int]]:
    return sorted(
        (item["kind"], item["code"], item["name"], item["picUrl"], item["quantity"])
        for item in given["items"]
    )


async def test_the_last_reveal_answers_what_the_order_gave(
    app: Any, client: httpx.AsyncClient, outbox: Any, shop: dict[str, int]
) -> None:
    """Issue 37 item 13: the reveal making the order final says what it gave, in the reader's
    language; a reveal that makes nothing final, and rewards granted once before, are not told."""
    me = {**bearer(await login_by_sms(client, outbox, MOBILE)), "content-language": "en"}
    order = await pay_by_notice(app, client, me, shop["carrying"], count=2)
    earned = data(await client.get("/trade/order/get-detail", params={"id": order}, headers=me))
    assert earned["givePoint"] > 0

    first, last = await reveal_all(client, me, order)

    assert first is None, "a key can still be refunded: nothing given yet"
    assert (last["point"], last["experience"]) == (
        earned["givePoint"],
        earned["givePoint"],
    )  # as much of each
    assert shown(last) == [
        ("item", "event-ten", "Event ten off", "/uploads/items/event.png", 1),
        ("item", "five-off", "Five off", "/uploads/items/voucher.png", 2),
        ("item", "raid-skin", "Raid skin", "/uploads/items/skin.png", 2),
    ]
    user = data(await client.get("/member/user/get", headers=me))
    assert (user["point"], user["experience"]) == (last["point"], last["experience"])

    # The second order reaches the milestone; the activity gave its reward once already.
    second = await pay_by_notice(app, client, me, shop["plain"])
    (given,) = await reveal_all(client, {**me, "content-language": "ja"}, second)
    assert shown(given) == [
        ("collectible", "second-buy", "レイドスキン", "/uploads/collectibles/trophy.png", 1)
    ]
    assert (await reveal_all(client, me, second)) == [None], "revealed again: nothing more"


async def test_an_order_made_final_by_its_window_tells_the_member_what_it_gave(
    app: Any, client: httpx.AsyncClient, outbox: Any, shop: dict[str, int]
) -> None:
    """Issue 37 item 13: an order whose refund window closed with its keys unrevealed gives its
    rewards without the member there; the notification centre tells them, in their language, once."""
    me = bearer(await login_by_sms(client, outbox, MOBILE))
    assert data(await client.put("/member/user/update-language", json={"language": "en"}, headers=me))
    order = await pay_by_notice(app, client, me, shop["carrying"], count=2)
    detail = data(await client.get("/trade/order/get-detail", params={"id": order}, headers=me))
    assert data(await client.get("/member/notification/page", headers=me))["list"] == []

    assert await settle_orders(app) == 1
    assert await settle_orders(app) == 0

    notes = data(await client.get("/member/notification/page", headers=me))["list"]
    points = detail["givePoint"]
    assert [(n["title"], n["content"], n["link"]) for n in notes] == [
        (
            "Your order's rewards have arrived",
            f"Order {detail['no']} is final: +{points} points, +{points} experience, "
            "Raid skin ×2, Five off ×2, Event ten off ×1",
            f"/pages/order/detail?id={order}",
        )
    ]
