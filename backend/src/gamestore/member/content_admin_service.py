"""The content console's tasks, items and collectibles: their definitions page by page, and the
operator's task and item files imported as `gamestore import-tasks` / `import-items` import them
(the same importers, so the same rows and the same report); every import audited."""

from __future__ import annotations

import codecs
import hashlib
import re
from collections.abc import Sequence
from typing import Any, TypeVar

from pydantic import BaseModel
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.crypto import KeyCipher
from gamestore.core.errors import AppError
from gamestore.core.import_report import counts_answer, problems_answer
from gamestore.core.json_body import JsonBodyError, parse_json
from gamestore.core.operators import OperatorPrincipal
from gamestore.core.pagination import PageResult, paginate
from gamestore.member import errors
from gamestore.member.content_admin_ports import ItemFileImporter, ItemImportOutcome
from gamestore.member.content_admin_schemas import (
    AdminCollectibleCreateReq,
    AdminCollectibleResp,
    AdminCollectibleUpdateReq,
    AdminItemCreateReq,
    AdminItemResp,
    AdminItemUpdateReq,
    AdminTaskCreateReq,
    AdminTaskFields,
    AdminTaskResp,
    AdminTaskUpdateReq,
    DefinitionPageReq,
    ItemImportResp,
    ItemPageReq,
    TaskImportResp,
    TaskPageReq,
)
from gamestore.member.task_import import import_tasks
from gamestore.models.member import MemberCollectibleDefinition, MemberItemDefinition, MemberTask
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


async def item_page(session: AsyncSession, params: ItemPageReq) -> PageResult[AdminItemResp]:
    stmt = select(MemberItemDefinition).order_by(MemberItemDefinition.sort, MemberItemDefinition.id)
    if params.type is not None:
        stmt = stmt.where(MemberItemDefinition.type == params.type)
    if params.enabled is not None:
        stmt = stmt.where(MemberItemDefinition.enabled.is_(params.enabled))
    rows, total = await paginate(session, stmt, params)
    return PageResult(list=[_item(row) for row in rows], total=total)


def _item(item: MemberItemDefinition) -> AdminItemResp:
    return AdminItemResp(
        id=item.id,
        code=item.code,
        type=item.type,
        rarity=item.rarity,
        names=dict(item.names),
        instructions=dict(item.instructions or {}),
        picUrl=item.pic_url,
        spuIds=list(item.spu_ids or []),
        withSkuIds=list(item.with_sku_ids or []),
        discountType=item.discount_type,
        discountValue=item.discount_value,
        minAmount=item.min_amount,
        validDays=item.valid_days,
        sort=item.sort,
        enabled=item.enabled,
    )


async def collectible_page(
    session: AsyncSession, params: DefinitionPageReq
) -> PageResult[AdminCollectibleResp]:
    """With how many copies have been earned (the definition's serial counter)."""
    definition = MemberCollectibleDefinition
    stmt = select(definition).order_by(definition.sort, definition.id)
    if params.enabled is not None:
        stmt = stmt.where(definition.enabled.is_(params.enabled))
    rows, total = await paginate(session, stmt, params)
    return PageResult(list=[_collectible(row) for row in rows], total=total)


def _collectible(row: MemberCollectibleDefinition) -> AdminCollectibleResp:
    return AdminCollectibleResp(
        id=row.id,
        code=row.code,
        rarity=row.rarity,
        names=dict(row.names),
        descriptions=dict(row.descriptions or {}),
        picUrl=row.pic_url,
        modelUrl=row.model_url,
        value=row.value,
        valuation=row.valuation,
        editionSize=row.edition_size,
        earned=row.issued,
        purchaseMilestone=row.purchase_milestone,
        sort=row.sort,
        enabled=row.enabled,
    )


# -- the operator's files ------------------------------------------------------------------------


def read_content_file(content: bytes) -> Any:
    """The file as the command line reads it (UTF-8, a byte order mark allowed, JSON), or
    CONTENT_FILE_UNREADABLE saying what is wrong; what it holds is the importer's to judge."""
    body = content.removeprefix(codecs.BOM_UTF8)
    try:
        body.decode("utf-8")
    except UnicodeDecodeError:
        raise AppError(errors.CONTENT_FILE_UNREADABLE, reason="it is not UTF-8 text") from None
    try:
        return parse_json(body)
    except JsonBodyError as exc:
        raise AppError(errors.CONTENT_FILE_UNREADABLE, reason=f"it is not valid JSON ({exc})") from None


def _file_fingerprint(content: bytes) -> dict[str, Any]:
    return {"sha256": hashlib.sha256(content).hexdigest(), "bytes": len(content)}


async def import_task_file(
    session: AsyncSession, principal: OperatorPrincipal, filename: str, content: bytes
) -> TaskImportResp:
    """Good rows saved, each bad one reported (as `gamestore import-tasks`); the import audited
    with the file's digest, its codes and the counts."""
    data = read_content_file(content)
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
    importer: ItemFileImporter,
    cipher: KeyCipher,
    filename: str,
    content: bytes,
) -> ItemImportResp:
    """Good rows saved, each bad one reported (as `gamestore import-items`); the import audited with
    the file's digest, its codes and the counts (never the bonus codes themselves)."""
    data = read_content_file(content)
    if not isinstance(data, dict):
        raise AppError(errors.CONTENT_FILE_UNREADABLE, reason="it must hold one JSON object")
    report = await importer(session, data, cipher)
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


