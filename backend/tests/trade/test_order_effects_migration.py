"""Orders paid before the order effects existed (revision 0035) were given everything at once: the
migration records those grants as given, so refunding such an order still takes back its share."""

from __future__ import annotations

from typing import Any

import httpx
from sqlalchemy import select

from fixtures import balances
from fixtures.support import settle_orders
from gamestore.core.db import unit_of_work
from gamestore.core.migrate import downgrade, upgrade
from gamestore.loyalty.experience_service import ExperienceBizType, change_experience
from gamestore.loyalty.point_service import PointBizType, change_points
from gamestore.models import Member, TradeOrder, TradeOrderEffect
from gamestore.trade import refund_service
from trade.test_order_effects import buy, shopper

__all__ = ["shopper"]  # fixture


async def test_a_refund_of_an_order_paid_before_the_effects_takes_back_what_it_gave(
    app: Any, client: httpx.AsyncClient, shopper: dict[str, Any]
) -> None:
    order_id = await buy(client, shopper["cat"].skus["star-raid-0"].id)
    # What the code before gave at payment, given through today's ledgers (whose balances have their
    # own table since 0039: the downgrade puts them back on member_user, the upgrade takes them again).
    async with unit_of_work(app.state.sessions) as session:
        order = await session.get(TradeOrder, order_id)
        assert order is not None
        await change_points(
            session, order.member_id, order.give_point, PointBizType.PURCHASE_REWARD, str(order_id)
        )
        await change_experience(
            session, order.member_id, order.give_experience, ExperienceBizType.PURCHASE_REWARD, str(order_id)
        )
    await downgrade(app.state.engine, "0034_refund_states")
    await upgrade(app.state.engine)

    async with app.state.sessions() as session:
        recorded = sorted(
            (await session.execute(select(TradeOrderEffect.effect, TradeOrderEffect.state))).all()
        )
    assert ("purchase_points", 2) in recorded and ("purchase_experience", 2) in recorded
    assert await settle_orders(app) == 0, "given already: nothing is pending"

    async with unit_of_work(app.state.sessions) as session:
        by = refund_service.Support(operator_id=7, reason="did not activate")
        await refund_service.refund(session, app.state.settings, app.state.pay_channels, order_id, by)

    async with app.state.sessions() as session:
        assert await balances.of(session, Member.id == shopper["me"]) == (0, 0)
