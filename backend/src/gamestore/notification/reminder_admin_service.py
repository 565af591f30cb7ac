"""The console's list of activity reminders (issue 19: every list the shop holds): who asked to be
told of which activity, by which channel, and whether the delivery job sent it. Read only."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from sqlalchemy import ColumnElement, Select, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.content import article_service
from gamestore.core.i18n import Lang
from gamestore.core.pagination import paginate
from gamestore.core.texts import text
from gamestore.core.times import epoch_ms, optional_epoch_ms
from gamestore.identity import admin_service as member_admin
from gamestore.models.notification import ActivityReminder
from gamestore.notification.reminder_admin_schemas import (
    AdminActivityReminderPageReq,
    AdminActivityReminderPageResp,
    AdminActivityReminderResp,
)


async def page(
    session: AsyncSession,
    params: AdminActivityReminderPageReq,
    lang: Lang,
) -> AdminActivityReminderPageResp:
    """Reminders matching the filters, newest first, with how many of them (the delivered filter
    aside) are delivered and still waiting."""
    member_ids: list[int] | None = None
    if params.mobile:
        member_ids = await member_admin.ids_by_mobile(session, params.mobile)
        if not member_ids:
            return AdminActivityReminderPageResp(list=[], total=0, deliveredCount=0, pendingCount=0)
    filtered = _filtered(params, member_ids)
    stmt = filtered.order_by(ActivityReminder.created_at.desc(), ActivityReminder.id.desc())
    if params.delivered is not None:
        stmt = stmt.where(
            ActivityReminder.sent_at.is_not(None) if params.delivered else ActivityReminder.sent_at.is_(None)
        )
    rows, total = await paginate(session, stmt, params)
    counts = await session.execute(
        select(
            func.count(ActivityReminder.sent_at),
            func.count(ActivityReminder.id) - func.count(ActivityReminder.sent_at),
        ).where(*_conditions(params, member_ids))
    )
    delivered, pending = counts.one()
    titles = await _titles(session, {row.article_id for row in rows}, lang)
    mobiles = await member_admin.mobiles_of(session, {row.member_id for row in rows})
    return AdminActivityReminderPageResp(
        list=[_resp(row, titles, mobiles) for row in rows],
        total=total,
        deliveredCount=int(delivered or 0),
        pendingCount=int(pending or 0),
    )


def _conditions(
    params: AdminActivityReminderPageReq, member_ids: list[int] | None
) -> list[ColumnElement[bool]]:
    conditions: list[ColumnElement[bool]] = []
    if params.activityId is not None:
        conditions.append(ActivityReminder.article_id == params.activityId)
    if params.memberId is not None:
        conditions.append(ActivityReminder.member_id == params.memberId)
    if member_ids is not None:
        conditions.append(ActivityReminder.member_id.in_(member_ids))
    if params.channel is not None:
        conditions.append(ActivityReminder.channel == params.channel)
    return conditions


def _filtered(params: AdminActivityReminderPageReq, member_ids: list[int] | None) -> Select[ActivityReminder]:
    return select(ActivityReminder).where(*_conditions(params, member_ids))


async def _titles(session: AsyncSession, article_ids: Iterable[int], lang: Lang) -> dict[int, str]:
    articles = await article_service.by_ids(session, article_ids)
    return {article_id: text(article.titles, lang) for article_id, article in articles.items()}


def _resp(
    row: ActivityReminder, titles: Mapping[int, str], mobiles: Mapping[int, str | None]
) -> AdminActivityReminderResp:
    return AdminActivityReminderResp(
        id=row.id,
        memberId=row.member_id,
        mobile=mobiles.get(row.member_id),
        activityId=row.article_id,
        activityTitle=titles.get(row.article_id, ""),
        channel=row.channel,
        language=row.language,
        remindTime=epoch_ms(row.remind_at),
        sentTime=optional_epoch_ms(row.sent_at),
        createTime=epoch_ms(row.created_at),
    )
