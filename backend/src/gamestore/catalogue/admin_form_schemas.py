"""Requests and answers of the catalogue console's forms (/admin-api/product/spu/create|update,
/product/category/..., /product/brand/...): a game with its versions and prices, a category, a team.

Only what keeps a request sane is checked here (text rules, sizes, integers that fit); each form is
saved as one row of the catalogue file (docs/import-format.md), whose import judges the rest and whose
reasons refuse the request (CATALOGUE_ROW_INVALID).
"""
# ruff: noqa: N815 - the API's camelCase field names

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, Field, StringConstraints

from gamestore.catalogue.admin_schemas import Keyword, SpuStatus
from gamestore.catalogue.regions import RegionsBody
from gamestore.core.pagination import PageParam
from gamestore.core.validators import EpochMillis, Id, TextRule

INT32_MAX = 2**31 - 1
MAX_LANGUAGES = 8
Int = Annotated[int, Field(ge=-INT32_MAX, le=INT32_MAX)]
FormLine = Annotated[str, StringConstraints(max_length=600), TextRule()]
FormText = Annotated[str, StringConstraints(max_length=4000), TextRule(multi_line=True)]
LangLines = Annotated[
    dict[str, FormLine], Field(max_length=MAX_LANGUAGES, description="en, zh-Hans, zh-Hant, ja")
]
LangTexts = Annotated[
    dict[str, FormText], Field(max_length=MAX_LANGUAGES, description="en, zh-Hans, zh-Hant, ja")
]
CODE_DESCRIPTION = "1–64 characters of a-z, 0-9 and - (the catalogue file's key); never changes"


# -- games ----------------------------------------------------------------------------------------


class AdminGameTypeItem(BaseModel):
    gameType: Int = Field(description="0–3 (the catalogue file's gameTypes)")
    typeLink: FormLine = ""


class AdminSaleTypeItem(BaseModel):
    saleType: Int = Field(description="0–99 (the catalogue file's saleTypes)")
    typeLink: FormLine = ""


class AdminSkuSaveReq(BaseModel):
    """A version: a stored one (same code) is changed, a new code adds one."""

    code: FormLine = Field(description=CODE_DESCRIPTION)
    names: LangLines
    price: Int = Field(description="In fen, 1–10,000,000")
    marketPrice: Int = Field(description="In fen, at least the price")
    steamAppId: Int | None = Field(
        default=None,
        description="Steam's app id of what the key activates (a DLC its own); left out: kept",
    )
    dlcOf: FormLine | None = Field(
        default=None, description="For a DLC, its base game's code; null: not a DLC; left out: kept"
    )
    regions: RegionsBody | None = Field(
        default=None, description="Where its keys activate; null: everywhere; left out: kept"
    )
    releaseTime: EpochMillis | None = Field(
        default=None,
        description="Sold as a pre-order until then (its keys delivered at that time); null: released; "
        "left out: kept",
    )


class AdminSpuFields(BaseModel):
    """Checked as the catalogue file checks a game row (`gamestore import-games`). Versions not
    listed are left as they are (the file's rule): none is ever deleted here."""

    categoryId: Id
    brandId: Id = Field(description="The team")
    names: LangLines
    introductions: LangLines
    descriptions: LangTexts
    tags: dict[str, Annotated[list[FormLine], Field(max_length=40)]] = Field(
        default_factory=dict, max_length=MAX_LANGUAGES, description="Per language; {} for none"
    )
    picUrl: FormLine = Field(description="The cover: a /path or an https:// URL")
    sliderPicUrls: list[FormLine] = Field(default_factory=list, max_length=40)
    gameTypes: list[AdminGameTypeItem] = Field(default_factory=list, max_length=20)
    saleTypes: list[AdminSaleTypeItem] = Field(default_factory=list, max_length=20)
    version: FormLine = ""
    size: FormLine = ""
    releaseTime: EpochMillis
    discountEndTime: EpochMillis | None = None
    featured: bool = False
    status: SpuStatus | None = Field(
        default=None, description="1 on sale, 0 off sale; null: off sale when created, unchanged on update"
    )
    skus: list[AdminSkuSaveReq] = Field(max_length=40, description="The versions with their prices")


class AdminSpuCreateReq(AdminSpuFields):
    code: FormLine = Field(description=CODE_DESCRIPTION)


class AdminSpuUpdateReq(AdminSpuFields):
    id: Id


# -- categories -----------------------------------------------------------------------------------


class AdminCategoryResp(BaseModel):
    id: int
    code: str
    parentId: int | None
    names: dict[str, str] = Field(description="Per language, as stored")
    name: str = Field(description="In the request's language")
    icon: str
    sort: int
    enabled: bool
    gameCount: int = Field(description="Games directly in it, on sale or not")


class AdminCategoryFields(BaseModel):
    """Checked as the catalogue file checks a category row: a known parent, no cycle, at most 10
    levels deep (stored descendants included)."""

    parentId: Id | None = Field(default=None, description="null: a top-level category")
    names: LangLines
    icon: FormLine = ""
    sort: Int = 0


class AdminCategoryCreateReq(AdminCategoryFields):
    code: FormLine = Field(description=CODE_DESCRIPTION)


class AdminCategoryUpdateReq(AdminCategoryFields):
    id: Id


# -- teams ----------------------------------------------------------------------------------------


class AdminBrandPageReq(PageParam):
    keyword: Keyword | None = Field(default=None, description="Part of a name in any language or the code")


class AdminBrandResp(BaseModel):
    id: int
    code: str
    name: str = Field(description="In the request's language")
    names: dict[str, str] = Field(description="Per language, as stored")
    descriptions: dict[str, str]
    logo: str
    sort: int
    enabled: bool
    gameCount: int = Field(description="Its games, on sale or not")
    createTime: int


class AdminBrandFields(BaseModel):
    """Checked as the catalogue file checks a team row."""

    names: LangLines
    descriptions: LangTexts
    logo: FormLine = ""
    sort: Int = 0


class AdminBrandCreateReq(AdminBrandFields):
    code: FormLine = Field(description=CODE_DESCRIPTION)


class AdminBrandUpdateReq(AdminBrandFields):
    id: Id
