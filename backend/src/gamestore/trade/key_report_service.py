"""A dead key replaced in one tap (issue 40 part 5): a member reports a revealed key that does not
work (already redeemed, wrong region, invalid). The order's first report within
KEY_REPORT_WINDOW_HOURS of the key's reveal, while the member has reports left this month
(KEY_REPORT_MONTHLY_LIMIT), is answered at once with a key of the same batch (revealed now); the
reported key is set aside, never sold again. Otherwise, or when the batch has no key left, the report
goes to support, who replace it (any key of the version), refund that key (the refund machinery,
trade/refund_service.py) or reject it with an answer; the member is told.

Reports of one order queue on the order's row (as reveals and refunds do), so the same report sent
twice is one report and an order's "first" is one; the replacement key is claimed as checkout claims
keys (catalogue/key_service.replace_sold_key), so two reports never get one key. A resolution claims
the report with a conditional UPDATE, so it is resolved once. The month's count is read holding the
member's row, so reports of two orders at once never both pass the monthly limit."""

from __future__ import annotations

from datetime import datetime, timedelta

import structlog
from sqlalchemy import Select, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import key_service
from gamestore.core import clock
from gamestore.core.config import Settings
from gamestore.core.crypto import KeyCipher
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang
from gamestore.core.operators import OperatorPrincipal
from gamestore.core.pagination import PageResult, paginate
from gamestore.core.texts import text
from gamestore.core.times import epoch_ms, optional_epoch_ms
from gamestore.identity import admin_service as member_admin
from gamestore.identity import member_service
from gamestore.models.trade import KeyReport, KeyReveal, TradeOrder, TradeOrderItem
from gamestore.notification import notification_service
from gamestore.pay import refund_service as pay_refunds
from gamestore.system import audit
from gamestore.trade import errors, refund_service
from gamestore.trade.key_report_schemas import (
    AdminKeyReportPageReq,
    AdminKeyReportResolveReq,
    AdminKeyReportResp,
    KeyReportReq,
    KeyReportResp,
    KeyReportResultResp,
    KeyReportStatus,
    WhySupport,
)
from gamestore.trade.key_reveal import first_reveals, lock_order, reveal, revealed_at
from gamestore.trade.order_query import order_lines, owned_order
from gamestore.trade.refund_schemas import RefundPreviewResp

log = structlog.get_logger(__name__)

CONSOLE_IP = "console"  # the reveal of a key support gave (no member's address)
_REFUND_REASON = "Key reported not working"


def month_start(moment: datetime) -> datetime:
    """The start of ``moment``'s calendar month on the business clock."""
    return clock.start_of_business_day(clock.business_date(moment).replace(day=1))


async def reports_this_month(session: AsyncSession, member_id: int, moment: datetime) -> int:
    return (await reports_this_month_of(session, {member_id}, moment)).get(member_id, 0)


async def reports_this_month_of(
    session: AsyncSession, member_ids: set[int], moment: datetime
) -> dict[int, int]:
    """Each member's reports this calendar month, in one statement (members without any left out)."""
    if not member_ids:
        return {}
    found = await session.execute(
        select(KeyReport.member_id, func.count())
        .where(KeyReport.member_id.in_(member_ids), KeyReport.created_at >= month_start(moment))
        .group_by(KeyReport.member_id)
    )
    return {member_id: int(count) for member_id, count in found}


async def _why_support(
    session: AsyncSession, settings: Settings, order: TradeOrder, revealed: datetime, now: datetime
) -> WhySupport | None:
    """Why this report cannot be answered at once (None: it may, if its batch has a key)."""
    earlier = await session.scalar(select(KeyReport.id).where(KeyReport.order_id == order.id).limit(1))
    if earlier is not None:
        return WhySupport.NOT_FIRST
    if now > revealed + timedelta(hours=settings.key_report_window_hours):
        return WhySupport.PAST_WINDOW
    # The member's reports of other orders queue here, so two at once never both pass the limit.
    await member_service.serialize_writes(session, order.member_id)
    if await reports_this_month(session, order.member_id, now) >= settings.key_report_monthly_limit:
        return WhySupport.MONTHLY_LIMIT
    return None


