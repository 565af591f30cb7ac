"""The console's member levels and check-in rewards: each table saved whole (/admin-api/member/level,
/admin-api/member/sign-in-config)."""

# ruff: noqa: N815 - the API's camelCase field names

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, BaseModel, Field, StringConstraints
from pydantic_core import PydanticCustomError

from gamestore.core.i18n import LANGUAGES
from gamestore.core.validators import OneLineText
from gamestore.loyalty.levels import LEVEL_COUNT

LEVEL_NAME_MAX = 32
MAX_EXPERIENCE = 100_000_000
MAX_LEVEL_DISCOUNT = 50
MAX_CHECK_IN_DAYS = 31
MAX_CHECK_IN_POINTS = 10_000
MAX_CHECK_IN_EXPERIENCE = 1_000


def _every_language(texts: dict[str, str]) -> dict[str, str]:
    if set(texts) != set(LANGUAGES):
        raise PydanticCustomError("languages", "give exactly the languages {langs}", {"langs": LANGUAGES})
    return texts


LevelName = Annotated[OneLineText, StringConstraints(max_length=LEVEL_NAME_MAX)]
LevelNames = Annotated[dict[str, LevelName], AfterValidator(_every_language)]


class AdminLevelReq(BaseModel):
    level: int = Field(ge=1, le=LEVEL_COUNT, description="1 … 5 (each level's badge is fixed)")
    experience: int = Field(ge=0, le=MAX_EXPERIENCE, description="The experience it starts at (level 1: 0)")
    discountPercent: int = Field(ge=0, le=MAX_LEVEL_DISCOUNT, description="Off the price, 0 … 50")
    names: LevelNames = Field(description="The name in each of en, zh-Hans, zh-Hant, ja")


class AdminLevelUpdateReq(BaseModel):
    """All five levels: thresholds strictly increasing from 0, discounts never decreasing."""

    levels: list[AdminLevelReq] = Field(min_length=LEVEL_COUNT, max_length=LEVEL_COUNT)


class AdminLevelResp(BaseModel):
    level: int
    name: str = Field(description="In the request's language")
    names: dict[str, str]
    experience: int
    discountPercent: int
    icon: str = Field(description="The badge the web app ships (levels/<level>.svg)")


class AdminSignInConfigReq(BaseModel):
    day: int = Field(ge=1, le=MAX_CHECK_IN_DAYS, description="Day of the streak")
    point: int = Field(ge=0, le=MAX_CHECK_IN_POINTS)
    experience: int = Field(ge=0, le=MAX_CHECK_IN_EXPERIENCE)


class AdminSignInConfigUpdateReq(BaseModel):
    """Days 1 … n in order (n ≤ 31); past day n a streak earns day n's reward again."""

    days: list[AdminSignInConfigReq] = Field(min_length=1, max_length=MAX_CHECK_IN_DAYS)


class AdminSignInConfigResp(BaseModel):
    day: int
    point: int
    experience: int
