"""Failures of the catalogue's promotions: discount activities (1_013_018_NNN), codes and message keys
as when they were the promotion module's; bundles (1_013_021_NNN) and star deals (1_013_031_NNN)."""

from __future__ import annotations

from gamestore.core.errors import ErrorCode
from gamestore.core.i18n import register_messages

DISCOUNT_ACTIVITY_NOT_FOUND = ErrorCode(1_013_018_000, "promotion.discount_activity_not_found")
DISCOUNT_WINDOW_INVALID = ErrorCode(1_013_018_001, "promotion.discount_window_invalid")
DISCOUNT_OUT_OF_RANGE = ErrorCode(1_013_018_002, "promotion.discount_out_of_range")
DISCOUNT_VERSION_NOT_FOUND = ErrorCode(1_013_018_003, "promotion.discount_version_not_found")
DISCOUNT_VERSION_REPEATED = ErrorCode(1_013_018_004, "promotion.discount_version_repeated")
STAR_DEAL_NOT_FOUND = ErrorCode(1_013_031_000, "promotion.star_deal_not_found")
STAR_DEAL_NOT_STARTED = ErrorCode(1_013_031_001, "promotion.star_deal_not_started")
STAR_DEAL_ENDED = ErrorCode(1_013_031_002, "promotion.star_deal_ended")
STAR_DEAL_SOLD_OUT = ErrorCode(1_013_031_003, "promotion.star_deal_sold_out")
STAR_DEAL_LIMIT = ErrorCode(1_013_031_004, "promotion.star_deal_limit")
STAR_DEAL_INVALID = ErrorCode(1_013_031_005, "promotion.star_deal_invalid")
STAR_DEAL_KEYS_SHORT = ErrorCode(1_013_031_006, "promotion.star_deal_keys_short")

BUNDLE_NOT_FOUND = ErrorCode(1_013_021_000, "promotion.bundle_not_found")
BUNDLE_NOT_ON_SALE = ErrorCode(1_013_021_001, "promotion.bundle_not_on_sale")
BUNDLE_TOO_FEW_VERSIONS = ErrorCode(1_013_021_002, "promotion.bundle_too_few_versions")
BUNDLE_VERSION_REPEATED = ErrorCode(1_013_021_003, "promotion.bundle_version_repeated")
BUNDLE_VERSION_NOT_FOUND = ErrorCode(1_013_021_004, "promotion.bundle_version_not_found")
BUNDLE_TIERS_INVALID = ErrorCode(1_013_021_005, "promotion.bundle_tiers_invalid")
BUNDLE_PRICE_INVALID = ErrorCode(1_013_021_006, "promotion.bundle_price_invalid")
BUNDLE_WINDOW_INVALID = ErrorCode(1_013_021_007, "promotion.bundle_window_invalid")
BUNDLE_PICK_NOT_A_TIER = ErrorCode(1_013_021_008, "promotion.bundle_pick_not_a_tier")
BUNDLE_VERSION_NOT_IN = ErrorCode(1_013_021_009, "promotion.bundle_version_not_in")
BUNDLE_ALL_OWNED = ErrorCode(1_013_021_010, "promotion.bundle_all_owned")

