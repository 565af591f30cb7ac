"""Support finds orders by number, member mobile or activation key (its digest, never decrypting),
with status and time filters and server paging, and reads an order's whole history with its keys
always masked."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from sqlalchemy import update

from conftest import client_for, data, failure
from fixtures.operators import admin_client_for
from fixtures.shop import keyed_catalogue
from fixtures.support import buy_by_wallet, operator_headers, shopper
from gamestore.core.times import from_epoch_ms
from gamestore.models import TradeOrder

MOBILE = "13800000051"
JAN_1 = 1_767_261_600_000  # 2026-01-01 10:00 UTC
JAN_2 = JAN_1 + 24 * 3600 * 1000
OTHER = "13800000052"


@pytest.fixture
async def orders(app: Any, client: httpx.AsyncClient, outbox: Any) -> dict[str, Any]:
    """Two paid orders of MOBILE (one key revealed in the second) and one unpaid order of OTHER."""
    cat = await keyed_catalogue(app)
    await shopper(app, client, outbox, MOBILE)
    first = await buy_by_wallet(client, cat.skus["star-raid-0"].id, 1)
    second = await buy_by_wallet(client, cat.skus["star-raid-1"].id, 2)
    revealed_key = second["activationCodes"][0]["keyId"]
    shown = data(
        await client.post("/trade/order/reveal-key", json={"orderId": second["id"], "keyId": revealed_key})
    )
    async with client_for(app) as other:
        await shopper(app, other, outbox, OTHER)
        unpaid = data(
            await other.post(
                "/trade/order/create", json={"items": [{"skuId": cat.skus["star-raid-0"].id, "count": 1}]}
            )
        )
    return {
        "first": first,
        "second": second,
        "unpaid": unpaid,
        "code": shown["code"],
        "revealed": revealed_key,
    }


async def order_page(app: Any, headers: dict[str, str], **params: Any) -> httpx.Response:
    async with admin_client_for(app) as console:
        return await console.get("/trade/order/page", params=params, headers=headers)


async def place_in_time(app: Any, created: dict[int, int]) -> None:
    async with app.state.sessions() as session, session.begin():
        for order_id, epoch_ms in created.items():
            await session.execute(
                update(TradeOrder).where(TradeOrder.id == order_id).values(created_at=from_epoch_ms(epoch_ms))
            )


def ids(page: dict[str, Any]) -> list[int]:
    return [row["id"] for row in page["list"]]


@pytest.mark.parametrize("role", ["support", "admin"])
async def test_support_finds_orders_by_number_mobile_key_status_and_time(
    app: Any, orders: dict[str, Any], role: str
) -> None:
    headers = await operator_headers(app, role)
    first, second, unpaid = orders["first"]["id"], orders["second"]["id"], orders["unpaid"]["id"]

    everything = data(await order_page(app, headers))
    assert ids(everything) == [unpaid, second, first] and everything["total"] == 3  # newest first
    assert everything["list"][1]["memberMobile"] == MOBILE
    paged = data(await order_page(app, headers, pageNo=2, pageSize=2))
    assert ids(paged) == [first] and paged["total"] == 3

    assert ids(data(await order_page(app, headers, no=orders["second"]["no"]))) == [second]
    assert ids(data(await order_page(app, headers, mobile=MOBILE))) == [second, first]
    assert ids(data(await order_page(app, headers, mobile=OTHER, status=0))) == [unpaid]
    assert ids(data(await order_page(app, headers, mobile=OTHER, status=30))) == []
    assert ids(data(await order_page(app, headers, status=30))) == [second, first]
    # A key as the member would paste it: lower case, spaces around.
    assert ids(data(await order_page(app, headers, key=f"  {orders['code'].lower()} "))) == [second]

    await place_in_time(app, {first: JAN_1, second: JAN_2})
    day = 24 * 3600 * 1000
    assert ids(data(await order_page(app, headers, createTime=[JAN_1, JAN_1 + day - 1]))) == [first]
    assert ids(data(await order_page(app, headers, createTime=[JAN_1, JAN_2]))) == [second, first]
    assert ids(data(await order_page(app, headers, createTime=[JAN_2 + 1, JAN_2 + day], status=30))) == []

    nothing = {"list": [], "total": 0}
    assert data(await order_page(app, headers, no="NOPE")) == nothing
    assert data(await order_page(app, headers, mobile="13900000000")) == nothing
    assert data(await order_page(app, headers, key="ABCDE-NOT-A-KEY")) == nothing


async def test_an_orders_history_shows_lines_prices_log_and_masked_keys(
    app: Any, orders: dict[str, Any]
) -> None:
    headers = await operator_headers(app, "support")
    second = orders["second"]
    async with admin_client_for(app) as console:
        detail = data(await console.get("/trade/order/get", params={"id": second["id"]}, headers=headers))
        missing = failure(await console.get("/trade/order/get", params={"id": 999999}, headers=headers))
    assert missing[0] == 1_011_000_000
    assert detail["no"] == second["no"] and detail["memberMobile"] == MOBILE
    assert detail["payPrice"] == second["payPrice"] and detail["payChannelCode"] == "wallet"
    assert detail["payOrderId"] == second["payOrderId"] and detail["payTime"] is not None
    [line] = detail["items"]
    assert line["count"] == 2 and line["payPrice"] == second["payPrice"]
    assert [entry["operateType"] for entry in detail["logs"]] == [1, 2, 3]
    assert {key["keyId"]: key["revealed"] for key in detail["keys"]} == {
        key["keyId"]: key["keyId"] == orders["revealed"] for key in second["activationCodes"]
    }
    assert all("code" not in key for key in detail["keys"])
    assert orders["code"] not in str(detail)  # not even the revealed key's code
    assert detail["afterSales"] == [] and detail["feedback"] == []


async def test_bad_searches_are_refused_with_the_field(app: Any, orders: dict[str, Any]) -> None:
    headers = await operator_headers(app, "support")
    for params, field in (
        ({"mobile": "12345"}, "mobile"),
        ({"key": "ab"}, "key"),
        ({"key": "ABCDE\u0000"}, "key"),
        ({"status": 7}, "status"),
        ({"createTime": [1]}, "createTime"),
        ({"pageSize": 101}, "pageSize"),
    ):
        code, message = failure(await order_page(app, headers, **params))
        assert code == 400 and field in message, (params, message)
    async with admin_client_for(app) as console:
        code, message = failure(await console.get("/trade/order/get", params={"id": 0}, headers=headers))
    assert code == 400 and "id" in message
