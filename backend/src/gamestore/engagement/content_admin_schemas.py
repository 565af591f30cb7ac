"""Requests and answers of the content console's tasks, items and collectibles
(/admin-api/member/task, /item, /collectible)."""
# ruff: noqa: N815 - the API's camelCase field names

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, Field, StringConstraints

from gamestore.core.import_report import ImportCountsResp, ImportProblemResp
from gamestore.core.pagination import PageParam
from gamestore.core.validators import Id, TextRule


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


# -- the forms: one task, item or collectible, checked as one row of its file ---------------------
# Only what keeps a request sane is checked here (text rules, sizes, integers that fit); the file's
# import judges the rest and its reasons refuse the request (CONTENT_ROW_INVALID).

INT32_MAX = 2**31 - 1
MAX_LANGUAGES = 8
Int = Annotated[int, Field(ge=-INT32_MAX, le=INT32_MAX)]
FormLine = Annotated[str, StringConstraints(max_length=200), TextRule()]
FormText = Annotated[str, StringConstraints(max_length=1000), TextRule(multi_line=True)]
FormIds = Annotated[list[Id], Field(default_factory=list, max_length=200)]


class AdminTaskRewardReq(BaseModel):
    kind: FormLine = Field(description="item or collectible")
    code: FormLine
    quantity: Int = Field(default=1, description="1–100")


class AdminTaskFields(BaseModel):
    """Checked as the task file checks a row (`gamestore import-tasks`)."""

    type: Int = Field(description="1 daily, 2 weekly, 3 one-time")
    event: FormLine = Field(description="What moves it (the task file's event)")
    target: Int = Field(description="1–1000")
    rewardPoint: Int = 0
    rewardExperience: Int = 0
    rewardItems: list[AdminTaskRewardReq] = Field(default_factory=list, max_length=5)
    titles: dict[str, FormLine] = Field(max_length=MAX_LANGUAGES, description="en, zh-Hans, zh-Hant, ja")
    descriptions: dict[str, FormLine] = Field(default_factory=dict, max_length=MAX_LANGUAGES)
    link: FormLine = Field(description="The web app's screen where it is done")
    sort: Int = 0
    enabled: bool = True


class AdminTaskCreateReq(AdminTaskFields):
    code: FormLine = Field(description="1–64 characters of a-z, 0-9 and - (the task file's key)")


class AdminTaskUpdateReq(AdminTaskFields):
    id: Id


class AdminDefinitionFields(BaseModel):
    rarity: Int = Field(description="1 common, 2 rare, 3 epic, 4 legendary")
    names: dict[str, FormLine] = Field(max_length=MAX_LANGUAGES, description="en, zh-Hans, zh-Hant, ja")
    picUrl: FormLine = Field(description="A /path or an https:// URL")
    sort: Int = 0
    enabled: bool = True


class AdminItemFields(AdminDefinitionFields):
    """Checked as the item file checks an item (`gamestore import-items`); its bonus codes come
    with the file."""

    type: Int = Field(description="1 bonus code, 2 voucher")
    instructions: dict[str, FormText] = Field(max_length=MAX_LANGUAGES)
    spuIds: FormIds
    withSkuIds: FormIds
    discountType: Int | None = Field(default=None, description="Vouchers: 1 percent off, 2 an amount off")
    discountValue: Int | None = None
    minAmount: Int = 0
    validDays: Int | None = None


class AdminItemCreateReq(AdminItemFields):
    code: FormLine = Field(description="1–64 characters of a-z, 0-9 and - (the item file's key)")


class AdminItemUpdateReq(AdminItemFields):
    id: Id


class AdminCollectibleFields(AdminDefinitionFields):
    """Checked as the item file checks a collectible; its edition size never below the copies issued."""

    descriptions: dict[str, FormText] = Field(max_length=MAX_LANGUAGES)
    value: Int = Field(description="In fen")
    valuation: Int = Field(description="In fen")
    modelUrl: FormLine | None = Field(default=None, description="A .glb or .gltf file")
    editionSize: Int
    purchaseMilestone: Int | None = None


class AdminCollectibleCreateReq(AdminCollectibleFields):
    code: FormLine = Field(description="1–64 characters of a-z, 0-9 and - (the item file's key)")


class AdminCollectibleUpdateReq(AdminCollectibleFields):
    id: Id
