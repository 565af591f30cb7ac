"""Reviews of a game: the rating summary and pages of reviews filtered by sentiment."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from sqlalchemy import Select, case, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue.schemas import CommentResp, CommentType, RatingSummary
from gamestore.core import clock
from gamestore.core.i18n import Lang, translate
from gamestore.core.pagination import PageParam, PageResult, paginate
from gamestore.core.texts import text
from gamestore.core.times import epoch_ms, optional_epoch_ms
from gamestore.models.catalogue import Comment, Sku

POSITIVE_FROM = 4
NEUTRAL = 3


def _visible(spu_id: int) -> Select[Comment]:
    return select(Comment).where(Comment.spu_id == spu_id, Comment.visible.is_(True))


def _of_type(stmt: Select[Comment], kind: CommentType) -> Select[Comment]:
    if kind == "positive":
        return stmt.where(Comment.rating >= POSITIVE_FROM)
    if kind == "neutral":
        return stmt.where(Comment.rating == NEUTRAL)
    if kind == "negative":
        return stmt.where(Comment.rating < NEUTRAL)
    return stmt


async def statistics(session: AsyncSession, spu_id: int) -> RatingSummary:
    """One aggregate query: count, mean and the positive/neutral/negative split."""
    row = (
        await session.execute(
            select(
                func.count(),
                func.avg(Comment.rating),
                func.sum(case((Comment.rating >= POSITIVE_FROM, 1), else_=0)),
                func.sum(case((Comment.rating == NEUTRAL, 1), else_=0)),
                func.sum(case((Comment.rating < NEUTRAL, 1), else_=0)),
            ).where(Comment.spu_id == spu_id, Comment.visible.is_(True))
        )
    ).one()
    total, average, positive, neutral, negative = row
    return RatingSummary(
        average=float(Decimal(str(average or 0)).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP)),
        total=int(total or 0),
        positive=int(positive or 0),
        neutral=int(neutral or 0),
        negative=int(negative or 0),
    )


async def page(
    session: AsyncSession, spu_id: int, kind: CommentType, params: PageParam, lang: Lang
) -> PageResult[CommentResp]:
    stmt = _of_type(_visible(spu_id), kind).order_by(Comment.created_at.desc(), Comment.id.desc())
    rows, total = await paginate(session, stmt, params)
    sku_ids = {row.sku_id for row in rows if row.sku_id is not None}
    sku_names: dict[int, str] = {}
    if sku_ids:
        found = await session.execute(select(Sku.id, Sku.names).where(Sku.id.in_(sku_ids)))
        sku_names = {sku_id: text(names, lang) for sku_id, names in found}
    anonymous = translate("product.anonymous", lang)
    return PageResult[CommentResp](
        list=[
            CommentResp(
                id=row.id,
                nickname=anonymous if row.anonymous else row.nickname,
                avatar=None if row.anonymous else row.avatar,
                anonymous=row.anonymous,
                rating=row.rating,
                content=row.content,
                picUrls=list(row.images or []),
                skuName=sku_names.get(row.sku_id) if row.sku_id else None,
                reply=row.reply,
                replyTime=optional_epoch_ms(row.reply_time),
                createTime=epoch_ms(row.created_at),
            )
            for row in rows
        ],
        total=total,
    )


async def add_member_review(
    session: AsyncSession,
    *,
    spu_id: int,
    sku_id: int,
    member_id: int,
    nickname: str,
    avatar: str | None,
    anonymous: bool,
    rating: int,
    content: str,
    images: list[str],
) -> int:
    """A buyer's review of a game (the trade domain checks they bought it and did not review it)."""
    comment = Comment(
        spu_id=spu_id,
        sku_id=sku_id,
        member_id=member_id,
        nickname=nickname,
        avatar=avatar,
        anonymous=anonymous,
        rating=rating,
        content=content,
        images=images,
        visible=True,
        created_at=clock.now(),
    )
    session.add(comment)
    await session.flush()
    return comment.id
