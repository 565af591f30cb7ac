"""The console's work on orders (support): finding an order by number, member mobile or one of its
activation keys, its whole history (lines, price parts, payment, log, keys masked, refunds,
feedback), refunds with a reason, and the store's replies to feedback; every change audited."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sqlalchemy import Select, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import key_service
from gamestore.core.config import Settings
from gamestore.core.crypto import KeyCipher
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang, translate
from gamestore.core.operators import OperatorPrincipal
from gamestore.core.pagination import PageResult, paginate
from gamestore.core.texts import text
from gamestore.core.times import epoch_ms, from_epoch_ms, optional_epoch_ms
from gamestore.identity import admin_service as member_admin
from gamestore.models.trade import (
    TradeAfterSale,
    TradeOrder,
    TradeOrderFeedback,
    TradeOrderItem,
    TradeOrderLog,
)
from gamestore.pay import refund_service as pay_refunds
from gamestore.pay import shipping as pay_shipping
from gamestore.system import audit
from gamestore.trade import after_sale_service, errors, feedback_service, refund_service
from gamestore.trade.admin_schemas import (
    AdminFeedbackMessageResp,
    AdminOrderDetailResp,
    AdminOrderKeyResp,
    AdminOrderLineResp,
    AdminOrderPageReq,
    AdminOrderResp,
    AdminRefundReq,
    AdminRefundRetryReq,
    FeedbackReplyReq,
)
from gamestore.trade.key_reveal import first_reveals, revealed_at
from gamestore.trade.order_schemas import OrderLogResp
from gamestore.trade.order_status import OrderLogType
from gamestore.trade.refund_schemas import AfterSaleResp

# -- finding orders ------------------------------------------------------------------------------


async def page(
    session: AsyncSession, cipher: KeyCipher, params: AdminOrderPageReq
) -> PageResult[AdminOrderResp]:
    """Newest first. The number, the mobile (its members' ids) and the key (its digest: keys are
    never decrypted to search) each narrow to indexed columns before the status and time filters."""
    stmt = await _filtered(session, cipher, params)
    if stmt is None:
        return PageResult(list=[], total=0)
    rows, total = await paginate(session, stmt, params)
    mobiles = await member_admin.mobiles_of(session, {row.member_id for row in rows})
    shipping = await pay_shipping.shipping_of(session, (row.pay_order_id for row in rows))
    return PageResult(list=[_summary(row, mobiles.get(row.member_id), shipping) for row in rows], total=total)


async def _filtered(
    session: AsyncSession, cipher: KeyCipher, params: AdminOrderPageReq
) -> Select[TradeOrder] | None:
    """The search, or None when a given number, mobile or key matches no order."""
    stmt = select(TradeOrder).order_by(TradeOrder.id.desc())
    if params.no is not None:
        stmt = stmt.where(TradeOrder.no == params.no)
    if params.mobile is not None:
        member_ids = await member_admin.ids_by_mobile(session, params.mobile)
        if not member_ids:
            return None
        stmt = stmt.where(TradeOrder.member_id.in_(member_ids))
    if params.key is not None:
        order_id = await key_service.order_of_key(session, cipher, params.key)
        if order_id is None:
            return None
        stmt = stmt.where(TradeOrder.id == order_id)
    if params.status is not None:
        stmt = stmt.where(TradeOrder.status == params.status)
    if params.createTime is not None:
        start, end = params.createTime
        stmt = stmt.where(
            TradeOrder.created_at >= from_epoch_ms(start), TradeOrder.created_at <= from_epoch_ms(end)
        )
    return stmt


def _summary_fields(
    order: TradeOrder, mobile: str | None, shipping: Mapping[int, pay_shipping.Shipping]
) -> dict[str, Any]:
    upload = pay_shipping.NOT_NEEDED if order.pay_order_id is None else shipping[order.pay_order_id]
    return {
        "id": order.id,
        "no": order.no,
        "memberId": order.member_id,
        "memberMobile": mobile,
        "status": order.status,
        "productCount": order.product_count,
        "totalPrice": order.total_price,
        "payPrice": order.pay_price,
        "payStatus": order.pay_status,
        "payChannelCode": order.pay_channel_code,
        "refundStatus": order.refund_status,
        "refundPrice": order.refund_price,
        "createTime": epoch_ms(order.created_at),
        "payTime": optional_epoch_ms(order.pay_time),
        "shippingStatus": upload.state.value,
        "shippingError": upload.error,
    }


def _summary(
    order: TradeOrder, mobile: str | None, shipping: Mapping[int, pay_shipping.Shipping]
) -> AdminOrderResp:
    return AdminOrderResp(**_summary_fields(order, mobile, shipping))


# -- one order's whole history -------------------------------------------------------------------


async def detail(session: AsyncSession, order_id: int, lang: Lang) -> AdminOrderDetailResp:
    order = await session.get(TradeOrder, order_id)
    if order is None:
        raise AppError(errors.ORDER_NOT_FOUND)
    mobiles = await member_admin.mobiles_of(session, {order.member_id})
    shipping = await pay_shipping.shipping_of(session, [order.pay_order_id])
    return AdminOrderDetailResp(
        **_summary_fields(order, mobiles.get(order.member_id), shipping),
        remark=order.remark,
        activityDiscountPrice=order.activity_discount_price,
        vipPrice=order.vip_price,
        couponPrice=order.coupon_price,
        pointPrice=order.point_price,
        discountPrice=order.discount_price,
        usePoint=order.use_point,
        givePoint=order.give_point,
        giveExperience=order.give_experience,
        payOrderId=order.pay_order_id,
        finishTime=optional_epoch_ms(order.finish_time),
        cancelTime=optional_epoch_ms(order.cancel_time),
        cancelType=order.cancel_type,
        deleted=order.deleted,
        items=await _lines(session, order.id, lang),
        keys=await _masked_keys(session, order.id),
        logs=await _logs(session, order.id, lang),
        afterSales=await _after_sales(session, order.id, lang),
        feedback=await _feedback(session, order.id),
    )


async def _lines(session: AsyncSession, order_id: int, lang: Lang) -> list[AdminOrderLineResp]:
    items = await session.scalars(
        select(TradeOrderItem).where(TradeOrderItem.order_id == order_id).order_by(TradeOrderItem.id)
    )
    return [
        AdminOrderLineResp(
            id=item.id,
            spuId=item.spu_id,
            skuId=item.sku_id,
            spuName=text(item.spu_names, lang),
            skuName=text(item.sku_names, lang),
            count=item.count,
            price=item.price,
            totalPrice=item.total_price,
            activityDiscountPrice=item.activity_discount_price,
            vipPrice=item.vip_price,
            couponPrice=item.coupon_price,
            pointPrice=item.point_price,
            payPrice=item.pay_price,
            afterSaleStatus=item.after_sale_status,
            refundCount=item.refund_count,
        )
        for item in items
    ]


async def _masked_keys(session: AsyncSession, order_id: int) -> list[AdminOrderKeyResp]:
    """The order's sold keys by id only: nothing here decrypts a key."""
    reveals = await first_reveals(session, order_id)
    keys = []
    for key_id, sku_id in await key_service.sold_key_ids(session, order_id):
        first = revealed_at(reveals, key_id)
        keys.append(
            AdminOrderKeyResp(
                keyId=key_id, skuId=sku_id, revealed=first is not None, revealTime=optional_epoch_ms(first)
            )
        )
    return keys


