"""A dead key replaced in one tap (issue 40 part 5): a revealed key reported not working is replaced
at once by a key of its batch (the order's first report, within 48 h of the reveal, under the
member's monthly limit), the reported key set aside for good; otherwise support replaces, refunds or
rejects it. Every step is in the order's timeline; races give one key once and one report once."""

from __future__ import annotations

import asyncio
from datetime import datetime, timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select, update

from conftest import bearer, client_for, data, failure, login_by_sms
from fixtures.operators import admin_client_for
from fixtures.shop import add_keys, keyed_catalogue, member_id
from fixtures.support import operator_headers, shopper
from gamestore.catalogue import key_service
from gamestore.catalogue.import_keys import AVAILABLE
from gamestore.core import clock
from gamestore.core.crypto import KeyCipher
from gamestore.core.i18n import translate
from gamestore.models import (
    ActivationKey,
    KeyReport,
    KeyReveal,
    MemberNotification,
    Sku,
    TradeAfterSale,
    TradeOrder,
)
from gamestore.notification.notification_service import KEY_REPORT_REFUNDED_BODY
from gamestore.trade import errors
from gamestore.trade.key_report_service import month_start

MOBILE = "13800000401"
OTHER = "13800000402"
SKU = "star-raid-1"


async def buy(client: httpx.AsyncClient, sku_id: int, count: int = 1) -> int:
    created = data(
        await client.post("/trade/order/create", json={"items": [{"skuId": sku_id, "count": count}]})
    )
    paid = data(
        await client.post("/pay/order/submit", json={"id": created["payOrderId"], "channelCode": "wallet"})
    )
    assert paid["status"] == 0
    return int(created["id"])


async def keys_of(client: httpx.AsyncClient, order_id: int) -> list[dict[str, Any]]:
    detail = data(await client.get("/trade/order/get-detail", params={"id": order_id}))
    return list(detail["activationCodes"])


async def reveal(client: httpx.AsyncClient, order_id: int, key_id: int) -> dict[str, Any]:
    answer: dict[str, Any] = data(
        await client.post("/trade/order/reveal-key", json={"orderId": order_id, "keyId": key_id})
    )
    return answer


async def bought_and_revealed(
    client: httpx.AsyncClient, sku_id: int, count: int = 1
) -> tuple[int, list[int]]:
    order_id = await buy(client, sku_id, count)
    key_ids = [key["keyId"] for key in await keys_of(client, order_id)]
    for key_id in key_ids:
        await reveal(client, order_id, key_id)
    return order_id, key_ids


def report(client: httpx.AsyncClient, order_id: int, key_id: int, reason: int = 1, **extra: Any) -> Any:
    body = {"orderId": order_id, "keyId": key_id, "reason": reason, **extra}
    return client.post("/trade/order/key-report", json=body)


async def key_states(app: Any, *key_ids: int) -> list[tuple[int, int | None]]:
    async with app.state.sessions() as session:
        rows = await session.execute(
            select(ActivationKey.id, ActivationKey.status, ActivationKey.order_id)
            .where(ActivationKey.id.in_(key_ids))
            .order_by(ActivationKey.id)
        )
        found = {key_id: (status, order) for key_id, status, order in rows}
    return [found[key_id] for key_id in key_ids]


async def stock(app: Any, sku_id: int) -> int:
    async with app.state.sessions() as session:
        value = await session.scalar(select(Sku.stock).where(Sku.id == sku_id))
        available = await session.scalar(
            select(func.count())
            .select_from(ActivationKey)
            .where(ActivationKey.sku_id == sku_id, ActivationKey.status == AVAILABLE)
        )
    assert value == available, "a version's stock is its available keys"
    return int(value or 0)


async def reports(app: Any) -> list[KeyReport]:
    async with app.state.sessions() as session:
        return list(await session.scalars(select(KeyReport).order_by(KeyReport.id)))


