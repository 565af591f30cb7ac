"""The audit log: every change an operator makes, with the entity before and after.

Any domain's admin service calls ``record`` in the transaction of the change (the system domain sits
below every other, so all may import it): the change and its record commit or roll back together.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import datetime
from decimal import Decimal
from enum import Enum
from typing import Any

from sqlalchemy import Select, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core import clock
from gamestore.core.operators import OperatorPrincipal
from gamestore.core.pagination import PageResult, paginate
from gamestore.core.times import epoch_ms, from_epoch_ms
from gamestore.models.admin import AuditLog, Operator
from gamestore.system.admin_schemas import AuditLogPageReq, AuditLogResp

Snapshot = Mapping[str, Any] | None


async def record(
    session: AsyncSession,
    principal: OperatorPrincipal | None,
    action: str,
    entity_type: str,
    entity_id: int | str,
    before: Snapshot,
    after: Snapshot,
) -> None:
    """Log one change (``principal`` None: made from the command line). ``before``/``after`` are the
    entity's fields as plain values (None for a creation or a deletion); never put secrets in them."""
    session.add(
        AuditLog(
            operator_id=principal.operator_id if principal else None,
            action=action,
            entity_type=entity_type,
            entity_id=str(entity_id),
            before=_plain(before),
            after=_plain(after),
            ip=principal.ip if principal else None,
            created_at=clock.now(),
        )
    )
    await session.flush()


def _plain(snapshot: Snapshot) -> dict[str, Any] | None:
    """JSON values only: times as epoch milliseconds, enums by value, decimals as strings."""
    if snapshot is None:
        return None
    plain: dict[str, Any] = json.loads(json.dumps(dict(snapshot), default=_json_value))
    return plain


def _json_value(value: object) -> object:
    if isinstance(value, datetime):
        return epoch_ms(value)
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, Decimal):
        return str(value)
    if isinstance(value, set | frozenset):
        return sorted(value)
    raise TypeError(f"{type(value).__name__} is not recorded in the audit log")


async def page(session: AsyncSession, params: AuditLogPageReq) -> PageResult[AuditLogResp]:
    rows, total = await paginate(session, _filtered(params), params)
    names = await _operator_names(session, {row.operator_id for row in rows if row.operator_id})
    return PageResult(list=[_resp(row, names) for row in rows], total=total)


def _filtered(params: AuditLogPageReq) -> Select[AuditLog]:
    stmt = select(AuditLog).order_by(AuditLog.created_at.desc(), AuditLog.id.desc())
    if params.operatorId is not None:
        stmt = stmt.where(AuditLog.operator_id == params.operatorId)
    if params.entityType is not None:
        stmt = stmt.where(AuditLog.entity_type == params.entityType)
    if params.entityId is not None:
        stmt = stmt.where(AuditLog.entity_id == params.entityId)
    if params.createTime is not None:
        start, end = params.createTime
        stmt = stmt.where(
            AuditLog.created_at >= from_epoch_ms(start), AuditLog.created_at <= from_epoch_ms(end)
        )
    return stmt


async def _operator_names(session: AsyncSession, operator_ids: set[int]) -> dict[int, str]:
    if not operator_ids:
        return {}
    found = await session.execute(select(Operator.id, Operator.username).where(Operator.id.in_(operator_ids)))
    return {operator_id: username for operator_id, username in found.all()}


def _resp(row: AuditLog, names: dict[int, str]) -> AuditLogResp:
    return AuditLogResp(
        id=row.id,
        operatorId=row.operator_id,
        operatorName=names.get(row.operator_id) if row.operator_id else None,
        action=row.action,
        entityType=row.entity_type,
        entityId=row.entity_id,
        before=row.before,
        after=row.after,
        ip=row.ip,
        createTime=epoch_ms(row.created_at),
    )
