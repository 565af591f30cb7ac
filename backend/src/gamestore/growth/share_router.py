"""HTTP for sharing and referrals (spec §2 share links, §3 Share info)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query
from fastapi.responses import Response

from gamestore.core.auth import CurrentMember, OptionalMember
from gamestore.core.context import Context
from gamestore.core.deps import AppSettings, DbSession, FileStorage, Limiter, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import TOKEN_EXPIRED, TOO_MANY_REQUESTS, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.pagination import PageResult
from gamestore.growth import errors, referral_service, share_service
from gamestore.growth.deps import ShareContext
from gamestore.growth.share_schemas import (
    ReferralFriendResp,
    ReferralPageReq,
    ReferralSummaryResp,
    ShareCode,
    ShareInfoReq,
    ShareInfoResp,
    ShareLogReq,
    ShareResolveReq,
    ShareResolveResp,
)
from gamestore.growth.share_service import MiniProgramCodes
from gamestore.identity.social.deps import Wechat

share_router = APIRouter(route_class=JsonBodyRoute, prefix="/member/share", tags=["member sharing"])
referral_router = APIRouter(route_class=JsonBodyRoute, prefix="/member/referral", tags=["member sharing"])

_LOGGED_IN = (UNAUTHORIZED, TOKEN_EXPIRED)
_POSTER_CACHE = "public, max-age=300"


@share_router.get(
    "/info",
    summary="A page's share for the member (a visitor's share names sharer 0 and refers nobody)",
    **error_answers(errors.SHARE_TARGET_NOT_FOUND),
)
async def share_info(
    params: Annotated[ShareInfoReq, Query()],
    principal: OptionalMember,
    session: ReadSession,
    sharing: ShareContext,
    context: Context,
) -> CommonResult[ShareInfoResp]:
    sharer_id = principal.member_id if principal else 0
    return ok(await share_service.info(session, sharing, sharer_id, params, context.language))


@share_router.post(
    "/log",
    summary="A share the member made (counts towards tasks about sharing, once per page a period)",
    **error_answers(*_LOGGED_IN),
)
async def share_log(body: ShareLogReq, principal: CurrentMember, session: DbSession) -> CommonResult[bool]:
    await share_service.log(session, principal.member_id, body)
    return ok(True)


@share_router.get(
    "/resolve",
    summary="The page a share code opens and its tracking string (a mini-program code's scene); no login "
    "needed",
    **error_answers(errors.SHARE_CODE_NOT_FOUND),
)
async def share_resolve(
    params: Annotated[ShareResolveReq, Query()], session: ReadSession, sharing: ShareContext, context: Context
) -> CommonResult[ShareResolveResp]:
    return ok(await share_service.resolve(session, sharing, params, context.language))


@share_router.get(
    "/poster",
    summary="The poster behind a share code (PNG: picture, title, price, sharer, QR code of the link; a "
    "mini-program share's shows the mini program's code when the store has one)",
    **error_answers(errors.SHARE_CODE_NOT_FOUND, errors.SHARE_TARGET_NOT_FOUND, TOO_MANY_REQUESTS),
    response_class=Response,
    responses={200: {"content": {"image/png": {}, "application/json": {}}}},
)
async def share_poster(
    code: Annotated[ShareCode, Query(description="The share code from share info")],
    session: ReadSession,
    sharing: ShareContext,
    storage: FileStorage,
    limiter: Limiter,
    settings: AppSettings,
    context: Context,
    wechat: Wechat,
    skuId: Annotated[  # noqa: N803 - the app's name
        int | None, Query(ge=1, le=2**53 - 1, description="The game's version shared, as share info gave it")
    ] = None,
) -> Response:
    per_minute = settings.poster_renders_per_ip_per_minute

    async def may_draw() -> bool:
        return await limiter.hit(f"poster:{context.client_ip}", per_minute, 60)

    mini_codes = MiniProgramCodes(wechat, settings, limiter, context.client_ip)
    png = await share_service.poster(
        session, sharing, storage, code, context.language, may_draw, mini_codes, skuId
    )
    return Response(png, media_type="image/png", headers={"Cache-Control": _POSTER_CACHE})


@referral_router.get(
    "/summary",
    summary="The member's referred friends and the points their purchases earned",
    **error_answers(*_LOGGED_IN),
)
async def referral_summary(
    principal: CurrentMember, session: ReadSession, settings: AppSettings
) -> CommonResult[ReferralSummaryResp]:
    return ok(await referral_service.summary(session, settings, principal.member_id))


@referral_router.get(
    "/page",
    summary="The member's referred friends, newest first, with their purchases and the points earned",
    **error_answers(*_LOGGED_IN),
)
async def referral_page(
    params: Annotated[ReferralPageReq, Query()], principal: CurrentMember, session: ReadSession
) -> CommonResult[PageResult[ReferralFriendResp]]:
    return ok(await referral_service.page(session, principal.member_id, params))
