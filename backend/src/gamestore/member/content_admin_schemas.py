"""Requests and answers of the content console's tasks, items and collectibles
(/admin-api/member/task, /item, /collectible)."""
# ruff: noqa: N815 - the API's camelCase field names

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from gamestore.core.import_report import ImportCountsResp, ImportProblemResp
from gamestore.core.pagination import PageParam


class TaskPageReq(PageParam):
    type: int | None = Field(default=None, ge=1, le=3, description="1 daily, 2 weekly, 3 one-time")
    enabled: bool | None = None


class AdminTaskResp(BaseModel):
    id: int
    code: str
    type: int = Field(description="1 daily, 2 weekly, 3 one-time")
    event: str = Field(description="What moves it (the task file's event)")
    target: int
    rewardPoint: int
    rewardExperience: int
    rewardItems: list[dict[str, Any]] = Field(description='[{"kind", "code", "quantity"}]')
    titles: dict[str, str] = Field(description="By language: en, zh-Hans, zh-Hant, ja")
    descriptions: dict[str, str]
    link: str
    sort: int
    enabled: bool


class DefinitionPageReq(PageParam):
    enabled: bool | None = None


class ItemPageReq(DefinitionPageReq):
    type: int | None = Field(default=None, ge=1, le=2, description="1 bonus code, 2 voucher")


class AdminItemResp(BaseModel):
    id: int
    code: str
    type: int = Field(description="1 bonus code, 2 voucher")
    rarity: int = Field(description="1 common, 2 rare, 3 epic, 4 legendary")
    names: dict[str, str]
    instructions: dict[str, str]
    picUrl: str
    spuIds: list[int] = Field(description="The games it applies to; none: every game")
    withSkuIds: list[int]
    discountType: int | None = Field(description="Vouchers: 1 percent off, 2 an amount off")
    discountValue: int | None
    minAmount: int
    validDays: int | None
    sort: int
    enabled: bool


class AdminCollectibleResp(BaseModel):
    id: int
    code: str
    rarity: int
    names: dict[str, str]
    descriptions: dict[str, str]
    picUrl: str
    modelUrl: str | None
    value: int = Field(description="In fen")
    valuation: int = Field(description="In fen")
    editionSize: int
    earned: int = Field(description="Copies members have earned so far")
    purchaseMilestone: int | None
    sort: int
    enabled: bool


class TaskImportResp(BaseModel):
    """The report `gamestore import-tasks` prints, as data."""

    ok: bool = Field(description="Every row imported")
    created: int
    updated: int
    rejected: int
    problems: list[str] = Field(description="Each left-out row and why")
    report: str = Field(description="The report as the command line prints it")


class ItemImportResp(BaseModel):
    """The report `gamestore import-items` prints, as data."""

    ok: bool
    counts: dict[str, ImportCountsResp] = Field(description="By section: items, collectibles")
    codesAdded: int = Field(description="Bonus codes added to pools")
    codesSkipped: int = Field(description="Bonus codes already stored")
    problems: list[ImportProblemResp]
    report: str
