"""Growth failures (codes 1_004_014_NNN: sharing)."""

from __future__ import annotations

from gamestore.core.errors import ErrorCode
from gamestore.core.i18n import register_messages

SHARE_TARGET_NOT_FOUND = ErrorCode(1_004_014_000, "member.share_target_not_found")
SHARE_CODE_NOT_FOUND = ErrorCode(1_004_014_001, "member.share_code_not_found")

register_messages(
    {
        "member.share_target_not_found": {
            "en": "This page can no longer be shared: it has been taken offline",
            "zh-Hans": "该页面已下线，无法分享",
            "zh-Hant": "該頁面已下線，無法分享",
            "ja": "このページは公開終了のため共有できません",
        },
        "member.share_code_not_found": {
            "en": "This share no longer exists",
            "zh-Hans": "该分享不存在",
            "zh-Hant": "該分享不存在",
            "ja": "この共有は存在しません",
        },
    }
)
