"""Answers of the shop's bundles (/product/bundle): the home page's and search's list, one bundle's page."""
# ruff: noqa: N815 - the API's camelCase field names

from __future__ import annotations

from pydantic import BaseModel, Field

from gamestore.core.pagination import PageParam
from gamestore.core.validators import OneLine


class BundlePageReq(PageParam):
    keyword: OneLine | None = Field(default=None, description="Part of the bundle's name, in any language")


class BundleTierResp(BaseModel):
    count: int = Field(description="How many versions the member picks")
    price: int = Field(description="What they cost together, fen")


class BundleItemResp(BaseModel):
    spuId: int
    skuId: int
    spuName: str
    skuName: str
    picUrl: str
    price: int = Field(description="The version's list price, fen (what its share of the bundle is by)")
    stock: int
    onSale: bool = Field(description="Its game is on the shelf (one that is not cannot be bought)")
    owned: bool = Field(
        description="The logged-in member owns its game, here or on Steam (false for visitors)"
    )


class BundleResp(BaseModel):
    id: int
    name: str = Field(description="In the request's language")
    kind: int = Field(description="1 any N for a price (tiers), 2 a fixed set at a price")
    price: int = Field(description="A fixed set's price, fen (0 for any-N)")
    listPrice: int = Field(description="Every version's list price together, fen")
    tiers: list[BundleTierResp] = Field(description="Any-N: the tiers, fewest first (empty for a fixed set)")
    stock: int = Field(description="The lowest stock of its versions")
    picUrl: str = Field(description="The first version's game cover")
    startTime: int | None
    endTime: int | None
    items: list[BundleItemResp]


class BundleDetailResp(BundleResp):
    setPrice: int | None = Field(
        description="A fixed set: what it costs this member, the versions they own left out with their "
        "shares ('complete the set'); the full price for a visitor; null for any-N"
    )
    ownedCount: int = Field(description="How many of its versions the member owns (0 for visitors)")
