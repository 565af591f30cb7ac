"""Member domain failures (codes 1_004_SSS_NNN: 001 user, 003 auth, 004 SMS, 018 social (WeChat login
and binding, the mini program, JS-SDK signatures), 019 one-tap login, 020 Steam binding; loyalty,
engagement, growth and notification keep theirs)."""

from __future__ import annotations

from gamestore.core.errors import ErrorCode
from gamestore.core.i18n import register_messages

USER_MOBILE_TAKEN = ErrorCode(1_004_001_001, "member.mobile_taken")
USER_MOBILE_UNCHANGED = ErrorCode(1_004_001_002, "member.mobile_unchanged")
AUTH_BAD_CREDENTIALS = ErrorCode(1_004_003_000, "member.bad_credentials")
AUTH_ACCOUNT_DISABLED = ErrorCode(1_004_003_001, "member.account_disabled")
AUTH_REFRESH_INVALID = ErrorCode(401, "member.refresh_invalid")
SMS_CODE_NOT_FOUND = ErrorCode(1_004_004_000, "member.sms_code_not_found")
SMS_CODE_WRONG = ErrorCode(1_004_004_001, "member.sms_code_wrong")
SMS_CODE_BURNED = ErrorCode(1_004_004_002, "member.sms_code_burned")
SMS_SEND_TOO_FAST = ErrorCode(1_004_004_003, "member.sms_too_fast")
SMS_DAILY_LIMIT = ErrorCode(1_004_004_004, "member.sms_daily_limit")
SMS_SEND_FAILED = ErrorCode(1_004_004_005, "member.sms_send_failed")
SMS_MOBILE_NOT_YOURS = ErrorCode(1_004_004_006, "member.sms_mobile_not_yours")
SMS_MEMBER_DAILY_LIMIT = ErrorCode(1_004_004_007, "member.sms_member_daily_limit")
SOCIAL_TYPE_NOT_SUPPORTED = ErrorCode(1_004_018_000, "member.social_not_supported")
SOCIAL_AUTH_FAILED = ErrorCode(1_004_018_001, "member.social_auth_failed")
SOCIAL_BOUND_TO_OTHER = ErrorCode(1_004_018_002, "member.social_bound_to_other")
SOCIAL_STATE_INVALID = ErrorCode(1_004_018_003, "member.social_state_invalid")
SOCIAL_WECHAT_UNAVAILABLE = ErrorCode(1_004_018_004, "member.social_wechat_unavailable")
SOCIAL_REDIRECT_UNSUPPORTED = ErrorCode(400, "member.social_redirect_unsupported")
SOCIAL_USER_NOT_FOUND = ErrorCode(404, "member.social_user_not_found")
# The mini program (member.social.mini_program)
MINI_WXA_CODE_FAILED = ErrorCode(1_004_018_010, "member.mini_wxa_code_failed")
MINI_PHONE_NOT_OBTAINED = ErrorCode(1_004_018_011, "member.mini_phone_not_obtained")
MINI_PAGE_NOT_PUBLISHED = ErrorCode(1_004_018_012, "member.mini_page_not_published")
# One-tap login in the app (univerify-app-login)
UNIVERIFY_FAILED = ErrorCode(1_004_019_000, "member.univerify_failed")
UNIVERIFY_NO_NUMBER = ErrorCode(1_004_019_001, "member.univerify_no_number")
UNIVERIFY_NOT_SUPPORTED = ErrorCode(1_004_019_002, "member.univerify_not_supported")
STEAM_URL_NOT_OURS = ErrorCode(1_004_020_000, "member.steam_url_not_ours")
STEAM_SIGN_IN_FAILED = ErrorCode(1_004_020_001, "member.steam_sign_in_failed")
STEAM_NOT_VERIFIED = ErrorCode(1_004_020_002, "member.steam_not_verified")
STEAM_BOUND_TO_OTHER = ErrorCode(1_004_020_003, "member.steam_bound_to_other")
STEAM_NOT_BOUND = ErrorCode(1_004_020_004, "member.steam_not_bound")
# WeChat login and members without a mobile (social-login)
USER_MOBILE_REQUIRED = ErrorCode(1_004_001_003, "member.mobile_required")
USER_OLD_CODE_REQUIRED = ErrorCode(1_004_001_004, "member.old_code_required")
SOCIAL_LOGIN_MINI_PROGRAM = ErrorCode(1_004_018_005, "member.social_login_mini_program")


