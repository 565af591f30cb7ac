"""Request and answer bodies of /product/price-alert (field names in the spec's camelCase)."""
# ruff: noqa: N815 - the API's camelCase field names

from __future__ import annotations

from enum import IntEnum

from pydantic import BaseModel, Field

from gamestore.catalogue.schemas import SpuSummaryResp
from gamestore.core.validators import Fen, Id


class PriceAlertKind(IntEnum):
    """1 any drop of the member's price, 2 a drop to the target price or below, 3 a drop to the
    game's historical low."""

    ANY_DROP = 1
    TARGET = 2
    HISTORICAL_LOW = 3


class PriceAlertSaveReq(BaseModel):
    spuId: Id
    kind: PriceAlertKind
    targetPrice: Fen | None = Field(
        default=None, description="Fen; required for kind 2 and below the member's price now, else ignored"
    )
    miniProgram: bool = Field(
        default=False,
        description="The member accepted the mini program's subscribe template: the next drop is also "
        "sent as a subscribe message (one message per acceptance)",
    )


class PriceAlertResp(BaseModel):
    spuId: int
    kind: PriceAlertKind
    targetPrice: int | None
    miniProgram: bool = Field(description="A subscribe message is accepted for the next drop")
    lastPrice: int = Field(description="Fen: the member's price the alert last saw")
    toldPrice: int | None = Field(description="Fen: the price of the last drop told")
    toldFrom: int | None = Field(description="Fen: the price that drop fell from")
    toldTime: int | None = Field(description="Epoch milliseconds")
    createTime: int = Field(description="Epoch milliseconds")
    spu: SpuSummaryResp | None = Field(
        description="The game's card at the member's price now; null off the shelf"
    )
