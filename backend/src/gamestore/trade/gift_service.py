"""Gifts (issue 41): an order bought "as a gift" is paid like any; its keys stay unrevealed and its
giver's while it waits to be claimed by an unguessable code (its link). The friend who claims it
takes the order over: its keys (revealed on purpose, as any), its refunds (the money back to the
giver's channel, since the payment is the giver's) and the games it holds; what it earned (points,
experience) stays the giver's, matured once the friend's refund window closes or every key is
revealed. Until then the giver may take it back, and unclaimed after GIFT_CLAIM_DAYS it returns to
them (a job): then it is theirs like any order, its refund window opening then.

A claim, a take-back and a return are each one conditional UPDATE of the order's ``gift_status``
(from waiting), so exactly one of them happens; the order's row is the lock reveals and refunds
queue on, so none of them meets a half-handed order."""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import structlog
from sqlalchemy import Row, bindparam, select, update
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from gamestore.catalogue import key_service
from gamestore.core import clock
from gamestore.core.config import Settings
from gamestore.core.db import unit_of_work
from gamestore.core.errors import AppError, ErrorCode
from gamestore.core.i18n import Lang
from gamestore.core.pagination import PagedQuery, PageResult
from gamestore.core.texts import text
from gamestore.core.times import epoch_ms, optional_epoch_ms
from gamestore.events.order_events import OrderHandedOver
from gamestore.identity import admin_service as member_admin
from gamestore.identity import member_service
from gamestore.models.trade import TradeGift, TradeOrder, TradeOrderItem
from gamestore.notification import notification_service
from gamestore.trade import errors, order_effects
from gamestore.trade.fulfilment import record_log
from gamestore.trade.gift_schemas import GiftClaimResp, GiftItemResp, GiftResp, SentGiftPageReq, SentGiftResp
from gamestore.trade.order_schemas import OrderGiftResp
from gamestore.trade.order_status import GiftStatus, OrderLogType

log = structlog.get_logger(__name__)
RETURN_BATCH = 100


async def open_gift(session: AsyncSession, order_id: int, giver_id: int, message: str) -> None:
    """At checkout: the order is a gift (its ``gift_status`` says waiting); its claim code is made now,
    and how long it waits is set once it is paid (trade.fulfilment)."""
    session.add(
        TradeGift(
            order_id=order_id,
            giver_id=giver_id,
            code=secrets.token_urlsafe(16),
            message=message,
            created_at=clock.now(),
        )
    )
    await session.flush()


async def payer(session: AsyncSession, order: TradeOrder) -> int:
    """Who paid for the order: its member, or a claimed gift's giver (the points it used, like its
    money, go back to them)."""
    if order.gift_status != GiftStatus.CLAIMED:
        return order.member_id
    giver = await session.scalar(select(TradeGift.giver_id).where(TradeGift.order_id == order.id))
    return giver if giver is not None else order.member_id


# -- what the link shows -------------------------------------------------------------------------

_BY_CODE = member_service.with_profile(
    select(TradeGift, TradeOrder.gift_status, TradeOrder.pay_status)
    .join(TradeOrder, TradeOrder.id == TradeGift.order_id)
    .where(TradeGift.code == bindparam("code")),
    TradeGift.giver_id,
)


async def _by_code(session: AsyncSession, code: str) -> Row[Any]:
    """The gift of a paid order; an unpaid one's link is not a gift yet (GIFT_NOT_FOUND)."""
    row = (await session.execute(_BY_CODE, {"code": code})).first()
    if row is None or not row.pay_status:
        raise AppError(errors.GIFT_NOT_FOUND)
    return row


