"""Support's list of what members wrote to the store: feedback from the feedback centre and the
members' messages in order threads, one list newest first, with whether (and how) the store
answered. A centre feedback is answered once it has a reply; an order-thread message once the
store wrote in that thread after it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from itertools import groupby
from typing import Any

from sqlalchemy import ColumnElement, Select, exists, func, literal, select, union_all
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import aliased

from gamestore.core.i18n import Lang
from gamestore.core.pagination import PageResult
from gamestore.core.times import epoch_ms
from gamestore.identity import admin_service as member_admin
from gamestore.models.trade import Feedback, TradeOrder, TradeOrderFeedback
from gamestore.system import service as system_service
from gamestore.trade.feedback_admin_schemas import AdminFeedbackPageReq, AdminFeedbackResp

GENERAL, ORDER = "general", "order"
FEEDBACK_TYPE_DICT = "member_feedback_type"
_store = aliased(TradeOrderFeedback)
# Pictures' paths -> links support can open (private uploads signed): the router knows the origin.
Linker = Callable[[Sequence[str]], list[str]]


@dataclass(frozen=True, slots=True)
class _Lookups:
    """What a page's rows are shown with: members' mobiles, orders' numbers, the reader's language
    and the pictures' links."""

    mobiles: dict[int, str | None]
    order_nos: dict[int, str]
    lang: Lang
    link: Linker


def _answered_in_thread() -> ColumnElement[bool]:
    """The store wrote in the message's order thread after it (ix_trade_order_feedback_order)."""
    return exists().where(
        _store.order_id == TradeOrderFeedback.order_id,
        _store.from_store.is_(True),
        _store.id > TradeOrderFeedback.id,
    )


def _contains(column: Any, words: str) -> ColumnElement[bool]:
    return func.lower(column).contains(words.lower(), autoescape=True)


Keys = Select[str, int, datetime]


def _searches(params: AdminFeedbackPageReq, member_ids: list[int] | None) -> tuple[Keys, Keys]:
    """(centre feedback, order-thread messages) matching the filters: kind, id and time only."""
    general = select(literal(GENERAL).label("kind"), Feedback.id, Feedback.created_at)
    order = select(literal(ORDER).label("kind"), TradeOrderFeedback.id, TradeOrderFeedback.created_at).where(
        TradeOrderFeedback.from_store.is_(False)
    )
    if params.replied is not None:
        answered = _answered_in_thread()
        general = general.where(
            Feedback.replied_at.is_not(None) if params.replied else Feedback.replied_at.is_(None)
        )
        order = order.where(answered if params.replied else ~answered)
    if member_ids is not None:
        general = general.where(Feedback.member_id.in_(member_ids))
        order = order.where(TradeOrderFeedback.member_id.in_(member_ids))
    if params.content is not None:
        general = general.where(_contains(Feedback.content, params.content))
        order = order.where(_contains(TradeOrderFeedback.content, params.content))
    return general, order


async def page(
    session: AsyncSession, params: AdminFeedbackPageReq, lang: Lang, link: Linker
) -> PageResult[AdminFeedbackResp]:
    """Newest first, by message time (then id); subjects named in ``lang``, pictures linked by ``link``."""
    member_ids = None
    if params.mobile is not None:
        member_ids = await member_admin.ids_by_mobile(session, params.mobile)
        if not member_ids:
            return PageResult(list=[], total=0)
    found = union_all(*_searches(params, member_ids)).subquery()
    ordered = select(found.c.kind, found.c.id).order_by(found.c.created_at.desc(), found.c.id.desc())
    keys = (await session.execute(ordered.offset(params.offset).limit(params.pageSize))).all()
    if 0 < len(keys) < params.pageSize or (params.offset == 0 and not keys):
        total = params.offset + len(keys)
    else:
        total = int(await session.scalar(select(func.count()).select_from(found)) or 0)
    rows = await _answers(session, [(kind, row_id) for kind, row_id in keys], lang, link)
    return PageResult(list=rows, total=total)


