"""Loyalty failures (codes 1_004_SSS_NNN: 008 points and experience, 009 check-in, 016 levels;
the console's level table and check-in rewards are checked whole)."""

from __future__ import annotations

from gamestore.core.errors import ErrorCode
from gamestore.core.i18n import register_messages

POINT_NOT_ENOUGH = ErrorCode(1_004_008_000, "member.point_not_enough")
EXPERIENCE_NOT_ENOUGH = ErrorCode(1_004_008_001, "member.experience_not_enough")
SIGN_IN_ALREADY = ErrorCode(1_004_009_000, "member.sign_in_already")
LEVEL_NUMBERS_INVALID = ErrorCode(1_004_016_000, "member.level_numbers_invalid")
LEVEL_FIRST_NOT_ZERO = ErrorCode(1_004_016_001, "member.level_first_not_zero")
LEVEL_THRESHOLDS_NOT_INCREASING = ErrorCode(1_004_016_002, "member.level_thresholds_not_increasing")
LEVEL_DISCOUNTS_DECREASING = ErrorCode(1_004_016_003, "member.level_discounts_decreasing")
SIGN_IN_DAYS_INVALID = ErrorCode(1_004_009_001, "member.sign_in_days_invalid")

register_messages(
    {
        "member.point_not_enough": {
            "en": "Not enough points",
            "zh-Hans": "积分不足",
            "zh-Hant": "積分不足",
            "ja": "ポイントが足りません",
        },
        "member.sign_in_already": {
            "en": "You have already checked in today; come back tomorrow",
            "zh-Hans": "今天已签到，明天再来吧",
            "zh-Hant": "今天已簽到，明天再來吧",
            "ja": "本日はチェックイン済みです。また明日どうぞ",
        },
        "member.experience_not_enough": {
            "en": "Not enough experience",
            "zh-Hans": "经验不足",
            "zh-Hant": "經驗不足",
            "ja": "経験値が足りません",
        },
        "member.level_numbers_invalid": {
            "en": "Give levels 1 to {count}, each once",
            "zh-Hans": "请提供等级 1 至 {count}，每级一次",
            "zh-Hant": "請提供等級 1 至 {count}，每級一次",
            "ja": "レベル 1〜{count} を一つずつ指定してください",
        },
        "member.level_first_not_zero": {
            "en": "Level 1 must start at 0 experience",
            "zh-Hans": "等级 1 的经验门槛必须为 0",
            "zh-Hant": "等級 1 的經驗門檻必須為 0",
            "ja": "レベル 1 の必要経験値は 0 にしてください",
        },
        "member.level_thresholds_not_increasing": {
            "en": "Each level must need more experience than the one before it (level {level})",
            "zh-Hans": "每个等级的经验门槛必须高于上一级（等级 {level}）",
            "zh-Hant": "每個等級的經驗門檻必須高於上一級（等級 {level}）",
            "ja": "各レベルの必要経験値は前のレベルより大きくしてください（レベル {level}）",
        },
        "member.level_discounts_decreasing": {
            "en": "A level's discount cannot be lower than the one before it (level {level})",
            "zh-Hans": "等级折扣不能低于上一级（等级 {level}）",
            "zh-Hant": "等級折扣不能低於上一級（等級 {level}）",
            "ja": "レベルの割引は前のレベルより低くできません（レベル {level}）",
        },
        "member.sign_in_days_invalid": {
            "en": "Give the days 1, 2, 3 … in order, each once",
            "zh-Hans": "请按顺序提供第 1、2、3 … 天，每天一次",
            "zh-Hant": "請依序提供第 1、2、3 … 天，每天一次",
            "ja": "1、2、3 … 日目を順に一つずつ指定してください",
        },
    }
)
