"""Activity reminders' failures (codes 1_013_017_NNN)."""

from __future__ import annotations

from gamestore.core.errors import ErrorCode
from gamestore.core.i18n import register_messages

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
