"""Referrals (architecture §4): a member who registered from a shared link is the sharer's referred
friend; each paid purchase of the friend earns the sharer and the friend points, once per order."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import bindparam, delete, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core import clock
from gamestore.core.config import Settings
from gamestore.core.db import dialect_insert
from gamestore.core.pagination import PagedQuery, PageResult
from gamestore.core.times import epoch_ms
from gamestore.growth import share
from gamestore.growth.share_schemas import (
    ReferralFriendResp,
    ReferralPageReq,
    ReferralSummaryResp,
)
from gamestore.identity import member_service
from gamestore.loyalty.point_service import PointBizType, change_points, take_back_points
from gamestore.models.growth import MemberReferral, MemberReferralPurchase


async def bind(session: AsyncSession, tenant_id: int, member_id: int, spm: str | None) -> bool:
    """Bind a member who is registering to the sharer of the link they opened (in the registration's
    transaction). Ignored, answering False: no or a malformed string, a visitor's share (sharer 0),
    oneself, or a sharer who is not a member of this store."""
    found = share.parse(spm) if spm else None
    if found is None or found.sharer_id in (0, member_id):
        return False
    sharer = found.sharer_id
    if not await member_service.is_member_of(session, sharer, tenant_id):
        return False
    inserted = await session.execute(
        dialect_insert(session, MemberReferral)
        .values(
            member_id=member_id,
            sharer_id=sharer,
            page=found.page,
            query_id=found.query_id,
            platform=found.platform,
            method=found.method,
            created_at=clock.now(),
        )
        .on_conflict_do_nothing(index_elements=["member_id"])
        .returning(MemberReferral.member_id)
    )
    return inserted.scalar_one_or_none() is not None


@dataclass(frozen=True, slots=True)
class ReferralReward:
    """The points a referred member's paid order earns the member who shared the link, and them."""

    sharer_id: int
    sharer_points: int
    member_points: int


async def purchase_reward(
    session: AsyncSession, settings: Settings, member_id: int, pay_price: int
) -> ReferralReward | None:
    """What a paid order of ``member_id`` earns through a referral (None: nothing). Orders paying
    nothing earn nothing, so free games cannot be farmed."""
    if pay_price <= 0:
        return None
    sharer_id = await session.scalar(
        select(MemberReferral.sharer_id).where(MemberReferral.member_id == member_id)
    )
    if sharer_id is None or not (settings.referral_sharer_points or settings.referral_member_points):
        return None
    return ReferralReward(sharer_id, settings.referral_sharer_points, settings.referral_member_points)


async def give_purchase_reward(
    session: AsyncSession, member_id: int, order_id: int, reward: ReferralReward
) -> bool:
    """Give a final order's referral points: once per order (its row is the business key; the
    ledger's records are unique on it too)."""
    inserted = await session.execute(
        dialect_insert(session, MemberReferralPurchase)
        .values(
            order_id=order_id,
            sharer_id=reward.sharer_id,
            member_id=member_id,
            sharer_points=reward.sharer_points,
            member_points=reward.member_points,
            created_at=clock.now(),
        )
        .on_conflict_do_nothing(index_elements=["order_id"])
        .returning(MemberReferralPurchase.order_id)
    )
    if inserted.scalar_one_or_none() is None:
        return False
    # Lower member id first: two friends' orders rewarding each other's sharers never wait in a cycle.
    for owner, points, biz_type in sorted(
        [
            (reward.sharer_id, reward.sharer_points, PointBizType.SHARE_REWARD),
            (member_id, reward.member_points, PointBizType.REFERRAL_BONUS),
        ]
    ):
        if points:
            await change_points(session, owner, points, biz_type, str(order_id))
    return True


async def take_back_purchase(session: AsyncSession, order_id: int) -> int:
    """A wholly refunded order's referral points are taken back from both members (as far as they
    still have them), once: the purchase's row goes with them. Answers the points of the buying
    member's part they had spent already (the sharer's spent part is the store's loss)."""
    deleted = await session.execute(
        delete(MemberReferralPurchase)
        .where(MemberReferralPurchase.order_id == order_id)
        .returning(
            MemberReferralPurchase.sharer_id,
            MemberReferralPurchase.sharer_points,
            MemberReferralPurchase.member_id,
            MemberReferralPurchase.member_points,
        )
    )
    row = deleted.one_or_none()
    if row is None:
        return 0
    sharer_id, sharer_points, member_id, member_points = row
    spent = 0
    for owner, points in sorted([(sharer_id, sharer_points), (member_id, member_points)]):
        if points:
            taken = await take_back_points(
                session, owner, points, PointBizType.PURCHASE_REWARD_REFUNDED, f"referral:{order_id}"
            )
            spent += points - taken if owner == member_id else 0
    return spent


_PURCHASES_OF_SHARER = MemberReferralPurchase.sharer_id == bindparam("sharer_id")
_SUMMARY = select(  # one round trip: friends, their purchases, the points they earned the sharer
    select(func.count()).where(MemberReferral.sharer_id == bindparam("sharer_id")).scalar_subquery(),
    select(func.count()).where(_PURCHASES_OF_SHARER).scalar_subquery(),
    select(func.coalesce(func.sum(MemberReferralPurchase.sharer_points), 0))
    .where(_PURCHASES_OF_SHARER)
    .scalar_subquery(),
)


async def summary(session: AsyncSession, settings: Settings, member_id: int) -> ReferralSummaryResp:
    friends, purchases, points = (await session.execute(_SUMMARY, {"sharer_id": member_id})).one()
    return ReferralSummaryResp(
        friendCount=int(friends),
        purchaseCount=int(purchases),
        pointTotal=int(points),
        sharerPoints=settings.referral_sharer_points,
        friendPoints=settings.referral_member_points,
    )


_PURCHASES = (
    select(
        MemberReferralPurchase.member_id,
        func.count().label("purchases"),
        func.sum(MemberReferralPurchase.sharer_points).label("points"),
    )
    .where(MemberReferralPurchase.sharer_id == bindparam("sharer_id"))
    .group_by(MemberReferralPurchase.member_id)
    .subquery()
)
_FRIENDS = PagedQuery(
    member_service.with_profile(
        select(
            MemberReferral.member_id,
            MemberReferral.created_at,
            func.coalesce(_PURCHASES.c.purchases, 0).label("purchases"),
            func.coalesce(_PURCHASES.c.points, 0).label("points"),
        )
        .outerjoin(_PURCHASES, _PURCHASES.c.member_id == MemberReferral.member_id)
        .where(MemberReferral.sharer_id == bindparam("sharer_id"))
        .order_by(MemberReferral.created_at.desc(), MemberReferral.member_id.desc()),
        MemberReferral.member_id,
    ),
    whole_rows=True,
)


async def page(
    session: AsyncSession, member_id: int, params: ReferralPageReq
) -> PageResult[ReferralFriendResp]:
    rows, total = await _FRIENDS.run(session, params, sharer_id=member_id)
    return PageResult(
        list=[
            ReferralFriendResp(
                id=row.member_id,
                nickname=row.nickname or "",
                avatar=row.avatar or "",
                joinTime=epoch_ms(row.created_at),
                purchaseCount=int(row.purchases),
                pointTotal=int(row.points),
            )
            for row in rows
        ],
        total=total,
    )
