"""Vouchers at checkout (issue 17): a held voucher is its own price line after event and member
discounts and before points, the parts still add up exactly; it is spent with the order and given
back when the order closes unpaid; a voucher that cannot be used is refused and changes nothing."""

from __future__ import annotations

import asyncio
import os
from datetime import timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select

from conftest import bearer, client_for, data, failure, login_by_sms
from fixtures.shop import give_points, keyed_catalogue, member_id
from gamestore.core import clock
from gamestore.core.crypto import KeyCipher
from gamestore.core.db import unit_of_work
from gamestore.engagement import errors as member_errors
from gamestore.engagement.item_service import grant_item
from gamestore.engagement.items import GrantSource
from gamestore.models import MemberItem, MemberItemCode, MemberItemDefinition, TradeOrder, TradeOrderItem
from gamestore.pay.wallet_service import WalletBizType, change_balance
from gamestore.trade import errors

MOBILE, OTHER = "13800000031", "13800000032"
NAMES = {"en": "Voucher", "zh-Hans": "优惠券", "zh-Hant": "優惠券", "ja": "クーポン"}
ON_POSTGRES = os.environ.get("TEST_DATABASE_URL", "").startswith("postgresql")


@pytest.fixture
async def shop(app: Any, client: httpx.AsyncClient, outbox: Any) -> dict[str, Any]:
    cat = await keyed_catalogue(app, keys_per_version=20)
    client.headers.update({**bearer(await login_by_sms(client, outbox, MOBILE)), "content-language": "en"})
    star_raid = cat.spus["star-raid"].id
    cipher = KeyCipher.from_settings(app.state.settings)
    skin = MemberItemDefinition(
        code="skin", type=1, rarity=1, names=NAMES, instructions={}, pic_url="/p.svg", spu_ids=[star_raid]
    )
    async with unit_of_work(app.state.sessions) as session:
        session.add_all(
            [
                _voucher("ten-off", percent=True, value=10, min_amount=3000),
                _voucher("five-yuan", percent=False, value=500, min_amount=2000, valid_days=1),
                _voucher("raid-only", percent=False, value=1000, min_amount=1000, spu_ids=[star_raid]),
                skin,
            ]
        )
        await session.flush()
        session.add(
            MemberItemCode(
                definition_id=skin.id,
                code_encrypted=cipher.encrypt("SKIN-0001"),
                code_digest=cipher.key_digest("SKIN-0001"),
                created_at=clock.now(),
            )
        )
    return {"sku": cat.skus, "member": await member_id(app, MOBILE)}


def _voucher(
    code: str,
    *,
    percent: bool,
    value: int,
    min_amount: int,
    spu_ids: list[int] | None = None,
    valid_days: int = 30,
) -> MemberItemDefinition:
    return MemberItemDefinition(
        code=code,
        type=2,
        rarity=1,
        names={**NAMES, "en": code},
        instructions={},
        pic_url="/p.svg",
        spu_ids=spu_ids or [],
        discount_type=1 if percent else 2,
        discount_value=value,
        min_amount=min_amount,
        valid_days=valid_days,
    )


async def grant(app: Any, member: int, code: str, source_id: str = "1") -> int:
    async with unit_of_work(app.state.sessions) as session:
        return await grant_item(session, member, code, GrantSource.OPERATOR, source_id)


def body(*items: tuple[int, int], points: bool = False, item_id: int | None = None) -> dict[str, Any]:
    return {"items": [{"skuId": s, "count": c} for s, c in items], "pointStatus": points, "itemId": item_id}


async def used(app: Any, item_id: int) -> int:
    async with app.state.sessions() as session:
        return int(await session.scalar(select(MemberItem.used).where(MemberItem.id == item_id)) or 0)


async def orders(app: Any) -> int:
    async with app.state.sessions() as session:
        return int(await session.scalar(select(func.count()).select_from(TradeOrder)) or 0)


def adds_up(price: dict[str, Any]) -> bool:
    parts = ("activityDiscountPrice", "vipPrice", "couponPrice", "pointPrice")
    return price["discountPrice"] == sum(price[p] for p in parts) and (
        price["totalPrice"] - price["discountPrice"] == price["payPrice"]
    )


