"""Requests and answers of the shopping cart (field names as spec §7)."""
# ruff: noqa: N815 - the API's camelCase field names

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, Field

from gamestore.catalogue.schemas import SkuResp
from gamestore.core.money import PriceUnit
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


class CartBundleSelectedReq(BaseModel):
    ids: Annotated[list[Id], Field(min_length=1, max_length=MAX_CART_IDS, description="Cart bundle ids")]
    selected: bool


class CartAddBundleReq(BaseModel):
    bundleId: Id
    skuIds: list[Id] = Field(
        default_factory=list,
        max_length=50,
        description="Any-N: the versions picked (exactly a tier's count); a fixed set: not read (as offered)",
    )


class CartBundleItemResp(BaseModel):
    spuId: int
    skuId: int
    spuName: str
    skuName: str
    picUrl: str
    share: int = Field(
        description="Its share of the bundle's price, fen (0 when the bundle cannot be bought)"
    )


class CartBundleResp(BaseModel):
    """A bundle in the cart (issue 42), priced as checkout would price it now."""

    id: int = Field(description="The cart bundle's id (cartBundleIds at settlement)")
    bundleId: int
    name: str = Field(description="In the request's language")
    kind: int = Field(description="1 any N for a price, 2 a fixed set")
    picUrl: str
    selected: bool
    available: bool = Field(description="It can be bought now as it is in the cart")
    problem: str | None = Field(description="Why it cannot be bought, in the asked language (null: it can)")
    price: int = Field(description="What it costs, fen: its shares together (0 when not available)")
    listPrice: int = Field(description="Its versions' list prices together, fen (0 when not available)")
    priceUnit: PriceUnit = Field(description="Display currency of the display prices")
    displayPrice: int
    displayListPrice: int
    ownedSkuIds: list[int] = Field(description="A fixed set: its versions the member owns, left out")
    items: list[CartBundleItemResp] = Field(
        description="The versions bought (or asked for, when not available)"
    )


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
    bundles: list[CartBundleResp] = Field(
        default_factory=list, description="Bundles in the cart, newest first (issue 42)"
    )
