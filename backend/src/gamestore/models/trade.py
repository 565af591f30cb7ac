"""Carts, orders (with their items, history and feedback thread) and activation-key reveals."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, BigInteger, ForeignKey, Index, SmallInteger, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from gamestore.models.base import Base, BigId, Timestamps

Texts = dict[str, str]


class CartItem(Timestamps, Base):
    __tablename__ = "trade_cart_item"
    __table_args__ = (UniqueConstraint("member_id", "sku_id", name="uq_trade_cart_item_member_sku"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id", ondelete="CASCADE"))
    spu_id: Mapped[int] = mapped_column(ForeignKey("product_spu.id", ondelete="CASCADE"), index=True)
    sku_id: Mapped[int] = mapped_column(ForeignKey("product_sku.id", ondelete="CASCADE"))
    count: Mapped[int]
    selected: Mapped[bool] = mapped_column(default=True)


class CartBundle(Timestamps, Base):
    """A bundle in a member's cart (issue 42): any-N with the versions picked, a fixed set as offered
    (``sku_ids`` empty: what it leaves out is read at checkout). Once a bundle a member; adding it
    again replaces the picks. Checked again whenever listed or bought (trade/cart_bundles.py)."""

    __tablename__ = "trade_cart_bundle"
    __table_args__ = (UniqueConstraint("member_id", "bundle_id", name="uq_trade_cart_bundle_member_bundle"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id", ondelete="CASCADE"))
    bundle_id: Mapped[int] = mapped_column(ForeignKey("promotion_bundle.id", ondelete="CASCADE"), index=True)
    sku_ids: Mapped[list[int]] = mapped_column(JSON)
    selected: Mapped[bool] = mapped_column(default=True)


class CartAddition(Base):
    """A member put a version in their cart (kept when the cart row leaves at checkout): the
    dashboard's cart-to-paid conversion counts the members who did in a period."""

    __tablename__ = "trade_cart_addition"
    __table_args__ = (Index("ix_trade_cart_addition_created", "created_at", "member_id"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id", ondelete="CASCADE"))
    sku_id: Mapped[int]
    created_at: Mapped[datetime]


class TradeOrder(Timestamps, Base):
    """An order; prices in fen. ``status``: 0 unpaid, 10 undelivered, 20 delivered, 30 completed,
    40 closed (architecture §4)."""

    __tablename__ = "trade_order"
    __table_args__ = (
        Index("ix_trade_order_member", "member_id", "deleted", "status", "id"),
        Index("ix_trade_order_expiry", "status", "expire_time"),
        Index("ix_trade_order_created", "created_at"),  # the console's time filter
        Index("ix_trade_order_preorder", "preorder_status", "release_at"),  # the release job
    )

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    no: Mapped[str] = mapped_column(String(32), unique=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id"))
    status: Mapped[int] = mapped_column(SmallInteger, default=0)
    comment_status: Mapped[bool] = mapped_column(default=False)  # every item reviewed
    terminal: Mapped[int] = mapped_column(SmallInteger)
    remark: Mapped[str] = mapped_column(String(140), default="")  # the contact information
    product_count: Mapped[int]
    total_price: Mapped[int]
    activity_discount_price: Mapped[int]
    vip_price: Mapped[int]
    point_price: Mapped[int]
    coupon_price: Mapped[int] = mapped_column(default=0, server_default="0")  # the voucher's part
    discount_price: Mapped[int]
    pay_price: Mapped[int]
    use_point: Mapped[int]
    coupon_item_id: Mapped[int | None]  # the member's voucher (member_item) it spends
    give_point: Mapped[int] = mapped_column(default=0)
    give_experience: Mapped[int] = mapped_column(default=0)
    pay_order_id: Mapped[int | None]
    pay_status: Mapped[bool] = mapped_column(default=False)
    pay_time: Mapped[datetime | None]
    pay_channel_code: Mapped[str | None] = mapped_column(String(32))
    expire_time: Mapped[datetime]
    finish_time: Mapped[datetime | None]
    cancel_time: Mapped[datetime | None]
    cancel_type: Mapped[int | None] = mapped_column(SmallInteger)  # 10 timeout, 20 by the member
    deleted: Mapped[bool] = mapped_column(default=False)  # hidden by the member
    # Dictionary trade_order_item_after_sale_status for the whole order: 0 none, 1 a refund in
    # progress, 2 refunded (some or all of its keys); refund_price is what went back (fen).
    refund_status: Mapped[int] = mapped_column(SmallInteger, default=0, server_default="0")
    refund_price: Mapped[int] = mapped_column(default=0, server_default="0")
    # Kept from its refunds for points they took back that the member had spent (TradeAfterSale.spent_price).
    refund_spent_price: Mapped[int] = mapped_column(default=0, server_default="0")
    # Bought as a gift (TradeGift): 0 not a gift, 10 waiting to be claimed, 20 claimed (the order is the
    # friend's now), 30 taken back by the giver, 40 returned to the giver unclaimed.
    gift_status: Mapped[int] = mapped_column(SmallInteger, default=0, server_default="0")
    # When the member's refund window opened, if not at payment (a gift: when claimed or back; a
    # pre-order: when its keys were delivered).
    refund_from: Mapped[datetime | None]
    # A pre-order (trade/preorder_service.py): 0 not one, 10 paid or not, waiting for its release,
    # 20 delivered, 30 released without keys enough (waiting for them since short_since), 40 refunded
    # before delivery. release_at: its version's release time when it was ordered.
    preorder_status: Mapped[int] = mapped_column(SmallInteger, default=0, server_default="0")
    release_at: Mapped[datetime | None]
    short_since: Mapped[datetime | None]
    # When a delivered pre-order's price protection was settled (once; trade/preorder_service.py).
    protected_at: Mapped[datetime | None]
    # Where the member's keys had to activate when they ordered (None: unknown); a pre-order's keys,
    # taken at its release, come from batches that activate there unless the member's country is known then.
    country: Mapped[str | None] = mapped_column(String(2))
    # WeChat subscribe messages the member accepted for this order, each used by one message about it.
    mini_program_messages: Mapped[int] = mapped_column(SmallInteger, default=0, server_default="0")
    # Bought at a star deal's price (catalogue's StarDeal; its keys come from the deal's).
    star_deal_id: Mapped[int | None] = mapped_column(BigInteger)


class TradeOrderItem(Base):
    """One version in an order, with its share of each discount (fen) and a snapshot of names."""

    __tablename__ = "trade_order_item"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    order_id: Mapped[int] = mapped_column(ForeignKey("trade_order.id", ondelete="CASCADE"), index=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id"))
    spu_id: Mapped[int] = mapped_column(ForeignKey("product_spu.id"))
    sku_id: Mapped[int] = mapped_column(ForeignKey("product_sku.id"))
    spu_names: Mapped[Texts] = mapped_column(JSON)
    sku_names: Mapped[Texts] = mapped_column(JSON)
    pic_url: Mapped[str] = mapped_column(String(512))
    count: Mapped[int]
    price: Mapped[int]  # the version's list price, each
    market_price: Mapped[int] = mapped_column(
        default=0, server_default="0"
    )  # the version's, each, as ordered
    total_price: Mapped[int]
    activity_discount_price: Mapped[int]
    vip_price: Mapped[int]
    point_price: Mapped[int]
    coupon_price: Mapped[int] = mapped_column(default=0, server_default="0")
    pay_price: Mapped[int]
    activity_id: Mapped[int | None]
    comment_status: Mapped[bool] = mapped_column(default=False)
    # Dictionary trade_order_item_after_sale_status: 0 none, 1 in progress, 2 refunded.
    after_sale_status: Mapped[int] = mapped_column(SmallInteger, default=0, server_default="0")
    refund_count: Mapped[int] = mapped_column(default=0, server_default="0")  # keys refunded
    # Given back by a pre-order's price protection (fen): its keys' share of pay_price is the rest.
    protected_price: Mapped[int] = mapped_column(default=0, server_default="0")
    # The bundle the line was bought in (its price is the line's share of the bundle's); no foreign
    # key: the order outlives the bundle.
    bundle_id: Mapped[int | None] = mapped_column(BigInteger)


class TradeOrderLog(Base):
    """The order's history: 1 created, 2 paid, 3 completed, 4 cancelled by the member, 5 closed
    after the payment window, 6 keys refunded, 7 closed: every key refunded."""

    __tablename__ = "trade_order_log"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    order_id: Mapped[int] = mapped_column(ForeignKey("trade_order.id", ondelete="CASCADE"), index=True)
    operate_type: Mapped[int] = mapped_column(SmallInteger)
    before_status: Mapped[int | None] = mapped_column(SmallInteger)
    after_status: Mapped[int] = mapped_column(SmallInteger)
    created_at: Mapped[datetime]


class TradeOrderFeedback(Base):
    """One message of an order's feedback thread, from the member or from the store."""

    __tablename__ = "trade_order_feedback"
    __table_args__ = (Index("ix_trade_order_feedback_order", "order_id", "id"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    order_id: Mapped[int] = mapped_column(ForeignKey("trade_order.id", ondelete="CASCADE"))
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id"))
    from_store: Mapped[bool] = mapped_column(default=False)
    content: Mapped[str] = mapped_column(Text)
    images: Mapped[list[str]] = mapped_column(JSON)
    created_at: Mapped[datetime]


class KeyReveal(Base):
    """Every time an activation key was decrypted for its owner; the first row of a key is when it
    was revealed (no longer refundable). Rows from before keys were revealed one by one have no
    ``key_id``: all the order's keys were shown then."""

    __tablename__ = "trade_key_reveal"
    __table_args__ = (Index("ix_trade_key_reveal_order_key", "order_id", "key_id"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    order_id: Mapped[int] = mapped_column(ForeignKey("trade_order.id", ondelete="CASCADE"), index=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id"))
    key_id: Mapped[int | None] = mapped_column(BigId)
    key_count: Mapped[int]
    ip: Mapped[str] = mapped_column(String(45))
    created_at: Mapped[datetime]


class TradeGift(Base):
    """An order bought as a gift: its claim ``code`` (unguessable), the giver's ``message``, until
    when it waits (``expires_at``, set once paid), and who claimed it and when; its state is the
    order's ``gift_status``, so a claim is one conditional UPDATE of the order."""

    __tablename__ = "trade_gift"
    __table_args__ = (
        UniqueConstraint("order_id", name="uq_trade_gift_order"),
        UniqueConstraint("code", name="uq_trade_gift_code"),
        Index("ix_trade_gift_giver", "giver_id", "id"),
        Index("ix_trade_gift_expiry", "expires_at"),
    )

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    order_id: Mapped[int] = mapped_column(ForeignKey("trade_order.id", ondelete="CASCADE"))
    giver_id: Mapped[int] = mapped_column(ForeignKey("member_user.id"))
    friend_id: Mapped[int | None] = mapped_column(ForeignKey("member_user.id"))
    code: Mapped[str] = mapped_column(String(32))
    message: Mapped[str] = mapped_column(String(140), default="")
    expires_at: Mapped[datetime | None]
    claimed_at: Mapped[datetime | None]
    ended_at: Mapped[datetime | None]  # taken back or returned
    created_at: Mapped[datetime]


class KeyReport(Base):
    """A member's "this key does not work" on a revealed key (trade/key_report_service.py), one per
    key. ``reason``: 1 already redeemed, 2 wrong region, 3 invalid. ``status``: 10 with support
    (``why_support``: 1 no key of its batch left, 2 past the window, 3 not the order's first report,
    4 the member's monthly limit reached), 20 replaced at once, 30 replaced by support, 40 refunded
    by support (``after_sale_id``), 50 rejected by support (``answer``)."""

    __tablename__ = "trade_key_report"
    __table_args__ = (
        UniqueConstraint("key_id", name="uq_trade_key_report_key"),
        Index("ix_trade_key_report_member", "member_id", "created_at"),
        Index("ix_trade_key_report_status", "status", "id"),
    )

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    order_id: Mapped[int] = mapped_column(ForeignKey("trade_order.id", ondelete="CASCADE"), index=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id"))
    key_id: Mapped[int] = mapped_column(BigId)
    sku_id: Mapped[int] = mapped_column(BigId)
    reason: Mapped[int] = mapped_column(SmallInteger)
    note: Mapped[str] = mapped_column(String(200), default="")
    status: Mapped[int] = mapped_column(SmallInteger)
    why_support: Mapped[int | None] = mapped_column(SmallInteger)
    revealed_at: Mapped[datetime]
    replacement_key_id: Mapped[int | None] = mapped_column(BigId)
    after_sale_id: Mapped[int | None] = mapped_column(BigId)
    operator_id: Mapped[int | None] = mapped_column(BigId)
    answer: Mapped[str] = mapped_column(String(140), default="")
    created_at: Mapped[datetime]
    resolved_at: Mapped[datetime | None]


class TradeAfterSale(Timestamps, Base):
    """A refund of some never-revealed keys of a paid order, asked by its member or by support.
    ``status``: 10 refunding (the gateway has not confirmed yet), 20 refunded, 30 refund failed
    (dictionary trade_after_sale_status); ``way``: 1 by the member, 2 by support."""

    __tablename__ = "trade_after_sale"
    __table_args__ = (Index("ix_trade_after_sale_member", "member_id", "id"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    no: Mapped[str] = mapped_column(String(32), unique=True)
    order_id: Mapped[int] = mapped_column(ForeignKey("trade_order.id", ondelete="CASCADE"), index=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id"))
    status: Mapped[int] = mapped_column(SmallInteger)
    way: Mapped[int] = mapped_column(SmallInteger)
    operator_id: Mapped[int | None] = mapped_column(BigId)
    reason: Mapped[str] = mapped_column(String(140), default="")
    key_ids: Mapped[list[int]] = mapped_column(JSON)
    refund_price: Mapped[int]  # the money given back: the keys' share less ``spent_price``
    refund_point: Mapped[int]  # points the order used, given back
    # Points the refunded keys had earned that the member had spent already (support refunding a
    # final order), and their worth in fen, kept from the money given back.
    spent_point: Mapped[int] = mapped_column(default=0, server_default="0")
    spent_price: Mapped[int] = mapped_column(default=0, server_default="0")
    pay_refund_id: Mapped[int | None]
    finish_time: Mapped[datetime | None]


class Feedback(Base):
    """A member's message to the store from the feedback centre (about an order or not), with the
    store's replies (``[{"content", "time"}]``, time in epoch ms) appended by operators."""

    __tablename__ = "trade_feedback"
    __table_args__ = (Index("ix_trade_feedback_member", "member_id", "id"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id", ondelete="CASCADE"))
    type: Mapped[int] = mapped_column(SmallInteger)
    order_id: Mapped[int | None] = mapped_column(
        ForeignKey("trade_order.id", ondelete="SET NULL"), nullable=True
    )
    content: Mapped[str] = mapped_column(Text)
    contact: Mapped[str] = mapped_column(String(100), default="")
    images: Mapped[list[str]] = mapped_column(JSON)
    replies: Mapped[list[dict[str, object]]] = mapped_column(JSON, default=list)
    created_at: Mapped[datetime]
    replied_at: Mapped[datetime | None]


class TradeOrderEffect(Timestamps, Base):
    """What one effect of a paid order (events.order_events) granted for the order or one of its lines
    (``line_id`` 0: the whole order), in ``data`` what its revoke needs. ``state``: 1 pending (given
    once the order is final, at ``final_by`` at the latest), 2 granted, 3 revoked."""

    __tablename__ = "trade_order_effect"
    __table_args__ = (
        UniqueConstraint("effect", "order_id", "line_id", name="uq_trade_order_effect_key"),
        Index("ix_trade_order_effect_due", "state", "final_by"),
    )

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    effect: Mapped[str] = mapped_column(String(32))
    order_id: Mapped[int] = mapped_column(ForeignKey("trade_order.id", ondelete="CASCADE"), index=True)
    line_id: Mapped[int] = mapped_column(BigInteger, default=0)
    state: Mapped[int] = mapped_column(SmallInteger)
    data: Mapped[dict[str, Any]] = mapped_column(JSON)
    final_by: Mapped[datetime]
