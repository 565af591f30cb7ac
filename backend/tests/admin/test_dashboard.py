"""The console's dashboard: today's and this week's (from Monday, Asia/Shanghai) sales net of
refunds, paid and created orders, paying members, cart-to-paid conversion, the week's best sellers
and failed payment notices, checked against orders made here; every role may read it, a member
may not."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import update

from conftest import client_for, data, failure
from fixtures.operators import admin_client_for
from fixtures.shop import keyed_catalogue
from fixtures.support import buy_by_wallet, operator_headers, shopper
from gamestore.core import clock
from gamestore.core.times import epoch_ms
from gamestore.models import CartAddition, PayNotifyRecord, TradeOrder

BUYER, BROWSER, LAST_WEEK_BUYER = "13800000611", "13800000612", "13800000613"
SHANGHAI = timedelta(hours=8)


def shanghai(day: int, hour: int) -> datetime:
    """A moment of November 2026, Asia/Shanghai."""
    return datetime(2026, 11, day, hour, tzinfo=UTC) - SHANGHAI


NOW = shanghai(25, 15)  # Wednesday
TODAY = shanghai(25, 9)
MONDAY = shanghai(23, 1)
LAST_SUNDAY = shanghai(22, 23)


@pytest.fixture
def wednesday() -> Iterator[None]:
    clock.travel_to(NOW)
    yield
    clock.back_to_now()


async def place(app: Any, order_id: int, moment: datetime) -> None:
    """The order was created and (if paid) paid at ``moment``."""
    async with app.state.sessions() as session, session.begin():
        await session.execute(
            update(TradeOrder).where(TradeOrder.id == order_id).values(created_at=moment, pay_time=moment)
        )


async def cart_additions_at(app: Any, moment: datetime) -> None:
    async with app.state.sessions() as session, session.begin():
        await session.execute(update(CartAddition).values(created_at=moment))


async def notices(app: Any, outcomes_at: list[tuple[int, datetime]]) -> None:
    async with app.state.sessions() as session, session.begin():
        for index, (outcome, moment) in enumerate(outcomes_at):
            session.add(
                PayNotifyRecord(
                    channel_code="alipay_pc",
                    channel_transaction_id=f"T{index:04d}",
                    out_trade_no=f"P{index:04d}",
                    pay_order_id=None,
                    price=100 + index,
                    outcome=outcome,
                    raw={},
                    created_at=moment,
                )
            )


@pytest.fixture
async def shop(app: Any, client: httpx.AsyncClient, outbox: Any, wednesday: None) -> dict[str, Any]:
    """BUYER added to the cart and paid two orders (today and Monday; the Monday one refunded by
    support); BROWSER added to the cart and left an unpaid order today; LAST_WEEK_BUYER paid last
    Sunday. Payment notices: failures today, Monday and last week, a success today."""
    cat = await keyed_catalogue(app)
    standard, deluxe = cat.skus["star-raid-0"].id, cat.skus["star-raid-1"].id
    await shopper(app, client, outbox, BUYER)
    data(await client.post("/trade/cart/add", json={"skuId": standard, "count": 1}))
    today_order = await buy_by_wallet(client, standard, 2)
    monday_order = await buy_by_wallet(client, deluxe, 1)
    async with client_for(app) as browser:
        await shopper(app, browser, outbox, BROWSER)
        data(await browser.post("/trade/cart/add", json={"skuId": deluxe, "count": 1}))
        unpaid = data(
            await browser.post("/trade/order/create", json={"items": [{"skuId": standard, "count": 1}]})
        )
    await cart_additions_at(app, TODAY)
    async with client_for(app) as late:
        await shopper(app, late, outbox, LAST_WEEK_BUYER)
        last_week_order = await buy_by_wallet(late, deluxe, 3)
    for order, moment in (
        (today_order, TODAY),
        (monday_order, MONDAY),
        (unpaid, TODAY),
        (last_week_order, LAST_SUNDAY),
    ):
        await place(app, order["id"], moment)
    support = await operator_headers(app, "support")
    async with admin_client_for(app) as console:
        refund = data(
            await console.post(
                "/trade/after-sale/create",
                json={"orderId": monday_order["id"], "reason": "Wrong version"},
                headers=support,
            )
        )
    old_failures = [(50, LAST_SUNDAY - timedelta(minutes=minute)) for minute in range(10)]
    await notices(app, [(30, TODAY), (10, TODAY), (40, MONDAY), *old_failures])
    return {
        "today": today_order,
        "monday": monday_order,
        "last_week": last_week_order,
        "refund": refund,
        "support": support,
    }


async def summary(app: Any, headers: dict[str, str]) -> httpx.Response:
    async with admin_client_for(app) as console:
        return await console.get("/trade/statistics/summary", headers=headers, params={"language": "en"})


@pytest.mark.parametrize("role", ["admin", "support", "catalogue", "content"])
async def test_every_role_reads_the_dashboard_computed_from_the_orders(
    app: Any, shop: dict[str, Any], role: str
) -> None:
    headers = shop["support"] if role == "support" else await operator_headers(app, role)
    answer = data(await summary(app, headers))

    today_price, monday_price = shop["today"]["payPrice"], shop["monday"]["payPrice"]
    assert answer["timezone"] == "Asia/Shanghai"
    assert answer["today"] == {
        "startTime": epoch_ms(shanghai(25, 0)),
        "salesPrice": today_price,
        "refundPrice": 0,
        "netSalesPrice": today_price,
        "paidOrderCount": 1,
        "createdOrderCount": 2,
        "payingMemberCount": 1,
        "cartMemberCount": 2,
        "convertedMemberCount": 1,
        "cartConversion": 0.5,
        "failedNotifyCount": 1,
    }
    assert shop["refund"]["refundPrice"] == monday_price
    assert answer["week"] == {
        "startTime": epoch_ms(shanghai(23, 0)),
        "salesPrice": today_price + monday_price,
        "refundPrice": monday_price,
        "netSalesPrice": today_price,
        "paidOrderCount": 2,
        "createdOrderCount": 3,
        "payingMemberCount": 1,
        "cartMemberCount": 2,
        "convertedMemberCount": 1,
        "cartConversion": 0.5,
        "failedNotifyCount": 2,
    }

    sellers = answer["bestSellers"]
    # Net of refunds like the sales: Monday's key was refunded, last week's 3 keys do not count.
    assert [(row["skuId"], row["quantity"]) for row in sellers] == [(shop["today"]["items"][0]["skuId"], 2)]
    assert (sellers[0]["spuName"], sellers[0]["skuName"]) == ("Star Raid", "Standard")  # in English
    assert sellers[0]["payPrice"] == today_price

    failures = answer["latestFailedNotifies"]
    assert len(failures) == 10  # the latest ten of twelve failures; the success is not one
    assert [(row["outcome"], row["reason"]) for row in failures[:3]] == [
        (30, "amount_mismatch"),
        (40, "refunded_to_wallet"),
        (50, "unknown_payment"),
    ]
    assert failures[0]["createTime"] == epoch_ms(TODAY) and failures[0]["channelCode"] == "alipay_pc"


async def test_best_sellers_count_the_keys_kept_and_their_money_net_of_refunds(
    app: Any, shop: dict[str, Any], client: httpx.AsyncClient
) -> None:
    """Today's order of two keys: one revealed, the other refunded by support; the week's best
    sellers count the one kept and its share of the money, as the sales are net of that refund."""
    today = shop["today"]
    first = today["activationCodes"][0]
    data(await client.post("/trade/order/reveal-key", json={"orderId": today["id"], "keyId": first["keyId"]}))
    async with admin_client_for(app) as console:
        refund = data(
            await console.post(
                "/trade/after-sale/create",
                json={"orderId": today["id"], "reason": "One key too many"},
                headers=shop["support"],
            )
        )
    answer = data(await summary(app, shop["support"]))
    kept = today["payPrice"] - refund["refundPrice"]
    assert 0 < kept < today["payPrice"] and answer["today"]["netSalesPrice"] == kept
    assert [(row["skuId"], row["quantity"], row["payPrice"]) for row in answer["bestSellers"]] == [
        (today["items"][0]["skuId"], 1, kept)
    ]


async def test_nobody_in_a_cart_answers_no_conversion(app: Any, wednesday: None) -> None:
    answer = data(await summary(app, await operator_headers(app, "content")))
    assert answer["today"]["cartConversion"] is None and answer["week"]["salesPrice"] == 0
    assert answer["bestSellers"] == [] and answer["latestFailedNotifies"] == []


async def test_members_and_strangers_are_refused(app: Any, shop: dict[str, Any], client: Any) -> None:
    member_headers = {"Authorization": client.headers["Authorization"]}
    assert failure(await summary(app, member_headers))[0] == 401
    assert failure(await summary(app, {}))[0] == 401
