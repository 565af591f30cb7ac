from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, File, Form, Query, Request, UploadFile

from gamestore.core.auth import CurrentMember
from gamestore.core.context import Context
from gamestore.core.deps import AppSettings, DbSession, FileStorage, Limiter, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.validators import TextRule
from gamestore.system import files, service
from gamestore.system.errors import (
    FILE_EMPTY,
    FILE_NOT_FOUND,
    FILE_STORE_UNAVAILABLE,
    FILE_TOO_LARGE,
    FILE_TYPE_NOT_ALLOWED,
    IMAGE_ANIMATED,
    IMAGE_TOO_MANY_PIXELS,
)
from gamestore.system.schemas import (
    AppInfoResp,
    DictDataResp,
    HealthResp,
    TempUrlListReq,
    TempUrlResp,
    TenantResp,
)

router = APIRouter(route_class=JsonBodyRoute, prefix="/system", tags=["system"])
infra_router = APIRouter(route_class=JsonBodyRoute, prefix="/infra", tags=["files"])


@router.get(
    "/dict-data/type",
    summary="Dictionary entries of one type, labels in the asked language",
    **error_answers(),
)
async def dict_data_by_type(
    context: Context, type: Annotated[str, TextRule(), Query(min_length=1, max_length=100)]
) -> CommonResult[list[DictDataResp]]:
    return ok(list(service.dict_data_of_type(type, context.language)))


@router.get(
    "/dict-data/simple-list",
    summary="Every dictionary entry, labels in the asked language",
    **error_answers(),
)
async def dict_data_simple_list(context: Context) -> CommonResult[list[DictDataResp]]:
    return ok(list(service.all_dict_data(context.language)))


@router.get(
    "/app-info/get",
    summary="Name, version and file-system settings of the app",
    **error_answers(),
)
async def get_app_info(settings: AppSettings) -> CommonResult[AppInfoResp]:
    return ok(service.app_info(settings))


@router.get(
    "/tenant/get-by-website",
    summary="The tenant of a site's address or a mini program's appid (the store has one: tenant 1)",
    **error_answers(),
)
async def get_tenant_by_website(
    session: ReadSession,
    website: Annotated[str, TextRule(), Query(min_length=1, max_length=255, description="host or appid")],
) -> CommonResult[TenantResp]:
    return ok(await service.store_tenant(session))


@router.get(
    "/health",
    summary="Whether the database (and Redis, when configured) answer",
    **error_answers(),
)
async def get_health(session: ReadSession, limiter: Limiter) -> CommonResult[HealthResp]:
    return ok(await service.health(session, limiter))


@infra_router.post(
    "/file/upload",
    summary=(
        "Upload a still image (PNG, JPG, GIF, WebP), stored re-encoded without metadata; answers its URL, "
        "or for scope private its path (links to it come from temp-url-list)"
    ),
    **error_answers(
        FILE_EMPTY,
        FILE_TOO_LARGE,
        FILE_TYPE_NOT_ALLOWED,
        IMAGE_TOO_MANY_PIXELS,
        IMAGE_ANIMATED,
        FILE_STORE_UNAVAILABLE,
    ),
)
async def upload_file(
    request: Request,
    principal: CurrentMember,
    session: DbSession,
    settings: AppSettings,
    limiter: Limiter,
    storage: FileStorage,
    file: UploadFile = File(description="The image"),
    scope: Literal["public", "private"] = Form(
        default="public", description="private: only the uploader gets (temporary) links to it"
    ),
) -> CommonResult[str]:
    content = await file.read(settings.upload_max_bytes + 1)
    url = await files.save_image(
        session,
        settings,
        limiter,
        storage,
        principal.member_id,
        content,
        str(request.base_url),
        private=scope == "private",
    )
    return ok(url)


@infra_router.post(
    "/file/temp-url-list",
    summary="Links to the member's own private uploads, each working 600 s",
    **error_answers(FILE_NOT_FOUND),
)
async def temp_url_list(
    body: TempUrlListReq,
    request: Request,
    principal: CurrentMember,
    session: DbSession,
    settings: AppSettings,
) -> CommonResult[list[TempUrlResp]]:
    base_url = str(request.base_url)
    links = await files.temp_urls(session, settings, principal.member_id, body.fileList, base_url)
    return ok([TempUrlResp(fileID=link.path, tempFileURL=link.url, maxAge=link.max_age) for link in links])