register_messages(
    {
        "promotion.star_deal_not_found": {
            "en": "This deal does not exist",
            "zh-Hans": "该秒杀不存在",
            "zh-Hant": "該秒殺不存在",
            "ja": "このタイムセールは存在しません",
        },
        "promotion.star_deal_not_started": {
            "en": "This deal has not started yet",
            "zh-Hans": "秒杀尚未开始",
            "zh-Hant": "秒殺尚未開始",
            "ja": "このタイムセールはまだ始まっていません",
        },
        "promotion.star_deal_ended": {
            "en": "This deal has ended",
            "zh-Hans": "秒杀已结束",
            "zh-Hant": "秒殺已結束",
            "ja": "このタイムセールは終了しました",
        },
        "promotion.star_deal_sold_out": {
            "en": "Sold out",
            "zh-Hans": "已抢光",
            "zh-Hant": "已搶光",
            "ja": "完売しました",
        },
        "promotion.star_deal_limit": {
            "en": "At most {limit} per member at this deal (unpaid orders count until they close)",
            "zh-Hans": "每人限购 {limit} 件（未支付的订单在关闭前也计入）",
            "zh-Hant": "每人限購 {limit} 件（未付款的訂單在關閉前也計入）",
            "ja": "お一人様 {limit} 点まで（未払いの注文も締め切られるまで数えます）",
        },
        "promotion.star_deal_invalid": {
            "en": "A deal needs a price below the version's, a quantity and a limit of at least 1, "
            "and an end after its start and after now",
            "zh-Hans": "秒杀价须低于售价，数量与限购至少为 1，结束时间须晚于开始时间和当前时间",
            "zh-Hant": "秒殺價須低於售價，數量與限購至少為 1，結束時間須晚於開始時間和目前時間",
            "ja": "セール価格は販売価格未満、数量と購入上限は 1 以上、終了は開始と現在より後にしてください",
        },
        "promotion.star_deal_keys_short": {
            "en": "Only {available} keys of this version are on sale: import more or lower the quantity",
            "zh-Hans": "该版本仅有 {available} 个可售激活码：请导入更多或减少数量",
            "zh-Hant": "該版本僅有 {available} 個可售啟用碼：請匯入更多或減少數量",
            "ja": "このバージョンの販売可能なキーは {available} 個です：追加するか数量を減らしてください",
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
        "promotion.bundle_not_found": {
            "en": "This bundle does not exist",
            "zh-Hans": "该组合包不存在",
            "zh-Hant": "該組合包不存在",
            "ja": "このバンドルは存在しません",
        },
        "promotion.bundle_not_on_sale": {
            "en": "This bundle is not on sale now",
            "zh-Hans": "该组合包当前未在售",
            "zh-Hant": "該組合包目前未在售",
            "ja": "このバンドルは現在販売されていません",
        },
        "promotion.bundle_too_few_versions": {
            "en": "A bundle needs at least 2 versions",
            "zh-Hans": "组合包至少需要 2 个版本",
            "zh-Hant": "組合包至少需要 2 個版本",
            "ja": "バンドルには 2 つ以上のバージョンが必要です",
        },
        "promotion.bundle_version_repeated": {
            "en": "Version {skuId} is listed more than once",
            "zh-Hans": "版本 {skuId} 重复出现",
            "zh-Hant": "版本 {skuId} 重複出現",
            "ja": "バージョン {skuId} が重複しています",
        },
        "promotion.bundle_version_not_found": {
            "en": "Version {skuId} does not exist",
            "zh-Hans": "版本 {skuId} 不存在",
            "zh-Hant": "版本 {skuId} 不存在",
            "ja": "バージョン {skuId} は存在しません",
        },
        "promotion.bundle_tiers_invalid": {
            "en": "An any-N bundle needs tiers growing in count and price, each of at most {versions} "
            "versions; a fixed set has no tiers",
            "zh-Hans": "任选组合包的档位须数量与价格逐级递增，每档至多 {versions} 个版本；固定组合不设档位",
            "zh-Hant": "任選組合包的檔位須數量與價格逐級遞增，每檔至多 {versions} 個版本；固定組合不設檔位",
            "ja": "N 本選択バンドルの段階は本数と価格が増えていき、各段階は {versions} 本以下にしてください。"
            "固定セットに段階はありません",
        },
        "promotion.bundle_price_invalid": {
            "en": "A fixed set's price must be above 0 and at most its versions' list prices together "
            "({total} fen)",
            "zh-Hans": "固定组合的价格须大于 0 且不超过其版本原价之和（{total} 分）",
            "zh-Hant": "固定組合的價格須大於 0 且不超過其版本原價之和（{total} 分）",
            "ja": "固定セットの価格は 0 より大きく、バージョンの定価合計（{total} 分）以下にしてください",
        },
        "promotion.bundle_window_invalid": {
            "en": "The end time must be after the start time",
            "zh-Hans": "结束时间必须晚于开始时间",
            "zh-Hant": "結束時間必須晚於開始時間",
            "ja": "終了日時は開始日時より後にしてください",
        },
        "promotion.bundle_pick_not_a_tier": {
            "en": "Pick exactly {counts} games for this bundle (you picked {picked})",
            "zh-Hans": "该组合包须恰好选择 {counts} 款游戏（已选 {picked} 款）",
            "zh-Hant": "該組合包須恰好選擇 {counts} 款遊戲（已選 {picked} 款）",
            "ja": "このバンドルではちょうど {counts} 本を選んでください（選択中：{picked} 本）",
        },
        "promotion.bundle_version_not_in": {
            "en": "Version {skuId} is not in this bundle",
            "zh-Hans": "版本 {skuId} 不在该组合包中",
            "zh-Hant": "版本 {skuId} 不在該組合包中",
            "ja": "バージョン {skuId} はこのバンドルに含まれていません",
        },
        "promotion.bundle_all_owned": {
            "en": "You already own every game in this set",
            "zh-Hans": "你已拥有该组合中的全部游戏",
            "zh-Hant": "你已擁有該組合中的全部遊戲",
            "ja": "このセットのゲームはすべて所有済みです",
        },
    }
)
