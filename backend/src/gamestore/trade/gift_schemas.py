"""Gifts: an order bought for a friend, claimed by a link (trade/gift_service.py)."""
# ruff: noqa: N815 - the API's camelCase field names

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, Field, StringConstraints

from gamestore.core.pagination import PageParam
from gamestore.core.validators import Id, TextRule

# What ``secrets.token_urlsafe(16)`` writes: 22 characters of A–Z, a–z, 0–9, - and _.
GiftCode = Annotated[
    str, StringConstraints(min_length=16, max_length=32, pattern=r"^[A-Za-z0-9_-]+$"), TextRule()
]


class GiftCodeReq(BaseModel):
    code: GiftCode = Field(description="The gift's claim code, from its link")


class GiftOrderReq(BaseModel):
    orderId: Id


class GiftItemResp(BaseModel):
    spuId: int
    skuId: int
    spuName: str
    skuName: str
    picUrl: str
    count: int = Field(description="Keys of this version in the gift")


class GiftResp(BaseModel):
    """A gift as its link shows it to anyone who opens it."""

    code: str
    status: int = Field(
        description="10 waiting, 20 claimed, 30 taken back, 40 returned unclaimed (trade_gift_status)"
    )
    message: str = Field(description="The giver's message")
    giverNickname: str
    giverAvatar: str | None
    items: list[GiftItemResp]
    expireTime: int | None = Field(description="Until when it can be claimed (epoch ms)")
    mine: bool = Field(description="The member asking gave it (they cannot claim it)")


class GiftClaimResp(BaseModel):
    orderId: int = Field(description="The order, now the member's (its keys revealed on purpose, as any)")


class SentGiftResp(BaseModel):
    """A gift the member gave, as their list of sent gifts shows it."""

    orderId: int
    orderNo: str
    code: str
    status: int = Field(description="10 waiting, 20 claimed, 30 taken back, 40 returned (trade_gift_status)")
    message: str
    items: list[GiftItemResp]
    payPrice: int
    friendMobile: str | None = Field(description="Who claimed it, masked (135****8000)")
    claimTime: int | None
    expireTime: int | None
    createTime: int


class SentGiftPageReq(PageParam):
    pass
