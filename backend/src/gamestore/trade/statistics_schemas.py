"""Answers of /admin-api/trade/statistics: the console's dashboard."""
# ruff: noqa: N815 - the API's camelCase field names

from __future__ import annotations

from pydantic import BaseModel, Field


class PeriodSummaryResp(BaseModel):
    startTime: int = Field(description="The period's start (epoch ms): today's or Monday's 00:00 shop time")
    salesPrice: int = Field(description="Pay price of the orders paid in the period, in fen")
    refundPrice: int = Field(description="Refunded so far of those orders, in fen")
    netSalesPrice: int = Field(description="salesPrice minus refundPrice, in fen")
    paidOrderCount: int = Field(description="Orders paid in the period")
    createdOrderCount: int = Field(description="Orders created in the period, paid or not")
    payingMemberCount: int = Field(description="Distinct members with an order paid in the period")
    cartMemberCount: int = Field(description="Distinct members who added to their cart in the period")
    convertedMemberCount: int = Field(description="Of cartMemberCount, those who paid an order in the period")
    cartConversion: float | None = Field(
        description="convertedMemberCount / cartMemberCount (0 to 1), null when nobody added to a cart"
    )
    failedNotifyCount: int = Field(description="Payment notices in the period that paid no order")


class BestSellerResp(BaseModel):
    spuId: int
    skuId: int
    spuName: str = Field(description="The game, as the latest paid order named it")
    skuName: str = Field(description="The version, as the latest paid order named it")
    quantity: int = Field(description="Keys in orders paid this week, less those refunded")
    payPrice: int = Field(description="What those keys were paid, less the refunded keys' share, in fen")


class FailedNotifyResp(BaseModel):
    id: int
    channelCode: str
    outTradeNo: str = Field(description="The payment attempt's number the gateway named")
    price: int = Field(description="The amount the gateway reported, in fen")
    outcome: int = Field(
        description="30 amount mismatch, 40 arrived after the order closed (refunded to the wallet), "
        "50 unknown payment, 60 not paid"
    )
    reason: str = Field(description="The outcome's name: amount_mismatch, refunded_to_wallet, …")
    createTime: int


class PreorderShortageResp(BaseModel):
    """A released version whose pre-orders wait for keys: import keys before they are refunded."""

    skuId: int
    spuName: str
    skuName: str
    orderCount: int = Field(description="Its pre-orders waiting for keys")
    keyCount: int = Field(description="Keys they wait for")
    shortSince: int = Field(description="When the first of them ran short (epoch ms)")
    refundTime: int = Field(description="When that one is refunded without keys (epoch ms)")


class DashboardSummaryResp(BaseModel):
    timezone: str = Field(description="The shop's timezone the days and weeks are counted in")
    today: PeriodSummaryResp
    week: PeriodSummaryResp = Field(description="This week, from Monday")
    bestSellers: list[BestSellerResp] = Field(
        description="This week's top 5 versions by keys paid, net of refunds"
    )
    latestFailedNotifies: list[FailedNotifyResp] = Field(description="The latest 10, newest first")
    preorderShortages: list[PreorderShortageResp] = Field(
        description="Released versions whose pre-orders wait for keys, the longest waiting first"
    )
