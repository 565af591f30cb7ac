"""Request and answer bodies of /member/auth and /member/user (field names as the spec's JSON)."""
# ruff: noqa: N815 - the spec's camelCase field names

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, Field, StringConstraints, model_validator
from pydantic_core import PydanticCustomError

from gamestore.core.countries import COUNTRY_CODES
from gamestore.core.i18n import Lang
from gamestore.core.validators import (
    HttpUrl,
    Mobile,
    Password,
    SmsCode,
    TextRule,
)
from gamestore.identity.sms.base import SmsScene
from gamestore.identity.social.steam_schemas import SteamAccountResp

Nickname = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=30), TextRule()]
Gender = Literal[0, 1, 2]


def _known_country(value: str) -> str:
    if value and value not in COUNTRY_CODES:
        raise PydanticCustomError("country_unknown", "not an ISO 3166-1 alpha-2 country code")
    return value


# "" clears the setting.
CountrySetting = Annotated[str, StringConstraints(max_length=2), TextRule(), AfterValidator(_known_country)]
CountrySource = Literal["steam", "setting", "ip"]
# A malformed string is ignored at login (it only ever names who shared a link), never refused.
ShareString = Annotated[str, StringConstraints(max_length=100), TextRule()]


class SendSmsCodeReq(BaseModel):
    mobile: Mobile
    scene: SmsScene = Field(description="1 login, 2 change mobile, 3 change password, 4 reset password")


class SmsLoginReq(BaseModel):
    mobile: Mobile
    code: SmsCode
    spm: ShareString | None = Field(
        default=None,
        description="The tracking string of the shared link the visitor opened (spec §2): a member "
        "registering by this login becomes the sharer's referred friend",
    )


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
    mobile: str | None = Field(
        description="null for a member registered by WeChat who has not added a number yet "
        "(needed before creating an order)"
    )
    point: int
    experience: int
    pendingPoint: int = Field(
        default=0,
        description="Points paid orders will earn once final (every key revealed, or the refund window "
        "closed): not spendable yet, cancelled by a refund",
    )
    pendingExperience: int = Field(
        default=0,
        description="Experience paid orders will earn once final (levels count only given experience)",
    )
    level: LevelResp
    steam: SteamAccountResp | None = Field(default=None, description="The bound Steam account (null: none)")
    country: str | None = Field(
        default=None, description="The country the member set (ISO 3166-1 alpha-2; null: not set)"
    )
    activationCountry: str | None = Field(
        default=None,
        description="Where the member's keys must activate: the bound Steam account's country, else the "
        "member's setting, else the request's (GeoIP); null: unknown (no region is checked)",
    )
    activationCountrySource: CountrySource | None = Field(
        default=None, description="Where activationCountry came from"
    )


class UserUpdateReq(BaseModel):
    nickname: Nickname | None = None
    avatar: HttpUrl | None = None
    gender: Gender | None = None
    country: CountrySetting | None = Field(
        default=None, description='ISO 3166-1 alpha-2 (upper case) where the member is; "" clears it'
    )

    @model_validator(mode="after")
    def _something_to_update(self) -> UserUpdateReq:
        if self.nickname is None and self.avatar is None and self.gender is None and self.country is None:
            raise PydanticCustomError("update_empty", "nothing to update")
        return self


class UpdateLanguageReq(BaseModel):
    language: Lang = Field(description="The language the member now uses the app in")


class UpdateMobileReq(BaseModel):
    mobile: Mobile = Field(description="The new mobile number")
    code: SmsCode = Field(description="Code sent to the new number (scene 2)")
    oldCode: SmsCode | None = Field(
        default=None,
        description="Code sent to the current number (scene 2); leave out when the member has no "
        "mobile yet (adding one needs only the new number's code)",
    )


class UpdatePasswordReq(BaseModel):
    password: Password
    code: SmsCode = Field(description="Code sent to the account's mobile (scene 3)")


class ResetPasswordReq(BaseModel):
    mobile: Mobile
    password: Password
    code: SmsCode = Field(description="Code sent to the mobile (scene 4)")
