"""HTTP for the content console's wallet recharge packages (/admin-api/pay/wallet-recharge-package)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Query

from gamestore.core.context import Context
from gamestore.core.deps import DbSession, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import FORBIDDEN, TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.operators import OperatorPrincipal, require_permission
from gamestore.core.pagination import PageResult
from gamestore.core.validators import Id
from gamestore.pay import recharge_package_admin_service
from gamestore.pay.errors import RECHARGE_PACKAGE_NOT_FOUND
from gamestore.pay.recharge_package_admin_schemas import (
    AdminRechargePackagePageReq,
    AdminRechargePackageResp,
    AdminRechargePackageSaveReq,
    AdminRechargePackageUpdateReq,
)

admin_recharge_package_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/pay/wallet-recharge-package", tags=["admin content"]
)

_ALLOWED = (UNAUTHORIZED, TOKEN_EXPIRED, FORBIDDEN)

PackageReader = Annotated[OperatorPrincipal, Depends(require_permission("content.recharge_package:read"))]
PackageWriter = Annotated[OperatorPrincipal, Depends(require_permission("content.recharge_package:write"))]


@admin_recharge_package_router.get(
    "/page",
    summary="Wallet recharge packages (offered and withdrawn), as members see them ordered",
    **error_answers(*_ALLOWED),
)
async def package_page(
    params: Annotated[AdminRechargePackagePageReq, Query()],
    principal: PackageReader,
    session: ReadSession,
    context: Context,
) -> CommonResult[PageResult[AdminRechargePackageResp]]:
    return ok(await recharge_package_admin_service.page(session, params, context.language))


@admin_recharge_package_router.get(
    "/get", summary="A recharge package", **error_answers(*_ALLOWED, RECHARGE_PACKAGE_NOT_FOUND)
)
async def package_get(
    id: Annotated[Id, Query(description="The package's id")],
    principal: PackageReader,
    session: ReadSession,
    context: Context,
) -> CommonResult[AdminRechargePackageResp]:
    return ok(await recharge_package_admin_service.detail(session, id, context.language))


@admin_recharge_package_router.post(
    "/create",
    summary="A new recharge package: pay X (fen), receive X plus a bonus",
    **error_answers(*_ALLOWED),
)
async def package_create(
    body: AdminRechargePackageSaveReq, principal: PackageWriter, session: DbSession, context: Context
) -> CommonResult[AdminRechargePackageResp]:
    return ok(await recharge_package_admin_service.create(session, principal, body, context.language))


@admin_recharge_package_router.post(
    "/update",
    summary="Change a package's price, bonus, names, order, or offer or withdraw it",
    **error_answers(*_ALLOWED, RECHARGE_PACKAGE_NOT_FOUND),
)
async def package_update(
    body: AdminRechargePackageUpdateReq, principal: PackageWriter, session: DbSession, context: Context
) -> CommonResult[AdminRechargePackageResp]:
    return ok(await recharge_package_admin_service.update(session, principal, body, context.language))


ADMIN_PAY_ROUTERS = (admin_recharge_package_router,)
