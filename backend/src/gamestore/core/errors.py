"""Typed errors: every handled failure is an AppError rendered by one handler into the envelope.

Codes below 1000 mirror HTTP statuses; business codes are ``1_DDD_SSS_NNN`` (DDD the domain:
002 system, 004 member; SSS the area; NNN the case), documented in each domain's errors module
and listed, as data, on every endpoint that can answer them (``error_answers``: its ``x-error-codes``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypedDict

from gamestore.core.i18n import register_messages

_DEFINED: dict[str, ErrorCode] = {}


@dataclass(frozen=True, slots=True)
class ErrorCode:
    code: int
    key: str

    def __post_init__(self) -> None:
        _DEFINED[self.key] = self

    @property
    def name(self) -> str:
        """The constant the front end imports: "trade.order_not_found" → "TRADE_ORDER_NOT_FOUND"."""
        return self.key.replace(".", "_").upper()


class AppError(Exception):
    """A handled failure. ``persist`` keeps what was flushed before it (an attempt counter);
    ``retry_after`` (seconds) becomes the answer's Retry-After header; ``data`` the envelope's data
    (what the app needs to act on the failure, e.g. the game to buy first)."""

    def __init__(
        self,
        error: ErrorCode,
        *,
        persist: bool = False,
        retry_after: int | None = None,
        data: dict[str, object] | None = None,
        **params: object,
    ) -> None:
        super().__init__(error.key)
        self.error = error
        self.params = params
        self.persist = persist
        self.retry_after = retry_after
        self.data = data


BAD_REQUEST = ErrorCode(400, "error.bad_request")
UNAUTHORIZED = ErrorCode(401, "error.unauthorized")
TOKEN_EXPIRED = ErrorCode(401, "error.token_expired")
FORBIDDEN = ErrorCode(403, "error.forbidden")
NOT_FOUND = ErrorCode(404, "error.not_found")
METHOD_NOT_ALLOWED = ErrorCode(405, "error.method_not_allowed")
TOO_MANY_REQUESTS = ErrorCode(429, "error.too_many_requests")
INTERNAL_ERROR = ErrorCode(500, "error.internal")
SERVICE_BUSY = ErrorCode(503, "error.service_busy")
TENANT_NOT_FOUND = ErrorCode(1_002_015_000, "error.tenant_not_found")
TENANT_DISABLED = ErrorCode(1_002_015_001, "error.tenant_disabled")

register_messages(
    {
        "error.bad_request": {
            "en": "Bad request",
            "zh-Hans": "请求错误",
            "zh-Hant": "請求錯誤",
            "ja": "不正なリクエストです",
        },
        "error.unauthorized": {
            "en": "Please log in first",
            "zh-Hans": "请先登录",
            "zh-Hant": "請先登入",
            "ja": "先にログインしてください",
        },
        "error.token_expired": {
            "en": "Your login has expired",
            "zh-Hans": "您的登陆已过期",
            "zh-Hant": "您的登入已過期",
            "ja": "ログインの有効期限が切れました",
        },
        "error.forbidden": {
            "en": "Access denied",
            "zh-Hans": "拒绝访问",
            "zh-Hant": "拒絕存取",
            "ja": "アクセスが拒否されました",
        },
        "error.not_found": {
            "en": "Not found",
            "zh-Hans": "请求出错",
            "zh-Hant": "請求出錯",
            "ja": "見つかりません",
        },
        "error.method_not_allowed": {
            "en": "Method not allowed",
            "zh-Hans": "请求方法不正确",
            "zh-Hant": "請求方法不正確",
            "ja": "許可されていないメソッドです",
        },
        "error.too_many_requests": {
            "en": "Too many requests, please try again later",
            "zh-Hans": "请求频繁, 请稍后再访问",
            "zh-Hant": "請求頻繁, 請稍後再訪問",
            "ja": "リクエストが多すぎます。しばらくしてから再度お試しください",
        },
        "error.internal": {
            "en": "The server is having a moment, please try again later",
            "zh-Hans": "服务器开小差啦,请稍后再试~",
            "zh-Hant": "伺服器開小差啦,請稍後再試~",
            "ja": "サーバーで問題が発生しました。しばらくしてから再度お試しください",
        },
        "error.service_busy": {
            "en": "The service is busy, please try again",
            "zh-Hans": "服务繁忙，请稍后再试",
            "zh-Hant": "服務繁忙，請稍後再試",
            "ja": "サービスが混み合っています。しばらくしてから再度お試しください",
        },
        "error.tenant_not_found": {
            "en": "Unknown tenant: {tenant}",
            "zh-Hans": "租户不存在: {tenant}",
            "zh-Hant": "租戶不存在: {tenant}",
            "ja": "テナントが存在しません: {tenant}",
        },
        "error.tenant_disabled": {
            "en": "This tenant is disabled",
            "zh-Hans": "租户已被禁用",
            "zh-Hant": "租戶已被停用",
            "ja": "このテナントは無効です",
        },
    }
)


ERROR_CODES_EXTENSION = "x-error-codes"


class ErrorAnswers(TypedDict):
    """A route's keyword arguments (``@router.get(..., **error_answers(...))``): the business codes it
    answers as data, the operation's ``x-error-codes`` (their names), and its description listing them."""

    description: str
    openapi_extra: dict[str, Any]


def error_answers(*errors: ErrorCode, prose: str = "") -> ErrorAnswers:
    """The codes an endpoint can answer; ``prose`` comes before the generated list in its description."""
    return {
        "description": prose + _answer_codes_line(errors),
        "openapi_extra": {ERROR_CODES_EXTENSION: [error.name for error in errors]},
    }


def _answer_codes_line(errors: tuple[ErrorCode, ...]) -> str:
    common = (
        "400 bad input (msg names the field), 429 too many requests, "
        "503 service busy (HTTP 503 with Retry-After: the database is unavailable)"
    )
    listed = ", ".join(f"{e.code} {e.key}" for e in errors)
    return f"Answer codes: 0 success; {common}" + (f"; {listed}" if listed else "")


def defined_error_codes() -> dict[str, int]:
    """Every ErrorCode defined so far (all of them once the routers are imported), by name."""
    return {error.name: error.code for error in sorted(_DEFINED.values(), key=lambda e: (e.code, e.key))}
