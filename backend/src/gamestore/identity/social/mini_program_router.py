"""HTTP for the WeChat mini program: logging in with WeChat's phone number (/member/auth), the
mobile from WeChat (/member/user), mini-program codes and subscribe templates (/member/social-user)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from gamestore.core.auth import CurrentMember
from gamestore.core.context import Context
from gamestore.core.deps import AppSettings, DbSession, Limiter
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import TOKEN_EXPIRED, TOO_MANY_REQUESTS, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.validation_errors import missing_field
from gamestore.identity import errors
from gamestore.identity.schemas import AuthLoginResp
from gamestore.identity.social import mini_program
from gamestore.identity.social.deps import Wechat
from gamestore.identity.social.mini_program import (
    SubscribeTemplateResp,
    UpdateMobileByWeixinReq,
    WechatCode,
    WeixinMiniAppLoginReq,
    WxaQrcodeReq,
)

mini_auth_router = APIRouter(route_class=JsonBodyRoute, prefix="/member/auth", tags=["member auth"])
mini_user_router = APIRouter(route_class=JsonBodyRoute, prefix="/member/user", tags=["member user"])
mini_social_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/member/social-user", tags=["member social"]
)

_LOGGED_IN = (UNAUTHORIZED, TOKEN_EXPIRED)


@mini_auth_router.post(
    "/weixin-mini-app-login",
    summary="Log in from the mini program with WeChat's phone number (the first login registers the "
    "member) and bind its openid",
    **error_answers(
        errors.SOCIAL_TYPE_NOT_SUPPORTED,
        errors.SOCIAL_STATE_INVALID,
        errors.SOCIAL_AUTH_FAILED,
        errors.MINI_PHONE_NOT_OBTAINED,
        errors.SOCIAL_BOUND_TO_OTHER,
        errors.USER_MOBILE_TAKEN,
        errors.SOCIAL_WECHAT_UNAVAILABLE,
        errors.AUTH_ACCOUNT_DISABLED,
    ),
)
async def weixin_mini_app_login(
    body: WeixinMiniAppLoginReq,
    session: DbSession,
    context: Context,
    settings: AppSettings,
    api: Wechat,
    limiter: Limiter,
) -> CommonResult[AuthLoginResp]:
    return ok(await mini_program.login(session, context, settings, api, limiter, body))


@mini_user_router.put(
    "/update-mobile-by-weixin",
    summary="Change the member's mobile to the number WeChat has (a getPhoneNumber code)",
    **error_answers(
        *_LOGGED_IN,
        errors.SOCIAL_TYPE_NOT_SUPPORTED,
        errors.MINI_PHONE_NOT_OBTAINED,
        errors.USER_MOBILE_UNCHANGED,
        errors.USER_MOBILE_TAKEN,
        errors.SOCIAL_WECHAT_UNAVAILABLE,
    ),
)
async def update_mobile_by_weixin(
    principal: CurrentMember,
    session: DbSession,
    api: Wechat,
    code: Annotated[
        WechatCode | None, Query(description="The code of the getPhoneNumber button (or in the body)")
    ] = None,
    body: UpdateMobileByWeixinReq | None = None,
) -> CommonResult[bool]:
    # The spec names the code without saying where; yudao's client sends it in the JSON body.
    given = body.code if body is not None and body.code is not None else code
    if given is None:
        raise missing_field("body", "code")
    await mini_program.update_mobile(session, api, principal, given)
    return ok(True)


@mini_social_router.post(
    "/wxa-qrcode",
    summary="A mini-program code (base64 PNG) opening a page with a scene, for share posters; no login "
    "needed",
    **error_answers(
        errors.SOCIAL_TYPE_NOT_SUPPORTED,
        errors.MINI_PAGE_NOT_PUBLISHED,
        errors.MINI_WXA_CODE_FAILED,
        errors.SOCIAL_WECHAT_UNAVAILABLE,
        TOO_MANY_REQUESTS,
    ),
)
async def wxa_qrcode(
    body: WxaQrcodeReq, api: Wechat, settings: AppSettings, limiter: Limiter, context: Context
) -> CommonResult[str]:
    return ok(await mini_program.wxa_code(api, settings, limiter, context.client_ip, body))


@mini_social_router.get(
    "/get-subscribe-template-list",
    summary="The mini program's subscribe-message templates (empty when the store has no mini program)",
    **error_answers(
        errors.SOCIAL_WECHAT_UNAVAILABLE,
        prose="`reminder` is true for the template activity reminders are sent with (WECHAT_MINI_PROGRAM_"
        "REMINDER_TEMPLATE): the one to ask the member to accept for a reminder; none is marked when the "
        "store sends no reminders to the mini program. ",
    ),
)
async def get_subscribe_template_list(
    api: Wechat, settings: AppSettings
) -> CommonResult[list[SubscribeTemplateResp]]:
    return ok(await mini_program.subscribe_templates(api, settings))