async def report(
    session: AsyncSession,
    settings: Settings,
    cipher: KeyCipher,
    member_id: int,
    body: KeyReportReq,
    ip: str,
    lang: Lang,
) -> KeyReportResultResp:
    """The member's report of a revealed key of their order. ORDER_NOT_FOUND (not theirs),
    KEY_ALREADY_REPORTED, ACTIVATION_KEY_NOT_FOUND (not a key the order holds), KEY_NOT_REVEALED."""
    order = await owned_order(session, member_id, body.orderId)
    await lock_order(session, order.id)
    reported = await session.scalar(
        select(KeyReport.id).where(KeyReport.key_id == body.keyId, KeyReport.order_id == order.id)
    )
    if reported is not None:
        raise AppError(errors.KEY_ALREADY_REPORTED)
    held = dict(await key_service.sold_key_ids(session, order.id))
    if body.keyId not in held:
        raise AppError(errors.ACTIVATION_KEY_NOT_FOUND)
    revealed = revealed_at(await first_reveals(session, order.id), body.keyId)
    if revealed is None:
        raise AppError(errors.KEY_NOT_REVEALED)

    now = clock.now()
    why = await _why_support(session, settings, order, revealed, now)
    new_key = None
    if why is None:
        new_key = await key_service.replace_sold_key(session, order.id, body.keyId, same_batch=True)
        if new_key is None:
            why = WhySupport.NO_KEY
    row = KeyReport(
        order_id=order.id,
        member_id=member_id,
        key_id=body.keyId,
        sku_id=held[body.keyId],
        reason=body.reason,
        note=body.note,
        status=KeyReportStatus.REPLACED if new_key is not None else KeyReportStatus.WITH_SUPPORT,
        why_support=why,
        revealed_at=revealed,
        replacement_key_id=new_key,
        answer="",
        created_at=now,
        resolved_at=now if new_key is not None else None,
    )
    session.add(row)
    await session.flush()
    log.info("trade.key_report", report=row.id, order=order.id, replaced=new_key is not None, why=why)
    if new_key is None:
        return KeyReportResultResp(result="toSupport", report=_answer(row), key=None)
    lines = await order_lines(session, order.id, lang)
    code = await reveal(session, cipher, order, new_key, lines, ip)  # the replacement is revealed now
    return KeyReportResultResp(result="replaced", report=_answer(row), key=code)


def _answer(row: KeyReport) -> KeyReportResp:
    return KeyReportResp(
        id=row.id,
        orderId=row.order_id,
        keyId=row.key_id,
        reason=row.reason,
        note=row.note,
        status=row.status,
        replacementKeyId=row.replacement_key_id,
        afterSaleId=row.after_sale_id,
        answer=row.answer,
        createTime=epoch_ms(row.created_at),
        resolveTime=optional_epoch_ms(row.resolved_at),
    )


async def order_reports(session: AsyncSession, order_id: int) -> list[KeyReport]:
    return list(
        await session.scalars(select(KeyReport).where(KeyReport.order_id == order_id).order_by(KeyReport.id))
    )


async def member_reports(session: AsyncSession, member_id: int, order_id: int) -> list[KeyReportResp]:
    """The reports of the member's order, oldest first."""
    order = await owned_order(session, member_id, order_id)
    return [_answer(row) for row in await order_reports(session, order.id)]


# -- the console ---------------------------------------------------------------------------------


async def page(
    session: AsyncSession, params: AdminKeyReportPageReq, lang: Lang
) -> PageResult[AdminKeyReportResp]:
    """Key reports, newest first: pending (with support) or resolved, of one order or all."""
    stmt: Select[KeyReport] = select(KeyReport).order_by(KeyReport.id.desc())
    if params.state == "pending":
        stmt = stmt.where(KeyReport.status == KeyReportStatus.WITH_SUPPORT)
    elif params.state == "resolved":
        stmt = stmt.where(KeyReport.status != KeyReportStatus.WITH_SUPPORT)
    if params.orderId is not None:
        stmt = stmt.where(KeyReport.order_id == params.orderId)
    rows, total = await paginate(session, stmt, params)
    members = {row.member_id for row in rows}
    mobiles = await member_admin.mobiles_of(session, members)
    orders = await session.execute(
        select(TradeOrder.id, TradeOrder.no).where(TradeOrder.id.in_({row.order_id for row in rows}))
    )
    numbers = {order_id: no for order_id, no in orders}
    names = await _version_names(session, {(row.order_id, row.sku_id) for row in rows}, lang)
    now = clock.now()
    counts = await reports_this_month_of(session, members, now)
    listed: list[AdminKeyReportResp] = []
    for row in rows:
        spu_name, sku_name = names.get((row.order_id, row.sku_id), ("", ""))
        listed.append(
            AdminKeyReportResp(
                id=row.id,
                orderId=row.order_id,
                orderNo=numbers.get(row.order_id, ""),
                memberId=row.member_id,
                memberMobile=member_service.masked_mobile(mobiles.get(row.member_id)),
                keyId=row.key_id,
                skuId=row.sku_id,
                spuName=spu_name,
                skuName=sku_name,
                reason=row.reason,
                note=row.note,
                status=row.status,
                whySupport=row.why_support,
                revealTime=epoch_ms(row.revealed_at),
                createTime=epoch_ms(row.created_at),
                resolveTime=optional_epoch_ms(row.resolved_at),
                memberReportsThisMonth=counts.get(row.member_id, 0),
                replacementKeyId=row.replacement_key_id,
                afterSaleId=row.after_sale_id,
                operatorId=row.operator_id,
                answer=row.answer,
            )
        )
    return PageResult(list=listed, total=total)


