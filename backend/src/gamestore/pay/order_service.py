"""Paying a payment order: by wallet or, outside production, by the mock sandbox channel (both
settle at once), or through a configured gateway (WeChat Pay, Alipay) whose notification settles
it later (notify_service). One conditional UPDATE moves the payment from waiting to paid, so an order paid
twice in parallel is charged once; the merchant (the trade order) is then told exactly once."""

from __future__ import annotations

import secrets
from dataclasses import dataclass

from sqlalchemy import bindparam, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core import clock
from gamestore.core.config import Settings
from gamestore.core.context import Terminal
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang
from gamestore.core.times import epoch_ms, optional_epoch_ms
from gamestore.identity.social import service as social_service
from gamestore.identity.social.wechat_api import SocialType
from gamestore.models.pay import PayOrder, PayOrderExtension
from gamestore.pay import errors
from gamestore.pay import service as pay_service
from gamestore.pay.channels.base import ChannelError, PayChannel, UnifiedOrder
from gamestore.pay.channels.wechat import WX_LITE, WX_PUB, needs_wechat_binding
from gamestore.pay.order_schemas import PayOrderResp, PayOrderSubmitReq, PayOrderSubmitResp
from gamestore.pay.recharge_service import RECHARGE, mark_recharge_paid, recharge_subject
from gamestore.pay.service import PayOrderStatus
from gamestore.pay.wallet_service import WalletBizType, change_balance

WALLET = "wallet"
MOCK = "mock"
PAID = 0  # the submit answer's status for "paid already" (spec §3)
# WeChat Pay channels that pay as the member's account in one of our apps: its bound openid.
OPENID_TYPES = {WX_PUB: SocialType.WECHAT_OFFICIAL, WX_LITE: SocialType.WECHAT_MINI_PROGRAM}
CONTINUE = 1  # the client continues with the channel (displayMode, pay_data)


def enabled_channels(settings: Settings, gateways: dict[str, PayChannel]) -> list[str]:
    """The channels this store takes: the configured gateways, the wallet, and outside production
    the mock sandbox."""
    own = [WALLET] if settings.app_env == "production" else [WALLET, MOCK]
    return [*gateways, *own]


def _merchant(pay_order: PayOrder) -> tuple[str, int]:
    kind, _, order_id = pay_order.merchant_order_id.partition(":")
    return kind, int(order_id)


_OWNED = select(PayOrder).where(PayOrder.id == bindparam("id"), PayOrder.member_id == bindparam("member_id"))


async def _owned(session: AsyncSession, member_id: int, pay_order_id: int) -> PayOrder:
    pay_order = await session.scalar(_OWNED, {"id": pay_order_id, "member_id": member_id})
    if pay_order is None:
        raise AppError(errors.PAY_ORDER_NOT_FOUND)
    return pay_order


async def get(session: AsyncSession, member_id: int, pay_order_id: int, lang: Lang) -> PayOrderResp:
    """The payment, its subject in ``lang`` (the merchant names it; the stored subject is in the
    language the order was placed in)."""
    pay_order = await _owned(session, member_id, pay_order_id)
    kind, order_id = _merchant(pay_order)
    if kind == RECHARGE:
        subject = await recharge_subject(session, order_id, lang)
    else:
        subject = await pay_service.merchant_subject(session, kind, order_id, lang)
    return PayOrderResp(
        id=pay_order.id,
        status=pay_order.status,
        price=pay_order.price,
        subject=subject or pay_order.subject,
        expireTime=epoch_ms(pay_order.expire_time),
        successTime=optional_epoch_ms(pay_order.success_time),
        channelCode=pay_order.channel_code,
        merchantType=kind,
        merchantOrderId=order_id,
    )


@dataclass(frozen=True, slots=True)
class Payer:
    """Where the member pays from: the gateways want the address, Alipay the kind of client."""

    client_ip: str
    terminal: Terminal


