"""Requests and answers of key reports ("this key does not work"): the member's and the console's."""
# ruff: noqa: N815 - the API's camelCase field names

from __future__ import annotations

from enum import IntEnum
from typing import Annotated, Literal, Self

from pydantic import BaseModel, Field, StringConstraints, model_validator

from gamestore.core.pagination import PageParam
from gamestore.core.validators import Id, OneLine, StoredIn, TextRule
from gamestore.models.trade import KeyReport
from gamestore.trade.order_schemas import ActivationCodeResp


class KeyReportReason(IntEnum):
    ALREADY_REDEEMED = 1
    WRONG_REGION = 2
    INVALID = 3


class KeyReportStatus(IntEnum):
    WITH_SUPPORT = 10  # pending: support replaces, refunds or rejects it
    REPLACED = 20  # replaced at once by a key of the same batch
    REPLACED_BY_SUPPORT = 30
    REFUNDED = 40  # support refunded the key (its line's share, through the refund machinery)
    REJECTED = 50


class WhySupport(IntEnum):
    NO_KEY = 1  # no key of the reported key's batch was left
    PAST_WINDOW = 2  # reported more than KEY_REPORT_WINDOW_HOURS after the reveal
    NOT_FIRST = 3  # the order had a report already
    MONTHLY_LIMIT = 4  # the member's KEY_REPORT_MONTHLY_LIMIT reports this month were used


Note = Annotated[str, StringConstraints(strip_whitespace=True), TextRule(), StoredIn(KeyReport.note)]


class KeyReportReq(BaseModel):
    orderId: Id
    keyId: Id = Field(description="The revealed key that does not work (activationCodes[].keyId)")
    reason: KeyReportReason = Field(description="1 already redeemed, 2 wrong region, 3 invalid")
    note: Note = Field(default="", description="What the member adds (optional, 200 characters)")


class KeyReportResp(BaseModel):
    """A key report as its member sees it."""

    id: int
    orderId: int
    keyId: int = Field(description="The reported key (set aside once replaced or refunded)")
    reason: int = Field(description="1 already redeemed, 2 wrong region, 3 invalid")
    note: str
    status: int = Field(
        description="10 with support, 20 replaced at once, 30 replaced by support, 40 refunded, 50 rejected"
    )
    replacementKeyId: int | None = Field(description="The key given instead (replaced), else null")
    afterSaleId: int | None = Field(description="The refund (refunded), else null")
    answer: str = Field(description="Support's answer (a rejection's reason), else empty")
    createTime: int
    resolveTime: int | None


class KeyReportResultResp(BaseModel):
    """What a report did: ``replaced`` (the new key, revealed now: ``key``) or ``toSupport``."""

    result: Literal["replaced", "toSupport"]
    report: KeyReportResp
    key: ActivationCodeResp | None = Field(description="The replacement key in clear (replaced), else null")


class AdminKeyReportPageReq(PageParam):
    state: Literal["pending", "resolved"] | None = Field(
        default=None, description="pending: with support (status 10); resolved: every other; none: all"
    )
    orderId: Id | None = None


class AdminKeyReportResp(BaseModel):
    id: int
    orderId: int
    orderNo: str
    memberId: int
    memberMobile: str | None = Field(description="Masked: 138****0000")
    keyId: int
    skuId: int
    spuName: str = Field(description="The game's name as the order bought it, in the operator's language")
    skuName: str = Field(description="The version's name as the order bought it")
    reason: int = Field(description="1 already redeemed, 2 wrong region, 3 invalid")
    note: str
    status: int = Field(
        description="10 with support, 20 replaced at once, 30 replaced by support, 40 refunded, 50 rejected"
    )
    whySupport: int | None = Field(
        description="Why it came to support: 1 no key of its batch, 2 past the window, 3 not the order's "
        "first report, 4 the member's monthly limit"
    )
    revealTime: int = Field(description="When the reported key was first revealed, epoch ms")
    createTime: int
    resolveTime: int | None
    memberReportsThisMonth: int = Field(description="The member's reports this calendar month (abuse)")
    replacementKeyId: int | None
    afterSaleId: int | None = Field(description="The refund, when refunded")
    operatorId: int | None
    answer: str


class AdminKeyReportResolveReq(BaseModel):
    id: Id = Field(description="The key report (with support)")
    action: Literal["replace", "refund", "reject"] = Field(
        description="replace: any available key of the version; refund: that key's share through the "
        "refund machinery; reject: with a reason"
    )
    answer: OneLine = Field(default="", description="Told to the member; required to reject")

    @model_validator(mode="after")
    def _reject_says_why(self) -> Self:
        if self.action == "reject" and not self.answer:
            raise ValueError("a rejection needs an answer")
        return self
