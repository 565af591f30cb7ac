"""Wallet recharges: a package bought through a payment order credits its price plus its bonus,
once, when the payment succeeds."""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core import clock
from gamestore.core.config import Settings
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang, register_messages, translate
from gamestore.core.money import format_cny, yuan_text
from gamestore.core.pagination import PageParam, PageResult, paginate
from gamestore.core.times import epoch_ms, optional_epoch_ms
from gamestore.models.pay import PayWalletRecharge, PayWalletRechargePackage
from gamestore.pay import errors
from gamestore.pay.service import open_pay_order
from gamestore.pay.wallet_schemas import RechargeCreateReq, RechargeCreateResp, RechargeResp
from gamestore.pay.wallet_service import WalletBizType, change_balance

RECHARGE = "recharge"

register_messages(
    {
        "pay.recharge_subject": {
            "en": "Wallet recharge {amount}",
            "zh-Hans": "钱包充值 {amount}",
            "zh-Hant": "錢包儲值 {amount}",
            "ja": "ウォレットチャージ {amount}",
        }
    }
)


async def create(
    session: AsyncSession, settings: Settings, member_id: int, body: RechargeCreateReq, lang: Lang
) -> RechargeCreateResp:
    package = await session.get(PayWalletRechargePackage, body.packageId)
    if package is None or not package.enabled:
        raise AppError(errors.RECHARGE_PACKAGE_NOT_FOUND)
    if package.pay_price != body.payPrice:
        raise AppError(errors.RECHARGE_PRICE_MISMATCH)
    recharge = PayWalletRecharge(
        member_id=member_id,
        package_id=package.id,
        pay_price=package.pay_price,
        bonus_price=package.bonus_price,
        total_price=package.pay_price + package.bonus_price,
    )
    session.add(recharge)
    await session.flush()
    subject = _subject(package.pay_price, lang)
    recharge.pay_order_id = await open_pay_order(
        session,
        member_id,
        recharge.id,
        subject,
        package.pay_price,
        clock.now() + timedelta(minutes=settings.order_payment_minutes),
        merchant=RECHARGE,
    )
    await session.flush()
    return RechargeCreateResp(id=recharge.id, payOrderId=recharge.pay_order_id)


async def recharge_subject(session: AsyncSession, recharge_id: int, lang: Lang) -> str | None:
    """A recharge's subject in ``lang`` (the pay page's and the result's)."""
    pay_price = await session.scalar(
        select(PayWalletRecharge.pay_price).where(PayWalletRecharge.id == recharge_id)
    )
    return None if pay_price is None else _subject(pay_price, lang)


def _subject(pay_price: int, lang: Lang) -> str:
    return translate("pay.recharge_subject", lang, amount=format_cny(pay_price, lang))


async def mark_recharge_paid(session: AsyncSession, recharge_id: int, channel_code: str) -> bool:
    """Credit the recharge to the wallet, once; False when it was credited already."""
    now = clock.now()
    paid = await session.execute(
        update(PayWalletRecharge)
        .where(PayWalletRecharge.id == recharge_id, PayWalletRecharge.pay_status.is_(False))
        .values(pay_status=True, pay_time=now, pay_channel_code=channel_code, updated_at=now)
        .returning(PayWalletRecharge.member_id, PayWalletRecharge.total_price, PayWalletRecharge.pay_price)
    )
    row = paid.one_or_none()
    if row is None:
        return False
    member_id, total, pay_price = row
    title = f"¥{yuan_text(pay_price)} + ¥{yuan_text(total - pay_price)}"
    await change_balance(session, member_id, total, WalletBizType.RECHARGE, str(recharge_id), title)
    return True


async def page(session: AsyncSession, member_id: int, params: PageParam) -> PageResult[RechargeResp]:
    stmt = (
        select(PayWalletRecharge)
        .where(PayWalletRecharge.member_id == member_id)
        .order_by(PayWalletRecharge.id.desc())
    )
    rows, total = await paginate(session, stmt, params)
    return PageResult[RechargeResp](
        list=[
            RechargeResp(
                id=r.id,
                payPrice=r.pay_price,
                bonusPrice=r.bonus_price,
                totalPrice=r.total_price,
                payStatus=r.pay_status,
                payTime=optional_epoch_ms(r.pay_time),
                payChannelCode=r.pay_channel_code,
                createTime=epoch_ms(r.created_at),
            )
            for r in rows
        ],
        total=total,
    )
