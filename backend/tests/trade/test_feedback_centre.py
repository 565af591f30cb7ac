"""The feedback centre (issue 15): a member writes to the store (type, optional order — required for
payment and key subjects — description, contact, private pictures); their history shows it with the
order feedback threads and the store's replies; nobody else reads it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
import pytest

from conftest import bearer, client_for, data, failure, login_by_sms
from fixtures.shop import keyed_catalogue
from gamestore.cli import main
from gamestore.core.db import unit_of_work
from gamestore.system.errors import FILE_NOT_FOUND
from gamestore.trade import errors, feedback_service
from gamestore.trade.after_sale_service import reply_as_store
from gamestore.trade.fulfilment import mark_order_paid
from system.test_private_upload import upload_private

MOBILE = "13800000071"


@pytest.fixture
async def member(app: Any, client: httpx.AsyncClient, outbox: Any) -> dict[str, Any]:
    cat = await keyed_catalogue(app)
    tokens = await login_by_sms(client, outbox, MOBILE)
    client.headers.update({**bearer(tokens), "content-language": "en"})
    order = data(
        await client.post(
            "/trade/order/create", json={"items": [{"skuId": cat.skus["star-raid-0"].id, "count": 1}]}
        )
    )
    async with app.state.sessions() as session, session.begin():
        await mark_order_paid(session, app.state.settings, order["id"], channel_code="wallet")
    return {"tokens": tokens, "order_id": order["id"]}


async def write(client: httpx.AsyncClient, **body: Any) -> httpx.Response:
    return await client.post("/member/feedback/create", json=body)


async def test_feedback_with_an_order_and_a_private_picture_is_answered_in_the_history(
    app: Any, client: httpx.AsyncClient, member: dict[str, Any]
) -> None:
    picture = await upload_private(client, member["tokens"])
    feedback_id = data(
        await write(
            client,
            type=3,
            orderId=member["order_id"],
            content="Steam says the key is already used.\nPlease help.",
            contact="player@example.com",
            picUrls=[picture],
        )
    )
    data(await write(client, type=4, content="Please add a wishlist."))
    data(
        await client.post(
            "/trade/order-feedback-reply/create",
            json={"orderId": member["order_id"], "content": "Order thread"},
        )
    )

    history = data(await client.get("/member/feedback/page"))
    assert history["total"] == 3
    assert [(e["kind"], e["type"], e["status"]) for e in history["list"]] == [
        ("order", None, 0),
        ("general", 4, 0),
        ("general", 3, 0),
    ]
    async with unit_of_work(app.state.sessions) as session:
        await feedback_service.reply_as_store(session, feedback_id, "Sent you a new key.")
        await reply_as_store(session, member["order_id"], "Looking into it.")
    history = data(await client.get("/member/feedback/page"))
    by_kind = {(e["kind"], e["type"]): e for e in history["list"]}
    answered = by_kind[("general", 3)]
    assert answered["status"] == 1 and [r["content"] for r in answered["replies"]] == ["Sent you a new key."]
    assert answered["orderId"] == member["order_id"] and answered["picUrls"] == [picture]
    assert answered["contact"] == "player@example.com"
    assert by_kind[("order", None)]["replies"][0]["content"] == "Looking into it."
    assert by_kind[("general", 4)]["status"] == 0
    detail = data(await client.get("/member/feedback/get", params={"id": feedback_id}))
    assert detail == answered

    second = data(await client.get("/member/feedback/page", params={"pageNo": 2, "pageSize": 2}))
    assert second["total"] == 3 and len(second["list"]) == 1


async def test_refusals_change_nothing(app: Any, client: httpx.AsyncClient, member: dict[str, Any]) -> None:
    async def code(**body: Any) -> int:
        return failure(await write(client, **body))[0]

    assert await code(type=2, content="Charged twice") == errors.FEEDBACK_ORDER_REQUIRED.code
    assert failure(await write(client, type=2, content="x"))[1] == "Please select an order"
    assert await code(type=1, content="") == errors.FEEDBACK_CONTENT_REQUIRED.code
    assert await code(type=1, content="x" * 2001) == 400
    assert await code(type=1, content="ok", contact="x" * 101) == 400
    assert await code(type=9, content="ok") == 400
    assert await code(type=1, content="ok", picUrls=["p"] * 10) == 400
    assert (
        await code(type=1, content="ok", picUrls=["private/2026/11/" + "a" * 32 + ".png"])
        == FILE_NOT_FOUND.code
    )
    assert await code(type=1, content="a\x00b") == 400
    async with client_for(app, "203.0.113.50") as other:
        other.headers.update(bearer(await login_by_sms(other, app.state.sms, "13800000072")))
        assert (
            failure(await write(other, type=3, orderId=member["order_id"], content="not mine"))[0]
            == errors.ORDER_NOT_FOUND.code
        )
    assert data(await client.get("/member/feedback/page"))["total"] == 0


async def test_another_member_cannot_read_my_feedback(
    app: Any, client: httpx.AsyncClient, member: dict[str, Any]
) -> None:
    feedback_id = data(await write(client, type=5, content="Private words"))
    async with client_for(app, "203.0.113.51") as other:
        other.headers.update(bearer(await login_by_sms(other, app.state.sms, "13800000073")))
        assert (
            failure(await other.get("/member/feedback/get", params={"id": feedback_id}))[0]
            == errors.FEEDBACK_NOT_FOUND.code
        )
        assert data(await other.get("/member/feedback/page"))["total"] == 0
    async with client_for(app) as visitor:
        assert failure(await visitor.get("/member/feedback/page"))[0] == 401


def test_the_operator_replies_from_the_command_line(
    cli_env: None, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["reply-feedback", "--feedback", "999999", "Hello"]) == 2
    assert "no feedback has id 999999" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["reply-feedback", "--feedback", "1", "--order", "2", "Hello"])
