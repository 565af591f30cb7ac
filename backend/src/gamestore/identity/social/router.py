"""HTTP for binding WeChat accounts (/member/social-user) and the WeChat steps of /member/auth
(the official account's authorize redirect, JS-SDK signatures)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from gamestore.core.auth import CurrentMember
from gamestore.core.context import Context
from gamestore.core.deps import AppSettings, DbSession, Limiter, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.validators import HttpUrl
from gamestore.identity import errors
from gamestore.identity.schemas import AuthLoginResp
from gamestore.identity.social import service
from gamestore.identity.social.deps import Wechat
from gamestore.identity.social.schemas import (
    TYPE_DESCRIPTION,
    JsapiSignatureResp,
    SocialLoginReq,
    SocialUserBindReq,
    SocialUserResp,
    SocialUserUnbindReq,
)
from gamestore.identity.social.wechat_api import SocialType

social_auth_router = APIRouter(route_class=JsonBodyRoute, prefix="/member/auth", tags=["member auth"])
social_user_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/member/social-user", tags=["member social"]
)

_LOGGED_IN = (UNAUTHORIZED, TOKEN_EXPIRED)


@social_auth_router.get(
    "/social-auth-redirect",
    summary="WeChat's authorize page for the official account (type 31); no login needed",
    **error_answers(errors.SOCIAL_REDIRECT_UNSUPPORTED, errors.SOCIAL_TYPE_NOT_SUPPORTED),
)
async def social_auth_redirect(
    settings: AppSettings,
    api: Wechat,
    type: Annotated[SocialType, Query(description=TYPE_DESCRIPTION)],
    redirectUri: Annotated[  # noqa: N803 - spec name
        HttpUrl, Query(description="Where WeChat sends the member back with ?code=&state= (absolute http(s))")
    ],
) -> CommonResult[str]:
    return ok(service.auth_redirect(settings, api, type, redirectUri))


@social_auth_router.post(
    "/social-login",
    summary="Log in by WeChat (31 with the redirect's code and state, 43 with the app SDK's code); "
    "the first login registers a member without a mobile",
    **error_answers(
        errors.SOCIAL_LOGIN_MINI_PROGRAM,
        errors.SOCIAL_TYPE_NOT_SUPPORTED,
        errors.SOCIAL_STATE_INVALID,
        errors.SOCIAL_AUTH_FAILED,
        errors.SOCIAL_BOUND_TO_OTHER,
        errors.SOCIAL_WECHAT_UNAVAILABLE,
        errors.AUTH_ACCOUNT_DISABLED,
    ),
)
async def social_login(
    body: SocialLoginReq,
    session: DbSession,
    context: Context,
    settings: AppSettings,
    api: Wechat,
    limiter: Limiter,
) -> CommonResult[AuthLoginResp]:
    return ok(await service.login(session, context, settings, api, limiter, body))


@social_auth_router.post(
    "/create-weixin-jsapi-signature",
    summary="wx.config for a page in the WeChat browser (official account JS-SDK); no login needed",
    **error_answers(errors.SOCIAL_TYPE_NOT_SUPPORTED, errors.SOCIAL_WECHAT_UNAVAILABLE),
)
async def create_weixin_jsapi_signature(
    api: Wechat,
    url: Annotated[HttpUrl, Query(description="The page's URL; a #fragment is left out of the signature")],
) -> CommonResult[JsapiSignatureResp]:
    return ok(await service.jsapi_signature(api, url))


@social_user_router.post(
    "/bind",
    summary="Bind the WeChat account behind a login code; answers its openid",
    **error_answers(
        *_LOGGED_IN,
        errors.SOCIAL_TYPE_NOT_SUPPORTED,
        errors.SOCIAL_STATE_INVALID,
        errors.SOCIAL_AUTH_FAILED,
        errors.SOCIAL_BOUND_TO_OTHER,
        errors.SOCIAL_WECHAT_UNAVAILABLE,
    ),
)
async def bind_social_user(
    body: SocialUserBindReq,
    principal: CurrentMember,
    session: DbSession,
    settings: AppSettings,
    api: Wechat,
    limiter: Limiter,
) -> CommonResult[str]:
    return ok(await service.bind(session, settings, api, limiter, principal.member_id, body))


@social_user_router.get(
    "/get",
    summary="The member's bound account of a type (data null when none is bound)",
    **error_answers(*_LOGGED_IN),
)
async def get_social_user(
    principal: CurrentMember,
    session: ReadSession,
    type: Annotated[SocialType, Query(description=TYPE_DESCRIPTION)],
) -> CommonResult[SocialUserResp | None]:
    return ok(await service.get(session, principal.member_id, type))


@social_user_router.delete(
    "/unbind",
    summary="Unbind one of the member's WeChat accounts",
    **error_answers(*_LOGGED_IN, errors.SOCIAL_USER_NOT_FOUND),
)
async def unbind_social_user(
    body: SocialUserUnbindReq, principal: CurrentMember, session: DbSession
) -> CommonResult[bool]:
    await service.unbind(session, principal.member_id, body)
    return ok(True)
