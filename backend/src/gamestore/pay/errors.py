"""Pay domain failures (codes 1_007_SSS_NNN: 000 pay order, 001 channel, 006 refund, 007 wallet)."""

from __future__ import annotations

from gamestore.core.errors import ErrorCode
from gamestore.core.i18n import register_messages

PAY_ORDER_NOT_FOUND = ErrorCode(1_007_000_000, "pay.order_not_found")
PAY_ORDER_EXPIRED = ErrorCode(1_007_000_001, "pay.order_expired")
PAY_ORDER_CLOSED = ErrorCode(1_007_000_002, "pay.order_closed")
CHANNEL_NOT_ENABLED = ErrorCode(1_007_001_000, "pay.channel_not_enabled")
CHANNEL_FAILED = ErrorCode(1_007_001_001, "pay.channel_failed")
WECHAT_BINDING_NEEDED = ErrorCode(1_007_001_002, "pay.wechat_binding_needed")
RECHARGE_PACKAGE_NOT_FOUND = ErrorCode(1_007_007_002, "pay.recharge_package_not_found")
RECHARGE_PRICE_MISMATCH = ErrorCode(1_007_007_003, "pay.recharge_price_mismatch")
RECHARGE_NOT_BY_WALLET = ErrorCode(1_007_007_004, "pay.recharge_not_by_wallet")
WALLET_BALANCE_NOT_ENOUGH = ErrorCode(1_007_007_000, "pay.wallet_balance_not_enough")
SUMMARY_RANGE_INVALID = ErrorCode(1_007_007_001, "pay.summary_range_invalid")
REFUND_PRICE_EXCEEDS_PAID = ErrorCode(1_007_006_000, "pay.refund_price_exceeds_paid")
REFUND_NOT_PAID = ErrorCode(1_007_006_001, "pay.refund_not_paid")
REFUND_CHANNEL_FAILED = ErrorCode(1_007_006_002, "pay.refund_channel_failed")
REFUND_NOT_RETRYABLE = ErrorCode(1_007_006_003, "pay.refund_not_retryable")

register_messages(
    {
        "pay.refund_price_exceeds_paid": {
            "en": "The refund is more than what is left of the payment",
            "zh-Hans": "退款金额超过了可退金额",
            "zh-Hant": "退款金額超過了可退金額",
            "ja": "返金額が返金可能な金額を超えています",
        },
        "pay.refund_not_retryable": {
            "en": "This refund is not waiting for support: it was settled or is being retried",
            "zh-Hans": "该退款无需客服处理：已完成或正在重试",
            "zh-Hant": "該退款無需客服處理：已完成或正在重試",
            "ja": "この返金はサポート対応待ちではありません（完了済みまたは再試行中です）",
        },
        "pay.refund_not_paid": {
            "en": "Only a paid payment can be refunded",
            "zh-Hans": "只有已支付的订单才能退款",
            "zh-Hant": "只有已付款的訂單才能退款",
            "ja": "支払い済みの注文のみ返金できます",
        },
        "pay.refund_channel_failed": {
            "en": "The payment service refused the refund: {reason}",
            "zh-Hans": "支付渠道拒绝了退款：{reason}",
            "zh-Hant": "付款渠道拒絕了退款：{reason}",
            "ja": "決済サービスが返金を拒否しました：{reason}",
        },
        "pay.order_not_found": {
            "en": "Payment order information not found",
            "zh-Hans": "未找到支付订单信息",
            "zh-Hant": "未找到付款訂單資訊",
            "ja": "支払い注文の情報が見つかりません",
        },
        "pay.order_expired": {
            "en": "This order has expired",
            "zh-Hans": "该订单已过期",
            "zh-Hant": "該訂單已過期",
            "ja": "この注文は期限切れです",
        },
        "pay.order_closed": {
            "en": "This order has been closed",
            "zh-Hans": "该订单已关闭",
            "zh-Hant": "該訂單已關閉",
            "ja": "この注文はクローズされました",
        },
        "pay.channel_not_enabled": {
            "en": "This payment method is not supported yet",
            "zh-Hans": "暂不支持该支付方式",
            "zh-Hant": "暫不支援該付款方式",
            "ja": "この支払い方法にはまだ対応していません",
        },
        "pay.recharge_package_not_found": {
            "en": "This recharge package is no longer offered",
            "zh-Hans": "该充值套餐已下架",
            "zh-Hant": "該儲值方案已下架",
            "ja": "このチャージプランは終了しました",
        },
        "pay.recharge_price_mismatch": {
            "en": "The package's price has changed; please choose again",
            "zh-Hans": "套餐价格已变化，请重新选择",
            "zh-Hant": "方案價格已變更，請重新選擇",
            "ja": "プランの価格が変わりました。もう一度選んでください",
        },
        "pay.recharge_not_by_wallet": {
            "en": "A recharge cannot be paid from the wallet",
            "zh-Hans": "充值不能使用钱包余额支付",
            "zh-Hant": "儲值不能使用錢包餘額付款",
            "ja": "チャージはウォレット残高では支払えません",
        },
        "pay.channel_failed": {
            "en": "Payment Failed: {reason}",
            "zh-Hans": "支付失败：{reason}",
            "zh-Hant": "付款失敗：{reason}",
            "ja": "支払いに失敗しました：{reason}",
        },
        "pay.wechat_binding_needed": {
            "en": "无效的openid: please bind your WeChat account first",
            "zh-Hans": "无效的openid，请先绑定微信账号",
            "zh-Hant": "无效的openid，請先綁定微信帳號",
            "ja": "无效的openid：先に WeChat アカウントを連携してください",
        },
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
