"""The rows of a catalogue import file (docs/import-format.md), one model per section.

The models check each row on its own; references between rows and to stored rows are checked by
the importer.
"""
# ruff: noqa: N815 - the file's camelCase field names

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Annotated, Generic, Literal, TypeGuard, TypeVar

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    PlainValidator,
    StringConstraints,
    ValidationInfo,
    field_validator,
)
from pydantic_core import PydanticCustomError

from gamestore.catalogue.regions import RegionsBody
from gamestore.core.validators import DESCRIPTION_MAX, ONE_LINE_MAX, StoredIn, TextRule
from gamestore.models.catalogue import Spu

MAX_CATEGORY_DEPTH = 10
MAX_SKUS = 10
MAX_MONEY = 10_000_000
INT32_MAX = 2**31 - 1

_CODE = re.compile(r"[a-z0-9-]{1,64}")
_PATH = re.compile(r"/(?!/)\S*")
_HTTPS_URL = re.compile(r"https://[^\s/?#]+(?:[/?#]\S*)?")


def _code(value: str) -> str:
    if not _CODE.fullmatch(value):
        raise PydanticCustomError("code_invalid", "must be 1–64 characters of a-z, 0-9 and -")
    return value


def _link(value: str) -> str:
    if len(value) > 512 or not (_PATH.fullmatch(value) or _HTTPS_URL.fullmatch(value)):
        raise PydanticCustomError(
            "link_invalid", "must be a /path or an https:// URL of at most 512 characters"
        )
    return value


def _single_line(value: str) -> str:
    if "\n" in value or "\r" in value:
        raise PydanticCustomError("text_multiline", "must be a single line")
    return value


def _one_line(value: str) -> str:
    return _single_line(_not_blank(value))


def _not_blank(value: str) -> str:
    if not value:
        raise PydanticCustomError("text_blank", "must not be blank")
    return value


def _utc_time(value: object) -> datetime:
    if not isinstance(value, str):
        raise PydanticCustomError("time_invalid", "must be an ISO 8601 date or time")
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        raise PydanticCustomError("time_invalid", "must be an ISO 8601 date or time") from None
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def _blank_as_none(value: object) -> object:
    return None if isinstance(value, str) and not value.strip() else value


def is_code(value: object) -> TypeGuard[str]:
    """Whether ``value`` could be a row's code (so it may be looked up before the row is checked)."""
    return isinstance(value, str) and _CODE.fullmatch(value) is not None


# Texts pass the one input rule (no NUL or other control characters: PostgreSQL refuses NUL).
Code = Annotated[str, AfterValidator(_code)]
Link = Annotated[str, AfterValidator(_link), TextRule()]
OneLine = Annotated[
    str,
    StringConstraints(strip_whitespace=True, max_length=ONE_LINE_MAX),
    AfterValidator(_one_line),
    TextRule(),
]
Paragraphs = Annotated[
    str,
    StringConstraints(strip_whitespace=True, max_length=DESCRIPTION_MAX),
    TextRule(multi_line=True),
    AfterValidator(_not_blank),
]
Tag = Annotated[
    str, StringConstraints(strip_whitespace=True, max_length=40), AfterValidator(_one_line), TextRule()
]
# A version or size line, as long as its column allows.
Label = Annotated[str, StringConstraints(strip_whitespace=True), AfterValidator(_single_line), TextRule()]
UtcTime = Annotated[datetime, PlainValidator(_utc_time)]
Money = Annotated[int, Field(ge=1, le=MAX_MONEY)]
Sort = Annotated[int, Field(ge=-INT32_MAX, le=INT32_MAX)]


class Row(BaseModel):
    # Unknown fields are refused: a misspelt optional field would otherwise be silently dropped.
    model_config = ConfigDict(extra="forbid", frozen=True)


RowT = TypeVar("RowT", bound=Row)


class Names(Row):
    """One line per language (names, introductions, titles)."""

    en: OneLine
    zh_hans: OneLine = Field(alias="zh-Hans")
    zh_hant: OneLine = Field(alias="zh-Hant")
    ja: OneLine

    def as_dict(self) -> dict[str, str]:
        return {"en": self.en, "zh-Hans": self.zh_hans, "zh-Hant": self.zh_hant, "ja": self.ja}


