"""What an order's versions carry is given once the order is final, for the keys it still holds: an
order refunded before gives nothing, a partly refunded one what its kept keys carry. Support refunding
a final order takes back what is unused: a voucher never spent and a bonus code never revealed (the
code back in the pool); the used part of a voucher, a revealed code and the activity's reward stay."""

from __future__ import annotations

from typing import Any

import httpx
from sqlalchemy import func, select

from conftest import bearer, data, login_by_sms
from fixtures.shop import member_id
from fixtures.support import settle_orders
from gamestore.core.db import unit_of_work
from gamestore.engagement.items import GrantSource
from gamestore.models import MemberItem, MemberItemCode, MemberItemDefinition
from gamestore.trade import refund_service
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


async def test_an_order_refunded_before_it_is_final_gives_no_item(
    app: Any, client: httpx.AsyncClient, outbox: Any, shop: dict[str, int]
) -> None:
    me = await logged_in(app, client, outbox)
    order_id = await buy_by_wallet(client, shop["carrying"], 2)
    assert await held(app, me) == []  # pending while its keys can be refunded

    data(await refund(client, order_id))

    assert await settle_orders(app) == 0
    assert await held(app, me) == [] and await free_codes(app) == 3


async def test_support_refunding_a_final_order_takes_back_the_unused_items_it_carried(
    app: Any, client: httpx.AsyncClient, outbox: Any, shop: dict[str, int]
) -> None:
    me = await logged_in(app, client, outbox)
    order_id = await buy_by_wallet(client, shop["carrying"], 2)
    assert await settle_orders(app) == 1  # the window closed with its keys unrevealed
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

    async with unit_of_work(app.state.sessions) as session:
        by = refund_service.Support(operator_id=7, reason="did not activate")
        await refund_service.refund(session, app.state.settings, app.state.pay_channels, order_id, by)

    assert await held(app, me) == [
        ("raid-skin", 1, 1, purchase),
        ("five-off", 1, 1, purchase),
        ("event-ten", 1, 0, activity),
    ]
    assert await free_codes(app) == 2  # the code no one saw is back in the pool


async def test_a_partial_refund_gives_the_items_of_the_keys_kept(
    app: Any, client: httpx.AsyncClient, outbox: Any, shop: dict[str, int]
) -> None:
    me = await logged_in(app, client, outbox)
    order_id = await buy_by_wallet(client, shop["carrying"], 2)
    first_key, _ = (await detail(client, order_id))["activationCodes"]
    data(await reveal(client, order_id, first_key["keyId"]))

    assert data(await refund(client, order_id))["keyCount"] == 1

    # What is left was revealed: the order is final, and earns what one key carries.
    purchase, activity = GrantSource.PURCHASE, GrantSource.ACTIVITY
    assert await held(app, me) == [
        ("raid-skin", 1, 0, purchase),
        ("five-off", 1, 0, purchase),
        ("event-ten", 1, 0, activity),
    ]
