"""HTTP for the content console's tasks, items and collectibles (/admin-api/member/task, /item,
/collectible): their definitions, and the operator's task and item files uploaded."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, File, Query, UploadFile

from gamestore.core.crypto import KeyCipher
from gamestore.core.deps import AppSettings, DbSession, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import FORBIDDEN, TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.operators import OperatorPrincipal, require_permission
from gamestore.core.pagination import PageResult
from gamestore.core.upload_file import read_upload
from gamestore.core.validators import Id
from gamestore.engagement import content_admin_service, errors
from gamestore.engagement import definition_admin_service as definitions
from gamestore.engagement.content_admin_schemas import (
    AdminCollectibleCreateReq,
    AdminCollectibleResp,
    AdminCollectibleUpdateReq,
    AdminItemCreateReq,
    AdminItemResp,
    AdminItemUpdateReq,
    AdminTaskCreateReq,
    AdminTaskResp,
    AdminTaskUpdateReq,
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
CollectibleWriter = Annotated[OperatorPrincipal, Depends(require_permission("content.collectible:write"))]


@admin_task_router.get(
    "/page",
    summary="Task definitions with their titles in every language, type, reward and state",
    **error_answers(*_ALLOWED),
)
async def task_page(
    params: Annotated[TaskPageReq, Query()], principal: TaskReader, session: ReadSession
) -> CommonResult[PageResult[AdminTaskResp]]:
    return ok(await content_admin_service.task_page(session, params))


@admin_task_router.post(
    "/import",
    summary="Import a task file (the JSON `gamestore import-tasks` reads): good rows saved, "
    "each bad row reported",
    **error_answers(*_ALLOWED, *_FILE_ERRORS),
)
async def task_import(
    principal: TaskWriter,
    session: DbSession,
    file: UploadFile = File(description='The task file: {"tasks": [ … ]} (docs/import-format.md)'),
) -> CommonResult[TaskImportResp]:
    content = await read_upload(file, IMPORT_MAX_MB, errors.CONTENT_FILE_TOO_LARGE)
    return ok(await content_admin_service.import_task_file(session, principal, file.filename or "", content))


@admin_item_router.get(
    "/page",
    summary="Item definitions (bonus codes and vouchers) with their names in every language",
    **error_answers(*_ALLOWED),
)
async def item_page(
    params: Annotated[ItemPageReq, Query()], principal: ItemReader, session: ReadSession
) -> CommonResult[PageResult[AdminItemResp]]:
    return ok(await definitions.item_page(session, params))


@admin_item_router.post(
    "/import",
    summary="Import an item file (the JSON `gamestore import-items` reads: items and collectibles, "
    "bonus codes added to pools): good rows saved, each bad row reported",
    **error_answers(*_ALLOWED, *_FILE_ERRORS),
)
async def item_import(
    principal: ItemWriter,
    session: DbSession,
    settings: AppSettings,
    file: UploadFile = File(description="The item file: one JSON object (docs/import-format.md)"),
) -> CommonResult[ItemImportResp]:
    content = await read_upload(file, IMPORT_MAX_MB, errors.CONTENT_FILE_TOO_LARGE)
    cipher = KeyCipher.from_settings(settings)
    return ok(
        await content_admin_service.import_item_file(session, principal, cipher, file.filename or "", content)
    )


@admin_collectible_router.get(
    "/page",
    summary="Collectible definitions with their edition size and how many copies were earned",
    **error_answers(*_ALLOWED),
)
async def collectible_page(
    params: Annotated[DefinitionPageReq, Query()], principal: CollectibleReader, session: ReadSession
) -> CommonResult[PageResult[AdminCollectibleResp]]:
    return ok(await definitions.collectible_page(session, params))


# -- the forms: one task, item or collectible, checked as one row of its file ---------------------


@admin_task_router.get(
    "/get",
    summary="A task definition with every language's title and description, for its form",
    **error_answers(*_ALLOWED, errors.CONTENT_TASK_NOT_FOUND),
)
async def task_get(
    id: Annotated[Id, Query(description="The task's id")], principal: TaskReader, session: ReadSession
) -> CommonResult[AdminTaskResp]:
    return ok(await content_admin_service.task_detail(session, id))


@admin_task_router.post(
    "/create",
    summary="A new task, checked as one row of the task file (the same rules and reasons)",
    **error_answers(*_ALLOWED, errors.CONTENT_CODE_TAKEN, errors.CONTENT_ROW_INVALID),
)
async def task_create(
    body: AdminTaskCreateReq, principal: TaskWriter, session: DbSession
) -> CommonResult[AdminTaskResp]:
    return ok(await content_admin_service.create_task(session, principal, body))


@admin_task_router.post(
    "/update",
    summary="Change a task (all but its code), checked as one row of the task file",
    **error_answers(*_ALLOWED, errors.CONTENT_TASK_NOT_FOUND, errors.CONTENT_ROW_INVALID),
)
async def task_update(
    body: AdminTaskUpdateReq, principal: TaskWriter, session: DbSession
) -> CommonResult[AdminTaskResp]:
    return ok(await content_admin_service.update_task(session, principal, body))


@admin_item_router.get(
    "/get",
    summary="An item definition with every language's name and instructions, for its form",
    **error_answers(*_ALLOWED, errors.CONTENT_ITEM_NOT_FOUND),
)
async def item_get(
    id: Annotated[Id, Query(description="The item's id")], principal: ItemReader, session: ReadSession
) -> CommonResult[AdminItemResp]:
    return ok(await definitions.detail(session, definitions.ITEMS, id))


@admin_item_router.post(
    "/create",
    summary="A new item (bonus code or voucher), checked as one row of the item file",
    **error_answers(*_ALLOWED, errors.CONTENT_CODE_TAKEN, errors.CONTENT_ROW_INVALID),
)
async def item_create(
    body: AdminItemCreateReq,
    principal: ItemWriter,
    session: DbSession,
    settings: AppSettings,
) -> CommonResult[AdminItemResp]:
    saving = definitions.Saving(principal, KeyCipher.from_settings(settings))
    return ok(await definitions.create(session, saving, definitions.ITEMS, body))


@admin_item_router.post(
    "/update",
    summary="Change an item (all but its code and bonus codes), checked as one row of the item file",
    **error_answers(*_ALLOWED, errors.CONTENT_ITEM_NOT_FOUND, errors.CONTENT_ROW_INVALID),
)
async def item_update(
    body: AdminItemUpdateReq,
    principal: ItemWriter,
    session: DbSession,
    settings: AppSettings,
) -> CommonResult[AdminItemResp]:
    saving = definitions.Saving(principal, KeyCipher.from_settings(settings))
    return ok(await definitions.update(session, saving, definitions.ITEMS, body))


@admin_collectible_router.get(
    "/get",
    summary="A collectible definition with every language's name and description, for its form",
    **error_answers(*_ALLOWED, errors.CONTENT_COLLECTIBLE_NOT_FOUND),
)
async def collectible_get(
    id: Annotated[Id, Query(description="The collectible's id")],
    principal: CollectibleReader,
    session: ReadSession,
) -> CommonResult[AdminCollectibleResp]:
    return ok(await definitions.detail(session, definitions.COLLECTIBLES, id))


@admin_collectible_router.post(
    "/create",
    summary="A new collectible, checked as one row of the item file's collectibles",
    **error_answers(*_ALLOWED, errors.CONTENT_CODE_TAKEN, errors.CONTENT_ROW_INVALID),
)
async def collectible_create(
    body: AdminCollectibleCreateReq,
    principal: CollectibleWriter,
    session: DbSession,
    settings: AppSettings,
) -> CommonResult[AdminCollectibleResp]:
    saving = definitions.Saving(principal, KeyCipher.from_settings(settings))
    return ok(await definitions.create(session, saving, definitions.COLLECTIBLES, body))


@admin_collectible_router.post(
    "/update",
    summary="Change a collectible (all but its code; its edition size never below the copies issued)",
    **error_answers(*_ALLOWED, errors.CONTENT_COLLECTIBLE_NOT_FOUND, errors.CONTENT_ROW_INVALID),
)
async def collectible_update(
    body: AdminCollectibleUpdateReq,
    principal: CollectibleWriter,
    session: DbSession,
    settings: AppSettings,
) -> CommonResult[AdminCollectibleResp]:
    saving = definitions.Saving(principal, KeyCipher.from_settings(settings))
    return ok(await definitions.update(session, saving, definitions.COLLECTIBLES, body))


ADMIN_CONTENT_MEMBER_ROUTERS = (admin_task_router, admin_item_router, admin_collectible_router)
