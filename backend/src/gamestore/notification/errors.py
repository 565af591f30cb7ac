"""Notification failures (codes 1_004_011_NNN: Web Push subscriptions; 1_013_017_NNN: activity reminders)."""

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