async def track(client: httpx.AsyncClient, order_id: int) -> list[dict[str, Any]]:
    answer = await client.get(
        "/trade/order/get-express-track-list", params={"id": order_id, "language": "en"}
    )
    return list(data(answer))


@pytest.fixture
async def shop(app: Any, client: httpx.AsyncClient, outbox: Any) -> dict[str, Any]:
    cat = await keyed_catalogue(app, keys_per_version=3)
    await shopper(app, client, outbox, MOBILE)
    return {"sku": cat.skus[SKU].id, "cat": cat}


async def test_the_first_report_is_answered_at_once_with_a_key_of_its_batch(
    app: Any, client: httpx.AsyncClient, shop: dict[str, Any]
) -> None:
    sku_id = shop["sku"]
    order_id, [dead] = await bought_and_revealed(client, sku_id)
    # A later batch of the version: the replacement comes from the reported key's own batch.
    async with app.state.sessions() as session, session.begin():
        await add_keys(session, KeyCipher.from_settings(app.state.settings), sku_id, 2)
    assert await stock(app, sku_id) == 4

    answer = data(await report(client, order_id, dead, 2, note="Says wrong region"))
    assert answer["result"] == "replaced"
    new = answer["key"]
    assert new["keyId"] != dead and new["revealed"] is True and new["code"].startswith(f"K{sku_id}-")
    assert answer["report"]["status"] == 20 and answer["report"]["replacementKeyId"] == new["keyId"]
    async with app.state.sessions() as session:
        rows = await session.execute(
            select(ActivationKey.id, ActivationKey.batch_id).where(ActivationKey.id.in_([dead, new["keyId"]]))
        )
        batches = {key_id: batch for key_id, batch in rows}
    assert batches[dead] == batches[new["keyId"]]
    assert await key_states(app, dead, new["keyId"]) == [
        (key_service.SET_ASIDE, order_id),
        (key_service.SOLD, order_id),
    ]
    assert await stock(app, sku_id) == 3

    # The order shows the new key in clear (revealed now), the dead one no longer.
    shown = await keys_of(client, order_id)
    assert [(k["keyId"], k["code"], k["revealed"]) for k in shown] == [(new["keyId"], new["code"], True)]
    listed = data(await client.get("/trade/order/key-report/list", params={"orderId": order_id}))
    assert [(r["keyId"], r["reason"], r["note"], r["status"]) for r in listed] == [
        (dead, 2, "Says wrong region", 20)
    ]
    kinds = [event["kind"] for event in await track(client, order_id)]
    assert kinds[-3:] == ["reported", "replaced", "revealed"] and kinds.count("revealed") == 2

    # The same key again: refused; the set-aside key is never sold again.
    assert failure(await report(client, order_id, dead))[0] == errors.KEY_ALREADY_REPORTED.code
    assert len(await reports(app)) == 1


async def test_refusals_change_nothing(
    app: Any, client: httpx.AsyncClient, outbox: Any, shop: dict[str, Any]
) -> None:
    sku_id = shop["sku"]
    order_id = await buy(client, sku_id)
    [key] = await keys_of(client, order_id)
    assert failure(await report(client, order_id, key["keyId"]))[0] == errors.KEY_NOT_REVEALED.code
    await reveal(client, order_id, key["keyId"])
    assert failure(await report(client, order_id, 999_999))[0] == errors.ACTIVATION_KEY_NOT_FOUND.code
    assert failure(await report(client, 999_999, key["keyId"]))[0] == errors.ORDER_NOT_FOUND.code
    async with client_for(app) as other:
        other.headers.update(bearer(await login_by_sms(other, outbox, OTHER)))
        assert failure(await report(other, order_id, key["keyId"]))[0] == errors.ORDER_NOT_FOUND.code
        listed = await other.get("/trade/order/key-report/list", params={"orderId": order_id})
        assert failure(listed)[0] == errors.ORDER_NOT_FOUND.code
    for bad in ({"reason": 4}, {"reason": 0}, {"note": "x" * 201}, {"note": "a\x00b"}, {"keyId": "x"}):
        answer = await client.post(
            "/trade/order/key-report", json={"orderId": order_id, "keyId": key["keyId"], "reason": 1, **bad}
        )
        assert answer.status_code < 500 and answer.json()["code"] != 0, bad
    assert await reports(app) == []
    assert await key_states(app, key["keyId"]) == [(key_service.SOLD, order_id)]
    # 200 characters is fine.
    assert data(await report(client, order_id, key["keyId"], 3, note="y" * 200))["result"] == "replaced"


