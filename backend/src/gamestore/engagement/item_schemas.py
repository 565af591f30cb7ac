"""What My items and My collection ask and answer (spec §3 "Item and collectible")."""
# ruff: noqa: N815 - the spec's camelCase field names

from __future__ import annotations

from pydantic import BaseModel, Field

from gamestore.core.pagination import PageParam
from gamestore.core.validators import Id
from gamestore.engagement.items import ItemStatus


class ItemPageReq(PageParam):
    status: ItemStatus | None = Field(
        default=None,
        description="1 held, 2 used up, 3 not available (expired, withdrawn or its game offline)",
    )


class ItemIdReq(BaseModel):
    id: Id = Field(description="The held item's id")


class ItemGameResp(BaseModel):
    id: int
    name: str
    picUrl: str
    onSale: bool


class VoucherResp(BaseModel):
    discountType: int = Field(description="1 percent off, 2 an amount off")
    discountValue: int = Field(description="Percent, or fen")
    minAmount: int = Field(description="Fen the order must reach (after event and member discounts)")


class ItemResp(BaseModel):
    id: int = Field(description="The held item's id")
    code: str = Field(description="The item definition's code")
    name: str = Field(description="In the asked language")
    instructions: str = Field(description="How to use it, in the asked language")
    type: int = Field(description="1 in-game bonus code, 2 store voucher")
    rarity: int = Field(description="1 common, 2 rare, 3 epic, 4 legendary")
    picUrl: str
    total: int = Field(description="Quantity granted")
    used: int
    owned: int = Field(description="Total less used")
    status: int = Field(description="1 held, 2 used up, 3 not available")
    games: list[ItemGameResp] = Field(description="The games it applies to; empty: every game")
    voucher: VoucherResp | None
    expireTime: int | None = Field(description="Epoch ms; null: never expires")
    sourceType: int = Field(description="How it was earned: 1 task, 2 activity, 3 purchase, 4 the store")
    createTime: int = Field(description="When it was granted, epoch ms")
    revealed: bool = Field(description="A bonus code its owner has revealed")
    revealTime: int | None
    bonusCode: str | None = Field(description="The code, once revealed (never sent before)")


class CollectibleResp(BaseModel):
    id: int
    code: str = Field(description="The collectible definition's code")
    name: str
    description: str
    rarity: int = Field(description="1 common, 2 rare, 3 epic, 4 legendary")
    serial: int = Field(description="This copy's number in its edition (#serial / editionSize)")
    editionSize: int
    value: int = Field(description="Fen")
    valuation: int = Field(description="Fen: what the store values it at now")
    picUrl: str
    modelUrl: str | None = Field(description="A glb or gltf 3D model, where it has one")
    sourceType: int = Field(description="How it was earned: 1 task, 2 activity, 3 purchase, 4 the store")
    createTime: int = Field(description="When it was earned, epoch ms")
