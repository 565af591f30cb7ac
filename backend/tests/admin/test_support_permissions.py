"""Support's endpoints are refused, on the server, to the catalogue and content roles and to a
member's token, and a refused call changes nothing."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import update

from conftest import data, failure
from fixtures.operators import admin_client_for
from fixtures.shop import keyed_catalogue, member_id
from fixtures.support import buy_by_wallet, operator_headers, shop_state, shopper
from gamestore.core import clock
from gamestore.models import KeyReveal

MOBILE = "13800000081"


def support_calls(
    order_id: int, member: int, feedback_id: int, report_id: int
) -> list[tuple[str, str, dict[str, Any]]]:
    """(method, path, query or body) for every support endpoint, each a call that support may make."""
    return [
        ("GET", "/trade/order/page", {"mobile": MOBILE}),
        ("GET", "/trade/order/get", {"id": order_id}),
        ("GET", "/trade/key-report/page", {"state": "pending"}),
        ("POST", "/trade/key-report/resolve", {"id": report_id, "action": "reject", "answer": "It works"}),
        ("POST", "/trade/after-sale/create", {"orderId": order_id, "reason": "Refund please"}),
        ("POST", "/trade/feedback/reply", {"feedbackId": feedback_id, "content": "Hello"}),
        ("POST", "/trade/feedback/reply", {"orderId": order_id, "content": "Hello"}),
        ("GET", "/member/user/page", {"mobile": MOBILE}),
        (
            "POST",
            "/member/point/adjust",
            {"memberId": member, "points": 5, "reason": "x", "requestId": "perm-0001"},
        ),
    ]


async def call(
    console: httpx.AsyncClient, method: str, path: str, values: dict[str, Any], headers: Any
) -> Any:
    if method == "GET":
        return await console.get(path, params=values, headers=headers)
    return await console.post(path, json=values, headers=headers)


@pytest.fixture
async def shop(app: Any, client: httpx.AsyncClient, outbox: Any) -> dict[str, Any]:
    cat = await keyed_catalogue(app)
    member_headers = await shopper(app, client, outbox, MOBILE)
    order = await buy_by_wallet(client, cat.skus["star-raid-0"].id, 1)
    feedback = await client.post("/member/feedback/create", json={"type": 4, "content": "More games please"})
    # A key reported past the window: with support.
    reported = await buy_by_wallet(client, cat.skus["star-raid-0"].id, 1)
    key_id = reported["activationCodes"][0]["keyId"]
    await client.post("/trade/order/reveal-key", json={"orderId": reported["id"], "keyId": key_id})
    async with app.state.sessions() as session, session.begin():
        earlier = clock.now() - timedelta(hours=49)
        await session.execute(update(KeyReveal).where(KeyReveal.key_id == key_id).values(created_at=earlier))
    body = {"orderId": reported["id"], "keyId": key_id, "reason": 1}
    report = data(await client.post("/trade/order/key-report", json=body))
    assert report["result"] == "toSupport"
    calls = support_calls(
        order["id"], await member_id(app, MOBILE), feedback.json()["data"], report["report"]["id"]
    )
    return {"calls": calls, "member_headers": member_headers}


@pytest.mark.parametrize("role", ["catalogue", "content", "member"])
async def test_other_roles_and_members_are_refused_and_nothing_changes(
    app: Any, shop: dict[str, Any], role: str
) -> None:
    headers = shop["member_headers"] if role == "member" else await operator_headers(app, role)
    refused = 401 if role == "member" else 403
    before = await shop_state(app)
    async with admin_client_for(app) as console:
        for method, path, values in shop["calls"]:
            assert failure(await call(console, method, path, values, headers))[0] == refused, path
            assert failure(await call(console, method, path, values, None))[0] == 401, path
    assert await shop_state(app) == before


async def test_support_may_make_every_call(app: Any, shop: dict[str, Any]) -> None:
    headers = await operator_headers(app, "support")
    async with admin_client_for(app) as console:
        for method, path, values in shop["calls"]:
            answer = await call(console, method, path, values, headers)
            assert answer.json()["code"] == 0, (path, answer.text)
