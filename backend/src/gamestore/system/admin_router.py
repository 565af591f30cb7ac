"""HTTP for /admin-api/system: who is logged in, operators, the audit log and the outbox's deliveries
(logging in, refreshing and logging out are identity's: identity/operator_auth_router.py)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, File, Query, Request, UploadFile

from gamestore.core.deps import AppSettings, DbSession, FileStorage, Limiter, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import FORBIDDEN, TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.operators import CurrentOperator, OperatorPrincipal, require_permission
from gamestore.core.pagination import PageResult
from gamestore.system import audit, errors, files, operator_service, outbox_admin_service
from gamestore.system.admin_schemas import (
    AuditLogPageReq,
    AuditLogResp,
    OperatorCreateReq,
    OperatorPageReq,
    OperatorResp,
    OperatorTotpBeginResp,
    OperatorTotpConfirmReq,
    OperatorTotpResetReq,
    OperatorUpdateReq,
    OutboxMessageResp,
    OutboxPageReq,
    OutboxReplayReq,
    PermissionInfoResp,
)

admin_auth_router = APIRouter(route_class=JsonBodyRoute, prefix="/system/auth", tags=["admin auth"])
operator_router = APIRouter(route_class=JsonBodyRoute, prefix="/system/operator", tags=["admin operators"])
audit_log_router = APIRouter(route_class=JsonBodyRoute, prefix="/system/audit-log", tags=["admin audit log"])
outbox_router = APIRouter(route_class=JsonBodyRoute, prefix="/system/outbox", tags=["admin outbox"])
admin_file_router = APIRouter(route_class=JsonBodyRoute, prefix="/system/file", tags=["admin files"])

_LOGGED_IN = (UNAUTHORIZED, TOKEN_EXPIRED)
_ALLOWED = (*_LOGGED_IN, FORBIDDEN)

OperatorReader = Annotated[OperatorPrincipal, Depends(require_permission("system.operator:read"))]
OperatorWriter = Annotated[OperatorPrincipal, Depends(require_permission("system.operator:write"))]
AuditReader = Annotated[OperatorPrincipal, Depends(require_permission("system.audit:read"))]
OutboxReader = Annotated[OperatorPrincipal, Depends(require_permission("system.outbox:read"))]
OutboxWriter = Annotated[OperatorPrincipal, Depends(require_permission("system.outbox:write"))]
PictureWriter = Annotated[OperatorPrincipal, Depends(require_permission("system.picture:write"))]


@admin_auth_router.get(
    "/get-permission-info",
    summary="Who is logged in, their role and what they may do",
    **error_answers(*_LOGGED_IN),
)
async def get_permission_info(principal: CurrentOperator) -> CommonResult[PermissionInfoResp]:
    return ok(operator_service.permission_info(principal))


@operator_router.get("/page", summary="Operators, newest first", **error_answers(*_ALLOWED))
async def operator_page(
    params: Annotated[OperatorPageReq, Query()], principal: OperatorReader, session: ReadSession
) -> CommonResult[PageResult[OperatorResp]]:
    return ok(await operator_service.page(session, params))


@operator_router.post(
    "/create",
    summary="Add an operator (TOTP is set up from the command line)",
    **error_answers(*_ALLOWED, errors.OPERATOR_USERNAME_TAKEN),
)
async def create_operator(
    body: OperatorCreateReq, principal: OperatorWriter, session: DbSession, settings: AppSettings
) -> CommonResult[OperatorResp]:
    operator = await operator_service.create(session, settings, principal, body)
    return ok(operator_service.operator_resp(operator))


@operator_router.put(
    "/update",
    summary="Change an operator's role, enabled state or password (ends their sessions)",
    **error_answers(*_ALLOWED, errors.OPERATOR_NOT_FOUND, errors.OPERATOR_NOT_OWN_ACCOUNT),
)
async def update_operator(
    body: OperatorUpdateReq, principal: OperatorWriter, session: DbSession
) -> CommonResult[OperatorResp]:
    operator = await operator_service.update(session, principal, body)
    return ok(operator_service.operator_resp(operator))


@operator_router.post(
    "/totp/begin",
    summary=(
        "Start two-step verification for yourself: a new secret and its otpauth:// URI, pending (not asked "
        "at login) until a code from it is confirmed; beginning again replaces the pending one"
    ),
    **error_answers(*_LOGGED_IN, errors.OPERATOR_TOTP_ALREADY_ENABLED),
)
async def totp_begin(
    principal: CurrentOperator, session: DbSession, settings: AppSettings
) -> CommonResult[OperatorTotpBeginResp]:
    return ok(await operator_service.begin_totp(session, settings, principal))


@operator_router.post(
    "/totp/confirm",
    summary="Turn your pending two-step verification on with a code from it: every login asks for one after",
    **error_answers(
        *_LOGGED_IN,
        errors.OPERATOR_TOTP_ALREADY_ENABLED,
        errors.OPERATOR_TOTP_NOT_BEGUN,
        errors.OPERATOR_TOTP_WRONG,
    ),
)
async def totp_confirm(
    body: OperatorTotpConfirmReq,
    principal: CurrentOperator,
    session: DbSession,
    settings: AppSettings,
    limiter: Limiter,
) -> CommonResult[OperatorResp]:
    return ok(await operator_service.confirm_totp(session, settings, limiter, principal, body.code))


@operator_router.post(
    "/totp/reset",
    summary="Turn another operator's two-step verification off (their logins take the password alone)",
    **error_answers(*_ALLOWED, errors.OPERATOR_NOT_FOUND, errors.OPERATOR_TOTP_OWN_RESET),
)
async def totp_reset(
    body: OperatorTotpResetReq, principal: OperatorWriter, session: DbSession
) -> CommonResult[OperatorResp]:
    return ok(await operator_service.reset_totp(session, principal, body.id))


@audit_log_router.get("/page", summary="The audit log, newest first", **error_answers(*_ALLOWED))
async def audit_log_page(
    params: Annotated[AuditLogPageReq, Query()], principal: AuditReader, session: ReadSession
) -> CommonResult[PageResult[AuditLogResp]]:
    return ok(await audit.page(session, params))


@outbox_router.get(
    "/page",
    summary="Messages to the outside world (pushes, subscribe messages …), newest first, by state",
    **error_answers(*_ALLOWED),
)
async def outbox_page(
    params: Annotated[OutboxPageReq, Query()], principal: OutboxReader, session: ReadSession
) -> CommonResult[PageResult[OutboxMessageResp]]:
    return ok(await outbox_admin_service.page(session, params))


@outbox_router.post(
    "/replay",
    summary="Send a failed or delivered message again: back to pending with its tries reset (audited)",
    **error_answers(*_ALLOWED, errors.OUTBOX_MESSAGE_NOT_FOUND, errors.OUTBOX_MESSAGE_NOT_REPLAYABLE),
)
async def outbox_replay(
    body: OutboxReplayReq, principal: OutboxWriter, session: DbSession
) -> CommonResult[OutboxMessageResp]:
    return ok(await outbox_admin_service.replay(session, principal, body.id))


@admin_file_router.post(
    "/upload",
    summary=(
        "Upload a still picture (PNG, JPG, GIF, WebP) for a cover, a banner or a picture field: stored "
        "public, re-encoded without metadata, as a member's upload is; answers its URL"
    ),
    **error_answers(
        *_ALLOWED,
        errors.FILE_EMPTY,
        errors.FILE_TOO_LARGE,
        errors.FILE_TYPE_NOT_ALLOWED,
        errors.IMAGE_TOO_MANY_PIXELS,
        errors.IMAGE_ANIMATED,
        errors.FILE_STORE_UNAVAILABLE,
    ),
)
async def upload_picture(
    request: Request,
    principal: PictureWriter,
    session: DbSession,
    settings: AppSettings,
    limiter: Limiter,
    storage: FileStorage,
    file: UploadFile = File(description="The picture"),
) -> CommonResult[str]:
    content = await file.read(settings.upload_max_bytes + 1)
    base_url = str(request.base_url)
    return ok(
        await files.save_operator_picture(session, settings, limiter, storage, principal, content, base_url)
    )


ADMIN_SYSTEM_ROUTERS = (
    admin_auth_router,
    operator_router,
    audit_log_router,
    outbox_router,
    admin_file_router,
)
