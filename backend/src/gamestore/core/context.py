"""Who is asking and how: request id, language, tenant, terminal and platform."""

from __future__ import annotations

import re
import time
import uuid
from dataclasses import dataclass
from enum import IntEnum, StrEnum
from typing import Annotated, Any

import structlog
from fastapi import Depends, Request
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from gamestore.core.errors import AppError, ErrorCode
from gamestore.core.i18n import DEFAULT_LANGUAGE, Lang, normalize_language, register_messages
from gamestore.core.json_body import remember

log = structlog.get_logger("gamestore.access")

MAX_BODY_BYTES = 1_048_576
MAX_UPLOAD_BYTES = 3 * 1_048_576  # multipart uploads; each endpoint enforces its own lower limit
_REQUEST_ID = re.compile(r"^[A-Za-z0-9._-]{1,64}$")
_BODY_METHODS = {"POST", "PUT", "PATCH", "DELETE"}

BAD_HEADER = ErrorCode(400, "error.bad_header")
BODY_TOO_LARGE = ErrorCode(400, "error.body_too_large")
# Buying from inside the iOS app shell while APP_SHELL_IOS_PURCHASES is off (docs/native-shell.md).
IOS_APP_PURCHASES_OFF = ErrorCode(1_002_016_000, "error.ios_app_purchases_off")


class Terminal(IntEnum):
    WECHAT_MINI_PROGRAM = 10
    WECHAT_OFFICIAL_ACCOUNT = 11
    H5 = 20
    APP = 31


class Platform(StrEnum):
    H5 = "H5"
    WECHAT_OFFICIAL_ACCOUNT = "WechatOfficialAccount"
    WECHAT_MINI_PROGRAM = "WechatMiniProgram"
    APP = "App"


def request_language(request: Request) -> Lang:
    lang: Lang | None = request.scope.get("state", {}).get("language")
    return lang or DEFAULT_LANGUAGE


class RequestContextMiddleware:
    """Assigns the request id, reads the language (query, JSON body, header) and logs the request.

    The body is buffered (at most 1 MiB) so the language field in it can be read before routing;
    the application then receives the same bytes, and the routes the JSON parsed here (json_body).
    """

    def __init__(
        self, app: ASGIApp, max_body_bytes: int = MAX_BODY_BYTES, max_upload_bytes: int = MAX_UPLOAD_BYTES
    ) -> None:
        self.app = app
        self.max_body_bytes = max_body_bytes
        self.max_upload_bytes = max_upload_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        request = Request(scope)
        request_id = request.headers.get("x-request-id", "")
        if not _REQUEST_ID.fullmatch(request_id):
            request_id = uuid.uuid4().hex
        state = scope.setdefault("state", {})
        state["request_id"] = request_id
        status = {"code": 500}

        async def send_with_id(message: Message) -> None:
            if message["type"] == "http.response.start":
                status["code"] = message["status"]
                message.setdefault("headers", [])
                message["headers"] = [*message["headers"], (b"x-request-id", request_id.encode())]
            await send(message)

        structlog.contextvars.bind_contextvars(request_id=request_id)
        try:
            body, too_large = await self._read_body(scope, receive, request.headers.get("content-type", ""))
            state["language"] = _resolve_language(request, scope, body)
            if too_large:
                from gamestore.core.handlers import app_error_response

                response = app_error_response(AppError(BODY_TOO_LARGE), state["language"])
                await response(scope, receive, send_with_id)
                return
            await self.app(scope, _replay(body, receive), send_with_id)
        finally:
            log.info(
                "request",
                method=scope["method"],
                path=scope["path"],
                status=status["code"],
                ms=round((time.perf_counter() - started) * 1000, 1),
            )
            structlog.contextvars.unbind_contextvars("request_id")

    async def _read_body(self, scope: Scope, receive: Receive, content_type: str) -> tuple[bytes, bool]:
        if scope["method"] not in _BODY_METHODS:
            return b"", False
        limit = self.max_upload_bytes if "multipart/" in content_type else self.max_body_bytes
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] != "http.request":
                break
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > limit:
                return b"", True
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        return b"".join(chunks), False


def _replay(body: bytes, receive: Receive) -> Receive:
    sent = False

    async def replay() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return replay


def _resolve_language(request: Request, scope: Scope, body: bytes) -> Lang:
    return (
        normalize_language(request.query_params.get("language"))
        or _body_language(request, scope, body)
        or normalize_language(request.headers.get("content-language"))
        or DEFAULT_LANGUAGE
    )


