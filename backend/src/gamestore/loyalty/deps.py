"""Loyalty's dependencies: the app's cache of members' levels (built in main.py)."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from gamestore.loyalty.level_cache import LevelCache


def member_levels(request: Request) -> LevelCache:
    """The app's cache of members' levels, for a dependency that reads it directly (each dependency
    FastAPI solves costs time on every request)."""
    levels: LevelCache = request.app.state.member_levels
    return levels


async def _member_levels(request: Request) -> LevelCache:
    return member_levels(request)


MemberLevels = Annotated[LevelCache, Depends(_member_levels)]
