"""The server's dictionary: every enumeration the client fetches by dictionary type.

This module is the single source of truth for dictionary values. The enums of the other domains
(orders, payments, points, tasks, ...) use exactly these values, and the dictionary endpoints
(``GET /system/dict-data/type`` and ``GET /system/dict-data/simple-list``) serve them.

Type names and values follow yudao-mall (ruoyi-vue-pro) wherever yudao has the type, so a client
written against yudao reads them unchanged; types yudao lacks (tasks, game interfaces, languages,
currencies) use the same conventions. Values are strings, as in yudao's dictionary.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from gamestore.core.i18n import Lang


@dataclass(frozen=True, slots=True)
class DictEntry:
    dict_type: str
    value: str
    labels: Mapping[Lang, str]
    color_type: str = ""
    css_class: str = ""
    sort: int = 0


# value, English, simplified Chinese, traditional Chinese, Japanese, color type
_Row = tuple[str, str, str, str, str, str]


def _entries(dict_type: str, rows: Sequence[_Row]) -> tuple[DictEntry, ...]:
    """Build one type's entries; ``sort`` follows the order of ``rows`` (1, 2, ...)."""
    return tuple(
        DictEntry(
            dict_type=dict_type,
            value=value,
            labels=MappingProxyType({"en": en, "zh-Hans": zh_hans, "zh-Hant": zh_hant, "ja": ja}),
            color_type=color,
            sort=position,
        )
        for position, (value, en, zh_hans, zh_hant, ja, color) in enumerate(rows, start=1)
    )


# ---------------------------------------------------------------- system and infrastructure

_USER_TYPE = _entries(
    "user_type",
    [
        ("1", "Member", "会员", "會員", "会員", "primary"),
        ("2", "Administrator", "管理员", "管理員", "管理者", "success"),
    ],
)

_COMMON_STATUS = _entries(
    "common_status",
    [
        ("0", "Enabled", "开启", "開啟", "有効", "primary"),
        ("1", "Disabled", "关闭", "關閉", "無効", "info"),
    ],
)

# yudao's TerminalEnum; the client sends it in the ``terminal`` header.
_TERMINAL = _entries(
    "terminal",
    [
        ("0", "Unknown", "未知", "未知", "不明", "default"),
        ("10", "WeChat Mini Program", "微信小程序", "微信小程式", "WeChatミニプログラム", "default"),
        ("11", "WeChat Official Account", "微信公众号", "微信公眾號", "WeChat公式アカウント", "default"),
        ("20", "Mobile web (H5)", "H5 网页", "H5 網頁", "モバイルWeb（H5）", "default"),
        ("31", "Mobile app", "手机 App", "手機 App", "スマホアプリ", "default"),
    ],
)

_SYSTEM_USER_SEX = _entries(
    "system_user_sex",
    [
        ("0", "Not specified", "未知", "未知", "未設定", "default"),
        ("1", "Male", "男", "男", "男性", "default"),
        ("2", "Female", "女", "女", "女性", "default"),
    ],
)

_INFRA_BOOLEAN_STRING = _entries(
    "infra_boolean_string",
    [
        ("true", "Yes", "是", "是", "はい", "primary"),
        ("false", "No", "否", "否", "いいえ", "info"),
    ],
)

# yudao's LoginLogTypeEnum.
_SYSTEM_LOGIN_TYPE = _entries(
    "system_login_type",
    [
        ("100", "Password login", "账号密码登录", "帳號密碼登入", "パスワードでログイン", "primary"),
        ("101", "Social account login", "社交账号登录", "社群帳號登入", "SNSアカウントでログイン", "info"),
        ("103", "Mobile number login", "手机号登录", "手機號碼登入", "電話番号でログイン", "default"),
        ("104", "SMS code login", "短信验证码登录", "簡訊驗證碼登入", "SMS認証でログイン", "default"),
        ("200", "Signed out", "主动登出", "主動登出", "ログアウト", "primary"),
        ("202", "Forced sign-out", "强制登出", "強制登出", "強制ログアウト", "danger"),
    ],
)

