"""Orders: settlement, creation, details, lists and counts (field names as the spec's JSON)."""
# ruff: noqa: N815 - the API's camelCase field names

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, Field, StringConstraints, model_validator
from pydantic_core import PydanticCustomError

from gamestore.catalogue.schemas import NO_PROPERTIES_DESCRIPTION, GameTypeResp, SkuPropertyResp
from gamestore.core.pagination import PageParam
from gamestore.core.validators import ONE_LINE_MAX, Id, OneLine, TextRule
from gamestore.engagement.schemas import TaskRewardItemResp
from gamestore.trade.order_status import OrderStatus

Count = Annotated[int, Field(ge=1, le=1000, description="How many keys of this version")]
ContactText = Annotated[str, StringConstraints(strip_whitespace=True, max_length=ONE_LINE_MAX), TextRule()]


class OrderItemReq(BaseModel):
    skuId: Id
    count: Count
    cartId: Id | None = Field(default=None, description="The cart item bought (removed from the cart)")


class BundleReq(BaseModel):
    """A bundle bought as one order (issue 42): its versions become the order's lines, each priced at
    its share of the bundle's price."""

    bundleId: Id
    skuIds: list[Id] = Field(
        default_factory=list,
        max_length=50,
        description="Any-N: the versions picked (exactly a tier's count); a fixed set: not read (its "
        "versions, less those the member owns)",
    )


class SettlementReq(BaseModel):
    items: list[OrderItemReq] = Field(
        default_factory=list,
        max_length=50,
        description="The versions bought (empty when buying a bundle; may be empty with cartBundleIds)",
    )
    bundle: BundleReq | None = Field(default=None, description="A bundle bought instead of items")
    cartBundleIds: list[Id] = Field(
        default_factory=list,
        max_length=20,
        description="Bundles of the cart bought with the items (their picks as the cart holds them; "
        "removed from the cart)",
    )
    pointStatus: bool = Field(default=False, description="Deduct points from the price")
    itemId: Id | None = Field(default=None, description="A held voucher (My items) to take off the price")
    remark: ContactText = Field(default="", description="Contact information (optional)")

    @model_validator(mode="after")
    def _items_or_a_bundle(self) -> SettlementReq:
        from_cart = bool(self.items) or bool(self.cartBundleIds)
        if from_cart == (self.bundle is not None):
            raise PydanticCustomError(
                "items_or_bundle", "give items and cart bundles, or a bundle: one of them"
            )
        return self


class OrderCreateReq(SettlementReq):
    gift: bool = Field(default=False, description="Buy as a gift: a friend claims the keys by a link")
    giftMessage: OneLine = Field(default="", description="The gift's message to the friend (140 characters)")


class StarDealOrderReq(BaseModel):
    dealId: Id = Field(description="The star deal (GET /promotion/star-deal/list)")
    count: Count = Field(default=1, description="Keys wanted: at most the deal's limit a member")


class OrderPriceResp(BaseModel):
    """Fen. discountPrice = activityDiscountPrice + vipPrice + couponPrice + pointPrice;
    payPrice = total − discount."""

    totalPrice: int = Field(description="Game total")
    activityDiscountPrice: int = Field(description="Event discount")
    vipPrice: int = Field(description="Member (level) discount")
    couponPrice: int = Field(description="Voucher discount")
    pointPrice: int = Field(description="Points deduction")
    discountPrice: int = Field(description="Discount amount: the discounts together")
    payPrice: int = Field(description="Actual payment amount")


class SettlementItemResp(BaseModel):
    spuId: int
    skuId: int
    cartId: int | None
    spuName: str
    skuName: str
    picUrl: str
    count: int
    price: int = Field(description="List price of one key, fen")
    activityPrice: int | None = Field(description="Event price of one key while an activity runs")
    memberPrice: int = Field(description="What one key costs the member: the catalogue's memberPrice")
    referencePrice: int | None = Field(description="Struck through beside memberPrice, as in the catalogue")
    payPrice: int = Field(description="This line's share of the actual payment")
    stock: int
    releaseTime: int | None = Field(
        description="A pre-order: when its keys are delivered (epoch ms); null: keys at payment"
    )
    bundleId: int | None = Field(
        default=None, description="The bundle the line is bought in (activityPrice is its share of it)"
    )
    properties: list[SkuPropertyResp] = Field(default_factory=list, description=NO_PROPERTIES_DESCRIPTION)


