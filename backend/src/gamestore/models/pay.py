"""Payment orders (what a trade order waits for) and wallets.

Payment orders: ``status``: 0 waiting, 10 paid, 20 refunded, 30 closed
(dictionary pay_order_status)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, ForeignKey, Index, SmallInteger, String, UniqueConstraint, text
from sqlalchemy.orm import Mapped, mapped_column

from gamestore.models.base import Base, BigId, Timestamps


class PayOrder(Timestamps, Base):
    __tablename__ = "pay_order"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    member_id: Mapped[int] = mapped_column(index=True)
    merchant_order_id: Mapped[str] = mapped_column(String(64), unique=True)  # "trade:<order id>"
    subject: Mapped[str] = mapped_column(String(128))
    price: Mapped[int]
    status: Mapped[int] = mapped_column(SmallInteger, default=0)
    expire_time: Mapped[datetime]
    channel_code: Mapped[str | None] = mapped_column(String(32))
    success_time: Mapped[datetime | None]
    refund_price: Mapped[int] = mapped_column(default=0, server_default="0")  # refunded so far


class PayWallet(Timestamps, Base):
    """A member's wallet; ``balance`` always equals the sum of its transactions (fen)."""

    __tablename__ = "pay_wallet"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id", ondelete="CASCADE"), unique=True)
    balance: Mapped[int] = mapped_column(default=0)
    total_expense: Mapped[int] = mapped_column(default=0)
    total_recharge: Mapped[int] = mapped_column(default=0)


class PayWalletTransaction(Base):
    """One change of a wallet's balance. ``biz_type``: 1 recharge, 2 recharge refund, 3 payment,
    4 payment refund, 5 adjusted by an operator."""

    __tablename__ = "pay_wallet_transaction"
    __table_args__ = (Index("ix_pay_wallet_transaction_wallet", "wallet_id", "id"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    wallet_id: Mapped[int] = mapped_column(ForeignKey("pay_wallet.id", ondelete="CASCADE"))
    biz_type: Mapped[int] = mapped_column(SmallInteger)
    biz_id: Mapped[str] = mapped_column(String(64))
    title: Mapped[str] = mapped_column(String(128))
    price: Mapped[int]  # positive income, negative expense
    balance: Mapped[int]
    created_at: Mapped[datetime]


class PayWalletRechargePackage(Timestamps, Base):
    """Pay ``pay_price``, receive ``pay_price + bonus_price``."""

    __tablename__ = "pay_wallet_recharge_package"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    names: Mapped[dict[str, str]] = mapped_column(JSON)
    pay_price: Mapped[int]
    bonus_price: Mapped[int] = mapped_column(default=0)
    enabled: Mapped[bool] = mapped_column(default=True)
    sort: Mapped[int] = mapped_column(default=0)


class PayWalletRecharge(Timestamps, Base):
    """A recharge: paid through a payment order, it credits ``total_price`` (pay + bonus)."""

    __tablename__ = "pay_wallet_recharge"
    __table_args__ = (Index("ix_pay_wallet_recharge_member", "member_id", "id"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id", ondelete="CASCADE"))
    package_id: Mapped[int | None] = mapped_column(ForeignKey("pay_wallet_recharge_package.id"))
    pay_price: Mapped[int]
    bonus_price: Mapped[int]
    total_price: Mapped[int]
    pay_order_id: Mapped[int | None]
    pay_status: Mapped[bool] = mapped_column(default=False)
    pay_time: Mapped[datetime | None]
    pay_channel_code: Mapped[str | None] = mapped_column(String(32))


class PayOrderExtension(Base):
    """One attempt to pay a payment order through a gateway: ``no`` is the out_trade_no sent."""

    __tablename__ = "pay_order_extension"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    no: Mapped[str] = mapped_column(String(32), unique=True)
    pay_order_id: Mapped[int] = mapped_column(ForeignKey("pay_order.id", ondelete="CASCADE"), index=True)
    channel_code: Mapped[str] = mapped_column(String(32))
    created_at: Mapped[datetime]


class PayNotifyRecord(Base):
    """Every verified gateway notification about a payment, once per gateway transaction, with
    what became of it. ``outcome``: 10 paid, 20 already paid, 30 amount mismatch, 40 arrived after
    the order closed (refunded to the wallet), 50 unknown payment, 60 not paid."""

    __tablename__ = "pay_notify_record"
    __table_args__ = (
        UniqueConstraint("channel_code", "channel_transaction_id", name="uq_pay_notify_record_transaction"),
        Index("ix_pay_notify_record_outcome_created", "outcome", "created_at"),  # the dashboard's failures
    )

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    channel_code: Mapped[str] = mapped_column(String(32))
    channel_transaction_id: Mapped[str] = mapped_column(String(64))
    out_trade_no: Mapped[str] = mapped_column(String(32))
    pay_order_id: Mapped[int | None] = mapped_column(index=True)
    price: Mapped[int]
    outcome: Mapped[int] = mapped_column(SmallInteger)
    raw: Mapped[dict[str, Any]] = mapped_column(JSON)
    created_at: Mapped[datetime]


class PayRefund(Timestamps, Base):
    """Money going back for (part of) a paid payment, by the channel it came from. ``no`` is the
    out_refund_no sent to the gateway; ``merchant_refund_id`` names what asked for it (one refund
    per request, however often it is asked). ``status``: 0 pending, 10 success, 20 failed (asked
    again at ``retry_at``), 30 needs support (dictionary pay_refund_status); ``attempts``: how many
    times the gateway was asked; ``replaced_nos``: numbers closed by the gateway (CLOSED) and
    replaced by ``no``."""

    __tablename__ = "pay_refund"
    __table_args__ = (Index("ix_pay_refund_status_retry", "status", "retry_at"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    no: Mapped[str] = mapped_column(String(32), unique=True)
    merchant_refund_id: Mapped[str] = mapped_column(String(64), unique=True)
    pay_order_id: Mapped[int] = mapped_column(ForeignKey("pay_order.id", ondelete="CASCADE"), index=True)
    member_id: Mapped[int]
    channel_code: Mapped[str] = mapped_column(String(32))
    out_trade_no: Mapped[str | None] = mapped_column(String(32))  # the gateway attempt that was paid
    pay_price: Mapped[int]
    refund_price: Mapped[int]
    reason: Mapped[str] = mapped_column(String(140), default="")
    status: Mapped[int] = mapped_column(SmallInteger, default=0)
    channel_refund_no: Mapped[str | None] = mapped_column(String(64))
    channel_error: Mapped[str | None] = mapped_column(String(255))
    success_time: Mapped[datetime | None]
    raw: Mapped[dict[str, Any] | None] = mapped_column(JSON)  # the gateway's last answer or notice
    attempts: Mapped[int] = mapped_column(default=0, server_default="0")
    retry_at: Mapped[datetime | None]
    replaced_nos: Mapped[list[str]] = mapped_column(JSON, default=list, server_default=text("'[]'"))
