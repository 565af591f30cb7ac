"""My games: a paid order's games become the member's; a refund that leaves the order holding no key
of a game takes it back, unless another of their orders still holds one (game.service)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.events.order_events import Grant, GrantState, OrderEffect, OrderPaid, OrderRefunded
from gamestore.library.service import HeldElsewhere, grant_games, release_games


class OwnedGames(OrderEffect):
    name = "owned_games"

    async def grant(self, session: AsyncSession, paid: OrderPaid) -> Sequence[Grant]:
        games = list(dict.fromkeys(line.spu_id for line in paid.lines))
        await grant_games(session, paid.member_id, paid.order_id, games)
        return [Grant(data={"games": games})]

    async def revoke(self, session: AsyncSession, refunded: OrderRefunded, grant: Grant) -> Grant:
        emptied = [spu_id for spu_id, left in refunded.keys_left.items() if left == 0]
        held_elsewhere = cast(HeldElsewhere, refunded.held_elsewhere)
        await release_games(session, refunded.member_id, refunded.order_id, emptied, held_elsewhere)
        return grant.revised(GrantState.REVOKED if refunded.whole else None)


EFFECTS: tuple[OrderEffect, ...] = (OwnedGames(),)