async def test_settlement_lists_the_members_vouchers_and_prices_the_chosen_one(
    app: Any, client: httpx.AsyncClient, shop: dict[str, Any]
) -> None:
    ten = await grant(app, shop["member"], "ten-off")
    raid = await grant(app, shop["member"], "raid-only")
    tiny = shop["sku"]["tiny-blocks-0"]  # 1800 fen: below ten-off's 3000 minimum
    star = shop["sku"]["star-raid-0"]  # 4800 fen

    listed = data(await client.post("/trade/order/settlement", json=body((tiny.id, 1))))
    assert listed["itemId"] is None and listed["price"]["couponPrice"] == 0
    options = {v["name"]: v for v in listed["vouchers"]}
    assert options["ten-off"]["usable"] is False
    assert (
        options["ten-off"]["reason"]
        == "This voucher needs an order of at least ¥30.00 in the games it applies to"
    )
    assert options["raid-only"]["usable"] is False
    assert options["raid-only"]["reason"] == "This voucher does not apply to the games in this order"

    both = body((star.id, 1), (tiny.id, 1), item_id=ten)
    priced = data(await client.post("/trade/order/settlement", json=both))
    assert priced["itemId"] == ten
    assert priced["price"]["couponPrice"] == 660  # 10 % of 6600
    assert priced["price"]["payPrice"] == 6600 - 660
    assert adds_up(priced["price"])
    assert [(v["name"], v["usable"], v["couponPrice"]) for v in priced["vouchers"]] == [
        ("raid-only", True, 1000),  # the larger saving first
        ("ten-off", True, 660),
    ]
    only_raid = data(
        await client.post("/trade/order/settlement", json=body((star.id, 1), (tiny.id, 1), item_id=raid))
    )
    assert only_raid["price"]["couponPrice"] == 1000
    assert [item["payPrice"] for item in only_raid["items"]] == [4800 - 1000, 1800]  # on its game only


async def test_the_voucher_comes_before_points_and_every_line_adds_up(
    app: Any, client: httpx.AsyncClient, shop: dict[str, Any]
) -> None:
    await give_points(app, MOBILE, 100_000)
    ten = await grant(app, shop["member"], "ten-off")
    star, iron = shop["sku"]["star-raid-0"], shop["sku"]["iron-saga-0"]
    order = data(
        await client.post(
            "/trade/order/create", json=body((star.id, 1), (iron.id, 1), points=True, item_id=ten)
        )
    )

    async with app.state.sessions() as session:
        stored = await session.get(TradeOrder, order["id"])
        lines = list(
            await session.scalars(select(TradeOrderItem).where(TradeOrderItem.order_id == order["id"]))
        )
    assert stored is not None
    after_coupon = 24600 - 2460
    assert (stored.coupon_price, stored.point_price) == (
        2460,
        after_coupon // 2,
    )  # points: at most half of what is left
    assert stored.coupon_item_id == ten
    assert stored.total_price - stored.discount_price == stored.pay_price
    assert sum(line.coupon_price for line in lines) == stored.coupon_price
    for line in lines:
        parts = line.activity_discount_price + line.vip_price + line.coupon_price + line.point_price
        assert line.total_price - parts == line.pay_price
    detail = data(await client.get("/trade/order/get-detail", params={"id": order["id"]}))
    assert detail["couponPrice"] == 2460 and adds_up(detail)


async def test_a_voucher_is_spent_with_its_order_and_given_back_when_it_closes(
    app: Any, client: httpx.AsyncClient, shop: dict[str, Any]
) -> None:
    five = await grant(app, shop["member"], "five-yuan")
    star = shop["sku"]["star-raid-0"]
    order = data(await client.post("/trade/order/create", json=body((star.id, 1), item_id=five)))
    assert await used(app, five) == 1
    code, _ = failure(await client.post("/trade/order/create", json=body((star.id, 1), item_id=five)))
    assert code == member_errors.ITEM_NOT_AVAILABLE.code
    assert await orders(app) == 1

    data(await client.delete("/trade/order/cancel", params={"id": order["id"]}))
    assert await used(app, five) == 0
    again = data(await client.post("/trade/order/settlement", json=body((star.id, 1), item_id=five)))
    assert again["price"]["couponPrice"] == 500


async def pay_by_wallet(app: Any, client: httpx.AsyncClient, order: dict[str, Any]) -> None:
    async with unit_of_work(app.state.sessions) as session:
        me = await member_id(app, MOBILE)
        await change_balance(session, me, 100_000, WalletBizType.RECHARGE, "t", "top up")
    submit = {"id": order["payOrderId"], "channelCode": "wallet"}
    paid = data(await client.post("/pay/order/submit", json=submit))
    assert paid["status"] == 0


