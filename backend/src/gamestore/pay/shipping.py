"""Shipping uploads for mini-program payments (WeChat's 发货信息管理服务): WeChat freezes the money of
a payment made in a mini program (``wx_lite``) until the merchant says what it delivered.

A paid order's effect (events.order_events) owned by pay, which knows the payment's channel, its
merchant number and out_trade_no and who paid (the gateway's notice); the games' names come from the
merchant through ``pay.merchants`` (the subject). Granting it writes one ``pay.shipping`` message,
keyed by the payment, in the transaction marking the order paid: so a notice applied twice (the
order is paid once) or a relay trying again uploads for that payment once. The relay's consumer
uploads the virtual goods (logistics_type 3) to the mini program's server API after the commit;
WeChat's "not found" (10060001: it books a payment some seconds after notifying it) and an
unreachable or busy WeChat are tried again with the outbox's backoff, "shipped already" (10060002,
10060003) is done, any other refusal fails the message (the console shows its error; support
replays it from the outbox page). Revoking it on a whole refund withdraws the message not yet
delivered (``outbox.cancel``: one conditional UPDATE against the relay's claim), so a refund before
the upload uploads nothing; a partial refund still leaves keys delivered, and the upload stands."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Final

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core import clock, outbox
from gamestore.core.i18n import Lang
from gamestore.core.outbox import Message, OutboxStatus, PermanentDeliveryError, Topic
from gamestore.events.order_events import Grant, GrantState, OrderEffect, OrderPaid, OrderRefunded
from gamestore.identity import member_service
from gamestore.identity.social import service as social_service
from gamestore.identity.social.wechat_api import (
    ITEM_DESC_MAX_CHARS,
    SHIPPING_ALREADY_SHIPPED,
    SHIPPING_ORDER_NOT_FOUND,
    SHIPPING_RESHIP_USED_UP,
    SocialType,
    WechatApi,
    WechatApiError,
)
from gamestore.models.pay import PayNotifyRecord, PayOrder
from gamestore.pay import merchants
from gamestore.pay import service as pay_service
from gamestore.pay.channels.wechat import WX_LITE

SHIPPING_UPLOAD = Topic("pay.shipping")
TOPICS = (SHIPPING_UPLOAD,)
PAID_OUTCOME: Final = 10  # notify_service.NotifyOutcome.PAID: the notice that settled the payment
DEFAULT_LANG: Lang = "zh-Hans"
_DONE = frozenset({SHIPPING_ALREADY_SHIPPED, SHIPPING_RESHIP_USED_UP})


class ShippingState(StrEnum):
    """What the console shows of an order's shipping upload."""

    NOT_NEEDED = "not_needed"  # not paid in the mini program, or wholly refunded before the upload
    PENDING = "pending"  # waiting for its first try or a retry
    UPLOADED = "uploaded"
    FAILED = "failed"  # refused, or the outbox's tries used up: ``error`` says why


@dataclass(frozen=True, slots=True)
class Shipping:
    state: ShippingState
    error: str | None = None


NOT_NEEDED = Shipping(ShippingState.NOT_NEEDED)


def upload_key(pay_order_id: int) -> str:
    return f"pay_order:{pay_order_id}"


def item_desc(names: str) -> str:
    """The games' names within WeChat's limit of 120 characters (counted as characters, not bytes;
    cut with an ellipsis)."""
    text = " ".join(names.split()) or "-"
    if len(text) <= ITEM_DESC_MAX_CHARS:
        return text
    return text[: ITEM_DESC_MAX_CHARS - 1] + "…"


def upload_time() -> str:
    """Now in RFC 3339 with China's offset, as WeChat's examples (2022-12-15T13:29:35.120+08:00)."""
    return clock.now().astimezone(clock.BUSINESS_ZONE).isoformat(timespec="milliseconds")


