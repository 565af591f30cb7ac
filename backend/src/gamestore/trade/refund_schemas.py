"""Refunds of an order's never-revealed keys (the member's after-sale requests)."""
# ruff: noqa: N815 - the API's camelCase field names

from __future__ import annotations

from pydantic import BaseModel, Field

from gamestore.core.pagination import PageParam
from gamestore.core.validators import Id, OneLine


# A refund is every never-revealed key of the order, at the server's amount: yudao's after-sale body
# (orderItemId, refundPrice, way) is refused on purpose (docs/decisions.md). A comment, not a
# docstring, so the API schema stays as it is.
class AfterSaleCreateReq(BaseModel):
    orderId: Id
    reason: OneLine = Field(default="", description="Why (optional, 140 characters)")


class AfterSalePageReq(PageParam):
    pass


class AfterSaleItemResp(BaseModel):
    orderItemId: int
    spuId: int
    skuId: int
    spuName: str
    skuName: str
    picUrl: str
    count: int = Field(description="Keys of this version refunded by this request")


class AfterSaleResp(BaseModel):
    id: int
    no: str
    orderId: int
    orderNo: str
    status: int = Field(description="10 refunding, 20 refunded, 30 refund failed (trade_after_sale_status)")
    way: int = Field(description="1 asked by the member, 2 by support")
    reason: str
    refundPrice: int = Field(description="Money given back, in fen")
    refundPoint: int = Field(description="Points the order used, given back")
    payChannelCode: str | None = Field(description="Where the money goes back (the channel it came from)")
    keyCount: int
    items: list[AfterSaleItemResp]
    createTime: int = Field(description="Epoch milliseconds")
    finishTime: int | None = Field(description="When the money was back (epoch ms)")
