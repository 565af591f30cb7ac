"""Requests and answers of the library: owned games and game codes."""
# ruff: noqa: N815 - the API's camelCase field names

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, Field, StringConstraints

from gamestore.catalogue.schemas import GameTypeResp
from gamestore.core.validators import TextRule

# Far longer than any genuine code (under 100 characters), so junk of any usual size is "invalid".
MAX_CODE_LENGTH = 512


class OwnedGameResp(BaseModel):
    spuId: int
    name: str = Field(description="The game's name in the asked language")
    picUrl: str
    brandName: str = Field(description="The team's name in the asked language")
    gameTypeRespVOS: list[GameTypeResp] = Field(
        description="How the game opens: 0 browser H5 (opens with a game code), 1 game-store app "
        "(typeLink: the store page or app id), 2 mini program, 3 app"
    )
    createTime: int = Field(description="When the member got the game, epoch milliseconds")
    orderId: int = Field(description="The order that bought it")


class GameCodeResp(BaseModel):
    code: str = Field(description="URL-safe; append it to the game's link as the `code` query parameter")
    expireTime: int = Field(description="When the code stops being accepted, epoch milliseconds")


class GameCodeVerifyReq(BaseModel):
    code: Annotated[str, StringConstraints(min_length=1, max_length=MAX_CODE_LENGTH), TextRule()]


class GameCodeVerifyResp(BaseModel):
    memberId: int
    spuId: int
    expireTime: int = Field(description="When the code stops being accepted, epoch milliseconds")


class SteamLibraryResp(BaseModel):
    enabled: bool = Field(description="Whether the store reads Steam libraries (STEAM_WEB_API_KEY set)")
    bound: bool = Field(description="Whether the member has a bound Steam account")
    status: int | None = Field(
        default=None,
        description="How Steam last answered for the owned games: 0 read, 1 private profile, 2 failed "
        "(the games read before stay); null when nothing was read",
    )
    wishlistStatus: int | None = Field(default=None, description="The same for the wishlist")
    syncedAt: int | None = Field(default=None, description="When Steam was last asked, epoch milliseconds")
    spuIds: list[int] = Field(
        default_factory=list, description="Games with a version whose Steam app id the account owns"
    )
    skuIds: list[int] = Field(
        default_factory=list, description="Versions whose Steam app id the account owns"
    )
    wishlistCount: int = Field(default=0, description="App ids on the Steam wishlist")


class SteamWishlistImportResp(BaseModel):
    wished: int = Field(description="App ids on the Steam wishlist")
    added: int = Field(description="Games newly added to favorites")
    notSold: int = Field(description="Wishlisted app ids no game on sale here carries")
