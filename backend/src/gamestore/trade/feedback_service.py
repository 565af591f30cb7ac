"""The feedback centre (spec §2 user/feedback): a member writes to the store about anything, an
order optional (required for payment and activation-key subjects); their history shows these and
their orders' feedback threads together, each with the store's replies."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core import clock
from gamestore.core.errors import AppError
from gamestore.core.pagination import PageParam, PageResult
from gamestore.core.ratelimit import RateLimiter
from gamestore.core.times import epoch_ms
from gamestore.models.trade import Feedback, TradeOrderFeedback
from gamestore.notification import notification_service
from gamestore.system import service as system_service
from gamestore.trade import errors
from gamestore.trade.after_sale_schemas import (
    FEEDBACK_TYPES_WITH_ORDER,
    FeedbackReply,
    MemberFeedbackCreateReq,
    MemberFeedbackResp,
)
from gamestore.trade.after_sale_service import FEEDBACK_PER_HOUR
from gamestore.trade.order_query import owned_order

WAITING, REPLIED = 0, 1
# The most recent order threads a history merges (a member has far fewer).
MAX_ORDER_THREADS = 200
FEEDBACK_CENTRE = "/pages/user/feedback"  # where the member reads the store's replies


async def create(
    session: AsyncSession, limiter: RateLimiter, member_id: int, body: MemberFeedbackCreateReq
) -> int:
    if body.type in FEEDBACK_TYPES_WITH_ORDER and body.orderId is None:
        raise AppError(errors.FEEDBACK_ORDER_REQUIRED)
    order_id = (await owned_order(session, member_id, body.orderId)).id if body.orderId is not None else None
    if not body.content:
        raise AppError(errors.FEEDBACK_CONTENT_REQUIRED)
    await system_service.require_own_private_files(session, member_id, body.picUrls)
    # One budget with the order threads' messages.
    if not await limiter.hit(f"feedback:{member_id}", FEEDBACK_PER_HOUR, 3600):
        raise AppError(errors.FEEDBACK_TOO_FREQUENT)
    feedback = Feedback(
        member_id=member_id,
        type=int(body.type),
        order_id=order_id,
        content=body.content,
        contact=body.contact,
        images=list(body.picUrls),
        replies=[],
        created_at=clock.now(),
    )
    session.add(feedback)
    await session.flush()
    return feedback.id


def _general(row: Feedback) -> MemberFeedbackResp:
    replies = [
        FeedbackReply(content=str(r["content"]), createTime=int(str(r["time"]))) for r in row.replies or []
    ]
    return MemberFeedbackResp(
        id=row.id,
        kind="general",
        type=row.type,
        orderId=row.order_id,
        content=row.content,
        contact=row.contact,
        picUrls=list(row.images or []),
        status=REPLIED if replies else WAITING,
        replies=replies,
        createTime=epoch_ms(row.created_at),
    )


def _thread(messages: Sequence[TradeOrderFeedback]) -> MemberFeedbackResp | None:
    """An order's thread as one entry: its first message, and the store's replies."""
    mine = [m for m in messages if not m.from_store]
    if not mine:
        return None
    first = mine[0]
    replies = [
        FeedbackReply(content=m.content, createTime=epoch_ms(m.created_at)) for m in messages if m.from_store
    ]
    return MemberFeedbackResp(
        id=first.id,
        kind="order",
        type=None,
        orderId=first.order_id,
        content=first.content,
        contact="",
        picUrls=list(first.images or []),
        status=REPLIED if replies else WAITING,
        replies=replies,
        createTime=epoch_ms(first.created_at),
    )


async def _order_threads(session: AsyncSession, member_id: int) -> list[MemberFeedbackResp]:
    recent_orders = (
        select(TradeOrderFeedback.order_id)
        .where(TradeOrderFeedback.member_id == member_id)
        .group_by(TradeOrderFeedback.order_id)
        .order_by(func.max(TradeOrderFeedback.id).desc())
        .limit(MAX_ORDER_THREADS)
    )
    messages = await session.scalars(
        select(TradeOrderFeedback)
        .where(TradeOrderFeedback.order_id.in_(recent_orders))
        .order_by(TradeOrderFeedback.order_id, TradeOrderFeedback.id)
    )
    threads = (_thread(list(group)) for _, group in groupby(messages, key=lambda m: m.order_id))
    return [thread for thread in threads if thread is not None]


async def page(session: AsyncSession, member_id: int, params: PageParam) -> PageResult[MemberFeedbackResp]:
    """The member's feedback and order threads, newest first."""
    wanted = params.pageNo * params.pageSize
    general = await session.scalars(
        select(Feedback).where(Feedback.member_id == member_id).order_by(Feedback.id.desc()).limit(wanted)
    )
    general_total = await session.scalar(select(func.count()).where(Feedback.member_id == member_id))
    threads = await _order_threads(session, member_id)
    merged = sorted([*(_general(row) for row in general), *threads], key=lambda e: e.createTime, reverse=True)
    return PageResult(list=merged[params.offset : wanted], total=int(general_total or 0) + len(threads))


async def get(session: AsyncSession, member_id: int, feedback_id: int) -> MemberFeedbackResp:
    row = await session.get(Feedback, feedback_id)
    if row is None or row.member_id != member_id:
        raise AppError(errors.FEEDBACK_NOT_FOUND)
    return _general(row)


async def reply_as_store(session: AsyncSession, feedback_id: int, content: str) -> None:
    """The store's answer to feedback from the centre (operators, through the CLI)."""
    row = await session.get(Feedback, feedback_id, with_for_update=True)
    if row is None:
        raise AppError(errors.FEEDBACK_NOT_FOUND)
    now = clock.now()
    row.replies = [*(row.replies or []), {"content": content, "time": epoch_ms(now)}]
    row.replied_at = now
    await session.flush()
    await notification_service.notify(
        session,
        notification_service.Note(
            member_id=row.member_id,
            type=notification_service.FEEDBACK_REPLIED,
            key=f"feedback:{row.id}:reply:{len(row.replies)}",
            title=notification_service.FEEDBACK_REPLIED_TITLE,
            body=notification_service.REPLY_BODY,
            link=FEEDBACK_CENTRE,
            params={"content": content},
        ),
    )