async def _version_names(
    session: AsyncSession, lines: set[tuple[int, int]], lang: Lang
) -> dict[tuple[int, int], tuple[str, str]]:
    """The game's and the version's names as each order bought them, by (order, version)."""
    if not lines:
        return {}
    found = await session.execute(
        select(
            TradeOrderItem.order_id, TradeOrderItem.sku_id, TradeOrderItem.spu_names, TradeOrderItem.sku_names
        ).where(TradeOrderItem.order_id.in_({order_id for order_id, _ in lines}))
    )
    return {
        (order_id, sku_id): (text(spu_names, lang), text(sku_names, lang))
        for order_id, sku_id, spu_names, sku_names in found
        if (order_id, sku_id) in lines
    }


async def refund_preview(
    session: AsyncSession,
    settings: Settings,
    gateways: pay_refunds.Gateways,
    principal: OperatorPrincipal,
    report_id: int,
) -> RefundPreviewResp:
    """What refunding the reported key would give back (``session`` is rolled back by the caller).
    KEY_REPORT_NOT_FOUND, KEY_REPORT_RESOLVED, and the refund's refusals."""
    row = await session.get(KeyReport, report_id)
    if row is None:
        raise AppError(errors.KEY_REPORT_NOT_FOUND)
    if row.status != KeyReportStatus.WITH_SUPPORT:
        raise AppError(errors.KEY_REPORT_RESOLVED)
    by = refund_service.Support(principal.operator_id, _REFUND_REASON)
    return await refund_service.preview(session, settings, gateways, row.order_id, by, keys=[row.key_id])


_RESOLVED_AS = {
    "replace": KeyReportStatus.REPLACED_BY_SUPPORT,
    "refund": KeyReportStatus.REFUNDED,
    "reject": KeyReportStatus.REJECTED,
}


async def resolve(
    session: AsyncSession,
    settings: Settings,
    gateways: pay_refunds.Gateways,
    principal: OperatorPrincipal,
    body: AdminKeyReportResolveReq,
) -> KeyReportResp:
    """Support's answer to a report with them. KEY_REPORT_NOT_FOUND, KEY_REPORT_RESOLVED (answered
    already: the report is claimed by one conditional UPDATE), KEY_REPORT_NO_KEY (replace: none left),
    and a refund's refusals (REFUND_IN_PROGRESS …); a refusal changes nothing."""
    row = await session.get(KeyReport, body.id)
    if row is None:
        raise AppError(errors.KEY_REPORT_NOT_FOUND)
    now = clock.now()
    claimed = await session.execute(
        update(KeyReport)
        .where(KeyReport.id == body.id, KeyReport.status == KeyReportStatus.WITH_SUPPORT)
        .values(
            status=_RESOLVED_AS[body.action],
            operator_id=principal.operator_id,
            answer=body.answer,
            resolved_at=now,
        )
        .returning(KeyReport.id)
    )
    if claimed.first() is None:
        raise AppError(errors.KEY_REPORT_RESOLVED)
    order = await session.get(TradeOrder, row.order_id)
    assert order is not None  # the report's foreign key
    note: notification_service.Note
    if body.action == "replace":
        await lock_order(session, order.id)
        new_key = await key_service.replace_sold_key(session, order.id, row.key_id, same_batch=False)
        if new_key is None:
            raise AppError(errors.KEY_REPORT_NO_KEY)
        # Handed over revealed (shown in clear): a key given for a dead one is not refundable.
        session.add(
            KeyReveal(
                order_id=order.id,
                member_id=order.member_id,
                key_id=new_key,
                key_count=1,
                ip=CONSOLE_IP,
                created_at=now,
            )
        )
        await session.execute(
            update(KeyReport).where(KeyReport.id == row.id).values(replacement_key_id=new_key)
        )
        note = _note(
            order,
            row,
            body.answer,
            notification_service.KEY_REPLACED_TITLE,
            notification_service.KEY_REPLACED_BODY,
        )
    elif body.action == "refund":
        by = refund_service.Support(principal.operator_id, body.answer or _REFUND_REASON)
        after_sale = await refund_service.refund(
            session, settings, gateways, order.id, by, keys=[row.key_id]
        )  # tells the member itself
        await session.execute(
            update(KeyReport).where(KeyReport.id == row.id).values(after_sale_id=after_sale.id)
        )
    else:
        note = _note(
            order,
            row,
            body.answer,
            notification_service.KEY_REPORT_REJECTED_TITLE,
            notification_service.KEY_REPORT_REJECTED_BODY,
        )
    if body.action != "refund":
        await notification_service.notify(session, note)
    await session.refresh(row)
    before = {"status": KeyReportStatus.WITH_SUPPORT}
    after = {
        "status": row.status,
        "replacementKeyId": row.replacement_key_id,
        "afterSaleId": row.after_sale_id,
        "answer": row.answer,
    }
    await audit.record(
        session, principal, f"trade.key_report.{body.action}", "trade_key_report", row.id, before, after
    )
    return _answer(row)


def _note(order: TradeOrder, row: KeyReport, answer: str, title: str, body: str) -> notification_service.Note:
    return notification_service.Note(
        member_id=order.member_id,
        type=notification_service.KEY_REPORT_ANSWERED,
        key=f"key-report:{row.id}",
        title=title,
        body=body,
        link=f"/pages/order/detail?id={order.id}",
        params={"no": order.no, "answer": answer},
    )
