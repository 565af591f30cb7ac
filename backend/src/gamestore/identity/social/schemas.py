"""Request and answer bodies of the social endpoints (field names as the spec's JSON)."""
# ruff: noqa: N815 - the spec's camelCase field names

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, Field, StringConstraints

from gamestore.core.validators import TextRule
from gamestore.identity.schemas import ShareString
from gamestore.identity.social.wechat_api import SocialType

TYPE_DESCRIPTION = (
    "Dictionary system_social_type: 31 WeChat Official Account, 34 WeChat Mini Program, 43 WeChat (app)"
)
LoginCode = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=128), TextRule()]
Openid = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=128), TextRule()]
State = Annotated[str, StringConstraints(strip_whitespace=True, max_length=128), TextRule()]


class SocialUserBindReq(BaseModel):
    type: SocialType = Field(description=TYPE_DESCRIPTION)
    code: LoginCode = Field(description="The login code WeChat gave (redirect ?code=, wx.login, app SDK)")
    state: State | None = Field(
        default=None,
        description="The state of social-auth-redirect (WeChat passes it back); required for 31 and 43",
    )


class SocialLoginReq(BaseModel):
    type: SocialType = Field(
        description=TYPE_DESCRIPTION + "; 31 and 43 log in here, 34 through weixin-mini-app-login"
    )
    code: LoginCode = Field(description="The login code WeChat gave (redirect ?code=, app SDK)")
    state: State | None = Field(
        default=None,
        description="The state of social-auth-redirect (WeChat passes it back): required for 31; "
        "for 43 checked when given. Each state works once.",
    )
    spm: ShareString | None = Field(
        default=None,
        description="The tracking string of the shared link the visitor opened (spec §2): a member "
        "registering by this login becomes the sharer's referred friend",
    )


class SocialUserUnbindReq(BaseModel):
    type: SocialType = Field(description=TYPE_DESCRIPTION)
    openid: Openid


class SocialUserResp(BaseModel):
    type: int = Field(description=TYPE_DESCRIPTION)
    openid: str
    nickname: str | None
    avatar: str | None


class JsapiSignatureResp(BaseModel):
    appId: str
    timestamp: int = Field(description="Epoch seconds, as signed")
    nonceStr: str
    url: str = Field(description="The signed page URL (without its #fragment)")
    signature: str = Field(description='sha1 of "jsapi_ticket=…&noncestr=…&timestamp=…&url=…"')
    openTagList: list[str]