class Descriptions(Row):
    """Plain-text paragraphs per language."""

    en: Paragraphs
    zh_hans: Paragraphs = Field(alias="zh-Hans")
    zh_hant: Paragraphs = Field(alias="zh-Hant")
    ja: Paragraphs

    def as_dict(self) -> dict[str, str]:
        return {"en": self.en, "zh-Hans": self.zh_hans, "zh-Hant": self.zh_hant, "ja": self.ja}


class Tags(Row):
    en: list[Tag] = Field(max_length=20)
    zh_hans: list[Tag] = Field(alias="zh-Hans", max_length=20)
    zh_hant: list[Tag] = Field(alias="zh-Hant", max_length=20)
    ja: list[Tag] = Field(max_length=20)

    def as_dict(self) -> dict[str, list[str]]:
        return {"en": self.en, "zh-Hans": self.zh_hans, "zh-Hant": self.zh_hant, "ja": self.ja}


def no_tags() -> Tags:
    return Tags.model_validate({"en": [], "zh-Hans": [], "zh-Hant": [], "ja": []})


class CategoryRow(Row):
    code: Code
    parent: Code | None = None
    names: Names
    icon: Link = ""
    sort: Sort = 0


class TeamRow(Row):
    code: Code
    names: Names
    descriptions: Descriptions
    logo: Link = ""
    sort: Sort = 0


class GameTypeRow(Row):
    gameType: Literal[0, 1, 2, 3]
    typeLink: Link = ""


class SaleTypeRow(Row):
    saleType: int = Field(ge=0, le=99)
    typeLink: Link = ""


class SkuRow(Row):
    code: Code
    names: Names
    price: Money
    marketPrice: Money
    # Absent: a new version activates everywhere, a stored one keeps its regions; null: everywhere.
    regions: RegionsBody | None = None
    # Steam's app id of what the key activates (a DLC has its own); the base game's code for a DLC.
    steamAppId: int | None = Field(default=None, ge=1, le=INT32_MAX)
    dlcOf: Code | None = None
    # Until then it sells as a pre-order (keys delivered at that time); absent: kept; null: released.
    releaseAt: Annotated[UtcTime | None, BeforeValidator(_blank_as_none)] = None

    @field_validator("marketPrice")
    @classmethod
    def _not_below_price(cls, value: int, info: ValidationInfo) -> int:
        price = info.data.get("price")
        if price is not None and value < price:
            raise PydanticCustomError(
                "market_price_low", "must be at least price ({price})", {"price": price}
            )
        return value


class GameRow(Row):
    code: Code
    category: Code
    team: Code
    names: Names
    introductions: Names
    descriptions: Descriptions
    tags: Tags = Field(default_factory=no_tags)
    cover: Link
    images: list[Link] = Field(default_factory=list, max_length=20)
    gameTypes: list[GameTypeRow] = Field(default_factory=list, max_length=10)
    saleTypes: list[SaleTypeRow] = Field(default_factory=list, max_length=10)
    version: Annotated[Label, StoredIn(Spu.version)] = ""
    size: Annotated[Label, StoredIn(Spu.size)] = ""
    releaseTime: UtcTime
    discountEndTime: Annotated[UtcTime | None, BeforeValidator(_blank_as_none)] = None
    featured: bool = False
    status: Literal[0, 1] = 1
    salesCount: int = Field(default=0, ge=0, le=INT32_MAX)
    skus: list[SkuRow] = Field(min_length=1, max_length=MAX_SKUS)


class ReviewRow(Row):
    game: Code
    sku: Code | None = None
    nickname: Annotated[
        str, StringConstraints(strip_whitespace=True, max_length=30), AfterValidator(_one_line)
    ]
    rating: int = Field(ge=1, le=5)
    content: Paragraphs
    anonymous: bool = False
    images: list[Link] = Field(default_factory=list, max_length=9)
    reply: Annotated[Paragraphs | None, BeforeValidator(_blank_as_none)] = None
    daysAgo: int = Field(default=0, ge=0, le=3650)


@dataclass(frozen=True, slots=True)
class Parsed(Generic[RowT]):
    """A valid row and its index in the file's section."""

    index: int
    row: RowT
