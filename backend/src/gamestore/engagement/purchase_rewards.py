"""Items and collectibles a paid order earns: versions that carry an item (one with each key bought)
and collectibles marking a purchase milestone (the member's Nth paid order). The rewards of the
activities featuring a game bought are content's effect (content/order_effects.py)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass

from sqlalchemy import delete, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.engagement import rewards
from gamestore.engagement.items import GrantSource, ItemType
from gamestore.engagement.rewards import Granted, RewardItem
from gamestore.models.engagement import (
    MemberCollectibleDefinition,
    MemberItem,
    MemberItemCode,
    MemberItemDefinition,
)

_CARRIED = select(
    MemberItemDefinition.code, MemberItemDefinition.type, MemberItemDefinition.with_sku_ids
).where(MemberItemDefinition.enabled.is_(True))


_MILESTONES = select(MemberCollectibleDefinition.code, MemberCollectibleDefinition.purchase_milestone).where(
    MemberCollectibleDefinition.enabled.is_(True), MemberCollectibleDefinition.purchase_milestone.is_not(None)
)


@dataclass(frozen=True, slots=True)
class PaidLine:
    spu_id: int
    sku_id: int
    count: int  # keys bought


async def grant_for_order(
    session: AsyncSession,
    member_id: int,
    order_id: int,
    lines: Sequence[PaidLine],
    paid_orders: Callable[[], Awaitable[int]],
) -> list[RewardItem]:
    """In the transaction making the order final (``paid_orders`` counts the member's paid orders,
    this one included; asked only when a milestone exists). Each grant is keyed by the order or the
    milestone, so granting twice gives nothing more. Answers what was given now."""
    given = await _carried_items(session, member_id, order_id, lines)
    given += await _milestones(session, member_id, paid_orders)
    return await rewards.offered(
        session, [{"kind": kind, "code": code, "quantity": quantity} for kind, code, quantity in given]
    )


async def _carried_items(
    session: AsyncSession, member_id: int, order_id: int, lines: Sequence[PaidLine]
) -> list[Granted]:
    given: list[Granted] = []
    for code, item_type, sku_ids in await session.execute(_CARRIED):
        for sku_id, count in ((line.sku_id, line.count) for line in lines):
            if sku_id not in (sku_ids or []):
                continue
            if item_type == ItemType.BONUS_CODE:  # a holding carries one code: one grant per key
                for key in range(count):
                    given += await _give(session, member_id, "item", code, 1, f"{order_id}:{sku_id}:{key}")
            else:
                given += await _give(session, member_id, "item", code, count, f"{order_id}:{sku_id}")
    return given


async def _milestones(
    session: AsyncSession, member_id: int, paid_orders: Callable[[], Awaitable[int]]
) -> list[Granted]:
    milestones = (await session.execute(_MILESTONES)).all()
    if not milestones:
        return []
    reached = await paid_orders()
    given: list[Granted] = []
    # At or past the milestone: a milestone added after a member passed it is earned with their next order.
    for code, milestone in milestones:
        if milestone is not None and milestone <= reached:
            given += await _give(session, member_id, "collectible", code, 1, "milestone")
    return given


async def take_back_for_order(session: AsyncSession, member_id: int, order_id: int) -> int:
    """The whole order was refunded: the items its versions carried go back where unused. A holding
    nothing of which was used (a voucher never spent, a bonus code never revealed) is taken back, its
    code back in the pool (no one saw it); of a partly used one only the used part stays. What was used
    or revealed stays the member's, like a revealed key. Milestone collectibles and activity rewards
    stay: they are keyed by the milestone and the activity, not by this order. Answers how many
    holdings were taken back whole."""
    carried = (
        MemberItem.member_id == member_id,
        MemberItem.source_type == GrantSource.PURCHASE,
        MemberItem.source_id.startswith(f"{order_id}:", autoescape=True),
    )
    unused = list(
        await session.scalars(
            select(MemberItem.id)
            .where(*carried, MemberItem.used == 0, MemberItem.revealed_at.is_(None))
            .with_for_update()
        )
    )
    if unused:
        await session.execute(
            update(MemberItemCode).where(MemberItemCode.item_id.in_(unused)).values(item_id=None)
        )
        await session.execute(delete(MemberItem).where(MemberItem.id.in_(unused)))
    await session.execute(
        update(MemberItem)
        .where(*carried, MemberItem.used > 0, MemberItem.used < MemberItem.quantity)
        .values(quantity=MemberItem.used)
    )
    return len(unused)


async def carried_by(session: AsyncSession, sku_ids: Iterable[int]) -> dict[int, list[RewardItem]]:
    """The items each of the versions ``sku_ids`` carries (one with each key), as a game page shows them."""
    wanted = set(sku_ids)
    found: dict[int, list[RewardItem]] = {}
    rows = await session.execute(
        select(
            MemberItemDefinition.code,
            MemberItemDefinition.names,
            MemberItemDefinition.pic_url,
            MemberItemDefinition.with_sku_ids,
        )
        .where(MemberItemDefinition.enabled.is_(True))
        .order_by(MemberItemDefinition.sort, MemberItemDefinition.id)
    )
    for code, names, pic_url, carrying in rows:
        for sku_id in wanted.intersection(carrying or []):
            found.setdefault(sku_id, []).append(RewardItem("item", code, 1, dict(names), pic_url))
    return found


async def _give(
    session: AsyncSession, member_id: int, kind: str, code: str, quantity: int, source_id: str
) -> list[Granted]:
    reward = {"kind": kind, "code": code, "quantity": quantity}
    return await rewards.grant(session, member_id, [reward], GrantSource.PURCHASE, source_id)
