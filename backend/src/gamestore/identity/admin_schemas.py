"""Requests and answers of /admin-api/member: finding members and adjusting their points."""
# ruff: noqa: N815 - the API's camelCase field names

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, Field, StringConstraints, field_validator

from gamestore.core.pagination import PageParam
from gamestore.core.validators import Id, Mobile, OneLineText, TextRule

POINT_ADJUST_MAX = 1_000_000

Nickname = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=30), TextRule()]
# The client's id for one adjustment: a retried request with the same id is applied once.
RequestId = Annotated[
    str,
    StringConstraints(strip_whitespace=True, min_length=8, max_length=60, pattern=r"^[A-Za-z0-9_-]+$"),
    TextRule(),
]


class MemberPageReq(PageParam):
    id: Id | None = Field(default=None, description="The member's id")
    mobile: Mobile | None = Field(default=None, description="The member's mobile, exactly")
    nickname: Nickname | None = Field(default=None, description="Nicknames containing this")


class AdminMemberResp(BaseModel):
    id: int
    mobile: str | None
    nickname: str
    avatar: str | None
    point: int
    experience: int
    level: int
    enabled: bool
    createTime: int = Field(description="Registered, epoch milliseconds")
    loginTime: int | None = Field(description="Last login, epoch milliseconds")


class PointAdjustReq(BaseModel):
    memberId: Id
    points: int = Field(
        ge=-POINT_ADJUST_MAX, le=POINT_ADJUST_MAX, description="Points to add (negative: take), never 0"
    )
    reason: OneLineText = Field(description="Why (required, 140 characters; kept in the audit log)")
    requestId: RequestId = Field(
        description="The client's id for this adjustment (8–60 of A–Z a–z 0–9 _ -): sending it again "
        "for the same member changes nothing"
    )

    @field_validator("points")
    @classmethod
    def _changes_something(cls, points: int) -> int:
        if points == 0:
            raise ValueError("must not be 0")
        return points


class PointAdjustResp(BaseModel):
    memberId: int
    point: int = Field(description="The member's balance after the adjustment")
    applied: bool = Field(description="False: this requestId was already applied, nothing changed")
