"""Requests and answers of /admin-api/product: the catalogue operator's games and activation keys."""
# ruff: noqa: N815 - the API's camelCase field names

from __future__ import annotations

from enum import IntEnum
from typing import Annotated, Literal

from pydantic import BaseModel, Field, StringConstraints

from gamestore.catalogue.regions import RegionsBody
from gamestore.core.import_report import ImportCountsResp, ImportProblemResp
from gamestore.core.pagination import PageParam
from gamestore.core.validators import ONE_LINE_MAX, EpochMillisOrLocalTime, Id, TextRule

# An uploaded import file (the request's multipart body is capped at 3 MiB before this).
IMPORT_MAX_MB = 3
# Why an operator revokes or looks at a key: said in words (at least 4 characters), kept in the audit log.
Reason = Annotated[
    str, StringConstraints(strip_whitespace=True, min_length=4, max_length=ONE_LINE_MAX), TextRule()
]
Keyword = Annotated[str, StringConstraints(strip_whitespace=True, max_length=64), TextRule()]


class SpuStatus(IntEnum):
    OFF_SALE = 0
    ON_SALE = 1


class KeyStatus(IntEnum):
    AVAILABLE = 0
    HELD = 5  # for a star deal: sold only at it
    RESERVED = 10  # by an unpaid order
    SOLD = 20
    REFUNDING = 25  # a refund of it is in flight (back on sale once its money is confirmed)
    REVOKED = 30  # by an operator
    SET_ASIDE = 40  # reported not working by its buyer (trade key reports): never on sale again


Threshold = Annotated[int, Field(ge=0, le=1_000_000)]


# -- games ----------------------------------------------------------------------------------------


class AdminSpuPageReq(PageParam):
    keyword: Keyword | None = Field(
        default=None, description="Part of a name in any language, a tag, the code, or the game's id"
    )
    status: SpuStatus | None = Field(default=None, description="1 on sale, 0 off sale")
    categoryId: Id | None = Field(default=None, description="The category or any of its descendants")
    sortField: Literal["id", "createTime", "salesCount"] = "id"
    sortAsc: bool = False


class AdminSpuResp(BaseModel):
    id: int
    code: str
    name: str = Field(description="In the request's language")
    picUrl: str
    status: int = Field(description="1 on sale, 0 off sale")
    categoryId: int
    minPrice: int = Field(description="The cheapest version's list price, in fen")
    maxPrice: int = Field(description="The dearest version's list price, in fen")
    skuCount: int = Field(description="How many versions")
    stock: int = Field(description="Keys available, over every version")
    salesCount: int
    createTime: int


class AdminSkuResp(BaseModel):
    id: int
    code: str
    name: str = Field(description="In the request's language")
    names: dict[str, str] = Field(description="Per language, as stored")
    price: int
    marketPrice: int
    stock: int = Field(description="Keys available")
    soldCount: int = Field(description="Keys sold")
    keyAlertThreshold: int | None = Field(description="Its own low-on-keys threshold (null: the default)")
    steamAppId: int | None = Field(default=None, description="Steam's app id of what the key activates")
    dlcOfSpuId: int | None = Field(default=None, description="For a DLC, the id of the game it needs")
    dlcOf: str | None = Field(default=None, description="For a DLC, the code of the game it needs")
    regions: RegionsBody | None = Field(default=None, description="Where its keys activate; null: everywhere")
    releaseTime: int | None = Field(default=None, description="Sold as a pre-order until then (epoch ms)")
    sort: int


class AdminGameTypeResp(BaseModel):
    gameType: int
    typeLink: str


class AdminSaleTypeResp(BaseModel):
    saleType: int
    typeLink: str


class AdminSpuDetailResp(BaseModel):
    id: int
    code: str
    status: int
    categoryId: int
    brandId: int
    names: dict[str, str] = Field(description="Per language, as stored (en, zh-Hans, zh-Hant, ja)")
    introductions: dict[str, str]
    descriptions: dict[str, str]
    tags: dict[str, list[str]]
    picUrl: str
    sliderPicUrls: list[str]
    version: str
    size: str
    featured: bool
    price: int = Field(description="The cheapest version's price, in fen")
    marketPrice: int
    salesCount: int
    releaseTime: int
    discountEndTime: int | None
    gameTypes: list[AdminGameTypeResp]
    saleTypes: list[AdminSaleTypeResp]
    createTime: int
    updateTime: int
    skus: list[AdminSkuResp]