async def _items(session: AsyncSession, order_ids: set[int], lang: Lang) -> dict[int, list[GiftItemResp]]:
    rows = await session.scalars(
        select(TradeOrderItem).where(TradeOrderItem.order_id.in_(order_ids)).order_by(TradeOrderItem.id)
    )
    items: dict[int, list[GiftItemResp]] = {order_id: [] for order_id in order_ids}
    for line in rows:
        if line.count > line.refund_count:
            items[line.order_id].append(
                GiftItemResp(
                    spuId=line.spu_id,
                    skuId=line.sku_id,
                    spuName=text(line.spu_names, lang),
                    skuName=text(line.sku_names, lang),
                    picUrl=line.pic_url,
                    count=line.count - line.refund_count,
                )
            )
    return items


async def get(session: AsyncSession, code: str, viewer_id: int | None, lang: Lang) -> GiftResp:
    """The gift behind a link, for anyone who opens it (logged in or not). GIFT_NOT_FOUND."""
    row = await _by_code(session, code)
    gift: TradeGift = row[0]
    items = await _items(session, {gift.order_id}, lang)
    return GiftResp(
        code=gift.code,
        status=row.gift_status,
        message=gift.message,
        giverNickname=row.nickname or "",
        giverAvatar=row.avatar,
        items=items[gift.order_id],
        expireTime=optional_epoch_ms(gift.expires_at),
        mine=viewer_id == gift.giver_id,
    )


@dataclass(frozen=True, slots=True)
class SharedGift:
    """What a share of a gift shows: the link's claim code, the giver, their message and the games."""

    code: str
    giver_nickname: str
    message: str
    items: list[GiftItemResp]


async def shared(session: AsyncSession, order_id: int, giver_id: int, lang: Lang) -> SharedGift:
    """A paid gift as its giver shares it (the share sheet's link, card and poster); GIFT_NOT_FOUND
    for anyone else's order or one that is not a paid gift."""
    row = (
        await session.execute(
            member_service.with_profile(
                select(TradeGift, TradeOrder.pay_status)
                .join(TradeOrder, TradeOrder.id == TradeGift.order_id)
                .where(TradeGift.order_id == order_id),
                TradeGift.giver_id,
            )
        )
    ).first()
    if row is None or row[0].giver_id != giver_id or not row.pay_status:
        raise AppError(errors.GIFT_NOT_FOUND)
    gift: TradeGift = row[0]
    items = await _items(session, {order_id}, lang)
    return SharedGift(gift.code, row.nickname or "", gift.message, items[order_id])


async def of_order(session: AsyncSession, order: TradeOrder) -> OrderGiftResp | None:
    """The gift block of the order's details (its holder asks): the code only while it waits."""
    row = (
        await session.execute(
            member_service.with_profile(
                select(TradeGift).where(TradeGift.order_id == order.id), TradeGift.giver_id
            )
        )
    ).first()
    if row is None:
        return None
    gift: TradeGift = row[0]
    return OrderGiftResp(
        status=order.gift_status,
        code=gift.code if order.gift_status == GiftStatus.WAITING else None,
        message=gift.message,
        giverNickname=row.nickname or "",
        expireTime=optional_epoch_ms(gift.expires_at),
        claimTime=optional_epoch_ms(gift.claimed_at),
    )


# -- claiming, taking back, returning ------------------------------------------------------------


