"""The points a referred friend's paid order earns them and the sharer: an effect of
events.order_events owning its grant and its revoke, pending until the order is final."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.events.order_events import (
    Given,
    Grant,
    GrantState,
    Matured,
    OrderEffect,
    OrderFinal,
    OrderPaid,
    OrderRefunded,
    Revoked,
)
from gamestore.growth import referral_service
from gamestore.growth.referral_service import ReferralReward
from gamestore.loyalty import pending_rewards
from gamestore.loyalty.pending_rewards import PendingKind
from gamestore.loyalty.point_service import PointBizType


class ReferralPoints(OrderEffect):
    """The points a referred friend's order earns them and the sharer: pending until final, cancelled
    with the whole order (a partly refunded order keeps them)."""

    name = "referral_points"
    matures = True

    async def grant(self, session: AsyncSession, paid: OrderPaid) -> Sequence[Grant]:
        reward = await referral_service.purchase_reward(
            session, paid.settings, paid.member_id, paid.pay_price
        )
        if reward is None:
            return []
        biz_id = str(paid.order_id)
        for owner, points, biz_type in self._parts(paid.member_id, reward):
            await pending_rewards.add(
                session, owner, PendingKind.POINTS, biz_type, biz_id, points, paid.final_by
            )
        data = {
            "member": paid.member_id,
            "sharer": reward.sharer_id,
            "sharerPoints": reward.sharer_points,
            "memberPoints": reward.member_points,
        }
        return [Grant(data=data, state=GrantState.PENDING)]

    async def revoke(self, session: AsyncSession, refunded: OrderRefunded, grant: Grant) -> Grant | Revoked:
        if not refunded.whole:
            return grant
        if grant.state == GrantState.PENDING:
            await self._take_pending(session, refunded.order_id, grant)
            return grant.revised(GrantState.REVOKED)
        spent = await referral_service.take_back_purchase(session, refunded.order_id)
        return Revoked(grant.revised(GrantState.REVOKED), points_spent=spent)

    async def mature(self, session: AsyncSession, final: OrderFinal, grant: Grant) -> Matured:
        reward = await self._take_pending(session, final.order_id, grant)
        member_id = int(grant.data["member"])
        gave = await referral_service.give_purchase_reward(session, member_id, final.order_id, reward)
        given = Given(point=reward.member_points) if gave and member_id == final.member_id else Given()
        return Matured(grant.revised(GrantState.GRANTED), given)

    async def _take_pending(self, session: AsyncSession, order_id: int, grant: Grant) -> ReferralReward:
        member_id = int(grant.data["member"])
        reward = ReferralReward(
            int(grant.data["sharer"]), int(grant.data["sharerPoints"]), int(grant.data["memberPoints"])
        )
        for owner, _, biz_type in self._parts(member_id, reward):
            await pending_rewards.take(session, owner, PendingKind.POINTS, biz_type, str(order_id))
        return reward

    @staticmethod
    def _parts(member_id: int, reward: ReferralReward) -> list[tuple[int, int, PointBizType]]:
        parts = [
            (reward.sharer_id, reward.sharer_points, PointBizType.SHARE_REWARD),
            (member_id, reward.member_points, PointBizType.REFERRAL_BONUS),
        ]
        return sorted(part for part in parts if part[1] > 0)


EFFECTS: tuple[OrderEffect, ...] = (ReferralPoints(),)