async def test_a_wholly_refunded_order_gives_its_voucher_back_and_a_partly_refunded_one_keeps_it(
    app: Any, client: httpx.AsyncClient, shop: dict[str, Any]
) -> None:
    star = shop["sku"]["star-raid-0"]
    five = await grant(app, shop["member"], "five-yuan")
    order = data(await client.post("/trade/order/create", json=body((star.id, 2), item_id=five)))
    await pay_by_wallet(app, client, order)
    keys = data(await client.get("/trade/order/get-detail", params={"id": order["id"]}))["activationCodes"]
    first_key = {"orderId": order["id"], "keyId": keys[0]["keyId"]}
    data(await client.post("/trade/order/reveal-key", json=first_key))

    partly = data(await client.post("/trade/after-sale/create", json={"orderId": order["id"]}))
    assert partly["keyCount"] == 1
    assert await used(app, five) == 1

    ten = await grant(app, shop["member"], "ten-off")
    second = data(await client.post("/trade/order/create", json=body((star.id, 2), item_id=ten)))
    await pay_by_wallet(app, client, second)
    whole = data(await client.post("/trade/after-sale/create", json={"orderId": second["id"]}))
    assert whole["keyCount"] == 2
    assert await used(app, ten) == 0
    again = data(await client.post("/trade/order/settlement", json=body((star.id, 2), item_id=ten)))
    assert again["price"]["couponPrice"] > 0


async def test_vouchers_that_cannot_be_used_are_refused_and_change_nothing(
    app: Any, client: httpx.AsyncClient, outbox: Any, shop: dict[str, Any]
) -> None:
    star, tiny = shop["sku"]["star-raid-0"], shop["sku"]["tiny-blocks-0"]
    five = await grant(app, shop["member"], "five-yuan")
    raid = await grant(app, shop["member"], "raid-only")
    skin = await grant(app, shop["member"], "skin")
    other_client = client_for(app)
    other = await login_by_sms(other_client, outbox, OTHER)
    theirs = await grant(app, int(other["userId"]), "ten-off")

    refusals = [
        (body((tiny.id, 1), item_id=raid), errors.VOUCHER_NOT_APPLICABLE.code),
        (
            body((tiny.id, 1), item_id=await grant(app, shop["member"], "ten-off")),
            errors.VOUCHER_BELOW_MINIMUM.code,
        ),
        (body((star.id, 1), item_id=theirs), member_errors.ITEM_NOT_FOUND.code),
        (body((star.id, 1), item_id=skin), member_errors.ITEM_NOT_A_VOUCHER.code),
    ]
    for wanted, expected in refusals:
        for path in ("/trade/order/settlement", "/trade/order/create"):
            assert failure(await client.post(path, json=wanted))[0] == expected, (path, wanted)
    try:
        clock.travel_to(clock.now() + timedelta(days=1, seconds=1))
        code, message = failure(
            await client.post("/trade/order/create", json=body((star.id, 1), item_id=five))
        )
        assert code == member_errors.ITEM_NOT_AVAILABLE.code
        assert "expired" in message
        listed = data(await client.post("/trade/order/settlement", json=body((star.id, 1))))
        assert "five-yuan" not in {v["name"] for v in listed["vouchers"]}
    finally:
        clock.back_to_now()
    assert await orders(app) == 0
    assert [await used(app, item) for item in (five, raid, theirs)] == [0, 0, 0]
    await other_client.aclose()


@pytest.mark.skipif(
    not ON_POSTGRES, reason="PostgreSQL only: parallel transactions contending for one voucher"
)
async def test_one_voucher_used_by_ten_parallel_orders_is_spent_once(
    app: Any, client: httpx.AsyncClient, shop: dict[str, Any]
) -> None:
    five = await grant(app, shop["member"], "five-yuan")
    star = shop["sku"]["star-raid-0"]
    answers = await asyncio.gather(
        *(client.post("/trade/order/create", json=body((star.id, 1), item_id=five)) for _ in range(10))
    )
    placed = [answer for answer in answers if answer.json()["code"] == 0]
    assert len(placed) == 1
    assert {answer.json()["code"] for answer in answers if answer not in placed} == {
        member_errors.ITEM_NOT_AVAILABLE.code
    }
    assert await used(app, five) == 1
    assert await orders(app) == 1
