"""Requests and answers of the console's help screen (/admin-api/system/help-category,
/help-article). Texts per language travel as stored: ``{"en": …, "zh-Hans": …, "zh-Hant": …, "ja": …}``.
Only what keeps a request sane is checked here; the content file's import judges the rest (its
reasons refuse the request: HELP_INVALID)."""
# ruff: noqa: N815 - the API's camelCase field names

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, Field, StringConstraints

from gamestore.core.pagination import PageParam
from gamestore.core.richtext import RICH_TEXT_MAX
from gamestore.core.validators import Id, OneLine, TextRule

INT32_MAX = 2**31 - 1
MAX_LANGUAGES = 8
Int = Annotated[int, Field(ge=-INT32_MAX, le=INT32_MAX)]
HelpLine = Annotated[str, StringConstraints(max_length=200), TextRule()]
HelpRichText = Annotated[str, StringConstraints(max_length=RICH_TEXT_MAX), TextRule(multi_line=True)]


class AdminHelpCategoryResp(BaseModel):
    id: int
    code: str
    names: dict[str, str] = Field(description="By language: en, zh-Hans, zh-Hant, ja")
    sort: int
    articleCount: int = Field(description="Its questions, published or not")


class AdminHelpCategoryFields(BaseModel):
    names: dict[str, HelpLine] = Field(max_length=MAX_LANGUAGES, description="en, zh-Hans, zh-Hant, ja")
    sort: Int = Field(default=0, description="Lower first")


class AdminHelpCategoryCreateReq(AdminHelpCategoryFields):
    code: HelpLine = Field(description="1–64 characters of a-z, 0-9 and - (the content file's key)")


class AdminHelpCategoryUpdateReq(AdminHelpCategoryFields):
    id: Id


class AdminHelpArticlePageReq(PageParam):
    keyword: OneLine | None = Field(default=None, description="Words of the question or its answer")
    categoryId: Id | None = None
    published: bool | None = None


class AdminHelpArticleResp(BaseModel):
    id: int
    code: str
    categoryId: int
    title: str = Field(description="In the request's language")
    titles: dict[str, str]
    published: bool
    sort: int
    updateTime: int = Field(description="Epoch milliseconds")


class AdminHelpArticleDetailResp(AdminHelpArticleResp):
    bodies: dict[str, str] = Field(description="Sanitized HTML per language")


class AdminHelpArticleFields(BaseModel):
    categoryId: Id
    titles: dict[str, HelpLine] = Field(max_length=MAX_LANGUAGES, description="One line per language")
    bodies: dict[str, HelpRichText] = Field(
        max_length=MAX_LANGUAGES, description="HTML per language, sanitized when stored"
    )
    published: bool = Field(default=True, description="false: a draft the help centre does not show")
    sort: Int = Field(default=0, description="Lower first")


class AdminHelpArticleCreateReq(AdminHelpArticleFields):
    code: HelpLine = Field(description="1–64 characters of a-z, 0-9 and - (the content file's key)")


class AdminHelpArticleUpdateReq(AdminHelpArticleFields):
    id: Id
