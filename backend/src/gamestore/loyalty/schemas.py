"""Request and answer bodies of /member/point, /member/sign-in, /member/level and /member/experience."""
# ruff: noqa: N815 - the spec's camelCase field names

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, Field

from gamestore.core.pagination import PageParam
from gamestore.core.validators import EpochMillisOrLocalTime, TextRule


class PointRecordPageReq(PageParam):
    addStatus: bool | None = Field(default=None, description="true income only, false spending only")
    bizType: int | None = Field(
        default=None, ge=0, le=32_767, description="Only this member_point_biz_type dictionary value"
    )
    createTime: list[EpochMillisOrLocalTime] | None = Field(
        default=None,
        min_length=2,
        max_length=2,
        description="[from, to], both included",
    )


class PointRecordResp(BaseModel):
    id: int
    bizType: int = Field(description="member_point_biz_type dictionary value")
    title: str = Field(description="What the change was for, in the asked language")
    point: int = Field(description="Positive income, negative spending")
    balance: int = Field(description="The member's points after this change")
    createTime: int = Field(description="Epoch milliseconds")
    bizId: str | None = Field(
        description="What it came from: the order's id, the task's id, the check-in's day"
    )


class PendingPointResp(BaseModel):
    bizType: int = Field(description="member_point_biz_type dictionary value it will be recorded as")
    title: str = Field(description="What it is for, in the asked language")
    point: int
    orderId: int = Field(description="The paid order it comes from")
    finalBy: int = Field(
        description="Epoch milliseconds: given by then at the latest (the order's refund window closes); "
        "earlier once every key of the order is revealed"
    )


class SignInConfigResp(BaseModel):
    day: int = Field(description="Day of a streak, from 1; the last day's reward repeats after it")
    point: int
    experience: int


class SignInSummaryResp(BaseModel):
    totalDay: int = Field(description="Days checked in, ever")
    continuousDay: int = Field(description="Days of the running streak (0 once a day was missed)")
    todaySignIn: bool = Field(description="Whether the member checked in today (Asia/Shanghai)")


class SignInCreateResp(BaseModel):
    day: int = Field(description="Day of the streak this check-in made")
    point: int
    experience: int


class SignInRecordPageReq(PageParam):
    month: Annotated[str, TextRule()] | None = Field(
        default=None,
        max_length=7,
        pattern=r"^[0-9]{4}-(0[1-9]|1[0-2])$",
        description="Only check-ins of this month (YYYY-MM, Asia/Shanghai days)",
    )


class SignInRecordResp(BaseModel):
    id: int
    signDate: str = Field(description="The day checked in, YYYY-MM-DD (Asia/Shanghai)")
    day: int
    point: int
    experience: int
    createTime: int = Field(description="Epoch milliseconds")


class LevelListResp(BaseModel):
    id: int
    name: str = Field(description="In the asked language")
    level: int
    experience: int = Field(description="Experience at which this level starts")
    discountPercent: int = Field(description="Percent off game prices at this level")
    icon: str = Field(description="The level badge's image")


class ExperienceRecordResp(BaseModel):
    id: int
    bizType: int = Field(description="member_experience_biz_type dictionary value")
    bizId: str | None
    title: str = Field(description="What the change was for, in the asked language")
    experience: int = Field(description="Positive gain, negative take-back")
    totalExperience: int = Field(description="The member's experience after this change")
    createTime: int = Field(description="Epoch milliseconds")
