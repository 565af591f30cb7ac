"""The outbox's deliveries in the console: listed by state, newest first, and a failed or delivered one
sent again (its tries reset; core/outbox.replay), audited."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core import outbox
from gamestore.core.errors import AppError
from gamestore.core.operators import OperatorPrincipal
from gamestore.core.pagination import PageResult, paginate
from gamestore.core.times import epoch_ms
from gamestore.models.outbox import OutboxMessage
from gamestore.system import audit, errors
from gamestore.system.admin_schemas import OutboxMessageResp, OutboxPageReq


async def page(session: AsyncSession, params: OutboxPageReq) -> PageResult[OutboxMessageResp]:
    stmt = select(OutboxMessage).order_by(OutboxMessage.created_at.desc(), OutboxMessage.id.desc())
    if params.status is not None:
        stmt = stmt.where(OutboxMessage.status == params.status)
    rows, total = await paginate(session, stmt, params)
    return PageResult(list=[_resp(row) for row in rows], total=total)


async def replay(session: AsyncSession, principal: OperatorPrincipal, message_id: int) -> OutboxMessageResp:
    replayed = await outbox.replay(session, message_id)
    if replayed is None:
        exists = await session.scalar(select(OutboxMessage.id).where(OutboxMessage.id == message_id))
        raise AppError(errors.OUTBOX_MESSAGE_NOT_REPLAYABLE if exists else errors.OUTBOX_MESSAGE_NOT_FOUND)
    before, after = replayed
    await audit.record(session, principal, "replay", "outbox", message_id, before, after)
    row = await session.scalar(
        select(OutboxMessage).where(OutboxMessage.id == message_id).execution_options(populate_existing=True)
    )
    assert row is not None  # replay just updated it, under its lock
    return _resp(row)


def _resp(row: OutboxMessage) -> OutboxMessageResp:
    return OutboxMessageResp(
        id=row.id,
        topic=row.topic,
        key=row.dedupe_key,
        payload=row.payload,
        status=row.status,
        attempts=row.attempts,
        nextAttemptTime=epoch_ms(row.next_attempt_at),
        lastError=row.last_error,
        createTime=epoch_ms(row.created_at),
        deliveredTime=epoch_ms(row.delivered_at) if row.delivered_at else None,
    )