def _body_language(request: Request, scope: Scope, body: bytes) -> Lang | None:
    if not body or "json" not in request.headers.get("content-type", ""):
        return None
    parsed = remember(scope, body)  # a malformed body is the route's to refuse (400)
    value = parsed.get("language") if isinstance(parsed, dict) else None
    return normalize_language(value) if isinstance(value, str) else None


# Our app shell's user agent carries this mark (docs/native-shell.md); on iOS also the device's name.
_APP_SHELL_MARK = re.compile(r"gamestoreapp/", re.IGNORECASE)
_IOS_MARK = re.compile(r"\b(iphone|ipad|ipod|ios)\b", re.IGNORECASE)


def is_ios_app_shell(user_agent: str) -> bool:
    """True for a page inside our app shell on iOS (its user agent; docs/native-shell.md)."""
    return bool(_APP_SHELL_MARK.search(user_agent) and _IOS_MARK.search(user_agent))


@dataclass(frozen=True, slots=True)
class RequestContext:
    tenant_id: int
    terminal: Terminal
    platform: Platform | None
    language: Lang
    client_ip: str
    request_id: str
    ios_app_shell: bool = False  # inside our app shell on iOS (is_ios_app_shell)


async def get_request_context(request: Request) -> RequestContext:
    """Validates the context headers; an unknown tenant is refused before anything else runs."""
    # The scope's state dict itself: Starlette's request.state raises (and we would catch) an
    # AttributeError for every name not yet set, a cost on every request.
    state: dict[str, Any] = request.scope.setdefault("state", {})
    cached: RequestContext | None = state.get("context")
    if cached is not None:
        return cached
    tenant_id = _int_header(request, "tenant-id", default=1)
    await request.app.state.tenants.require(tenant_id)
    terminal_value = _int_header(request, "terminal", default=Terminal.H5)
    if terminal_value not in Terminal._value2member_map_:
        raise AppError(BAD_HEADER, header="terminal")
    platform_value = request.headers.get("platform")
    if platform_value and platform_value not in Platform._value2member_map_:
        raise AppError(BAD_HEADER, header="platform")
    context = RequestContext(
        tenant_id=tenant_id,
        terminal=Terminal(terminal_value),
        platform=Platform(platform_value) if platform_value else None,
        language=request_language(request),
        # The connection's address, or one forwarded by a proxy FORWARDED_ALLOW_IPS names (uvicorn
        # rewrites it before the app sees it: cli.uvicorn_proxy_options).
        client_ip=request.client.host if request.client else "unknown",
        request_id=state.get("request_id", ""),
        ios_app_shell=is_ios_app_shell(request.headers.get("user-agent", "")),
    )
    state["context"] = context
    return context


def refuse_purchase_in_ios_app_shell(context: RequestContext, purchases_allowed: bool) -> None:
    """Checkout, paying and recharging refuse a request from the iOS app shell unless the
    APP_SHELL_IOS_PURCHASES setting allows it (App Review Guideline 3.1.1; decisions.md)."""
    if context.ios_app_shell and not purchases_allowed:
        raise AppError(IOS_APP_PURCHASES_OFF)


def _int_header(request: Request, name: str, default: int) -> int:
    raw = request.headers.get(name)
    if raw is None or raw == "":
        return default
    if not raw.isascii() or not raw.isdigit() or len(raw) > 18:
        raise AppError(BAD_HEADER, header=name)
    return int(raw)


Context = Annotated[RequestContext, Depends(get_request_context)]

register_messages(
    {
        "error.bad_header": {
            "en": "Invalid request header {header}",
            "zh-Hans": "请求头 {header} 不正确",
            "zh-Hant": "請求標頭 {header} 不正確",
            "ja": "リクエストヘッダー {header} が不正です",
        },
        "error.ios_app_purchases_off": {
            "en": "Games cannot be bought in the iOS app: open the store in your browser to buy",
            "zh-Hans": "iOS App 内暂不支持购买，请在浏览器中打开商城购买",
            "zh-Hant": "iOS App 內暫不支援購買，請在瀏覽器中開啟商城購買",
            "ja": "iOS アプリ内では購入できません。ブラウザでストアを開いて購入してください",
        },
        "error.body_too_large": {
            "en": "The request body is too large",
            "zh-Hans": "请求体过大",
            "zh-Hant": "請求內容過大",
            "ja": "リクエスト本文が大きすぎます",
        },
    }
)
