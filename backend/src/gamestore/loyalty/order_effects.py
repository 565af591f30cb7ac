"""The points and experience a paid order earns its member: effects of events.order_events, each
owning its grant and its revoke, pending until the order is final (loyalty.pending_rewards)."""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

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
from gamestore.loyalty import pending_rewards
from gamestore.loyalty.experience_service import ExperienceBizType, change_experience, take_back_experience
from gamestore.loyalty.pending_rewards import PendingKind
from gamestore.loyalty.point_service import PointBizType, change_points, take_back_points


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
    async def take_back(self, session: AsyncSession, member_id: int, amount: int, biz_id: str) -> int:
        """Take a given amount back (support refunding a final order), down to zero; answers the
        points of it the member had spent already (experience is never spent: 0)."""

    async def grant(self, session: AsyncSession, paid: OrderPaid) -> Sequence[Grant]:
        amount = self.earned(paid)
        if amount <= 0:
            return []
        biz_id = str(paid.order_id)
        await pending_rewards.add(
            session, paid.member_id, self.ledger.kind, self.ledger.earned, biz_id, amount, paid.final_by
        )
        return [Grant(data={"member": paid.member_id, "amount": amount}, state=GrantState.PENDING)]

    async def revoke(self, session: AsyncSession, refunded: OrderRefunded, grant: Grant) -> Grant | Revoked:
        share = refunded.share(int(grant.data["amount"]))
        member_id = int(grant.data["member"])
        if grant.state == GrantState.PENDING:
            left = await pending_rewards.cancel(
                session, member_id, self.ledger.kind, self.ledger.earned, str(refunded.order_id), share
            )
            cancelled = int(grant.data.get("cancelled", 0)) + share
            return grant.revised(GrantState.REVOKED if left == 0 else None, cancelled=cancelled)
        spent = 0
        if share > 0:  # given already (support refunding after the window): take back what is left
            spent = await self.take_back(session, member_id, share, str(refunded.after_sale_id))
        return Revoked(grant.revised(GrantState.REVOKED if refunded.whole else None), points_spent=spent)

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

    async def take_back(self, session: AsyncSession, member_id: int, amount: int, biz_id: str) -> int:
        taken = await take_back_points(
            session, member_id, amount, PointBizType.PURCHASE_REWARD_REFUNDED, biz_id
        )
        return amount - taken


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

    async def take_back(self, session: AsyncSession, member_id: int, amount: int, biz_id: str) -> int:
        await take_back_experience(
            session, member_id, amount, ExperienceBizType.PURCHASE_REWARD_REFUNDED, biz_id
        )
        return 0


EFFECTS: tuple[OrderEffect, ...] = (PurchasePoints(), PurchaseExperience())