class ShippingUpload(OrderEffect):
    """A mini-program payment's shipping upload; nothing for other channels."""

    name = "wechat_shipping"

    async def grant(self, session: AsyncSession, paid: OrderPaid) -> Sequence[Grant]:
        pay_order = await session.scalar(
            select(PayOrder).where(PayOrder.merchant_order_id == f"{merchants.TRADE}:{paid.order_id}")
        )
        if pay_order is None or pay_order.channel_code != WX_LITE:
            return []
        notice = await session.scalar(
            select(PayNotifyRecord)
            .where(
                PayNotifyRecord.pay_order_id == pay_order.id,
                PayNotifyRecord.channel_code == WX_LITE,
                PayNotifyRecord.outcome == PAID_OUTCOME,
            )
            .order_by(PayNotifyRecord.id.desc())
            .limit(1)
        )
        if notice is None:
            return []
        raw: dict[str, Any] = dict(notice.raw)
        payer = raw.get("payer")
        openid = payer.get("openid") if isinstance(payer, dict) else None
        if not isinstance(openid, str) or not openid:
            openid = await social_service.bound_openid(
                session, paid.member_id, SocialType.WECHAT_MINI_PROGRAM
            )
        lang = (await member_service.languages(session, [paid.member_id])).get(paid.member_id, DEFAULT_LANG)
        names = await pay_service.merchant_subject(session, merchants.TRADE, paid.order_id, lang)
        key = upload_key(pay_order.id)
        await outbox.enqueue(
            session,
            SHIPPING_UPLOAD,
            key,
            {
                "payOrderId": pay_order.id,
                "mchid": str(raw.get("mchid", "")),
                "outTradeNo": notice.out_trade_no,
                "openid": openid or "",
                "itemDesc": item_desc(names or pay_order.subject),
            },
        )
        return [Grant(data={"key": key})]

    async def revoke(self, session: AsyncSession, refunded: OrderRefunded, grant: Grant) -> Grant:
        if not refunded.whole:
            return grant  # keys are still delivered: the upload stands
        withdrawn = await outbox.cancel(session, SHIPPING_UPLOAD, str(grant.data["key"]))
        return grant.revised(GrantState.REVOKED, withdrawn=withdrawn)


EFFECTS: tuple[OrderEffect, ...] = (ShippingUpload(),)


def shipping_consumer(api: WechatApi) -> outbox.Consumer:
    """Uploads one payment's shipping. WeChat takes no idempotency key; a second upload of a payment
    answers "shipped already" (or spends its one re-shipping), which counts as done."""

    async def deliver(message: Message) -> None:
        app = api.app(SocialType.WECHAT_MINI_PROGRAM)
        if app is None:
            raise PermanentDeliveryError("no mini program appid and secret are configured")
        payload = message.payload
        try:
            await api.upload_shipping_info(
                app,
                mchid=str(payload["mchid"]),
                out_trade_no=str(payload["outTradeNo"]),
                openid=str(payload["openid"]),
                item_desc=str(payload["itemDesc"]),
                upload_time=upload_time(),
            )
        except WechatApiError as exc:
            if exc.errcode in _DONE:
                return
            if exc.unavailable or exc.errcode == SHIPPING_ORDER_NOT_FOUND:
                raise  # tried again with the outbox's backoff
            raise PermanentDeliveryError(f"WeChat refused: {exc.errcode} {exc.errmsg}") from exc

    return deliver


async def shipping_of(session: AsyncSession, pay_order_ids: Iterable[int | None]) -> dict[int, Shipping]:
    """Each payment's shipping upload as the console shows it (payments without one: not needed)."""
    ids = [pay_order_id for pay_order_id in pay_order_ids if pay_order_id is not None]
    found = await outbox.states(session, SHIPPING_UPLOAD, (upload_key(i) for i in ids))
    answer: dict[int, Shipping] = {}
    for pay_order_id in ids:
        state = found.get(upload_key(pay_order_id))
        if state is None or state.status == OutboxStatus.CANCELLED:
            answer[pay_order_id] = NOT_NEEDED
        elif state.status == OutboxStatus.DELIVERED:
            answer[pay_order_id] = Shipping(ShippingState.UPLOADED)
        elif state.status == OutboxStatus.FAILED:
            answer[pay_order_id] = Shipping(ShippingState.FAILED, state.last_error)
        else:
            answer[pay_order_id] = Shipping(ShippingState.PENDING, state.last_error)
    return answer
