"""Notification failures (codes 1_004_011_NNN: Web Push subscriptions; 1_013_017_NNN: activity reminders;
1_013_020_NNN: price alerts)."""

from __future__ import annotations

from gamestore.core.errors import ErrorCode
from gamestore.core.i18n import register_messages

PUSH_ENDPOINT_REFUSED = ErrorCode(1_004_011_000, "member.push_endpoint_refused")

register_messages(
    {
        "member.push_endpoint_refused": {
            "en": "Failed to save reminder settings: this browser's push service is not supported",
            "zh-Hans": "保存提醒设置失败：不支持此浏览器的推送服务",
            "zh-Hant": "儲存提醒設定失敗：不支援此瀏覽器的推送服務",
            "ja": "リマインダー設定を保存できませんでした：このブラウザのプッシュサービスは使えません",
        },
    }
)

REMINDER_NOT_UPCOMING = ErrorCode(1_013_017_000, "promotion.reminder_not_upcoming")

register_messages(
    {
        "promotion.reminder_not_upcoming": {
            "en": "This event has already started; reminders are only for events to come",
            "zh-Hans": "活动已开始，只能为未开始的活动设置提醒",
            "zh-Hant": "活動已開始，只能為未開始的活動設定提醒",
            "ja": "このイベントはすでに始まっています。リマインダーは開始前のイベントにのみ設定できます",
        },
    }
)

# Price alerts: 1_013_020_NNN.
PRICE_ALERT_NOT_FAVORITE = ErrorCode(1_013_020_000, "promotion.price_alert_not_favorite")
PRICE_ALERT_TARGET_REQUIRED = ErrorCode(1_013_020_001, "promotion.price_alert_target_required")
PRICE_ALERT_TARGET_NOT_BELOW = ErrorCode(1_013_020_002, "promotion.price_alert_target_not_below")

register_messages(
    {
        "promotion.price_alert_not_favorite": {
            "en": "Add the game to your favorites first: price alerts are for favorites",
            "zh-Hans": "请先收藏该游戏：只能为收藏的游戏设置降价提醒",
            "zh-Hant": "請先收藏該遊戲：只能為收藏的遊戲設定降價提醒",
            "ja": "先にお気に入りに追加してください。値下げ通知はお気に入りのゲームにのみ設定できます",
        },
        "promotion.price_alert_target_required": {
            "en": "Enter the target price for this alert",
            "zh-Hans": "请填写目标价格",
            "zh-Hant": "請填寫目標價格",
            "ja": "目標価格を入力してください",
        },
        "promotion.price_alert_target_not_below": {
            "en": "The target price must be below what the game costs you now",
            "zh-Hans": "目标价格须低于您当前的购买价格",
            "zh-Hant": "目標價格須低於您目前的購買價格",
            "ja": "目標価格は現在の価格より低くしてください",
        },
    }
)
