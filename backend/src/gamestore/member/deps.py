"""The member domain's own dependencies (who is logged in is core.auth's)."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from gamestore.core.crypto import KeyCipher
from gamestore.core.games import GameDirectory
from gamestore.member.level_cache import LevelCache
from gamestore.member.share_service import Sharing


def member_levels(request: Request) -> LevelCache:
    """The app's cache of members' levels, for a dependency that reads it directly (each dependency
    FastAPI solves costs time on every request)."""
    levels: LevelCache = request.app.state.member_levels
    return levels


async def _member_levels(request: Request) -> LevelCache:
    return member_levels(request)


MemberLevels = Annotated[LevelCache, Depends(_member_levels)]


async def _games(request: Request) -> GameDirectory:
    games: GameDirectory = request.app.state.games
    return games


Games = Annotated[GameDirectory, Depends(_games)]


async def _cipher(request: Request) -> KeyCipher:
    return KeyCipher.from_settings(request.app.state.settings)


Cipher = Annotated[KeyCipher, Depends(_cipher)]


async def _sharing(request: Request) -> Sharing:
    settings = request.app.state.settings
    return Sharing(
        games=request.app.state.games,
        prices=request.app.state.key_prices,
        store_name=settings.app_name,
        origin=(settings.public_base_url or str(request.base_url)).rstrip("/"),
    )


ShareContext = Annotated[Sharing, Depends(_sharing)]
