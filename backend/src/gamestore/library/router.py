"""HTTP for the games a member owns and for opening browser games with a game code."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Query, Request, Response

from gamestore.catalogue.errors import SPU_NOT_FOUND
from gamestore.core.auth import CurrentMember, OptionalMember
from gamestore.core.context import Context
from gamestore.core.deps import AppSettings, Limiter, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import TOKEN_EXPIRED, TOO_MANY_REQUESTS, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.pagination import PageParam, PageResult
from gamestore.core.validators import Id
from gamestore.identity.errors import STEAM_NOT_BOUND
from gamestore.identity.social.steam_api import SteamApi
from gamestore.library import errors, service, steam_library
from gamestore.library.schemas import (
    GameCodeResp,
    GameCodeVerifyReq,
    GameCodeVerifyResp,
    OwnedGameResp,
    SteamLibraryResp,
    SteamWishlistImportResp,
)

game_user_router = APIRouter(route_class=JsonBodyRoute, prefix="/game/user", tags=["game ownership"])
game_data_router = APIRouter(route_class=JsonBodyRoute, prefix="/game/data", tags=["game codes"])

# A missing token is 401 where login is needed; a bad token is 401 everywhere (the client refreshes).
_LOGGED_IN = (UNAUTHORIZED, TOKEN_EXPIRED)

SpuIdQuery = Annotated[Id, Query(description="The game's id")]


async def _steam(request: Request) -> SteamApi:
    api: SteamApi = request.app.state.steam
    return api


Steam = Annotated[SteamApi, Depends(_steam)]


@game_user_router.get(
    "/isGameOwnedByUser",
    summary="Whether the logged-in member owns the game (false for visitors and unknown games)",
    **error_answers(*_LOGGED_IN),
)
async def is_game_owned_by_user(
    spuId: SpuIdQuery,  # noqa: N803 - spec name
    principal: OptionalMember,
    session: ReadSession,
) -> CommonResult[bool]:
    member_id = principal.member_id if principal else None
    return ok(await service.owns(session, member_id, spuId))


@game_user_router.get(
    "/page",
    summary="The member's games, the latest bought first (games off the shelf included)",
    **error_answers(*_LOGGED_IN),
)
async def owned_game_page(
    params: Annotated[PageParam, Query()], principal: CurrentMember, session: ReadSession, context: Context
) -> CommonResult[PageResult[OwnedGameResp]]:
    return ok(await service.page(session, principal.member_id, params, context.language))


@game_data_router.get(
    "/code",
    summary="A short-lived code that opens a browser (H5) game the member owns",
    **error_answers(*_LOGGED_IN, SPU_NOT_FOUND, errors.GAME_NOT_OWNED, errors.GAME_NOT_BROWSER),
)
async def game_code(
    spuId: SpuIdQuery,  # noqa: N803 - spec name
    principal: CurrentMember,
    session: ReadSession,
    settings: AppSettings,
) -> CommonResult[GameCodeResp]:
    return ok(await service.issue_game_code(session, settings, principal.member_id, spuId))


@game_data_router.post(
    "/verify-code",
    summary="For a game's server: who a game code belongs to and for which game (no member login)",
    **error_answers(errors.GAME_CODE_INVALID, errors.GAME_CODE_EXPIRED),
)
async def verify_game_code(
    body: GameCodeVerifyReq, settings: AppSettings
) -> CommonResult[GameCodeVerifyResp]:
    return ok(service.verify_game_code(settings, body.code))


@game_user_router.get(
    "/steam-library",
    summary="The games and versions the member's bound Steam account owns (read from Steam when due: "
    "first after binding, then at most daily), for marking them in the app",
    **error_answers(*_LOGGED_IN),
)
async def steam_library_read(
    principal: CurrentMember, session: ReadSession, steam: Steam, response: Response
) -> CommonResult[SteamLibraryResp]:
    # The app keeps it for the session; the browser may for a minute (it is the member's own).
    response.headers["Cache-Control"] = "private, max-age=60"
    return ok(await steam_library.library(session, steam, principal.member_id))


@game_user_router.post(
    "/steam-library/refresh",
    summary="Read the member's Steam library now (a few times an hour)",
    **error_answers(*_LOGGED_IN, errors.STEAM_LIBRARY_OFF, STEAM_NOT_BOUND, TOO_MANY_REQUESTS),
)
async def steam_library_refresh(
    principal: CurrentMember, session: ReadSession, steam: Steam, limiter: Limiter
) -> CommonResult[SteamLibraryResp]:
    return ok(await steam_library.refresh(session, steam, limiter, principal.member_id))


@game_user_router.post(
    "/steam-wishlist/import",
    summary="Add the games sold here that are on the member's Steam wishlist to their favorites",
    **error_answers(*_LOGGED_IN, errors.STEAM_LIBRARY_OFF, STEAM_NOT_BOUND),
)
async def steam_wishlist_import(
    principal: CurrentMember, session: ReadSession, steam: Steam
) -> CommonResult[SteamWishlistImportResp]:
    return ok(await steam_library.import_wishlist(session, steam, principal.member_id))
