"""Wallets as ledgers (core.ledger): every change is a transaction row, the balance is their sum and never
drops below zero (one conditional UPDATE decides, so parallel payments cannot overspend)."""

from __future__ import annotations

from datetime import UTC, datetime
from enum import IntEnum

from sqlalchemy import ColumnElement, bindparam, func, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import aliased

from gamestore.core import clock
from gamestore.core.db import dialect_insert
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang, register_messages, translate
from gamestore.core.ledger import Entry, Ledger, post
from gamestore.core.pagination import PageResult, paginate
from gamestore.core.texts import text
from gamestore.core.times import epoch_ms
from gamestore.models.pay import PayOrder, PayWallet, PayWalletRechargePackage, PayWalletTransaction
from gamestore.pay import errors
from gamestore.pay.service import merchant_subject
from gamestore.pay.wallet_schemas import (
    RechargePackageResp,
    WalletResp,
    WalletSummaryResp,
    WalletTransactionPageReq,
    WalletTransactionResp,
)

INCOME = 1


class WalletBizType(IntEnum):
    """The wallet transaction types the client filters and labels by."""

    RECHARGE = 1
    RECHARGE_REFUND = 2
    PAYMENT = 3
    PAYMENT_REFUND = 4
    ADJUSTMENT = 5


register_messages(
    {
        "pay.wallet_biz.1": {
            "en": "Recharge",
            "zh-Hans": "钱包充值",
            "zh-Hant": "錢包儲值",
            "ja": "チャージ",
        },
        "pay.wallet_biz.2": {
            "en": "Recharge refunded",
            "zh-Hans": "充值退款",
            "zh-Hant": "儲值退款",
            "ja": "チャージの返金",
        },
        "pay.wallet_biz.3": {"en": "Payment", "zh-Hans": "支付", "zh-Hant": "付款", "ja": "支払い"},
        "pay.wallet_biz.4": {"en": "Refund", "zh-Hans": "退款", "zh-Hant": "退款", "ja": "返金"},
        "pay.wallet_biz.5": {
            "en": "Adjustment",
            "zh-Hans": "余额调整",
            "zh-Hant": "餘額調整",
            "ja": "残高調整",
        },
    }
)
WITH_SUBJECT = (WalletBizType.PAYMENT, WalletBizType.PAYMENT_REFUND)


def transaction_title(biz_type: int, stored: str, lang: Lang) -> str:
    """What the change was, in the asked language; payments and refunds name what was bought."""
    label = translate(f"pay.wallet_biz.{biz_type}", lang)
    return f"{label} · {stored}" if biz_type in WITH_SUBJECT and stored else label


async def _wallet_id(session: AsyncSession, member_id: int) -> int:
    """The member's wallet, made on first use (race-safe)."""
    await session.execute(
        dialect_insert(session, PayWallet)
        .values(member_id=member_id, balance=0, total_expense=0, total_recharge=0)
        .on_conflict_do_nothing(index_elements=[PayWallet.member_id])
    )
    wallet_id = await session.scalar(select(PayWallet.id).where(PayWallet.member_id == member_id))
    assert wallet_id is not None
    return int(wallet_id)


def _transaction(wallet_id: int, delta: int, balance: int, entry: Entry) -> PayWalletTransaction:
    return PayWalletTransaction(
        wallet_id=wallet_id,
        biz_type=entry.biz_type,
        biz_id=entry.biz_id,
        title=entry.title[:128],
        price=delta,
        balance=balance,
        created_at=clock.now(),
    )


WALLETS = Ledger(
    owner_id=PayWallet.id,
    balance=PayWallet.balance,
    record_owner_id=PayWalletTransaction.wallet_id,
    record_biz_type=PayWalletTransaction.biz_type,
    record_biz_id=PayWalletTransaction.biz_id,
    new_record=_transaction,
    below_zero=errors.WALLET_BALANCE_NOT_ENOUGH,
)


async def _paid_from(session: AsyncSession, wallet_id: int, biz_id: str) -> bool:
    """Whether the wallet paid the payment ``biz_id`` (a refund of it then un-spends)."""
    found = await session.scalar(
        select(PayWalletTransaction.id)
        .where(
            PayWalletTransaction.wallet_id == wallet_id,
            PayWalletTransaction.biz_type == WalletBizType.PAYMENT,
            PayWalletTransaction.biz_id == biz_id,
        )
        .limit(1)
    )
    return found is not None


async def change_balance(
    session: AsyncSession, member_id: int, delta: int, biz_type: WalletBizType, biz_id: str, title: str
) -> int:
    """Add (or, negative, spend) fen through the ledger (``core.ledger.post``); raises
    WALLET_BALANCE_NOT_ENOUGH rather than go below zero. Returns the new balance."""
    wallet_id = await _wallet_id(session, member_id)
    totals: dict[str, object] = {"updated_at": clock.now()}
    if biz_type == WalletBizType.PAYMENT or (
        biz_type == WalletBizType.PAYMENT_REFUND and await _paid_from(session, wallet_id, biz_id)
    ):  # a refund of a wallet payment un-spends it (a gateway payment kept in the wallet is income)
        totals["total_expense"] = PayWallet.total_expense - delta
    elif biz_type == WalletBizType.RECHARGE:
        totals["total_recharge"] = PayWallet.total_recharge + delta
    return await post(session, WALLETS, wallet_id, delta, Entry(biz_type, biz_id, title), also=totals)


