"""Request and answer bodies of /member/auth and /member/user (field names as the spec's JSON)."""
# ruff: noqa: N815 - the spec's camelCase field names

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, Field, StringConstraints, model_validator
from pydantic_core import PydanticCustomError

from gamestore.core.pagination import PageParam
from gamestore.core.validators import HttpUrl, Mobile, Password, SmsCode, TextRule
from gamestore.member.sms.base import SmsScene

Nickname = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=30), TextRule()]
Gender = Literal[0, 1, 2]


class SendSmsCodeReq(BaseModel):
    mobile: Mobile
    scene: SmsScene = Field(description="1 login, 2 change mobile, 3 change password, 4 reset password")


class SmsLoginReq(BaseModel):
    mobile: Mobile
    code: SmsCode


class PasswordLoginReq(BaseModel):
    mobile: Mobile
    password: Annotated[str, StringConstraints(min_length=1, max_length=64), TextRule()]


class AuthLoginResp(BaseModel):
    userId: int
    accessToken: str
    refreshToken: str
    expiresTime: int = Field(description="When the access token expires, epoch milliseconds")
    openid: str | None = None


class LevelResp(BaseModel):
    level: int
    name: str
    experience: int = Field(description="Experience at which this level starts")
    discountPercent: int
    nextExperience: int | None = Field(description="Experience needed for the next level; null at the top")


class UserInfoResp(BaseModel):
    id: int
    nickname: str
    avatar: str | None
    gender: int = Field(description="0 unknown, 1 male, 2 female")
    mobile: str
    point: int
    experience: int
    level: LevelResp


class UserUpdateReq(BaseModel):
    nickname: Nickname | None = None
    avatar: HttpUrl | None = None
    gender: Gender | None = None

    @model_validator(mode="after")
    def _something_to_update(self) -> UserUpdateReq:
        if self.nickname is None and self.avatar is None and self.gender is None:
            raise PydanticCustomError("update_empty", "nothing to update")
        return self


class UpdateMobileReq(BaseModel):
    mobile: Mobile = Field(description="The new mobile number")
    code: SmsCode = Field(description="Code sent to the new number (scene 2)")
    oldCode: SmsCode = Field(description="Code sent to the current number (scene 2)")


class UpdatePasswordReq(BaseModel):
    password: Password
    code: SmsCode = Field(description="Code sent to the account's mobile (scene 3)")


class ResetPasswordReq(BaseModel):
    mobile: Mobile
    password: Password
    code: SmsCode = Field(description="Code sent to the mobile (scene 4)")


class PointRecordPageReq(PageParam):
    addStatus: bool | None = Field(default=None, description="true income only, false spending only")


class PointRecordResp(BaseModel):
    id: int
    bizType: int = Field(description="member_point_biz_type dictionary value")
    title: str = Field(description="What the change was for, in the asked language")
    point: int = Field(description="Positive income, negative spending")
    balance: int = Field(description="The member's points after this change")
    createTime: int = Field(description="Epoch milliseconds")
