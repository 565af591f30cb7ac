"""Support refunds an order's never-revealed keys with a reason, past the member's window, through
the one refund path, and answers feedback as `gamestore reply-feedback` does; both audited."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import select, update

from conftest import data, failure
from fixtures.operators import admin_client_for
from fixtures.push_service import PushServiceStandIn
from fixtures.shop import keyed_catalogue, member_id
from fixtures.support import audit_rows, buy_by_wallet, operator_headers, shop_state, shopper
from gamestore.core import clock
from gamestore.models import OutboxMessage, TradeOrder
from gamestore.notification.push_delivery import WEB_PUSH
from gamestore.trade import errors
from gamestore.trade.order_maturity import mature_due_orders

MOBILE = "13800000061"


@pytest.fixture
async def paid_order(app: Any, client: httpx.AsyncClient, outbox: Any) -> dict[str, Any]:
    """A member's order of two keys paid from the wallet 30 days ago (past their refund window)."""
    cat = await keyed_catalogue(app)
    await shopper(app, client, outbox, MOBILE)
    order = await buy_by_wallet(client, cat.skus["star-raid-1"].id, 2)
    async with app.state.sessions() as session, session.begin():
        await session.execute(
            update(TradeOrder)
            .where(TradeOrder.id == order["id"])
            .values(pay_time=clock.now() - timedelta(days=30))
        )
    return order


async def refund(app: Any, headers: dict[str, str], **body: Any) -> httpx.Response:
    async with admin_client_for(app) as console:
        return await console.post("/trade/after-sale/create", json=body, headers=headers)


async def wallet_balance(client: httpx.AsyncClient) -> int:
    return int(data(await client.get("/pay/wallet/get"))["balance"])


@pytest.mark.parametrize("role", ["support", "admin"])
async def test_support_refunds_past_the_members_window_with_a_reason_and_it_is_audited(
    app: Any, client: httpx.AsyncClient, paid_order: dict[str, Any], role: str
) -> None:
    order_id = paid_order["id"]
    member_refund = failure(await client.post("/trade/after-sale/create", json={"orderId": order_id}))
    assert member_refund[0] == errors.REFUND_WINDOW_PASSED.code
    balance = await wallet_balance(client)
    headers = await operator_headers(app, role)

    answer = data(
        await refund(app, headers, orderId=order_id, reason="Key did not work, refunded by support")
    )

    assert answer["way"] == 2 and answer["status"] == 20 and answer["keyCount"] == 2
    assert answer["reason"] == "Key did not work, refunded by support"
    assert answer["refundPrice"] == paid_order["payPrice"]
    assert await wallet_balance(client) == balance + paid_order["payPrice"]
    member_view = data(await client.get("/trade/order/get-detail", params={"id": order_id}))
    assert member_view["status"] == 40 and member_view["refundPrice"] == paid_order["payPrice"]
    async with admin_client_for(app) as console:
        history = data(await console.get("/trade/order/get", params={"id": order_id}, headers=headers))
    assert [sale["id"] for sale in history["afterSales"]] == [answer["id"]] and history["keys"] == []

    [entry] = await audit_rows(app, "trade.order.refund")
    assert (entry.entity_type, entry.entity_id) == ("trade_order", str(order_id))
    assert entry.before == {"status": 30, "refundStatus": 0, "refundPrice": 0}
    assert entry.after == {
        "status": 40,
        "refundStatus": 2,
        "refundPrice": paid_order["payPrice"],
        "afterSaleId": answer["id"],
        "refundedPrice": paid_order["payPrice"],
    }
    # Nothing left to refund: refused, and nothing more audited.
    assert (
        failure(await refund(app, headers, orderId=order_id, reason="again"))[0]
        == errors.REFUND_ALREADY_DONE.code
    )
    assert len(await audit_rows(app, "trade.order.refund")) == 1


