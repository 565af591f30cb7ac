"""Items and collectibles a paid order earns (issue 17): a version carrying an item gives one with
each key bought, a purchase milestone gives its collectible once, and an activity running now gives
its rewards once to a member who pays for one of its games; duplicate payment notices give nothing
more, and the game page and the activity page show what a purchase brings."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import select

from conftest import bearer, data, login_by_sms
from fixtures.shop import keyed_catalogue, member_id, pay_by_notice
from gamestore.core import clock
from gamestore.core.crypto import KeyCipher
from gamestore.core.db import unit_of_work
from gamestore.member.items import GrantSource
from gamestore.models import (
    Article,
    MemberCollectible,
    MemberCollectibleDefinition,
    MemberItem,
    MemberItemCode,
    MemberItemDefinition,
)

MOBILE = "13800138601"
NAMES = {"en": "Raid skin", "zh-Hans": "突袭皮肤", "zh-Hant": "突襲皮膚", "ja": "レイドスキン"}
TEXTS = {"en": "Winter raid", "zh-Hans": "冬季突袭", "zh-Hant": "冬季突襲", "ja": "冬のレイド"}


@pytest.fixture
async def shop(app: Any) -> dict[str, int]:
    """star-raid's first version carries a bonus code (3 in the pool) and a voucher; a collectible
    marks the second paid order; an activity running now features star-raid and gives a voucher."""
    cat = await keyed_catalogue(app, keys_per_version=10)
    star_raid, carrying, plain = (
        cat.spus["star-raid"].id,
        cat.skus["star-raid-0"].id,
        cat.skus["star-raid-1"].id,
    )
    cipher = KeyCipher.from_settings(app.state.settings)
    now = clock.now()
    async with unit_of_work(app.state.sessions) as session:
        skin = MemberItemDefinition(
            code="raid-skin",
            type=1,
            rarity=3,
            names=NAMES,
            instructions={"en": "Redeem it in the game."},
            pic_url="/uploads/items/skin.png",
            spu_ids=[star_raid],
            with_sku_ids=[carrying],
        )
        voucher = MemberItemDefinition(
            code="five-off",
            type=2,
            rarity=1,
            names={**NAMES, "en": "Five off"},
            instructions={"en": "Use it."},
            pic_url="/uploads/items/voucher.png",
            spu_ids=[],
            discount_type=2,
            discount_value=500,
            min_amount=2000,
            with_sku_ids=[carrying],
        )
        event_voucher = MemberItemDefinition(
            code="event-ten",
            type=2,
            rarity=2,
            names={**NAMES, "en": "Event ten off"},
            instructions={"en": "Use it."},
            pic_url="/uploads/items/event.png",
            spu_ids=[],
            discount_type=1,
            discount_value=10,
            min_amount=0,
        )
        trophy = MemberCollectibleDefinition(
            code="second-buy",
            names={**NAMES, "en": "Second buy"},
            descriptions={"en": "Two orders."},
            rarity=2,
            value=0,
            valuation=0,
            pic_url="/uploads/collectibles/trophy.png",
            edition_size=100,
            purchase_milestone=2,
        )
        session.add_all([skin, voucher, event_voucher, trophy])
        await session.flush()
        for code in ("RAID-1", "RAID-2", "RAID-3"):
            session.add(
                MemberItemCode(
                    definition_id=skin.id,
                    code_encrypted=cipher.encrypt(code),
                    code_digest=cipher.key_digest(code),
                    created_at=now,
                )
            )
        for code, start, end in (("running", -1, 1), ("ended", -3, -2)):
            session.add(
                Article(
                    code=code,
                    type=1,
                    state=1,
                    titles=TEXTS,
                    summaries=TEXTS,
                    bodies=TEXTS,
                    cover="/c.png",
                    publish_time=now + timedelta(days=start),
                    start_time=now + timedelta(days=start),
                    end_time=now + timedelta(days=end),
                    spu_ids=[star_raid],
                    reward_items=[{"kind": "item", "code": "event-ten", "quantity": 1}],
                )
            )
    return {"game": star_raid, "carrying": carrying, "plain": plain, "other": cat.skus["tiny-blocks-0"].id}


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
    assert sorted(h for h in await holdings(app, member) if h[0] != "event-ten") == [
        ("five-off", 2, purchase, f"{order}:{carrying}"),  # a voucher: one holding of two
        ("raid-skin", 1, purchase, f"{order}:{carrying}:0"),  # a bonus code: one holding (and code) a key
        ("raid-skin", 1, purchase, f"{order}:{carrying}:1"),
    ]
    skins = data(await client.get("/member/item/page", params={"language": "en"}, headers=me))["list"]
    assert sum(1 for item in skins if item["code"] == "raid-skin") == 2

    # Two more skins asked, one code left: the order is paid all the same, with the one there is.
    await pay_by_notice(app, client, me, carrying, count=2)
    assert sum(1 for h in await holdings(app, member) if h[0] == "raid-skin") == 3

    # The plain version carries nothing.
    before = await holdings(app, member)
    await pay_by_notice(app, client, me, shop["plain"])
    assert [h for h in await holdings(app, member) if h not in before] == []


async def test_a_purchase_milestone_and_an_activitys_rewards_come_once(
    app: Any, client: httpx.AsyncClient, outbox: Any, shop: dict[str, int]
) -> None:
    me = bearer(await login_by_sms(client, outbox, MOBILE))
    member = await member_id(app, MOBILE)

    await pay_by_notice(app, client, me, shop["other"])  # a game no activity features
    assert await collectibles(app, member) == [] and await holdings(app, member) == []

    await pay_by_notice(app, client, me, shop["plain"])  # the second paid order, a featured game
    assert await collectibles(app, member) == [(GrantSource.PURCHASE, "milestone")]
    async with app.state.sessions() as session:
        running = await session.scalar(select(Article.id).where(Article.code == "running"))
    assert await holdings(app, member) == [("event-ten", 1, GrantSource.ACTIVITY, str(running))]

    await pay_by_notice(app, client, me, shop["plain"], notices=2)  # third: neither again
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