async def test_after_48_hours_the_report_goes_to_support(
    app: Any, client: httpx.AsyncClient, shop: dict[str, Any]
) -> None:
    sku_id = shop["sku"]
    order_id, [dead] = await bought_and_revealed(client, sku_id)
    clock.travel_to(clock.now() + timedelta(hours=48, seconds=5))
    try:
        answer = data(await report(client, order_id, dead))
    finally:
        clock.back_to_now()
    assert answer["result"] == "toSupport" and answer["key"] is None and answer["report"]["status"] == 10
    assert [(r.status, r.why_support) for r in await reports(app)] == [(10, 2)]
    assert await key_states(app, dead) == [(key_service.SOLD, order_id)]
    assert await stock(app, sku_id) == 2
    assert [event["kind"] for event in await track(client, order_id)][-2:] == ["reported", "toSupport"]


async def test_only_the_orders_first_report_is_replaced_at_once(
    app: Any, client: httpx.AsyncClient, shop: dict[str, Any]
) -> None:
    order_id, [first, second] = await bought_and_revealed(client, shop["sku"], 2)
    replaced = data(await report(client, order_id, first))
    assert replaced["result"] == "replaced"
    assert data(await report(client, order_id, second))["result"] == "toSupport"
    # The replacement itself reported: not the order's first either.
    assert data(await report(client, order_id, replaced["key"]["keyId"]))["result"] == "toSupport"
    assert [(r.status, r.why_support) for r in await reports(app)] == [(20, None), (10, 3), (10, 3)]


async def test_no_key_left_in_the_batch_goes_to_support_though_another_batch_has_keys(
    app: Any, client: httpx.AsyncClient, shop: dict[str, Any]
) -> None:
    sku_id = shop["sku"]
    order_id, dead = await bought_and_revealed(client, sku_id, 3)  # the whole first batch
    async with app.state.sessions() as session, session.begin():
        await add_keys(session, KeyCipher.from_settings(app.state.settings), sku_id, 2)
    answer = data(await report(client, order_id, dead[0]))
    assert answer["result"] == "toSupport"
    assert [(r.status, r.why_support) for r in await reports(app)] == [(10, 1)]
    assert await key_states(app, dead[0]) == [(key_service.SOLD, order_id)]
    assert await stock(app, sku_id) == 2


async def test_past_the_monthly_limit_reports_go_to_support(app_factory: Any, outbox: Any) -> None:
    app = app_factory(key_report_monthly_limit=1)
    cat = await keyed_catalogue(app, keys_per_version=5)
    sku_id = cat.skus[SKU].id
    async with client_for(app) as client:
        await shopper(app, client, outbox, MOBILE)
        one, [key_one] = await bought_and_revealed(client, sku_id)
        two, [key_two] = await bought_and_revealed(client, sku_id)
        assert data(await report(client, one, key_one))["result"] == "replaced"
        assert data(await report(client, two, key_two))["result"] == "toSupport"
        assert [(r.status, r.why_support) for r in await reports(app)] == [(20, None), (10, 4)]
        # Next month the member has reports again.
        three, [key_three] = await bought_and_revealed(client, sku_id)
        clock.travel_to(month_start(clock.now()) + timedelta(days=32))
        try:
            await revealed_at(app, key_three, clock.now() - timedelta(hours=1))
            assert data(await report(client, three, key_three))["result"] == "replaced"
        finally:
            clock.back_to_now()


