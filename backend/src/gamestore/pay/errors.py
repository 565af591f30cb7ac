"""Pay domain failures (codes 1_007_SSS_NNN: 000 pay order, 007 wallet)."""

from __future__ import annotations

from gamestore.core.errors import ErrorCode
from gamestore.core.i18n import register_messages

WALLET_BALANCE_NOT_ENOUGH = ErrorCode(1_007_007_000, "pay.wallet_balance_not_enough")
SUMMARY_RANGE_INVALID = ErrorCode(1_007_007_001, "pay.summary_range_invalid")

register_messages(
    {
        "pay.wallet_balance_not_enough": {
            "en": "Your wallet balance is not enough",
            "zh-Hans": "钱包余额不足",
            "zh-Hant": "錢包餘額不足",
            "ja": "ウォレットの残高が不足しています",
        },
        "pay.summary_range_invalid": {
            "en": "createTime needs a start and an end, the start first",
            "zh-Hans": "createTime 需要开始和结束时间，且开始在前",
            "zh-Hant": "createTime 需要開始和結束時間，且開始在前",
            "ja": "createTime には開始と終了を開始から順に指定してください",
        },
    }
)
