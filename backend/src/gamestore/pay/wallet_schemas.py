"""The wallet: balance, transactions and their monthly summary, recharge packages (fen, epoch ms)."""
# ruff: noqa: N815 - the API's camelCase field names

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from gamestore.core.pagination import PageParam
from gamestore.core.validators import Id


class WalletResp(BaseModel):
    balance: int = Field(description="fen")
    totalExpense: int = Field(description="All payments from the wallet less their refunds, fen")
    totalRecharge: int = Field(description="All recharges (with bonuses), fen")


class WalletTransactionPageReq(PageParam):
    type: Literal[1, 2] | None = Field(default=None, description="1 income, 2 expense; none: both")


class WalletTransactionResp(BaseModel):
    id: int
    bizType: int = Field(
        description="1 recharge, 2 recharge refund, 3 payment, 4 payment refund, 5 adjustment"
    )
    title: str
    price: int = Field(description="Positive income, negative expense, fen")
    balance: int = Field(description="The balance after this transaction")
    createTime: int


class WalletSummaryResp(BaseModel):
    totalIncome: int = Field(
        description="Credits but refunds of wallet payments (recharges, adjustments), fen"
    )
    totalExpense: int = Field(
        description="Payments made in the period less their refunds (whenever made), and other debits: a "
        "positive amount, counted as the wallet's totalExpense counts"
    )


class RechargePackageResp(BaseModel):
    id: int
    name: str
    payPrice: int = Field(description="What the member pays, fen")
    bonusPrice: int = Field(description="Added on top, fen")


class RechargeCreateReq(BaseModel):
    packageId: Id
    payPrice: int = Field(ge=1, le=100_000_000, description="The package's price, fen (checked)")


class RechargeCreateResp(BaseModel):
    id: int
    payOrderId: int


class RechargeResp(BaseModel):
    id: int
    payPrice: int
    bonusPrice: int
    totalPrice: int
    payStatus: bool
    payTime: int | None
    payChannelCode: str | None
    createTime: int