# yudao's SocialTypeEnum for 31, 32 and 34. Spec §9 names 31 and 43 as the two social-login types
# chosen by platform: 31 inside the WeChat browser, 43 (not a yudao value) for the app.
_SYSTEM_SOCIAL_TYPE = _entries(
    "system_social_type",
    [
        ("31", "WeChat Official Account", "微信公众号", "微信公眾號", "WeChat公式アカウント", "success"),
        (
            "32",
            "WeChat Open Platform (website)",
            "微信开放平台（网站）",
            "微信開放平台（網站）",
            "WeChatオープンプラットフォーム（Webサイト）",
            "default",
        ),
        ("34", "WeChat Mini Program", "微信小程序", "微信小程式", "WeChatミニプログラム", "success"),
        ("43", "WeChat (app)", "微信（App）", "微信（App）", "WeChat（アプリ）", "success"),
    ],
)

_LANGUAGE = _entries(
    "language",
    [
        ("en", "English", "英语", "英語", "英語", "default"),
        ("zh-Hans", "Simplified Chinese", "简体中文", "簡體中文", "中国語（簡体字）", "default"),
        ("zh-Hant", "Traditional Chinese", "繁体中文", "繁體中文", "中国語（繁体字）", "default"),
        ("ja", "Japanese", "日语", "日語", "日本語", "default"),
    ],
)

# Orders are settled in CNY; USD and JPY only change the displayed price.
_CURRENCY = _entries(
    "currency",
    [
        ("CNY", "Chinese yuan (CNY)", "人民币", "人民幣", "人民元", "default"),
        ("USD", "US dollar (USD)", "美元", "美元", "米ドル", "default"),
        ("JPY", "Japanese yen (JPY)", "日元", "日圓", "日本円", "default"),
    ],
)

# ---------------------------------------------------------------- member: tasks, points, experience

_TASK_STATUS = _entries(
    "task_status",
    [
        ("0", "In progress", "进行中", "進行中", "進行中", "primary"),
        ("10", "Ready to claim", "待领取", "待領取", "受け取り可能", "warning"),
        ("20", "Completed", "已完成", "已完成", "達成済み", "success"),
        ("30", "Expired", "已过期", "已過期", "期限切れ", "info"),
    ],
)

_TASK_TYPE = _entries(
    "task_type",
    [
        ("1", "Daily task", "每日任务", "每日任務", "デイリーミッション", "primary"),
        ("2", "Weekly task", "每周任务", "每週任務", "ウィークリーミッション", "primary"),
        ("3", "Beginner task", "新手任务", "新手任務", "ビギナーミッション", "success"),
        ("4", "Achievement", "成就任务", "成就任務", "アチーブメント", "warning"),
        ("5", "Event task", "活动任务", "活動任務", "イベントミッション", "danger"),
    ],
)

_TASK_REWARD_TYPE = _entries(
    "task_reward_type",
    [
        ("1", "Points", "积分", "積分", "ポイント", "default"),
        ("2", "Experience", "经验值", "經驗值", "経験値", "default"),
        ("3", "Item", "道具", "道具", "アイテム", "default"),
        ("4", "Collectible", "数字藏品", "數位藏品", "デジタルコレクション", "default"),
    ],
)

# yudao's MemberPointBizTypeEnum (1, 2, 11-13, 21-23) plus this product's share and task rewards.
_MEMBER_POINT_BIZ_TYPE = _entries(
    "member_point_biz_type",
    [
        ("1", "Daily check-in", "每日签到", "每日簽到", "ログインボーナス", "success"),
        ("2", "Adjusted by admin", "管理员调整", "管理員調整", "管理者による調整", "default"),
        ("11", "Used for an order", "下单抵扣", "下單折抵", "注文で利用", "warning"),
        (
            "12",
            "Returned: order cancelled",
            "订单取消退还",
            "訂單取消退還",
            "注文キャンセルによる返還",
            "success",
        ),
        ("13", "Returned: refund", "订单退款退还", "訂單退款退還", "返金による返還", "success"),
        ("21", "Purchase reward", "购物奖励", "購物獎勵", "購入特典", "success"),
        (
            "22",
            "Purchase reward reversed: order cancelled",
            "购物奖励扣回（订单取消）",
            "購物獎勵扣回（訂單取消）",
            "購入特典の取り消し（注文キャンセル）",
            "warning",
        ),
        (
            "23",
            "Purchase reward reversed: refund",
            "购物奖励扣回（退款）",
            "購物獎勵扣回（退款）",
            "購入特典の取り消し（返金）",
            "warning",
        ),
        ("31", "Share reward", "分享奖励", "分享獎勵", "シェア特典", "success"),
        ("32", "Referral bonus", "受邀购物奖励", "受邀購物獎勵", "紹介特典", "success"),
        ("41", "Task reward", "任务奖励", "任務獎勵", "ミッション報酬", "success"),
    ],
)

