"""What a paid order earns its member in items and towards tasks: effects of events.order_events,
each owning its grant and its revoke. Items are given once the order is final and the unused ones
taken back with the whole order; the order counts towards tasks once final."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.engagement import purchase_rewards, task_events
from gamestore.engagement.purchase_rewards import PaidLine
from gamestore.engagement.task_events import TaskEvent
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
from gamestore.loyalty import pending_rewards
from gamestore.loyalty.pending_rewards import PendingKind


class PurchaseItems(OrderEffect):
    """Items the versions carry (one with each key) and purchase-milestone collectibles (the running
    activities' rewards are content's effect): pending until the order is final, for the keys it still
    holds then. Given already (support refunding after the window), the whole order's unused items go
    back (purchase_rewards); milestones stay."""

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
        await purchase_rewards.take_back_for_order(session, int(grant.data["member"]), refunded.order_id)
        return grant.revised(GrantState.REVOKED)

    async def mature(self, session: AsyncSession, final: OrderFinal, grant: Grant) -> Matured:
        lines = [
            PaidLine(spu_id, sku_id, count) for spu_id, sku_id, count in grant.data["lines"] if count > 0
        ]
        if not lines:
            return Matured(grant.revised(GrantState.GRANTED))
        given = await purchase_rewards.grant_for_order(
            session, int(grant.data["member"]), final.order_id, lines, final.paid_orders
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
                session, int(grant.data["member"]), PendingKind.ORDER_FOR_TASKS, 0, str(refunded.order_id)
            )
        # Counted already (support refunding after the window): the task's progress stays, as a
        # revealed key stays the member's.
        return grant.revised(GrantState.REVOKED)

    async def mature(self, session: AsyncSession, final: OrderFinal, grant: Grant) -> Matured:
        biz_id, member_id = str(final.order_id), int(grant.data["member"])
        if await pending_rewards.take(session, member_id, PendingKind.ORDER_FOR_TASKS, 0, biz_id):
            await task_events.record(session, member_id, TaskEvent.ORDER_PAID, biz_id)
        return Matured(grant.revised(GrantState.GRANTED))  # progress towards tasks, nothing given yet


EFFECTS: tuple[OrderEffect, ...] = (PurchaseItems(), OrderForTasks())
