"""What a paid order earns its member (and the friend who referred them): each an effect of
core.order_events that owns its grant and its revoke. Points, experience, referral points and the
order's count towards tasks are pending until the order is final; items are given at once and the
unused ones taken back with the whole order."""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.order_events import (
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
from gamestore.member import pending_rewards, purchase_rewards, referral_service, task_events
from gamestore.member.experience_service import ExperienceBizType, change_experience, take_back_experience
from gamestore.member.pending_rewards import PendingKind
from gamestore.member.point_service import PointBizType, change_points, take_back_points
from gamestore.member.purchase_rewards import PaidLine
from gamestore.member.referral_service import ReferralReward
from gamestore.member.task_events import TaskEvent


@dataclass(frozen=True, slots=True)
class _Ledger:
    kind: PendingKind
    earned: int  # the ledger's biz type of what an order earns
    refunded: int  # and of what a refund takes back once it was given


class _EarnedByPaying(OrderEffect):
    """Points or experience the order earns (``give_point`` / ``give_experience``), pending until final."""

    matures = True
    ledger: ClassVar[_Ledger]

    @abstractmethod
    def earned(self, paid: OrderPaid) -> int:
        """What the order earns of it."""

    @abstractmethod
    async def give(
        self, session: AsyncSession, member_id: int, amount: int, biz_type: int, biz_id: str
    ) -> None:
        """Post it to the member's ledger."""

    @abstractmethod
    async def take_back(self, session: AsyncSession, member_id: int, amount: int, biz_id: str) -> None:
        """Take a given amount back (support refunding a final order)."""

    async def grant(self, session: AsyncSession, paid: OrderPaid) -> Sequence[Grant]:
        amount = self.earned(paid)
        if amount <= 0:
            return []
        biz_id = str(paid.order_id)
        await pending_rewards.add(
            session, paid.member_id, self.ledger.kind, self.ledger.earned, biz_id, amount, paid.final_by
        )
        return [Grant(data={"member": paid.member_id, "amount": amount}, state=GrantState.PENDING)]

    async def revoke(self, session: AsyncSession, refunded: OrderRefunded, grant: Grant) -> Grant:
        share = refunded.share(int(grant.data["amount"]))
        member_id = int(grant.data["member"])
        if grant.state == GrantState.PENDING:
            left = await pending_rewards.cancel(
                session, member_id, self.ledger.kind, self.ledger.earned, str(refunded.order_id), share
            )
            cancelled = int(grant.data.get("cancelled", 0)) + share
            return grant.revised(GrantState.REVOKED if left == 0 else None, cancelled=cancelled)
        if share > 0:  # given already (support refunding after the window): take back what is left
            await self.take_back(session, member_id, share, str(refunded.after_sale_id))
        return grant.revised(GrantState.REVOKED if refunded.whole else None)

    async def mature(self, session: AsyncSession, final: OrderFinal, grant: Grant) -> Matured:
        member_id, biz_id = int(grant.data["member"]), str(final.order_id)
        amount = await pending_rewards.take(session, member_id, self.ledger.kind, self.ledger.earned, biz_id)
        if amount > 0:
            await self.give(session, member_id, amount, self.ledger.earned, biz_id)
        given = Given(point=amount) if self.ledger.kind == PendingKind.POINTS else Given(experience=amount)
        return Matured(grant.revised(GrantState.GRANTED, given=amount), given)


class PurchasePoints(_EarnedByPaying):
    name = "purchase_points"
    ledger = _Ledger(PendingKind.POINTS, PointBizType.PURCHASE_REWARD, PointBizType.PURCHASE_REWARD_REFUNDED)

    def earned(self, paid: OrderPaid) -> int:
        return paid.give_point

    async def give(
        self, session: AsyncSession, member_id: int, amount: int, biz_type: int, biz_id: str
    ) -> None:
        await change_points(session, member_id, amount, PointBizType(biz_type), biz_id)

    async def take_back(self, session: AsyncSession, member_id: int, amount: int, biz_id: str) -> None:
        await take_back_points(session, member_id, amount, PointBizType.PURCHASE_REWARD_REFUNDED, biz_id)


class PurchaseExperience(_EarnedByPaying):
    name = "purchase_experience"
    ledger = _Ledger(
        PendingKind.EXPERIENCE, ExperienceBizType.PURCHASE_REWARD, ExperienceBizType.PURCHASE_REWARD_REFUNDED
    )

    def earned(self, paid: OrderPaid) -> int:
        return paid.give_experience

    async def give(
        self, session: AsyncSession, member_id: int, amount: int, biz_type: int, biz_id: str
    ) -> None:
        await change_experience(session, member_id, amount, ExperienceBizType(biz_type), biz_id)

    async def take_back(self, session: AsyncSession, member_id: int, amount: int, biz_id: str) -> None:
        await take_back_experience(
            session, member_id, amount, ExperienceBizType.PURCHASE_REWARD_REFUNDED, biz_id
        )


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

    async def revoke(self, session: AsyncSession, refunded: OrderRefunded, grant: Grant) -> Grant:
        if not refunded.whole:
            return grant
        if grant.state == GrantState.PENDING:
            await self._take_pending(session, refunded.order_id, grant)
        else:
            await referral_service.take_back_purchase(session, refunded.order_id)
        return grant.revised(GrantState.REVOKED)

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


class PurchaseItems(OrderEffect):
    """Items the versions carry (one with each key), purchase-milestone collectibles and the running
    activities' rewards: pending until the order is final, for the keys it still holds then. Given
    already (support refunding after the window), the whole order's unused items go back
    (purchase_rewards); milestones and activity rewards stay."""

    name = "purchase_items"
    matures = True

    async def grant(self, session: AsyncSession, paid: OrderPaid) -> Sequence[Grant]:
        lines = [[line.spu_id, line.sku_id, line.count] for line in paid.lines]
        return [Grant(data={"member": paid.member_id, "lines": lines}, state=GrantState.PENDING)]

    async def revoke(self, session: AsyncSession, refunded: OrderRefunded, grant: Grant) -> Grant:
        if grant.state == GrantState.PENDING:
            if refunded.whole:
                return grant.revised(GrantState.REVOKED)
            taken = dict(refunded.keys_refunded)
            lines = []
            for spu_id, sku_id, count in grant.data["lines"]:
                less = min(count, taken.get(sku_id, 0))
                taken[sku_id] = taken.get(sku_id, 0) - less
                lines.append([spu_id, sku_id, count - less])
            return grant.revised(lines=lines)
        if not refunded.whole:
            return grant
        await purchase_rewards.take_back_for_order(session, refunded.member_id, refunded.order_id)
        return grant.revised(GrantState.REVOKED)

    async def mature(self, session: AsyncSession, final: OrderFinal, grant: Grant) -> Matured:
        lines = [
            PaidLine(spu_id, sku_id, count) for spu_id, sku_id, count in grant.data["lines"] if count > 0
        ]
        if not lines:
            return Matured(grant.revised(GrantState.GRANTED))
        given = await purchase_rewards.grant_for_order(
            session, final.member_id, final.order_id, lines, final.paid_orders
        )
        items = tuple(GivenItem(i.kind, i.code, i.quantity, i.names, i.pic_url) for i in given)
        return Matured(grant.revised(GrantState.GRANTED), Given(items=items))


class OrderForTasks(OrderEffect):
    """The order counts towards the tasks counting paid orders once it is final, not before: a task
    claimed on an order then refunded would keep its rewards."""

    name = "order_for_tasks"
    matures = True

    async def grant(self, session: AsyncSession, paid: OrderPaid) -> Sequence[Grant]:
        await pending_rewards.add(
            session, paid.member_id, PendingKind.ORDER_FOR_TASKS, 0, str(paid.order_id), 1, paid.final_by
        )
        return [Grant(data={"member": paid.member_id}, state=GrantState.PENDING)]

    async def revoke(self, session: AsyncSession, refunded: OrderRefunded, grant: Grant) -> Grant:
        if not refunded.whole:
            return grant
        if grant.state == GrantState.PENDING:
            await pending_rewards.take(
                session, refunded.member_id, PendingKind.ORDER_FOR_TASKS, 0, str(refunded.order_id)
            )
        # Counted already (support refunding after the window): the task's progress stays, as a
        # revealed key stays the member's.
        return grant.revised(GrantState.REVOKED)

    async def mature(self, session: AsyncSession, final: OrderFinal, grant: Grant) -> Matured:
        biz_id = str(final.order_id)
        if await pending_rewards.take(session, final.member_id, PendingKind.ORDER_FOR_TASKS, 0, biz_id):
            await task_events.record(session, final.member_id, TaskEvent.ORDER_PAID, biz_id)
        return Matured(grant.revised(GrantState.GRANTED))  # progress towards tasks, nothing given yet


EFFECTS: tuple[OrderEffect, ...] = (
    PurchasePoints(),
    PurchaseExperience(),
    ReferralPoints(),
    PurchaseItems(),
    OrderForTasks(),
)
