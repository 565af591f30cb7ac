"""After the purchase: reviewing a completed order's games, and the order's feedback thread."""

from __future__ import annotations

from sqlalchemy import func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import comment_service
from gamestore.core import clock
from gamestore.core.errors import AppError
from gamestore.core.ratelimit import RateLimiter
from gamestore.core.times import epoch_ms
from gamestore.events import dispatcher
from gamestore.events.activity import ReviewWritten
from gamestore.identity import member_service
from gamestore.models.trade import TradeOrder, TradeOrderFeedback, TradeOrderItem
from gamestore.notification import notification_service
from gamestore.system import service as system_service
from gamestore.trade import errors
from gamestore.trade.after_sale_schemas import CommentCreateReq, FeedbackCreateReq, FeedbackReplyResp
from gamestore.trade.order_query import owned_order
from gamestore.trade.order_status import OrderStatus

FEEDBACK_PER_HOUR = 20


async def create_comment(session: AsyncSession, member_id: int, body: CommentCreateReq) -> int:
    row = (
        await session.execute(
            select(TradeOrderItem, TradeOrder.status)
            .join(TradeOrder, TradeOrder.id == TradeOrderItem.order_id)
            .where(
                TradeOrderItem.id == body.orderItemId,
                TradeOrder.member_id == member_id,
                TradeOrder.deleted.is_(False),
            )
        )
    ).one_or_none()
    if row is None:
        raise AppError(errors.ORDER_ITEM_NOT_FOUND)
    item, status = row
    if status != OrderStatus.COMPLETED:
        raise AppError(errors.ORDER_NOT_COMPLETED)
    rating = body.stars
    if rating is None:
        raise AppError(errors.RATING_REQUIRED)
    claimed = await session.execute(
        update(TradeOrderItem)
        .where(TradeOrderItem.id == item.id, TradeOrderItem.comment_status.is_(False))
        .values(comment_status=True)
        .returning(TradeOrderItem.id)
    )
    if claimed.scalar_one_or_none() is None:
        raise AppError(errors.ORDER_ITEM_COMMENTED)
    nickname, avatar = await member_service.nickname_and_avatar(session, member_id)
    comment_id = await comment_service.add_member_review(
        session,
        spu_id=item.spu_id,
        sku_id=item.sku_id,
        member_id=member_id,
        nickname=nickname,
        avatar=avatar,
        anonymous=body.anonymous,
        rating=rating,
        content=body.content,
        images=list(body.picUrls),
    )
    await _mark_order_reviewed_when_done(session, item.order_id)
    await dispatcher.publish(session, ReviewWritten(member_id, comment_id))
    return comment_id


async def _mark_order_reviewed_when_done(session: AsyncSession, order_id: int) -> None:
    waiting = await session.scalar(
        select(func.count()).where(
            TradeOrderItem.order_id == order_id, TradeOrderItem.comment_status.is_(False)
        )
    )
    if not waiting:
        await session.execute(update(TradeOrder).where(TradeOrder.id == order_id).values(comment_status=True))
    await session.flush()


async def create_feedback(
    session: AsyncSession, limiter: RateLimiter, member_id: int, body: FeedbackCreateReq
) -> int:
    order = await owned_order(session, member_id, body.orderId)
    if not body.content:
        raise AppError(errors.FEEDBACK_CONTENT_REQUIRED)
    await system_service.require_own_private_files(session, member_id, body.picUrls)
    if not await limiter.hit(f"feedback:{member_id}", FEEDBACK_PER_HOUR, 3600):
        raise AppError(errors.FEEDBACK_TOO_FREQUENT)
    message = TradeOrderFeedback(
        order_id=order.id,
        member_id=member_id,
        from_store=False,
        content=body.content,
        images=list(body.picUrls),
        created_at=clock.now(),
    )
    session.add(message)
    await session.flush()
    return message.id


async def reply_as_store(session: AsyncSession, order_id: int, content: str) -> int:
    """The store's answer in an order's thread (operators, through the CLI)."""
    order = await session.get(TradeOrder, order_id)
    if order is None:
        raise AppError(errors.ORDER_NOT_FOUND)
    message = TradeOrderFeedback(
        order_id=order.id,
        member_id=order.member_id,
        from_store=True,
        content=content,
        images=[],
        created_at=clock.now(),
    )
    session.add(message)
    await session.flush()
    await notification_service.notify(
        session,
        notification_service.Note(
            member_id=order.member_id,
            type=notification_service.FEEDBACK_REPLIED,
            key=f"order-message:{message.id}",
            title=notification_service.ORDER_MESSAGE_REPLIED_TITLE,
            body=notification_service.REPLY_BODY,
            link=f"/pages/order/feedback?orderId={order.id}",
            params={"content": content},
        ),
    )
    return message.id


async def thread(session: AsyncSession, member_id: int, order_id: int) -> list[FeedbackReplyResp]:
    order = await owned_order(session, member_id, order_id)
    messages = await session.scalars(
        select(TradeOrderFeedback)
        .where(TradeOrderFeedback.order_id == order.id)
        .order_by(TradeOrderFeedback.id)
    )
    return [
        FeedbackReplyResp(
            id=m.id,
            content=m.content,
            picUrls=list(m.images or []),
            fromStore=m.from_store,
            createTime=epoch_ms(m.created_at),
        )
        for m in messages
    ]
