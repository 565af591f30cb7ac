"""Reviews of a completed order's games and the order's feedback thread with the store's replies."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx
import pytest

from conftest import bearer, client_for, data, failure, login_by_sms
from fixtures.shop import keyed_catalogue
from fixtures.support import settle_orders
from gamestore.cli import main
from gamestore.trade import errors
from gamestore.trade.after_sale_service import reply_as_store
from gamestore.trade.fulfilment import mark_order_paid

MOBILE = "13800000011"


@pytest.fixture
async def bought(app: Any, client: httpx.AsyncClient, outbox: Any) -> dict[str, Any]:
    """A completed order of two games and an unpaid one."""
    cat = await keyed_catalogue(app)
    client.headers.update(bearer(await login_by_sms(client, outbox, MOBILE)))
    body = {
        "items": [
            {"skuId": cat.skus["star-raid-0"].id, "count": 1},
            {"skuId": cat.skus["tiny-blocks-0"].id, "count": 1},
        ]
    }
    paid = data(await client.post("/trade/order/create", json=body))
    async with app.state.sessions() as session, session.begin():
        await mark_order_paid(session, app.state.settings, paid["id"], channel_code="wallet")
    await settle_orders(app)  # its 66 points given
    unpaid = data(await client.post("/trade/order/create", json={"items": [body["items"][0]]}))
    paid_detail = data(await client.get("/trade/order/get-detail", params={"id": paid["id"]}))
    unpaid_detail = data(await client.get("/trade/order/get-detail", params={"id": unpaid["id"]}))
    return {"cat": cat, "paid": paid_detail, "unpaid": unpaid_detail}


async def test_reviewing_every_game_completes_the_order_review(
    bought: dict[str, Any], client: httpx.AsyncClient
) -> None:
    first, second = bought["paid"]["items"]
    comment_id = data(
        await client.post(
            "/trade/order/item/create-comment",
            json={"orderItemId": first["id"], "rating": 5, "content": "Great fun", "anonymous": False},
        )
    )
    assert comment_id > 0
    reviews = data(await client.get("/product/comment/page", params={"spuId": first["spuId"]}))
    mine = [r for r in reviews["list"] if r["id"] == comment_id]
    assert mine and mine[0]["rating"] == 5 and mine[0]["content"] == "Great fun"
    assert data(await client.get("/trade/order/get-count"))["uncommentedCount"] == 1

    data(
        await client.post(
            "/trade/order/item/create-comment",
            json={"orderItemId": second["id"], "rating": 2, "anonymous": True},
        )
    )
    detail = data(await client.get("/trade/order/get-detail", params={"id": bought["paid"]["id"]}))
    assert detail["commentStatus"] is True and all(item["commentStatus"] for item in detail["items"])
    assert data(await client.get("/trade/order/get-count"))["uncommentedCount"] == 0
    pending = data(await client.get("/trade/order/page", params={"status": 30, "commentStatus": "false"}))
    assert pending["total"] == 0


async def test_review_refusals(
    app: Any, bought: dict[str, Any], client: httpx.AsyncClient, outbox: Any
) -> None:
    item = bought["paid"]["items"][0]

    async def review(**body: Any) -> tuple[int, str]:
        return failure(await client.post("/trade/order/item/create-comment", json=body))

    assert (await review(orderItemId=item["id"]))[0] == errors.RATING_REQUIRED.code
    assert "please select a rating" in (
        failure(
            await client.post(
                "/trade/order/item/create-comment", json={"orderItemId": item["id"], "language": "en"}
            )
        )[1].lower()
    )
    assert (await review(orderItemId=item["id"], rating=6))[0] == 400
    assert (await review(orderItemId=item["id"], rating=4, content="x" * 2001))[0] == 400
    unpaid_item = bought["unpaid"]["items"][0]
    assert (await review(orderItemId=unpaid_item["id"], rating=4))[0] == errors.ORDER_NOT_COMPLETED.code
    assert (await review(orderItemId=999_999, rating=4))[0] == errors.ORDER_ITEM_NOT_FOUND.code

    async with client_for(app) as other:
        other.headers.update(bearer(await login_by_sms(other, outbox, "13800000012")))
        code, _ = failure(
            await other.post(
                "/trade/order/item/create-comment", json={"orderItemId": item["id"], "rating": 5}
            )
        )
        assert code == errors.ORDER_ITEM_NOT_FOUND.code

    answers = await asyncio.gather(
        *(
            client.post("/trade/order/item/create-comment", json={"orderItemId": item["id"], "rating": 4})
            for _ in range(3)
        )
    )
    codes = sorted(a.json()["code"] for a in answers)
    assert codes == [0, errors.ORDER_ITEM_COMMENTED.code, errors.ORDER_ITEM_COMMENTED.code]
    reviews = data(await client.get("/product/comment/page", params={"spuId": item["spuId"]}))
    assert len([r for r in reviews["list"] if r["skuName"] is not None and r["rating"] == 4]) == 1


async def test_feedback_thread_with_store_replies(
    app: Any, bought: dict[str, Any], client: httpx.AsyncClient, outbox: Any
) -> None:
    order_id = bought["paid"]["id"]
    assert data(await client.get("/trade/order-feedback-reply/get", params={"orderId": order_id})) == []
    data(
        await client.post(
            "/trade/order-feedback-reply/create", json={"orderId": order_id, "content": "Key is used"}
        )
    )
    async with app.state.sessions() as session, session.begin():
        await reply_as_store(session, order_id, "We sent a new one")
    thread = data(await client.get("/trade/order-feedback-reply/get", params={"orderId": order_id}))
    assert [(m["content"], m["fromStore"]) for m in thread] == [
        ("Key is used", False),
        ("We sent a new one", True),
    ]

    code, msg = failure(
        await client.post("/trade/order-feedback-reply/create", json={"orderId": order_id, "content": "  "})
    )
    assert code == errors.FEEDBACK_CONTENT_REQUIRED.code and msg
    code, _ = failure(
        await client.post("/trade/order-feedback-reply/create", json={"orderId": 999_999, "content": "x"})
    )
    assert code == errors.ORDER_NOT_FOUND.code
    async with client_for(app) as other:
        other.headers.update(bearer(await login_by_sms(other, outbox, "13800000013")))
        code, _ = failure(await other.get("/trade/order-feedback-reply/get", params={"orderId": order_id}))
        assert code == errors.ORDER_NOT_FOUND.code
        code, _ = failure(
            await other.post(
                "/trade/order-feedback-reply/create", json={"orderId": order_id, "content": "hi"}
            )
        )
        assert code == errors.ORDER_NOT_FOUND.code
    assert len(data(await client.get("/trade/order-feedback-reply/get", params={"orderId": order_id}))) == 2


@pytest.mark.usefixtures("cli_env")
async def test_operators_reply_from_the_command_line(
    bought: dict[str, Any], client: httpx.AsyncClient
) -> None:
    order_id = bought["paid"]["id"]
    assert (
        await asyncio.to_thread(main, ["reply-feedback", "--order", str(order_id), "Thanks,", "fixed"]) == 0
    )
    assert await asyncio.to_thread(main, ["reply-feedback", "--order", "999999", "hello"]) == 2
    thread = data(await client.get("/trade/order-feedback-reply/get", params={"orderId": order_id}))
    assert [(m["content"], m["fromStore"]) for m in thread] == [("Thanks, fixed", True)]


@pytest.mark.usefixtures("cli_env")
async def test_operators_adjust_points_from_the_command_line(
    bought: dict[str, Any], client: httpx.AsyncClient
) -> None:
    assert await asyncio.to_thread(main, ["adjust-points", "--mobile", MOBILE, "--points", "500"]) == 0
    assert await asyncio.to_thread(main, ["adjust-points", "--mobile", MOBILE, "--points", "-600"]) == 2
    assert await asyncio.to_thread(main, ["adjust-points", "--mobile", "13999999999", "--points", "5"]) == 2
    records = data(await client.post("/member/point/record/page", json={"pageNo": 1, "pageSize": 10}))
    latest = records["list"][0]  # after the 66 points the paid order earned
    assert (latest["point"], latest["balance"], latest["bizType"]) == (500, 566, 2)
    assert data(await client.get("/member/user/get"))["point"] == 566