def _item_answer(report: ItemImportOutcome) -> ItemImportResp:
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


# -- the forms: one task, item or collectible as one row of its file -----------------------------
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


async def _item_row(session: AsyncSession, item_id: int) -> MemberItemDefinition:
    item = await session.get(MemberItemDefinition, item_id)
    if item is None:
        raise AppError(errors.CONTENT_ITEM_NOT_FOUND)
    return item


async def item_detail(session: AsyncSession, item_id: int) -> AdminItemResp:
    return _item(await _item_row(session, item_id))


async def _collectible_row(session: AsyncSession, collectible_id: int) -> MemberCollectibleDefinition:
    row = await session.get(MemberCollectibleDefinition, collectible_id)
    if row is None:
        raise AppError(errors.CONTENT_COLLECTIBLE_NOT_FOUND)
    return row


async def collectible_detail(session: AsyncSession, collectible_id: int) -> AdminCollectibleResp:
    return _collectible(await _collectible_row(session, collectible_id))


DefinitionT = TypeVar("DefinitionT", MemberItemDefinition, MemberCollectibleDefinition)


async def _save_definition(
    session: AsyncSession,
    importer: ItemFileImporter,
    cipher: KeyCipher,
    model: type[DefinitionT],
    section: str,
    row: dict[str, Any],
) -> DefinitionT:
    report = await importer(session, {section: [row]}, cipher)
    if report.problems:
        raise _invalid([f"{p.field}: {p.reason}" if p.field else p.reason for p in report.problems])
    saved = await session.scalar(select(model).where(model.code == row["code"]))
    assert saved is not None  # just saved
    await session.refresh(saved)
    return saved


async def _code_taken(session: AsyncSession, model: type[DefinitionT], code: str) -> None:
    if await session.scalar(select(model.id).where(model.code == code)) is not None:
        raise AppError(errors.CONTENT_CODE_TAKEN, code=code)


def _file_row(body: BaseModel, code: str) -> dict[str, Any]:
    return {"code": code, **body.model_dump(exclude={"id", "code"})}


async def create_item(
    session: AsyncSession,
    principal: OperatorPrincipal,
    importer: ItemFileImporter,
    cipher: KeyCipher,
    body: AdminItemCreateReq,
) -> AdminItemResp:
    await _code_taken(session, MemberItemDefinition, body.code)
    row = _file_row(body, body.code)
    item = await _save_definition(session, importer, cipher, MemberItemDefinition, "items", row)
    after = _item(item)
    await audit.record(
        session, principal, "content.item.create", "member_item_definition", item.id, None, after.model_dump()
    )
    return after


async def update_item(
    session: AsyncSession,
    principal: OperatorPrincipal,
    importer: ItemFileImporter,
    cipher: KeyCipher,
    body: AdminItemUpdateReq,
) -> AdminItemResp:
    """Every field but the code (its bonus codes come with the item file)."""
    item = await _item_row(session, body.id)
    before = _item(item).model_dump()
    row = _file_row(body, item.code)
    item = await _save_definition(session, importer, cipher, MemberItemDefinition, "items", row)
    after = _item(item)
    await audit.record(
        session,
        principal,
        "content.item.update",
        "member_item_definition",
        item.id,
        before,
        after.model_dump(),
    )
    return after


async def create_collectible(
    session: AsyncSession,
    principal: OperatorPrincipal,
    importer: ItemFileImporter,
    cipher: KeyCipher,
    body: AdminCollectibleCreateReq,
) -> AdminCollectibleResp:
    await _code_taken(session, MemberCollectibleDefinition, body.code)
    row = _file_row(body, body.code)
    saved = await _save_definition(
        session, importer, cipher, MemberCollectibleDefinition, "collectibles", row
    )
    after = _collectible(saved)
    await audit.record(
        session,
        principal,
        "content.collectible.create",
        "member_collectible_definition",
        saved.id,
        None,
        after.model_dump(),
    )
    return after


async def update_collectible(
    session: AsyncSession,
    principal: OperatorPrincipal,
    importer: ItemFileImporter,
    cipher: KeyCipher,
    body: AdminCollectibleUpdateReq,
) -> AdminCollectibleResp:
    """Every field but the code; the edition size never below the copies already issued (the
    import's rule)."""
    stored = await _collectible_row(session, body.id)
    before = _collectible(stored).model_dump()
    row = _file_row(body, stored.code)
    saved = await _save_definition(
        session, importer, cipher, MemberCollectibleDefinition, "collectibles", row
    )
    after = _collectible(saved)
    await audit.record(
        session,
        principal,
        "content.collectible.update",
        "member_collectible_definition",
        saved.id,
        before,
        after.model_dump(),
    )
    return after