async def claim(
    session: AsyncSession, settings: Settings, friend_id: int, code: str, country: str | None
) -> GiftClaimResp:
    """The friend takes the gift over: the order, its lines and its keys are theirs from now, its
    refund window opens now, the games go to them (trade.order_effects' hand-over) and the giver is
    told. GIFT_NOT_FOUND, GIFT_OWN, GIFT_REGION (a key will not activate in the friend's known
    country), GIFT_CLAIMED (someone was first), GIFT_ENDED (taken back or returned)."""
    row = await _by_code(session, code)
    gift: TradeGift = row[0]
    if gift.giver_id == friend_id:
        raise AppError(errors.GIFT_OWN)
    if country is not None and await key_service.sold_keys_not_activating_in(session, gift.order_id, country):
        raise AppError(errors.GIFT_REGION, country=country)
    now = clock.now()
    handed = await _hand_over(session, gift.order_id, gift.giver_id, friend_id, GiftStatus.CLAIMED, now)
    if handed is None:
        raise AppError(await _why_not(session, gift))
    no, status = handed
    await session.execute(
        update(TradeOrderItem).where(TradeOrderItem.order_id == gift.order_id).values(member_id=friend_id)
    )
    await session.execute(
        update(TradeGift).where(TradeGift.id == gift.id).values(friend_id=friend_id, claimed_at=now)
    )
    await _after_hand_over(session, settings, gift.order_id, gift.giver_id, friend_id, now, status)
    friend = member_service.masked_mobile(
        (await member_admin.mobiles_of(session, {friend_id})).get(friend_id)
    )
    await notification_service.notify(
        session,
        notification_service.Note(
            member_id=gift.giver_id,
            type=notification_service.GIFT_CHANGED,
            key=f"gift-claimed:{gift.id}",
            title=notification_service.GIFT_CLAIMED_TITLE,
            body=notification_service.GIFT_CLAIMED_BODY,
            link="/pages/gift/sent",
            params={"friend": friend or "", "no": no},
        ),
    )
    log.info("trade.gift.claimed", gift=gift.id, order=gift.order_id)
    return GiftClaimResp(orderId=gift.order_id)


async def _why_not(session: AsyncSession, gift: TradeGift) -> ErrorCode:
    status = await session.scalar(select(TradeOrder.gift_status).where(TradeOrder.id == gift.order_id))
    return errors.GIFT_CLAIMED if status == GiftStatus.CLAIMED else errors.GIFT_ENDED


async def _hand_over(
    session: AsyncSession, order_id: int, giver_id: int, to_member: int, status: GiftStatus, now: datetime
) -> tuple[str, int] | None:
    """The one conditional UPDATE taking a waiting gift out of waiting (to ``status``, the order
    ``to_member``'s); answers the order's number and status, or None when it was not waiting any more."""
    done = await session.execute(
        update(TradeOrder)
        .where(
            TradeOrder.id == order_id,
            TradeOrder.member_id == giver_id,
            TradeOrder.gift_status == GiftStatus.WAITING,
        )
        .values(member_id=to_member, gift_status=status, refund_from=now, updated_at=now)
        .returning(TradeOrder.no, TradeOrder.status)
    )
    row = done.one_or_none()
    return None if row is None else (str(row[0]), int(row[1]))


async def _after_hand_over(
    session: AsyncSession,
    settings: Settings,
    order_id: int,
    giver_id: int,
    to_member: int,
    now: datetime,
    order_status: int,
) -> None:
    """What follows the keys follows them; what the order earned matures once its new refund window
    closes (or every key is revealed); the order's timeline says so."""
    await order_effects.order_handed_over(session, OrderHandedOver(order_id, giver_id, to_member))
    await order_effects.reschedule(session, order_id, now + timedelta(days=settings.refund_window_days))
    kind = OrderLogType.GIFT_CLAIMED if to_member != giver_id else OrderLogType.GIFT_BACK
    await record_log(session, order_id, kind, order_status, order_status)


async def take_back(session: AsyncSession, settings: Settings, giver_id: int, order_id: int) -> None:
    """The giver takes a waiting gift back (paid or not): the order is an ordinary one of theirs, its
    refund window opening now, its link dead. ORDER_NOT_FOUND (not theirs, or claimed and so not
    theirs any more), GIFT_ENDED (not a gift, or back already)."""
    now = clock.now()
    handed = await _hand_over(session, order_id, giver_id, giver_id, GiftStatus.TAKEN_BACK, now)
    if handed is None:  # the conditional UPDATE changed nothing: say why
        holder = await session.scalar(select(TradeOrder.member_id).where(TradeOrder.id == order_id))
        raise AppError(errors.ORDER_NOT_FOUND if holder != giver_id else errors.GIFT_ENDED)
    await session.execute(update(TradeGift).where(TradeGift.order_id == order_id).values(ended_at=now))
    await _after_hand_over(session, settings, order_id, giver_id, giver_id, now, handed[1])
    log.info("trade.gift.taken_back", order=order_id)