class SettlementVoucherResp(BaseModel):
    id: int = Field(description="The held voucher's id (what itemId takes)")
    name: str
    discountType: int = Field(description="1 percent off, 2 an amount off")
    discountValue: int = Field(description="Percent, or fen")
    minAmount: int = Field(description="Fen the games it applies to must reach")
    expireTime: int | None
    usable: bool = Field(description="Whether it applies to this order")
    couponPrice: int = Field(description="Fen it would take off this order (0 when not usable)")
    reason: str | None = Field(description="Why it does not apply, in the asked language")


class SettlementResp(BaseModel):
    items: list[SettlementItemResp]
    vouchers: list[SettlementVoucherResp] = Field(description="The member's vouchers, usable ones first")
    itemId: int | None = Field(description="The voucher priced in, if any")
    price: OrderPriceResp
    totalPoint: int = Field(description="Points the member has")
    usePoint: int = Field(description="Points this order would use")
    levelName: str = Field(description="The member's level, whose discount vipPrice is")
    discountPercent: int = Field(description="The member level's percent off")
    bundleOwnedSkuIds: list[int] = Field(
        default_factory=list,
        description="A fixed set: its versions the member owns, left out with their shares",
    )


class OrderCreateResp(BaseModel):
    id: int
    payOrderId: int


class OrderItemResp(BaseModel):
    id: int
    spuId: int
    skuId: int
    spuName: str
    skuName: str
    picUrl: str
    count: int
    price: int = Field(description="List price of one key when ordered")
    memberPrice: int = Field(description="What one key cost after event and member discounts")
    referencePrice: int | None = Field(
        description="Struck through beside memberPrice: the list price when lower"
    )
    payPrice: int
    commentStatus: bool
    afterSaleStatus: int = Field(
        description="0 none, 1 refund in progress, 2 refunded (trade_order_item_after_sale_status)"
    )
    refundCount: int = Field(description="Keys of this line refunded")
    bundleId: int | None = Field(default=None, description="The bundle the line was bought in")
    gameTypeRespVOS: list[GameTypeResp]
    properties: list[SkuPropertyResp] = Field(default_factory=list, description=NO_PROPERTIES_DESCRIPTION)


class OrderLogResp(BaseModel):
    operateType: int = Field(
        description="1 created, 2 paid, 3 completed, 4 cancelled, 5 closed unpaid, 6 keys refunded, "
        "7 closed: every key refunded"
    )
    content: str = Field(description="What happened, in the asked language")
    createTime: int


class ActivationCodeResp(BaseModel):
    """One key of a paid order: masked (code null) until its owner reveals it on purpose."""

    keyId: int
    orderItemId: int
    skuId: int
    spuName: str
    skuName: str
    revealed: bool = Field(description="Revealed by the member (a revealed key can no longer be refunded)")
    revealTime: int | None = Field(description="When it was first revealed, epoch ms")
    code: str | None = Field(description="The activation key to redeem on Steam; null until revealed")


class OrderGivenResp(BaseModel):
    """What the order gave its member when it became final (the same shape as a task's claim)."""

    point: int
    experience: int
    items: list[TaskRewardItemResp] = Field(description="Items and collectibles, named in the asked language")


class KeyRevealResp(ActivationCodeResp):
    given: OrderGivenResp | None = Field(
        description="What this reveal gave, being the order's last (its pending points, experience, "
        "items and collectibles); null when it gave nothing"
    )


class PreorderMessageReq(BaseModel):
    id: Id = Field(description="The pre-order waiting for its keys")


class KeyRevealReq(BaseModel):
    orderId: Id
    keyId: Id = Field(description="The key to reveal (activationCodes[].keyId)")


TrackKind = Literal[
    "created",
    "paid",
    "delivered",
    "revealed",
    "cancelled",
    "closed",
    "refunded",
    "reported",  # a key reported not working
    "replaced",  # … replaced at once or by support
    "toSupport",  # … sent to support
    "rejected",  # … support did not replace it
    "gift",  # a gift claimed by the friend, or back with its giver
    "preorder",  # a pre-order released without keys enough for it yet
    "priceProtected",  # a pre-order's price fell before release: the difference refunded
]


