"""What an order's versions carried goes back with the whole order's refund where it is unused: a
voucher never spent and a bonus code never revealed are taken back (the code back in the pool), the
used part of a voucher and a revealed code stay, and so do the activity's reward; a partial refund
takes nothing back."""

from __future__ import annotations

from typing import Any

import httpx
from sqlalchemy import func, select

from conftest import bearer, data, login_by_sms
from fixtures.shop import member_id
from gamestore.member.items import GrantSource
from gamestore.models import MemberItem, MemberItemCode, MemberItemDefinition
from trade.test_purchase_rewards import MOBILE, shop
from trade.test_refunds import buy_by_wallet, detail, refund, reveal, top_up

__all__ = ["shop"]  # fixture


async def held(app: Any, member: int) -> list[tuple[str, int, int, int]]:
    """(item code, quantity, used, source) of the member's items, oldest first."""
    async with app.state.sessions() as session:
        rows = await session.execute(
            select(MemberItemDefinition.code, MemberItem.quantity, MemberItem.used, MemberItem.source_type)
            .join(MemberItemDefinition, MemberItemDefinition.id == MemberItem.definition_id)
            .where(MemberItem.member_id == member)
            .order_by(MemberItem.id)
        )
        return [tuple(row) for row in rows]  # type: ignore[misc]


async def free_codes(app: Any) -> int:
    async with app.state.sessions() as session:
        return int(await session.scalar(select(func.count()).where(MemberItemCode.item_id.is_(None))) or 0)


async def item_ids(app: Any, member: int, item_code: str) -> list[int]:
    async with app.state.sessions() as session:
        found = await session.scalars(
            select(MemberItem.id)
            .join(MemberItemDefinition, MemberItemDefinition.id == MemberItem.definition_id)
            .where(MemberItem.member_id == member, MemberItemDefinition.code == item_code)
            .order_by(MemberItem.id)
        )
        return list(found)


async def logged_in(app: Any, client: httpx.AsyncClient, outbox: Any) -> int:
    client.headers.update(bearer(await login_by_sms(client, outbox, MOBILE)))
    me = await member_id(app, MOBILE)
    await top_up(app, me, 100_000)
    return me


async def test_a_whole_refund_takes_back_the_unused_items_the_order_carried(
    app: Any, client: httpx.AsyncClient, outbox: Any, shop: dict[str, int]
) -> None:
    me = await logged_in(app, client, outbox)
    order_id = await buy_by_wallet(client, shop["carrying"], 2)
    purchase, activity = GrantSource.PURCHASE, GrantSource.ACTIVITY
    assert await held(app, me) == [
        ("raid-skin", 1, 0, purchase),
        ("raid-skin", 1, 0, purchase),
        ("five-off", 2, 0, purchase),
        ("event-ten", 1, 0, activity),
    ]
    assert await free_codes(app) == 1
    first_skin, _ = await item_ids(app, me, "raid-skin")
    data(await client.post("/member/item/reveal", json={"id": first_skin}))  # shown: it stays
    [five_off] = await item_ids(app, me, "five-off")
    other_order = {"items": [{"skuId": shop["plain"], "count": 1}], "itemId": five_off}
    data(await client.post("/trade/order/create", json=other_order))  # one voucher spent elsewhere

    data(await refund(client, order_id))

    assert await held(app, me) == [
        ("raid-skin", 1, 1, purchase),
        ("five-off", 1, 1, purchase),
        ("event-ten", 1, 0, activity),
    ]
    assert await free_codes(app) == 2  # the code no one saw is back in the pool


async def test_a_partial_refund_takes_back_no_item(
    app: Any, client: httpx.AsyncClient, outbox: Any, shop: dict[str, int]
) -> None:
    me = await logged_in(app, client, outbox)
    order_id = await buy_by_wallet(client, shop["carrying"], 2)
    before = await held(app, me)
    first_key, _ = (await detail(client, order_id))["activationCodes"]
    data(await reveal(client, order_id, first_key["keyId"]))

    assert data(await refund(client, order_id))["keyCount"] == 1

    assert await held(app, me) == before