# -- support ---------------------------------------------------------------------------------------


async def revealed_at(app: Any, key_id: int, moment: datetime) -> None:
    """As if the key had been revealed at ``moment``."""
    async with app.state.sessions() as session, session.begin():
        await session.execute(update(KeyReveal).where(KeyReveal.key_id == key_id).values(created_at=moment))


async def pending_report(app: Any, client: httpx.AsyncClient, sku_id: int, count: int = 1) -> dict[str, Any]:
    """A report with support (past the window)."""
    order_id, key_ids = await bought_and_revealed(client, sku_id, count)
    await revealed_at(app, key_ids[0], clock.now() - timedelta(hours=49))
    answer = data(await report(client, order_id, key_ids[0], 3, note="Steam says invalid"))
    assert answer["result"] == "toSupport"
    return {"order": order_id, "key": key_ids[0], "id": answer["report"]["id"]}


async def notifications(app: Any) -> list[tuple[int, str, str]]:
    async with app.state.sessions() as session:
        rows = await session.execute(
            select(MemberNotification.type, MemberNotification.biz_key, MemberNotification.content).order_by(
                MemberNotification.id
            )
        )
        return [(type_, key, content) for type_, key, content in rows]


async def test_support_sees_pending_reports_and_replaces_one(
    app: Any, client: httpx.AsyncClient, shop: dict[str, Any]
) -> None:
    sku_id = shop["sku"]
    pending = await pending_report(app, client, sku_id)
    headers = await operator_headers(app, "support")
    async with admin_client_for(app) as console:
        page = data(await console.get("/trade/key-report/page", params={"state": "pending"}, headers=headers))
        assert page["total"] == 1
        row = page["list"][0]
        assert (row["id"], row["orderId"], row["keyId"], row["reason"], row["note"]) == (
            pending["id"],
            pending["order"],
            pending["key"],
            3,
            "Steam says invalid",
        )
        assert row["memberMobile"] == "138****0401" and row["memberReportsThisMonth"] == 1
        assert row["whySupport"] == 2 and row["revealTime"] < row["createTime"]
        # The game and version by name, as the order bought them (support reads names, not ids).
        order = data(await console.get("/trade/order/get", params={"id": pending["order"]}, headers=headers))
        [line] = [line for line in order["items"] if line["skuId"] == row["skuId"]]
        assert (row["spuName"], row["skuName"]) == (line["spuName"], line["skuName"]) and row["spuName"]
        resolved = data(
            await console.get("/trade/key-report/page", params={"state": "resolved"}, headers=headers)
        )
        assert resolved["total"] == 0

        body = {"id": pending["id"], "action": "replace"}
        done = data(await console.post("/trade/key-report/resolve", json=body, headers=headers))
        assert done["status"] == 30 and done["replacementKeyId"] not in (None, pending["key"])
        again = await console.post("/trade/key-report/resolve", json=body, headers=headers)
        assert failure(again)[0] == errors.KEY_REPORT_RESOLVED.code
        missing = await console.post(
            "/trade/key-report/resolve", json={**body, "id": 999_999}, headers=headers
        )
        assert failure(missing)[0] == errors.KEY_REPORT_NOT_FOUND.code

    new = done["replacementKeyId"]
    assert await key_states(app, pending["key"], new) == [
        (key_service.SET_ASIDE, pending["order"]),
        (key_service.SOLD, pending["order"]),
    ]
    assert await stock(app, sku_id) == 1
    shown = await keys_of(client, pending["order"])
    assert [(k["keyId"], k["revealed"]) for k in shown] == [(new, True)] and shown[0]["code"]
    assert [(t, k) for t, k, _ in await notifications(app)] == [(6, f"key-report:{pending['id']}")]
    kinds = [event["kind"] for event in await track(client, pending["order"])]
    assert kinds[-4:] == ["reported", "toSupport", "replaced", "revealed"]


