"""Aliyun (Alibaba Cloud) SMS client: Dysmsapi 2017-05-25, action SendSms.

Requests are signed with Aliyun's RPC signature, version 1.0 (HMAC-SHA1):

1. every parameter except ``Signature`` is percent-encoded (RFC 3986: only ``A-Z a-z 0-9 - _ . ~``
   stay as they are, a space is ``%20``, ``*`` is ``%2A``) and sorted by name, then joined as
   ``name=value`` pairs with ``&`` into the canonicalized query string;
2. the string to sign is ``METHOD&%2F&`` followed by the percent-encoded canonicalized query string;
3. the signature is Base64(HMAC-SHA1(key=secret + "&", string to sign)).

The parameters travel as an ``application/x-www-form-urlencoded`` POST body (so mobile numbers and
codes stay out of URLs and access logs); the method in the string to sign is therefore ``POST``.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import uuid
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any, Final
from urllib.parse import quote

import httpx

from gamestore.core import clock
from gamestore.core.http import outside_client
from gamestore.identity.sms.base import SmsDeliveryError, SmsScene

API_VERSION: Final = "2017-05-25"
ACTION: Final = "SendSms"
REGION_ID: Final = "cn-hangzhou"
SIGNATURE_METHOD: Final = "HMAC-SHA1"
SIGNATURE_VERSION: Final = "1.0"
HTTP_METHOD: Final = "POST"
TIMESTAMP_FORMAT: Final = "%Y-%m-%dT%H:%M:%SZ"
DEFAULT_ENDPOINT: Final = "https://dysmsapi.aliyuncs.com/"
STRING_TO_SIGN_ECHO: Final = "server string to sign is"


def percent_encode(value: str) -> str:
    """Aliyun's encoding: UTF-8, RFC 3986 unreserved characters kept, everything else ``%XY``."""
    return quote(value, safe="~")


def canonicalized_query(params: Mapping[str, str]) -> str:
    pairs = sorted((percent_encode(name), percent_encode(value)) for name, value in params.items())
    return "&".join(f"{name}={value}" for name, value in pairs)


def string_to_sign(http_method: str, params: Mapping[str, str]) -> str:
    return f"{http_method.upper()}&{percent_encode('/')}&{percent_encode(canonicalized_query(params))}"


def compute_signature(http_method: str, params: Mapping[str, str], access_key_secret: str) -> str:
    """The value of ``Signature`` for ``params`` (which must not contain ``Signature`` itself)."""
    key = f"{access_key_secret}&".encode()
    message = string_to_sign(http_method, params).encode()
    return base64.b64encode(hmac.new(key, message, hashlib.sha1).digest()).decode("ascii")


def utc_timestamp(now: datetime | None = None) -> str:
    return (now or clock.system_now()).astimezone(UTC).strftime(TIMESTAMP_FORMAT)


class AliyunSmsProvider:
    """Sends one verification code per call through Aliyun Dysmsapi ``SendSms``."""

    def __init__(
        self,
        *,
        access_key_id: str,
        access_key_secret: str,
        sign_name: str,
        template_code: str,
        endpoint: str = DEFAULT_ENDPOINT,
        timeout_seconds: float = 5.0,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self._access_key_id = access_key_id
        self._access_key_secret = access_key_secret
        self._sign_name = sign_name
        self._template_code = template_code
        self._endpoint = endpoint
        self._timeout_seconds = timeout_seconds
        self._client = outside_client(timeout=timeout_seconds, transport=transport)

    def __repr__(self) -> str:  # never show the secret
        return f"AliyunSmsProvider(access_key_id={self._access_key_id!r}, endpoint={self._endpoint!r})"

    async def send_code(self, mobile: str, scene: SmsScene, code: str) -> None:
        # ``scene`` does not change the request: one template serves every scene.
        if "," in mobile:  # PhoneNumbers is a comma-separated list; one call must reach one phone
            raise SmsDeliveryError("Aliyun SMS not called: one mobile number per message")
        body = self._signed_body(self._request_params(mobile, code))
        response = await self._post(body)
        _check_response(response)

    async def aclose(self) -> None:
        await self._client.aclose()

    def _request_params(self, mobile: str, code: str) -> dict[str, str]:
        return {
            "AccessKeyId": self._access_key_id,
            "Action": ACTION,
            "Format": "JSON",
            "PhoneNumbers": mobile,
            "RegionId": REGION_ID,
            "SignName": self._sign_name,
            "SignatureMethod": SIGNATURE_METHOD,
            "SignatureNonce": uuid.uuid4().hex,
            "SignatureVersion": SIGNATURE_VERSION,
            "TemplateCode": self._template_code,
            "TemplateParam": json.dumps({"code": code}, ensure_ascii=False, separators=(",", ":")),
            "Timestamp": utc_timestamp(),
            "Version": API_VERSION,
        }

    def _signed_body(self, params: dict[str, str]) -> str:
        signature = compute_signature(HTTP_METHOD, params, self._access_key_secret)
        return f"{canonicalized_query(params)}&Signature={percent_encode(signature)}"

    async def _post(self, body: str) -> httpx.Response:
        headers = {"Content-Type": "application/x-www-form-urlencoded", "Accept": "application/json"}
        try:
            return await self._client.post(self._endpoint, content=body.encode(), headers=headers)
        except httpx.TimeoutException as exc:
            raise SmsDeliveryError(
                f"Aliyun SMS gateway timed out after {self._timeout_seconds}s ({type(exc).__name__})"
            ) from exc
        except httpx.HTTPError as exc:
            raise SmsDeliveryError(f"Aliyun SMS gateway unreachable: {type(exc).__name__}: {exc}") from exc


def _check_response(response: httpx.Response) -> None:
    payload = _json_object(response)
    code = payload.get("Code")
    if response.is_success and code == "OK":
        return
    raise SmsDeliveryError(
        f"Aliyun SMS refused (HTTP {response.status_code}): Code={code} "
        f"Message={_loggable(payload.get('Message'))} RequestId={payload.get('RequestId')}"
    )


def _loggable(message: object) -> str:
    """Aliyun's message, without the echoed string to sign (it holds the mobile number and the code)."""
    text = str(message)
    cut = text.find(STRING_TO_SIGN_ECHO)
    return (text if cut < 0 else text[:cut]).strip()


def _json_object(response: httpx.Response) -> dict[str, Any]:
    status = response.status_code
    try:
        payload = response.json()
    except ValueError as exc:  # json.JSONDecodeError and UnicodeDecodeError are both ValueErrors
        raise SmsDeliveryError(f"Aliyun SMS answered HTTP {status} with a non-JSON body") from exc
    if not isinstance(payload, dict):
        raise SmsDeliveryError(f"Aliyun SMS answered HTTP {status} with a non-object JSON body")
    return payload
