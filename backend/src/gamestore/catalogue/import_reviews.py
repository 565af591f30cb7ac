"""Importing seeded reviews: each is added once (same game, nickname and content: the stored one
is updated, keeping its date)."""

from __future__ import annotations

from collections import Counter
from datetime import timedelta

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue.import_report import ImportReport
from gamestore.catalogue.import_rows import Parsed, ReviewRow
from gamestore.core import clock
from gamestore.core.lookup import CHUNK, by_keys
from gamestore.models.catalogue import Comment, Sku

SECTION = "reviews"
# A seeded reply is dated a day after its review (or now, when the review is younger).
REPLY_DELAY = timedelta(days=1)


def _reasons(
    row: ReviewRow, game_id: int, sku_owner: dict[str, int], repeated: bool
) -> list[tuple[str, str]]:
    reasons = []
    if repeated:
        reasons.append(("content", "the same review (game, nickname, content) appears more than once"))
    if row.sku is not None and sku_owner.get(row.sku) != game_id:
        reason = "is a version of another game" if row.sku in sku_owner else "unknown version"
        reasons.append(("sku", f"'{row.sku}' {reason}"))
    return reasons


async def import_reviews(
    session: AsyncSession, reviews: list[Parsed[ReviewRow]], game_ids: dict[str, int], report: ImportReport
) -> None:
    """Add the ``reviews`` (their games already checked) that are not stored yet; update the others."""
    skus = await by_keys(session, Sku, Sku.code, (r.row.sku for r in reviews if r.row.sku is not None))
    sku_owner = {sku.code: sku.spu_id for sku in skus}
    sku_ids = {sku.code: sku.id for sku in skus}
    keys = Counter((r.row.game, r.row.nickname, r.row.content) for r in reviews)

    accepted: list[Parsed[ReviewRow]] = []
    for parsed in reviews:
        row = parsed.row
        repeated = keys[(row.game, row.nickname, row.content)] > 1
        reasons = _reasons(row, game_ids[row.game], sku_owner, repeated)
        if reasons:
            report.reject(SECTION, parsed.index, row.game, reasons)
        else:
            accepted.append(parsed)

    stored: dict[tuple[int, str, str], Comment] = {}
    spu_ids = list({game_ids[p.row.game] for p in accepted})
    nicknames = list({p.row.nickname for p in accepted})
    for start in range(0, len(spu_ids), CHUNK):
        for first in range(0, len(nicknames), CHUNK):
            query = select(
                Comment
            ).where(
                Comment.member_id.is_(None),  # seeded reviews only: never touch a member's own
                Comment.spu_id.in_(spu_ids[start : start + CHUNK]),
                Comment.nickname.in_(nicknames[first : first + CHUNK]),
            )
            for comment in await session.scalars(query):
                stored.setdefault((comment.spu_id, comment.nickname, comment.content), comment)

    now = clock.now()
    counts = report.counts[SECTION]
    for parsed in accepted:
        row = parsed.row
        spu_id = game_ids[row.game]
        found = stored.get((spu_id, row.nickname, row.content))
        if found is None:
            comment = Comment(
                spu_id=spu_id,
                nickname=row.nickname,
                content=row.content,
                created_at=now - timedelta(days=row.daysAgo),
                visible=True,
            )
            session.add(comment)
            counts.created += 1
        else:
            comment = found
            counts.updated += 1
        if row.reply is None:
            comment.reply_time = None
        elif comment.reply != row.reply or comment.reply_time is None:
            comment.reply_time = min(comment.created_at + REPLY_DELAY, now)
        comment.reply = row.reply
        comment.sku_id = sku_ids[row.sku] if row.sku is not None else None
        comment.rating = row.rating
        comment.anonymous = row.anonymous
        comment.images = list(row.images)
    await session.flush()
