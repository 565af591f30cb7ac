"""An order's delivery track (spec §7 GET /trade/order/get-express-track-list): for activation keys
there is no courier, so the track is the order's own events (placed, paid, keys delivered, closed)
and the first reveal of each key, oldest first, in the asked language."""

from __future__ import annotations

from collections.abc import Mapping

from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import key_service
from gamestore.core.i18n import Lang, register_messages, translate
from gamestore.core.times import epoch_ms
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
}

register_messages(
    {
        "trade.track.key_revealed": {
            "en": "Key revealed: {name}",
            "zh-Hans": "已查看激活码：{name}",
            "zh-Hant": "已查看啟用碼：{name}",
            "ja": "コードを表示しました：{name}",
        },
        "trade.track.keys_shown": {
            "en": "Activation keys shown",
            "zh-Hans": "已查看激活码",
            "zh-Hant": "已查看啟用碼",
            "ja": "アクティベーションコードを表示しました",
        },
    }
)


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
    if any(key_id is not None for key_id in reveals):
        names = {
            item.skuId: f"{item.spuName} · {item.skuName}"
            for item in await order_lines(session, order.id, lang)
        }
        for key_id, sku_id in await key_service.sold_key_ids(session, order.id):
            if key_id in reveals and sku_id in names:
                content = translate("trade.track.key_revealed", lang, name=names[sku_id])
                events.append(
                    OrderTrackResp(time=epoch_ms(reveals[key_id]), content=content, kind="revealed")
                )
    # A stable sort: events of the same moment keep the order above (the order's own first).
    return sorted(events, key=lambda event: event.time)