async def test_support_replacing_with_no_key_left_is_refused_and_changes_nothing(
    app: Any, client: httpx.AsyncClient, shop: dict[str, Any]
) -> None:
    pending = await pending_report(app, client, shop["sku"], 3)  # every key of the version sold
    headers = await operator_headers(app, "support")
    async with admin_client_for(app) as console:
        body = {"id": pending["id"], "action": "replace"}
        answer = await console.post("/trade/key-report/resolve", json=body, headers=headers)
        assert failure(answer)[0] == errors.KEY_REPORT_NO_KEY.code
    assert [(r.status, r.operator_id) for r in await reports(app)] == [(10, None)]
    assert await key_states(app, pending["key"]) == [(key_service.SOLD, pending["order"])]


async def test_support_rejects_with_an_answer_and_the_member_is_told(
    app: Any, client: httpx.AsyncClient, shop: dict[str, Any]
) -> None:
    pending = await pending_report(app, client, shop["sku"])
    headers = await operator_headers(app, "support")
    async with admin_client_for(app) as console:
        blank = await console.post(
            "/trade/key-report/resolve", json={"id": pending["id"], "action": "reject"}, headers=headers
        )
        assert blank.status_code < 500 and blank.json()["code"] != 0
        body = {"id": pending["id"], "action": "reject", "answer": "Redeemed on your account on day one"}
        done = data(await console.post("/trade/key-report/resolve", json=body, headers=headers))
    assert done["status"] == 50 and done["answer"] == body["answer"]
    assert await key_states(app, pending["key"]) == [(key_service.SOLD, pending["order"])]
    [(kind, _, content)] = await notifications(app)
    assert kind == 6 and body["answer"] in content
    events = await track(client, pending["order"])
    assert events[-1]["kind"] == "rejected" and body["answer"] in events[-1]["content"]


async def test_support_refunds_the_reported_key_which_is_never_sold_again(
    app: Any, client: httpx.AsyncClient, shop: dict[str, Any]
) -> None:
    sku_id = shop["sku"]
    pending = await pending_report(app, client, sku_id, 2)
    balance_before = int(data(await client.get("/pay/wallet/get"))["balance"])
    headers = await operator_headers(app, "support")
    async with admin_client_for(app) as console:
        body = {"id": pending["id"], "action": "refund"}
        done = data(await console.post("/trade/key-report/resolve", json=body, headers=headers))
    assert done["status"] == 40
    async with app.state.sessions() as session:
        after_sale = await session.scalar(select(TradeAfterSale))
        order = await session.get(TradeOrder, pending["order"])
    assert after_sale is not None and order is not None
    assert after_sale.key_ids == [pending["key"]] and after_sale.way == 2
    assert after_sale.refund_price == order.pay_price // 2 and order.refund_price == after_sale.refund_price
    balance_after = int(data(await client.get("/pay/wallet/get"))["balance"])
    assert balance_after - balance_before == after_sale.refund_price
    # The money is back: the dead key is set aside, not on sale; the stock is unchanged.
    assert await key_states(app, pending["key"]) == [(key_service.SET_ASIDE, pending["order"])]
    assert await stock(app, sku_id) == 1
    assert [k["keyId"] for k in await keys_of(client, pending["order"])] != [pending["key"]]
    [(kind, _, content)] = await notifications(app)
    assert kind == 3 and content == translate(KEY_REPORT_REFUNDED_BODY, "zh-Hans", no=order.no)
    assert "refunded" in [event["kind"] for event in await track(client, pending["order"])][-2:]


async def points(client: httpx.AsyncClient) -> int:
    return int(data(await client.get("/member/user/get"))["point"])


