"""An order's delivery track (spec §7 GET /trade/order/get-express-track-list): for activation keys
there is no courier, so the track is the order's own events (placed, paid, keys delivered, closed)
and the first reveal of each key, oldest first, in the asked language."""

from __future__ import annotations

from collections.abc import Mapping

from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import key_service
from gamestore.core.i18n import Lang, register_messages, translate
from gamestore.core.times import epoch_ms
from gamestore.models.trade import KeyReport
from gamestore.trade import key_report_service
from gamestore.trade.key_report_schemas import KeyReportStatus
from gamestore.trade.key_reveal import first_reveals
from gamestore.trade.order_query import current_order_with_logs, order_lines
from gamestore.trade.order_schemas import OrderTrackResp, TrackKind
from gamestore.trade.order_status import OrderLogType

_KINDS: Mapping[OrderLogType, TrackKind] = {
    OrderLogType.CREATED: "created",
    OrderLogType.PAID: "paid",
    OrderLogType.COMPLETED: "delivered",
    OrderLogType.CANCELLED: "cancelled",
    OrderLogType.CLOSED_UNPAID: "closed",
    OrderLogType.REFUNDED: "refunded",
    OrderLogType.CLOSED_REFUNDED: "refunded",
    OrderLogType.GIFT_CLAIMED: "gift",
    OrderLogType.GIFT_BACK: "gift",
    OrderLogType.PREORDER_SHORT: "preorder",
    OrderLogType.PRICE_PROTECTED: "priceProtected",
}

register_messages(
    {
        "trade.track.key_revealed": {
            "en": "Key revealed: {name}",
            "zh-Hans": "已查看激活码：{name}",
            "zh-Hant": "已查看啟用碼：{name}",
            "ja": "コードを表示しました：{name}",
        },
        "trade.track.key_reported": {
            "en": "Key reported not working: {name}",
            "zh-Hans": "已报告激活码无法使用：{name}",
            "zh-Hant": "已回報啟用碼無法使用：{name}",
            "ja": "キーが使えないと報告しました：{name}",
        },
        "trade.track.key_replaced": {
            "en": "Key replaced at once: {name}",
            "zh-Hans": "激活码已立即更换：{name}",
            "zh-Hant": "啟用碼已立即更換：{name}",
            "ja": "キーをすぐに交換しました：{name}",
        },
        "trade.track.key_to_support": {
            "en": "Key report sent to support: {name}",
            "zh-Hans": "激活码报告已转交客服：{name}",
            "zh-Hant": "啟用碼回報已轉交客服：{name}",
            "ja": "キーの報告をサポートに送りました：{name}",
        },
        "trade.track.key_replaced_by_support": {
            "en": "Support replaced the key: {name}",
            "zh-Hans": "客服已更换激活码：{name}",
            "zh-Hant": "客服已更換啟用碼：{name}",
            "ja": "サポートがキーを交換しました：{name}",
        },
        "trade.track.key_refunded": {
            "en": "Support refunded the reported key: {name}",
            "zh-Hans": "客服已为报告的激活码退款：{name}",
            "zh-Hant": "客服已為回報的啟用碼退款：{name}",
            "ja": "サポートが報告されたキーを返金しました：{name}",
        },
        "trade.track.key_rejected": {
            "en": "Support did not replace the key: {answer}",
            "zh-Hans": "客服未更换激活码：{answer}",
            "zh-Hant": "客服未更換啟用碼：{answer}",
            "ja": "サポートはキーを交換しませんでした：{answer}",
        },
        "trade.track.keys_shown": {
            "en": "Activation keys shown",
            "zh-Hans": "已查看激活码",
            "zh-Hant": "已查看啟用碼",
            "ja": "アクティベーションコードを表示しました",
        },
    }
)


# What a resolved report adds at its resolution time: (message, kind).
_RESOLVED: Mapping[int, tuple[str, TrackKind]] = {
    KeyReportStatus.REPLACED_BY_SUPPORT: ("trade.track.key_replaced_by_support", "replaced"),
    KeyReportStatus.REFUNDED: ("trade.track.key_refunded", "refunded"),
    KeyReportStatus.REJECTED: ("trade.track.key_rejected", "rejected"),
}


def _report_events(report: KeyReport, name: str, lang: Lang) -> list[OrderTrackResp]:
    """A key report: reported, then replaced at once or sent to support, then support's answer."""
    at = epoch_ms(report.created_at)
    events = [
        OrderTrackResp(
            time=at, content=translate("trade.track.key_reported", lang, name=name), kind="reported"
        )
    ]
    if report.status == KeyReportStatus.REPLACED:
        content = translate("trade.track.key_replaced", lang, name=name)
        events.append(OrderTrackResp(time=at, content=content, kind="replaced"))
        return events
    content = translate("trade.track.key_to_support", lang, name=name)
    events.append(OrderTrackResp(time=at, content=content, kind="toSupport"))
    resolved = _RESOLVED.get(report.status)
    if resolved is not None and report.resolved_at is not None:
        message, kind = resolved
        content = translate(message, lang, name=name, answer=report.answer)
        events.append(OrderTrackResp(time=epoch_ms(report.resolved_at), content=content, kind=kind))
    return events


async def track(session: AsyncSession, member_id: int, order_id: int, lang: Lang) -> list[OrderTrackResp]:
    order, logs = await current_order_with_logs(session, member_id, order_id)
    events = [
        OrderTrackResp(
            time=epoch_ms(entry.created_at),
            content=translate(f"trade.log.{OrderLogType(entry.operate_type).name.lower()}", lang),
            kind=_KINDS[OrderLogType(entry.operate_type)],
        )
        for entry in logs
    ]
    reveals = await first_reveals(session, order.id)
    if None in reveals:
        events.append(
            OrderTrackResp(
                time=epoch_ms(reveals[None]),
                content=translate("trade.track.keys_shown", lang),
                kind="revealed",
            )
        )
    reports = await key_report_service.order_reports(session, order.id)
    if reports or any(key_id is not None for key_id in reveals):
        names = {
            item.skuId: f"{item.spuName} · {item.skuName}"
            for item in await order_lines(session, order.id, lang)
        }
        # Reports first: a replacement is revealed the moment its report is made, and reads after it.
        for report in reports:
            events.extend(_report_events(report, names.get(report.sku_id, ""), lang))
        # The sold keys, and the reported ones (a replaced key is set aside: no longer sold).
        keys = dict(await key_service.sold_key_ids(session, order.id))
        keys.update({report.key_id: report.sku_id for report in reports})
        for key_id, sku_id in sorted(keys.items()):
            if key_id in reveals and sku_id in names:
                content = translate("trade.track.key_revealed", lang, name=names[sku_id])
                events.append(
                    OrderTrackResp(time=epoch_ms(reveals[key_id]), content=content, kind="revealed")
                )
    # A stable sort: events of the same moment keep the order above (the order's own first).
    return sorted(events, key=lambda event: event.time)