# yudao's MemberExperienceBizTypeEnum (0, 4, 11-13; no invitations or lottery here) plus tasks.
# The feedback centre's subjects; 2 and 3 are about an order, which the member then picks.
_MEMBER_FEEDBACK_TYPE = _entries(
    "member_feedback_type",
    [
        ("1", "Bug", "功能异常", "功能異常", "不具合", "danger"),
        ("2", "Payment", "支付问题", "支付問題", "支払い", "warning"),
        ("3", "Activation key", "激活码问题", "啟用碼問題", "アクティベーションキー", "primary"),
        ("4", "Suggestion", "建议", "建議", "ご提案", "success"),
        ("5", "Other", "其他", "其他", "その他", "default"),
    ],
)

_MEMBER_EXPERIENCE_BIZ_TYPE = _entries(
    "member_experience_biz_type",
    [
        ("0", "Adjusted by admin", "管理员调整", "管理員調整", "管理者による調整", "default"),
        ("4", "Daily check-in", "每日签到", "每日簽到", "ログインボーナス", "success"),
        ("11", "Purchase reward", "购物奖励", "購物獎勵", "購入特典", "success"),
        (
            "12",
            "Purchase reward reversed: order cancelled",
            "购物奖励扣回（订单取消）",
            "購物獎勵扣回（訂單取消）",
            "購入特典の取り消し（注文キャンセル）",
            "warning",
        ),
        (
            "13",
            "Purchase reward reversed: refund",
            "购物奖励扣回（退款）",
            "購物獎勵扣回（退款）",
            "購入特典の取り消し（返金）",
            "warning",
        ),
        ("21", "Task reward", "任务奖励", "任務獎勵", "ミッション報酬", "success"),
    ],
)

# ---------------------------------------------------------------- product

_PRODUCT_SPU_STATUS = _entries(
    "product_spu_status",
    [
        ("1", "On sale", "销售中", "銷售中", "販売中", "success"),
        ("0", "Off the shelf", "已下架", "已下架", "販売停止中", "info"),
        ("-1", "Recycle bin", "回收站", "資源回收筒", "ごみ箱", "default"),
    ],
)

# Spec §3: how a game is opened. Only 0 opens directly; 1 opens the game-store page.
_PRODUCT_GAME_INTERFACE_TYPE = _entries(
    "product_game_interface_type",
    [
        ("0", "Browser game (H5)", "浏览器 H5 游戏", "瀏覽器 H5 遊戲", "ブラウザゲーム（H5）", "success"),
        ("1", "Game store app", "游戏商店客户端", "遊戲商店用戶端", "ゲームストアアプリ", "primary"),
        ("2", "Mini program", "小程序", "小程式", "ミニプログラム", "default"),
        ("3", "Mobile app", "手机 App", "手機 App", "スマホアプリ", "default"),
    ],
)

# ---------------------------------------------------------------- trade

_TRADE_ORDER_TYPE = _entries(
    "trade_order_type",
    [
        ("0", "Standard order", "普通订单", "一般訂單", "通常注文", "default"),
        ("1", "Flash sale order", "秒杀订单", "限時搶購訂單", "タイムセール注文", "default"),
        ("2", "Group-buy order", "拼团订单", "團購訂單", "グループ購入注文", "default"),
        ("3", "Bargain order", "砍价订单", "砍價訂單", "値引きチャレンジ注文", "default"),
    ],
)

# Architecture §4: keys delivered at payment move the order straight on to completed.
_TRADE_ORDER_STATUS = _entries(
    "trade_order_status",
    [
        ("0", "Unpaid", "待付款", "待付款", "支払い待ち", "warning"),
        ("10", "Awaiting delivery", "待发货", "待發貨", "お届け待ち", "primary"),
        ("20", "Delivered", "已发货", "已發貨", "お届け済み", "primary"),
        ("30", "Completed", "已完成", "已完成", "取引完了", "success"),
        ("40", "Closed", "已关闭", "已關閉", "取引終了", "info"),
    ],
)