async def spend_points(client: httpx.AsyncClient, sku_id: int) -> int:
    """The member pays part of another game with points; answers how many it used."""
    body = {"items": [{"skuId": sku_id, "count": 1}], "pointStatus": True}
    created = data(await client.post("/trade/order/create", json=body))
    paid = {"id": created["payOrderId"], "channelCode": "wallet"}
    assert data(await client.post("/pay/order/submit", json=paid))["status"] == 0
    detail = data(await client.get("/trade/order/get-detail", params={"id": created["id"]}))
    return int(detail["usePoint"])


async def test_a_refund_keeps_the_worth_of_points_the_key_earned_that_were_spent(
    app: Any, client: httpx.AsyncClient, shop: dict[str, Any]
) -> None:
    """Revealed keys make the order final, so its points were given and could be spent; support
    refunding a dead key then takes back what is left of the key's points and keeps the worth of the
    rest from the money (100 points = 1 yuan), shown before support confirms and told to the member."""
    pending = await pending_report(app, client, shop["sku"], 2)  # 2 × ¥98: 196 points given
    assert await points(client) == 196
    assert await spend_points(client, shop["cat"].skus["iron-saga-0"].id) == 196
    assert await points(client) == 0
    wallet_before = int(data(await client.get("/pay/wallet/get"))["balance"])
    headers = await operator_headers(app, "support")
    async with admin_client_for(app) as console:
        params = {"id": pending["id"]}
        preview = data(await console.get("/trade/key-report/refund-preview", params=params, headers=headers))
        assert preview == {
            "keyCount": 1,
            "keyPrice": 9800,
            "refundPrice": 9800 - 98,
            "refundPoint": 0,
            "spentPoint": 98,
            "spentPrice": 98,
        }
        # The preview did nothing: the report waits, no refund exists, the key is the member's.
        assert [r.status for r in await reports(app)] == [10]
        async with app.state.sessions() as session:
            assert await session.scalar(select(func.count()).select_from(TradeAfterSale)) == 0
        assert await key_states(app, pending["key"]) == [(key_service.SOLD, pending["order"])]
        assert await notifications(app) == []

        body = {"id": pending["id"], "action": "refund"}
        done = data(await console.post("/trade/key-report/resolve", json=body, headers=headers))
    after_sale = data(await client.get("/trade/after-sale/get", params={"id": done["afterSaleId"]}))
    assert (after_sale["refundPrice"], after_sale["spentPoint"], after_sale["spentPrice"]) == (9702, 98, 98)
    assert int(data(await client.get("/pay/wallet/get"))["balance"]) - wallet_before == 9702
    assert await points(client) == 0
    async with app.state.sessions() as session:
        order = await session.get(TradeOrder, pending["order"])
    assert order is not None and order.refund_price == 9702
    detail = data(await client.get("/trade/order/get-detail", params={"id": pending["order"]}))
    assert (detail["refundPrice"], detail["refundSpentPrice"]) == (9702, 98)
    [(_, _, content)] = await notifications(app)
    assert content.startswith(translate(KEY_REPORT_REFUNDED_BODY, "zh-Hans", no=order.no))
    assert "98 积分" in content and "¥0.98" in content


async def test_points_left_are_taken_back_and_only_the_spent_part_is_kept_from_the_money(
    app: Any, client: httpx.AsyncClient, shop: dict[str, Any]
) -> None:
    pending = await pending_report(app, client, shop["sku"], 2)
    headers = await operator_headers(app, "support")
    async with admin_client_for(app) as console:
        # 150 of the 196 points spent (support's adjustment stands in for any way of spending them).
        body = {
            "memberId": await member_id(app, MOBILE),
            "points": -150,
            "reason": "spent",
            "requestId": "spent-150",
        }
        data(await console.post("/member/point/adjust", json=body, headers=headers))
        left = await points(client)
        assert left == 46
        params = {"id": pending["id"]}
        preview = data(await console.get("/trade/key-report/refund-preview", params=params, headers=headers))
        body = {"id": pending["id"], "action": "refund"}
        done = data(await console.post("/trade/key-report/resolve", json=body, headers=headers))
    after_sale = data(await client.get("/trade/after-sale/get", params={"id": done["afterSaleId"]}))
    assert (preview["spentPoint"], preview["refundPrice"]) == (98 - left, 9800 - (98 - left))
    assert (after_sale["spentPoint"], after_sale["refundPrice"]) == (
        preview["spentPoint"],
        preview["refundPrice"],
    )
    assert await points(client) == 0


