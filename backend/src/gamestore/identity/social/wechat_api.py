"""A typed async client for the WeChat (official account / mini program / open platform) server API:
login-code exchange, the server access token and the JS-SDK ticket; for the mini program also the
member's phone number (getPhoneNumber's code), unlimited mini-program codes, the subscribe-message
templates, sending a subscribe message and uploading a payment's shipping (发货信息录入).

WeChat answers errors with HTTP 200 and ``{"errcode": N, "errmsg": "..."}``; they become
``WechatApiError``. Secrets come from the settings as ``SecretStr`` and never reach a log line or a
``repr``. The access token and the jsapi ticket are cached in this process until five minutes
before they expire, fetched one at a time, and fetched again once when WeChat says the token is
invalid (40001) or expired (42001). Mini-program codes are kept in a small LRU and the template
list for ten minutes (WECHAT_TEMPLATES_CACHE_SECONDS), per client (one per application).
"""

from __future__ import annotations

import asyncio
import logging
import re
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from enum import IntEnum
from typing import Any, Final, TypeVar
from urllib.parse import urlencode

import httpx
from pydantic import SecretStr

from gamestore.core.config import Settings
from gamestore.core.http import outside_client

log = logging.getLogger(__name__)
T = TypeVar("T")
_CREDENTIALS = re.compile(r"((?:secret|access_token|js_code|code)=)[^&\s\"']*")


class _RedactCredentials(logging.Filter):
    """httpx logs every request URL at INFO; WeChat's carry the app secret and tokens."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.args:
            args = record.args if isinstance(record.args, tuple) else (record.args,)
            record.args = tuple(_CREDENTIALS.sub(r"\1***", str(a)) if "=" in str(a) else a for a in args)
        record.msg = _CREDENTIALS.sub(r"\1***", str(record.msg))
        return True


logging.getLogger("httpx").addFilter(_RedactCredentials())

INVALID_CREDENTIAL: Final = 40001
ACCESS_TOKEN_EXPIRED: Final = 42001
TOKEN_REFRESH_CODES: Final = frozenset({INVALID_CREDENTIAL, ACCESS_TOKEN_EXPIRED})
NETWORK_ERROR: Final = -2  # ours: WeChat could not be reached or answered something unreadable
EXPIRY_MARGIN_SECONDS: Final = 300
SYSTEM_BUSY: Final = -1
PNG_SIGNATURE: Final = b"\x89PNG\r\n\x1a\n"
JPEG_SIGNATURE: Final = b"\xff\xd8\xff"
WXA_CODE_CACHE_SIZE: Final = 128
TEMPLATES_CACHE_SECONDS: Final = 600
# upload_shipping_info's own answers (发货信息管理服务).
SHIPPING_ORDER_NOT_FOUND: Final = 10060001  # 支付单不存在: not in WeChat's books yet right after paying
SHIPPING_ALREADY_SHIPPED: Final = 10060002  # 支付单已完成发货
SHIPPING_RESHIP_USED_UP: Final = 10060003  # 支付单已使用重新发货机会
LOGISTICS_VIRTUAL: Final = 3  # 虚拟商品: no tracking number, no express company
UNIFIED_DELIVERY: Final = 1
ITEM_DESC_MAX_CHARS: Final = 120  # "限120个字以内": characters, not bytes


class SocialType(IntEnum):
    """Dictionary system_social_type."""

    WECHAT_OFFICIAL = 31
    WECHAT_MINI_PROGRAM = 34
    WECHAT_APP = 43


class WechatApiError(Exception):
    def __init__(self, errcode: int, errmsg: str) -> None:
        super().__init__(f"WeChat API error {errcode}: {errmsg}")
        self.errcode = errcode
        self.errmsg = errmsg

    @property
    def unavailable(self) -> bool:
        """WeChat could not be reached or was busy (worth trying again), not a refusal."""
        return self.errcode in (NETWORK_ERROR, SYSTEM_BUSY)


@dataclass(frozen=True, slots=True)
class WechatApp:
    appid: str
    secret: SecretStr

    def __repr__(self) -> str:  # never the secret
        return f"WechatApp(appid={self.appid!r})"


@dataclass(frozen=True, slots=True)
class WechatIdentity:
    openid: str
    unionid: str | None


@dataclass(frozen=True, slots=True)
class PhoneNumber:
    """getuserphonenumber's ``phone_info``: the number without its country code, the code
    (``"86"`` for the mainland) and the appid WeChat stamped on it."""

    pure_number: str
    country_code: str
    watermark_appid: str


@dataclass(frozen=True, slots=True)
class SubscribeTemplate:
    """One of the mini program's subscribe-message templates (``priTmplId`` etc.)."""

    id: str
    title: str
    content: str
    example: str
    type: int


