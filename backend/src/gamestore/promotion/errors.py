"""Promotion domain failures (codes 1_013_SSS_NNN: 016 articles, 017 activity reminders)."""

from __future__ import annotations

from gamestore.core.errors import ErrorCode
from gamestore.core.i18n import register_messages

ARTICLE_NOT_FOUND = ErrorCode(1_013_016_000, "promotion.article_not_found")
ARTICLE_OFFLINE = ErrorCode(1_013_016_001, "promotion.article_offline")

register_messages(
    {
        "promotion.article_not_found": {
            "en": "This article does not exist",
            "zh-Hans": "文章不存在",
            "zh-Hant": "文章不存在",
            "ja": "この記事は存在しません",
        },
        # Spec §8's wording for an activity; news taken offline reads the same.
        "promotion.article_offline": {
            "en": "This event has been taken offline",
            "zh-Hans": "该活动已下线",
            "zh-Hant": "該活動已下線",
            "ja": "このイベントは公開を終了しました",
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