class SpuStatusReq(BaseModel):
    id: Id
    status: SpuStatus = Field(description="1 on sale, 0 off sale")


class CatalogueImportRowResp(BaseModel):
    section: str = Field(description="categories, teams, games, banners or reviews")
    index: int = Field(description="The row's position in its section, from 0")
    code: str | None
    status: Literal["created", "updated", "imported", "rejected"] = Field(
        description="created / updated (games), imported (other sections), rejected (nothing of it imported)"
    )
    messages: list[str] = Field(description="Why it was rejected, one per field found wrong")


class CatalogueImportResp(BaseModel):
    ok: bool = Field(description="Everything in the file was imported")
    counts: dict[str, ImportCountsResp] = Field(description="Per section (skus: the games' versions)")
    rows: list[CatalogueImportRowResp] = Field(description="Every row of the file, in file order per section")
    problems: list[ImportProblemResp]
    report: str = Field(description="The report as `gamestore import-games` prints it")


# -- activation keys ------------------------------------------------------------------------------


class KeyLineResp(BaseModel):
    line: int = Field(description="From 1; blank lines are skipped")
    status: Literal["accepted", "duplicate", "invalid"]
    message: str


class KeyImportResp(BaseModel):
    skuId: int
    skuCode: str
    ok: bool = Field(description="Every key in the file was stored")
    accepted: int
    duplicate: int
    invalid: int
    stock: int = Field(description="The version's keys available after the import")
    lines: list[KeyLineResp]
    report: str = Field(description="The report as `gamestore import-keys` prints it")
    regions: RegionsBody | None = Field(
        default=None, description="Where this batch's keys activate (its `# regions:` line); null: everywhere"
    )


class KeyStockPageReq(PageParam):
    lowOnly: bool = Field(
        default=False, description="Only the versions with fewer keys than their threshold, or none"
    )
    spuId: Id | None = None
    onSale: bool | None = Field(
        default=None, description="true: only versions of games on sale; false: only of games off sale"
    )


class KeyStockResp(BaseModel):
    skuId: int
    spuId: int
    spuName: str
    skuName: str
    spuStatus: int = Field(description="The game: 1 on sale, 0 off sale")
    available: int
    reserved: int = Field(description="Held by unpaid orders")
    sold: int
    refunding: int = Field(description="Locked by a refund in flight: on sale again once its money is back")
    revoked: int
    threshold: int = Field(description="Fewer available keys than this is low (and none always is)")
    keyAlertThreshold: int | None = Field(description="The version's own threshold (null: the default)")
    lowOnKeys: bool


class KeyThresholdReq(BaseModel):
    skuId: Id
    threshold: Threshold | None = Field(description="null: back to the default (METRICS_LOW_STOCK_THRESHOLD)")


class KeyPageReq(PageParam):
    skuId: Id
    status: KeyStatus | None = Field(
        default=None, description="0 available, 10 reserved, 20 sold, 30 revoked, 40 set aside"
    )


class AdminKeyResp(BaseModel):
    """A key without its code (see /product/key/view)."""

    id: int
    skuId: int
    status: int = Field(
        description="0 available, 10 reserved, 20 sold, 30 revoked, 40 set aside (reported not working)"
    )
    importedAt: int
    orderId: int | None
    soldAt: int | None = Field(description="When its order was paid")
    revealedAt: int | None = Field(description="When its buyer first revealed it")


class KeyReasonReq(BaseModel):
    id: Id
    reason: Reason


class KeyCodeResp(BaseModel):
    id: int
    skuId: int
    status: int
    code: str


class RevealAuditPageReq(PageParam):
    skuId: Id | None = None
    memberId: Id | None = None
    createTime: list[EpochMillisOrLocalTime] | None = Field(
        default=None,
        min_length=2,
        max_length=2,
        description="[from, to], both included",
    )


class RevealAuditResp(BaseModel):
    id: int
    keyId: int | None = Field(description="null: an older reveal of all the order's keys at once")
    skuId: int | None
    spuId: int | None
    spuName: str | None
    skuName: str | None
    orderId: int
    memberId: int
    memberMobile: str | None
    ip: str
    createTime: int
