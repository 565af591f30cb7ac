"""Requests and answers of /admin-api/trade: support's orders, refunds and feedback replies."""
# ruff: noqa: N815 - the API's camelCase field names

from __future__ import annotations

from typing import Annotated, Literal, Self

from pydantic import BaseModel, Field, StringConstraints, model_validator

from gamestore.core.pagination import PageParam
from gamestore.core.validators import (
    DESCRIPTION_MAX,
    EpochMillisOrLocalTime,
    Id,
    Mobile,
    OneLineText,
    TextRule,
)
from gamestore.trade.order_schemas import OrderLogResp
from gamestore.trade.order_status import OrderStatus
from gamestore.trade.refund_schemas import AfterSaleResp

OrderNo = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=32), TextRule()]
# What an activation key looks like (the key import's rule).
KeyCode = Annotated[
    str,
    StringConstraints(strip_whitespace=True, min_length=5, max_length=64, pattern=r"^[A-Za-z0-9-]+$"),
    TextRule(),
]
Reply = Annotated[
    str,
    StringConstraints(strip_whitespace=True, min_length=1, max_length=DESCRIPTION_MAX),
    TextRule(multi_line=True),
]


class AdminOrderPageReq(PageParam):
    no: OrderNo | None = Field(default=None, description="The order number, exactly")
    mobile: Mobile | None = Field(default=None, description="The member's mobile, exactly")
    key: KeyCode | None = Field(default=None, description="An activation key the order holds, exactly")
    status: OrderStatus | None = Field(
        default=None, description="0 unpaid, 10 undelivered, 20 delivered, 30 completed, 40 closed"
    )
    createTime: list[EpochMillisOrLocalTime] | None = Field(
        default=None,
        min_length=2,
        max_length=2,
        description="[from, to], both included",
    )


class AdminOrderResp(BaseModel):
    id: int
    no: str
    memberId: int
    memberMobile: str | None
    status: int
    productCount: int
    totalPrice: int = Field(description="Before discounts, in fen")
    payPrice: int = Field(description="Paid, in fen")
    payStatus: bool
    payChannelCode: str | None
    refundStatus: int = Field(description="0 none, 1 refund in progress, 2 refunded")
    refundPrice: int = Field(description="Refunded so far, in fen")
    createTime: int
    payTime: int | None
    shippingStatus: Literal["not_needed", "pending", "uploaded", "failed"] = Field(
        description="The shipping upload WeChat wants for a mini-program payment: not_needed (another "
        "channel, or wholly refunded before it), pending (waiting for its first try or a retry), "
        "uploaded, failed (refused or out of tries)"
    )
    shippingError: str | None = Field(description="The last try's error (pending or failed)")


class AdminOrderLineResp(BaseModel):
    id: int
    spuId: int
    skuId: int
    spuName: str
    skuName: str
    count: int
    price: int = Field(description="List price of one key when ordered")
    totalPrice: int
    activityDiscountPrice: int
    vipPrice: int
    couponPrice: int
    pointPrice: int
    payPrice: int
    afterSaleStatus: int
    refundCount: int


class AdminOrderKeyResp(BaseModel):
    """A sold key of the order, always masked: operators never see a sold key's code here."""

    keyId: int
    skuId: int
    revealed: bool = Field(description="Revealed by the member (no longer refundable)")
    revealTime: int | None


class AdminFeedbackMessageResp(BaseModel):
    id: int
    fromStore: bool
    content: str
    picUrls: list[str]
    createTime: int


class AdminOrderDetailResp(AdminOrderResp):
    remark: str = Field(description="The member's contact note")
    activityDiscountPrice: int
    vipPrice: int
    couponPrice: int
    pointPrice: int
    discountPrice: int
    usePoint: int
    givePoint: int
    giveExperience: int
    payOrderId: int | None
    finishTime: int | None
    cancelTime: int | None
    cancelType: int | None
    deleted: bool = Field(description="Hidden by the member from their list")
    items: list[AdminOrderLineResp]
    keys: list[AdminOrderKeyResp]
    logs: list[OrderLogResp]
    afterSales: list[AfterSaleResp] = Field(description="Refunds, newest first")
    feedback: list[AdminFeedbackMessageResp] = Field(description="The order's feedback thread, oldest first")


class AdminRefundReq(BaseModel):
    orderId: Id
    reason: OneLineText = Field(description="Why support refunds (required, 140 characters)")


class AdminRefundRetryReq(BaseModel):
    id: Id = Field(description="The refund (after-sale) waiting for support")


class FeedbackReplyReq(BaseModel):
    feedbackId: Id | None = Field(default=None, description="Feedback from the centre, or …")
    orderId: Id | None = Field(default=None, description="… an order's feedback thread (exactly one)")
    content: Reply

    @model_validator(mode="after")
    def _exactly_one_target(self) -> Self:
        if (self.feedbackId is None) == (self.orderId is None):
            raise ValueError("give exactly one of feedbackId and orderId")
        return self
