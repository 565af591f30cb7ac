"""HTTP for binding a Steam account (/member/social-user/steam-*)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Query, Request
from fastapi.responses import RedirectResponse, Response

from gamestore.core.auth import CurrentMember
from gamestore.core.db import writing
from gamestore.core.deps import AppSettings, DbSession, Limiter, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import TOKEN_EXPIRED, UNAUTHORIZED, AppError, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.identity import errors
from gamestore.identity.social import steam_service
from gamestore.identity.social.steam_api import SteamApi
from gamestore.identity.social.steam_schemas import BindToken, SteamAccountResp, SteamBindReq, SteamLoginReq

steam_router = APIRouter(route_class=JsonBodyRoute, prefix="/member/social-user", tags=["member social"])

_LOGGED_IN = (UNAUTHORIZED, TOKEN_EXPIRED)


async def _steam(request: Request) -> SteamApi:
    api: SteamApi = request.app.state.steam
    return api


Steam = Annotated[SteamApi, Depends(_steam)]


def _request_origin(request: Request) -> str:
    return f"{request.url.scheme}://{request.url.netloc}"


@steam_router.post(
    "/steam-login",
    summary="Steam's OpenID sign-in address (checkid_setup) for binding the member's Steam account",
    **error_answers(*_LOGGED_IN, errors.STEAM_URL_NOT_OURS),
)
async def steam_login(
    body: SteamLoginReq,
    principal: CurrentMember,
    session: DbSession,
    settings: AppSettings,
    steam: Steam,
    request: Request,
) -> CommonResult[str]:
    origin = steam_service.store_origin(settings, _request_origin(request))
    return ok(await steam_service.start(session, steam, principal.member_id, body, origin))


@steam_router.get(
    "/steam-callback",
    summary="Where Steam sends the member back: checks the assertion, then on to the app's index/steam",
    **error_answers(
        errors.STEAM_SIGN_IN_FAILED,
        prose=(
            "Answers a redirect (303) to the callbackUrl of steam-login with userId, type=steam and steamId, "
            "or errCode when the assertion is not believed; a token naming no sign-in answers the error. "
        ),
    ),
    response_class=Response,
    responses={303: {"description": "On to the app's page"}, 200: {"content": {"application/json": {}}}},
)
async def steam_callback(
    token: Annotated[BindToken, Query(description="The one-time token steam-login put in return_to")],
    request: Request,
    session: ReadSession,
    settings: AppSettings,
    steam: Steam,
    limiter: Limiter,
) -> Response:
    params: dict[str, str | list[str]] = {}
    for key, value in request.query_params.multi_items():
        if key.startswith("openid."):
            params[key] = [*params.get(key, []), value]
    origin = steam_service.store_origin(settings, _request_origin(request))
    async with writing(session) as unit:
        outcome = await steam_service.callback(unit, steam, limiter, token, params, origin)
    if outcome.location is None:
        raise AppError(outcome.error or errors.STEAM_SIGN_IN_FAILED)
    return RedirectResponse(outcome.location, status_code=303)


@steam_router.post(
    "/steam-bind",
    summary="Bind the Steam account this server verified for the member in steam-callback",
    **error_answers(*_LOGGED_IN, errors.STEAM_NOT_VERIFIED, errors.STEAM_BOUND_TO_OTHER),
)
async def steam_bind(
    body: SteamBindReq, principal: CurrentMember, session: DbSession, steam: Steam
) -> CommonResult[SteamAccountResp]:
    return ok(await steam_service.bind(session, steam, principal.member_id, body))


@steam_router.post(
    "/steam-unbind",
    summary="Unbind the member's Steam account",
    **error_answers(*_LOGGED_IN, errors.STEAM_NOT_BOUND),
)
async def steam_unbind(principal: CurrentMember, session: DbSession) -> CommonResult[bool]:
    await steam_service.unbind(session, principal.member_id)
    return ok(True)
