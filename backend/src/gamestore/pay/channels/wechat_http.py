"""Signed calls to the WeChat Pay v3 API: every request carries the merchant's ``Authorization``
signature, and every successful answer must carry a valid, fresh WeChat Pay signature."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, Final

import httpx
import structlog

from gamestore.core.http import outside_client
from gamestore.pay.channels import wechat_crypto
from gamestore.pay.channels.base import ChannelError
from gamestore.pay.channels.wechat_config import SignatureCheckError, WechatKeys, WechatPayConfig

log = structlog.get_logger(__name__)

USER_AGENT: Final = "gamestore-wechatpay-v3/1.0"
PUBLIC_KEY_ID: Final = "PUB_KEY_ID_"

# Codes of ChannelErrors raised here rather than by the gateway (the gateway's own are UPPER_CASE
# words too, e.g. PARAM_ERROR, SIGN_ERROR, INVALID_REQUEST, ORDERPAID, ORDER_NOT_EXIST).
GATEWAY_UNREACHABLE: Final = "GATEWAY_UNREACHABLE"
GATEWAY_TIMEOUT: Final = "GATEWAY_TIMEOUT"
BAD_RESPONSE: Final = "BAD_RESPONSE"
INVALID_RESPONSE_SIGNATURE: Final = "INVALID_RESPONSE_SIGNATURE"
TOO_MANY_REQUESTS: Final = 429


class WechatPayHttp:
    def __init__(
        self,
        config: WechatPayConfig,
        keys: WechatKeys,
        *,
        clock: Callable[[], float],
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self._mchid = config.mchid
        self._serial_no = config.merchant_serial_no
        self._keys = keys
        self._clock = clock
        # Declaring the platform public key we hold makes WeChat Pay sign answers with it (during
        # the move from platform certificates it may otherwise sign with a certificate).
        ids = [key.serial.strip() for key in config.platform_keys if key.serial.startswith(PUBLIC_KEY_ID)]
        self._declared_serial = ids[0] if ids else None
        self._timeout = config.timeout_seconds
        self._client = outside_client(
            base_url=config.base_url, timeout=config.timeout_seconds, transport=transport
        )

    async def aclose(self) -> None:
        await self._client.aclose()

    async def call(self, method: str, path: str, payload: dict[str, Any] | None = None) -> dict[str, Any]:
        """Send one signed request; the verified JSON answer (``{}`` for 204 No Content)."""
        response = await self._send(self._signed_request(method, path, payload))
        if not response.is_success:
            raise _gateway_error(response)
        try:
            self._keys.verify_signed(response.headers, response.content, self._clock())
        except SignatureCheckError as exc:
            log.warning("wechatpay answer refused", path=path, status=response.status_code, reason=str(exc))
            raise ChannelError(INVALID_RESPONSE_SIGNATURE, str(exc)) from exc
        if not response.content:
            return {}
        answer = _json_object(response)
        if answer is None:
            raise ChannelError(BAD_RESPONSE, f"HTTP {response.status_code} with a non-JSON-object body")
        return answer

    def _signed_request(self, method: str, path: str, payload: dict[str, Any] | None) -> httpx.Request:
        body = (
            b""
            if payload is None
            else json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode()
        )
        headers = {"Accept": "application/json", "User-Agent": USER_AGENT}
        if payload is not None:
            headers["Content-Type"] = "application/json"
        if self._declared_serial:
            headers["Wechatpay-Serial"] = self._declared_serial
        request = self._client.build_request(method, path, content=body or None, headers=headers)
        # Sign exactly what goes on the wire: the encoded path and query as httpx will send them.
        request.headers["Authorization"] = wechat_crypto.authorization(
            mchid=self._mchid,
            serial_no=self._serial_no,
            private_key=self._keys.private_key,
            method=method,
            url=request.url.raw_path.decode("ascii"),
            body=body,
            timestamp=int(self._clock()),
            nonce=wechat_crypto.new_nonce(),
        )
        return request

    async def _send(self, request: httpx.Request) -> httpx.Response:
        try:
            return await self._client.send(request)
        except httpx.TimeoutException as exc:
            raise ChannelError(
                GATEWAY_TIMEOUT,
                f"WeChat Pay timed out after {self._timeout}s ({type(exc).__name__})",
                transient=True,
            ) from exc
        except httpx.HTTPError as exc:
            raise ChannelError(
                GATEWAY_UNREACHABLE, f"WeChat Pay unreachable: {type(exc).__name__}", transient=True
            ) from exc


def _gateway_error(response: httpx.Response) -> ChannelError:
    """The gateway's ``{code, message}`` as it sent them (the flow matches words in the message)."""
    answer = _json_object(response)
    request_id = response.headers.get("Request-ID", "")
    transient = response.is_server_error or response.status_code == TOO_MANY_REQUESTS
    if answer is None or not isinstance(answer.get("code"), str):
        error = ChannelError(
            f"HTTP_{response.status_code}", "WeChat Pay answered without an error object", transient=transient
        )
    else:
        error = ChannelError(answer["code"], str(answer.get("message", "")), transient=transient)
    log.warning(
        "wechatpay refused",
        status=response.status_code,
        code=error.code,
        message=error.message,
        request_id=request_id,
    )
    return error


def _json_object(response: httpx.Response) -> dict[str, Any] | None:
    try:
        answer = response.json()
    except ValueError:
        return None
    return answer if isinstance(answer, dict) else None
