"""Requests and answers of /admin-api/promotion/banner: the banners. Titles per language
travel as stored: ``{"en": …, "zh-Hans": …, "zh-Hant": …, "ja": …}``."""

from __future__ import annotations

import re
from typing import Annotated

from pydantic import AfterValidator, BaseModel, Field, StringConstraints
from pydantic_core import PydanticCustomError

from gamestore.content.admin_schemas import Names
from gamestore.core.i18n import LANGUAGES
from gamestore.core.pagination import PageParam
from gamestore.core.validators import Id, TextRule

INT32_MAX = 2**31 - 1

_LINK = re.compile(r"/(?!/)\S*|https://[^\s/?#]+(?:[/?#]\S*)?")


def _link(value: str) -> str:
    if not _LINK.fullmatch(value):
        raise PydanticCustomError("link_invalid", "must be a /path or an https:// URL")
    return value


def _known_languages(images: dict[str, str]) -> dict[str, str]:
    if not set(images) <= set(LANGUAGES):
        raise PydanticCustomError("languages", "give only the languages {langs}", {"langs": LANGUAGES})
    return images


# A banner's picture and where it leads: a path of the app or an https:// address (as the catalogue
# file's links).
Link = Annotated[
    str, StringConstraints(strip_whitespace=True, max_length=512), TextRule(), AfterValidator(_link)
]


class BannerPageReq(PageParam):
    position: int | None = Field(default=None, ge=1, le=99, description="1 the home screen")
    enabled: bool | None = None


class BannerSaveReq(BaseModel):
    position: int = Field(ge=1, le=99, description="promotion_banner_position: 1 the home screen")
    titles: Names = Field(description="The title in each of en, zh-Hans, zh-Hant, ja")
    image: Link
    images: Annotated[dict[str, Link], AfterValidator(_known_languages)] | None = Field(
        default=None, description="The picture per language where its text is drawn in; else image"
    )
    url: Link = Field(description="Where it leads: an app path (/pages/…) or an https:// address")
    sort: int = Field(default=0, ge=-INT32_MAX, le=INT32_MAX, description="Lower first")


class BannerUpdateReq(BannerSaveReq):
    id: Id


class BannerEnableReq(BaseModel):
    id: Id
    enabled: bool = Field(description="true: the shop shows it; false: hidden")


class AdminBannerResp(BaseModel):
    id: int
    position: int
    title: str = Field(description="In the request's language")
    titles: dict[str, str]
    image: str
    images: dict[str, str] | None
    url: str
    sort: int
    enabled: bool
