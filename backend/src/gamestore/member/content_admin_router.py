"""HTTP for the content console's tasks, items and collectibles (/admin-api/member/task, /item,
/collectible): their definitions, and the operator's task and item files uploaded."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, File, Query, UploadFile

from gamestore.core.crypto import KeyCipher
from gamestore.core.deps import AppSettings, DbSession, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import FORBIDDEN, TOKEN_EXPIRED, UNAUTHORIZED, AppError, describe_errors
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.operators import OperatorPrincipal, require_permission
from gamestore.core.pagination import PageResult
from gamestore.member import content_admin_service, errors
from gamestore.member.content_admin_ports import ItemImporter
from gamestore.member.content_admin_schemas import (
    AdminCollectibleResp,
    AdminItemResp,
    AdminTaskResp,
    DefinitionPageReq,
    ItemImportResp,
    ItemPageReq,
    TaskImportResp,
    TaskPageReq,
)

admin_task_router = APIRouter(route_class=JsonBodyRoute, prefix="/member/task", tags=["admin content"])
admin_item_router = APIRouter(route_class=JsonBodyRoute, prefix="/member/item", tags=["admin content"])
admin_collectible_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/member/collectible", tags=["admin content"]
)

_ALLOWED = (UNAUTHORIZED, TOKEN_EXPIRED, FORBIDDEN)
_FILE_ERRORS = (errors.CONTENT_FILE_UNREADABLE, errors.CONTENT_FILE_TOO_LARGE)
# An uploaded task or item file.
IMPORT_MAX_MB = 3

TaskReader = Annotated[OperatorPrincipal, Depends(require_permission("content.task:read"))]
TaskWriter = Annotated[OperatorPrincipal, Depends(require_permission("content.task:write"))]
ItemReader = Annotated[OperatorPrincipal, Depends(require_permission("content.item:read"))]
ItemWriter = Annotated[OperatorPrincipal, Depends(require_permission("content.item:write"))]
CollectibleReader = Annotated[OperatorPrincipal, Depends(require_permission("content.collectible:read"))]


async def _file_content(file: UploadFile) -> bytes:
    limit = IMPORT_MAX_MB * 1_048_576
    content = await file.read(limit + 1)
    if len(content) > limit:
        raise AppError(errors.CONTENT_FILE_TOO_LARGE, limit=IMPORT_MAX_MB)
    return content


@admin_task_router.get(
    "/page",
    summary="Task definitions with their titles in every language, type, reward and state",
    description=describe_errors(*_ALLOWED),
)
async def task_page(
    params: Annotated[TaskPageReq, Query()], principal: TaskReader, session: ReadSession
) -> CommonResult[PageResult[AdminTaskResp]]:
    return ok(await content_admin_service.task_page(session, params))


@admin_task_router.post(
    "/import",
    summary="Import a task file (the JSON `gamestore import-tasks` reads): good rows saved, "
    "each bad row reported",
    description=describe_errors(*_ALLOWED, *_FILE_ERRORS),
)
async def task_import(
    principal: TaskWriter,
    session: DbSession,
    file: UploadFile = File(description='The task file: {"tasks": [ … ]} (docs/import-format.md)'),
) -> CommonResult[TaskImportResp]:
    content = await _file_content(file)
    return ok(await content_admin_service.import_task_file(session, principal, file.filename or "", content))


@admin_item_router.get(
    "/page",
    summary="Item definitions (bonus codes and vouchers) with their names in every language",
    description=describe_errors(*_ALLOWED),
)
async def item_page(
    params: Annotated[ItemPageReq, Query()], principal: ItemReader, session: ReadSession
) -> CommonResult[PageResult[AdminItemResp]]:
    return ok(await content_admin_service.item_page(session, params))


@admin_item_router.post(
    "/import",
    summary="Import an item file (the JSON `gamestore import-items` reads: items and collectibles, "
    "bonus codes added to pools): good rows saved, each bad row reported",
    description=describe_errors(*_ALLOWED, *_FILE_ERRORS),
)
async def item_import(
    principal: ItemWriter,
    session: DbSession,
    settings: AppSettings,
    importer: ItemImporter,
    file: UploadFile = File(description="The item file: one JSON object (docs/import-format.md)"),
) -> CommonResult[ItemImportResp]:
    content = await _file_content(file)
    cipher = KeyCipher.from_settings(settings)
    return ok(
        await content_admin_service.import_item_file(
            session, principal, importer, cipher, file.filename or "", content
        )
    )


@admin_collectible_router.get(
    "/page",
    summary="Collectible definitions with their edition size and how many copies were earned",
    description=describe_errors(*_ALLOWED),
)
async def collectible_page(
    params: Annotated[DefinitionPageReq, Query()], principal: CollectibleReader, session: ReadSession
) -> CommonResult[PageResult[AdminCollectibleResp]]:
    return ok(await content_admin_service.collectible_page(session, params))


ADMIN_CONTENT_MEMBER_ROUTERS = (admin_task_router, admin_item_router, admin_collectible_router)
