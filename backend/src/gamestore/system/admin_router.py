"""HTTP for /admin-api/system: operator login, operators and the audit log."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Query

from gamestore.core.context import Context
from gamestore.core.deps import AppSettings, DbSession, Limiter, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import FORBIDDEN, TOKEN_EXPIRED, UNAUTHORIZED, describe_errors
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.operators import CurrentOperator, OperatorBearer, OperatorPrincipal, require_permission
from gamestore.core.pagination import PageResult
from gamestore.core.validators import TextRule
from gamestore.system import audit, errors, operator_service, operator_tokens
from gamestore.system.admin_schemas import (
    AuditLogPageReq,
    AuditLogResp,
    OperatorCreateReq,
    OperatorLoginReq,
    OperatorLoginResp,
    OperatorPageReq,
    OperatorResp,
    OperatorUpdateReq,
    PermissionInfoResp,
)

admin_auth_router = APIRouter(route_class=JsonBodyRoute, prefix="/system/auth", tags=["admin auth"])
operator_router = APIRouter(route_class=JsonBodyRoute, prefix="/system/operator", tags=["admin operators"])
audit_log_router = APIRouter(route_class=JsonBodyRoute, prefix="/system/audit-log", tags=["admin audit log"])

_LOGGED_IN = (UNAUTHORIZED, TOKEN_EXPIRED)
_ALLOWED = (*_LOGGED_IN, FORBIDDEN)

OperatorReader = Annotated[OperatorPrincipal, Depends(require_permission("system.operator:read"))]
OperatorWriter = Annotated[OperatorPrincipal, Depends(require_permission("system.operator:write"))]
AuditReader = Annotated[OperatorPrincipal, Depends(require_permission("system.audit:read"))]


@admin_auth_router.post(
    "/login",
    summary="Log an operator in with username, password and (when they have one) a TOTP code",
    description=describe_errors(
        errors.OPERATOR_BAD_CREDENTIALS,
        errors.OPERATOR_DISABLED,
        errors.OPERATOR_TOTP_REQUIRED,
        errors.OPERATOR_TOTP_WRONG,
    ),
)
async def login(
    body: OperatorLoginReq, session: DbSession, context: Context, settings: AppSettings, limiter: Limiter
) -> CommonResult[OperatorLoginResp]:
    return ok(await operator_service.login(session, settings, limiter, context.client_ip, body))


@admin_auth_router.post(
    "/refresh-token",
    summary="Trade an operator's refresh token for a new pair (each refresh token works once)",
    description=describe_errors(errors.OPERATOR_REFRESH_INVALID, errors.OPERATOR_DISABLED),
)
async def refresh_token(
    session: DbSession,
    settings: AppSettings,
    refreshToken: Annotated[str, TextRule(), Query(min_length=1, max_length=128)],  # noqa: N803 - spec name
) -> CommonResult[OperatorLoginResp]:
    return ok(await operator_tokens.refresh(session, settings, refreshToken))


@admin_auth_router.post(
    "/logout", summary="End this operator login: both its tokens stop working", description=describe_errors()
)
async def logout(
    credentials: OperatorBearer, session: DbSession, settings: AppSettings
) -> CommonResult[bool]:
    await operator_tokens.logout(session, settings, credentials.credentials if credentials else None)
    return ok(True)


@admin_auth_router.get(
    "/get-permission-info",
    summary="Who is logged in, their role and what they may do",
    description=describe_errors(*_LOGGED_IN),
)
async def get_permission_info(principal: CurrentOperator) -> CommonResult[PermissionInfoResp]:
    return ok(operator_service.permission_info(principal))


@operator_router.get("/page", summary="Operators, newest first", description=describe_errors(*_ALLOWED))
async def operator_page(
    params: Annotated[OperatorPageReq, Query()], principal: OperatorReader, session: ReadSession
) -> CommonResult[PageResult[OperatorResp]]:
    return ok(await operator_service.page(session, params))


@operator_router.post(
    "/create",
    summary="Add an operator (TOTP is set up from the command line)",
    description=describe_errors(*_ALLOWED, errors.OPERATOR_USERNAME_TAKEN),
)
async def create_operator(
    body: OperatorCreateReq, principal: OperatorWriter, session: DbSession, settings: AppSettings
) -> CommonResult[OperatorResp]:
    operator = await operator_service.create(session, settings, principal, body)
    return ok(operator_service.operator_resp(operator))


@operator_router.put(
    "/update",
    summary="Change an operator's role, enabled state or password (ends their sessions)",
    description=describe_errors(*_ALLOWED, errors.OPERATOR_NOT_FOUND, errors.OPERATOR_NOT_OWN_ACCOUNT),
)
async def update_operator(
    body: OperatorUpdateReq, principal: OperatorWriter, session: DbSession
) -> CommonResult[OperatorResp]:
    operator = await operator_service.update(session, principal, body)
    return ok(operator_service.operator_resp(operator))


@audit_log_router.get("/page", summary="The audit log, newest first", description=describe_errors(*_ALLOWED))
async def audit_log_page(
    params: Annotated[AuditLogPageReq, Query()], principal: AuditReader, session: ReadSession
) -> CommonResult[PageResult[AuditLogResp]]:
    return ok(await audit.page(session, params))


ADMIN_SYSTEM_ROUTERS = (admin_auth_router, operator_router, audit_log_router)