async def _answers(
    session: AsyncSession, keys: Sequence[tuple[str, int]], lang: Lang, link: Linker
) -> list[AdminFeedbackResp]:
    general_ids = [row_id for kind, row_id in keys if kind == GENERAL]
    order_ids = [row_id for kind, row_id in keys if kind == ORDER]
    general = {
        row.id: row for row in await session.scalars(select(Feedback).where(Feedback.id.in_(general_ids)))
    }
    messages = {
        row.id: row
        for row in await session.scalars(
            select(TradeOrderFeedback).where(TradeOrderFeedback.id.in_(order_ids))
        )
    }
    threads = await _threads(session, {message.order_id for message in messages.values()})
    member_ids = {row.member_id for row in general.values()} | {m.member_id for m in messages.values()}
    about = {row.order_id for row in general.values() if row.order_id} | set(threads)
    lookups = _Lookups(
        mobiles=await member_admin.mobiles_of(session, member_ids),
        order_nos=await _order_nos(session, about),
        lang=lang,
        link=link,
    )
    return [
        _general(general[row_id], lookups)
        if kind == GENERAL
        else _message(messages[row_id], threads, lookups)
        for kind, row_id in keys
    ]


async def _order_nos(session: AsyncSession, order_ids: set[int]) -> dict[int, str]:
    if not order_ids:
        return {}
    rows = await session.execute(select(TradeOrder.id, TradeOrder.no).where(TradeOrder.id.in_(order_ids)))
    return {order_id: no for order_id, no in rows}


async def _threads(session: AsyncSession, order_ids: set[int]) -> dict[int, list[TradeOrderFeedback]]:
    """The whole threads of these orders, oldest first, by order."""
    if not order_ids:
        return {}
    thread = await session.scalars(
        select(TradeOrderFeedback)
        .where(TradeOrderFeedback.order_id.in_(order_ids))
        .order_by(TradeOrderFeedback.order_id, TradeOrderFeedback.id)
    )
    return {order_id: list(group) for order_id, group in groupby(thread, key=lambda m: m.order_id)}


def _general(row: Feedback, lookups: _Lookups) -> AdminFeedbackResp:
    latest = row.replies[-1] if row.replies else None
    pictures = list(row.images or [])
    return AdminFeedbackResp(
        id=row.id,
        kind=GENERAL,
        type=row.type,
        typeName=system_service.dict_label(FEEDBACK_TYPE_DICT, str(row.type), lookups.lang),
        memberId=row.member_id,
        memberMobile=lookups.mobiles.get(row.member_id),
        orderId=row.order_id,
        orderNo=lookups.order_nos.get(row.order_id) if row.order_id else None,
        content=row.content,
        contact=row.contact,
        picUrls=pictures,
        picLinks=lookups.link(pictures),
        createTime=epoch_ms(row.created_at),
        replied=row.replied_at is not None,
        reply=str(latest["content"]) if latest else None,
        replyTime=int(str(latest["time"])) if latest else None,
    )


def _message(
    row: TradeOrderFeedback, threads: dict[int, list[TradeOrderFeedback]], lookups: _Lookups
) -> AdminFeedbackResp:
    """With the store's latest answer in the thread after the message."""
    answers = [m for m in threads.get(row.order_id, []) if m.from_store and m.id > row.id]
    latest = answers[-1] if answers else None
    pictures = list(row.images or [])
    return AdminFeedbackResp(
        id=row.id,
        kind=ORDER,
        type=None,
        typeName=None,
        memberId=row.member_id,
        memberMobile=lookups.mobiles.get(row.member_id),
        orderId=row.order_id,
        orderNo=lookups.order_nos.get(row.order_id),
        content=row.content,
        contact="",
        picUrls=pictures,
        picLinks=lookups.link(pictures),
        createTime=epoch_ms(row.created_at),
        replied=latest is not None,
        reply=latest.content if latest else None,
        replyTime=epoch_ms(latest.created_at) if latest else None,
    )