register_messages(
    {
        "member.mobile_taken": {
            "en": "This mobile number is already used by another account",
            "zh-Hans": "该手机号已被其他账号使用",
            "zh-Hant": "該手機號碼已被其他帳號使用",
            "ja": "この携帯電話番号は別のアカウントで使用されています",
        },
        "member.mobile_unchanged": {
            "en": "The new mobile number is the same as the current one",
            "zh-Hans": "新手机号与当前手机号相同",
            "zh-Hant": "新手機號碼與目前手機號碼相同",
            "ja": "新しい携帯電話番号が現在の番号と同じです",
        },
        "member.bad_credentials": {
            "en": "Incorrect mobile number or password",
            "zh-Hans": "手机号或密码不正确",
            "zh-Hant": "手機號碼或密碼不正確",
            "ja": "携帯電話番号またはパスワードが正しくありません",
        },
        "member.account_disabled": {
            "en": "This account has been disabled",
            "zh-Hans": "该账号已被禁用",
            "zh-Hant": "該帳號已被停用",
            "ja": "このアカウントは無効になっています",
        },
        "member.refresh_invalid": {
            "en": "Your login has expired, please log in again",
            "zh-Hans": "您的登陆已过期，请重新登录",
            "zh-Hant": "您的登入已過期，請重新登入",
            "ja": "ログインの有効期限が切れました。もう一度ログインしてください",
        },
        "member.sms_code_not_found": {
            "en": "The verification code is invalid or has expired, please request a new one",
            "zh-Hans": "验证码无效或已过期，请重新获取",
            "zh-Hant": "驗證碼無效或已過期，請重新取得",
            "ja": "認証コードが無効か期限切れです。再取得してください",
        },
        "member.sms_code_wrong": {
            "en": "Incorrect verification code, {remaining} tries left",
            "zh-Hans": "验证码不正确，还可尝试 {remaining} 次",
            "zh-Hant": "驗證碼不正確，還可嘗試 {remaining} 次",
            "ja": "認証コードが正しくありません。あと {remaining} 回試せます",
        },
        "member.sms_code_burned": {
            "en": "Too many wrong tries, please request a new code",
            "zh-Hans": "验证码错误次数过多，请重新获取",
            "zh-Hant": "驗證碼錯誤次數過多，請重新取得",
            "ja": "誤りが多すぎます。新しいコードを取得してください",
        },
        "member.sms_too_fast": {
            "en": "Codes are sent at most once a minute, please try again in {seconds} s",
            "zh-Hans": "短信发送过于频繁，请 {seconds} 秒后再试",
            "zh-Hant": "簡訊發送過於頻繁，請 {seconds} 秒後再試",
            "ja": "送信間隔が短すぎます。{seconds} 秒後に再度お試しください",
        },
        "member.sms_daily_limit": {
            "en": "Today's limit of verification codes for this number has been reached",
            "zh-Hans": "该手机号今日获取验证码次数已达上限",
            "zh-Hant": "該手機號碼今日取得驗證碼次數已達上限",
            "ja": "この番号の本日の認証コード送信上限に達しました",
        },
        "member.sms_member_daily_limit": {
            "en": "You have requested too many verification codes today, please try again tomorrow",
            "zh-Hans": "您今日获取验证码次数已达上限，请明天再试",
            "zh-Hant": "您今日取得驗證碼次數已達上限，請明天再試",
            "ja": "本日の認証コードの取得回数が上限に達しました。明日再度お試しください",
        },
        "member.sms_send_failed": {
            "en": "The code could not be sent, please try again later",
            "zh-Hans": "验证码发送失败，请稍后再试",
            "zh-Hant": "驗證碼發送失敗，請稍後再試",
            "ja": "認証コードを送信できませんでした。しばらくしてから再度お試しください",
        },
        "member.sms_mobile_not_yours": {
            "en": "This is not the mobile number of your account",
            "zh-Hans": "该手机号不是当前账号绑定的手机号",
            "zh-Hant": "該手機號碼不是目前帳號綁定的手機號碼",
            "ja": "この番号はアカウントに登録された携帯電話番号ではありません",
        },
        "member.social_not_supported": {
            "en": "Not supported yet: this WeChat login is not available in this store",
            "zh-Hans": "暂不支持：本店未开通该微信登录方式",
            "zh-Hant": "暫不支援：本店未開通該微信登入方式",
            "ja": "未対応です：このストアではこの WeChat ログインは利用できません",
        },
        "member.social_auth_failed": {
            "en": "WeChat authorization failed, please try again",
            "zh-Hans": "微信授权失败，请重试",
            "zh-Hant": "微信授權失敗，請重試",
            "ja": "WeChat の認証に失敗しました。もう一度お試しください",
        },
        "member.social_bound_to_other": {
            "en": "This WeChat account is already bound to another member",
            "zh-Hans": "该微信账号已绑定其他会员",
            "zh-Hant": "該微信帳號已綁定其他會員",
            "ja": "この WeChat アカウントは別の会員に連携済みです",
        },
        "member.social_state_invalid": {
            "en": "The WeChat authorization has expired or is invalid, please start again",
            "zh-Hans": "微信授权已过期或无效，请重新发起",
            "zh-Hant": "微信授權已過期或無效，請重新發起",
            "ja": "WeChat の認証が期限切れか無効です。最初からやり直してください",
        },
        "member.social_wechat_unavailable": {
            "en": "WeChat is not responding, please try again later",
            "zh-Hans": "微信服务暂时不可用，请稍后再试",
            "zh-Hant": "微信服務暫時無法使用，請稍後再試",
            "ja": "WeChat が応答しません。しばらくしてから再度お試しください",
        },
        "member.social_redirect_unsupported": {
            "en": "This login type cannot be started by a web redirect",
            "zh-Hans": "该登录类型不支持网页授权跳转",
            "zh-Hant": "該登入類型不支援網頁授權跳轉",
            "ja": "このログイン種別は Web リダイレクトで開始できません",
        },
        "member.social_user_not_found": {
            "en": "This WeChat account is not bound to you",
            "zh-Hans": "未绑定该微信账号",
            "zh-Hant": "未綁定該微信帳號",
            "ja": "この WeChat アカウントは連携されていません",
        },
        # WeChat login and members without a mobile (social-login)
        "member.mobile_required": {
            "en": "Please add your mobile number first",
            "zh-Hans": "请先绑定手机号",
            "zh-Hant": "請先綁定手機號碼",
            "ja": "先に携帯電話番号を登録してください",
        },
        "member.old_code_required": {
            "en": "Enter the code sent to your current mobile number",
            "zh-Hans": "请输入发送到原手机号的验证码",
            "zh-Hant": "請輸入發送到原手機號碼的驗證碼",
            "ja": "現在の携帯電話番号に送信された認証コードを入力してください",
        },
        "member.social_login_mini_program": {
            "en": "The mini program logs in through weixin-mini-app-login",
            "zh-Hans": "小程序请通过 weixin-mini-app-login 登录",
            "zh-Hant": "小程式請透過 weixin-mini-app-login 登入",
            "ja": "ミニプログラムは weixin-mini-app-login でログインしてください",
        },
        # One-tap login in the app (univerify-app-login)
        "member.univerify_failed": {
            "en": "Quick login failed",
            "zh-Hans": "一键登录失败",
            "zh-Hant": "一鍵登入失敗",
            "ja": "ワンタップログインに失敗しました",
        },
        "member.univerify_no_number": {
            "en": "Phone number not obtained",
            "zh-Hans": "未获取到手机号",
            "zh-Hant": "未取得手機號碼",
            "ja": "電話番号を取得できませんでした",
        },
        "member.univerify_not_supported": {
            "en": "Not supported on this platform",
            "zh-Hans": "暂不支持该平台",
            "zh-Hant": "暫不支援該平台",
            "ja": "このプラットフォームには対応していません",
        },
    }
)