async def _logs(session: AsyncSession, order_id: int, lang: Lang) -> list[OrderLogResp]:
    entries = await session.scalars(
        select(TradeOrderLog).where(TradeOrderLog.order_id == order_id).order_by(TradeOrderLog.id)
    )
    return [
        OrderLogResp(
            operateType=entry.operate_type,
            content=translate(f"trade.log.{OrderLogType(entry.operate_type).name.lower()}", lang),
            createTime=epoch_ms(entry.created_at),
        )
        for entry in entries
    ]


async def _after_sales(session: AsyncSession, order_id: int, lang: Lang) -> list[AfterSaleResp]:
    rows = await session.scalars(
        select(TradeAfterSale).where(TradeAfterSale.order_id == order_id).order_by(TradeAfterSale.id.desc())
    )
    return await refund_service.answers(session, list(rows), lang)


async def _feedback(session: AsyncSession, order_id: int) -> list[AdminFeedbackMessageResp]:
    messages = await session.scalars(
        select(TradeOrderFeedback)
        .where(TradeOrderFeedback.order_id == order_id)
        .order_by(TradeOrderFeedback.id)
    )
    return [
        AdminFeedbackMessageResp(
            id=message.id,
            fromStore=message.from_store,
            content=message.content,
            picUrls=list(message.images),
            createTime=epoch_ms(message.created_at),
        )
        for message in messages
    ]


