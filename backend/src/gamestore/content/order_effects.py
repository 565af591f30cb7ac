"""What a paid order earns from the activities featuring its games: an effect of events.order_events,
owning its grant and its revoke. The rewards (engagement's items and collectibles) are given once the
order is final, by the activities running then."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.content import article_service
from gamestore.engagement import rewards
from gamestore.engagement.items import GrantSource
from gamestore.events.order_events import (
    Given,
    GivenItem,
    Grant,
    GrantState,
    Matured,
    OrderEffect,
    OrderFinal,
    OrderPaid,
    OrderRefunded,
)


class ActivityRewards(OrderEffect):
    """The rewards of the activities running when the order is final that feature a game it still
    holds then (once per activity): pending until then. Given, they stay, as they are keyed by the
    activity, not by the order."""

    name = "activity_rewards"
    matures = True

    async def grant(self, session: AsyncSession, paid: OrderPaid) -> Sequence[Grant]:
        games = sorted({line.spu_id for line in paid.lines})
        return [Grant(data={"member": paid.member_id, "games": games}, state=GrantState.PENDING)]

    async def revoke(self, session: AsyncSession, refunded: OrderRefunded, grant: Grant) -> Grant:
        if refunded.whole:
            return grant.revised(GrantState.REVOKED)
        if grant.state == GrantState.PENDING:
            held = [spu_id for spu_id in grant.data["games"] if refunded.keys_left.get(spu_id, 0) > 0]
            return grant.revised(games=held)
        return grant

    async def mature(self, session: AsyncSession, final: OrderFinal, grant: Grant) -> Matured:
        if not grant.data["games"]:
            return Matured(grant.revised(GrantState.GRANTED))
        given: list[rewards.Granted] = []
        for activity_id, reward_items in await article_service.purchase_rewards(session, grant.data["games"]):
            source_id = str(activity_id)
            given += await rewards.grant(
                session, int(grant.data["member"]), reward_items, GrantSource.ACTIVITY, source_id
            )
        offered = await rewards.offered(
            session, [{"kind": kind, "code": code, "quantity": quantity} for kind, code, quantity in given]
        )
        items = tuple(GivenItem(i.kind, i.code, i.quantity, i.names, i.pic_url) for i in offered)
        return Matured(grant.revised(GrantState.GRANTED), Given(items=items))


EFFECTS: tuple[OrderEffect, ...] = (ActivityRewards(),)
