"""Payment orders and submitting them (spec §3 Payment order submit; fen, epoch ms)."""
# ruff: noqa: N815 - the API's camelCase field names

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, Field, StringConstraints

from gamestore.core.validators import Id, TextRule

ChannelCode = Annotated[
    str, StringConstraints(strip_whitespace=True, min_length=1, max_length=32), TextRule()
]
ExtraName = Annotated[str, StringConstraints(min_length=1, max_length=32), TextRule()]
ExtraValue = Annotated[str, StringConstraints(strip_whitespace=True, max_length=128), TextRule()]


class PayOrderResp(BaseModel):
    id: int
    status: int = Field(description="0 waiting, 10 paid, 20 refunded, 30 closed (pay_order_status)")
    price: int
    subject: str
    expireTime: int
    successTime: int | None
    channelCode: str | None
    merchantType: str = Field(description="What is paid for: trade (an order) or recharge")
    merchantOrderId: int = Field(description="The trade order's (or recharge's) id")


class PayOrderSubmitReq(BaseModel):
    id: Id
    channelCode: ChannelCode
    channelExtras: dict[ExtraName, ExtraValue] = Field(
        default_factory=dict, max_length=8, description="openid for WeChat channels"
    )
    returnUrl: Annotated[str, StringConstraints(max_length=512), TextRule()] | None = None


class PayOrderSubmitResp(BaseModel):
    status: int = Field(
        description="0: paid (treat as success at once); 1: continue with the channel (displayMode, pay_data)"
    )
    displayMode: str = Field(description="none, url, app or qr_code")
    displayContent: str
    pay_data: dict[str, Any] = Field(default_factory=dict, description="Channel data, e.g. h5_url")
