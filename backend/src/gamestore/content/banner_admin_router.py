"""HTTP for /admin-api/promotion/banner: the banners of the shop's screens (content's; catalogue operators
edit them: the catalogue.banner permission)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Query

from gamestore.content import banner_admin_service, errors
from gamestore.content.banner_admin_schemas import (
    AdminBannerResp,
    BannerEnableReq,
    BannerPageReq,
    BannerSaveReq,
    BannerUpdateReq,
)
from gamestore.core.context import Context
from gamestore.core.deps import DbSession, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import FORBIDDEN, TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.operators import OperatorPrincipal, require_permission
from gamestore.core.pagination import PageResult
from gamestore.core.validators import Id

admin_banner_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/promotion/banner", tags=["admin promotions"]
)

_ALLOWED = (UNAUTHORIZED, TOKEN_EXPIRED, FORBIDDEN)

BannerReader = Annotated[OperatorPrincipal, Depends(require_permission("catalogue.banner:read"))]
BannerWriter = Annotated[OperatorPrincipal, Depends(require_permission("catalogue.banner:write"))]


@admin_banner_router.get(
    "/page",
    summary="Banners by position and shown or hidden, as the shop orders them",
    **error_answers(*_ALLOWED),
)
async def banner_page(
    params: Annotated[BannerPageReq, Query()], principal: BannerReader, session: ReadSession, context: Context
) -> CommonResult[PageResult[AdminBannerResp]]:
    return ok(await banner_admin_service.page(session, params, context.language))


@admin_banner_router.get("/get", summary="A banner", **error_answers(*_ALLOWED, errors.BANNER_NOT_FOUND))
async def banner_get(
    id: Annotated[Id, Query(description="The banner's id")],
    principal: BannerReader,
    session: ReadSession,
    context: Context,
) -> CommonResult[AdminBannerResp]:
    return ok(await banner_admin_service.detail(session, id, context.language))


@admin_banner_router.post("/create", summary="A new banner, shown at once", **error_answers(*_ALLOWED))
async def banner_create(
    body: BannerSaveReq, principal: BannerWriter, session: DbSession, context: Context
) -> CommonResult[AdminBannerResp]:
    return ok(await banner_admin_service.create(session, principal, body, context.language))


@admin_banner_router.post(
    "/update",
    summary="Change a banner's position, titles, pictures, link and order",
    **error_answers(*_ALLOWED, errors.BANNER_NOT_FOUND),
)
async def banner_update(
    body: BannerUpdateReq, principal: BannerWriter, session: DbSession, context: Context
) -> CommonResult[AdminBannerResp]:
    return ok(await banner_admin_service.update(session, principal, body, context.language))


@admin_banner_router.post(
    "/enable",
    summary="Show a banner in the shop or hide it",
    **error_answers(*_ALLOWED, errors.BANNER_NOT_FOUND),
)
async def banner_enable(
    body: BannerEnableReq, principal: BannerWriter, session: DbSession, context: Context
) -> CommonResult[AdminBannerResp]:
    return ok(await banner_admin_service.enable(session, principal, body, context.language))


ADMIN_BANNER_ROUTERS = (admin_banner_router,)
