"""Orders over HTTP: settlement and creation price alike, keys and points are reserved and
returned, paid orders reveal their keys to their owner only, and every refusal changes nothing."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select, update

from conftest import bearer, client_for, data, failure, login_by_sms
from fixtures import balances
from fixtures.discounts import PERCENT_OFF, add_activity
from fixtures.shop import give_points, keyed_catalogue, member_id, set_experience
from fixtures.support import settle_orders
from gamestore.core import clock
from gamestore.core.errors import AppError
from gamestore.models import (
    ActivationKey,
    CartItem,
    KeyReveal,
    Member,
    MemberExperienceRecord,
    PayOrder,
    Sku,
    Spu,
    TradeOrder,
)
from gamestore.trade import errors
from gamestore.trade.fulfilment import close_expired_orders, mark_order_paid

MOBILE = "13800000001"
OTHER = "13800000002"


@pytest.fixture
async def shop(app: Any, client: httpx.AsyncClient, outbox: Any) -> dict[str, Any]:
    cat = await keyed_catalogue(app)
    tokens = await login_by_sms(client, outbox, MOBILE)
    client.headers.update(bearer(tokens))
    return {"cat": cat, "sku": cat.skus}


def order_body(*items: tuple[int, int], points: bool = False, **extra: Any) -> dict[str, Any]:
    return {"items": [{"skuId": s, "count": c} for s, c in items], "pointStatus": points, **extra}


async def pay(app: Any, order_id: int) -> bool:
    async with app.state.sessions() as session, session.begin():
        return await mark_order_paid(session, app.state.settings, order_id, channel_code="wallet")


async def keys_of(app: Any, order_id: int) -> list[tuple[int, int]]:
    async with app.state.sessions() as session:
        rows = await session.execute(
            select(ActivationKey.id, ActivationKey.status).where(ActivationKey.order_id == order_id)
        )
        return [(key_id, status) for key_id, status in rows]


async def stock(app: Any, sku_id: int) -> int:
    async with app.state.sessions() as session:
        return int(await session.scalar(select(Sku.stock).where(Sku.id == sku_id)) or 0)


async def points(app: Any, mobile: str = MOBILE) -> int:
    async with app.state.sessions() as session:
        return int(await session.scalar(select(balances.POINT).where(Member.mobile == mobile)) or 0)


async def test_settlement_lists_every_price_line(shop: dict[str, Any], client: httpx.AsyncClient) -> None:
    sku = shop["sku"]
    answer = data(
        await client.post(
            "/trade/order/settlement",
            json=order_body((sku["star-raid-0"].id, 2), (sku["tiny-blocks-0"].id, 1)),
        )
    )
    assert answer["price"] == {
        "totalPrice": 4800 * 2 + 1800,
        "activityDiscountPrice": 0,
        "vipPrice": 0,
        "couponPrice": 0,
        "pointPrice": 0,
        "discountPrice": 0,
        "payPrice": 11400,
    }
    assert [(i["skuId"], i["count"], i["price"]) for i in answer["items"]] == [
        (sku["star-raid-0"].id, 2, 4800),
        (sku["tiny-blocks-0"].id, 1, 1800),
    ]
    assert answer["items"][0]["spuName"] == "Star Raid（简）"
    assert (answer["totalPoint"], answer["usePoint"], answer["discountPercent"]) == (0, 0, 0)


async def test_event_level_and_points_priced_alike_by_settlement_and_creation(
    app: Any, shop: dict[str, Any], client: httpx.AsyncClient
) -> None:
    sku = shop["sku"]["iron-saga-0"]  # 19800
    async with app.state.sessions() as session, session.begin():
        await add_activity(session, [(sku, PERCENT_OFF, 30)])  # event price 13860
    await set_experience(app, MOBILE, 3000)  # Gold: 5 % -> 13167 (693 off)
    await give_points(app, MOBILE, 10_000)
    body = order_body((sku.id, 1), points=True, remark="qq 12345")
    settled = data(await client.post("/trade/order/settlement", json=body))
    assert settled["price"] == {
        "totalPrice": 19800,
        "activityDiscountPrice": 5940,
        "vipPrice": 693,
        "couponPrice": 0,
        "pointPrice": 6583,  # half of 13167, rounded down to the fen
        "discountPrice": 5940 + 693 + 6583,
        "payPrice": 13167 - 6583,
    }
    assert (settled["usePoint"], settled["totalPoint"]) == (6583, 10_000)
    assert settled["items"][0]["activityPrice"] == 13860

    created = data(await client.post("/trade/order/create", json=body))
    detail = data(await client.get("/trade/order/get-detail", params={"id": created["id"]}))
    for field, value in settled["price"].items():
        assert detail[field] == value, field
    assert detail["usePoint"] == 6583
    assert detail["remark"] == "qq 12345"
    assert detail["status"] == 0
    assert await points(app) == 10_000 - 6583
    async with app.state.sessions() as session:
        pay_order = await session.get(PayOrder, created["payOrderId"])
    assert pay_order is not None and pay_order.price == 13167 - 6583 and pay_order.status == 0


async def test_creating_reserves_keys_and_takes_the_cart_items(
    app: Any, shop: dict[str, Any], client: httpx.AsyncClient
) -> None:
    sku = shop["sku"]["moon-garden-1"]
    cart_id = data(await client.post("/trade/cart/add", json={"skuId": sku.id, "count": 2}))
    body = {"items": [{"skuId": sku.id, "count": 2, "cartId": cart_id}], "pointStatus": False}
    created = data(await client.post("/trade/order/create", json=body))
    assert [status for _, status in await keys_of(app, created["id"])] == [10, 10]
    assert await stock(app, sku.id) == 3
    async with app.state.sessions() as session:
        assert await session.scalar(select(func.count()).select_from(CartItem)) == 0
    detail = data(await client.get("/trade/order/get-detail", params={"id": created["id"]}))
    assert detail["activationCodes"] == []  # not paid: nothing to reveal
    assert [log["operateType"] for log in detail["logs"]] == [1]


async def test_an_order_of_several_versions_stores_each_line_its_keys_and_one_payment(
    app: Any, shop: dict[str, Any], client: httpx.AsyncClient
) -> None:
    sku = shop["sku"]
    lines = [(sku["star-raid-0"].id, 2), (sku["tiny-blocks-0"].id, 1), (sku["iron-saga-0"].id, 1)]
    settled = data(await client.post("/trade/order/settlement", json=order_body(*lines)))
    created = data(await client.post("/trade/order/create", json=order_body(*lines)))
    detail = data(await client.get("/trade/order/get-detail", params={"id": created["id"]}))
    assert [(item["skuId"], item["count"]) for item in detail["items"]] == lines
    assert [item["payPrice"] for item in detail["items"]] == [item["payPrice"] for item in settled["items"]]
    assert detail["payPrice"] == settled["price"]["payPrice"] and detail["productCount"] == 4
    assert [log["operateType"] for log in detail["logs"]] == [1]
    assert [status for _, status in await keys_of(app, created["id"])] == [10] * 4
    async with app.state.sessions() as session:
        order = await session.get(TradeOrder, created["id"])
        pay_order = await session.get(PayOrder, created["payOrderId"])
    assert order is not None and order.pay_order_id == created["payOrderId"]
    assert pay_order is not None and pay_order.merchant_order_id == f"trade:{created['id']}"
    assert pay_order.price == detail["payPrice"] and pay_order.expire_time == order.expire_time


async def test_paying_sells_the_keys_to_the_owner_only_masked(
    app: Any, shop: dict[str, Any], client: httpx.AsyncClient, outbox: Any
) -> None:
    sku = shop["sku"]["star-raid-1"]  # 9800
    created = data(await client.post("/trade/order/create", json=order_body((sku.id, 2))))
    assert await pay(app, created["id"]) is True
    assert await pay(app, created["id"]) is False  # idempotent: nothing more happens

    detail = data(await client.get("/trade/order/get-detail", params={"id": created["id"]}))
    assert detail["status"] == 30 and detail["payStatus"] is True and detail["payChannelCode"] == "wallet"
    keys = detail["activationCodes"]
    # Sold, but masked until the member reveals them (test_key_reveal.py): reading reveals nothing.
    assert sorted(k["keyId"] for k in keys) == sorted(
        key_id for key_id, _ in await keys_of(app, created["id"])
    )
    assert [(k["code"], k["revealed"], k["revealTime"]) for k in keys] == [(None, False, None)] * 2
    assert [log["operateType"] for log in detail["logs"]] == [1, 2, 3]
    assert [status for _, status in await keys_of(app, created["id"])] == [20, 20]
    async with app.state.sessions() as session:
        reveals = list(await session.scalars(select(KeyReveal)))
        held = await balances.of(session, Member.mobile == MOBILE)
        sales = await session.scalar(select(Spu.sales_count).where(Spu.id == sku.spu_id))
        experience_rows = await session.scalar(select(func.count()).select_from(MemberExperienceRecord))
    assert reveals == []
    # 1 point and 1 experience per yuan paid, pending while the keys can be refunded (test_order_effects.py)
    assert held == (0, 0)
    assert experience_rows == 0
    assert await settle_orders(app) == 1
    async with app.state.sessions() as session:
        held = await balances.of(session, Member.mobile == MOBILE)
        experience_rows = await session.scalar(select(func.count()).select_from(MemberExperienceRecord))
    assert held == (196, 196)
    assert experience_rows == 1
    assert sales == 900 + 2
    owned = data(await client.get("/game/user/isGameOwnedByUser", params={"spuId": sku.spu_id}))
    assert owned is True

    async with client_for(app) as other:
        other.headers.update(bearer(await login_by_sms(other, outbox, OTHER)))
        code, _ = failure(await other.get("/trade/order/get-detail", params={"id": created["id"]}))
        assert code == errors.ORDER_NOT_FOUND.code
        code, _ = failure(await other.delete("/trade/order/cancel", params={"id": created["id"]}))
        assert code == errors.ORDER_NOT_FOUND.code
    async with app.state.sessions() as session:
        assert await session.scalar(select(func.count()).select_from(KeyReveal)) == 0


async def test_cancel_returns_keys_and_points_and_a_closed_order_can_never_be_paid(
    app: Any, shop: dict[str, Any], client: httpx.AsyncClient
) -> None:
    sku = shop["sku"]["deep-dive-0"]  # 6800
    await give_points(app, MOBILE, 1000)
    created = data(await client.post("/trade/order/create", json=order_body((sku.id, 1), points=True)))
    assert await points(app) == 0 and await stock(app, sku.id) == 4
    assert data(await client.delete("/trade/order/cancel", params={"id": created["id"]})) is True
    assert await points(app) == 1000 and await stock(app, sku.id) == 5
    assert await keys_of(app, created["id"]) == []
    detail = data(await client.get("/trade/order/get-detail", params={"id": created["id"]}))
    assert (detail["status"], detail["cancelType"]) == (40, 20)
    assert [log["operateType"] for log in detail["logs"]] == [1, 4]
    async with app.state.sessions() as session:
        pay_order = await session.get(PayOrder, created["payOrderId"])
    assert pay_order is not None and pay_order.status == 30

    code, msg = failure(await client.delete("/trade/order/cancel", params={"id": created["id"]}))
    assert code == errors.ORDER_NOT_UNPAID.code and "待付款" in msg
    with pytest.raises(AppError) as refused:
        await pay(app, created["id"])
    assert refused.value.error == errors.ORDER_CLOSED
    assert await points(app) == 1000 and await stock(app, sku.id) == 5


async def test_cancelling_a_paid_order_is_refused(
    app: Any, shop: dict[str, Any], client: httpx.AsyncClient
) -> None:
    created = data(
        await client.post("/trade/order/create", json=order_body((shop["sku"]["tiny-blocks-0"].id, 1)))
    )
    await pay(app, created["id"])
    code, _ = failure(await client.delete("/trade/order/cancel", params={"id": created["id"]}))
    assert code == errors.ORDER_NOT_UNPAID.code
    assert [s for _, s in await keys_of(app, created["id"])] == [20]


async def test_unpaid_orders_close_after_the_payment_window(
    app: Any, shop: dict[str, Any], client: httpx.AsyncClient
) -> None:
    sku = shop["sku"]["moon-garden-0"]
    await give_points(app, MOBILE, 500)
    late = data(await client.post("/trade/order/create", json=order_body((sku.id, 2), points=True)))
    fresh = data(await client.post("/trade/order/create", json=order_body((sku.id, 1))))
    async with app.state.sessions() as session, session.begin():
        await session.execute(
            update(TradeOrder)
            .where(TradeOrder.id == late["id"])
            .values(expire_time=clock.now() - timedelta(seconds=1))
        )
    assert await close_expired_orders(app.state.sessions) == 1
    assert await close_expired_orders(app.state.sessions) == 0  # once only
    assert await stock(app, sku.id) == 4 and await points(app) == 500
    detail = data(await client.get("/trade/order/get-detail", params={"id": late["id"]}))
    assert (detail["status"], detail["cancelType"]) == (40, 10)
    assert [log["operateType"] for log in detail["logs"]] == [1, 5]
    still = data(await client.get("/trade/order/get-detail", params={"id": fresh["id"]}))
    assert still["status"] == 0


async def expired_order(app: Any, client: httpx.AsyncClient, sku_id: int) -> dict[str, Any]:
    """An unpaid order of one key whose payment window has just ended (not yet closed by the job)."""
    created: dict[str, Any] = data(await client.post("/trade/order/create", json=order_body((sku_id, 1))))
    async with app.state.sessions() as session, session.begin():
        await session.execute(
            update(TradeOrder).where(TradeOrder.id == created["id"]).values(expire_time=clock.now())
        )
    return created


async def test_reading_an_expired_order_closes_it(
    app: Any, shop: dict[str, Any], client: httpx.AsyncClient
) -> None:
    sku = shop["sku"]["tiny-blocks-0"]
    created = await expired_order(app, client, sku.id)
    detail = data(await client.get("/trade/order/get-detail", params={"id": created["id"], "sync": "true"}))
    assert detail["status"] == 40
    assert await stock(app, sku.id) == 5


async def test_reading_the_track_of_an_expired_order_closes_it(
    app: Any, shop: dict[str, Any], client: httpx.AsyncClient
) -> None:
    sku = shop["sku"]["tiny-blocks-0"]
    created = await expired_order(app, client, sku.id)
    track = data(
        await client.get(
            "/trade/order/get-express-track-list", params={"id": created["id"], "language": "en"}
        )
    )
    assert [event["kind"] for event in track] == ["created", "closed"]
    assert await stock(app, sku.id) == 5
    detail = data(await client.get("/trade/order/get-detail", params={"id": created["id"]}))
    assert detail["status"] == 40 and [log["operateType"] for log in detail["logs"]] == [1, 5]


async def test_refusals_change_nothing(app: Any, shop: dict[str, Any], client: httpx.AsyncClient) -> None:
    sku = shop["sku"]
    cases = [
        (order_body((999_999, 1)), errors.SKU_NOT_FOUND.code),
        (order_body((sku["old-relic-0"].id, 1)), 1_008_005_001),
        (order_body((sku["iron-saga-0"].id, 6)), errors.SKU_STOCK_NOT_ENOUGH.code),
        (order_body((sku["iron-saga-0"].id, 11)), errors.COUNT_TOO_LARGE.code),
        ({"items": [], "pointStatus": False}, 400),
        ({"items": [{"skuId": sku["iron-saga-0"].id, "count": 0}]}, 400),
        (order_body((sku["iron-saga-0"].id, 1), remark="x" * 141), 400),
    ]
    for body, expected in cases:
        for path in ("/trade/order/settlement", "/trade/order/create"):
            code, msg = failure(await client.post(path, json=body))
            assert code == expected, (body, path, msg)
            assert msg
    async with app.state.sessions() as session:
        assert await session.scalar(select(func.count()).select_from(TradeOrder)) == 0
        assert await session.scalar(select(func.count()).where(ActivationKey.status != 0)) == 0
    code, msg = failure(await client.post("/trade/order/create", json=order_body((sku["iron-saga-0"].id, 6))))
    assert "库存不足" in msg
    async with client_for(app) as visitor:
        code, _ = failure(
            await visitor.post("/trade/order/settlement", json=order_body((sku["iron-saga-0"].id, 1)))
        )
        assert code == 401


async def test_one_failing_version_fails_the_whole_order(
    app: Any, shop: dict[str, Any], client: httpx.AsyncClient
) -> None:
    sku = shop["sku"]
    await give_points(app, MOBILE, 100)
    async with app.state.sessions() as session, session.begin():  # stock says 5, but only 0 keys left
        await session.execute(
            update(ActivationKey).where(ActivationKey.sku_id == sku["tiny-blocks-0"].id).values(status=20)
        )
    body = order_body((sku["star-raid-0"].id, 1), (sku["tiny-blocks-0"].id, 1), points=True)
    code, _ = failure(await client.post("/trade/order/create", json=body))
    assert code == errors.SKU_STOCK_NOT_ENOUGH.code
    assert await stock(app, sku["star-raid-0"].id) == 5 and await points(app) == 100
    async with app.state.sessions() as session:
        assert await session.scalar(select(func.count()).where(ActivationKey.status == 10)) == 0
        assert await session.scalar(select(func.count()).select_from(TradeOrder)) == 0


async def test_tabs_counts_and_delete(app: Any, shop: dict[str, Any], client: httpx.AsyncClient) -> None:
    sku = shop["sku"]
    unpaid = data(await client.post("/trade/order/create", json=order_body((sku["star-raid-0"].id, 1))))
    paid = data(await client.post("/trade/order/create", json=order_body((sku["iron-saga-0"].id, 1))))
    closed = data(await client.post("/trade/order/create", json=order_body((sku["tiny-blocks-0"].id, 1))))
    await pay(app, paid["id"])
    data(await client.delete("/trade/order/cancel", params={"id": closed["id"]}))

    counts = data(await client.get("/trade/order/get-count"))
    assert counts == {
        "allCount": 3,
        "unpaidCount": 1,
        "undeliveredCount": 0,
        "deliveredCount": 0,
        "uncommentedCount": 1,
        "afterSaleCount": 0,
    }

    async def tab(**params: Any) -> list[int]:
        page = data(await client.get("/trade/order/page", params=params))
        return [order["id"] for order in page["list"]]

    assert await tab() == [closed["id"], paid["id"], unpaid["id"]]
    assert await tab(status=0) == [unpaid["id"]]
    assert await tab(status=30, commentStatus="false") == [paid["id"]]
    assert await tab(status=30) == [paid["id"]]
    assert await tab(status=40) == [closed["id"]]
    first = data(await client.get("/trade/order/page", params={"pageSize": 1}))
    assert first["total"] == 3 and first["list"][0]["items"][0]["spuName"] == "Tiny Blocks（简）"
    simple = data(await client.get("/trade/order/list-all-simple", params={"language": "en"}))
    assert (simple[0]["id"], simple[0]["title"]) == (closed["id"], "Tiny Blocks")

    code, _ = failure(await client.delete("/trade/order/delete", params={"id": unpaid["id"]}))
    assert code == errors.ORDER_NOT_DELETABLE.code
    code, _ = failure(await client.delete("/trade/order/delete", params={"id": paid["id"]}))
    assert code == errors.ORDER_KEYS_REFUNDABLE.code  # its key is unrevealed and refundable
    assert data(await client.delete("/trade/order/delete", params={"id": closed["id"]})) is True
    assert await tab() == [paid["id"], unpaid["id"]]
    assert data(await client.get("/trade/order/get-count"))["allCount"] == 2
    hidden = data(await client.get("/trade/order/get-detail", params={"id": closed["id"]}))
    assert (hidden["id"], hidden["hidden"]) == (closed["id"], True)
    code, _ = failure(await client.get("/trade/order/page", params={"status": 5}))
    assert code == 400


async def test_a_free_order_is_paid_at_once(
    app: Any, shop: dict[str, Any], client: httpx.AsyncClient
) -> None:
    sku = shop["sku"]["tiny-blocks-0"]
    async with app.state.sessions() as session, session.begin():
        await add_activity(session, [(sku, PERCENT_OFF, 100)])
    created = data(await client.post("/trade/order/create", json=order_body((sku.id, 1))))
    detail = data(await client.get("/trade/order/get-detail", params={"id": created["id"]}))
    assert (detail["status"], detail["payPrice"], len(detail["activationCodes"])) == (30, 0, 1)


async def test_messages_follow_the_language(
    app: Any, shop: dict[str, Any], client: httpx.AsyncClient
) -> None:
    _, msg = failure(await client.get("/trade/order/get-detail", params={"id": 12345, "language": "en"}))
    assert msg.startswith("Failed to query the order")
    created = data(
        await client.post("/trade/order/create", json=order_body((shop["sku"]["tiny-blocks-0"].id, 1)))
    )
    detail = data(await client.get("/trade/order/get-detail", params={"id": created["id"], "language": "ja"}))
    assert detail["logs"][0]["content"] == "注文作成"
    assert await member_id(app, MOBILE) > 0
