"""Request and answer bodies of the Steam binding endpoints (field names as the spec's JSON)."""
# ruff: noqa: N815 - the spec's camelCase field names

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, Field, StringConstraints

from gamestore.core.validators import HttpUrl, TextRule

SteamId = Annotated[
    str, StringConstraints(strip_whitespace=True, max_length=17, pattern=r"^7656119\d{10}$"), TextRule()
]
BindToken = Annotated[
    str, StringConstraints(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9_-]+$"), TextRule()
]


class SteamLoginReq(BaseModel):
    callbackUrl: HttpUrl = Field(
        description="The app's page Steam's answer ends on (index/steam), on the store's own origin"
    )
    baseUrl: HttpUrl = Field(
        description="The API base the app calls (…/app-api), on the store's own origin: Steam returns there"
    )


class SteamBindReq(BaseModel):
    userId: int = Field(ge=1, le=2**53, description="The logged-in member's id, as index/steam received it")
    steamId: SteamId = Field(description="The Steam id index/steam received (verified by the server first)")


class SteamAccountResp(BaseModel):
    steamId: str
    personaName: str | None = Field(description="The Steam profile's name (null when Steam did not say)")
    avatar: str | None = Field(description="The Steam profile's avatar URL (full size)")
    country: str | None = Field(
        default=None, description="The Steam profile's country (ISO 3166-1 alpha-2; null when it shows none)"
    )