async def test_a_refund_without_a_reason_or_of_an_unknown_order_changes_nothing(
    app: Any, paid_order: dict[str, Any]
) -> None:
    headers = await operator_headers(app, "support")
    before = await shop_state(app)
    for body, field in (
        ({"orderId": paid_order["id"]}, "reason"),
        ({"orderId": paid_order["id"], "reason": "   "}, "reason"),
        ({"orderId": paid_order["id"], "reason": "x" * 141}, "reason"),
        ({"orderId": paid_order["id"], "reason": "line\nbreak"}, "reason"),
        ({"orderId": "one", "reason": "ok"}, "orderId"),
    ):
        code, message = failure(await refund(app, headers, **body))
        assert code == 400 and field in message, (body, message)
    assert failure(await refund(app, headers, orderId=999999, reason="ok"))[0] == errors.ORDER_NOT_FOUND.code
    assert await shop_state(app) == before


async def test_support_sees_what_a_refund_gives_back_before_confirming_less_points_spent(
    app: Any, client: httpx.AsyncClient, paid_order: dict[str, Any]
) -> None:
    """The order's window closed, so its 196 points were given; the member spent 100 of them. The
    refund takes back the 96 left and keeps ¥1 for the 100 spent; the preview says so and does nothing."""
    window = timedelta(days=app.state.settings.refund_window_days, seconds=1)
    assert await mature_due_orders(app.state.sessions, clock.now() + window) == 1
    headers = await operator_headers(app, "support")
    async with admin_client_for(app) as console:
        member = await member_id(app, MOBILE)
        body = {"memberId": member, "points": -100, "reason": "spent", "requestId": "spent-100"}
        data(await console.post("/member/point/adjust", json=body, headers=headers))
        before = await shop_state(app)
        params = {"orderId": paid_order["id"]}
        preview = data(await console.get("/trade/after-sale/preview", params=params, headers=headers))
        assert await shop_state(app) == before
        assert preview == {
            "keyCount": 2,
            "keyPrice": 19600,
            "refundPrice": 19500,
            "refundPoint": 0,
            "spentPoint": 100,
            "spentPrice": 100,
        }
        unknown = await console.get("/trade/after-sale/preview", params={"orderId": 999999}, headers=headers)
        assert failure(unknown)[0] == errors.ORDER_NOT_FOUND.code
    balance = await wallet_balance(client)
    answer = data(await refund(app, headers, orderId=paid_order["id"], reason="Keys did not work"))
    assert (answer["refundPrice"], answer["spentPoint"], answer["spentPrice"]) == (19500, 100, 100)
    assert await wallet_balance(client) == balance + 19500
    assert data(await client.get("/member/user/get"))["point"] == 0
    assert len(await audit_rows(app, "trade.order.refund")) == 1


async def test_support_replies_to_feedback_and_an_order_thread_and_the_member_sees_both(
    app: Any, client: httpx.AsyncClient, paid_order: dict[str, Any]
) -> None:
    feedback_id = data(
        await client.post(
            "/member/feedback/create",
            json={"type": 3, "orderId": paid_order["id"], "content": "The key is already used."},
        )
    )
    data(
        await client.post(
            "/trade/order-feedback-reply/create",
            json={"orderId": paid_order["id"], "content": "Which key do I use?"},
        )
    )
    headers = await operator_headers(app, "support")
    async with admin_client_for(app) as console:
        reply = "Sorry about that:\nwe sent you a new key."
        assert data(
            await console.post(
                "/trade/feedback/reply", json={"feedbackId": feedback_id, "content": reply}, headers=headers
            )
        )
        assert data(
            await console.post(
                "/trade/feedback/reply",
                json={"orderId": paid_order["id"], "content": "Looking into it."},
                headers=headers,
            )
        )
        for body, field in (
            ({"content": "no target"}, "body"),
            ({"feedbackId": feedback_id, "orderId": paid_order["id"], "content": "both"}, "body"),
            ({"feedbackId": feedback_id, "content": "  "}, "content"),
            ({"feedbackId": feedback_id, "content": "x" * 2001}, "content"),
        ):
            code, message = failure(await console.post("/trade/feedback/reply", json=body, headers=headers))
            assert code == 400 and field in message, (body, message)
        unknown = await console.post(
            "/trade/feedback/reply", json={"feedbackId": 999999, "content": "hi"}, headers=headers
        )
        assert failure(unknown)[0] == errors.FEEDBACK_NOT_FOUND.code

    history = {
        (entry["kind"], entry["type"]): entry
        for entry in data(await client.get("/member/feedback/page"))["list"]
    }
    assert [r["content"] for r in history[("general", 3)]["replies"]] == [reply]
    assert [r["content"] for r in history[("order", None)]["replies"]] == ["Looking into it."]
    entries = await audit_rows(app, "trade.feedback.reply")
    assert [(e.entity_type, e.entity_id, e.after["content"]) for e in entries] == [
        ("trade_feedback", str(feedback_id), reply),
        ("trade_order", str(paid_order["id"]), "Looking into it."),
    ]