register_messages(
    {
        "member.steam_url_not_ours": {
            "en": "This address is not the store's own",
            "zh-Hans": "该地址不属于本商城",
            "zh-Hant": "該地址不屬於本商城",
            "ja": "このアドレスはストアのものではありません",
        },
        "member.steam_sign_in_failed": {
            "en": "Steam sign-in could not be verified; please try again",
            "zh-Hans": "Steam 登录验证失败，请重试",
            "zh-Hant": "Steam 登入驗證失敗，請重試",
            "ja": "Steam のサインインを確認できませんでした。もう一度お試しください",
        },
        "member.steam_not_verified": {
            "en": "Sign in with Steam first: this Steam account was not verified for you",
            "zh-Hans": "请先通过 Steam 登录：该 Steam 账号未为您验证",
            "zh-Hant": "請先透過 Steam 登入：該 Steam 帳號未為您驗證",
            "ja": "先に Steam でサインインしてください：この Steam アカウントは未確認です",
        },
        "member.steam_bound_to_other": {
            "en": "This Steam account is already bound to another member",
            "zh-Hans": "该 Steam 账号已绑定其他用户",
            "zh-Hant": "該 Steam 帳號已綁定其他用戶",
            "ja": "この Steam アカウントは他のメンバーに連携済みです",
        },
        "member.steam_not_bound": {
            "en": "No Steam account is bound",
            "zh-Hans": "尚未绑定 Steam 账号",
            "zh-Hant": "尚未綁定 Steam 帳號",
            "ja": "Steam アカウントが連携されていません",
        },
    }
)

# The mini program (member.social.mini_program)
register_messages(
    {
        "member.mini_wxa_code_failed": {
            "en": "The mini program code could not be made; please try again later",
            "zh-Hans": "小程序码生成失败，请稍后再试",
            "zh-Hant": "小程式碼產生失敗，請稍後再試",
            "ja": "ミニプログラムコードを作成できませんでした。しばらくしてからお試しください",
        },
        "member.mini_phone_not_obtained": {
            "en": "Phone number not obtained",
            "zh-Hans": "未获取到手机号",
            "zh-Hant": "未取得手機號碼",
            "ja": "電話番号を取得できませんでした",
        },
        "member.mini_page_not_published": {
            "en": "This page is not in the published mini program",
            "zh-Hans": "该页面不在已发布的小程序中",
            "zh-Hant": "該頁面不在已發佈的小程式中",
            "ja": "このページは公開中のミニプログラムにありません",
        },
    }
)
