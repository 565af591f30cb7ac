"""The content console's tasks (page by page, and their forms), and the operator's task and item
files imported as `gamestore import-tasks` / `import-items` import them (the same importers, so the
same rows and the same report); every import audited. Item and collectible definitions:
definition_admin_service."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.crypto import KeyCipher
from gamestore.core.errors import AppError
from gamestore.core.import_report import counts_answer, problems_answer
from gamestore.core.operators import OperatorPrincipal
from gamestore.core.pagination import PageResult, paginate
from gamestore.core.upload_file import json_document
from gamestore.engagement import errors
from gamestore.engagement.content_admin_schemas import (
    AdminTaskCreateReq,
    AdminTaskFields,
    AdminTaskResp,
    AdminTaskUpdateReq,
    ItemImportResp,
    TaskImportResp,
    TaskPageReq,
)
from gamestore.engagement.item_import import ItemImportReport, import_items
from gamestore.engagement.task_import import import_tasks
from gamestore.models.engagement import MemberTask
from gamestore.system import audit

# -- definitions ---------------------------------------------------------------------------------


async def task_page(session: AsyncSession, params: TaskPageReq) -> PageResult[AdminTaskResp]:
    """As the member's task page orders them: by sort, then id."""
    stmt = select(MemberTask).order_by(MemberTask.sort, MemberTask.id)
    if params.type is not None:
        stmt = stmt.where(MemberTask.type == params.type)
    if params.enabled is not None:
        stmt = stmt.where(MemberTask.enabled.is_(params.enabled))
    rows, total = await paginate(session, stmt, params)
    return PageResult(list=[_task(row) for row in rows], total=total)


def _task(task: MemberTask) -> AdminTaskResp:
    return AdminTaskResp(
        id=task.id,
        code=task.code,
        type=task.type,
        event=task.event,
        target=task.target,
        rewardPoint=task.reward_point,
        rewardExperience=task.reward_experience,
        rewardItems=list(task.reward_items or []),
        titles=dict(task.titles),
        descriptions=dict(task.descriptions or {}),
        link=task.link,
        sort=task.sort,
        enabled=task.enabled,
    )


# -- the operator's files ------------------------------------------------------------------------


def _file_fingerprint(content: bytes) -> dict[str, Any]:
    return {"sha256": hashlib.sha256(content).hexdigest(), "bytes": len(content)}


async def import_task_file(
    session: AsyncSession, principal: OperatorPrincipal, filename: str, content: bytes
) -> TaskImportResp:
    """Good rows saved, each bad one reported (as `gamestore import-tasks`); the import audited
    with the file's digest, its codes and the counts."""
    data = json_document(content, errors.CONTENT_FILE_UNREADABLE)
    report = await import_tasks(session, data)
    rejected = len(report.problems)
    summary = {
        **_file_fingerprint(content),
        "filename": filename,
        "created": report.created,
        "updated": report.updated,
        "rejected": rejected,
        "codes": _codes(data, "tasks"),
    }
    fingerprint = str(summary["sha256"])[:16]
    await audit.record(
        session, principal, "content.task.import", "member_task_import", fingerprint, None, summary
    )
    return TaskImportResp(
        ok=report.ok,
        created=report.created,
        updated=report.updated,
        rejected=rejected,
        problems=list(report.problems),
        report=report.render(),
    )


async def import_item_file(
    session: AsyncSession,
    principal: OperatorPrincipal,
    cipher: KeyCipher,
    filename: str,
    content: bytes,
) -> ItemImportResp:
    """Good rows saved, each bad one reported (as `gamestore import-items`); the import audited with
    the file's digest, its codes and the counts (never the bonus codes themselves)."""
    data = json_document(content, errors.CONTENT_FILE_UNREADABLE, object_only=True)
    report = await import_items(session, data, cipher)
    answer = _item_answer(report)
    summary = {
        **_file_fingerprint(content),
        "filename": filename,
        "counts": {section: counts.model_dump() for section, counts in answer.counts.items()},
        "codesAdded": report.codes_added,
        "codesSkipped": report.codes_skipped,
        "problems": len(report.problems),
        "items": _codes(data, "items"),
        "collectibles": _codes(data, "collectibles"),
    }
    fingerprint = str(summary["sha256"])[:16]
    await audit.record(
        session, principal, "content.item.import", "member_item_import", fingerprint, None, summary
    )
    return answer


def _item_answer(report: ItemImportReport) -> ItemImportResp:
    return ItemImportResp(
        ok=report.ok,
        counts=counts_answer(report.counts),
        codesAdded=report.codes_added,
        codesSkipped=report.codes_skipped,
        problems=problems_answer(report.problems),
        report=report.render(),
    )


def _codes(data: Any, section: str) -> list[str]:
    """The codes the file's section names (what the audit keeps of the rows)."""
    rows = data.get(section) if isinstance(data, dict) else None
    if not isinstance(rows, list):
        return []
    return [row["code"] for row in rows if isinstance(row, dict) and isinstance(row.get("code"), str)]


# -- the forms: one task as one row of its file -----------------------------
# Created and changed through the file's own import (`gamestore import-tasks` / `import-items`): the
# same row model, the same rules and reasons, the same saving and the same caches told. A row the
# import refuses refuses the request, nothing saved.

_TASK_WHERE = re.compile(r"^tasks(?:\[\d+\])?(?: \([^)]*\))? ")


def _invalid(reasons: Sequence[str]) -> AppError:
    return AppError(errors.CONTENT_ROW_INVALID, reasons="; ".join(reasons))


async def _task_row(session: AsyncSession, task_id: int) -> MemberTask:
    task = await session.get(MemberTask, task_id)
    if task is None:
        raise AppError(errors.CONTENT_TASK_NOT_FOUND)
    return task


async def task_detail(session: AsyncSession, task_id: int) -> AdminTaskResp:
    return _task(await _task_row(session, task_id))


def _task_file_row(body: AdminTaskFields, code: str) -> dict[str, Any]:
    row = body.model_dump(exclude={"id", "code", "descriptions"})
    if body.descriptions:
        row["descriptions"] = dict(body.descriptions)
    return {"code": code, **row}


async def _save_task(session: AsyncSession, row: dict[str, Any]) -> MemberTask:
    report = await import_tasks(session, {"tasks": [row]})
    if report.problems:
        raise _invalid([_TASK_WHERE.sub("", problem) for problem in report.problems])
    task = await session.scalar(select(MemberTask).where(MemberTask.code == row["code"]))
    assert task is not None  # just saved
    await session.refresh(task)
    return task


async def create_task(
    session: AsyncSession, principal: OperatorPrincipal, body: AdminTaskCreateReq
) -> AdminTaskResp:
    if await session.scalar(select(MemberTask.id).where(MemberTask.code == body.code)) is not None:
        raise AppError(errors.CONTENT_CODE_TAKEN, code=body.code)
    task = await _save_task(session, _task_file_row(body, body.code))
    after = _task(task)
    await audit.record(
        session, principal, "content.task.create", "member_task", task.id, None, after.model_dump()
    )
    return after


async def update_task(
    session: AsyncSession, principal: OperatorPrincipal, body: AdminTaskUpdateReq
) -> AdminTaskResp:
    """Every field but the code."""
    task = await _task_row(session, body.id)
    before = _task(task).model_dump()
    task = await _save_task(session, _task_file_row(body, task.code))
    after = _task(task)
    await audit.record(
        session, principal, "content.task.update", "member_task", task.id, before, after.model_dump()
    )
    return after
