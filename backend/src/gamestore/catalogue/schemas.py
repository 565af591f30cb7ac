"""Answers and requests of the catalogue (field names as the spec's and the reference app's JSON)."""
# ruff: noqa: N815 - the API's camelCase field names

from __future__ import annotations

from enum import IntEnum
from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, Field

from gamestore.catalogue.regions import RegionsBody
from gamestore.core.money import PriceUnit
from gamestore.core.pagination import PageParam
from gamestore.core.validators import Id, OneLine

SortField = Literal["newest", "popular", "price"]
ListName = Literal["featured", "low-priced", "new", "best-selling"]
CommentTypeName = Literal["all", "positive", "neutral", "negative"]
# yudao's clients send its numbers: 0 all, 1 positive, 2 neutral, 3 negative.
_YUDAO_COMMENT_TYPES = {"0": "all", "1": "positive", "2": "neutral", "3": "negative"}


def _comment_type_name(value: Any) -> Any:
    return _YUDAO_COMMENT_TYPES.get(str(value), value)


# The schema names our words only; the numbers are for yudao's clients.
CommentType = Annotated[CommentTypeName, BeforeValidator(_comment_type_name)]


class Prices(BaseModel):
    """Prices in fen (CNY); the display* fields are in the minor unit of ``priceUnit``. The price to
    pay is ``memberPrice``: list price → event price (while a discount activity runs) → member
    level discount on the price after events."""

    price: int = Field(description="List price")
    marketPrice: int = Field(description="Market (original) price")
    activityPrice: int | None = Field(
        description="Price during the running discount activity (the lowest if several run); "
        "null when none runs"
    )
    activityEndTime: int | None = Field(
        description="When that activity ends, epoch ms; null when no activity runs"
    )
    memberPrice: int = Field(
        description="The price to pay: the member's level discount applied to activityPrice when "
        "there is one, else to price (no discount for visitors)"
    )
    referencePrice: int | None = Field(
        description="The price every screen strikes through beside memberPrice: price when an event "
        "or the member's level lowers it, else marketPrice when above memberPrice; null when none"
    )
    priceUnit: PriceUnit
    displayPrice: int
    displayMarketPrice: int
    displayActivityPrice: int | None = Field(
        description="activityPrice in the display currency; null when none"
    )
    displayMemberPrice: int
    displayReferencePrice: int | None = Field(description="referencePrice in the display currency")
    priorLowestPrice: int | None = Field(
        default=None,
        description="While a discount activity runs: the lowest price (list or event) of the 30 days "
        "before it began (the EU's Omnibus and China's reference-price rules; the list price when "
        "nothing is recorded for those days); null when none runs",
    )
    displayPriorLowestPrice: int | None = Field(
        default=None, description="priorLowestPrice in the display currency"
    )
    lowestEver: bool = Field(
        default=False,
        description="A discount activity runs and its price is the lowest the version has had here",
    )


class GameTypeResp(BaseModel):
    gameType: int = Field(description="0 browser H5, 1 game-store app, 2 mini program, 3 app")
    typeLink: str


class SaleTypeResp(BaseModel):
    saleType: int
    typeLink: str


class SpuSummaryResp(Prices):
    """A game's card: priced at the version ``skuId`` (its cheapest after events)."""

    id: int
    skuId: int | None = Field(description="The version the prices are of; the game page opens on it")
    priceFrom: bool = Field(description="The game's versions cost different prices: the card shows 'from'")
    name: str
    introduction: str
    picUrl: str
    categoryId: int
    brandId: int
    brandName: str
    tags: list[str]
    salesCount: int
    favoriteCount: int
    stock: int
    releaseTime: int
    discountEndTime: int | None = Field(
        description="Discount end date, epoch ms: the running activity's end when the game is shown at an "
        "event price, else the stored date (null when none)"
    )


class SkuBonusItemResp(BaseModel):
    code: str
    name: str
    picUrl: str


class SkuPropertyResp(BaseModel):
    """One attribute of a version, as yudao's clients read them (they map over ``properties``)."""

    propertyId: int
    propertyName: str
    valueId: int
    valueName: str


# A version is told apart by its name alone: it has no attributes, and ``properties`` is empty.
NO_PROPERTIES_DESCRIPTION = "The version's attributes: always empty (a version is its name)"


class SkuResp(Prices):
    id: int
    name: str
    stock: int
    properties: list[SkuPropertyResp] = Field(default_factory=list, description=NO_PROPERTIES_DESCRIPTION)
    regions: RegionsBody | None = Field(
        default=None,
        description="Where its keys activate: only in (allow) or everywhere but (deny) the countries; "
        "null: everywhere. Checkout refuses it when it does not activate in the member's country",
    )


class SkuDetailResp(SkuResp):
    """A version on its game's page."""

    releaseTime: int | None = Field(
        default=None,
        description="When it is released (epoch ms): until then it sells as a pre-order, paid now and its "
        "keys delivered then; null: released",
    )
    bonusItems: list[SkuBonusItemResp] = Field(
        description="Items the version carries: one with each key bought"
    )


class RatingSummary(BaseModel):
    average: float = Field(description="Mean rating 1–5, 0 without reviews")
    total: int
    positive: int = Field(description="Ratings 4 and 5")
    neutral: int = Field(description="Rating 3")
    negative: int = Field(description="Ratings 1 and 2")


class SpuDetailResp(SpuSummaryResp):
    description: str
    sliderPicUrls: list[str]
    categoryName: str
    brandLogo: str
    version: str
    size: str
    followerCount: int = Field(description="Members following the game's team")
    participantCount: int = Field(description="Players who own the game")
    browseCount: int
    gameTypeRespVOS: list[GameTypeResp]
    saleTypeRespVOS: list[SaleTypeResp]
    skus: list[SkuDetailResp]
    rating: RatingSummary
    favorite: bool = Field(description="Whether the logged-in member favorited it (false for visitors)")


class SpuSimpleResp(BaseModel):
    id: int
    name: str


class SpuPageReq(PageParam):
    categoryId: Id | None = None
    brandId: Id | None = None
    keyword: OneLine | None = None
    sortField: SortField | None = None
    sortAsc: bool | None = None
    list: ListName | None = None


class NavigationNumResp(BaseModel):
    featured: int
    lowPriced: int
    new: int
    bestSelling: int
    total: int


class CategoryResp(BaseModel):
    id: int
    parentId: int | None
    name: str
    icon: str
    sort: int


class CommentResp(BaseModel):
    id: int
    nickname: str
    avatar: str | None
    anonymous: bool
    rating: int
    content: str
    picUrls: list[str]
    skuName: str | None
    reply: str | None
    replyTime: int | None
    createTime: int


class ActivityStatus(IntEnum):
    """promotion_activity_status (the dictionary's values)."""

    UPCOMING = 10
    ONGOING = 20
    ENDED = 30


class PricePointResp(BaseModel):
    time: int = Field(description="From when, epoch ms")
    price: int = Field(
        description="The public price from then (the list price, or an event's when lower), fen"
    )
    displayPrice: int


class SkuPriceHistoryResp(BaseModel):
    id: int
    name: str
    points: list[PricePointResp] = Field(description="Each change of the public price, oldest first")
    lowestPrice: int | None = Field(description="The lowest of the points; null when none is recorded")
    displayLowestPrice: int | None


class SpuPriceHistoryResp(BaseModel):
    """A game's versions' public prices over time (the same for everyone: no member-level discount)."""

    id: int
    priceUnit: PriceUnit
    until: int = Field(description="The history runs up to this moment (now), epoch ms")
    skus: list[SkuPriceHistoryResp]