_TRADE_ORDER_ITEM_AFTER_SALE_STATUS = _entries(
    "trade_order_item_after_sale_status",
    [
        ("0", "No after-sales request", "未申请售后", "未申請售後", "アフターサービスなし", "info"),
        ("1", "After-sales in progress", "售后处理中", "售後處理中", "アフターサービス対応中", "primary"),
        ("2", "Refunded", "已退款", "已退款", "返金済み", "success"),
    ],
)

# A refund of an order's never-revealed keys (trade.refund_service): the money is on its way, back,
# failed and asked again automatically, or its automatic tries used up (support then retries it).
_TRADE_AFTER_SALE_STATUS = _entries(
    "trade_after_sale_status",
    [
        ("10", "Refunding", "退款中", "退款中", "返金処理中", "primary"),
        ("20", "Refunded", "已退款", "已退款", "返金済み", "success"),
        (
            "30",
            "Refund failed: retrying",
            "退款失败，重试中",
            "退款失敗，重試中",
            "返金失敗：再試行中",
            "warning",
        ),
        ("40", "Needs support", "待客服处理", "待客服處理", "サポート対応待ち", "danger"),
    ],
)

# ---------------------------------------------------------------- pay

# Spec §5 lists wx_pub, wx_lite, wx_app, wx_wap, alipay_wap, alipay_app and wallet; the other
# yudao channels are kept so the payment domain can enable them by configuration.
_PAY_CHANNEL_CODE = _entries(
    "pay_channel_code",
    [
        (
            "wx_pub",
            "WeChat Pay (Official Account)",
            "微信公众号支付",
            "微信公眾號支付",
            "WeChat Pay（公式アカウント）",
            "success",
        ),
        (
            "wx_lite",
            "WeChat Pay (Mini Program)",
            "微信小程序支付",
            "微信小程式支付",
            "WeChat Pay（ミニプログラム）",
            "success",
        ),
        ("wx_app", "WeChat Pay (app)", "微信 App 支付", "微信 App 支付", "WeChat Pay（アプリ）", "success"),
        (
            "wx_wap",
            "WeChat Pay (mobile web)",
            "微信 H5 支付",
            "微信 H5 支付",
            "WeChat Pay（モバイルWeb）",
            "success",
        ),
        (
            "wx_native",
            "WeChat Pay (QR code)",
            "微信扫码支付",
            "微信掃碼支付",
            "WeChat Pay（QRコード）",
            "success",
        ),
        (
            "alipay_pc",
            "Alipay (website)",
            "支付宝电脑网站支付",
            "支付寶電腦網站支付",
            "Alipay（PCサイト）",
            "primary",
        ),
        (
            "alipay_wap",
            "Alipay (mobile web)",
            "支付宝手机网站支付",
            "支付寶手機網站支付",
            "Alipay（モバイルWeb）",
            "primary",
        ),
        ("alipay_app", "Alipay (app)", "支付宝 App 支付", "支付寶 App 支付", "Alipay（アプリ）", "primary"),
        (
            "alipay_qr",
            "Alipay (QR code)",
            "支付宝扫码支付",
            "支付寶掃碼支付",
            "Alipay（QRコード）",
            "primary",
        ),
        ("wallet", "Wallet balance", "钱包余额支付", "錢包餘額支付", "ウォレット残高で支払う", "warning"),
        (
            "mock",
            "Sandbox payment (test)",
            "沙箱支付（测试）",
            "沙箱付款（測試）",
            "サンドボックス決済（テスト）",
            "info",
        ),
    ],
)

_PAY_ORDER_STATUS = _entries(
    "pay_order_status",
    [
        ("0", "Awaiting payment", "等待支付", "等待付款", "支払い待ち", "info"),
        ("10", "Paid", "支付成功", "付款成功", "支払い完了", "success"),
        ("20", "Refunded", "已退款", "已退款", "返金済み", "danger"),
        ("30", "Closed", "支付已关闭", "付款已關閉", "支払い取り消し", "info"),
    ],
)

_PAY_REFUND_STATUS = _entries(
    "pay_refund_status",
    [
        ("0", "Refund pending", "等待退款", "等待退款", "返金待ち", "info"),
        ("10", "Refunded", "退款成功", "退款成功", "返金完了", "success"),
        (
            "20",
            "Refund failed: retrying",
            "退款失败，重试中",
            "退款失敗，重試中",
            "返金失敗：再試行中",
            "warning",
        ),
        ("30", "Needs support", "待客服处理", "待客服處理", "サポート対応待ち", "danger"),
    ],
)

