"""Orders still pending when the activities' rewards became their own order effect (revision 0038)
held only a purchase_items grant: the migration gives each a pending activity_rewards grant for the
games it still holds, so it earns a running activity's rewards when final, as it would have."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from sqlalchemy import select

from conftest import bearer, login_by_sms
from fixtures.purchase_rewards import rewarding_shop
from fixtures.shop import member_id, pay_by_notice
from fixtures.support import settle_orders
from gamestore.core.migrate import downgrade, upgrade
from gamestore.engagement.items import GrantSource
from gamestore.models import Article, MemberItem, MemberItemDefinition, TradeOrderEffect

MOBILE = "13800138611"


@pytest.fixture
async def shop(app: Any) -> dict[str, int]:
    return await rewarding_shop(app)


async def pending_effects(app: Any, order_id: int) -> dict[str, Any]:
    async with app.state.sessions() as session:
        rows = await session.execute(
            select(TradeOrderEffect.effect, TradeOrderEffect.data).where(
                TradeOrderEffect.order_id == order_id, TradeOrderEffect.state == 1
            )
        )
        return {effect: data for effect, data in rows}


async def test_an_order_pending_before_the_effect_still_earns_the_activitys_rewards(
    app: Any, client: httpx.AsyncClient, outbox: Any, shop: dict[str, int]
) -> None:
    me = bearer(await login_by_sms(client, outbox, MOBILE))
    member = await member_id(app, MOBILE)
    order = await pay_by_notice(app, client, me, shop["plain"])  # a game the running activity features
    await downgrade(app.state.engine, "0037_order_item_market_price")
    assert "activity_rewards" not in await pending_effects(app, order)  # as the code before left it

    await upgrade(app.state.engine)

    pending = await pending_effects(app, order)
    assert pending["activity_rewards"] == {"member": member, "games": [shop["game"]]}
    assert await settle_orders(app) == 1
    async with app.state.sessions() as session:
        running = await session.scalar(select(Article.id).where(Article.code == "running"))
        given = (
            await session.execute(
                select(MemberItemDefinition.code, MemberItem.source_type, MemberItem.source_id)
                .join(MemberItemDefinition, MemberItemDefinition.id == MemberItem.definition_id)
                .where(MemberItem.member_id == member)
            )
        ).all()
    assert [tuple(row) for row in given] == [("event-ten", GrantSource.ACTIVITY, str(running))]