async def test_a_refund_without_spent_points_keeps_nothing_back(
    app: Any, client: httpx.AsyncClient, shop: dict[str, Any]
) -> None:
    pending = await pending_report(app, client, shop["sku"], 2)
    headers = await operator_headers(app, "support")
    async with admin_client_for(app) as console:
        params = {"id": pending["id"]}
        preview = data(await console.get("/trade/key-report/refund-preview", params=params, headers=headers))
        assert (preview["keyPrice"], preview["refundPrice"], preview["spentPoint"]) == (9800, 9800, 0)
        body = {"id": pending["id"], "action": "reject", "answer": "no"}
        data(await console.post("/trade/key-report/resolve", json=body, headers=headers))
        answer = await console.get("/trade/key-report/refund-preview", params=params, headers=headers)
        assert failure(answer)[0] == errors.KEY_REPORT_RESOLVED.code
        catalogue_only = await operator_headers(app, "catalogue")
        answer = await console.get("/trade/key-report/refund-preview", params=params, headers=catalogue_only)
        assert failure(answer)[0] == 403
    assert await points(client) == 196


async def test_other_roles_may_not_see_or_resolve_reports(
    app: Any, client: httpx.AsyncClient, shop: dict[str, Any]
) -> None:
    pending = await pending_report(app, client, shop["sku"])
    headers = await operator_headers(app, "catalogue")
    async with admin_client_for(app) as console:
        assert failure(await console.get("/trade/key-report/page", headers=headers))[0] == 403
        body = {"id": pending["id"], "action": "reject", "answer": "no"}
        assert failure(await console.post("/trade/key-report/resolve", json=body, headers=headers))[0] == 403
    assert [r.status for r in await reports(app)] == [10]


# -- races -----------------------------------------------------------------------------------------


async def test_two_reports_racing_for_one_spare_key(app: Any, outbox: Any) -> None:
    """Two orders of one batch with one key left: one is replaced, the other goes to support."""
    cat = await keyed_catalogue(app, keys_per_version=3)
    sku_id = cat.skus[SKU].id
    async with client_for(app) as one, client_for(app) as two:
        await shopper(app, one, outbox, MOBILE)
        await shopper(app, two, outbox, OTHER)
        order_one, [key_one] = await bought_and_revealed(one, sku_id)
        order_two, [key_two] = await bought_and_revealed(two, sku_id)
        answers = await asyncio.gather(report(one, order_one, key_one), report(two, order_two, key_two))
    results = sorted(data(answer)["result"] for answer in answers)
    assert results == ["replaced", "toSupport"]
    assert await stock(app, sku_id) == 0
    async with app.state.sessions() as session:
        held = (
            await session.execute(
                select(ActivationKey.order_id, func.count())
                .where(ActivationKey.sku_id == sku_id, ActivationKey.status == key_service.SOLD)
                .group_by(ActivationKey.order_id)
            )
        ).all()
    assert sorted(count for _, count in held) == [1, 1], "each order holds one sold key, none shared"