_PAY_NOTIFY_STATUS = _entries(
    "pay_notify_status",
    [
        ("0", "Awaiting notification", "等待通知", "等待通知", "通知待ち", "info"),
        ("10", "Notified", "通知成功", "通知成功", "通知成功", "success"),
        ("20", "Notification failed", "通知失败", "通知失敗", "通知失敗", "danger"),
        (
            "21",
            "Delivered, but processing failed",
            "请求成功，但结果失败",
            "請求成功，但結果失敗",
            "通知は届いたが処理に失敗",
            "warning",
        ),
        ("22", "Request failed", "请求失败", "請求失敗", "リクエスト失敗", "warning"),
    ],
)

# yudao's current PayTransferStatusEnum values.
_PAY_TRANSFER_STATUS = _entries(
    "pay_transfer_status",
    [
        ("0", "Awaiting transfer", "等待转账", "等待轉帳", "送金待ち", "info"),
        ("5", "Transferring", "转账进行中", "轉帳處理中", "送金処理中", "primary"),
        ("10", "Transferred", "转账成功", "轉帳成功", "送金完了", "success"),
        ("20", "Transfer closed", "转账已关闭", "轉帳已關閉", "送金取り消し", "danger"),
    ],
)

# ---------------------------------------------------------------- brokerage (referral commission)

_BROKERAGE_WITHDRAW_TYPE = _entries(
    "brokerage_withdraw_type",
    [
        ("1", "Wallet", "钱包", "錢包", "ウォレット", "default"),
        ("2", "Bank card", "银行卡", "銀行卡", "銀行口座", "default"),
        ("3", "WeChat payment code", "微信收款码", "微信收款碼", "WeChat受取コード", "default"),
        ("4", "Alipay payment code", "支付宝收款码", "支付寶收款碼", "Alipay受取コード", "default"),
        ("5", "WeChat balance", "微信零钱", "微信零錢", "WeChat残高", "default"),
        ("6", "Alipay balance", "支付宝余额", "支付寶餘額", "Alipay残高", "default"),
    ],
)

_BROKERAGE_WITHDRAW_STATUS = _entries(
    "brokerage_withdraw_status",
    [
        ("0", "Under review", "审核中", "審核中", "審査中", "info"),
        ("10", "Approved", "审核通过", "審核通過", "承認済み", "success"),
        ("11", "Withdrawn", "提现成功", "提領成功", "出金完了", "success"),
        ("20", "Rejected", "审核不通过", "審核未通過", "却下", "danger"),
        ("21", "Withdrawal failed", "提现失败", "提領失敗", "出金失敗", "danger"),
    ],
)

_BROKERAGE_RECORD_STATUS = _entries(
    "brokerage_record_status",
    [
        ("0", "Pending settlement", "待结算", "待結算", "精算待ち", "primary"),
        ("1", "Settled", "已结算", "已結算", "精算済み", "success"),
        ("2", "Cancelled", "已取消", "已取消", "取り消し済み", "info"),
    ],
)

# ---------------------------------------------------------------- promotion

_PROMOTION_DISCOUNT_TYPE = _entries(
    "promotion_discount_type",
    [
        ("1", "Amount off", "满减", "滿減", "金額割引", "success"),
        ("2", "Percentage off", "折扣", "折扣", "割引率", "primary"),
    ],
)

_PROMOTION_PRODUCT_SCOPE = _entries(
    "promotion_product_scope",
    [
        ("1", "All games", "全部游戏", "全部遊戲", "すべてのゲーム", "default"),
        ("2", "Selected games", "指定游戏", "指定遊戲", "対象ゲーム", "default"),
        ("3", "Selected categories", "指定分类", "指定分類", "対象カテゴリ", "default"),
    ],
)

# yudao's PromotionActivityStatusEnum values, listed in the order the client shows them.
_PROMOTION_ACTIVITY_STATUS = _entries(
    "promotion_activity_status",
    [
        ("20", "Ongoing", "进行中", "進行中", "開催中", "success"),
        ("10", "Upcoming", "未开始", "未開始", "開催予定", "primary"),
        ("30", "Ended", "已结束", "已結束", "終了", "info"),
        ("40", "Taken offline", "已下线", "已下線", "公開終了", "warning"),
    ],
)

