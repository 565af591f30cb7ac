"""Promotion domain failures (codes 1_013_SSS_NNN: 016 articles, 017 activity reminders, 018 discount
activities, 019 banners)."""

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

# The console's (admin_router.py): articles 016 from 002, discount activities 018.
ARTICLE_INVALID = ErrorCode(1_013_016_002, "promotion.article_invalid")
ARTICLE_CODE_TAKEN = ErrorCode(1_013_016_003, "promotion.article_code_taken")
ARTICLE_CATEGORY_NOT_FOUND = ErrorCode(1_013_016_004, "promotion.article_category_not_found")
ARTICLE_FILE_UNREADABLE = ErrorCode(1_013_016_005, "promotion.article_file_unreadable")
DISCOUNT_ACTIVITY_NOT_FOUND = ErrorCode(1_013_018_000, "promotion.discount_activity_not_found")
DISCOUNT_WINDOW_INVALID = ErrorCode(1_013_018_001, "promotion.discount_window_invalid")
DISCOUNT_OUT_OF_RANGE = ErrorCode(1_013_018_002, "promotion.discount_out_of_range")
DISCOUNT_VERSION_NOT_FOUND = ErrorCode(1_013_018_003, "promotion.discount_version_not_found")
DISCOUNT_VERSION_REPEATED = ErrorCode(1_013_018_004, "promotion.discount_version_repeated")

register_messages(
    {
        "promotion.article_invalid": {
            "en": "The article was not saved: {reasons}",
            "zh-Hans": "文章未保存：{reasons}",
            "zh-Hant": "文章未儲存：{reasons}",
            "ja": "記事は保存されませんでした：{reasons}",
        },
        "promotion.article_code_taken": {
            "en": "Another article already has the code {code}",
            "zh-Hans": "已有文章使用编码 {code}",
            "zh-Hant": "已有文章使用編碼 {code}",
            "ja": "コード {code} はすでに別の記事で使われています",
        },
        "promotion.article_category_not_found": {
            "en": "This article category does not exist",
            "zh-Hans": "文章分类不存在",
            "zh-Hant": "文章分類不存在",
            "ja": "この記事カテゴリは存在しません",
        },
        "promotion.article_file_unreadable": {
            "en": "The file is not a UTF-8 JSON file ({reason}); nothing was imported",
            "zh-Hans": "文件不是 UTF-8 编码的 JSON（{reason}），未导入任何内容",
            "zh-Hant": "檔案不是 UTF-8 編碼的 JSON（{reason}），未匯入任何內容",
            "ja": "ファイルが UTF-8 の JSON ではありません（{reason}）。何もインポートされていません",
        },
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

BANNER_NOT_FOUND = ErrorCode(1_013_019_000, "promotion.banner_not_found")

register_messages(
    {
        "promotion.banner_not_found": {
            "en": "This banner does not exist",
            "zh-Hans": "轮播图不存在",
            "zh-Hant": "輪播圖不存在",
            "ja": "このバナーは存在しません",
        },
    }
)