async def test_two_reports_at_once_never_pass_the_monthly_limit(app_factory: Any, outbox: Any) -> None:
    """One member, one report left this month, two orders reported at the same moment: one is
    replaced at once, the other goes to support (the month's count is read under the member's lock)."""
    app = app_factory(key_report_monthly_limit=1)
    cat = await keyed_catalogue(app, keys_per_version=6)
    sku_id = cat.skus[SKU].id
    async with client_for(app) as one, client_for(app) as two:
        two.headers.update(await shopper(app, one, outbox, MOBILE))  # the member's second connection
        order_one, [key_one] = await bought_and_revealed(one, sku_id)
        order_two, [key_two] = await bought_and_revealed(one, sku_id)
        answers = await asyncio.gather(report(one, order_one, key_one), report(two, order_two, key_two))
    assert sorted(data(answer)["result"] for answer in answers) == ["replaced", "toSupport"]
    assert sorted((r.status, r.why_support) for r in await reports(app)) == [(10, 4), (20, None)]


async def test_the_same_report_sent_twice_at_once_is_one_report(
    app: Any, client: httpx.AsyncClient, shop: dict[str, Any]
) -> None:
    order_id, [dead] = await bought_and_revealed(client, shop["sku"])
    answers = await asyncio.gather(*(report(client, order_id, dead) for _ in range(3)))
    codes = sorted(answer.json()["code"] for answer in answers)
    assert codes == [0, errors.KEY_ALREADY_REPORTED.code, errors.KEY_ALREADY_REPORTED.code]
    assert len(await reports(app)) == 1
    assert await stock(app, shop["sku"]) == 1


async def test_a_report_and_a_purchase_racing_for_the_last_key_never_share_it(app: Any, outbox: Any) -> None:
    """The batch's last key wanted by a replacement and by a buyer at once: one of them has it."""
    cat = await keyed_catalogue(app, keys_per_version=2)
    sku_id = cat.skus[SKU].id
    async with client_for(app) as one, client_for(app) as two:
        await shopper(app, one, outbox, MOBILE)
        await shopper(app, two, outbox, OTHER)
        order_id, [dead] = await bought_and_revealed(one, sku_id)
        body = {"items": [{"skuId": sku_id, "count": 1}]}
        reported, bought = await asyncio.gather(
            report(one, order_id, dead), two.post("/trade/order/create", json=body)
        )
    replaced = data(reported)["result"] == "replaced"
    assert replaced != (bought.json()["code"] == 0), "exactly one of them has the last key"
    assert await stock(app, sku_id) == 0
    async with app.state.sessions() as session:
        rows = await session.execute(
            select(ActivationKey.status, ActivationKey.order_id).where(ActivationKey.sku_id == sku_id)
        )
        held = sorted((status, owner == order_id) for status, owner in rows)
    if replaced:  # the dead key set aside and its replacement, both the reporter's order's
        assert held == [(key_service.SOLD, True), (key_service.SET_ASIDE, True)]
    else:  # the dead key still sold (with support), the last key the buyer's
        assert held == [(key_service.RESERVED, False), (key_service.SOLD, True)]


async def test_support_resolving_one_report_twice_at_once_resolves_it_once(
    app: Any, client: httpx.AsyncClient, shop: dict[str, Any]
) -> None:
    pending = await pending_report(app, client, shop["sku"])
    headers = await operator_headers(app, "support")
    async with admin_client_for(app) as console:
        answers = await asyncio.gather(
            *(
                console.post(
                    "/trade/key-report/resolve", json={"id": pending["id"], "action": action}, headers=headers
                )
                for action in ("replace", "refund", "replace")
            )
        )
    codes = sorted(answer.json()["code"] for answer in answers)
    assert codes == [0, errors.KEY_REPORT_RESOLVED.code, errors.KEY_REPORT_RESOLVED.code]
    [row] = await reports(app)
    async with app.state.sessions() as session:
        refunds = await session.scalar(select(func.count()).select_from(TradeAfterSale))
    assert (row.status, refunds) in ((30, 0), (40, 1))
    assert await key_states(app, pending["key"]) == [(key_service.SET_ASIDE, pending["order"])]
    assert await stock(app, shop["sku"]) == (1 if row.status == 30 else 2)