async def return_unclaimed(
    sessions: async_sessionmaker[AsyncSession], settings: Settings, now: datetime | None = None
) -> int:
    """The job: gifts unclaimed past their time go back to their givers, each in its own transaction,
    the giver told. Safe with any number of processes (the hand-over is conditional). Answers how many."""
    moment = now or clock.now()
    async with sessions() as session:
        due = (
            await session.execute(
                select(TradeGift.id, TradeGift.order_id, TradeGift.giver_id)
                .join(TradeOrder, TradeOrder.id == TradeGift.order_id)
                .where(TradeGift.expires_at <= moment, TradeOrder.gift_status == GiftStatus.WAITING)
                .order_by(TradeGift.expires_at)
                .limit(RETURN_BATCH)
            )
        ).all()
    returned = 0
    for gift_id, order_id, giver_id in due:
        async with unit_of_work(sessions) as session:
            handed = await _hand_over(session, order_id, giver_id, giver_id, GiftStatus.RETURNED, moment)
            if handed is None:
                continue  # claimed or taken back meanwhile
            no, status = handed
            await session.execute(update(TradeGift).where(TradeGift.id == gift_id).values(ended_at=moment))
            await _after_hand_over(session, settings, order_id, giver_id, giver_id, moment, status)
            await notification_service.notify(
                session,
                notification_service.Note(
                    member_id=giver_id,
                    type=notification_service.GIFT_CHANGED,
                    key=f"gift-returned:{gift_id}",
                    title=notification_service.GIFT_RETURNED_TITLE,
                    body=notification_service.GIFT_RETURNED_BODY,
                    link=f"/pages/order/detail?id={order_id}",
                    params={"no": no, "days": settings.gift_claim_days},
                ),
            )
            returned += 1
    if returned:
        log.info("trade.gift.returned", gifts=returned)
    return returned


# -- the giver's list ----------------------------------------------------------------------------

_SENT = PagedQuery(
    select(TradeGift, TradeOrder.no, TradeOrder.gift_status, TradeOrder.pay_price, TradeOrder.created_at)
    .join(TradeOrder, TradeOrder.id == TradeGift.order_id)
    .where(TradeGift.giver_id == bindparam("giver_id"), TradeOrder.pay_status.is_(True))
    .order_by(TradeGift.id.desc()),
    whole_rows=True,
)


async def sent(
    session: AsyncSession, giver_id: int, params: SentGiftPageReq, lang: Lang
) -> PageResult[SentGiftResp]:
    """The paid gifts the member gave, newest first, with who claimed each (masked)."""
    rows, total = await _SENT.run(session, params, giver_id=giver_id)
    gifts: Sequence[TradeGift] = [row[0] for row in rows]
    items = await _items(session, {gift.order_id for gift in gifts}, lang)
    mobiles = await member_admin.mobiles_of(session, {g.friend_id for g in gifts if g.friend_id is not None})
    return PageResult[SentGiftResp](
        list=[
            SentGiftResp(
                orderId=gift.order_id,
                orderNo=no,
                code=gift.code,
                status=status,
                message=gift.message,
                items=items[gift.order_id],
                payPrice=pay_price,
                friendMobile=member_service.masked_mobile(mobiles.get(gift.friend_id))
                if gift.friend_id is not None
                else None,
                claimTime=optional_epoch_ms(gift.claimed_at),
                expireTime=optional_epoch_ms(gift.expires_at),
                createTime=epoch_ms(created_at),
            )
            for gift, no, status, pay_price, created_at in rows
        ],
        total=total,
    )
