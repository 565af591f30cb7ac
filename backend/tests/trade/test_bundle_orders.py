"""Buying a bundle (issue 42): one order whose lines are the bundle's versions, each priced at its share
of the bundle's price (split by list price, adding up exactly) with no level discount on it; a
voucher and points are then shared per line as in any order, and refunding some of its keys gives
back exactly their lines' shares. Any-N takes exactly a tier's count; a fixed set leaves out the
games the member owns here or on Steam, and owning them all leaves nothing to buy."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from sqlalchemy import func, select

from conftest import data, failure
from fixtures.bundles import console, create_bundle, fixed_set, own_on_steam, pick_n
from fixtures.catalogue import Catalogue
from fixtures.operators import admin_client_for
from fixtures.owned import own_games
from fixtures.shop import give_points, keyed_catalogue, member_id, set_experience
from fixtures.support import shopper
from gamestore.catalogue import promotion_errors as errors
from gamestore.core.db import unit_of_work
from gamestore.core.errors import BAD_REQUEST
from gamestore.engagement.item_service import grant_item
from gamestore.engagement.items import GrantSource
from gamestore.models import MemberItemDefinition, TradeOrder, TradeOrderItem

MOBILE = "13800000422"
GOLD = 3000  # experience: 5 % off as a level discount
IRON_SAGA_APP = 292030
PICKABLE = ("tiny-blocks-0", "moon-garden-0", "moon-garden-1", "deep-dive-0", "star-raid-0")
SET = ("star-raid-0", "iron-saga-0", "tiny-blocks-0")  # 4800 + 19800 + 1800, at 9900: 1800, 7425, 675


@pytest.fixture
async def cat(app: Any, client: httpx.AsyncClient, outbox: Any) -> Catalogue:
    """The keyed small catalogue and a logged-in Gold member (`client`) with 100 000 fen in the wallet."""
    keyed = await keyed_catalogue(app)
    await shopper(app, client, outbox, MOBILE)
    await set_experience(app, MOBILE, GOLD)
    return keyed


def skus(cat: Catalogue, *codes: str) -> list[int]:
    return [cat.skus[code].id for code in codes]


async def voucher(app: Any, member: int, off: int) -> int:
    """A held voucher taking ``off`` fen off an order of at least 20 yuan, for any game."""
    async with unit_of_work(app.state.sessions) as session:
        session.add(
            MemberItemDefinition(
                code="bundle-voucher",
                type=2,
                rarity=1,
                names={"en": "Voucher", "zh-Hans": "优惠券", "zh-Hant": "優惠券", "ja": "クーポン"},
                instructions={},
                pic_url="/p.svg",
                spu_ids=[],
                discount_type=2,
                discount_value=off,
                min_amount=2000,
                valid_days=30,
            )
        )
        await session.flush()
        return await grant_item(session, member, "bundle-voucher", GrantSource.OPERATOR, "1")


async def order_count(app: Any) -> int:
    async with app.state.sessions() as session:
        return int(await session.scalar(select(func.count()).select_from(TradeOrder)) or 0)


async def pay_by_wallet(client: httpx.AsyncClient, body: dict[str, Any]) -> dict[str, Any]:
    created = data(await client.post("/trade/order/create", json=body))
    paid = {"id": created["payOrderId"], "channelCode": "wallet"}
    assert data(await client.post("/pay/order/submit", json=paid))["status"] == 0
    detail: dict[str, Any] = data(await client.get("/trade/order/get-detail", params={"id": created["id"]}))
    return detail


async def test_an_any_n_bundle_is_one_order_its_lines_sharing_the_tier_price_then_voucher_and_points(
    app: Any, client: httpx.AsyncClient, cat: Catalogue
) -> None:
    bundle = await create_bundle(app, pick_n(skus(cat, *PICKABLE), [(3, 4900), (5, 6900)]))
    me = await member_id(app, MOBILE)
    await give_points(app, MOBILE, 100_000)
    held = await voucher(app, me, 500)
    picks = skus(cat, "deep-dive-0", "tiny-blocks-0", "moon-garden-0")  # 6800 + 1800 + 2500
    body = {"bundle": {"bundleId": bundle["id"], "skuIds": picks}, "pointStatus": True, "itemId": held}

    settled = data(await client.post("/trade/order/settlement", json=body))
    # The Gold level's 5 % is not taken off a bundle's price.
    assert settled["discountPercent"] == 5 and settled["price"]["vipPrice"] == 0
    assert settled["price"] == {
        "totalPrice": 11100,
        "activityDiscountPrice": 11100 - 4900,
        "vipPrice": 0,
        "couponPrice": 500,
        "pointPrice": 2200,  # half of what is left after the voucher
        "discountPrice": 11100 - 2200,
        "payPrice": 2200,
    }
    # In the bundle's order; shares 794, 1104, 3002 (4900 by list price, two fen to the largest
    # remainders), each less its part of the voucher (81, 113, 306) and of the points (357, 495, 1348).
    lines = [(i["skuId"], i["activityPrice"], i["memberPrice"], i["payPrice"]) for i in settled["items"]]
    assert lines == [
        (picks[1], 794, 794, 356),
        (picks[2], 1104, 1104, 496),
        (picks[0], 3002, 3002, 1348),
    ]
    assert {i["bundleId"] for i in settled["items"]} == {bundle["id"]}

    order = await pay_by_wallet(client, body)
    assert (order["status"], order["payPrice"], order["usePoint"], order["productCount"]) == (
        30,
        2200,
        2200,
        3,
    )
    assert [(i["skuId"], i["payPrice"], i["bundleId"]) for i in order["items"]] == [
        (picks[1], 356, bundle["id"]),
        (picks[2], 496, bundle["id"]),
        (picks[0], 1348, bundle["id"]),
    ]
    assert len(order["activationCodes"]) == 3
    async with app.state.sessions() as session:
        rows = list(await session.scalars(select(TradeOrderItem).order_by(TradeOrderItem.id)))
    assert [row.total_price - row.activity_discount_price for row in rows] == [794, 1104, 3002]
    assert [row.coupon_price for row in rows] == [81, 113, 306]
    assert [row.point_price for row in rows] == [357, 495, 1348]
    assert all(row.vip_price == 0 and row.activity_id is None for row in rows)

    # The same member buying a version apart gets the level's discount as before.
    apart = {"items": [{"skuId": picks[0], "count": 1}]}
    assert data(await client.post("/trade/order/settlement", json=apart))["price"]["vipPrice"] == 340


async def test_a_partly_refunded_bundle_gives_back_its_refunded_lines_shares(
    app: Any, client: httpx.AsyncClient, cat: Catalogue
) -> None:
    bundle = await create_bundle(app, pick_n(skus(cat, *PICKABLE), [(3, 4900)]))
    await give_points(app, MOBILE, 100_000)
    picks = skus(cat, "tiny-blocks-0", "moon-garden-0", "deep-dive-0")
    order = await pay_by_wallet(
        client, {"bundle": {"bundleId": bundle["id"], "skuIds": picks}, "pointStatus": True}
    )
    pays = {i["skuId"]: i["payPrice"] for i in order["items"]}
    assert sum(pays.values()) == order["payPrice"] == 4900 - 2450
    tiny_key = next(k for k in order["activationCodes"] if k["skuId"] == picks[0])
    data(
        await client.post(
            "/trade/order/reveal-key", json={"orderId": order["id"], "keyId": tiny_key["keyId"]}
        )
    )
    balance = int(data(await client.get("/pay/wallet/get"))["balance"])

    refund = data(await client.post("/trade/after-sale/create", json={"orderId": order["id"], "reason": "x"}))

    assert refund["keyCount"] == 2
    assert refund["refundPrice"] == pays[picks[1]] + pays[picks[2]]
    assert int(data(await client.get("/pay/wallet/get"))["balance"]) == balance + refund["refundPrice"]
    refunded = data(await client.get("/trade/order/get-detail", params={"id": order["id"]}))
    assert [(i["skuId"], i["refundCount"]) for i in refunded["items"]] == [
        (picks[0], 0),
        (picks[1], 1),
        (picks[2], 1),
    ]
    assert refunded["refundPrice"] == refund["refundPrice"]


async def test_completing_a_fixed_set_buys_only_what_the_member_lacks_at_the_rest_of_the_price(
    app: Any, client: httpx.AsyncClient, cat: Catalogue
) -> None:
    saga = await create_bundle(app, fixed_set(skus(cat, *SET), 9900))
    me = await member_id(app, MOBILE)
    async with app.state.sessions() as session, session.begin():
        await own_games(session, me, [cat.spus["tiny-blocks"].id])  # bought here
    await own_on_steam(app, me, cat.skus["iron-saga-0"].id, IRON_SAGA_APP)
    body = {"bundle": {"bundleId": saga["id"]}}

    settled = data(await client.post("/trade/order/settlement", json=body))
    assert settled["bundleOwnedSkuIds"] == skus(cat, "iron-saga-0", "tiny-blocks-0")
    assert [(i["skuId"], i["payPrice"]) for i in settled["items"]] == [(cat.skus["star-raid-0"].id, 1800)]
    assert settled["price"]["payPrice"] == 9900 - 7425 - 675

    order = await pay_by_wallet(client, body)
    orders = await order_count(app)
    assert order["payPrice"] == 1800
    assert [(i["skuId"], i["bundleId"]) for i in order["items"]] == [(cat.skus["star-raid-0"].id, saga["id"])]

    # Now that the member owns all three, there is nothing left to buy.
    code, message = failure(await client.post("/trade/order/create", json=body, params={"language": "en"}))
    assert code == errors.BUNDLE_ALL_OWNED.code and message == "You already own every game in this set"
    assert await order_count(app) == orders


async def test_a_bundle_order_is_refused_unless_it_can_be_sold_as_asked(
    app: Any, client: httpx.AsyncClient, cat: Catalogue
) -> None:
    bundle = await create_bundle(app, pick_n(skus(cat, *PICKABLE), [(3, 4900), (5, 6900)]))
    two = skus(cat, "tiny-blocks-0", "deep-dive-0")

    def asked(sku_ids: list[int], bundle_id: int = bundle["id"]) -> dict[str, Any]:
        return {"bundle": {"bundleId": bundle_id, "skuIds": sku_ids}}

    wrong = await client.post("/trade/order/create", json=asked(two), params={"language": "en"})
    assert failure(wrong) == (
        errors.BUNDLE_PICK_NOT_A_TIER.code,
        "Pick exactly 3 / 5 games for this bundle (you picked 2)",
    )
    stranger = [*two, cat.skus["iron-saga-0"].id]
    assert failure(await client.post("/trade/order/settlement", json=asked(stranger)))[0] == (
        errors.BUNDLE_VERSION_NOT_IN.code
    )
    missing = await client.post("/trade/order/create", json=asked(two, 987654))
    assert failure(missing)[0] == errors.BUNDLE_NOT_FOUND.code
    both = {**asked(skus(cat, *PICKABLE[:3])), "items": [{"skuId": two[0], "count": 1}]}
    assert failure(await client.post("/trade/order/create", json=both))[0] == BAD_REQUEST.code
    assert failure(await client.post("/trade/order/create", json={}))[0] == BAD_REQUEST.code

    async with admin_client_for(app) as admin:
        off = {"id": bundle["id"], "enabled": False}
        data(await admin.post("/promotion/bundle/update-enabled", json=off, headers=await console(app)))
    closed = await client.post("/trade/order/create", json=asked(skus(cat, *PICKABLE[:3])))
    assert failure(closed)[0] == errors.BUNDLE_NOT_ON_SALE.code
    assert await order_count(app) == 0