class OrderTrackResp(BaseModel):
    """One delivery event of an order (spec §7 get-express-track-list); for keys, not a courier."""

    time: int = Field(description="When it happened, epoch ms")
    content: str = Field(description="What happened, in the asked language")
    kind: TrackKind = Field(description="What kind of event: a key revealed, the order paid …")


class OrderSummaryResp(BaseModel):
    id: int
    no: str
    status: int = Field(description="0 unpaid, 10 undelivered, 20 delivered, 30 completed, 40 closed")
    commentStatus: bool = Field(description="Every game of the order has been reviewed")
    productCount: int
    createTime: int
    expireTime: int = Field(description="When an unpaid order closes, epoch ms")
    payPrice: int
    totalPrice: int
    payOrderId: int | None
    refundStatus: int = Field(
        description="0 none, 1 refund in progress, 2 refunded: some or all keys "
        "(trade_order_item_after_sale_status)"
    )
    refundPrice: int = Field(description="Money refunded so far, in fen")
    giftStatus: int | None = Field(
        description="Bought as a gift: 10 waiting, 20 claimed, 30 taken back, 40 returned (null: not a gift)"
    )
    preorderStatus: int | None = Field(
        description="A pre-order: 10 waiting for its release, 20 delivered, 30 released and waiting for "
        "keys, 40 refunded before delivery (trade_preorder_status; null: not a pre-order)"
    )
    releaseTime: int | None = Field(
        description="A pre-order's release: when its keys are delivered (epoch ms)"
    )
    items: list[OrderItemResp]


class OrderGiftResp(BaseModel):
    """The order's gift, as its giver (code, to share its link) or the friend who claimed it sees it."""

    status: int = Field(description="10 waiting, 20 claimed, 30 taken back, 40 returned (trade_gift_status)")
    code: str | None = Field(description="The claim code of its link: only to the giver, while it waits")
    message: str
    giverNickname: str = Field(description="Who gave it")
    expireTime: int | None = Field(description="Until when it can be claimed (epoch ms)")
    claimTime: int | None


class OrderDetailResp(OrderSummaryResp, OrderPriceResp):
    payStatus: bool
    payTime: int | None
    payChannelCode: str | None
    finishTime: int | None
    cancelTime: int | None
    cancelType: int | None = Field(
        description="10 closed after the payment window, 20 cancelled by the member"
    )
    usePoint: int
    givePoint: int = Field(description="Points the order earns (awarded at payment)")
    refundSpentPrice: int = Field(
        description="Kept from refundPrice's refunds, in fen: the worth of points the refunded keys had "
        "earned that the member had spent already (support refunding a final order)"
    )
    remark: str = Field(description="Contact information")
    logs: list[OrderLogResp]
    activationCodes: list[ActivationCodeResp] = Field(
        description="Only once paid, only to the owner; masked until revealed (POST /trade/order/reveal-key)"
    )
    refundDeadline: int | None = Field(
        description="Until when (epoch ms) the member may refund the keys never revealed "
        "(POST /trade/after-sale/create); null when there is nothing they may refund"
    )
    hidden: bool = Field(
        description="Deleted by the member: hidden from their order list, its details and keys still "
        "reachable from My Games"
    )
    gift: OrderGiftResp | None = Field(description="Bought as a gift: its state (null: not a gift)")
    miniProgramMessages: int = Field(
        description="WeChat subscribe messages the member accepted for this pre-order and not yet used "
        "(POST /trade/order/preorder-message): its next news goes to WeChat too"
    )


class OrderPageReq(PageParam):
    status: OrderStatus | None = Field(default=None, description="trade_order_status value")
    commentStatus: bool | None = Field(default=None, description="false: completed and not yet reviewed")


class OrderSimpleResp(BaseModel):
    id: int
    no: str
    status: int
    createTime: int
    payPrice: int
    title: str = Field(description="The games of the order, joined")


class OrderCountResp(BaseModel):
    allCount: int
    unpaidCount: int
    undeliveredCount: int
    deliveredCount: int
    uncommentedCount: int
    afterSaleCount: int = Field(description="Orders with a refund (in progress or done)")


class OrderOfGameResp(BaseModel):
    """One paid order holding a game (My Games' Keys), hidden from the order list or not."""

    id: int
    no: str
    payTime: int | None = Field(description="When it was paid, epoch ms")
    keyCount: int = Field(description="Keys of this game it holds (those refunded left out)")
    hidden: bool = Field(description="Deleted by the member: hidden from their order list, keys kept")