@dataclass
class _Cached:
    value: str
    good_until: float


def apps_from_settings(settings: Settings) -> dict[SocialType, WechatApp]:
    """The social types this store can bind: those whose appid and secret are both set."""
    pairs = {
        SocialType.WECHAT_OFFICIAL: (settings.wechat_appid_official, settings.wechat_secret_official),
        SocialType.WECHAT_MINI_PROGRAM: (
            settings.wechat_appid_mini_program,
            settings.wechat_secret_mini_program,
        ),
        SocialType.WECHAT_APP: (settings.wechat_appid_app, settings.wechat_secret_app),
    }
    return {
        kind: WechatApp(appid, secret)
        for kind, (appid, secret) in pairs.items()
        if appid and secret.get_secret_value()
    }


class WechatApi:
    """One per application (``app.state.wechat_api``); close with ``aclose()``."""

    def __init__(
        self,
        apps: dict[SocialType, WechatApp],
        *,
        api_base_url: str,
        open_base_url: str,
        transport: httpx.AsyncBaseTransport | None = None,
        clock: Callable[[], float] = time.monotonic,
        timeout: float = 10.0,
        templates_cache_seconds: float = TEMPLATES_CACHE_SECONDS,
    ) -> None:
        self._apps = dict(apps)
        self._open_base_url = open_base_url.rstrip("/")
        self._http = outside_client(base_url=api_base_url.rstrip("/"), transport=transport, timeout=timeout)
        self._clock = clock
        self._lock = asyncio.Lock()
        self._tokens: dict[str, _Cached] = {}  # by appid
        self._tickets: dict[str, _Cached] = {}
        self._wxa_codes: OrderedDict[tuple[str, str, str, bool, str], bytes] = OrderedDict()
        self._templates: dict[str, tuple[float, tuple[SubscribeTemplate, ...]]] = {}
        self._templates_cache_seconds = templates_cache_seconds

    @classmethod
    def from_settings(cls, settings: Settings) -> WechatApi:
        return cls(
            apps_from_settings(settings),
            api_base_url=settings.wechat_api_base_url,
            open_base_url=settings.wechat_open_base_url,
            templates_cache_seconds=settings.wechat_templates_cache_seconds,
        )

    def __repr__(self) -> str:
        return f"WechatApi(types={sorted(int(t) for t in self._apps)})"

    async def aclose(self) -> None:
        await self._http.aclose()

    def app(self, kind: SocialType) -> WechatApp | None:
        """The app for a social type, or None when this store is not configured for it."""
        return self._apps.get(kind)

    def authorize_url(self, app: WechatApp, redirect_uri: str, state: str) -> str:
        """The official account's OAuth page (snsapi_base: the openid, no consent screen)."""
        query = urlencode(
            {
                "appid": app.appid,
                "redirect_uri": redirect_uri,
                "response_type": "code",
                "scope": "snsapi_base",
                "state": state,
            }
        )
        return f"{self._open_base_url}/connect/oauth2/authorize?{query}#wechat_redirect"

    async def exchange_code(self, kind: SocialType, app: WechatApp, code: str) -> WechatIdentity:
        """The openid behind a login code: OAuth for 31 and 43, jscode2session for 34."""
        secret = app.secret.get_secret_value()
        if kind == SocialType.WECHAT_MINI_PROGRAM:
            path = "/sns/jscode2session"
            params = {"appid": app.appid, "secret": secret, "js_code": code}
        else:
            path = "/sns/oauth2/access_token"
            params = {"appid": app.appid, "secret": secret, "code": code}
        params["grant_type"] = "authorization_code"
        answer = await self._get(path, params)
        openid = answer.get("openid")
        if not isinstance(openid, str) or not openid:
            raise WechatApiError(NETWORK_ERROR, "no openid in the answer")
        unionid = answer.get("unionid")
        return WechatIdentity(
            openid=openid, unionid=unionid if isinstance(unionid, str) and unionid else None
        )

    async def jsapi_ticket(self, app: WechatApp) -> str:
        """The app's jsapi ticket, cached; fetched again once if WeChat refuses the cached token."""
        async with self._lock:
            cached = self._tickets.get(app.appid)
            if cached is not None and self._clock() < cached.good_until:
                return cached.value
            token = await self._access_token(app)
            try:
                answer = await self._get(
                    "/cgi-bin/ticket/getticket", {"access_token": token, "type": "jsapi"}
                )
            except WechatApiError as exc:
                if exc.errcode not in TOKEN_REFRESH_CODES:
                    raise
                log.info("wechat access token refused (%s), fetching a new one", exc.errcode)
                self._tokens.pop(app.appid, None)
                token = await self._access_token(app)
                answer = await self._get(
                    "/cgi-bin/ticket/getticket", {"access_token": token, "type": "jsapi"}
                )
            ticket = self._tickets[app.appid] = self._cache(answer, "ticket")
            return ticket.value

    # -- mini program -------------------------------------------------------------------------

    async def phone_number(self, app: WechatApp, code: str) -> PhoneNumber:
        """The number behind a getPhoneNumber button's code (each code works once)."""
        answer = await self._authorized(
            app, lambda token: self._post("/wxa/business/getuserphonenumber", token, {"code": code})
        )
        info = answer.get("phone_info")
        watermark = info.get("watermark") if isinstance(info, dict) else None
        if not isinstance(info, dict) or not isinstance(watermark, dict):
            raise WechatApiError(NETWORK_ERROR, "no phone_info in the answer")
        pure, country, appid = info.get("purePhoneNumber"), info.get("countryCode"), watermark.get("appid")
        return PhoneNumber(
            pure_number=pure if isinstance(pure, str) else "",
            country_code=str(country) if isinstance(country, str | int) else "",
            watermark_appid=appid if isinstance(appid, str) else "",
        )

    def cached_wxa_code(
        self, app: WechatApp, scene: str, page: str, check_path: bool, env_version: str
    ) -> bytes | None:
        """A mini-program code this client already made, or None."""
        key = (app.appid, scene, page, check_path, env_version)
        image = self._wxa_codes.get(key)
        if image is not None:
            self._wxa_codes.move_to_end(key)
        return image

    async def wxa_code(
        self, app: WechatApp, scene: str, page: str, check_path: bool, env_version: str = "release"
    ) -> bytes:
        """An unlimited mini-program code (getwxacodeunlimit) opening ``page`` (no leading slash)
        with ``scene``: PNG (transparent background) or JPEG bytes; kept in an LRU."""
        cached = self.cached_wxa_code(app, scene, page, check_path, env_version)
        if cached is not None:
            return cached
        body = {
            "scene": scene,
            "page": page,
            "check_path": check_path,
            "env_version": env_version,
            "is_hyaline": True,
        }
        image = await self._authorized(
            app, lambda token: self._post_for_image("/wxa/getwxacodeunlimit", token, body)
        )
        self._wxa_codes[(app.appid, scene, page, check_path, env_version)] = image
        while len(self._wxa_codes) > WXA_CODE_CACHE_SIZE:
            self._wxa_codes.popitem(last=False)
        return image

    async def subscribe_templates(self, app: WechatApp) -> tuple[SubscribeTemplate, ...]:
        """The mini program's subscribe-message templates, kept ``templates_cache_seconds`` (ten minutes)."""
        cached = self._templates.get(app.appid)
        if cached is not None and self._clock() < cached[0]:
            return cached[1]
        answer = await self._authorized(
            app,
            lambda token: self._get("/wxaapi/newtmpl/gettemplate", {"access_token": token}),
        )
        rows = answer.get("data")
        if not isinstance(rows, list):
            raise WechatApiError(NETWORK_ERROR, "no data in the answer")
        templates = tuple(
            SubscribeTemplate(
                id=str(row.get("priTmplId", "")),
                title=str(row.get("title", "")),
                content=str(row.get("content", "")),
                example=str(row.get("example", "")),
                type=int(row["type"]) if isinstance(row.get("type"), int) else 0,
            )
            for row in rows
            if isinstance(row, dict) and row.get("priTmplId")
        )
        self._templates[app.appid] = (self._clock() + self._templates_cache_seconds, templates)
        return templates

    async def send_subscribe_message(
        self, app: WechatApp, *, openid: str, template_id: str, page: str, data: dict[str, str]
    ) -> None:
        """A subscribe message to ``openid`` (who accepted ``template_id`` in the mini program; each
        acceptance carries one message). ``data`` maps the template's keys (``thing1``) to values."""
        body = {
            "touser": openid,
            "template_id": template_id,
            "page": page,
            "data": {key: {"value": value} for key, value in data.items()},
        }
        await self._authorized(app, lambda token: self._post("/cgi-bin/message/subscribe/send", token, body))

    async def upload_shipping_info(
        self,
        app: WechatApp,
        *,
        mchid: str,
        out_trade_no: str,
        openid: str,
        item_desc: str,
        upload_time: str,
    ) -> None:
        """Tell WeChat a mini-program payment's virtual goods were delivered (its money is frozen until
        then): order_key by the merchant and its out_trade_no (order_number_type 1), one shipping
        entry, ``upload_time`` in RFC 3339. Raises WechatApiError (10060002: shipped already)."""
        body = {
            "order_key": {"order_number_type": 1, "mchid": mchid, "out_trade_no": out_trade_no},
            "logistics_type": LOGISTICS_VIRTUAL,
            "delivery_mode": UNIFIED_DELIVERY,
            "shipping_list": [{"item_desc": item_desc}],
            "upload_time": upload_time,
            "payer": {"openid": openid},
        }
        await self._authorized(
            app, lambda token: self._post("/wxa/sec/order/upload_shipping_info", token, body)
        )

    async def _authorized(self, app: WechatApp, call: Callable[[str], Awaitable[T]]) -> T:
        """``call`` with the app's access token; once more with a new token when WeChat says the
        token is invalid or expired."""
        async with self._lock:
            token = await self._access_token(app)
        try:
            return await call(token)
        except WechatApiError as exc:
            if exc.errcode not in TOKEN_REFRESH_CODES:
                raise
            log.info("wechat access token refused (%s), fetching a new one", exc.errcode)
            async with self._lock:
                cached = self._tokens.get(app.appid)
                if cached is not None and cached.value == token:  # nobody has replaced it yet
                    del self._tokens[app.appid]
                token = await self._access_token(app)
            return await call(token)

    async def _access_token(self, app: WechatApp) -> str:
        cached = self._tokens.get(app.appid)
        if cached is not None and self._clock() < cached.good_until:
            return cached.value
        params = {
            "grant_type": "client_credential",
            "appid": app.appid,
            "secret": app.secret.get_secret_value(),
        }
        token = self._tokens[app.appid] = self._cache(
            await self._get("/cgi-bin/token", params), "access_token"
        )
        return token.value

    def _cache(self, answer: dict[str, Any], field: str) -> _Cached:
        value = answer.get(field)
        expires_in = answer.get("expires_in")
        if not isinstance(value, str) or not value or not isinstance(expires_in, int):
            raise WechatApiError(NETWORK_ERROR, f"no {field} in the answer")
        return _Cached(value, self._clock() + max(expires_in - EXPIRY_MARGIN_SECONDS, 0))

    async def _get(self, path: str, params: dict[str, str]) -> dict[str, Any]:
        try:
            response = await self._http.get(path, params=params)
            answer = response.json()
        except (httpx.HTTPError, ValueError) as exc:
            # The URL carries the secret: log the path and the kind of failure only.
            log.warning("wechat api %s unreachable: %s", path, type(exc).__name__)
            raise WechatApiError(NETWORK_ERROR, type(exc).__name__) from None
        return self._checked(path, response, answer)

    async def _post(self, path: str, token: str, body: dict[str, Any]) -> dict[str, Any]:
        try:
            response = await self._http.post(path, params={"access_token": token}, json=body)
            answer = response.json()
        except (httpx.HTTPError, ValueError) as exc:
            log.warning("wechat api %s unreachable: %s", path, type(exc).__name__)
            raise WechatApiError(NETWORK_ERROR, type(exc).__name__) from None
        return self._checked(path, response, answer)

    async def _post_for_image(self, path: str, token: str, body: dict[str, Any]) -> bytes:
        """WeChat answers image bytes on success and its JSON error otherwise."""
        try:
            response = await self._http.post(path, params={"access_token": token}, json=body)
        except httpx.HTTPError as exc:
            log.warning("wechat api %s unreachable: %s", path, type(exc).__name__)
            raise WechatApiError(NETWORK_ERROR, type(exc).__name__) from None
        content = response.content
        if response.status_code == 200 and content.startswith((PNG_SIGNATURE, JPEG_SIGNATURE)):
            return content
        try:
            answer = response.json()
        except ValueError:
            log.warning("wechat api %s answered neither an image nor JSON", path)
            raise WechatApiError(NETWORK_ERROR, "not an image") from None
        self._checked(path, response, answer)
        raise WechatApiError(NETWORK_ERROR, "no image in the answer")

    def _checked(self, path: str, response: httpx.Response, answer: Any) -> dict[str, Any]:
        if response.status_code != 200 or not isinstance(answer, dict):
            log.warning("wechat api %s answered HTTP %s", path, response.status_code)
            raise WechatApiError(NETWORK_ERROR, f"HTTP {response.status_code}")
        errcode = answer.get("errcode", 0)
        if errcode not in (0, None):
            errmsg = str(answer.get("errmsg", ""))
            log.info("wechat api %s refused: %s %s", path, errcode, errmsg)
            raise WechatApiError(int(errcode), errmsg)
        return answer
