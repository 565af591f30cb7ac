"""HTTP for /admin-api/promotion/bundle: the catalogue's bundles (issue 42)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Query

from gamestore.catalogue import bundle_admin_service
from gamestore.catalogue import promotion_errors as errors
from gamestore.catalogue.bundle_admin_schemas import (
    BundleAdminResp,
    BundleEnableReq,
    BundleIdReq,
    BundlePageAdminReq,
    BundleSaveReq,
    BundleUpdateReq,
)
from gamestore.core.context import Context
from gamestore.core.deps import DbSession, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import FORBIDDEN, TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.operators import OperatorPrincipal, require_permission
from gamestore.core.pagination import PageResult
from gamestore.core.validators import Id

admin_bundle_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/promotion/bundle", tags=["admin promotions"]
)

_ALLOWED = (UNAUTHORIZED, TOKEN_EXPIRED, FORBIDDEN)

BundleReader = Annotated[OperatorPrincipal, Depends(require_permission("catalogue.bundle:read"))]
BundleWriter = Annotated[OperatorPrincipal, Depends(require_permission("catalogue.bundle:write"))]

_BUNDLE_REFUSALS = (
    errors.BUNDLE_VERSION_REPEATED,
    errors.BUNDLE_TOO_FEW_VERSIONS,
    errors.BUNDLE_VERSION_NOT_FOUND,
    errors.BUNDLE_WINDOW_INVALID,
    errors.BUNDLE_TIERS_INVALID,
    errors.BUNDLE_PRICE_INVALID,
)


@admin_bundle_router.get("/page", summary="Bundles by name, newest first", **error_answers(*_ALLOWED))
async def bundle_page(
    params: Annotated[BundlePageAdminReq, Query()],
    principal: BundleReader,
    session: ReadSession,
    context: Context,
) -> CommonResult[PageResult[BundleAdminResp]]:
    return ok(await bundle_admin_service.page(session, params, context.language))


@admin_bundle_router.get(
    "/get",
    summary="A bundle with its tiers and versions",
    **error_answers(*_ALLOWED, errors.BUNDLE_NOT_FOUND),
)
async def bundle_get(
    id: Annotated[Id, Query(description="The bundle's id")],
    principal: BundleReader,
    session: ReadSession,
    context: Context,
) -> CommonResult[BundleAdminResp]:
    return ok(await bundle_admin_service.detail(session, id, context.language))


@admin_bundle_router.post(
    "/create",
    summary="A bundle: any N of its versions for a tier's price, or a fixed set at a price (enabled)",
    **error_answers(*_ALLOWED, *_BUNDLE_REFUSALS),
)
async def bundle_create(
    body: BundleSaveReq, principal: BundleWriter, session: DbSession, context: Context
) -> CommonResult[BundleAdminResp]:
    return ok(await bundle_admin_service.create(session, principal, body, context.language))


@admin_bundle_router.post(
    "/update",
    summary="Change a bundle (its versions and tiers are replaced; orders placed keep their prices)",
    **error_answers(*_ALLOWED, errors.BUNDLE_NOT_FOUND, *_BUNDLE_REFUSALS),
)
async def bundle_update(
    body: BundleUpdateReq, principal: BundleWriter, session: DbSession, context: Context
) -> CommonResult[BundleAdminResp]:
    return ok(await bundle_admin_service.update(session, principal, body, context.language))


@admin_bundle_router.post(
    "/update-enabled",
    summary="Enable or disable a bundle (a disabled one leaves the shop at once)",
    **error_answers(*_ALLOWED, errors.BUNDLE_NOT_FOUND),
)
async def bundle_update_enabled(
    body: BundleEnableReq, principal: BundleWriter, session: DbSession, context: Context
) -> CommonResult[BundleAdminResp]:
    return ok(
        await bundle_admin_service.set_enabled(session, principal, body.id, body.enabled, context.language)
    )


@admin_bundle_router.post(
    "/delete",
    summary="Delete a bundle (orders bought in it keep their lines and prices)",
    **error_answers(*_ALLOWED, errors.BUNDLE_NOT_FOUND),
)
async def bundle_delete(body: BundleIdReq, principal: BundleWriter, session: DbSession) -> CommonResult[bool]:
    await bundle_admin_service.remove(session, principal, body.id)
    return ok(True)


ADMIN_BUNDLE_ROUTERS = (admin_bundle_router,)
