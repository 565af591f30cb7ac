"""HTTP for /admin-api/product: the catalogue operator's games and activation keys."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, File, Form, Query, UploadFile

from gamestore.catalogue import admin_form_service, admin_service, errors, key_admin_service
from gamestore.catalogue.admin_form_schemas import (
    AdminBrandCreateReq,
    AdminBrandPageReq,
    AdminBrandResp,
    AdminBrandUpdateReq,
    AdminCategoryCreateReq,
    AdminCategoryResp,
    AdminCategoryUpdateReq,
    AdminSpuCreateReq,
    AdminSpuUpdateReq,
)
from gamestore.catalogue.admin_schemas import (
    IMPORT_MAX_MB,
    AdminSpuDetailResp,
    AdminSpuPageReq,
    AdminSpuResp,
    KeyCodeResp,
    KeyImportResp,
    KeyReasonReq,
    KeyStockPageReq,
    KeyStockResp,
    KeyThresholdReq,
    SpuStatusReq,
)
from gamestore.core.context import Context
from gamestore.core.crypto import KeyCipher
from gamestore.core.deps import AppSettings, DbSession, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import FORBIDDEN, TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.operators import OperatorPrincipal, require_permission
from gamestore.core.pagination import PageResult
from gamestore.core.upload_file import read_upload
from gamestore.core.validators import Id

admin_spu_router = APIRouter(route_class=JsonBodyRoute, prefix="/product/spu", tags=["admin catalogue"])
# Importing the catalogue file imports its banners too, content's: content's route
# (content/catalogue_import_router.py), at this router's paths.
admin_key_router = APIRouter(route_class=JsonBodyRoute, prefix="/product/key", tags=["admin catalogue"])
# The keys' list, revocation and reveal audit show trade's sales: trade's routes (trade/key_admin_router.py),
# mounted between these two.
admin_key_view_router = APIRouter(route_class=JsonBodyRoute, prefix="/product/key", tags=["admin catalogue"])
admin_category_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/product/category", tags=["admin catalogue"]
)
admin_brand_router = APIRouter(route_class=JsonBodyRoute, prefix="/product/brand", tags=["admin catalogue"])

_ALLOWED = (UNAUTHORIZED, TOKEN_EXPIRED, FORBIDDEN)

GameReader = Annotated[OperatorPrincipal, Depends(require_permission("catalogue.game:read"))]
GameWriter = Annotated[OperatorPrincipal, Depends(require_permission("catalogue.game:write"))]
KeyReader = Annotated[OperatorPrincipal, Depends(require_permission("catalogue.key:read"))]
CategoryReader = Annotated[OperatorPrincipal, Depends(require_permission("catalogue.category:read"))]
CategoryWriter = Annotated[OperatorPrincipal, Depends(require_permission("catalogue.category:write"))]
TeamReader = Annotated[OperatorPrincipal, Depends(require_permission("catalogue.team:read"))]
TeamWriter = Annotated[OperatorPrincipal, Depends(require_permission("catalogue.team:write"))]
KeyWriter = Annotated[OperatorPrincipal, Depends(require_permission("catalogue.key:write"))]


# -- games ----------------------------------------------------------------------------------------


@admin_spu_router.get(
    "/page",
    summary="Games on sale or not, by name (any language), code or id, status and category",
    **error_answers(*_ALLOWED),
)
async def spu_page(
    params: Annotated[AdminSpuPageReq, Query()], principal: GameReader, session: ReadSession, context: Context
) -> CommonResult[PageResult[AdminSpuResp]]:
    return ok(await admin_service.page(session, params, context.language))


@admin_spu_router.get(
    "/get",
    summary="A game with its texts in every language side by side and its versions' prices and keys",
    **error_answers(*_ALLOWED, errors.SPU_NOT_FOUND),
)
async def spu_get(
    id: Annotated[Id, Query(description="The game's id")],
    principal: GameReader,
    session: ReadSession,
    context: Context,
) -> CommonResult[AdminSpuDetailResp]:
    return ok(await admin_service.detail(session, id, context.language))


@admin_spu_router.post(
    "/update-status",
    summary="Put a game on sale (1) or take it off (0)",
    **error_answers(*_ALLOWED, errors.SPU_NOT_FOUND),
)
async def spu_update_status(
    body: SpuStatusReq, principal: GameWriter, session: DbSession
) -> CommonResult[bool]:
    await admin_service.update_status(session, principal, body)
    return ok(True)


# A game's form is one row of the catalogue file: its import's checks and reasons (CATALOGUE_ROW_INVALID).
_GAME_FORM = (
    "Saved as one game row of the catalogue file (docs/import-format.md) through its import: the same "
    "checks and reasons, nothing saved when refused. Its versions and their prices come in the same "
    "body (catalogue.game:write suffices for versions and prices); a version the body does not list "
    "is left as it is, none is deleted."
)
_FORM_ERRORS = (errors.CATALOGUE_ROW_INVALID, errors.CATEGORY_NOT_FOUND, errors.BRAND_NOT_FOUND)


@admin_spu_router.post(
    "/create",
    summary="A new game with its versions and prices (off sale unless status says 1); answers its id",
    **error_answers(*_ALLOWED, *_FORM_ERRORS, errors.CATALOGUE_CODE_TAKEN, prose=_GAME_FORM + "\n\n"),
)
async def spu_create(body: AdminSpuCreateReq, principal: GameWriter, session: DbSession) -> CommonResult[int]:
    return ok(await admin_form_service.create_game(session, principal, body))


@admin_spu_router.post(
    "/update",
    summary="Change a game (every field but its code), its versions and their prices",
    **error_answers(*_ALLOWED, *_FORM_ERRORS, errors.SPU_NOT_FOUND, prose=_GAME_FORM + "\n\n"),
)
async def spu_update(
    body: AdminSpuUpdateReq, principal: GameWriter, session: DbSession
) -> CommonResult[bool]:
    await admin_form_service.update_game(session, principal, body)
    return ok(True)


# -- categories and teams -------------------------------------------------------------------------


@admin_category_router.get(
    "/list",
    summary="Every category (enabled or not), flat with parent ids, per-language names side by side",
    **error_answers(*_ALLOWED),
)
async def category_list(
    principal: CategoryReader, session: ReadSession, context: Context
) -> CommonResult[list[AdminCategoryResp]]:
    return ok(await admin_form_service.category_list(session, context.language))


@admin_category_router.post(
    "/create",
    summary="A new category, checked as a category row of the catalogue file (parent, depth, cycles)",
    **error_answers(
        *_ALLOWED, errors.CATALOGUE_ROW_INVALID, errors.CATALOGUE_CODE_TAKEN, errors.CATEGORY_NOT_FOUND
    ),
)
async def category_create(
    body: AdminCategoryCreateReq, principal: CategoryWriter, session: DbSession, context: Context
) -> CommonResult[AdminCategoryResp]:
    return ok(await admin_form_service.create_category(session, principal, body, context.language))


@admin_category_router.post(
    "/update",
    summary="Change a category (every field but its code); a move keeps the tree within 10 levels, acyclic",
    **error_answers(*_ALLOWED, errors.CATALOGUE_ROW_INVALID, errors.CATEGORY_NOT_FOUND),
)
async def category_update(
    body: AdminCategoryUpdateReq, principal: CategoryWriter, session: DbSession, context: Context
) -> CommonResult[AdminCategoryResp]:
    return ok(await admin_form_service.update_category(session, principal, body, context.language))


@admin_brand_router.get(
    "/page",
    summary="Teams (enabled or not) by sort, found by part of a name in any language or the code",
    **error_answers(*_ALLOWED),
)
async def brand_page(
    params: Annotated[AdminBrandPageReq, Query()],
    principal: TeamReader,
    session: ReadSession,
    context: Context,
) -> CommonResult[PageResult[AdminBrandResp]]:
    return ok(await admin_form_service.brand_page(session, params, context.language))


@admin_brand_router.get(
    "/get",
    summary="A team with its texts in every language side by side",
    **error_answers(*_ALLOWED, errors.BRAND_NOT_FOUND),
)
async def brand_get(
    id: Annotated[Id, Query(description="The team's id")],
    principal: TeamReader,
    session: ReadSession,
    context: Context,
) -> CommonResult[AdminBrandResp]:
    return ok(await admin_form_service.brand_detail(session, id, context.language))


@admin_brand_router.post(
    "/create",
    summary="A new team, checked as a team row of the catalogue file",
    **error_answers(*_ALLOWED, errors.CATALOGUE_ROW_INVALID, errors.CATALOGUE_CODE_TAKEN),
)
async def brand_create(
    body: AdminBrandCreateReq, principal: TeamWriter, session: DbSession, context: Context
) -> CommonResult[AdminBrandResp]:
    return ok(await admin_form_service.create_brand(session, principal, body, context.language))


@admin_brand_router.post(
    "/update",
    summary="Change a team (every field but its code)",
    **error_answers(*_ALLOWED, errors.CATALOGUE_ROW_INVALID, errors.BRAND_NOT_FOUND),
)
async def brand_update(
    body: AdminBrandUpdateReq, principal: TeamWriter, session: DbSession, context: Context
) -> CommonResult[AdminBrandResp]:
    return ok(await admin_form_service.update_brand(session, principal, body, context.language))


# -- activation keys ------------------------------------------------------------------------------


@admin_key_router.post(
    "/import",
    summary="Add a file of activation keys (one a line) to a version; answers each line's outcome",
    **error_answers(
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
    content = await read_upload(file, IMPORT_MAX_MB, errors.IMPORT_FILE_TOO_LARGE)
    return ok(await key_admin_service.import_file(session, cipher, principal, skuId, content))


@admin_key_router.get(
    "/stock",
    summary="Each version's keys: available, reserved, sold, revoked, against its low-on-keys threshold",
    **error_answers(*_ALLOWED),
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
    **error_answers(*_ALLOWED, errors.SKU_NOT_FOUND),
)
async def key_update_threshold(
    body: KeyThresholdReq, principal: KeyWriter, session: DbSession
) -> CommonResult[bool]:
    await key_admin_service.update_threshold(session, principal, body)
    return ok(True)


@admin_key_view_router.post(
    "/view",
    summary="A key's code, shown to an operator who gives a reason; the look is audited",
    **error_answers(*_ALLOWED, errors.KEY_NOT_FOUND),
)
async def key_view(
    body: KeyReasonReq, principal: KeyReader, session: DbSession, settings: AppSettings
) -> CommonResult[KeyCodeResp]:
    return ok(await key_admin_service.view(session, KeyCipher.from_settings(settings), principal, body))


ADMIN_PRODUCT_ROUTERS = (admin_spu_router, admin_key_router)
ADMIN_PRODUCT_LATER_ROUTERS = (admin_key_view_router, admin_category_router, admin_brand_router)
