"""Product domain failures (codes 1_008_SSS_NNN: 001 category, 002 team, 005 game, 006 version)."""

from __future__ import annotations

from gamestore.core.errors import ErrorCode
from gamestore.core.i18n import register_messages

BRAND_NOT_FOUND = ErrorCode(1_008_002_000, "product.brand_not_found")
SPU_NOT_FOUND = ErrorCode(1_008_005_000, "product.spu_not_found")
SPU_OFF_SHELF = ErrorCode(1_008_005_001, "product.spu_off_shelf")

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
        "product.spu_off_shelf": {
            "en": "This game has been taken offline, please check other games",
            "zh-Hans": "该游戏已下架，请看看其他游戏",
            "zh-Hant": "該遊戲已下架，請看看其他遊戲",
            "ja": "このゲームは販売終了しました。ほかのゲームをご覧ください",
        },
    }
)
