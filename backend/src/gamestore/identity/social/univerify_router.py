"""HTTP for one-tap login in the app (POST /member/auth/univerify-app-login)."""

from __future__ import annotations

from fastapi import APIRouter

from gamestore.core.context import Context
from gamestore.core.deps import AppSettings, DbSession, Limiter
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.identity import errors
from gamestore.identity.schemas import AuthLoginResp
from gamestore.identity.social import univerify
from gamestore.identity.social.univerify import UniverifyLoginReq

univerify_router = APIRouter(route_class=JsonBodyRoute, prefix="/member/auth", tags=["member auth"])


@univerify_router.post(
    "/univerify-app-login",
    summary="Log in with the app's one-tap result (uni.login univerify); the first login registers "
    "the provider's number",
    **error_answers(
        errors.UNIVERIFY_FAILED,
        errors.UNIVERIFY_NO_NUMBER,
        errors.UNIVERIFY_NOT_SUPPORTED,
        errors.AUTH_ACCOUNT_DISABLED,
    ),
)
async def univerify_app_login(
    body: UniverifyLoginReq, session: DbSession, context: Context, settings: AppSettings, limiter: Limiter
) -> CommonResult[AuthLoginResp]:
    return ok(await univerify.login(session, context, settings, limiter, body))
