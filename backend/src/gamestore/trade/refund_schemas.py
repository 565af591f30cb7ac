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
    spentPoint: int = Field(
        description="Points the refunded keys had earned that the member had spent already (support "
        "refunding a final order); their worth (spentPrice) was kept from the money"
    )
    spentPrice: int = Field(description="Fen kept from the money for spentPoint (refundPrice is after it)")
    payChannelCode: str | None = Field(description="Where the money goes back (the channel it came from)")
    keyCount: int
    items: list[AfterSaleItemResp]
    createTime: int = Field(description="Epoch milliseconds")
    finishTime: int | None = Field(description="When the money was back (epoch ms)")


class RefundPreviewResp(BaseModel):
    """What a support refund would give back now (nothing is done: see trade/refund_service.preview)."""

    keyCount: int = Field(description="Keys it would refund")
    keyPrice: int = Field(description="Those keys' share of the money paid, in fen")
    refundPrice: int = Field(description="Money it would give back: keyPrice less spentPrice, in fen")
    refundPoint: int = Field(description="Points the order used that it would give back")
    spentPoint: int = Field(description="Points the keys earned that the member has spent already")
    spentPrice: int = Field(
        description="Their worth, kept from the money (100 points = the points deduction rate)"
    )
