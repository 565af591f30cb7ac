"""System domain failures (codes 1_002_SSS_NNN: 009 files, 015 tenants, 020 help — see core.errors)."""

from __future__ import annotations

from gamestore.core.errors import ErrorCode
from gamestore.core.i18n import register_messages

FILE_EMPTY = ErrorCode(1_002_009_000, "system.file_empty")
FILE_TOO_LARGE = ErrorCode(1_002_009_001, "system.file_too_large")
FILE_TYPE_NOT_ALLOWED = ErrorCode(1_002_009_002, "system.file_type_not_allowed")
IMAGE_TOO_MANY_PIXELS = ErrorCode(1_002_009_003, "system.image_too_many_pixels")
IMAGE_ANIMATED = ErrorCode(1_002_009_004, "system.image_animated")
FILE_NOT_FOUND = ErrorCode(1_002_009_005, "system.file_not_found")
FILE_STORE_UNAVAILABLE = ErrorCode(1_002_009_006, "system.file_store_unavailable")

register_messages(
    {
        "system.file_empty": {
            "en": "The file is empty",
            "zh-Hans": "文件为空",
            "zh-Hant": "檔案為空",
            "ja": "ファイルが空です",
        },
        "system.file_too_large": {
            "en": "The file must be {limit} MB or smaller",
            "zh-Hans": "文件不能超过 {limit} MB",
            "zh-Hant": "檔案不能超過 {limit} MB",
            "ja": "ファイルは {limit} MB 以下にしてください",
        },
        "system.file_type_not_allowed": {
            "en": "Please choose a PNG, JPG, GIF or WebP image",
            "zh-Hans": "请选择 PNG、JPG、GIF 或 WebP 图片",
            "zh-Hant": "請選擇 PNG、JPG、GIF 或 WebP 圖片",
            "ja": "PNG、JPG、GIF、WebP の画像を選んでください",
        },
        "system.image_too_many_pixels": {
            "en": "The image must have at most {limit} million pixels",
            "zh-Hans": "图片不能超过 {limit} 百万像素",
            "zh-Hant": "圖片不能超過 {limit} 百萬像素",
            "ja": "画像は {limit} 百万画素以下にしてください",
        },
        "system.file_not_found": {
            "en": "File not found: {path}",
            "zh-Hans": "文件不存在：{path}",
            "zh-Hant": "檔案不存在：{path}",
            "ja": "ファイルが見つかりません：{path}",
        },
        "system.file_store_unavailable": {
            "en": "The file could not be saved just now; please try again later",
            "zh-Hans": "文件暂时无法保存，请稍后再试",
            "zh-Hant": "檔案暫時無法儲存，請稍後再試",
            "ja": "ただいまファイルを保存できません。しばらくしてからもう一度お試しください",
        },
        "system.image_animated": {
            "en": "Animated images are not accepted; please choose a still image",
            "zh-Hans": "不支持动图，请选择静态图片",
            "zh-Hant": "不支援動圖，請選擇靜態圖片",
            "ja": "アニメーション画像は使えません。静止画を選んでください",
        },
    }
)

HELP_ARTICLE_NOT_FOUND = ErrorCode(1_002_020_000, "system.help_article_not_found")

register_messages(
    {
        "system.help_article_not_found": {
            "en": "This help article does not exist",
            "zh-Hans": "该帮助内容不存在",
            "zh-Hant": "該幫助內容不存在",
            "ja": "このヘルプ記事は存在しません",
        },
    }
)
