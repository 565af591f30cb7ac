"""Requests and answers of /admin-api/promotion/bundle: the catalogue's bundles (issue 42). Names per
language travel as stored: ``{"en": …, "zh-Hans": …, "zh-Hant": …, "ja": …}``."""
# ruff: noqa: N815 - the API's camelCase field names

from __future__ import annotations

from pydantic import BaseModel, Field

from gamestore.catalogue.bundle_pricing import BundleKind
from gamestore.catalogue.discount_admin_schemas import MAX_MONEY, Names
from gamestore.core.pagination import PageParam
from gamestore.core.validators import EpochMillis, Id, OneLine

MAX_BUNDLE_VERSIONS = 50
MAX_BUNDLE_TIERS = 10


class BundlePageAdminReq(PageParam):
    name: OneLine | None = Field(default=None, description="Part of the name, in any language")


class BundleTierReq(BaseModel):
    count: int = Field(ge=2, le=MAX_BUNDLE_VERSIONS, description="How many versions the member picks")
    price: int = Field(ge=1, le=MAX_MONEY, description="What they cost together, fen")


class BundleSaveReq(BaseModel):
    names: Names = Field(description="The name in each of en, zh-Hans, zh-Hant, ja")
    kind: BundleKind = Field(description="1 any N for a price (tiers), 2 a fixed set at a price")
    price: int = Field(
        default=0, ge=0, le=MAX_MONEY, description="A fixed set's price, fen (any-N: not read)"
    )
    tiers: list[BundleTierReq] = Field(
        default_factory=list,
        max_length=MAX_BUNDLE_TIERS,
        description="Any-N: its tiers, growing in count and price (a fixed set has none)",
    )
    skuIds: list[Id] = Field(
        min_length=1, max_length=MAX_BUNDLE_VERSIONS, description="Its versions, in order"
    )
    startTime: EpochMillis | None = Field(default=None, description="On sale from (null: now)")
    endTime: EpochMillis | None = Field(default=None, description="On sale until (null: until disabled)")


class BundleUpdateReq(BundleSaveReq):
    id: Id


class BundleEnableReq(BaseModel):
    id: Id
    enabled: bool


class BundleIdReq(BaseModel):
    id: Id


class BundleAdminItemResp(BaseModel):
    spuId: int
    skuId: int
    spuName: str
    skuName: str
    price: int = Field(description="The version's list price now, fen")
    stock: int


class BundleAdminResp(BaseModel):
    id: int
    name: str = Field(description="In the request's language")
    names: dict[str, str]
    kind: int
    price: int
    tiers: list[BundleTierReq]
    enabled: bool
    onSale: bool = Field(description="Enabled and inside its window now")
    startTime: int | None
    endTime: int | None
    stock: int = Field(description="The lowest stock of its versions")
    items: list[BundleAdminItemResp]
    createTime: int
    updateTime: int
