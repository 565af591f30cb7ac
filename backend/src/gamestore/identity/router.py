"""HTTP for /member/auth and /member/user: parse, call the service, wrap the answer."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from gamestore.core.auth import Bearer, CurrentMember, OptionalMember
from gamestore.core.context import Context
from gamestore.core.deps import AppSettings, DbSession, Limiter, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import TOKEN_EXPIRED, UNAUTHORIZED, AppError, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.validators import TextRule
from gamestore.identity import auth_service, country, errors, sms_service, token_service, user_service
from gamestore.identity.deps import Sms
from gamestore.identity.schemas import (
    AuthLoginResp,
    PasswordLoginReq,
    ResetPasswordReq,
    SendSmsCodeReq,
    SmsLoginReq,
    UpdateLanguageReq,
    UpdateMobileReq,
    UpdatePasswordReq,
    UserInfoResp,
    UserUpdateReq,
)
from gamestore.identity.social import steam_service
from gamestore.loyalty import membership_tables

auth_router = APIRouter(route_class=JsonBodyRoute, prefix="/member/auth", tags=["member auth"])
user_router = APIRouter(route_class=JsonBodyRoute, prefix="/member/user", tags=["member user"])

_CODE_ERRORS = (errors.SMS_CODE_NOT_FOUND, errors.SMS_CODE_WRONG, errors.SMS_CODE_BURNED)
_LOGGED_IN = (UNAUTHORIZED, TOKEN_EXPIRED)


@auth_router.post(
    "/send-sms-code",
    summary="Send a verification code (scenes 2 and 3 need a login)",
    **error_answers(
        errors.SMS_SEND_TOO_FAST,
        errors.SMS_DAILY_LIMIT,
        errors.SMS_SEND_FAILED,
        errors.SMS_MOBILE_NOT_YOURS,
        errors.USER_MOBILE_REQUIRED,
    ),
)
async def send_sms_code(
    body: SendSmsCodeReq,
    session: DbSession,
    context: Context,
    settings: AppSettings,
    limiter: Limiter,
    sms: Sms,
    principal: OptionalMember,
) -> CommonResult[bool]:
    member = await user_service.get_member(session, principal) if principal else None
    request = sms_service.SmsRequest(mobile=body.mobile, scene=body.scene, member=member)
    await sms_service.send_code(session, context, settings, limiter, sms, request)
    return ok(True)


@auth_router.post(
    "/sms-login",
    summary="Log in with a code (scene 1); the first login registers the member",
    **error_answers(*_CODE_ERRORS, errors.AUTH_ACCOUNT_DISABLED),
)
async def sms_login(
    body: SmsLoginReq, session: DbSession, context: Context, settings: AppSettings
) -> CommonResult[AuthLoginResp]:
    return ok(await auth_service.sms_login(session, context, settings, body))


@auth_router.post(
    "/login",
    summary="Log in with mobile and password",
    **error_answers(errors.AUTH_BAD_CREDENTIALS, errors.AUTH_ACCOUNT_DISABLED),
)
async def password_login(
    body: PasswordLoginReq, session: DbSession, context: Context, settings: AppSettings, limiter: Limiter
) -> CommonResult[AuthLoginResp]:
    return ok(await auth_service.password_login(session, context, settings, limiter, body))


@auth_router.post("/logout", summary="End this login: both its tokens stop working", **error_answers())
async def logout(credentials: Bearer, session: DbSession, settings: AppSettings) -> CommonResult[bool]:
    await token_service.logout(session, settings, credentials.credentials if credentials else None)
    return ok(True)


@auth_router.post(
    "/refresh-token",
    summary="Trade a refresh token for a new pair (each refresh token works once)",
    **error_answers(errors.AUTH_REFRESH_INVALID, errors.AUTH_ACCOUNT_DISABLED),
)
async def refresh_token(
    session: DbSession,
    context: Context,
    settings: AppSettings,
    refreshToken: Annotated[str, TextRule(), Query(min_length=1, max_length=128)],  # noqa: N803 - spec name
) -> CommonResult[AuthLoginResp]:
    return ok(await token_service.refresh(session, settings, context.tenant_id, refreshToken))


@user_router.get("/get", summary="The logged-in member's profile", **error_answers(*_LOGGED_IN))
async def get_user(
    principal: CurrentMember, session: ReadSession, context: Context, settings: AppSettings
) -> CommonResult[UserInfoResp]:
    member, held, steam, pending = await steam_service.member_and_account(session, principal.member_id)
    if member is None or member.tenant_id != principal.tenant_id:
        raise AppError(UNAUTHORIZED)
    levels = await membership_tables.levels(session)
    info = user_service.user_info(member, held, context.language, levels)
    where = country.choose(
        steam.country if steam else None, member.country, settings.geoip_database, context.client_ip
    )
    return ok(
        info.model_copy(
            update={
                "steam": steam,
                "pendingPoint": pending.points,
                "pendingExperience": pending.experience,
                "activationCountry": where.country,
                "activationCountrySource": where.source,
            }
        )
    )


@user_router.put(
    "/update", summary="Change nickname, avatar, gender or country", **error_answers(*_LOGGED_IN)
)
async def update_user(
    body: UserUpdateReq, principal: CurrentMember, session: DbSession
) -> CommonResult[bool]:
    await user_service.update_profile(session, principal, body)
    return ok(True)


@user_router.put(
    "/update-language",
    summary="The language the member now uses the app in: reminders, replies and refunds are told in it",
    **error_answers(*_LOGGED_IN),
)
async def update_language(
    body: UpdateLanguageReq, principal: CurrentMember, session: DbSession
) -> CommonResult[bool]:
    await user_service.update_language(session, principal, body.language)
    return ok(True)


@user_router.put(
    "/update-mobile",
    summary="Change the mobile number (codes to the current number, if any, and the new one, scene 2)",
    **error_answers(
        *_LOGGED_IN,
        *_CODE_ERRORS,
        errors.USER_MOBILE_TAKEN,
        errors.USER_MOBILE_UNCHANGED,
        errors.USER_OLD_CODE_REQUIRED,
    ),
)
async def update_mobile(
    body: UpdateMobileReq, principal: CurrentMember, session: DbSession, settings: AppSettings
) -> CommonResult[bool]:
    await user_service.update_mobile(session, settings, principal, body)
    return ok(True)


@user_router.put(
    "/update-password",
    summary="Change the password (code sent to the account's mobile, scene 3)",
    **error_answers(*_LOGGED_IN, *_CODE_ERRORS, errors.USER_MOBILE_REQUIRED),
)
async def update_password(
    body: UpdatePasswordReq, principal: CurrentMember, session: DbSession, settings: AppSettings
) -> CommonResult[bool]:
    await user_service.update_password(session, settings, principal, body)
    return ok(True)


@user_router.put(
    "/reset-password",
    summary="Set a forgotten password (code sent to the mobile, scene 4); no login needed",
    **error_answers(*_CODE_ERRORS),
)
async def reset_password(
    body: ResetPasswordReq, session: DbSession, context: Context, settings: AppSettings
) -> CommonResult[bool]:
    await user_service.reset_password(session, settings, context.tenant_id, body)
    return ok(True)
