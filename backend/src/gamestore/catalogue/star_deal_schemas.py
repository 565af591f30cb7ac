"""Requests and answers of star deals: the console's (/admin-api/promotion/star-deal) and the shop's
(/app-api/promotion/star-deal)."""
# ruff: noqa: N815 - the API's camelCase field names

from __future__ import annotations

from pydantic import BaseModel, Field

from gamestore.core.validators import EpochMillis, Id

MAX_MONEY = 10_000_000  # fen, as the catalogue file's prices
MAX_QUANTITY = 100_000
MAX_MEMBER_LIMIT = 10


class StarDealSaveReq(BaseModel):
    skuId: Id = Field(description="The version on sale at the deal")
    price: int = Field(
        ge=1, le=MAX_MONEY, description="The deal price of a key, in fen (below the list price)"
    )
    quantity: int = Field(ge=1, le=MAX_QUANTITY, description="How many keys it sells (held for it from now)")
    memberLimit: int = Field(default=1, ge=1, le=MAX_MEMBER_LIMIT, description="At most this many a member")
    startTime: EpochMillis
    endTime: EpochMillis


class StarDealIdReq(BaseModel):
    id: Id


class StarDealResp(BaseModel):
    """A star deal as the shop shows it: the game, the deal and list prices, how many keys are left."""

    id: int
    spuId: int
    skuId: int
    spuName: str
    skuName: str
    picUrl: str
    price: int = Field(description="The deal price of a key, in fen (no member discount on it)")
    listPrice: int = Field(description="The version's list price, in fen")
    quantity: int
    left: int = Field(description="Keys still to sell (as this server saw them within the last second)")
    memberLimit: int
    startTime: int
    endTime: int
    status: str = Field(description="coming, running or ended")
