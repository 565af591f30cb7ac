"""HTTP for the catalogue console's file import (/admin-api/product/spu/import): the file carries
banners, which are content's, so the import is content's route at the catalogue's path, handing the
catalogue's import (catalogue/admin_service.py: its report, its games audited) the whole file's
importer (content/banner_import.py): content depends on the catalogue, not the other way."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, File, UploadFile

from gamestore.catalogue import admin_service, errors
from gamestore.catalogue.admin_schemas import IMPORT_MAX_MB, CatalogueImportResp
from gamestore.content.banner_import import import_catalogue_file
from gamestore.core.deps import DbSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import FORBIDDEN, TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.operators import OperatorPrincipal, require_permission
from gamestore.core.upload_file import read_upload

admin_catalogue_import_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/product/spu", tags=["admin catalogue"]
)

GameWriter = Annotated[OperatorPrincipal, Depends(require_permission("catalogue.game:write"))]


@admin_catalogue_import_router.post(
    "/import",
    summary="Import a catalogue file (the format `gamestore import-games` reads); answers its report",
    **error_answers(
        UNAUTHORIZED, TOKEN_EXPIRED, FORBIDDEN, errors.IMPORT_FILE_UNREADABLE, errors.IMPORT_FILE_TOO_LARGE
    ),
)
async def spu_import(
    principal: GameWriter,
    session: DbSession,
    file: UploadFile = File(description="The catalogue file: one JSON object (docs/import-format.md)"),
) -> CommonResult[CatalogueImportResp]:
    content = await read_upload(file, IMPORT_MAX_MB, errors.IMPORT_FILE_TOO_LARGE)
    return ok(await admin_service.import_file(session, principal, content, import_catalogue_file))


ADMIN_CATALOGUE_IMPORT_ROUTERS = (admin_catalogue_import_router,)
