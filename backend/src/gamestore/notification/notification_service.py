"""The member's notification centre: messages the store sends (an activity about to start, a reply
to their feedback, a refund support made), read or unread. ``notify`` writes one in the member's
current language and, in the same transaction, puts a push to each of their browsers in the outbox."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from sqlalchemy import func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core import clock
from gamestore.core.db import dialect_insert
from gamestore.core.i18n import DEFAULT_LANGUAGE, Lang, register_messages, translate
from gamestore.core.money import format_cny
from gamestore.core.pagination import PageParam, PageResult, paginate
from gamestore.core.times import epoch_ms
from gamestore.events.order_events import Given
from gamestore.identity import member_service
from gamestore.models.base import table_of
from gamestore.models.notification import MemberNotification
from gamestore.notification import mini_program_message, push_delivery
from gamestore.notification.schemas import NotificationResp

ACTIVITY_STARTING = 1
FEEDBACK_REPLIED = 2
ORDER_REFUNDED = 3
ORDER_REWARDS = 4
PRICE_DROPPED = 5
KEY_REPORT_ANSWERED = 6
GIFT_CHANGED = 7  # a gift the member gave was claimed, or came back unclaimed
PREORDER = 8  # a pre-order delivered at its release, waiting for keys, or refunded without them

FEEDBACK_REPLIED_TITLE = "notification.feedback_replied"
ORDER_MESSAGE_REPLIED_TITLE = "notification.order_message_replied"
REPLY_BODY = "notification.reply_body"
ORDER_REFUNDED_TITLE = "notification.order_refunded"
ORDER_REFUNDED_BODY = "notification.order_refunded_body"
ORDER_REWARDS_TITLE = "notification.order_rewards"
ORDER_REWARDS_BODY = "notification.order_rewards_body"
KEY_REPLACED_TITLE = "notification.key_replaced"
KEY_REPLACED_BODY = "notification.key_replaced_body"
KEY_REPORT_REFUNDED_BODY = "notification.key_report_refunded_body"
POINTS_SPENT_KEPT = "notification.points_spent_kept"
GIFT_CLAIMED_TITLE = "notification.gift_claimed"
GIFT_CLAIMED_BODY = "notification.gift_claimed_body"
GIFT_RETURNED_TITLE = "notification.gift_returned"
GIFT_RETURNED_BODY = "notification.gift_returned_body"
PREORDER_DELIVERED_TITLE = "notification.preorder_delivered"
PREORDER_DELIVERED_BODY = "notification.preorder_delivered_body"
PREORDER_SHORT_TITLE = "notification.preorder_short"
PREORDER_SHORT_BODY = "notification.preorder_short_body"
PRICE_PROTECTED_TITLE = "notification.price_protected"
PRICE_PROTECTED_BODY = "notification.price_protected_body"
PREORDER_REFUNDED_TITLE = "notification.preorder_refunded"
PREORDER_REFUNDED_BODY = "notification.preorder_refunded_body"
KEY_REPORT_REJECTED_TITLE = "notification.key_report_rejected"
KEY_REPORT_REJECTED_BODY = "notification.key_report_rejected_body"
_REWARD_POINTS = "notification.reward_points"
_REWARD_EXPERIENCE = "notification.reward_experience"
_REWARD_SEPARATOR = "notification.reward_separator"

register_messages(
    {
        FEEDBACK_REPLIED_TITLE: {
            "en": "The store replied to your feedback",
            "zh-Hans": "商店回复了您的反馈",
            "zh-Hant": "商店回覆了您的意見回饋",
            "ja": "ストアがフィードバックに返信しました",
        },
        ORDER_MESSAGE_REPLIED_TITLE: {
            "en": "The store replied about your order",
            "zh-Hans": "商店回复了您的订单留言",
            "zh-Hant": "商店回覆了您的訂單留言",
            "ja": "ストアが注文へのメッセージに返信しました",
        },
        REPLY_BODY: {
            "en": "Reply: {content}",
            "zh-Hans": "回复：{content}",
            "zh-Hant": "回覆：{content}",
            "ja": "返信：{content}",
        },
        ORDER_REFUNDED_TITLE: {
            "en": "Order refunded: {amount}",
            "zh-Hans": "订单已退款：{amount}",
            "zh-Hant": "訂單已退款：{amount}",
            "ja": "注文を返金しました：{amount}",
        },
        ORDER_REFUNDED_BODY: {
            "en": "Support refunded the unrevealed keys of order {no}. Reason: {reason}",
            "zh-Hans": "客服已为订单 {no} 中未查看的激活码退款。原因：{reason}",
            "zh-Hant": "客服已為訂單 {no} 中未查看的啟用碼退款。原因：{reason}",
            "ja": "サポートが注文 {no} の未表示のキーを返金しました。理由：{reason}",
        },
        ORDER_REWARDS_TITLE: {
            "en": "Your order's rewards have arrived",
            "zh-Hans": "订单奖励已到账",
            "zh-Hant": "訂單獎勵已到帳",
            "ja": "注文の特典を受け取りました",
        },
        ORDER_REWARDS_BODY: {
            "en": "Order {no} is final: {rewards}",
            "zh-Hans": "订单 {no} 已完成，获得：{rewards}",
            "zh-Hant": "訂單 {no} 已完成，獲得：{rewards}",
            "ja": "注文 {no} が確定しました：{rewards}",
        },
        KEY_REPLACED_TITLE: {
            "en": "Your key was replaced",
            "zh-Hans": "您的激活码已更换",
            "zh-Hant": "您的啟用碼已更換",
            "ja": "キーを交換しました",
        },
        KEY_REPLACED_BODY: {
            "en": "Support replaced the key you reported in order {no}: the new one is in the order",
            "zh-Hans": "客服已更换您在订单 {no} 中报告的激活码，新激活码见订单详情",
            "zh-Hant": "客服已更換您在訂單 {no} 中回報的啟用碼，新啟用碼見訂單詳情",
            "ja": "注文 {no} で報告されたキーをサポートが交換しました。新しいキーは注文にあります",
        },
        KEY_REPORT_REFUNDED_BODY: {
            "en": "Support refunded the key you reported in order {no}",
            "zh-Hans": "客服已为您在订单 {no} 中报告的激活码退款",
            "zh-Hant": "客服已為您在訂單 {no} 中回報的啟用碼退款",
            "ja": "注文 {no} で報告されたキーをサポートが返金しました",
        },
        PREORDER_DELIVERED_TITLE: {
            "en": "Pre-order delivered",
            "zh-Hans": "您预购的游戏已发售",
            "zh-Hant": "您預購的遊戲已發售",
            "ja": "予約したゲームが発売されました",
        },
        PREORDER_DELIVERED_BODY: {
            "en": "{game} is released: the keys of order {no} are in your order",
            "zh-Hans": "{game} 已发售：订单 {no} 的激活码已发放",
            "zh-Hant": "{game} 已發售：訂單 {no} 的啟用碼已發放",
            "ja": "{game} が発売されました：注文 {no} のキーを発行しました",
        },
        PREORDER_SHORT_TITLE: {
            "en": "Pre-order delayed",
            "zh-Hans": "您预购的激活码正在补货",
            "zh-Hant": "您預購的啟用碼正在補貨",
            "ja": "予約のキーを入荷中です",
        },
        PREORDER_SHORT_BODY: {
            "en": "{game} is released but its keys ran short: order {no} gets its keys as soon as they "
            "arrive, or is refunded in full after 24 hours. You can also refund it now.",
            "zh-Hans": "{game} 已发售但激活码暂时不足：订单 {no} 将在到货后立即发放，"
            "24 小时内未到货将全额退款；您也可以现在申请退款。",
            "zh-Hant": "{game} 已發售但啟用碼暫時不足：訂單 {no} 將在到貨後立即發放，"
            "24 小時內未到貨將全額退款；您也可以現在申請退款。",
            "ja": "{game} は発売されましたがキーが不足しています：注文 {no} は入荷しだい発行し、"
            "24 時間以内に届かなければ全額返金します。今すぐ返金することもできます。",
        },
        PRICE_PROTECTED_TITLE: {
            "en": "Price protection: {amount} back",
            "zh-Hans": "价格保护：退还 {amount}",
            "zh-Hant": "價格保護：退還 {amount}",
            "ja": "価格保護：{amount} を返金",
        },
        PRICE_PROTECTED_BODY: {
            "en": "{game} cost you less before its release than you paid: the difference, {amount}, of "
            "order {no} goes back the way you paid",
            "zh-Hans": "{game} 发售前的价格低于您的支付价：订单 {no} 的差价 {amount} 已按原支付方式退回",
            "zh-Hant": "{game} 發售前的價格低於您的付款價：訂單 {no} 的差價 {amount} 已按原付款方式退回",
            "ja": "{game} の発売前の価格がお支払い額より安くなりました：注文 {no} の差額 {amount} を"
            "お支払い方法に返金します",
        },
        PREORDER_REFUNDED_TITLE: {
            "en": "Pre-order refunded",
            "zh-Hans": "您的预购已退款",
            "zh-Hant": "您的預購已退款",
            "ja": "予約を返金しました",
        },
        PREORDER_REFUNDED_BODY: {
            "en": "The keys of {game} (order {no}) did not arrive within 24 hours of its release: "
            "{amount} goes back the way you paid",
            "zh-Hans": "{game}（订单 {no}）发售后 24 小时内激活码未到货：{amount} 已按原支付方式退回",
            "zh-Hant": "{game}（訂單 {no}）發售後 24 小時內啟用碼未到貨：{amount} 已按原付款方式退回",
            "ja": "{game}（注文 {no}）のキーが発売後 24 時間以内に届かなかったため、"
            "{amount} をお支払い方法に返金します",
        },
        GIFT_CLAIMED_TITLE: {
            "en": "Your gift was claimed",
            "zh-Hans": "您的礼物已被领取",
            "zh-Hant": "您的禮物已被領取",
            "ja": "ギフトが受け取られました",
        },
        GIFT_CLAIMED_BODY: {
            "en": "{friend} claimed the gift of order {no}",
            "zh-Hans": "{friend} 领取了订单 {no} 的礼物",
            "zh-Hant": "{friend} 領取了訂單 {no} 的禮物",
            "ja": "{friend} さんが注文 {no} のギフトを受け取りました",
        },
        GIFT_RETURNED_TITLE: {
            "en": "Your gift came back to you",
            "zh-Hans": "礼物已退回给您",
            "zh-Hant": "禮物已退回給您",
            "ja": "ギフトが戻ってきました",
        },
        GIFT_RETURNED_BODY: {
            "en": "Nobody claimed the gift of order {no} in {days} days: its keys are yours again",
            "zh-Hans": "订单 {no} 的礼物 {days} 天内无人领取，激活码已归还给您",
            "zh-Hant": "訂單 {no} 的禮物 {days} 天內無人領取，啟用碼已歸還給您",
            "ja": "注文 {no} のギフトは {days} 日間受け取られなかったため、キーはあなたに戻りました",
        },
        POINTS_SPENT_KEPT: {
            "en": ". {kept} was kept for the {points} points the refunded keys had earned you, "
            "which you had already spent.",
            "zh-Hans": "。退款的激活码赠送的 {points} 积分您已使用，已从退款中扣除 {kept}。",
            "zh-Hant": "。退款的啟用碼贈送的 {points} 點積分您已使用，已從退款中扣除 {kept}。",
            "ja": "。返金したキーで獲得した {points} ポイントは使用済みのため、"
            "返金から {kept} を差し引きました。",
        },
        KEY_REPORT_REJECTED_TITLE: {
            "en": "About the key you reported",
            "zh-Hans": "关于您报告的激活码",
            "zh-Hant": "關於您回報的啟用碼",
            "ja": "報告されたキーについて",
        },
        KEY_REPORT_REJECTED_BODY: {
            "en": "Support checked the key you reported in order {no} and did not replace it: {answer}",
            "zh-Hans": "客服已核查您在订单 {no} 中报告的激活码，未予更换：{answer}",
            "zh-Hant": "客服已核查您在訂單 {no} 中回報的啟用碼，未予更換：{answer}",
            "ja": "注文 {no} で報告されたキーを確認しましたが、交換しませんでした：{answer}",
        },
        _REWARD_POINTS: {
            "en": "+{count} points",
            "zh-Hans": "+{count} 积分",
            "zh-Hant": "+{count} 積分",
            "ja": "+{count} ポイント",
        },
        _REWARD_EXPERIENCE: {
            "en": "+{count} experience",
            "zh-Hans": "+{count} 经验",
            "zh-Hant": "+{count} 經驗",
            "ja": "+{count} 経験値",
        },
        _REWARD_SEPARATOR: {"en": ", ", "zh-Hans": "，", "zh-Hant": "，", "ja": "、"},
    }
)


@dataclass(frozen=True, slots=True)
class Note:
    """What to tell a member: message keys (core.i18n) filled with ``params`` and with ``amounts``
    (fen, written as the app writes money in the member's language)."""

    member_id: int
    type: int
    key: str  # the business fact: one notification per member and key, one push per browser
    title: str
    body: str
    link: str  # the app route it opens
    params: Mapping[str, object] = field(default_factory=dict)
    amounts: Mapping[str, int] = field(default_factory=dict)
    postscript: str = ""  # a message key whose text follows the body's
    # Also a WeChat subscribe message (the member accepted one for it) about this subject (its first
    # field, the title its second: a field holds 20 characters); None: none.
    mini_program: str | None = None

    def texts(self, lang: Lang) -> tuple[str, str]:
        values = {**self.params, **{name: format_cny(fen, lang) for name, fen in self.amounts.items()}}
        body = translate(self.body, lang, **values)
        if self.postscript:
            body += translate(self.postscript, lang, **values)
        return translate(self.title, lang, **values), body


async def language_of(session: AsyncSession, member_id: int, fallback: Lang = DEFAULT_LANGUAGE) -> Lang:
    """The language the member last used the app in; ``fallback`` for a member who never said."""
    return (await member_service.languages(session, [member_id])).get(member_id, fallback)


async def notify(session: AsyncSession, note: Note) -> bool:
    """Tell the member in the language they use the app in now: in the notification centre and,
    the first time, pushed to their browsers and, ``mini_program``, sent to their WeChat (through the
    outbox, after the commit)."""
    title, body = note.texts(await language_of(session, note.member_id))
    new = await _tell(session, note.member_id, note.type, note.key, (title, body), note.link)
    if new and note.mini_program is not None:
        message = mini_program_message.SubscribeMessage(
            note.member_id, note.key, note.link, note.mini_program, title, clock.now()
        )
        await mini_program_message.enqueue(session, [message])
    return new


async def tell_order_rewards(
    session: AsyncSession, member_id: int, order_id: int, order_no: str, given: Given
) -> bool:
    """Tell the member what their order gave once it became final without them there (its refund
    window closed): points, experience, items and collectibles, named in their language."""
    if not given:
        return False
    lang = await language_of(session, member_id)
    parts = [translate(_REWARD_POINTS, lang, count=given.point)] if given.point else []
    if given.experience:
        parts.append(translate(_REWARD_EXPERIENCE, lang, count=given.experience))
    for item in given.items:
        name = item.names.get(lang) or item.names.get(DEFAULT_LANGUAGE) or item.code
        parts.append(f"{name} ×{item.quantity}")
    rewards = translate(_REWARD_SEPARATOR, lang).join(parts)
    title = translate(ORDER_REWARDS_TITLE, lang)
    body = translate(ORDER_REWARDS_BODY, lang, no=order_no, rewards=rewards)
    link = f"/pages/order/detail?id={order_id}"
    return await _tell(session, member_id, ORDER_REWARDS, f"order-final:{order_id}", (title, body), link)


async def _tell(
    session: AsyncSession, member_id: int, type_: int, key: str, texts: tuple[str, str], link: str
) -> bool:
    title, body = texts
    if not await add(session, member_id, type_, key, title, body, link):
        return False
    push = {"title": title, "body": body, "url": f"./#{link}"}
    await push_delivery.enqueue_to_members(session, [push_delivery.MemberPush(member_id, key, push)])
    return True


async def add(
    session: AsyncSession, member_id: int, type_: int, biz_key: str, title: str, content: str, link: str
) -> bool:
    """Add a message once per business key; answers whether it was new."""
    stmt = (
        dialect_insert(session, MemberNotification)
        .values(
            member_id=member_id,
            type=type_,
            biz_key=biz_key,
            title=title[:200],
            content=content[:500],
            link=link,
            created_at=clock.now(),
        )
        .on_conflict_do_nothing(index_elements=["member_id", "biz_key"])
        .returning(MemberNotification.id)
    )
    return (await session.execute(stmt)).scalar_one_or_none() is not None


@dataclass(frozen=True, slots=True)
class Written:
    """A message for ``add_many``: already in the member's language."""

    member_id: int
    type: int
    key: str
    title: str
    body: str
    link: str


async def add_many(session: AsyncSession, messages: Sequence[Written]) -> set[tuple[int, str]]:
    """``add`` of any number of messages in one statement (a batch per thousand rows), each once per
    member and business key; answers the (member, key) of those that were new."""
    if not messages:
        return set()
    now = clock.now()
    table = table_of(MemberNotification)
    stmt = (
        dialect_insert(session, table)
        .on_conflict_do_nothing(index_elements=["member_id", "biz_key"])
        .returning(table.c.member_id, table.c.biz_key)
    )
    rows = [
        {
            "member_id": m.member_id,
            "type": m.type,
            "biz_key": m.key,
            "title": m.title[:200],
            "content": m.body[:500],
            "link": m.link,
            "created_at": now,
        }
        for m in messages
    ]
    written = await session.execute(stmt, rows)
    return {(row.member_id, row.biz_key) for row in written}


async def page(session: AsyncSession, member_id: int, params: PageParam) -> PageResult[NotificationResp]:
    stmt = (
        select(MemberNotification)
        .where(MemberNotification.member_id == member_id)
        .order_by(MemberNotification.created_at.desc(), MemberNotification.id.desc())
    )
    rows, total = await paginate(session, stmt, params)
    return PageResult(
        list=[
            NotificationResp(
                id=row.id,
                type=row.type,
                title=row.title,
                content=row.content,
                link=row.link,
                read=row.read_at is not None,
                createTime=epoch_ms(row.created_at),
            )
            for row in rows
        ],
        total=total,
    )


async def unread_count(session: AsyncSession, member_id: int) -> int:
    count = await session.scalar(
        select(func.count()).where(
            MemberNotification.member_id == member_id, MemberNotification.read_at.is_(None)
        )
    )
    return int(count or 0)


async def mark_read(session: AsyncSession, member_id: int, ids: list[int] | None) -> None:
    """Mark the member's messages read (those listed, or all); others' ids change nothing."""
    stmt = update(MemberNotification).where(
        MemberNotification.member_id == member_id, MemberNotification.read_at.is_(None)
    )
    if ids is not None:
        stmt = stmt.where(MemberNotification.id.in_(ids))
    await session.execute(stmt.values(read_at=clock.now()))
