"""Requests and answers of a member's own catalogue records: favorites, footprints, followed teams."""
# ruff: noqa: N815 - the API's camelCase field names

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, Field

from gamestore.catalogue.schemas import SpuSummaryResp
from gamestore.core.money import PriceUnit
from gamestore.core.pagination import PageParam
from gamestore.core.validators import Id

MAX_HISTORY_DELETE = 100


class SpuCardPageReq(PageParam):
    """A page of the member's records, with game cards priced in ``priceUnit``."""

    priceUnit: PriceUnit = "CNY"


class FavoriteReq(BaseModel):
    spuId: Id


class FavoriteResp(BaseModel):
    id: int
    spuId: int
    createTime: int = Field(description="When the game was favorited, epoch milliseconds")
    spu: SpuSummaryResp | None = Field(
        description="The game's card; null when it is off the shelf (still listed so it can be removed)"
    )


class BrowseHistoryResp(BaseModel):
    id: int
    spuId: int
    viewedTime: int = Field(description="When the member last opened the game, epoch milliseconds")
    spu: SpuSummaryResp | None = Field(description="The game's card; null when it is off the shelf")


class BrowseHistoryDeleteReq(BaseModel):
    spuIds: Annotated[list[Id], Field(min_length=1, max_length=MAX_HISTORY_DELETE)]


class BrandCountResp(BaseModel):
    followerCount: int = Field(description="Members following the team")
    gameCount: int = Field(description="The team's games on sale")


class BrandResp(BrandCountResp):
    id: int
    name: str
    logo: str
    description: str
    followed: bool = Field(description="Whether the logged-in member follows the team (false for visitors)")


class BrandSimpleResp(BaseModel):
    id: int
    name: str
