"""HTTP for /admin-api/product: the catalogue operator's games and activation keys."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, File, Form, Query, Request, UploadFile

from gamestore.core.context import Context
from gamestore.core.crypto import KeyCipher
from gamestore.core.deps import AppSettings, DbSession, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import FORBIDDEN, TOKEN_EXPIRED, UNAUTHORIZED, AppError, describe_errors
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.key_sales import KeySales
from gamestore.core.operators import OperatorPrincipal, require_permission
from gamestore.core.pagination import PageResult
from gamestore.core.validators import Id
from gamestore.product import admin_service, errors, key_admin_service
from gamestore.product.admin_schemas import (
    AdminKeyResp,
    AdminSpuDetailResp,
    AdminSpuPageReq,
    AdminSpuResp,
    CatalogueImportResp,
    KeyCodeResp,
    KeyImportResp,
    KeyPageReq,
    KeyReasonReq,
    KeyStockPageReq,
    KeyStockResp,
    KeyThresholdReq,
    RevealAuditPageReq,
    RevealAuditResp,
    SpuStatusReq,
)

admin_spu_router = APIRouter(route_class=JsonBodyRoute, prefix="/product/spu", tags=["admin catalogue"])
admin_key_router = APIRouter(route_class=JsonBodyRoute, prefix="/product/key", tags=["admin catalogue"])

_ALLOWED = (UNAUTHORIZED, TOKEN_EXPIRED, FORBIDDEN)
# An uploaded import file (the request's multipart body is capped at 3 MiB before this).
IMPORT_MAX_MB = 3

GameReader = Annotated[OperatorPrincipal, Depends(require_permission("catalogue.game:read"))]
GameWriter = Annotated[OperatorPrincipal, Depends(require_permission("catalogue.game:write"))]
KeyReader = Annotated[OperatorPrincipal, Depends(require_permission("catalogue.key:read"))]
KeyWriter = Annotated[OperatorPrincipal, Depends(require_permission("catalogue.key:write"))]


async def _key_sales(request: Request) -> KeySales:
    sales: KeySales = request.app.state.key_sales
    return sales


SoldKeys = Annotated[KeySales, Depends(_key_sales)]


async def _file_content(file: UploadFile) -> bytes:
    limit = IMPORT_MAX_MB * 1_048_576
    content = await file.read(limit + 1)
    if len(content) > limit:
        raise AppError(errors.IMPORT_FILE_TOO_LARGE, limit=IMPORT_MAX_MB)
    return content


# -- games ----------------------------------------------------------------------------------------


@admin_spu_router.get(
    "/page",
    summary="Games on sale or not, by name (any language), code or id, status and category",
    description=describe_errors(*_ALLOWED),
)
async def spu_page(
    params: Annotated[AdminSpuPageReq, Query()], principal: GameReader, session: ReadSession, context: Context
) -> CommonResult[PageResult[AdminSpuResp]]:
    return ok(await admin_service.page(session, params, context.language))


@admin_spu_router.get(
    "/get",
    summary="A game with its texts in every language side by side and its versions' prices and keys",
    description=describe_errors(*_ALLOWED, errors.SPU_NOT_FOUND),
)
async def spu_get(
    id: Annotated[Id, Query(description="The game's id")],
    principal: GameReader,
    session: ReadSession,
    context: Context,
) -> CommonResult[AdminSpuDetailResp]:
    return ok(await admin_service.detail(session, id, context.language))


@admin_spu_router.post(
    "/import",
    summary="Import a catalogue file (the format `gamestore import-games` reads); answers its report",
    description=describe_errors(*_ALLOWED, errors.IMPORT_FILE_UNREADABLE, errors.IMPORT_FILE_TOO_LARGE),
)
async def spu_import(
    principal: GameWriter,
    session: DbSession,
    file: UploadFile = File(description="The catalogue file: one JSON object (docs/import-format.md)"),
) -> CommonResult[CatalogueImportResp]:
    return ok(await admin_service.import_file(session, principal, await _file_content(file)))


@admin_spu_router.post(
    "/update-status",
    summary="Put a game on sale (1) or take it off (0)",
    description=describe_errors(*_ALLOWED, errors.SPU_NOT_FOUND),
)
async def spu_update_status(
    body: SpuStatusReq, principal: GameWriter, session: DbSession
) -> CommonResult[bool]:
    await admin_service.update_status(session, principal, body)
    return ok(True)


# -- activation keys ------------------------------------------------------------------------------


@admin_key_router.post(
    "/import",
    summary="Add a file of activation keys (one a line) to a version; answers each line's outcome",
    description=describe_errors(
        *_ALLOWED, errors.SKU_NOT_FOUND, errors.IMPORT_FILE_UNREADABLE, errors.IMPORT_FILE_TOO_LARGE
    ),
)
async def key_import(
    principal: KeyWriter,
    session: DbSession,
    settings: AppSettings,
    skuId: Annotated[Id, Form(description="The version the keys are for")],  # noqa: N803 - the API's name
    file: UploadFile = File(description="Text, one key a line (5–64 characters of A–Z, a–z, 0–9 and -)"),
) -> CommonResult[KeyImportResp]:
    cipher = KeyCipher.from_settings(settings)
    content = await _file_content(file)
    return ok(await key_admin_service.import_file(session, cipher, principal, skuId, content))


@admin_key_router.get(
    "/stock",
    summary="Each version's keys: available, reserved, sold, revoked, against its low-on-keys threshold",
    description=describe_errors(*_ALLOWED),
)
async def key_stock(
    params: Annotated[KeyStockPageReq, Query()],
    principal: KeyReader,
    session: ReadSession,
    settings: AppSettings,
    context: Context,
) -> CommonResult[PageResult[KeyStockResp]]:
    threshold = settings.metrics_low_stock_threshold
    return ok(await key_admin_service.stock_page(session, params, context.language, threshold))


@admin_key_router.post(
    "/update-threshold",
    summary="A version's own low-on-keys threshold (null: back to METRICS_LOW_STOCK_THRESHOLD)",
    description=describe_errors(*_ALLOWED, errors.SKU_NOT_FOUND),
)
async def key_update_threshold(
    body: KeyThresholdReq, principal: KeyWriter, session: DbSession
) -> CommonResult[bool]:
    await key_admin_service.update_threshold(session, principal, body)
    return ok(True)


@admin_key_router.get(
    "/page",
    summary="A version's keys by status, newest first, without their codes",
    description=describe_errors(*_ALLOWED, errors.SKU_NOT_FOUND),
)
async def key_page(
    params: Annotated[KeyPageReq, Query()], principal: KeyReader, session: ReadSession, sales: SoldKeys
) -> CommonResult[PageResult[AdminKeyResp]]:
    return ok(await key_admin_service.key_page(session, sales, params))


@admin_key_router.post(
    "/revoke",
    summary="Take an unsold key off sale for good, with a reason (a sold key is refunded instead)",
    description=describe_errors(
        *_ALLOWED, errors.KEY_NOT_FOUND, errors.KEY_SOLD, errors.KEY_RESERVED, errors.KEY_REVOKED
    ),
)
async def key_revoke(
    body: KeyReasonReq, principal: KeyWriter, session: DbSession, sales: SoldKeys
) -> CommonResult[AdminKeyResp]:
    return ok(await key_admin_service.revoke(session, sales, principal, body))


@admin_key_router.get(
    "/reveal-audit/page",
    summary="Who revealed which key when (members revealing their bought keys), newest first",
    description=describe_errors(*_ALLOWED),
)
async def key_reveal_audit(
    params: Annotated[RevealAuditPageReq, Query()],
    principal: KeyReader,
    session: ReadSession,
    sales: SoldKeys,
    context: Context,
) -> CommonResult[PageResult[RevealAuditResp]]:
    return ok(await key_admin_service.reveal_page(session, sales, params, context.language))


@admin_key_router.post(
    "/view",
    summary="A key's code, shown to an operator who gives a reason; the look is audited",
    description=describe_errors(*_ALLOWED, errors.KEY_NOT_FOUND),
)
async def key_view(
    body: KeyReasonReq, principal: KeyReader, session: DbSession, settings: AppSettings
) -> CommonResult[KeyCodeResp]:
    return ok(await key_admin_service.view(session, KeyCipher.from_settings(settings), principal, body))


ADMIN_PRODUCT_ROUTERS = (admin_spu_router, admin_key_router)