async def submit(
    session: AsyncSession,
    settings: Settings,
    gateways: dict[str, PayChannel],
    member_id: int,
    body: PayOrderSubmitReq,
    payer: Payer,
) -> PayOrderSubmitResp:
    pay_order = await _owned(session, member_id, body.id)
    if pay_order.status != PayOrderStatus.WAITING:
        return _settled_answer(pay_order)
    if pay_order.expire_time <= clock.now():
        raise AppError(errors.PAY_ORDER_EXPIRED)
    if body.channelCode not in enabled_channels(settings, gateways):
        raise AppError(errors.CHANNEL_NOT_ENABLED)
    if body.channelCode in gateways:
        openid = await payer_openid(session, member_id, body)
        return await open_at_gateway(session, gateways[body.channelCode], pay_order, body, payer, openid)
    if body.channelCode == WALLET and _merchant(pay_order)[0] == RECHARGE:
        raise AppError(errors.RECHARGE_NOT_BY_WALLET)
    if not await settle_waiting(session, pay_order, body.channelCode):
        # Settled or closed since it was read (a parallel payment, the member's cancel, the close
        # job): the row as it is now says which, never the read above.
        await session.refresh(pay_order)
        return _settled_answer(pay_order)
    if body.channelCode == WALLET and pay_order.price:
        await change_balance(
            session, member_id, -pay_order.price, WalletBizType.PAYMENT, str(pay_order.id), pay_order.subject
        )
    await tell_merchant(session, settings, pay_order, body.channelCode)
    return PayOrderSubmitResp(status=PAID, displayMode="none", displayContent="")


def _settled_answer(pay_order: PayOrder) -> PayOrderSubmitResp:
    """The answer for a payment no longer waiting: paid already, or closed (cancelled, expired,
    refunded) and never to be paid."""
    if pay_order.status == PayOrderStatus.SUCCESS:
        return PayOrderSubmitResp(status=PAID, displayMode="none", displayContent="")
    raise AppError(errors.PAY_ORDER_CLOSED)


async def payer_openid(session: AsyncSession, member_id: int, body: PayOrderSubmitReq) -> str | None:
    """The openid a WeChat JSAPI channel pays as: the member's bound account of that app (types 31
    and 34). Nothing bound, or a channelExtras.openid other than the bound one, asks to bind."""
    kind = OPENID_TYPES.get(body.channelCode)
    if kind is None:
        return None
    bound = await social_service.bound_openid(session, member_id, kind)
    given = body.channelExtras.get("openid")
    if bound is None or (given and given != bound):
        raise AppError(errors.WECHAT_BINDING_NEEDED)
    return bound


async def open_at_gateway(
    session: AsyncSession,
    channel: PayChannel,
    pay_order: PayOrder,
    body: PayOrderSubmitReq,
    payer: Payer,
    openid: str | None,
) -> PayOrderSubmitResp:
    """A new attempt (its own out_trade_no) opened at the gateway; its notification settles it."""
    attempt = PayOrderExtension(
        no=f"{pay_order.id}T{secrets.token_hex(6)}",
        pay_order_id=pay_order.id,
        channel_code=body.channelCode,
        created_at=clock.now(),
    )
    session.add(attempt)
    await session.flush()
    order = UnifiedOrder(
        out_trade_no=attempt.no,
        subject=pay_order.subject,
        price=pay_order.price,
        expire_time=pay_order.expire_time,
        notify_url="",
        return_url=body.returnUrl,
        client_ip=payer.client_ip,
        openid=openid,
        # A mini-program web-view can reach neither the Alipay app nor a payment page: the member
        # pays by a link opened in a browser (spec §4: the link is copied).
        by_link=payer.terminal == Terminal.WECHAT_MINI_PROGRAM,
    )
    try:
        opened = await channel.open_order(order)
    except ChannelError as exc:
        if needs_wechat_binding(exc):
            raise AppError(errors.WECHAT_BINDING_NEEDED) from exc
        raise AppError(errors.CHANNEL_FAILED, reason=exc.message) from exc
    return PayOrderSubmitResp(
        status=CONTINUE,
        displayMode=opened.display_mode,
        displayContent=opened.display_content,
        pay_data=opened.pay_data,
    )


async def settle_waiting(session: AsyncSession, pay_order: PayOrder, channel_code: str) -> bool:
    """Waiting → paid; False when another request paid or closed it first. The first lock of the
    pay → merchant lock order (pay.service): the merchant's order is changed only after it."""
    now = clock.now()
    paid = await session.execute(
        update(PayOrder)
        .where(PayOrder.id == pay_order.id, PayOrder.status == PayOrderStatus.WAITING)
        .values(status=PayOrderStatus.SUCCESS, channel_code=channel_code, success_time=now, updated_at=now)
        .returning(PayOrder.id)
    )
    return paid.scalar_one_or_none() is not None


async def tell_merchant(
    session: AsyncSession, settings: Settings, pay_order: PayOrder, channel_code: str
) -> None:
    kind, order_id = _merchant(pay_order)
    if kind == RECHARGE:
        await mark_recharge_paid(session, order_id, channel_code)
    else:
        await pay_service.tell_merchant_paid(session, settings, kind, order_id, channel_code)
