"""Bundles in the cart (issue 42): a member puts a bundle in the cart (any-N with their picks, a fixed set
as offered), sees it as one group priced as checkout would price it, selects or removes it, and pays it
with other cart rows in one order whose bundle lines carry their shares. A bundle that can no longer be
sold as it sits in the cart (off sale, its pick no longer a tier, a set now owned whole) is refused at
settlement and creation, saying why in the member's language, and nothing changes."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from sqlalchemy import func, select

from conftest import bearer, client_for, data, failure, login_by_sms
from fixtures.bundles import console, create_bundle, fixed_set, own_on_steam, pick_n
from fixtures.catalogue import Catalogue
from fixtures.operators import admin_client_for
from fixtures.owned import own_games
from fixtures.shop import keyed_catalogue, member_id, set_experience
from fixtures.statements import statements_sent
from fixtures.support import shopper
from gamestore.catalogue import promotion_errors as errors
from gamestore.core.errors import BAD_REQUEST
from gamestore.models import CartBundle, CartItem, TradeOrder
from gamestore.trade.errors import CART_ITEM_NOT_FOUND, VERSION_TWICE

MOBILE = "13800000423"
OTHER = "13800000424"
GOLD = 3000  # experience: 5 % off as a level discount (not on a bundle's lines)
IRON_SAGA_APP = 292030
PICKABLE = ("tiny-blocks-0", "moon-garden-0", "moon-garden-1", "deep-dive-0", "star-raid-0")
PICKS = ("deep-dive-0", "tiny-blocks-0", "moon-garden-0")  # 6800 + 1800 + 2500 at 4900: 3002, 794, 1104
SET = ("star-raid-0", "iron-saga-0", "tiny-blocks-0")  # 4800 + 19800 + 1800 at 9900: 1800, 7425, 675


@pytest.fixture
async def cat(app: Any, client: httpx.AsyncClient, outbox: Any) -> Catalogue:
    """The keyed small catalogue and a logged-in Gold member (`client`) with 100 000 fen in the wallet."""
    keyed = await keyed_catalogue(app)
    await shopper(app, client, outbox, MOBILE)
    await set_experience(app, MOBILE, GOLD)
    return keyed


def skus(cat: Catalogue, *codes: str) -> list[int]:
    return [cat.skus[code].id for code in codes]


async def add_bundle(client: httpx.AsyncClient, bundle_id: int, sku_ids: list[int] | None = None) -> int:
    body: dict[str, Any] = {"bundleId": bundle_id, "skuIds": sku_ids or []}
    cart_id: int = data(await client.post("/trade/cart/add-bundle", json=body))
    return cart_id


async def add_item(client: httpx.AsyncClient, sku_id: int, count: int = 1) -> int:
    item_id: int = data(await client.post("/trade/cart/add", json={"skuId": sku_id, "count": count}))
    return item_id


async def cart(client: httpx.AsyncClient, language: str = "en") -> dict[str, Any]:
    listed: dict[str, Any] = data(await client.get("/trade/cart/list", params={"language": language}))
    return listed


async def rows(app: Any) -> tuple[int, int, int]:
    """Cart items, cart bundles and orders in the database."""
    async with app.state.sessions() as session:

        async def count(model: Any) -> int:
            return int(await session.scalar(select(func.count()).select_from(model)) or 0)

        return await count(CartItem), await count(CartBundle), await count(TradeOrder)


async def set_enabled(app: Any, bundle_id: int, enabled: bool) -> None:
    async with admin_client_for(app) as admin:
        body = {"id": bundle_id, "enabled": enabled}
        data(await admin.post("/promotion/bundle/update-enabled", json=body, headers=await console(app)))


async def pay_by_wallet(client: httpx.AsyncClient, body: dict[str, Any]) -> dict[str, Any]:
    created = data(await client.post("/trade/order/create", json=body))
    paid = {"id": created["payOrderId"], "channelCode": "wallet"}
    assert data(await client.post("/pay/order/submit", json=paid))["status"] == 0
    detail: dict[str, Any] = data(await client.get("/trade/order/get-detail", params={"id": created["id"]}))
    return detail


async def test_a_bundle_in_the_cart_is_one_group_priced_as_checkout_prices_it(
    app: Any, client: httpx.AsyncClient, outbox: Any, cat: Catalogue
) -> None:
    bundle = await create_bundle(app, pick_n(skus(cat, *PICKABLE), [(3, 4900), (5, 6900)]))
    star = await add_item(client, cat.skus["star-raid-0"].id)
    cart_id = await add_bundle(client, bundle["id"], skus(cat, *PICKS))

    listed = await cart(client)
    assert [line["id"] for line in listed["validList"]] == [star]  # the versions' lists as before
    [group] = listed["bundles"]
    assert (group["id"], group["bundleId"], group["name"], group["kind"]) == (
        cart_id,
        bundle["id"],
        "Build Your Own",
        1,
    )
    assert (group["selected"], group["available"], group["problem"]) == (True, True, None)
    # In the bundle's order, each at its share (by list price, adding up to the tier's price).
    assert [(i["skuId"], i["share"]) for i in group["items"]] == list(
        zip(skus(cat, "tiny-blocks-0", "moon-garden-0", "deep-dive-0"), [794, 1104, 3002], strict=True)
    )
    assert (group["price"], group["listPrice"], group["displayPrice"], group["priceUnit"]) == (
        4900,
        11100,
        4900,
        "CNY",
    )
    assert (await cart(client, "zh-Hans"))["bundles"][0]["name"] == "Build Your Own 组合包"

    # Added again with other picks: still one row, the new picks, selected again.
    data(await client.put("/trade/cart/update-bundle-selected", json={"ids": [cart_id], "selected": False}))
    assert (await cart(client))["bundles"][0]["selected"] is False
    five = skus(cat, *PICKABLE)
    assert await add_bundle(client, bundle["id"], five) == cart_id
    [group] = (await cart(client))["bundles"]
    assert (group["selected"], group["price"], len(group["items"])) == (True, 6900, 5)

    # Another member can neither see nor remove it.
    async with client_for(app) as other:
        other.headers.update(bearer(await login_by_sms(other, outbox, OTHER)))
        assert (await cart(other))["bundles"] == []
        data(await other.delete("/trade/cart/delete-bundle", params={"ids": str(cart_id)}))
    assert len((await cart(client))["bundles"]) == 1

    data(await client.delete("/trade/cart/delete-bundle", params={"ids": str(cart_id)}))
    listed = await cart(client)
    assert listed["bundles"] == [] and [line["id"] for line in listed["validList"]] == [star]


async def test_adding_a_bundle_is_refused_as_checkout_would_refuse_it(
    app: Any, client: httpx.AsyncClient, cat: Catalogue
) -> None:
    bundle = await create_bundle(app, pick_n(skus(cat, *PICKABLE), [(3, 4900), (5, 6900)]))
    two = skus(cat, "tiny-blocks-0", "deep-dive-0")
    refused = await client.post(
        "/trade/cart/add-bundle", json={"bundleId": bundle["id"], "skuIds": two}, params={"language": "en"}
    )
    assert failure(refused) == (
        errors.BUNDLE_PICK_NOT_A_TIER.code,
        "Pick exactly 3 / 5 games for this bundle (you picked 2)",
    )
    stranger = {"bundleId": bundle["id"], "skuIds": [*two, cat.skus["iron-saga-0"].id]}
    assert failure(await client.post("/trade/cart/add-bundle", json=stranger))[0] == (
        errors.BUNDLE_VERSION_NOT_IN.code
    )
    missing = {"bundleId": 987654, "skuIds": []}
    assert (
        failure(await client.post("/trade/cart/add-bundle", json=missing))[0] == errors.BUNDLE_NOT_FOUND.code
    )
    await set_enabled(app, bundle["id"], False)
    off = {"bundleId": bundle["id"], "skuIds": skus(cat, *PICKS)}
    assert failure(await client.post("/trade/cart/add-bundle", json=off))[0] == errors.BUNDLE_NOT_ON_SALE.code
    for bad in ({"bundleId": "x"}, {"bundleId": bundle["id"], "skuIds": [0]}, {"skuIds": []}):
        assert failure(await client.post("/trade/cart/add-bundle", json=bad))[0] == BAD_REQUEST.code
    assert await rows(app) == (0, 0, 0)


async def test_a_bundle_and_a_game_from_the_cart_are_one_order_the_bundle_lines_at_their_shares(
    app: Any, client: httpx.AsyncClient, cat: Catalogue
) -> None:
    bundle = await create_bundle(app, pick_n(skus(cat, *PICKABLE), [(3, 4900), (5, 6900)]))
    star = cat.skus["star-raid-0"].id
    star_cart = await add_item(client, star)
    kept = await add_item(client, cat.skus["iron-saga-0"].id)  # in the cart, not bought
    cart_id = await add_bundle(client, bundle["id"], skus(cat, *PICKS))
    body = {"items": [{"skuId": star, "count": 1, "cartId": star_cart}], "cartBundleIds": [cart_id]}

    settled = data(await client.post("/trade/order/settlement", json=body))
    # The game apart gets the Gold level's 5 % (240 of 4800); the bundle's lines none.
    assert settled["price"] == {
        "totalPrice": 4800 + 11100,
        "activityDiscountPrice": 11100 - 4900,
        "vipPrice": 240,
        "couponPrice": 0,
        "pointPrice": 0,
        "discountPrice": 11100 - 4900 + 240,
        "payPrice": 4560 + 4900,
    }
    bundle_skus = skus(cat, "tiny-blocks-0", "moon-garden-0", "deep-dive-0")
    lines = [(i["skuId"], i["bundleId"], i["activityPrice"], i["payPrice"]) for i in settled["items"]]
    assert lines == [
        (star, None, None, 4560),
        (bundle_skus[0], bundle["id"], 794, 794),
        (bundle_skus[1], bundle["id"], 1104, 1104),
        (bundle_skus[2], bundle["id"], 3002, 3002),
    ]
    assert sum(i["payPrice"] for i in settled["items"]) == settled["price"]["payPrice"]

    order = await pay_by_wallet(client, body)
    assert (order["status"], order["payPrice"], order["productCount"]) == (30, 9460, 4)
    assert [(i["skuId"], i["payPrice"], i["bundleId"]) for i in order["items"]] == [
        (star, 4560, None),
        (bundle_skus[0], 794, bundle["id"]),
        (bundle_skus[1], 1104, bundle["id"]),
        (bundle_skus[2], 3002, bundle["id"]),
    ]
    assert len(order["activationCodes"]) == 4
    # The rows bought left the cart; the one not bought stayed.
    listed = await cart(client)
    assert [line["id"] for line in listed["validList"]] == [kept] and listed["bundles"] == []

    # A bundle line refunded from this order gives back exactly its share.
    star_key = next(k for k in order["activationCodes"] if k["skuId"] == star)
    data(
        await client.post(
            "/trade/order/reveal-key", json={"orderId": order["id"], "keyId": star_key["keyId"]}
        )
    )
    balance = int(data(await client.get("/pay/wallet/get"))["balance"])
    refund = data(await client.post("/trade/after-sale/create", json={"orderId": order["id"], "reason": "x"}))
    assert (refund["keyCount"], refund["refundPrice"]) == (3, 794 + 1104 + 3002)
    assert int(data(await client.get("/pay/wallet/get"))["balance"]) == balance + 4900
    refunded = data(await client.get("/trade/order/get-detail", params={"id": order["id"]}))
    assert [(i["skuId"], i["refundCount"]) for i in refunded["items"]] == [
        (star, 0),
        *((sku, 1) for sku in bundle_skus),
    ]


async def test_a_cart_bundle_that_can_no_longer_be_sold_as_it_is_is_refused_and_nothing_changes(
    app: Any, client: httpx.AsyncClient, cat: Catalogue
) -> None:
    pick = await create_bundle(app, pick_n(skus(cat, *PICKABLE), [(3, 4900), (5, 6900)]))
    star = cat.skus["star-raid-0"].id
    star_cart = await add_item(client, star)
    cart_id = await add_bundle(client, pick["id"], skus(cat, *PICKS))
    body = {"items": [{"skuId": star, "count": 1, "cartId": star_cart}], "cartBundleIds": [cart_id]}
    balance = data(await client.get("/pay/wallet/get"))["balance"]

    async def refused(code: int, message: str) -> None:
        for path in ("/trade/order/settlement", "/trade/order/create"):
            answer = await client.post(path, json=body, params={"language": "en"})
            assert failure(answer) == (code, message)
        assert await rows(app) == (1, 1, 0)
        assert data(await client.get("/pay/wallet/get"))["balance"] == balance

    # Off sale: refused, and the cart says why (in the member's language).
    await set_enabled(app, pick["id"], False)
    await refused(errors.BUNDLE_NOT_ON_SALE.code, "This bundle is not on sale now")
    [group] = (await cart(client, "zh-Hans"))["bundles"]
    assert (group["available"], group["problem"], group["price"]) == (False, "该组合包当前未在售", 0)
    assert [i["skuId"] for i in group["items"]] == skus(cat, "tiny-blocks-0", "moon-garden-0", "deep-dive-0")
    await set_enabled(app, pick["id"], True)

    # The operator changed the tiers: three games are no longer a tier.
    async with admin_client_for(app) as admin:
        changed = {"id": pick["id"], **pick_n(skus(cat, *PICKABLE), [(2, 3900), (5, 6900)])}
        data(await admin.post("/promotion/bundle/update", json=changed, headers=await console(app)))
    await refused(
        errors.BUNDLE_PICK_NOT_A_TIER.code, "Pick exactly 2 / 5 games for this bundle (you picked 3)"
    )
    assert (await cart(client))["bundles"][0]["available"] is False

    # A version both in the bundle and on its own is one line too many.
    two = skus(cat, "deep-dive-0", "star-raid-0")
    await add_bundle(client, pick["id"], two)
    await refused(
        VERSION_TWICE.code,
        "Star Raid Standard is in a bundle and also on its own (or in two bundles); buy it one way at a time",
    )

    # Someone else's cart bundle is not this member's to buy.
    alien = {"cartBundleIds": [cart_id + 1000]}
    assert failure(await client.post("/trade/order/settlement", json=alien))[0] == CART_ITEM_NOT_FOUND.code
    # Neither items nor bundles, or a bundle bought straight away with cart rows: malformed.
    assert (
        failure(await client.post("/trade/order/create", json={"cartBundleIds": []}))[0] == BAD_REQUEST.code
    )
    mixed = {"bundle": {"bundleId": pick["id"], "skuIds": two}, "cartBundleIds": [cart_id]}
    assert failure(await client.post("/trade/order/create", json=mixed))[0] == BAD_REQUEST.code
    assert await rows(app) == (1, 1, 0)


async def test_a_fixed_set_in_the_cart_leaves_out_what_the_member_comes_to_own(
    app: Any, client: httpx.AsyncClient, cat: Catalogue
) -> None:
    saga = await create_bundle(app, fixed_set(skus(cat, *SET), 9900))
    me = await member_id(app, MOBILE)
    cart_id = await add_bundle(client, saga["id"])
    [group] = (await cart(client))["bundles"]
    assert (group["price"], group["ownedSkuIds"], len(group["items"])) == (9900, [], 3)

    async with app.state.sessions() as session, session.begin():
        await own_games(session, me, [cat.spus["tiny-blocks"].id])  # bought here since
    [group] = (await cart(client))["bundles"]
    assert (group["price"], group["ownedSkuIds"]) == (9900 - 675, skus(cat, "tiny-blocks-0"))
    settled = data(await client.post("/trade/order/settlement", json={"cartBundleIds": [cart_id]}))
    assert settled["bundleOwnedSkuIds"] == skus(cat, "tiny-blocks-0")
    assert [(i["skuId"], i["payPrice"]) for i in settled["items"]] == list(
        zip(skus(cat, "star-raid-0", "iron-saga-0"), [1800, 7425], strict=True)
    )

    await own_on_steam(app, me, cat.skus["iron-saga-0"].id, IRON_SAGA_APP)
    async with app.state.sessions() as session, session.begin():
        await own_games(session, me, [cat.spus["star-raid"].id])
    before = await rows(app)
    answer = await client.post(
        "/trade/order/create", json={"cartBundleIds": [cart_id]}, params={"language": "en"}
    )
    assert failure(answer) == (errors.BUNDLE_ALL_OWNED.code, "You already own every game in this set")
    [group] = (await cart(client))["bundles"]
    assert (group["available"], group["problem"]) == (False, "You already own every game in this set")
    assert await rows(app) == before


async def test_a_cart_without_bundles_asks_for_them_in_its_own_query(
    app: Any, client: httpx.AsyncClient, cat: Catalogue
) -> None:
    """Every cart list asks whether the member has cart bundles; only a cart holding some reads them
    (one round trip fewer for most carts, the empty cart included)."""

    async def bundle_reads() -> list[str]:
        with statements_sent(app) as sent:
            await cart(client)
        return [statement for statement in sent if "trade_cart_bundle" in statement]

    for _cart in ("empty", "with a game"):
        [asked] = await bundle_reads()
        assert "trade_cart_item" in asked, asked
        await add_item(client, cat.skus["star-raid-0"].id)
    bundle = await create_bundle(app, pick_n(skus(cat, *PICKABLE), [(3, 4900), (5, 6900)]))
    await add_bundle(client, bundle["id"], skus(cat, *PICKS))
    assert len(await bundle_reads()) == 2
    assert [b["bundleId"] for b in (await cart(client))["bundles"]] == [bundle["id"]]
