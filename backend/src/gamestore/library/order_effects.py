"""My games: a paid order's games become the member's; a refund that leaves the order holding no key
of a game takes it back, unless another of their orders still holds one (game.service)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.events.order_events import (
    Grant,
    GrantState,
    OrderEffect,
    OrderHandedOver,
    OrderPaid,
    OrderRefunded,
)
from gamestore.library.service import HeldElsewhere, grant_games, release_games


class OwnedGames(OrderEffect):
    """The games go with the keys: to the payer, or for a gift to whoever the order is handed to."""

    name = "owned_games"

    async def grant(self, session: AsyncSession, paid: OrderPaid) -> Sequence[Grant]:
        games = list(dict.fromkeys(line.spu_id for line in paid.lines))
        if paid.gift:  # nobody's until claimed or back with the giver
            return [Grant(data={"games": games, "owner": None})]
        await grant_games(session, paid.member_id, paid.order_id, games)
        return [Grant(data={"games": games})]

    async def hand_over(self, session: AsyncSession, handed: OrderHandedOver, grant: Grant) -> Grant:
        if grant.data.get("owner", handed.from_member) is not None:
            return grant  # handed over once: a claimed gift is the friend's for good
        await grant_games(session, handed.to_member, handed.order_id, list(grant.data["games"]))
        return grant.revised(owner=handed.to_member)

    async def revoke(self, session: AsyncSession, refunded: OrderRefunded, grant: Grant) -> Grant:
        emptied = [spu_id for spu_id, left in refunded.keys_left.items() if left == 0]
        held_elsewhere = cast(HeldElsewhere, refunded.held_elsewhere)
        await release_games(session, refunded.member_id, refunded.order_id, emptied, held_elsewhere)
        return grant.revised(GrantState.REVOKED if refunded.whole else None)


EFFECTS: tuple[OrderEffect, ...] = (OwnedGames(),)
