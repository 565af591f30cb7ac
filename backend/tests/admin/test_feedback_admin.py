"""Support lists what members wrote to the store, from the feedback centre and order threads,
newest first, answered or waiting, by mobile or words; the other roles and members are refused."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import select, update

from conftest import client_for, data, failure
from fixtures.operators import admin_client_for
from fixtures.shop import keyed_catalogue, member_id
from fixtures.support import buy_by_wallet, operator_headers, shopper
from gamestore.core.times import epoch_ms
from gamestore.models import Feedback, TradeOrderFeedback
from system.test_private_upload import PRIVATE_PATH
from system.test_upload import PNG

WRITER, OTHER = "13800000711", "13800000712"
PICTURE = "https://example.com/broken-key.png"
T1 = datetime(2026, 11, 20, 8, tzinfo=UTC)


async def dated(app: Any, model: Any, row_id: int, minutes: int) -> None:
    """The row was written ``minutes`` after T1 (distinct times keep the order certain)."""
    async with app.state.sessions() as session, session.begin():
        moment = T1 + timedelta(minutes=minutes)
        await session.execute(update(model).where(model.id == row_id).values(created_at=moment))


async def thread_ids(app: Any, order_id: int) -> list[int]:
    async with app.state.sessions() as session:
        rows = await session.scalars(
            select(TradeOrderFeedback.id)
            .where(TradeOrderFeedback.order_id == order_id, TradeOrderFeedback.from_store.is_(False))
            .order_by(TradeOrderFeedback.id)
        )
        return list(rows)


@pytest.fixture
async def letters(app: Any, client: httpx.AsyncClient, outbox: Any) -> dict[str, Any]:
    """WRITER: centre feedback (answered), an order-thread message (answered) and a later one
    (waiting); OTHER: centre feedback (waiting)."""
    cat = await keyed_catalogue(app)
    await shopper(app, client, outbox, WRITER)
    order = await buy_by_wallet(client, cat.skus["star-raid-0"].id, 1)
    general = data(
        await client.post(
            "/member/feedback/create",
            json={"type": 4, "content": "Where is my key?", "picUrls": [PICTURE], "contact": "mail me"},
        )
    )
    data(
        await client.post(
            "/trade/order-feedback-reply/create", json={"orderId": order["id"], "content": "Key fails"}
        )
    )
    support = await operator_headers(app, "support")
    async with admin_client_for(app) as console:
        for target in ({"feedbackId": general}, {"orderId": order["id"]}):
            reply = {**target, "content": "Try again now"}
            data(await console.post("/trade/feedback/reply", json=reply, headers=support))
    data(
        await client.post(
            "/trade/order-feedback-reply/create", json={"orderId": order["id"], "content": "Thanks!"}
        )
    )
    async with client_for(app) as other:
        await shopper(app, other, outbox, OTHER)
        waiting = data(
            await other.post("/member/feedback/create", json={"type": 4, "content": "More racers"})
        )
    answered_message, thanks = await thread_ids(app, order["id"])
    await dated(app, Feedback, general, 1)
    await dated(app, TradeOrderFeedback, answered_message, 2)
    await dated(app, Feedback, waiting, 3)
    await dated(app, TradeOrderFeedback, thanks, 4)
    return {
        "order": order["id"],
        "general": general,
        "answered_message": answered_message,
        "waiting": waiting,
        "thanks": thanks,
        "support": support,
    }


async def feedback_page(app: Any, headers: dict[str, str], **params: Any) -> httpx.Response:
    async with admin_client_for(app) as console:
        return await console.get("/trade/feedback/page", params={"language": "en", **params}, headers=headers)


def keys(page: dict[str, Any]) -> list[tuple[str, int]]:
    return [(row["kind"], row["id"]) for row in page["list"]]


@pytest.mark.parametrize("role", ["support", "admin"])
async def test_support_lists_feedback_and_order_messages_newest_first(
    app: Any, letters: dict[str, Any], role: str
) -> None:
    headers = letters["support"] if role == "support" else await operator_headers(app, role)
    everything = data(await feedback_page(app, headers))
    thanks, waiting = ("order", letters["thanks"]), ("general", letters["waiting"])
    message, general = ("order", letters["answered_message"]), ("general", letters["general"])
    assert keys(everything) == [thanks, waiting, message, general] and everything["total"] == 4

    rows = {(row["kind"], row["id"]): row for row in everything["list"]}
    writer = await member_id(app, WRITER)
    assert rows[general] == {
        "id": letters["general"],
        "kind": "general",
        "type": 4,
        "typeName": "Suggestion",
        "memberId": writer,
        "memberMobile": WRITER,
        "orderId": None,
        "orderNo": None,
        "content": "Where is my key?",
        "contact": "mail me",
        "picUrls": [PICTURE],
        "picLinks": [PICTURE],
        "createTime": epoch_ms(T1 + timedelta(minutes=1)),
        "replied": True,
        "reply": "Try again now",
        "replyTime": rows[general]["replyTime"],
    }
    assert rows[general]["replyTime"] is not None
    assert rows[message]["orderId"] == letters["order"] and rows[message]["content"] == "Key fails"
    assert (rows[message]["replied"], rows[message]["reply"]) == (True, "Try again now")
    assert (rows[thanks]["replied"], rows[thanks]["reply"], rows[thanks]["replyTime"]) == (False, None, None)
    assert rows[waiting]["memberMobile"] == OTHER and rows[waiting]["replied"] is False

    assert keys(data(await feedback_page(app, headers, replied="true"))) == [message, general]
    assert keys(data(await feedback_page(app, headers, replied="false"))) == [thanks, waiting]
    assert keys(data(await feedback_page(app, headers, mobile=OTHER))) == [waiting]
    assert keys(data(await feedback_page(app, headers, mobile="13800000799"))) == []
    assert keys(data(await feedback_page(app, headers, content="KEY"))) == [message, general]
    assert keys(data(await feedback_page(app, headers, content="key", replied="false"))) == []
    second = data(await feedback_page(app, headers, pageNo=2, pageSize=3))
    assert keys(second) == [general] and second["total"] == 4
    first = data(await feedback_page(app, headers, pageNo=1, pageSize=2))
    assert keys(first) == [thanks, waiting] and first["total"] == 4


async def test_bad_filters_are_refused(app: Any, letters: dict[str, Any]) -> None:
    for params in ({"mobile": "12"}, {"pageSize": 101}, {"content": "x" * 101}, {"replied": "maybe"}):
        assert failure(await feedback_page(app, letters["support"], **params))[0] == 400, params


@pytest.mark.parametrize("role", ["catalogue", "content", "member"])
async def test_other_roles_and_members_are_refused(
    app: Any, letters: dict[str, Any], client: httpx.AsyncClient, role: str
) -> None:
    if role == "member":
        answer = await feedback_page(app, {"Authorization": client.headers["Authorization"]})
        assert failure(answer)[0] == 401
    else:
        assert failure(await feedback_page(app, await operator_headers(app, role)))[0] == 403


async def test_support_sees_the_subject_the_order_and_the_private_pictures(
    app: Any, client: httpx.AsyncClient, outbox: Any
) -> None:
    """A key problem with a private screenshot (and one in the order's thread): support's list names
    the subject in the reader's language and the order by its number, and gives signed links that
    open the pictures, which their paths alone do not."""
    cat = await keyed_catalogue(app)
    await shopper(app, client, outbox, WRITER)
    order = await buy_by_wallet(client, cat.skus["star-raid-0"].id, 1)
    upload = await client.post(
        "/infra/file/upload", files={"file": ("shot.png", PNG, "image/png")}, data={"scope": "private"}
    )
    private = str(data(upload))
    assert PRIVATE_PATH.fullmatch(private)
    body = {"type": 3, "orderId": order["id"], "content": "Key used", "picUrls": [private, PICTURE]}
    general = data(await client.post("/member/feedback/create", json=body))
    thread = {"orderId": order["id"], "content": "See this", "picUrls": [private]}
    data(await client.post("/trade/order-feedback-reply/create", json=thread))
    support = await operator_headers(app, "support")

    page = data(await feedback_page(app, support))
    rows = {row["kind"]: row for row in page["list"]}
    centre, message = rows["general"], rows["order"]
    assert (centre["id"], centre["type"], centre["typeName"]) == (general, 3, "Activation key")
    assert (centre["orderId"], centre["orderNo"]) == (order["id"], order["no"])
    assert (message["typeName"], message["orderNo"]) == (None, order["no"])
    assert centre["picUrls"] == [private, PICTURE] and message["picUrls"] == [private]
    signed, public = centre["picLinks"]
    assert public == PICTURE and signed.startswith(f"http://testserver/uploads/{private}?expires=")
    for link in (signed, message["picLinks"][0]):
        served = await client.get(link)
        assert served.status_code == 200 and served.headers["content-type"] == "image/png"
        assert served.headers["cache-control"] == "private, max-age=600"
    assert (await client.get(f"http://testserver/uploads/{private}")).status_code == 404
    assert (await client.get(signed.replace("sign=", "sign=0"))).status_code == 404

    chinese = data(await feedback_page(app, support, language="zh-Hans"))
    assert {row["typeName"] for row in chinese["list"]} == {"激活码问题", None}