_MEMBER_WALLET = select(PayWallet).where(PayWallet.member_id == bindparam("member_id"))


async def wallet(session: AsyncSession, member_id: int) -> WalletResp:
    row = await session.scalar(_MEMBER_WALLET, {"member_id": member_id})
    if row is None:
        return WalletResp(balance=0, totalExpense=0, totalRecharge=0)
    return WalletResp(balance=row.balance, totalExpense=row.total_expense, totalRecharge=row.total_recharge)


def _of_member(member_id: int) -> ColumnElement[bool]:
    return PayWalletTransaction.wallet_id.in_(select(PayWallet.id).where(PayWallet.member_id == member_id))


async def transactions(
    session: AsyncSession, member_id: int, body: WalletTransactionPageReq, lang: Lang
) -> PageResult[WalletTransactionResp]:
    stmt = select(PayWalletTransaction).where(_of_member(member_id))
    if body.type == INCOME:
        stmt = stmt.where(PayWalletTransaction.price > 0)
    elif body.type is not None:
        stmt = stmt.where(PayWalletTransaction.price < 0)
    rows, total = await paginate(session, stmt.order_by(PayWalletTransaction.id.desc()), body)
    paid_for = await _subjects(session, [row.biz_id for row in rows if row.biz_type in WITH_SUBJECT], lang)
    return PageResult[WalletTransactionResp](
        list=[
            WalletTransactionResp(
                id=row.id,
                bizType=row.biz_type,
                title=transaction_title(row.biz_type, paid_for.get(row.biz_id, row.title), lang),
                price=row.price,
                balance=row.balance,
                createTime=epoch_ms(row.created_at),
            )
            for row in rows
        ],
        total=total,
    )


async def _subjects(session: AsyncSession, pay_order_ids: list[str], lang: Lang) -> dict[str, str]:
    """What the payments ``pay_order_ids`` paid for, named in ``lang`` by their merchants (payments
    and their refunds record the payment's id; the stored title is in the placing language)."""
    wanted = {int(pay_id) for pay_id in pay_order_ids if pay_id.isdigit()}
    if not wanted:
        return {}
    rows = await session.execute(
        select(PayOrder.id, PayOrder.merchant_order_id).where(PayOrder.id.in_(wanted))
    )
    named = {}
    for pay_id, merchant in rows.all():
        kind, _, order_id = merchant.partition(":")
        subject = await merchant_subject(session, kind, int(order_id), lang) if order_id.isdigit() else None
        if subject:
            named[str(pay_id)] = subject
    return named


_PAYMENT = aliased(PayWalletTransaction, name="payment")


def _refunds_payment(within: ColumnElement[bool] | None = None) -> ColumnElement[bool]:
    """The transaction gives back (part of) a payment from the same wallet (made ``within``)."""
    paid = select(_PAYMENT.id).where(
        _PAYMENT.wallet_id == PayWalletTransaction.wallet_id,
        _PAYMENT.biz_type == WalletBizType.PAYMENT,
        _PAYMENT.biz_id == PayWalletTransaction.biz_id,
    )
    if within is not None:
        paid = paid.where(within)
    return (PayWalletTransaction.biz_type == WalletBizType.PAYMENT_REFUND) & paid.exists()


async def summary(session: AsyncSession, member_id: int, create_time: list[int]) -> WalletSummaryResp:
    """Income and expense between two moments (epoch ms, both included), as the wallet's totals
    count them (``wallet``): a payment's refund un-spends it rather than being income, so a payment
    refunded in full is no expense; a refund counts against the period its payment was made in.
    Other credits (recharges, adjustments, a late gateway payment kept in the wallet) are income,
    other debits expense."""
    if len(create_time) != 2 or create_time[0] > create_time[1]:
        raise AppError(errors.SUMMARY_RANGE_INVALID)
    start, end = (datetime.fromtimestamp(ms / 1000, UTC) for ms in create_time)
    price = PayWalletTransaction.price
    in_range = (PayWalletTransaction.created_at >= start) & (PayWalletTransaction.created_at <= end)
    payment_in_range = (_PAYMENT.created_at >= start) & (_PAYMENT.created_at <= end)
    refund = _refunds_payment()
    row = (
        await session.execute(
            select(
                func.coalesce(func.sum(price).filter(in_range, price > 0, ~refund), 0),
                func.coalesce(func.sum(price).filter(in_range, price < 0), 0),
                func.coalesce(func.sum(price).filter(_refunds_payment(payment_in_range)), 0),
            ).where(_of_member(member_id))
        )
    ).one()
    return WalletSummaryResp(totalIncome=int(row[0]), totalExpense=-int(row[1]) - int(row[2]))


async def packages(session: AsyncSession, lang: Lang) -> list[RechargePackageResp]:
    rows = await session.scalars(
        select(PayWalletRechargePackage)
        .where(PayWalletRechargePackage.enabled.is_(True))
        .order_by(PayWalletRechargePackage.sort, PayWalletRechargePackage.id)
    )
    return [
        RechargePackageResp(id=p.id, name=text(p.names, lang), payPrice=p.pay_price, bonusPrice=p.bonus_price)
        for p in rows
    ]
