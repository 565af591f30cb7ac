"""Keys are revealed on purpose: masked in the details until the owner reveals one, each reveal
recorded with its time (the first one kept), the order's track shows the reveals, and nobody else
can reveal or read them."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import select

from conftest import bearer, client_for, data, failure, login_by_sms
from fixtures.shop import keyed_catalogue
from gamestore.core import clock
from gamestore.models import KeyReveal, TradeOrder
from gamestore.trade import errors
from gamestore.trade.fulfilment import mark_order_paid

MOBILE = "13800000011"
OTHER = "13800000012"


@pytest.fixture
async def paid_order(app: Any, client: httpx.AsyncClient, outbox: Any) -> dict[str, Any]:
    """A paid order of two keys of one version, read by its owner (`client`)."""
    cat = await keyed_catalogue(app)
    client.headers.update(bearer(await login_by_sms(client, outbox, MOBILE)))
    sku = cat.skus["star-raid-1"]
    body = {"items": [{"skuId": sku.id, "count": 2}], "pointStatus": False}
    created = data(await client.post("/trade/order/create", json=body))
    async with app.state.sessions() as session, session.begin():
        assert await mark_order_paid(session, app.state.settings, created["id"], channel_code="wallet")
    return {"id": created["id"], "sku": sku}


async def detail_keys(client: httpx.AsyncClient, order_id: int) -> list[dict[str, Any]]:
    detail = data(await client.get("/trade/order/get-detail", params={"id": order_id}))
    return list(detail["activationCodes"])


async def reveal(client: httpx.AsyncClient, order_id: int, key_id: int) -> httpx.Response:
    return await client.post("/trade/order/reveal-key", json={"orderId": order_id, "keyId": key_id})


async def reveal_rows(app: Any) -> list[KeyReveal]:
    async with app.state.sessions() as session:
        return list(await session.scalars(select(KeyReveal).order_by(KeyReveal.id)))


async def test_a_key_stays_masked_until_revealed_and_the_first_reveal_time_is_kept(
    app: Any, client: httpx.AsyncClient, paid_order: dict[str, Any]
) -> None:
    order_id = paid_order["id"]
    first, second = await detail_keys(client, order_id)
    assert (first["code"], first["revealed"], second["code"], second["revealed"]) == (
        None,
        False,
        None,
        False,
    )

    before = clock.now()
    revealed = data(await reveal(client, order_id, first["keyId"]))
    assert revealed["keyId"] == first["keyId"] and revealed["revealed"] is True
    assert revealed["code"].startswith(f"K{paid_order['sku'].id}-")
    assert revealed["revealTime"] >= int(before.timestamp() * 1000) - 1000
    rows = await reveal_rows(app)
    assert [(r.order_id, r.key_id, r.key_count, r.ip) for r in rows] == [
        (order_id, first["keyId"], 1, "203.0.113.7")
    ]

    # Shown in clear from now on; the other key stays masked; reading records nothing.
    first_after, second_after = await detail_keys(client, order_id)
    assert first_after == {key: value for key, value in revealed.items() if key != "given"}
    assert revealed["given"] is None, "the other key can still be refunded: the order is not final"
    assert (second_after["code"], second_after["revealed"], second_after["revealTime"]) == (None, False, None)
    assert len(await reveal_rows(app)) == 1

    again = data(await reveal(client, order_id, first["keyId"]))
    assert again == revealed  # same code, the first reveal's time
    assert [r.key_id for r in await reveal_rows(app)] == [first["keyId"], first["keyId"]]
    assert (await detail_keys(client, order_id))[0]["revealTime"] == revealed["revealTime"]


async def test_concurrent_reveals_of_one_key_agree(
    app: Any, client: httpx.AsyncClient, paid_order: dict[str, Any]
) -> None:
    order_id = paid_order["id"]
    key_id = (await detail_keys(client, order_id))[0]["keyId"]
    answers = [data(r) for r in await asyncio.gather(*(reveal(client, order_id, key_id) for _ in range(5)))]
    assert len({a["code"] for a in answers}) == 1 and all(a["revealed"] for a in answers)
    assert len(await reveal_rows(app)) == 5
    shown = (await detail_keys(client, order_id))[0]
    assert shown["code"] == answers[0]["code"]
    assert shown["revealTime"] == min(a["revealTime"] for a in answers)
    if app.state.settings.database_url.startswith("postgresql"):
        # Reveals queue on the order's row: every answer already names the first time.
        assert {a["revealTime"] for a in answers} == {shown["revealTime"]}


async def test_only_the_owner_reveals_and_only_keys_of_that_paid_order(
    app: Any, client: httpx.AsyncClient, outbox: Any, paid_order: dict[str, Any]
) -> None:
    order_id = paid_order["id"]
    key_id = (await detail_keys(client, order_id))[0]["keyId"]
    async with client_for(app) as other:
        other.headers.update(bearer(await login_by_sms(other, outbox, OTHER)))
        assert failure(await reveal(other, order_id, key_id))[0] == errors.ORDER_NOT_FOUND.code
        track = await other.get("/trade/order/get-express-track-list", params={"id": order_id})
        assert failure(track)[0] == errors.ORDER_NOT_FOUND.code

    unpaid = data(
        await client.post(
            "/trade/order/create",
            json={"items": [{"skuId": paid_order["sku"].id, "count": 1}], "pointStatus": False},
        )
    )
    assert failure(await reveal(client, unpaid["id"], key_id))[0] == errors.ACTIVATION_KEY_NOT_FOUND.code
    code, message = failure(await reveal(client, order_id, 999_999))
    assert code == errors.ACTIVATION_KEY_NOT_FOUND.code and message
    assert failure(await reveal(client, 999_999, key_id))[0] == errors.ORDER_NOT_FOUND.code
    bad = await client.post("/trade/order/reveal-key", json={"orderId": order_id, "keyId": "x"})
    assert bad.status_code < 500 and bad.json()["code"] != 0
    assert await reveal_rows(app) == []


async def test_the_track_lists_the_delivery_and_each_reveal_in_the_asked_language(
    app: Any, client: httpx.AsyncClient, paid_order: dict[str, Any]
) -> None:
    order_id = paid_order["id"]
    first, _ = await detail_keys(client, order_id)
    track = data(
        await client.get("/trade/order/get-express-track-list", params={"id": order_id, "language": "en"})
    )
    assert [event["kind"] for event in track] == ["created", "paid", "delivered"]
    assert track[0]["content"] == "Order placed"

    data(await reveal(client, order_id, first["keyId"]))
    data(await reveal(client, order_id, first["keyId"]))  # a repeat is not a new event
    track = data(
        await client.get(
            "/trade/order/get-express-track-list", params={"id": order_id, "language": "zh-Hans"}
        )
    )
    assert [event["kind"] for event in track] == ["created", "paid", "delivered", "revealed"]
    assert track[-1]["content"] == f"已查看激活码：{first['spuName']} · {first['skuName']}"
    assert track[-1]["time"] == (await detail_keys(client, order_id))[0]["revealTime"]
    assert [event["time"] for event in track] == sorted(event["time"] for event in track)


async def test_an_older_whole_order_reveal_counts_for_every_key(
    app: Any, client: httpx.AsyncClient, paid_order: dict[str, Any]
) -> None:
    """Rows from before one-by-one reveals name no key: the details showed them all then."""
    order_id = paid_order["id"]
    shown_at = clock.now() - timedelta(days=1)
    async with app.state.sessions() as session, session.begin():
        order = await session.get(TradeOrder, order_id)
        assert order is not None
        session.add(
            KeyReveal(
                order_id=order_id,
                member_id=order.member_id,
                key_count=2,
                ip="203.0.113.7",
                created_at=shown_at,
            )
        )
    keys = await detail_keys(client, order_id)
    assert all(k["revealed"] and k["code"] for k in keys)
    assert {k["revealTime"] for k in keys} == {int(shown_at.timestamp() * 1000)}
    track = data(
        await client.get("/trade/order/get-express-track-list", params={"id": order_id, "language": "en"})
    )
    assert track[0]["kind"] == "revealed" and track[0]["content"] == "Activation keys shown"
