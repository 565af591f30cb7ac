"""HTTP for /admin-api/system/auth: an operator logs in, refreshes their tokens and logs out (their
accounts are the system domain's, their sessions identity's)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from gamestore.core.context import Context
from gamestore.core.deps import AppSettings, DbSession, Limiter
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.operators import OperatorBearer
from gamestore.core.validators import TextRule
from gamestore.identity import operator_sessions
from gamestore.system import errors, operator_service
from gamestore.system.admin_schemas import OperatorLoginReq, OperatorLoginResp

operator_auth_router = APIRouter(route_class=JsonBodyRoute, prefix="/system/auth", tags=["admin auth"])


@operator_auth_router.post(
    "/login",
    summary="Log an operator in with username, password and (when they have one) a TOTP code",
    **error_answers(
        errors.OPERATOR_BAD_CREDENTIALS,
        errors.OPERATOR_DISABLED,
        errors.OPERATOR_TOTP_REQUIRED,
        errors.OPERATOR_TOTP_WRONG,
        errors.OPERATOR_LOGIN_SLOWED,
    ),
)
async def login(
    body: OperatorLoginReq, session: DbSession, context: Context, settings: AppSettings, limiter: Limiter
) -> CommonResult[OperatorLoginResp]:
    operator = await operator_service.check_login(session, settings, limiter, context.client_ip, body)
    return ok(await operator_sessions.start_session(session, settings, operator))


@operator_auth_router.post(
    "/refresh-token",
    summary="Trade an operator's refresh token for a new pair (each refresh token works once)",
    **error_answers(errors.OPERATOR_REFRESH_INVALID, errors.OPERATOR_DISABLED),
)
async def refresh_token(
    session: DbSession,
    settings: AppSettings,
    refreshToken: Annotated[str, TextRule(), Query(min_length=1, max_length=128)],  # noqa: N803 - spec name
) -> CommonResult[OperatorLoginResp]:
    return ok(await operator_sessions.refresh(session, settings, refreshToken))


@operator_auth_router.post(
    "/logout", summary="End this operator login: both its tokens stop working", **error_answers()
)
async def logout(
    credentials: OperatorBearer, session: DbSession, settings: AppSettings
) -> CommonResult[bool]:
    await operator_sessions.logout(session, settings, credentials.credentials if credentials else None)
    return ok(True)
