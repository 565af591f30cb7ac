"""Requests and answers of /admin-api/promotion/discount-activity: the catalogue's discount activities.
Names per language travel as stored: ``{"en": …, "zh-Hans": …, "zh-Hant": …, "ja": …}``."""
# ruff: noqa: N815 - the API's camelCase field names

from __future__ import annotations

from enum import IntEnum
from typing import Annotated

from pydantic import AfterValidator, BaseModel, Field
from pydantic_core import PydanticCustomError

from gamestore.catalogue.schemas import ActivityStatus
from gamestore.core.i18n import LANGUAGES
from gamestore.core.pagination import PageParam
from gamestore.core.validators import EpochMillis, Id, OneLine, OneLineText

MAX_DISCOUNT_PRODUCTS = 100
MAX_MONEY = 10_000_000  # fen, as the catalogue file's prices


def _every_language(texts: dict[str, str]) -> dict[str, str]:
    if set(texts) != set(LANGUAGES):
        raise PydanticCustomError("languages", "give exactly the languages {langs}", {"langs": LANGUAGES})
    return texts


# -- discount activities -------------------------------------------------------------------------

Names = Annotated[dict[str, OneLineText], AfterValidator(_every_language)]


class DiscountType(IntEnum):
    """promotion_discount_type: 1 a fixed amount off, 2 a percentage off."""

    AMOUNT_OFF = 1
    PERCENT_OFF = 2


class DiscountActivityPageReq(PageParam):
    name: OneLine | None = Field(default=None, description="Part of the name, in any language")
    status: ActivityStatus | None = Field(
        default=None, description="10 upcoming, 20 ongoing, 30 ended (closed ones included)"
    )


class DiscountProductReq(BaseModel):
    spuId: Id
    skuId: Id
    discountType: DiscountType = Field(description="1 an amount off (discountPrice), 2 a percentage off")
    discountPercent: int = Field(default=0, ge=0, le=100, description="Percent off, 1–99, for type 2")
    discountPrice: int = Field(default=0, ge=0, le=MAX_MONEY, description="Fen off, for type 1")


class DiscountActivitySaveReq(BaseModel):
    names: Names = Field(description="The name in each of en, zh-Hans, zh-Hant, ja")
    startTime: EpochMillis
    endTime: EpochMillis
    products: list[DiscountProductReq] = Field(min_length=1, max_length=MAX_DISCOUNT_PRODUCTS)


class DiscountActivityUpdateReq(DiscountActivitySaveReq):
    id: Id


class IdReq(BaseModel):
    id: Id


class DiscountActivityResp(BaseModel):
    id: int
    name: str = Field(description="In the request's language")
    names: dict[str, str]
    startTime: int
    endTime: int
    enabled: bool
    status: int = Field(description="10 upcoming, 20 ongoing, 30 ended")
    productCount: int
    createTime: int
    updateTime: int


class DiscountProductResp(BaseModel):
    spuId: int
    skuId: int
    spuName: str
    skuName: str
    price: int = Field(description="The version's list price now, in fen")
    discountType: int
    discountPercent: int
    discountPrice: int
    eventPrice: int = Field(description="The price while the activity runs, in fen")


class DiscountActivityDetailResp(DiscountActivityResp):
    products: list[DiscountProductResp]