async def member_notes(client: httpx.AsyncClient) -> list[dict[str, Any]]:
    notes: list[dict[str, Any]] = data(await client.get("/member/notification/page"))["list"]
    return notes


async def pushes(app: Any) -> list[dict[str, Any]]:
    async with app.state.sessions() as session:
        rows = await session.scalars(select(OutboxMessage).where(OutboxMessage.topic == WEB_PUSH.name))
        return [row.payload["message"] for row in rows]


async def test_a_support_refund_and_the_stores_replies_reach_the_member_in_their_language(
    app: Any, client: httpx.AsyncClient, paid_order: dict[str, Any]
) -> None:
    # The member uses the app in traditional Chinese now and allowed pushes in one browser.
    client.headers["content-language"] = "zh-Hant"
    assert data(await client.put("/member/user/update-language", json={"language": "zh-Hant"})) is True
    browser = PushServiceStandIn().subscribe()
    assert data(await client.post("/member/push-subscription/save", json=browser)) is True
    order_id = paid_order["id"]
    feedback_id = data(
        await client.post("/member/feedback/create", json={"type": 3, "orderId": order_id, "content": "?"})
    )
    headers = await operator_headers(app, "support")

    answer = data(await refund(app, headers, orderId=order_id, reason="Key did not work"))
    async with admin_client_for(app) as console:
        for target in ({"feedbackId": feedback_id}, {"orderId": order_id}):
            reply = {**target, "content": "New key sent"}
            assert data(await console.post("/trade/feedback/reply", json=reply, headers=headers))

    amount = f"CN¥{answer['refundPrice'] // 100:,}.{answer['refundPrice'] % 100:02d}"
    order_no = data(await client.get("/trade/order/get-detail", params={"id": order_id}))["no"]
    expected = [
        ("商店回覆了您的訂單留言", "回覆：New key sent", f"/pages/order/feedback?orderId={order_id}", 2),
        ("商店回覆了您的意見回饋", "回覆：New key sent", "/pages/user/feedback", 2),
        (
            f"訂單已退款：{amount}",
            f"客服已為訂單 {order_no} 中未查看的啟用碼退款。原因：Key did not work",
            f"/pages/order/detail?id={order_id}",
            3,
        ),
    ]
    notes = await member_notes(client)
    assert [(n["title"], n["content"], n["link"], n["type"]) for n in notes] == expected
    assert data(await client.get("/member/notification/get-unread-count")) == 3
    # Each is also pushed to the member's browser, through the outbox, once.
    assert sorted((p["title"], p["body"]) for p in await pushes(app)) == sorted(
        (title, body) for title, body, _, _ in expected
    )


async def test_a_members_own_refund_is_not_notified(app: Any, client: httpx.AsyncClient, outbox: Any) -> None:
    cat = await keyed_catalogue(app)
    await shopper(app, client, outbox, "13800000062")
    order = await buy_by_wallet(client, cat.skus["star-raid-1"].id, 1)
    data(await client.post("/trade/after-sale/create", json={"orderId": order["id"]}))
    assert await member_notes(client) == []
