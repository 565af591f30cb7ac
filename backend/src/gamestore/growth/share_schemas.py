"""Requests and answers of sharing and referrals (spec §3 Share info)."""
# ruff: noqa: N815 - the spec's camelCase field names

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, Field, StringConstraints

from gamestore.core.pagination import PageParam
from gamestore.core.validators import TextRule
from gamestore.growth.share import ShareMethod, SharePage, SharePlatform

# The short code behind a poster (and a mini-program code's scene): 8 URL-safe characters when made.
ShareCode = Annotated[str, StringConstraints(max_length=16, pattern=r"^[A-Za-z0-9_-]+$"), TextRule()]
_QUERY_ID = Field(
    default=0, ge=0, le=2**53 - 1, description="The game, activity, article or gift's order; 0 for home"
)


class ShareTargetReq(BaseModel):
    page: Annotated[
        SharePage, Field(description="1 home, 2 game detail, 3 activity, 4 news, 5 a gift (id: its order)")
    ]
    id: Annotated[int, _QUERY_ID]
    platform: Annotated[
        SharePlatform, Field(description="1 H5, 2 WeChat official account, 3 mini program, 4 app")
    ]
    skuId: Annotated[
        int | None,
        Field(
            default=None,
            ge=1,
            le=2**53 - 1,
            description="A game's version shared (the link opens on it, the poster prints its price)",
        ),
    ]


class ShareInfoReq(ShareTargetReq):
    method: Annotated[ShareMethod, Field(description="1 forward, 2 poster, 3 link")]


class ShareLogReq(ShareInfoReq):
    pass


class ShareInfoResp(BaseModel):
    title: str
    desc: str
    image: str = Field(description="The shared page's picture (the game's cover …); empty for home")
    path: str = Field(description="The page's route with its query, the tracking string in `spm`")
    link: str = Field(description="The page's full address, as the link to copy or forward")
    query: str = Field(description="The five-part tracking string (spec §2)")
    poster: str = Field(description="The poster image's address (PNG rendered by the server)")
    code: str = Field(description="The short share code behind the poster (a mini program's scene)")
    price: str = Field(
        description="The price the poster prints (a game's: the shared version's, else the one its card "
        "shows, event and the sharer's level included); empty for other pages"
    )


class ShareResolveReq(BaseModel):
    code: ShareCode = Field(
        description="The share code (a poster's mini-program code carries it as its scene)"
    )
    method: ShareMethod = Field(
        default=ShareMethod.POSTER,
        description="How it reached the visitor: 1 forward, 2 poster (default), 3 link",
    )


class ShareResolveResp(BaseModel):
    path: str = Field(
        description="The shared page's route with its query, the tracking string in `spm` (as share info's)"
    )
    spm: str = Field(description="The five-part tracking string (spec §2)")


class ReferralSummaryResp(BaseModel):
    friendCount: int = Field(description="Members who registered from this member's shares")
    purchaseCount: int = Field(description="Paid purchases by those members")
    pointTotal: int = Field(description="Points this member earned from them")
    sharerPoints: int = Field(description="Points per purchase by a referred friend (to the sharer)")
    friendPoints: int = Field(description="Points per purchase to the referred friend")


class ReferralFriendResp(BaseModel):
    id: int
    nickname: str
    avatar: str
    joinTime: int = Field(description="Epoch milliseconds: when the friend registered")
    purchaseCount: int
    pointTotal: int = Field(description="Points the sharer earned from this friend's purchases")


class ReferralPageReq(PageParam):
    pass
