"""Failures of the catalogue's promotions: discount activities (1_013_018_NNN), codes and message keys
as when they were the promotion module's."""

from __future__ import annotations

from gamestore.core.errors import ErrorCode
from gamestore.core.i18n import register_messages

DISCOUNT_ACTIVITY_NOT_FOUND = ErrorCode(1_013_018_000, "promotion.discount_activity_not_found")
DISCOUNT_WINDOW_INVALID = ErrorCode(1_013_018_001, "promotion.discount_window_invalid")
DISCOUNT_OUT_OF_RANGE = ErrorCode(1_013_018_002, "promotion.discount_out_of_range")
DISCOUNT_VERSION_NOT_FOUND = ErrorCode(1_013_018_003, "promotion.discount_version_not_found")
DISCOUNT_VERSION_REPEATED = ErrorCode(1_013_018_004, "promotion.discount_version_repeated")

register_messages(
    {
        "promotion.discount_activity_not_found": {
            "en": "This discount activity does not exist",
            "zh-Hans": "限时折扣活动不存在",
            "zh-Hant": "限時折扣活動不存在",
            "ja": "この割引イベントは存在しません",
        },
        "promotion.discount_window_invalid": {
            "en": "The end time must be after the start time",
            "zh-Hans": "结束时间必须晚于开始时间",
            "zh-Hant": "結束時間必須晚於開始時間",
            "ja": "終了日時は開始日時より後にしてください",
        },
        "promotion.discount_out_of_range": {
            "en": "Version {skuId}: a percentage off must be 1–99, an amount off at least 1 fen and "
            "below the price ({price} fen)",
            "zh-Hans": "版本 {skuId}：折扣比例须为 1–99，减价金额须至少 1 分且低于售价（{price} 分）",
            "zh-Hant": "版本 {skuId}：折扣比例須為 1–99，減價金額須至少 1 分且低於售價（{price} 分）",
            "ja": "バージョン {skuId}：割引率は 1〜99、値引き額は 1 分以上で"
            "価格（{price} 分）未満にしてください",
        },
        "promotion.discount_version_not_found": {
            "en": "Version {skuId} of game {spuId} does not exist",
            "zh-Hans": "游戏 {spuId} 的版本 {skuId} 不存在",
            "zh-Hant": "遊戲 {spuId} 的版本 {skuId} 不存在",
            "ja": "ゲーム {spuId} のバージョン {skuId} は存在しません",
        },
        "promotion.discount_version_repeated": {
            "en": "Version {skuId} is listed more than once",
            "zh-Hans": "版本 {skuId} 重复出现",
            "zh-Hant": "版本 {skuId} 重複出現",
            "ja": "バージョン {skuId} が重複しています",
        },
    }
)
