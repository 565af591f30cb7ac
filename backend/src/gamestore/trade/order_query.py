"""Reading a member's orders: details (with their keys once paid, masked until revealed), pages per
tab, counts, and revealing one key (key_reveal).

Reading a detail closes an order whose payment window has passed, so a reader never sees it as
payable; the member's own changes are in order_changes."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping

from sqlalchemy import ColumnElement, and_, bindparam, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import catalogue_service
from gamestore.catalogue.pricing import reference_price
from gamestore.catalogue.schemas import GameTypeResp
from gamestore.core import clock
from gamestore.core.crypto import KeyCipher
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang, register_messages, translate
from gamestore.core.pagination import PagedQuery, PageResult
from gamestore.core.texts import text
from gamestore.core.times import epoch_ms, optional_epoch_ms
from gamestore.engagement.schemas import TaskRewardItemResp
from gamestore.events.order_events import Given
from gamestore.models.trade import TradeOrder, TradeOrderItem, TradeOrderLog
from gamestore.trade import errors, gift_service, key_reveal, order_maturity, refund_service
from gamestore.trade.fulfilment import close_if_expired
from gamestore.trade.order_schemas import (
    KeyRevealReq,
    KeyRevealResp,
    OrderCountResp,
    OrderDetailResp,
    OrderGivenResp,
    OrderItemResp,
    OrderLogResp,
    OrderPageReq,
    OrderSimpleResp,
    OrderSummaryResp,
)
from gamestore.trade.order_status import WAITING_PREORDER, OrderLogType, OrderStatus

SIMPLE_LIST_MAX = 100

_LOG_TEXTS: dict[OrderLogType, Mapping[Lang, str]] = {
    OrderLogType.CREATED: {
        "en": "Order placed",
        "zh-Hans": "创建订单",
        "zh-Hant": "建立訂單",
        "ja": "注文作成",
    },
    OrderLogType.PAID: {
        "en": "Paid",
        "zh-Hans": "支付成功",
        "zh-Hant": "付款成功",
        "ja": "支払い完了",
    },
    OrderLogType.COMPLETED: {
        "en": "Completed: activation codes delivered",
        "zh-Hans": "订单完成，激活码已发放",
        "zh-Hant": "訂單完成，啟用碼已發放",
        "ja": "取引完了：アクティベーションコードを発行しました",
    },
    OrderLogType.CANCELLED: {
        "en": "Cancelled by you",
        "zh-Hans": "您取消了订单",
        "zh-Hant": "您取消了訂單",
        "ja": "注文をキャンセルしました",
    },
    OrderLogType.CLOSED_UNPAID: {
        "en": "Closed: not paid in time",
        "zh-Hans": "超时未支付，订单已关闭",
        "zh-Hant": "逾時未付款，訂單已關閉",
        "ja": "期限内に支払われなかったためクローズされました",
    },
    OrderLogType.REFUNDED: {
        "en": "Keys refunded",
        "zh-Hans": "激活码已退款",
        "zh-Hant": "啟用碼已退款",
        "ja": "キーを返金しました",
    },
    OrderLogType.CLOSED_REFUNDED: {
        "en": "Closed: every key refunded",
        "zh-Hans": "激活码已全部退款，订单已关闭",
        "zh-Hant": "啟用碼已全部退款，訂單已關閉",
        "ja": "すべてのキーを返金したためクローズされました",
    },
    OrderLogType.GIFT_CLAIMED: {
        "en": "Gift claimed",
        "zh-Hans": "礼物已被领取",
        "zh-Hant": "禮物已被領取",
        "ja": "ギフトが受け取られました",
    },
    OrderLogType.GIFT_BACK: {
        "en": "Gift back with its giver",
        "zh-Hans": "礼物已退回赠送人",
        "zh-Hant": "禮物已退回贈送人",
        "ja": "ギフトが贈り主に戻りました",
    },
    OrderLogType.PRICE_PROTECTED: {
        "en": "Price protection: the price fell before release, the difference is refunded",
        "zh-Hans": "价格保护：发售前降价，差价已退款",
        "zh-Hant": "價格保護：發售前降價，差價已退款",
        "ja": "価格保護：発売前に値下がりしたため、差額を返金しました",
    },
    OrderLogType.PREORDER_SHORT: {
        "en": "Released, but keys ran short: yours come as soon as they arrive, or the order is refunded",
        "zh-Hans": "已发售，但激活码暂时不足：到货后立即发放，否则自动退款",
        "zh-Hant": "已發售，但啟用碼暫時不足：到貨後立即發放，否則自動退款",
        "ja": "発売されましたがキーが不足しています：入荷しだい発行、届かなければ自動返金します",
    },
}
register_messages({f"trade.log.{kind.name.lower()}": texts for kind, texts in _LOG_TEXTS.items()})


# The member's reads run often: their statements are built once, with bound values.
# A hidden (deleted) order is still the member's: My Games opens its details and keys.
_OWNED_ORDER = select(TradeOrder).where(
    TradeOrder.id == bindparam("order_id"),
    TradeOrder.member_id == bindparam("member_id"),
)
_ORDER_ITEMS = (
    select(TradeOrderItem)
    .where(TradeOrderItem.order_id.in_(bindparam("order_ids", expanding=True)))
    .order_by(TradeOrderItem.id)
)
_ORDER_LOGS = (
    select(TradeOrderLog).where(TradeOrderLog.order_id == bindparam("order_id")).order_by(TradeOrderLog.id)
)
_OWNED_ORDER_WITH_LOGS = (
    select(TradeOrder, TradeOrderLog)
    .outerjoin(TradeOrderLog, TradeOrderLog.order_id == TradeOrder.id)
    .where(TradeOrder.id == bindparam("order_id"), TradeOrder.member_id == bindparam("member_id"))
    .order_by(TradeOrderLog.id)
)


async def owned_order(session: AsyncSession, member_id: int, order_id: int) -> TradeOrder:
    """The member's order, hidden from their list or not; someone else's is simply not found."""
    order = await session.scalar(_OWNED_ORDER, {"order_id": order_id, "member_id": member_id})
    if order is None:
        raise AppError(errors.ORDER_NOT_FOUND)
    return order


async def current_order_with_logs(
    session: AsyncSession, member_id: int, order_id: int
) -> tuple[TradeOrder, list[TradeOrderLog]]:
    """The member's order (closed first if its payment window has passed) and its history, oldest
    first: one statement unless it had to be closed."""
    rows = (
        await session.execute(_OWNED_ORDER_WITH_LOGS, {"order_id": order_id, "member_id": member_id})
    ).all()
    if not rows:
        raise AppError(errors.ORDER_NOT_FOUND)
    order = rows[0][0]
    if await close_if_expired(session, order):
        return order, list(await session.scalars(_ORDER_LOGS, {"order_id": order.id}))
    return order, [log for _, log in rows if log is not None]


async def _items(session: AsyncSession, order_ids: list[int], lang: Lang) -> dict[int, list[OrderItemResp]]:
    if not order_ids:
        return {}
    items = list(await session.scalars(_ORDER_ITEMS, {"order_ids": order_ids}))
    games = await catalogue_service.games(session, {item.spu_id for item in items})
    grouped: dict[int, list[OrderItemResp]] = defaultdict(list)
    for item in items:
        if item.spu_id not in games:
            continue
        game_types = games[item.spu_id].game_types
        grouped[item.order_id].append(
            OrderItemResp(
                id=item.id,
                spuId=item.spu_id,
                skuId=item.sku_id,
                spuName=text(item.spu_names, lang),
                skuName=text(item.sku_names, lang),
                picUrl=item.pic_url,
                count=item.count,
                price=item.price,
                **_key_prices(item),
                payPrice=item.pay_price,
                commentStatus=item.comment_status,
                afterSaleStatus=item.after_sale_status,
                refundCount=item.refund_count,
                bundleId=item.bundle_id,
                gameTypeRespVOS=[GameTypeResp.model_validate(t) for t in game_types],
            )
        )
    return grouped


def _key_prices(item: TradeOrderItem) -> dict[str, int | None]:
    """What one key cost before points (priced per key at settlement, so it divides exactly), and
    the price struck through beside it by the catalogue's rule (``reference_price``: the list price
    when an event or the level lowered it, else the market price of a game on sale): the figures the
    catalogue showed for it."""
    each = (item.total_price - item.activity_discount_price - item.vip_price) // item.count
    return {"memberPrice": each, "referencePrice": reference_price(item.price, item.market_price, each)}


def _summary_fields(order: TradeOrder, items: list[OrderItemResp]) -> dict[str, object]:
    return {
        "id": order.id,
        "no": order.no,
        "status": order.status,
        "commentStatus": order.comment_status,
        "productCount": order.product_count,
        "createTime": epoch_ms(order.created_at),
        "expireTime": epoch_ms(order.expire_time),
        "payPrice": order.pay_price,
        "totalPrice": order.total_price,
        "payOrderId": order.pay_order_id,
        "refundStatus": order.refund_status,
        "refundPrice": order.refund_price,
        "giftStatus": order.gift_status or None,
        "preorderStatus": order.preorder_status or None,
        "releaseTime": optional_epoch_ms(order.release_at),
        "items": items,
    }


async def detail(
    session: AsyncSession,
    cipher: KeyCipher,
    member_id: int,
    order_id: int,
    lang: Lang,
    refund_window_days: int,
) -> OrderDetailResp:
    """Reading the details closes an order whose payment window has passed, so a member never sees
    an unpaid order past its time between two runs of the close job. The client's ``sync`` is
    accepted and ignored: every answer is read fresh, so it is always current."""
    order, logs = await current_order_with_logs(session, member_id, order_id)
    items = (await _items(session, [order.id], lang))[order.id]
    keys = await key_reveal.order_keys(session, cipher, order, items)
    deadline = refund_service.refund_deadline(order, refund_window_days)
    waiting = order.preorder_status in WAITING_PREORDER  # a pre-order before its keys: all of it
    unrevealed = waiting or any(not key.revealed for key in keys)
    refundable = deadline is not None and clock.now() <= deadline and unrevealed
    return OrderDetailResp(
        **_summary_fields(order, items),
        activityDiscountPrice=order.activity_discount_price,
        vipPrice=order.vip_price,
        couponPrice=order.coupon_price,
        pointPrice=order.point_price,
        discountPrice=order.discount_price,
        payStatus=order.pay_status,
        payTime=optional_epoch_ms(order.pay_time),
        payChannelCode=order.pay_channel_code,
        finishTime=optional_epoch_ms(order.finish_time),
        cancelTime=optional_epoch_ms(order.cancel_time),
        cancelType=order.cancel_type,
        usePoint=order.use_point,
        givePoint=order.give_point,
        refundSpentPrice=order.refund_spent_price,
        remark=order.remark,
        logs=[
            OrderLogResp(
                operateType=entry.operate_type,
                content=translate(f"trade.log.{OrderLogType(entry.operate_type).name.lower()}", lang),
                createTime=epoch_ms(entry.created_at),
            )
            for entry in logs
        ],
        activationCodes=keys,
        refundDeadline=optional_epoch_ms(deadline if refundable else None),
        hidden=order.deleted,
        gift=await gift_service.of_order(session, order) if order.gift_status else None,
        miniProgramMessages=order.mini_program_messages,
    )


async def reveal_key(
    session: AsyncSession, cipher: KeyCipher, member_id: int, body: KeyRevealReq, ip: str, lang: Lang
) -> KeyRevealResp:
    """One key of the member's paid order in clear, the reveal recorded (key_reveal); the last one
    makes the order final: the answer says what that gave."""
    order = await owned_order(session, member_id, body.orderId)
    revealed = await key_reveal.reveal(
        session, cipher, order, body.keyId, await order_lines(session, order.id, lang), ip
    )
    await session.flush()
    given = await order_maturity.mature_if_final(session, order.id)  # the last key revealed: it is final
    return KeyRevealResp(**revealed.model_dump(), given=_given(given, lang) if given else None)


def _given(given: Given, lang: Lang) -> OrderGivenResp:
    items = [
        TaskRewardItemResp(
            kind=item.kind,
            code=item.code,
            name=text(item.names, lang),
            picUrl=item.pic_url,
            quantity=item.quantity,
        )
        for item in given.items
    ]
    return OrderGivenResp(point=given.point, experience=given.experience, items=items)


async def order_lines(session: AsyncSession, order_id: int, lang: Lang) -> list[OrderItemResp]:
    return (await _items(session, [order_id], lang))[order_id]


def _tab_query(by_status: bool, by_comment: bool) -> PagedQuery:
    conditions: list[ColumnElement[bool]] = []
    if by_status:
        conditions.append(TradeOrder.status == bindparam("status"))
    if by_comment:
        conditions.append(TradeOrder.comment_status == bindparam("comment_status"))
    return PagedQuery(
        select(TradeOrder)
        .where(TradeOrder.member_id == bindparam("member_id"), TradeOrder.deleted.is_(False), *conditions)
        .order_by(TradeOrder.id.desc())
    )


# By (filtered by status, filtered by comment status): the tabs of the order page.
_TAB_QUERIES = {(s, c): _tab_query(s, c) for s in (False, True) for c in (False, True)}


async def page(
    session: AsyncSession, member_id: int, body: OrderPageReq, lang: Lang
) -> PageResult[OrderSummaryResp]:
    query = _TAB_QUERIES[body.status is not None, body.commentStatus is not None]
    values = {"member_id": member_id, "status": body.status, "comment_status": body.commentStatus}
    orders, total = await query.run(session, body, **{k: v for k, v in values.items() if v is not None})
    items = await _items(session, [o.id for o in orders], lang)
    return PageResult[OrderSummaryResp](
        list=[OrderSummaryResp(**_summary_fields(o, items[o.id])) for o in orders],
        total=total,
    )


async def simple_list(session: AsyncSession, member_id: int, lang: Lang) -> list[OrderSimpleResp]:
    """The member's latest orders, one line each (to pick one for feedback)."""
    orders = list(
        await session.scalars(
            select(TradeOrder)
            .where(TradeOrder.member_id == member_id, TradeOrder.deleted.is_(False))
            .order_by(TradeOrder.id.desc())
            .limit(SIMPLE_LIST_MAX)
        )
    )
    items = await _items(session, [o.id for o in orders], lang)
    return [
        OrderSimpleResp(
            id=o.id,
            no=o.no,
            status=o.status,
            createTime=epoch_ms(o.created_at),
            payPrice=o.pay_price,
            title=", ".join(item.spuName for item in items[o.id]),
        )
        for o in orders
    ]


# Built once: the member is a bound parameter (building it costs more than running it).
_COUNTS = select(
    func.count(),
    func.count().filter(TradeOrder.status == OrderStatus.UNPAID),
    func.count().filter(TradeOrder.status == OrderStatus.UNDELIVERED),
    func.count().filter(TradeOrder.status == OrderStatus.DELIVERED),
    func.count().filter(
        and_(TradeOrder.status == OrderStatus.COMPLETED, TradeOrder.comment_status.is_(False))
    ),
    func.count().filter(TradeOrder.refund_status != 0),
).where(TradeOrder.member_id == bindparam("member_id"), TradeOrder.deleted.is_(False))


async def counts(session: AsyncSession, member_id: int) -> OrderCountResp:
    row = (await session.execute(_COUNTS, {"member_id": member_id})).one()
    return OrderCountResp(
        allCount=row[0],
        unpaidCount=row[1],
        undeliveredCount=row[2],
        deliveredCount=row[3],
        uncommentedCount=row[4],
        afterSaleCount=row[5],
    )
