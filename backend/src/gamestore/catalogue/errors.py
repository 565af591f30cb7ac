"""Catalogue failures (codes 1_008_SSS_NNN: 001 category, 002 team, 005 game, 006 version,
007 activation key, 008 import files, 009 the console's forms)."""

from __future__ import annotations

from gamestore.core.errors import ErrorCode
from gamestore.core.i18n import register_messages

BRAND_NOT_FOUND = ErrorCode(1_008_002_000, "product.brand_not_found")
SPU_NOT_FOUND = ErrorCode(1_008_005_000, "product.spu_not_found")
SPU_OFF_SHELF = ErrorCode(1_008_005_001, "product.spu_off_shelf")
SKU_NOT_FOUND = ErrorCode(1_008_006_000, "product.sku_not_found")
KEY_NOT_FOUND = ErrorCode(1_008_007_000, "product.key_not_found")
KEY_SOLD = ErrorCode(1_008_007_001, "product.key_sold")
KEY_RESERVED = ErrorCode(1_008_007_002, "product.key_reserved")
KEY_REVOKED = ErrorCode(1_008_007_003, "product.key_revoked")
IMPORT_FILE_UNREADABLE = ErrorCode(1_008_008_000, "product.import_file_unreadable")
IMPORT_FILE_TOO_LARGE = ErrorCode(1_008_008_001, "product.import_file_too_large")
CATEGORY_NOT_FOUND = ErrorCode(1_008_001_000, "product.category_not_found")
CATALOGUE_ROW_INVALID = ErrorCode(1_008_009_000, "product.catalogue_row_invalid")
CATALOGUE_CODE_TAKEN = ErrorCode(1_008_009_001, "product.catalogue_code_taken")

register_messages(
    {
        "product.anonymous": {
            "en": "Anonymous player",
            "zh-Hans": "匿名玩家",
            "zh-Hant": "匿名玩家",
            "ja": "匿名プレイヤー",
        },
        "product.brand_not_found": {
            "en": "This team does not exist",
            "zh-Hans": "该游戏团队不存在",
            "zh-Hant": "該遊戲團隊不存在",
            "ja": "このチームは存在しません",
        },
        "product.spu_not_found": {
            "en": "This game does not exist",
            "zh-Hans": "该游戏不存在",
            "zh-Hant": "該遊戲不存在",
            "ja": "このゲームは存在しません",
        },
        "product.sku_not_found": {
            "en": "This game version does not exist",
            "zh-Hans": "该游戏版本不存在",
            "zh-Hant": "該遊戲版本不存在",
            "ja": "このバージョンは存在しません",
        },
        "product.key_not_found": {
            "en": "This activation key does not exist",
            "zh-Hans": "该激活码不存在",
            "zh-Hant": "該啟用碼不存在",
            "ja": "このアクティベーションキーは存在しません",
        },
        "product.key_sold": {
            "en": "This activation key was sold and cannot be revoked (refund the order instead)",
            "zh-Hans": "该激活码已售出，不能作废（请改为退款）",
            "zh-Hant": "該啟用碼已售出，不能作廢（請改為退款）",
            "ja": "このキーは販売済みのため無効にできません（注文を返金してください）",
        },
        "product.key_reserved": {
            "en": "This activation key is held by an unpaid order; try again once that order is closed",
            "zh-Hans": "该激活码已被未支付订单占用，请在订单支付或关闭后再试",
            "zh-Hant": "該啟用碼已被未付款訂單佔用，請在訂單付款或關閉後再試",
            "ja": "このキーは未払いの注文で確保されています。注文の支払いまたはキャンセル後にお試しください",
        },
        "product.key_revoked": {
            "en": "This activation key has already been revoked",
            "zh-Hans": "该激活码已作废",
            "zh-Hant": "該啟用碼已作廢",
            "ja": "このキーはすでに無効化されています",
        },
        "product.import_file_unreadable": {
            "en": "The file cannot be imported: {reason}",
            "zh-Hans": "无法导入该文件：{reason}",
            "zh-Hant": "無法匯入該檔案：{reason}",
            "ja": "このファイルはインポートできません：{reason}",
        },
        "product.import_file_too_large": {
            "en": "The file must be {limit} MB or smaller",
            "zh-Hans": "文件不能超过 {limit} MB",
            "zh-Hant": "檔案不能超過 {limit} MB",
            "ja": "ファイルは {limit} MB 以下にしてください",
        },
        "product.category_not_found": {
            "en": "This category does not exist",
            "zh-Hans": "该分类不存在",
            "zh-Hant": "該分類不存在",
            "ja": "このカテゴリは存在しません",
        },
        "product.catalogue_row_invalid": {
            "en": "Not saved: {reasons}",
            "zh-Hans": "未保存：{reasons}",
            "zh-Hant": "未儲存：{reasons}",
            "ja": "保存されませんでした：{reasons}",
        },
        "product.catalogue_code_taken": {
            "en": "The code {code} is already in use",
            "zh-Hans": "编码 {code} 已被使用",
            "zh-Hant": "編碼 {code} 已被使用",
            "ja": "コード {code} はすでに使われています",
        },
        "product.spu_off_shelf": {
            "en": "This game has been taken offline, please check other games",
            "zh-Hans": "该游戏已下架，请看看其他游戏",
            "zh-Hant": "該遊戲已下架，請看看其他遊戲",
            "ja": "このゲームは販売終了しました。ほかのゲームをご覧ください",
        },
    }
)
