"""Answers of content: activities and news, the help centre, banners (field names as the spec's JSON)."""
# ruff: noqa: N815 - the API's camelCase field names

from __future__ import annotations

from enum import IntEnum

from pydantic import BaseModel, Field

from gamestore.catalogue.schemas import ActivityStatus
from gamestore.core.pagination import PageParam
from gamestore.core.validators import Id, OneLine


class ArticleType(IntEnum):
    ACTIVITY = 1
    NEWS = 2


class ArticleCategoryResp(BaseModel):
    id: int
    name: str
    sort: int


class ArticlePageReq(PageParam):
    type: ArticleType | None = Field(default=None, description="1 activity, 2 news; both when absent")
    status: ActivityStatus | None = Field(
        default=None, description="promotion_activity_status of activities: 10 upcoming, 20 ongoing, 30 ended"
    )
    categoryId: Id | None = None
    keyword: OneLine | None = Field(default=None, description="Part of the title, in any language")


class ArticleResp(BaseModel):
    id: int
    type: int = Field(description="1 activity, 2 news")
    categoryId: int | None
    title: str
    introduction: str = Field(description="The summary the list shows")
    picUrl: str = Field(description="The cover")
    status: int | None = Field(
        description="promotion_activity_status for an activity (10 upcoming, 20 ongoing, 30 ended); "
        "null for news"
    )
    startTime: int | None = Field(description="Epoch milliseconds (activities)")
    endTime: int | None = Field(description="Epoch milliseconds (activities)")
    publishTime: int = Field(description="Epoch milliseconds")
    browseCount: int


class ArticleRewardItemResp(BaseModel):
    kind: str = Field(description="item or collectible")
    code: str
    name: str
    picUrl: str
    quantity: int


class ArticleDetailResp(ArticleResp):
    content: str = Field(description="Sanitized HTML")
    spuIds: list[int] = Field(description="The games the activity features, in order")
    rewardItems: list[ArticleRewardItemResp] = Field(
        description="An activity's rewards: once to a member who pays for one of its games while it runs"
    )
    serverTime: int = Field(description="Epoch milliseconds: the server's now, for the countdown")


class HelpCategoryResp(BaseModel):
    id: int
    name: str
    sort: int


class HelpArticlePageReq(PageParam):
    categoryId: Id | None = None
    keyword: OneLine | None = Field(default=None, description="Words of the question or its answer")


class HelpArticleResp(BaseModel):
    id: int
    categoryId: int
    title: str


class HelpArticleDetailResp(HelpArticleResp):
    content: str = Field(description="Sanitized HTML")


class BannerResp(BaseModel):
    id: int
    title: str
    picUrl: str
    url: str
    sort: int
