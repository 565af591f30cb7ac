"""Requests and answers of /admin-api/promotion/article: activities and news. Texts per language
travel as stored: ``{"en": …, "zh-Hans": …, "zh-Hant": …, "ja": …}``."""
# ruff: noqa: N815 - the API's camelCase field names

from __future__ import annotations

from enum import IntEnum
from typing import Annotated

from pydantic import AfterValidator, BaseModel, Field, StringConstraints
from pydantic_core import PydanticCustomError

from gamestore.content.schemas import ArticleType
from gamestore.core.i18n import LANGUAGES
from gamestore.core.import_report import ImportCountsResp
from gamestore.core.pagination import PageParam
from gamestore.core.richtext import RICH_TEXT_MAX
from gamestore.core.validators import DESCRIPTION_MAX, EpochMillis, Id, OneLine, OneLineText, TextRule

# Integers the content file's import checks (its reasons): bounded here only so none overflows.
INT32_MAX = 2**31 - 1


def _every_language(texts: dict[str, str]) -> dict[str, str]:
    if set(texts) != set(LANGUAGES):
        raise PydanticCustomError("languages", "give exactly the languages {langs}", {"langs": LANGUAGES})
    return texts


Names = Annotated[dict[str, OneLineText], AfterValidator(_every_language)]


# -- activities and news ---------------------------------------------------------------------------

TitleText = Annotated[str, StringConstraints(max_length=DESCRIPTION_MAX), TextRule()]
SummaryText = Annotated[str, StringConstraints(max_length=DESCRIPTION_MAX), TextRule(multi_line=True)]
RichTextInput = Annotated[str, StringConstraints(max_length=RICH_TEXT_MAX), TextRule(multi_line=True)]
ShortText = Annotated[str, StringConstraints(max_length=512), TextRule()]


class ArticleState(IntEnum):
    DRAFT = 0
    PUBLISHED = 1
    OFFLINE = 2


class AdminArticlePageReq(PageParam):
    title: OneLine | None = Field(default=None, description="Part of the title, in any language")
    type: ArticleType | None = Field(default=None, description="1 activity, 2 news")
    categoryId: Id | None = None
    published: bool | None = Field(
        default=None, description="true: published only; false: drafts and offline"
    )


class RewardItemReq(BaseModel):
    kind: ShortText = Field(description="item or collectible")
    code: ShortText
    quantity: int = Field(default=1, ge=-INT32_MAX, le=INT32_MAX, description="1–100")


class ArticleFields(BaseModel):
    """Checked as the content file checks an article (`gamestore import-articles`): the same rules,
    the same reasons."""

    type: ArticleType = Field(description="1 activity (startTime and endTime), 2 news")
    categoryId: Id | None = None
    titles: dict[str, TitleText] = Field(description="One line per language")
    summaries: dict[str, SummaryText]
    bodies: dict[str, RichTextInput] = Field(description="HTML per language, sanitized when stored")
    cover: ShortText = Field(description="A /path or an https:// URL")
    publishTime: EpochMillis | None = Field(
        default=None, description="When it appears once published; now (or an activity's start) if absent"
    )
    startTime: EpochMillis | None = None
    endTime: EpochMillis | None = None
    spuIds: list[Id] = Field(default_factory=list, max_length=20, description="The games it features")
    rewardItems: list[RewardItemReq] = Field(default_factory=list, max_length=5)
    sort: int = Field(default=0, ge=-INT32_MAX, le=INT32_MAX, description="Higher first in Explore")


class ArticleCreateReq(ArticleFields):
    code: ShortText = Field(description="1–64 characters of a-z, 0-9 and - (the content file's key)")


class ArticleUpdateReq(ArticleFields):
    id: Id


class ArticlePublishReq(BaseModel):
    id: Id
    published: bool = Field(description="true publishes; false takes it offline")


class AdminArticleResp(BaseModel):
    id: int
    code: str
    type: int
    categoryId: int | None
    title: str = Field(description="In the request's language")
    cover: str
    state: int = Field(description="0 draft, 1 published, 2 offline")
    published: bool
    publishTime: int
    startTime: int | None
    endTime: int | None
    sort: int
    browseCount: int
    createTime: int
    updateTime: int


class AdminRewardItemResp(BaseModel):
    kind: str
    code: str
    quantity: int


class AdminArticleDetailResp(AdminArticleResp):
    titles: dict[str, str]
    summaries: dict[str, str]
    bodies: dict[str, str] = Field(description="As stored (sanitized)")
    spuIds: list[int]
    rewardItems: list[AdminRewardItemResp]


class ContentImportRowResp(BaseModel):
    section: str
    index: int | None = Field(description="The row in its section, from 0; null: the section or the file")
    code: str | None
    ok: bool
    message: str = Field(description="Why it was rejected; empty when imported")


class ArticleImportResp(BaseModel):
    ok: bool = Field(description="Every row was imported")
    counts: dict[str, ImportCountsResp]
    rows: list[ContentImportRowResp]
