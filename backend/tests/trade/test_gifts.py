"""Gifts (issue 41): bought as a gift, an order waits for a friend to claim it by its link; the
friend takes its keys, games and refunds over (the money going back to the giver), the giver keeps
what it earned; until then the giver may take it back, and unclaimed after 30 days it returns."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import select, update

from conftest import client_for, data, failure
from fixtures.shop import keyed_catalogue, member_id
from fixtures.support import shopper
from gamestore.catalogue.import_keys import import_keys
from gamestore.core import clock
from gamestore.core.crypto import KeyCipher
from gamestore.core.i18n import translate
from gamestore.growth.errors import SHARE_TARGET_NOT_FOUND
from gamestore.models import Member, MemberNotification, MemberPendingReward, OwnedGame, TradeOrder
from gamestore.notification.notification_service import GIFT_RETURNED_BODY
from gamestore.trade import errors
from gamestore.trade.gift_service import return_unclaimed
from gamestore.trade.order_maturity import mature_due_orders

GIVER = "13800000411"
FRIEND = "13800000412"
OTHER = "13800000413"
SKU = "star-raid-1"  # 9800 a key


@pytest.fixture
async def shop(app: Any, outbox: Any) -> Any:
    return await keyed_catalogue(app, keys_per_version=5)


async def buy_gift(
    client: httpx.AsyncClient, sku_id: int, count: int = 1, message: str = "Happy birthday!"
) -> int:
    body = {"items": [{"skuId": sku_id, "count": count}], "gift": True, "giftMessage": message}
    created = data(await client.post("/trade/order/create", json=body))
    paid = {"id": created["payOrderId"], "channelCode": "wallet"}
    assert data(await client.post("/pay/order/submit", json=paid))["status"] == 0
    return int(created["id"])


async def detail(client: httpx.AsyncClient, order_id: int) -> dict[str, Any]:
    answer: dict[str, Any] = data(await client.get("/trade/order/get-detail", params={"id": order_id}))
    return answer


async def code_of(client: httpx.AsyncClient, order_id: int) -> str:
    """The gift's claim code, as the giver's order details give it."""
    return str((await detail(client, order_id))["gift"]["code"])


async def wallet(client: httpx.AsyncClient) -> int:
    return int(data(await client.get("/pay/wallet/get"))["balance"])


async def owns(app: Any, mobile: str) -> list[int]:
    member = await member_id(app, mobile)
    async with app.state.sessions() as session:
        return list(await session.scalars(select(OwnedGame.spu_id).where(OwnedGame.member_id == member)))


async def notes(app: Any, mobile: str) -> list[str]:
    member = await member_id(app, mobile)
    async with app.state.sessions() as session:
        rows = await session.scalars(
            select(MemberNotification.content).where(MemberNotification.member_id == member)
        )
        return list(rows)


async def test_a_gift_waits_unrevealed_and_its_link_shows_it_to_anyone(
    app: Any, client: httpx.AsyncClient, shop: Any, outbox: Any
) -> None:
    await shopper(app, client, outbox, GIVER)
    order_id = await buy_gift(client, shop.skus[SKU].id, 2)
    order = await detail(client, order_id)
    gift = order["gift"]
    assert (gift["status"], gift["message"], order["refundDeadline"]) == (10, "Happy birthday!", None)
    assert len(gift["code"]) >= 22 and gift["expireTime"] is not None
    [key, _] = order["activationCodes"]
    # Its keys are for the friend: the giver neither reveals nor refunds them while it waits.
    answer = await client.post("/trade/order/reveal-key", json={"orderId": order_id, "keyId": key["keyId"]})
    assert failure(answer)[0] == errors.GIFT_WAITING.code
    assert (
        failure(await client.post("/trade/after-sale/create", json={"orderId": order_id}))[0]
        == errors.GIFT_WAITING.code
    )
    assert await owns(app, GIVER) == []
    listed = data(await client.get("/trade/order/page", params={"pageNo": 1, "pageSize": 5}))["list"]
    assert [(row["id"], row["giftStatus"]) for row in listed] == [(order_id, 10)]
    async with client_for(app) as visitor:
        shown = data(await visitor.get("/trade/gift/get", params={"code": gift["code"]}))
        assert (
            failure(await visitor.get("/trade/gift/get", params={"code": "x" * 22}))[0]
            == errors.GIFT_NOT_FOUND.code
        )
        assert failure(await visitor.get("/trade/gift/get", params={"code": "no spaces allowed!!"}))[0] == 400
    assert (shown["status"], shown["message"], shown["mine"]) == (10, "Happy birthday!", False)
    assert [(i["skuId"], i["count"]) for i in shown["items"]] == [(shop.skus[SKU].id, 2)]
    assert data(await client.get("/trade/gift/get", params={"code": gift["code"]}))["mine"] is True


async def test_the_friend_claims_it_takes_the_keys_and_games_and_a_refund_pays_the_giver(
    app: Any, client: httpx.AsyncClient, shop: Any, outbox: Any
) -> None:
    await shopper(app, client, outbox, GIVER)
    order_id = await buy_gift(client, shop.skus[SKU].id, 2)
    code = await code_of(client, order_id)
    giver_wallet = await wallet(client)
    async with client_for(app) as friend:
        await shopper(app, friend, outbox, FRIEND)
        assert failure(await client.post("/trade/gift/claim", json={"code": code}))[0] == errors.GIFT_OWN.code
        assert data(await friend.post("/trade/gift/claim", json={"code": code}))["orderId"] == order_id
        assert (
            failure(await friend.post("/trade/gift/claim", json={"code": code}))[0]
            == errors.GIFT_CLAIMED.code
        )
        mine = await detail(friend, order_id)
        assert (mine["gift"]["status"], mine["gift"]["code"], mine["gift"]["message"]) == (
            20,
            None,
            "Happy birthday!",
        )
        assert mine["refundDeadline"] is not None
        assert "gift" in [
            event["kind"]
            for event in data(
                await friend.get("/trade/order/get-express-track-list", params={"id": order_id})
            )
        ]
        # The friend reveals one key and refunds the other: the money goes back to the giver's wallet.
        [first, _] = mine["activationCodes"]
        data(
            await friend.post("/trade/order/reveal-key", json={"orderId": order_id, "keyId": first["keyId"]})
        )
        friend_wallet = await wallet(friend)
        refund = data(await friend.post("/trade/after-sale/create", json={"orderId": order_id}))
        assert refund["refundPrice"] == 9800 and await wallet(friend) == friend_wallet
        assert [o["id"] for o in data(await friend.get("/trade/order/page"))["list"]] == [order_id]
    assert await wallet(client) == giver_wallet + 9800
    # The order is the friend's: the giver sees it only in the gifts they sent.
    assert (
        failure(await client.get("/trade/order/get-detail", params={"id": order_id}))[0]
        == errors.ORDER_NOT_FOUND.code
    )
    [sent] = data(await client.get("/trade/gift/sent"))["list"]
    assert (sent["orderId"], sent["status"], sent["friendMobile"]) == (order_id, 20, "138****0412")
    assert sent["claimTime"] is not None
    assert await owns(app, FRIEND) == [shop.skus[SKU].spu_id] and await owns(app, GIVER) == []
    [told] = await notes(app, GIVER)
    assert "138****0412" in told
    # What the order earned stays the giver's: given now that what is left is revealed (half of it).
    async with app.state.sessions() as session:
        pending = await session.scalar(
            select(MemberPendingReward.id).where(MemberPendingReward.biz_id == str(order_id))
        )
    assert pending is None
    assert data(await client.get("/member/user/get"))["point"] == 196 - 196 // 2


async def test_two_friends_claiming_at_once_one_wins(
    app: Any, client: httpx.AsyncClient, shop: Any, outbox: Any
) -> None:
    await shopper(app, client, outbox, GIVER)
    order_id = await buy_gift(client, shop.skus[SKU].id)
    code = await code_of(client, order_id)
    async with client_for(app) as one, client_for(app) as two:
        await shopper(app, one, outbox, FRIEND)
        await shopper(app, two, outbox, OTHER)
        answers = await asyncio.gather(
            *(c.post("/trade/gift/claim", json={"code": code}) for c in (one, two))
        )
    codes = sorted(answer.json()["code"] for answer in answers)
    assert codes == [0, errors.GIFT_CLAIMED.code]
    async with app.state.sessions() as session:
        holder = await session.scalar(select(TradeOrder.member_id).where(TradeOrder.id == order_id))
    assert holder in {await member_id(app, FRIEND), await member_id(app, OTHER)}


async def test_the_giver_takes_it_back_and_it_is_an_ordinary_order_again(
    app: Any, client: httpx.AsyncClient, shop: Any, outbox: Any
) -> None:
    await shopper(app, client, outbox, GIVER)
    order_id = await buy_gift(client, shop.skus[SKU].id)
    code = await code_of(client, order_id)
    async with client_for(app) as friend:
        await shopper(app, friend, outbox, FRIEND)
        assert (
            failure(await friend.post("/trade/gift/take-back", json={"orderId": order_id}))[0]
            == errors.ORDER_NOT_FOUND.code
        )
        assert data(await client.post("/trade/gift/take-back", json={"orderId": order_id})) is True
        assert (
            failure(await client.post("/trade/gift/take-back", json={"orderId": order_id}))[0]
            == errors.GIFT_ENDED.code
        )
        assert (
            failure(await friend.post("/trade/gift/claim", json={"code": code}))[0] == errors.GIFT_ENDED.code
        )
    order = await detail(client, order_id)
    assert (order["gift"]["status"], order["gift"]["code"]) == (30, None) and order[
        "refundDeadline"
    ] is not None
    assert await owns(app, GIVER) == [shop.skus[SKU].spu_id]
    data(await client.post("/trade/after-sale/create", json={"orderId": order_id}))


async def test_unclaimed_it_returns_to_the_giver_after_30_days_and_only_then_matures(
    app: Any, client: httpx.AsyncClient, shop: Any, outbox: Any
) -> None:
    await shopper(app, client, outbox, GIVER)
    order_id = await buy_gift(client, shop.skus[SKU].id)
    code = await code_of(client, order_id)
    # Past the ordinary refund window nothing matures: the gift has not been anyone's yet.
    assert await mature_due_orders(app.state.sessions, clock.now() + timedelta(days=15)) == 0
    assert (
        await return_unclaimed(app.state.sessions, app.state.settings, clock.now() + timedelta(days=29)) == 0
    )
    later = clock.now() + timedelta(days=30, seconds=1)
    assert await return_unclaimed(app.state.sessions, app.state.settings, later) == 1
    assert await return_unclaimed(app.state.sessions, app.state.settings, later) == 0
    [told] = await notes(app, GIVER)
    no = (await detail(client, order_id))["no"]
    assert told == translate(GIFT_RETURNED_BODY, "zh-Hans", no=no, days=30)
    async with client_for(app) as friend:
        await shopper(app, friend, outbox, FRIEND)
        assert (
            failure(await friend.post("/trade/gift/claim", json={"code": code}))[0] == errors.GIFT_ENDED.code
        )
    assert (await detail(client, order_id))["gift"]["status"] == 40
    assert await owns(app, GIVER) == [shop.skus[SKU].spu_id]
    # Its refund window opened when it came back: what it earned matures when that closes.
    assert await mature_due_orders(app.state.sessions, later + timedelta(days=13)) == 0
    assert await mature_due_orders(app.state.sessions, later + timedelta(days=15)) == 1


async def test_a_friend_where_its_keys_do_not_activate_is_refused(
    app: Any, client: httpx.AsyncClient, outbox: Any
) -> None:
    cat = await keyed_catalogue(app, keys_per_version=0)
    sku_id = cat.skus["iron-saga-0"].id
    async with app.state.sessions() as session, session.begin():
        await import_keys(
            session,
            KeyCipher.from_settings(app.state.settings),
            sku_id,
            ["# regions: allow CN", "CNKEY-00001"],
        )
    await shopper(app, client, outbox, GIVER)
    order_id = await buy_gift(client, sku_id)
    code = await code_of(client, order_id)
    async with client_for(app) as friend:
        await shopper(app, friend, outbox, FRIEND)
        async with app.state.sessions() as session, session.begin():
            await session.execute(update(Member).where(Member.mobile == FRIEND).values(country="US"))
        assert (
            failure(await friend.post("/trade/gift/claim", json={"code": code}))[0] == errors.GIFT_REGION.code
        )
        async with app.state.sessions() as session, session.begin():
            await session.execute(update(Member).where(Member.mobile == FRIEND).values(country="CN"))
        assert data(await friend.post("/trade/gift/claim", json={"code": code}))["orderId"] == order_id


async def test_an_unpaid_gift_has_no_link_yet_and_a_long_message_is_refused(
    app: Any, client: httpx.AsyncClient, shop: Any, outbox: Any
) -> None:
    await shopper(app, client, outbox, GIVER)
    body = {"items": [{"skuId": shop.skus[SKU].id, "count": 1}], "gift": True, "giftMessage": "x" * 141}
    assert failure(await client.post("/trade/order/create", json=body))[0] == 400
    body["giftMessage"] = "bell\x07"
    assert failure(await client.post("/trade/order/create", json=body))[0] == 400
    body["giftMessage"] = "For you"
    created = data(await client.post("/trade/order/create", json=body))
    code = await code_of(client, created["id"])
    assert (
        failure(await client.get("/trade/gift/get", params={"code": code}))[0] == errors.GIFT_NOT_FOUND.code
    )
    assert data(await client.get("/trade/gift/sent"))["list"] == []


async def test_only_the_giver_shares_a_gift_and_its_link_opens_the_claim_page(
    app: Any, client: httpx.AsyncClient, shop: Any, outbox: Any
) -> None:
    await shopper(app, client, outbox, GIVER)
    order_id = await buy_gift(client, shop.skus[SKU].id)
    code = await code_of(client, order_id)
    giver = await member_id(app, GIVER)
    async with app.state.sessions() as session:
        nickname = await session.scalar(select(Member.nickname).where(Member.id == giver))
    target = {"page": 5, "id": order_id, "platform": 1, "method": 3}
    shared = data(await client.get("/member/share/info", params=target))
    spm = f"{giver}.5.{order_id}.1.3"
    assert shared["path"] == f"/pages/gift/claim?code={code}&spm={spm}" and shared["query"] == spm
    # The shopper reads the store in Chinese: the card too.
    title = f"{nickname} 送你一份礼物：Star Raid（简）"
    assert (shared["title"], shared["desc"]) == (title, "Happy birthday!")
    assert shared["image"] and shared["price"] == ""
    opened = data(await client.get("/member/share/resolve", params={"code": shared["code"], "method": 3}))
    assert opened == {"path": shared["path"], "spm": spm}
    poster = await client.get("/member/share/poster", params={"code": shared["code"]})
    assert poster.headers["content-type"] == "image/png"
    async with client_for(app) as friend:
        await shopper(app, friend, outbox, FRIEND)
        refused = failure(await friend.get("/member/share/info", params=target))
        assert refused[0] == SHARE_TARGET_NOT_FOUND.code
    async with client_for(app) as visitor:
        refused = failure(await visitor.get("/member/share/info", params=target))
        assert refused[0] == SHARE_TARGET_NOT_FOUND.code
