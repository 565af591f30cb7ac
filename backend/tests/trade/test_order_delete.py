"""Deleting an order hides it from the member's order list only: its details and keys stay
reachable (My Games links to them), and deleting is refused while the member could still refund a
key of it (never revealed, inside the window) or a refund of it is under way (issue 37, item 3)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import update

from conftest import bearer, client_for, data, failure, login_by_sms
from fixtures.shop import keyed_catalogue
from gamestore.core import clock
from gamestore.models import TradeOrder
from gamestore.trade import errors
from gamestore.trade.fulfilment import mark_order_paid

MOBILE = "13800000071"
OTHER = "13800000072"


@pytest.fixture
async def paid_order(app: Any, client: httpx.AsyncClient, outbox: Any) -> int:
    """A logged-in member (`client`) with a paid order of two keys, neither revealed."""
    cat = await keyed_catalogue(app)
    client.headers.update(bearer(await login_by_sms(client, outbox, MOBILE)))
    body = {"items": [{"skuId": cat.skus["star-raid-0"].id, "count": 2}], "pointStatus": False}
    order_id = int(data(await client.post("/trade/order/create", json=body))["id"])
    async with app.state.sessions() as session, session.begin():
        assert await mark_order_paid(session, app.state.settings, order_id, channel_code="wallet")
    return order_id


async def delete(client: httpx.AsyncClient, order_id: int, language: str = "en") -> httpx.Response:
    return await client.request(
        "DELETE", "/trade/order/delete", params={"id": order_id}, json={"language": language}
    )


async def detail(client: httpx.AsyncClient, order_id: int) -> dict[str, Any]:
    answer: dict[str, Any] = data(await client.get("/trade/order/get-detail", params={"id": order_id}))
    return answer


async def listed(client: httpx.AsyncClient) -> list[int]:
    page = data(await client.get("/trade/order/page"))
    return [order["id"] for order in page["list"]]


async def reveal(client: httpx.AsyncClient, order_id: int, key_id: int) -> dict[str, Any]:
    answer: dict[str, Any] = data(
        await client.post("/trade/order/reveal-key", json={"orderId": order_id, "keyId": key_id})
    )
    return answer


async def set_order(app: Any, order_id: int, **values: Any) -> None:
    async with app.state.sessions() as session, session.begin():
        await session.execute(update(TradeOrder).where(TradeOrder.id == order_id).values(**values))


async def test_refused_while_a_key_is_unrevealed_and_refundable(
    client: httpx.AsyncClient, paid_order: int
) -> None:
    keys = [key["keyId"] for key in (await detail(client, paid_order))["activationCodes"]]
    assert len(keys) == 2
    code, msg = failure(await delete(client, paid_order))
    assert code == errors.ORDER_KEYS_REFUNDABLE.code
    assert msg.startswith("This order still has keys you have not revealed and can refund")
    _, msg = failure(await delete(client, paid_order, "zh-Hans"))
    assert msg.startswith("该订单还有未查看且可退款的激活码")

    await reveal(client, paid_order, keys[0])  # one key still refundable: still refused
    code, _ = failure(await delete(client, paid_order))
    assert code == errors.ORDER_KEYS_REFUNDABLE.code
    assert await listed(client) == [paid_order]
    assert (await detail(client, paid_order))["hidden"] is False


async def test_a_hidden_order_keeps_its_details_and_keys(
    app: Any, client: httpx.AsyncClient, outbox: Any, paid_order: int
) -> None:
    keys = [key["keyId"] for key in (await detail(client, paid_order))["activationCodes"]]
    codes = [(await reveal(client, paid_order, key_id))["code"] for key_id in keys]
    assert data(await delete(client, paid_order)) is True

    assert await listed(client) == []
    assert data(await client.get("/trade/order/get-count"))["allCount"] == 0
    assert data(await client.get("/trade/order/list-all-simple")) == []
    hidden = await detail(client, paid_order)
    assert hidden["hidden"] is True and hidden["status"] == 30
    assert [key["code"] for key in hidden["activationCodes"]] == codes
    assert (await reveal(client, paid_order, keys[0]))["code"] == codes[0]  # shown again
    track = data(await client.get("/trade/order/get-express-track-list", params={"id": paid_order}))
    assert [event["kind"] for event in track].count("revealed") == 2
    owned = data(await client.get("/game/user/page"))["list"]
    assert [game["orderId"] for game in owned] == [paid_order]  # My Games links to it
    assert data(await delete(client, paid_order)) is True  # deleting again changes nothing

    other = client_for(app)
    other.headers.update(bearer(await login_by_sms(other, outbox, OTHER)))
    code, _ = failure(await other.get("/trade/order/get-detail", params={"id": paid_order}))
    assert code == errors.ORDER_NOT_FOUND.code
    await other.aclose()


async def test_allowed_once_the_refund_window_closed(
    app: Any, client: httpx.AsyncClient, paid_order: int
) -> None:
    window = app.state.settings.refund_window_days
    await set_order(app, paid_order, pay_time=clock.now() - timedelta(days=window, minutes=1))
    assert data(await delete(client, paid_order)) is True
    hidden = await detail(client, paid_order)
    assert hidden["hidden"] is True and hidden["refundDeadline"] is None
    assert [key["revealed"] for key in hidden["activationCodes"]] == [False, False]


async def test_refused_while_a_refund_is_under_way(
    app: Any, client: httpx.AsyncClient, paid_order: int
) -> None:
    window = app.state.settings.refund_window_days
    await set_order(app, paid_order, pay_time=clock.now() - timedelta(days=window + 1), refund_status=1)
    code, _ = failure(await delete(client, paid_order))
    assert code == errors.REFUND_IN_PROGRESS.code
    assert await listed(client) == [paid_order]


async def by_game(client: httpx.AsyncClient, spu_id: int) -> list[dict[str, Any]]:
    answer: list[dict[str, Any]] = data(
        await client.get("/trade/order/list-by-game", params={"spuId": spu_id})
    )
    return answer


async def test_every_order_of_a_game_stays_reachable(
    app: Any, client: httpx.AsyncClient, outbox: Any, paid_order: int
) -> None:
    """A member who bought a game twice and deleted the second order reaches both from My Games."""
    first = await detail(client, paid_order)
    spu_id, sku_id = first["items"][0]["spuId"], first["items"][0]["skuId"]
    body = {"items": [{"skuId": sku_id, "count": 1}], "pointStatus": False}
    second = int(data(await client.post("/trade/order/create", json=body))["id"])
    unpaid = int(data(await client.post("/trade/order/create", json=body))["id"])  # never paid: not listed
    async with app.state.sessions() as session, session.begin():
        assert await mark_order_paid(session, app.state.settings, second, channel_code="wallet")
    [key] = (await detail(client, second))["activationCodes"]
    await reveal(client, second, key["keyId"])
    assert data(await delete(client, second)) is True

    orders = await by_game(client, spu_id)
    assert [(o["id"], o["keyCount"], o["hidden"]) for o in orders] == [
        (second, 1, True),
        (paid_order, 2, False),
    ]
    assert orders[0]["no"] == (await detail(client, second))["no"]
    assert all(isinstance(o["payTime"], int) for o in orders)
    assert unpaid not in [o["id"] for o in orders]
    assert await by_game(client, 999_999) == []  # an unknown game: none

    other = client_for(app)
    other.headers.update(bearer(await login_by_sms(other, outbox, OTHER)))
    assert await by_game(other, spu_id) == []  # someone else's orders never
    await other.aclose()
