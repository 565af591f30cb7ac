"""Support finds members by id, mobile or nickname and adjusts points through the one ledger, with
a reason, once per client request id, audited."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from sqlalchemy import select, update

from conftest import client_for, data, failure
from fixtures.operators import admin_client_for
from fixtures.shop import member_id
from fixtures.support import audit_rows, operator_headers, shop_state, shopper
from gamestore.loyalty import errors
from gamestore.loyalty.point_service import PointBizType
from gamestore.models import Member, MemberPointRecord

ALICE, BOB = "13800000071", "13800000072"


@pytest.fixture
async def members(app: Any, client: httpx.AsyncClient, outbox: Any) -> dict[str, int]:
    await shopper(app, client, outbox, ALICE)
    async with client_for(app) as other:
        await shopper(app, other, outbox, BOB)
    alice, bob = await member_id(app, ALICE), await member_id(app, BOB)
    async with app.state.sessions() as session, session.begin():
        await session.execute(update(Member).where(Member.id == alice).values(nickname="Alice_100%"))
        await session.execute(update(Member).where(Member.id == bob).values(nickname="Bob"))
    return {"alice": alice, "bob": bob}


async def member_page(app: Any, headers: dict[str, str], **params: Any) -> httpx.Response:
    async with admin_client_for(app) as console:
        return await console.get("/member/user/page", params=params, headers=headers)


async def adjust(app: Any, headers: dict[str, str], **body: Any) -> httpx.Response:
    async with admin_client_for(app) as console:
        return await console.post("/member/point/adjust", json=body, headers=headers)


async def point_records(app: Any, member: int) -> list[tuple[int, int, str | None]]:
    async with app.state.sessions() as session:
        rows = await session.execute(
            select(MemberPointRecord.biz_type, MemberPointRecord.point, MemberPointRecord.biz_id)
            .where(MemberPointRecord.member_id == member)
            .order_by(MemberPointRecord.id)
        )
        return [tuple(row) for row in rows]


@pytest.mark.parametrize("role", ["support", "admin"])
async def test_support_finds_members_by_id_mobile_or_nickname(
    app: Any, members: dict[str, int], role: str
) -> None:
    headers = await operator_headers(app, role)
    everyone = data(await member_page(app, headers))
    assert [row["id"] for row in everyone["list"]] == [members["bob"], members["alice"]]
    assert everyone["total"] == 2
    assert everyone["list"][1]["mobile"] == ALICE and everyone["list"][1]["level"] == 1
    assert [r["id"] for r in data(await member_page(app, headers, id=members["bob"]))["list"]] == [
        members["bob"]
    ]
    assert [r["id"] for r in data(await member_page(app, headers, mobile=ALICE))["list"]] == [
        members["alice"]
    ]
    assert [r["id"] for r in data(await member_page(app, headers, nickname="ice_1"))["list"]] == [
        members["alice"]
    ]
    # % and _ are searched for as themselves.
    assert [r["id"] for r in data(await member_page(app, headers, nickname="100%"))["list"]] == [
        members["alice"]
    ]
    assert data(await member_page(app, headers, nickname="%"))["total"] == 1
    paged = data(await member_page(app, headers, pageNo=2, pageSize=1))
    assert [r["id"] for r in paged["list"]] == [members["alice"]] and paged["total"] == 2
    for params, field in (
        ({"mobile": "123"}, "mobile"),
        ({"id": 0}, "id"),
        ({"nickname": "x" * 31}, "nickname"),
    ):
        code, message = failure(await member_page(app, headers, **params))
        assert code == 400 and field in message, (params, message)


@pytest.mark.parametrize("role", ["support", "admin"])
async def test_a_point_adjustment_is_applied_once_per_request_id_and_audited(
    app: Any, members: dict[str, int], role: str
) -> None:
    headers = await operator_headers(app, role)
    alice = members["alice"]
    body = {
        "memberId": alice,
        "points": 300,
        "reason": "Goodwill for a late key",
        "requestId": "adj-0001-alice",
    }

    first = data(await adjust(app, headers, **body))
    again = data(await adjust(app, headers, **body))

    assert first == {"memberId": alice, "point": 300, "applied": True}
    assert again == {"memberId": alice, "point": 300, "applied": False}
    taken = data(await adjust(app, headers, **{**body, "points": -100, "requestId": "adj-0002-alice"}))
    assert taken == {"memberId": alice, "point": 200, "applied": True}
    assert await point_records(app, alice) == [
        (PointBizType.ADMIN, 300, "op:adj-0001-alice"),
        (PointBizType.ADMIN, -100, "op:adj-0002-alice"),
    ]
    entries = await audit_rows(app, "member.point.adjust")
    assert [(e.entity_id, e.before, e.after) for e in entries] == [
        (
            str(alice),
            {"point": 0},
            {"point": 300, "points": 300, "reason": "Goodwill for a late key", "requestId": "adj-0001-alice"},
        ),
        (
            str(alice),
            {"point": 300},
            {
                "point": 200,
                "points": -100,
                "reason": "Goodwill for a late key",
                "requestId": "adj-0002-alice",
            },
        ),
    ]


async def test_bad_adjustments_are_refused_and_change_nothing(app: Any, members: dict[str, int]) -> None:
    headers = await operator_headers(app, "support")
    good = {"memberId": members["bob"], "points": 10, "reason": "Thanks", "requestId": "adj-0003-bob"}
    before = await shop_state(app)
    for change, field in (
        ({"points": 0}, "points"),
        ({"points": 1_000_001}, "points"),
        ({"points": "many"}, "points"),
        ({"reason": ""}, "reason"),
        ({"reason": "x" * 141}, "reason"),
        ({"requestId": "short"}, "requestId"),
        ({"requestId": "has space 1234"}, "requestId"),
        ({"memberId": 0}, "memberId"),
    ):
        code, message = failure(await adjust(app, headers, **{**good, **change}))
        assert code == 400 and field in message, (change, message)
    assert failure(await adjust(app, headers, **{**good, "points": -1}))[0] == errors.POINT_NOT_ENOUGH.code
    assert failure(await adjust(app, headers, **{**good, "memberId": 999999}))[0] == 404
    assert await shop_state(app) == before