# -- changes -------------------------------------------------------------------------------------


def _refund_state(order: TradeOrder) -> Mapping[str, Any]:
    return {"status": order.status, "refundStatus": order.refund_status, "refundPrice": order.refund_price}


async def refund(
    session: AsyncSession,
    settings: Settings,
    gateways: pay_refunds.Gateways,
    principal: OperatorPrincipal,
    body: AdminRefundReq,
    lang: Lang,
) -> AfterSaleResp:
    """Support refunds the order's never-revealed keys with a reason, whatever the member's window."""
    order = await session.get(TradeOrder, body.orderId)
    if order is None:
        raise AppError(errors.ORDER_NOT_FOUND)
    before = _refund_state(order)
    by = refund_service.Support(principal.operator_id, body.reason)
    after_sale = await refund_service.refund(session, settings, gateways, body.orderId, by)
    await session.refresh(order)
    after = {**_refund_state(order), "afterSaleId": after_sale.id, "refundedPrice": after_sale.refund_price}
    await audit.record(session, principal, "trade.order.refund", "trade_order", order.id, before, after)
    return await refund_service.answer(session, after_sale, lang)


async def retry_refund(
    session: AsyncSession,
    gateways: pay_refunds.Gateways,
    principal: OperatorPrincipal,
    body: AdminRefundRetryReq,
    lang: Lang,
) -> AfterSaleResp:
    """Support asks the gateway again for a refund whose automatic tries are used up."""
    after_sale = await refund_service.retry(session, gateways, body.id)
    after = {"status": after_sale.status, "payRefundId": after_sale.pay_refund_id}
    before = {"status": refund_service.AfterSaleState.NEEDS_SUPPORT}
    await audit.record(
        session, principal, "trade.after_sale.retry", "trade_after_sale", after_sale.id, before, after
    )
    return await refund_service.answer(session, after_sale, lang)


async def reply_to_feedback(
    session: AsyncSession, principal: OperatorPrincipal, body: FeedbackReplyReq
) -> None:
    """The store's answer, as `gamestore reply-feedback` gives it: to feedback from the centre, or
    in an order's thread; the member sees it in the feedback centre."""
    action = "trade.feedback.reply"
    if body.feedbackId is not None:
        await feedback_service.reply_as_store(session, body.feedbackId, body.content)
        after: dict[str, Any] = {"content": body.content}
        await audit.record(session, principal, action, "trade_feedback", body.feedbackId, None, after)
        return
    assert body.orderId is not None  # the request names exactly one
    reply_id = await after_sale_service.reply_as_store(session, body.orderId, body.content)
    after = {"content": body.content, "replyId": reply_id}
    await audit.record(session, principal, action, "trade_order", body.orderId, None, after)
