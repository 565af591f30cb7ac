"""System domain failures (codes 1_002_SSS_NNN: 009 files, 015 tenants, 030 operators, 040 outbox; 020 help
is content's: content/errors.py; see core.errors)."""

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

# 030 operators (/admin-api).
OPERATOR_BAD_CREDENTIALS = ErrorCode(1_002_030_000, "system.operator_bad_credentials")
OPERATOR_TOTP_REQUIRED = ErrorCode(1_002_030_001, "system.operator_totp_required")
OPERATOR_TOTP_WRONG = ErrorCode(1_002_030_002, "system.operator_totp_wrong")
OPERATOR_DISABLED = ErrorCode(1_002_030_003, "system.operator_disabled")
OPERATOR_REFRESH_INVALID = ErrorCode(1_002_030_004, "system.operator_refresh_invalid")
OPERATOR_USERNAME_TAKEN = ErrorCode(1_002_030_005, "system.operator_username_taken")
OPERATOR_NOT_FOUND = ErrorCode(1_002_030_006, "system.operator_not_found")
OPERATOR_NOT_OWN_ACCOUNT = ErrorCode(1_002_030_007, "system.operator_not_own_account")
# Two-step verification set up from the console (operator_service.begin_totp / confirm_totp / reset_totp).
OPERATOR_TOTP_ALREADY_ENABLED = ErrorCode(1_002_030_008, "system.operator_totp_already_enabled")
OPERATOR_TOTP_NOT_BEGUN = ErrorCode(1_002_030_009, "system.operator_totp_not_begun")
OPERATOR_TOTP_OWN_RESET = ErrorCode(1_002_030_010, "system.operator_totp_own_reset")
# The outbox's deliveries in the console (outbox_admin_service).
OUTBOX_MESSAGE_NOT_FOUND = ErrorCode(1_002_040_000, "system.outbox_message_not_found")
OUTBOX_MESSAGE_NOT_REPLAYABLE = ErrorCode(1_002_040_001, "system.outbox_message_not_replayable")
# A 429: the username failed too often lately (from elsewhere); the answer's Retry-After says when to try.
OPERATOR_LOGIN_SLOWED = ErrorCode(429, "system.operator_login_slowed")

register_messages(
    {
        "system.operator_login_slowed": {
            "en": "Too many failed logins for this username; try again in {seconds} s",
            "zh-Hans": "该用户名登录失败次数过多，请 {seconds} 秒后再试",
            "zh-Hant": "該使用者名稱登入失敗次數過多，請 {seconds} 秒後再試",
            "ja": "このユーザー名のログイン失敗が多すぎます。{seconds} 秒後にもう一度お試しください",
        },
        "system.operator_bad_credentials": {
            "en": "Wrong username or password",
            "zh-Hans": "用户名或密码错误",
            "zh-Hant": "使用者名稱或密碼錯誤",
            "ja": "ユーザー名またはパスワードが違います",
        },
        "system.operator_totp_required": {
            "en": "Enter the code from your authenticator app",
            "zh-Hans": "请输入身份验证器中的验证码",
            "zh-Hant": "請輸入身分驗證器中的驗證碼",
            "ja": "認証アプリのコードを入力してください",
        },
        "system.operator_totp_wrong": {
            "en": "The authenticator code is wrong or was already used",
            "zh-Hans": "身份验证器验证码错误或已使用",
            "zh-Hant": "身分驗證器驗證碼錯誤或已使用",
            "ja": "認証アプリのコードが違うか、すでに使われています",
        },
        "system.operator_disabled": {
            "en": "This operator account is disabled",
            "zh-Hans": "该操作员账号已停用",
            "zh-Hant": "該操作員帳號已停用",
            "ja": "このオペレーターアカウントは無効です",
        },
        "system.operator_refresh_invalid": {
            "en": "Your login has expired; please log in again",
            "zh-Hans": "登录已失效，请重新登录",
            "zh-Hant": "登入已失效，請重新登入",
            "ja": "ログインの有効期限が切れました。もう一度ログインしてください",
        },
        "system.operator_username_taken": {
            "en": "This username is taken",
            "zh-Hans": "该用户名已被使用",
            "zh-Hant": "該使用者名稱已被使用",
            "ja": "このユーザー名はすでに使われています",
        },
        "system.outbox_message_not_found": {
            "en": "This delivery does not exist",
            "zh-Hans": "该投递不存在",
            "zh-Hant": "該投遞不存在",
            "ja": "この配信は存在しません",
        },
        "system.outbox_message_not_replayable": {
            "en": "Only a failed or delivered message can be sent again; this one is still on its way",
            "zh-Hans": "只有失败或已投递的消息可以重发，这条仍在投递中",
            "zh-Hant": "只有失敗或已投遞的訊息可以重發，這則仍在投遞中",
            "ja": "再送できるのは失敗または配信済みのメッセージだけです。これはまだ配信中です",
        },
        "system.operator_not_found": {
            "en": "This operator does not exist",
            "zh-Hans": "该操作员不存在",
            "zh-Hant": "該操作員不存在",
            "ja": "このオペレーターは存在しません",
        },
        "system.operator_not_own_account": {
            "en": "You cannot change your own role or disable yourself",
            "zh-Hans": "不能修改自己的角色或停用自己",
            "zh-Hant": "不能修改自己的角色或停用自己",
            "ja": "自分のロールの変更や自分の無効化はできません",
        },
        "system.operator_totp_already_enabled": {
            "en": "Two-step verification is already on; an administrator can turn it off first",
            "zh-Hans": "两步验证已开启；如需更换，请先由管理员关闭",
            "zh-Hant": "兩步驗證已開啟；如需更換，請先由管理員關閉",
            "ja": "2 段階認証はすでに有効です。変更するには管理者に無効化してもらってください",
        },
        "system.operator_totp_not_begun": {
            "en": "Start setting up two-step verification first",
            "zh-Hans": "请先开始设置两步验证",
            "zh-Hant": "請先開始設定兩步驗證",
            "ja": "先に 2 段階認証の設定を始めてください",
        },
        "system.operator_totp_own_reset": {
            "en": "Another administrator must turn off your two-step verification",
            "zh-Hans": "你的两步验证需由其他管理员关闭",
            "zh-Hant": "你的兩步驗證需由其他管理員關閉",
            "ja": "自分の 2 段階認証は別の管理者に無効化してもらってください",
        },
    }
)
