"""Content failures: articles (1_013_016_NNN) and banners (1_013_019_NNN), codes and message keys as
when they were the promotion module's; the help centre (1_002_020_NNN, as when it was system's)."""

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

# The console's (admin_router.py): articles 016 from 002.
ARTICLE_INVALID = ErrorCode(1_013_016_002, "promotion.article_invalid")
ARTICLE_CODE_TAKEN = ErrorCode(1_013_016_003, "promotion.article_code_taken")
ARTICLE_CATEGORY_NOT_FOUND = ErrorCode(1_013_016_004, "promotion.article_category_not_found")
ARTICLE_FILE_UNREADABLE = ErrorCode(1_013_016_005, "promotion.article_file_unreadable")

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
    }
)


HELP_ARTICLE_NOT_FOUND = ErrorCode(1_002_020_000, "system.help_article_not_found")
# The console's help screen (help_admin_router.py): a category or question checked as the content file's row.
HELP_CATEGORY_NOT_FOUND = ErrorCode(1_002_020_001, "system.help_category_not_found")
HELP_INVALID = ErrorCode(1_002_020_002, "system.help_invalid")
HELP_CODE_TAKEN = ErrorCode(1_002_020_003, "system.help_code_taken")

register_messages(
    {
        "system.help_article_not_found": {
            "en": "This help article does not exist",
            "zh-Hans": "该帮助内容不存在",
            "zh-Hant": "該幫助內容不存在",
            "ja": "このヘルプ記事は存在しません",
        },
        "system.help_category_not_found": {
            "en": "This help category does not exist",
            "zh-Hans": "该帮助分类不存在",
            "zh-Hant": "該幫助分類不存在",
            "ja": "このヘルプカテゴリは存在しません",
        },
        "system.help_invalid": {
            "en": "The help content was not saved: {reasons}",
            "zh-Hans": "帮助内容未保存：{reasons}",
            "zh-Hant": "幫助內容未儲存：{reasons}",
            "ja": "ヘルプは保存されませんでした：{reasons}",
        },
        "system.help_code_taken": {
            "en": "The code {code} is already in use",
            "zh-Hans": "编码 {code} 已被使用",
            "zh-Hant": "編碼 {code} 已被使用",
            "ja": "コード {code} はすでに使われています",
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
