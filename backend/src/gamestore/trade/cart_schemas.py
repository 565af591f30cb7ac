"""Requests and answers of the shopping cart (field names as spec §7)."""
# ruff: noqa: N815 - the API's camelCase field names

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, Field

from gamestore.catalogue.schemas import SkuResp
from gamestore.core.validators import Id

# Bulk operations name at most this many cart items; well above any sensible cart_max_items.
MAX_CART_IDS = 500

# A count is checked against order_max_count_per_item by the service (a setting, so the error can
# name the limit); this bound only keeps absurd numbers out.
Count = Annotated[int, Field(ge=1, le=1_000_000)]


class CartAddReq(BaseModel):
    skuId: Id
    count: Count


class CartUpdateCountReq(BaseModel):
    id: Id
    count: Count


class CartUpdateSelectedReq(BaseModel):
    ids: Annotated[list[Id], Field(min_length=1, max_length=MAX_CART_IDS)]
    selected: bool


class CartSpuResp(BaseModel):
    id: int
    name: str
    picUrl: str
    status: int = Field(description="1 on sale, 0 off the shelf")


class CartItemResp(BaseModel):
    id: int
    count: int
    selected: bool
    spu: CartSpuResp
    sku: SkuResp = Field(description="The version with its prices for the member, each")


class CartListResp(BaseModel):
    validList: list[CartItemResp] = Field(description="Items that can be bought, newest first")
    invalidList: list[CartItemResp] = Field(
        description="Items of games off the shelf or versions out of stock, newest first"
    )
