"""The content console's item and collectible definitions: page by page, one for its form, and
created or changed as one row of the item file through its importer (`gamestore import-items`:
the same rules and reasons, the same saving; a refused row saves nothing). Items and collectibles
differ only in their table, the file's section, their answer and their audit names."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from pydantic import BaseModel
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.crypto import KeyCipher
from gamestore.core.errors import AppError, ErrorCode
from gamestore.core.operators import OperatorPrincipal
from gamestore.core.pagination import PageResult, paginate
from gamestore.engagement import errors
from gamestore.engagement.content_admin_schemas import (
    AdminCollectibleCreateReq,
    AdminCollectibleResp,
    AdminCollectibleUpdateReq,
    AdminItemCreateReq,
    AdminItemResp,
    AdminItemUpdateReq,
    DefinitionPageReq,
    ItemPageReq,
)
from gamestore.engagement.item_import import import_items
from gamestore.models.engagement import MemberCollectibleDefinition, MemberItemDefinition
from gamestore.system import audit

DefinitionT = TypeVar("DefinitionT", MemberItemDefinition, MemberCollectibleDefinition)
AnswerT = TypeVar("AnswerT", AdminItemResp, AdminCollectibleResp)
CreateReq = AdminItemCreateReq | AdminCollectibleCreateReq
UpdateReq = AdminItemUpdateReq | AdminCollectibleUpdateReq


@dataclass(frozen=True, slots=True)
class DefinitionKind(Generic[DefinitionT, AnswerT]):
    model: type[DefinitionT]
    section: str  # of the item file
    answer: Callable[[DefinitionT], AnswerT]
    not_found: ErrorCode
    audit_action: str  # "<audit_action>.create" / ".update"


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
        earned=row.issued,  # the edition's serial counter
        purchaseMilestone=row.purchase_milestone,
        sort=row.sort,
        enabled=row.enabled,
    )


ITEMS = DefinitionKind(MemberItemDefinition, "items", _item, errors.CONTENT_ITEM_NOT_FOUND, "content.item")
COLLECTIBLES = DefinitionKind(
    MemberCollectibleDefinition,
    "collectibles",
    _collectible,
    errors.CONTENT_COLLECTIBLE_NOT_FOUND,
    "content.collectible",
)


async def item_page(session: AsyncSession, params: ItemPageReq) -> PageResult[AdminItemResp]:
    stmt = select(MemberItemDefinition).order_by(MemberItemDefinition.sort, MemberItemDefinition.id)
    if params.type is not None:
        stmt = stmt.where(MemberItemDefinition.type == params.type)
    if params.enabled is not None:
        stmt = stmt.where(MemberItemDefinition.enabled.is_(params.enabled))
    rows, total = await paginate(session, stmt, params)
    return PageResult(list=[_item(row) for row in rows], total=total)


async def collectible_page(
    session: AsyncSession, params: DefinitionPageReq
) -> PageResult[AdminCollectibleResp]:
    """With how many copies have been earned."""
    definition = MemberCollectibleDefinition
    stmt = select(definition).order_by(definition.sort, definition.id)
    if params.enabled is not None:
        stmt = stmt.where(definition.enabled.is_(params.enabled))
    rows, total = await paginate(session, stmt, params)
    return PageResult(list=[_collectible(row) for row in rows], total=total)


async def _stored(session: AsyncSession, kind: DefinitionKind[DefinitionT, AnswerT], id_: int) -> DefinitionT:
    row = await session.get(kind.model, id_)
    if row is None:
        raise AppError(kind.not_found)
    return row


async def detail(session: AsyncSession, kind: DefinitionKind[DefinitionT, AnswerT], id_: int) -> AnswerT:
    return kind.answer(await _stored(session, kind, id_))


@dataclass(frozen=True, slots=True)
class Saving:
    """What a form's save needs besides its row: who, and the item codes' key cipher."""

    principal: OperatorPrincipal
    cipher: KeyCipher


async def create(
    session: AsyncSession, saving: Saving, kind: DefinitionKind[DefinitionT, AnswerT], body: CreateReq
) -> AnswerT:
    """A new definition under the body's code (refused CONTENT_CODE_TAKEN when it exists)."""
    code = body.code
    if await session.scalar(select(kind.model.id).where(kind.model.code == code)) is not None:
        raise AppError(errors.CONTENT_CODE_TAKEN, code=code)
    after = kind.answer(await _save(session, saving, kind, _file_row(body, code)))
    await audit.record(
        session,
        saving.principal,
        f"{kind.audit_action}.create",
        kind.model.__tablename__,
        after.id,
        None,
        after.model_dump(),
    )
    return after


async def update(
    session: AsyncSession, saving: Saving, kind: DefinitionKind[DefinitionT, AnswerT], body: UpdateReq
) -> AnswerT:
    """Every field but the code (an item's bonus codes come with the item file; a collectible's
    edition size never below the copies already issued: the import's rule)."""
    stored = await _stored(session, kind, body.id)
    before = kind.answer(stored).model_dump()
    after = kind.answer(await _save(session, saving, kind, _file_row(body, stored.code)))
    await audit.record(
        session,
        saving.principal,
        f"{kind.audit_action}.update",
        kind.model.__tablename__,
        after.id,
        before,
        after.model_dump(),
    )
    return after


def _file_row(body: BaseModel, code: str) -> dict[str, Any]:
    return {"code": code, **body.model_dump(exclude={"id", "code"})}


async def _save(
    session: AsyncSession, saving: Saving, kind: DefinitionKind[DefinitionT, AnswerT], row: dict[str, Any]
) -> DefinitionT:
    report = await import_items(session, {kind.section: [row]}, saving.cipher)
    if report.problems:
        reasons = [f"{p.field}: {p.reason}" if p.field else p.reason for p in report.problems]
        raise AppError(errors.CONTENT_ROW_INVALID, reasons="; ".join(reasons))
    saved = await session.scalar(select(kind.model).where(kind.model.code == row["code"]))
    assert saved is not None  # just saved
    await session.refresh(saved)
    return saved