_PROMOTION_CONDITION_TYPE = _entries(
    "promotion_condition_type",
    [
        ("10", "Spend at least N yuan", "满 N 元", "滿 N 元", "N元以上の購入", "primary"),
        ("20", "Buy at least N items", "满 N 件", "滿 N 件", "N点以上の購入", "success"),
    ],
)

_PROMOTION_BARGAIN_RECORD_STATUS = _entries(
    "promotion_bargain_record_status",
    [
        ("1", "Bargaining", "砍价中", "砍價中", "値引きチャレンジ中", "default"),
        ("2", "Bargain succeeded", "砍价成功", "砍價成功", "値引き成功", "success"),
        ("3", "Bargain failed", "砍价失败", "砍價失敗", "値引き失敗", "warning"),
    ],
)

_PROMOTION_COMBINATION_RECORD_STATUS = _entries(
    "promotion_combination_record_status",
    [
        ("1", "Forming group", "拼团中", "拼團中", "グループ募集中", "primary"),
        ("2", "Group succeeded", "拼团成功", "拼團成功", "グループ成立", "success"),
        ("3", "Group failed", "拼团失败", "拼團失敗", "グループ不成立", "warning"),
    ],
)

# Where a banner is shown: this product's own pages (yudao's 2-5 are promotion pages it lacks).
_PROMOTION_BANNER_POSITION = _entries(
    "promotion_banner_position",
    [
        ("1", "Home", "首页", "首頁", "ホーム", "default"),
        ("2", "Explore", "发现页", "探索頁", "ディスカバー", "default"),
        ("3", "Game list", "游戏列表页", "遊戲列表頁", "ゲーム一覧", "default"),
        ("4", "Activity page", "活动页", "活動頁", "イベントページ", "default"),
    ],
)

DICT_ENTRIES: tuple[DictEntry, ...] = (
    *_USER_TYPE,
    *_COMMON_STATUS,
    *_TERMINAL,
    *_SYSTEM_USER_SEX,
    *_INFRA_BOOLEAN_STRING,
    *_SYSTEM_LOGIN_TYPE,
    *_SYSTEM_SOCIAL_TYPE,
    *_LANGUAGE,
    *_CURRENCY,
    *_TASK_STATUS,
    *_TASK_TYPE,
    *_TASK_REWARD_TYPE,
    *_MEMBER_POINT_BIZ_TYPE,
    *_MEMBER_EXPERIENCE_BIZ_TYPE,
    *_MEMBER_FEEDBACK_TYPE,
    *_PRODUCT_SPU_STATUS,
    *_PRODUCT_GAME_INTERFACE_TYPE,
    *_TRADE_ORDER_TYPE,
    *_TRADE_ORDER_STATUS,
    *_TRADE_ORDER_ITEM_AFTER_SALE_STATUS,
    *_TRADE_AFTER_SALE_STATUS,
    *_PAY_CHANNEL_CODE,
    *_PAY_ORDER_STATUS,
    *_PAY_REFUND_STATUS,
    *_PAY_NOTIFY_STATUS,
    *_PAY_TRANSFER_STATUS,
    *_BROKERAGE_WITHDRAW_TYPE,
    *_BROKERAGE_WITHDRAW_STATUS,
    *_BROKERAGE_RECORD_STATUS,
    *_PROMOTION_DISCOUNT_TYPE,
    *_PROMOTION_PRODUCT_SCOPE,
    *_PROMOTION_ACTIVITY_STATUS,
    *_PROMOTION_CONDITION_TYPE,
    *_PROMOTION_BARGAIN_RECORD_STATUS,
    *_PROMOTION_COMBINATION_RECORD_STATUS,
    *_PROMOTION_BANNER_POSITION,
)


def _index(entries: Sequence[DictEntry]) -> Mapping[str, tuple[DictEntry, ...]]:
    by_type: dict[str, list[DictEntry]] = {}
    for entry in entries:
        by_type.setdefault(entry.dict_type, []).append(entry)
    return MappingProxyType(
        {dict_type: tuple(sorted(group, key=lambda e: e.sort)) for dict_type, group in by_type.items()}
    )


_BY_TYPE = _index(DICT_ENTRIES)


def dict_types() -> list[str]:
    """Every dictionary type, sorted."""
    return sorted(_BY_TYPE)


def entries_of_type(dict_type: str) -> list[DictEntry]:
    """The entries of one type in display (``sort``) order; an empty list for an unknown type."""
    return list(_BY_TYPE.get(dict_type, ()))
