"""Game domain failures (codes 1_013_SSS_NNN: 000 opening a game, 001 the Steam library)."""

from __future__ import annotations

from gamestore.core.errors import ErrorCode
from gamestore.core.i18n import register_messages

GAME_NOT_OWNED = ErrorCode(1_013_000_000, "game.not_owned")
GAME_NOT_BROWSER = ErrorCode(1_013_000_001, "game.not_browser")
GAME_CODE_INVALID = ErrorCode(1_013_000_002, "game.code_invalid")
GAME_CODE_EXPIRED = ErrorCode(1_013_000_003, "game.code_expired")
STEAM_LIBRARY_OFF = ErrorCode(1_013_001_000, "game.steam_library_off")

register_messages(
    {
        "game.steam_library_off": {
            "en": "This store does not read Steam libraries",
            "zh-Hans": "本店未开启读取 Steam 游戏库",
            "zh-Hant": "本店未開啟讀取 Steam 遊戲庫",
            "ja": "このストアは Steam ライブラリを読み込みません",
        },
        "game.not_owned": {
            "en": "You do not own this game",
            "zh-Hans": "您尚未拥有该游戏",
            "zh-Hant": "您尚未擁有該遊戲",
            "ja": "このゲームを所有していません",
        },
        "game.not_browser": {
            "en": "This game cannot be opened in the browser",
            "zh-Hans": "该游戏不支持在浏览器中打开",
            "zh-Hant": "該遊戲不支援在瀏覽器中開啟",
            "ja": "このゲームはブラウザで開けません",
        },
        "game.code_invalid": {
            "en": "This game code is invalid",
            "zh-Hans": "游戏授权码无效",
            "zh-Hant": "遊戲授權碼無效",
            "ja": "このゲームコードは無効です",
        },
        "game.code_expired": {
            "en": "This game code has expired, please open the game again",
            "zh-Hans": "游戏授权码已过期，请重新打开游戏",
            "zh-Hant": "遊戲授權碼已過期，請重新開啟遊戲",
            "ja": "このゲームコードは期限切れです。もう一度ゲームを開いてください",
        },
    }
)
