"""AliyunSmsProvider against a local Dysmsapi stand-in over loopback HTTP; the stand-in's own checks."""

from __future__ import annotations

import base64
import hashlib
import hmac
import socket
import uuid
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime, timedelta
from urllib.parse import quote_plus

import httpx
import pytest
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse
from starlette.routing import Route

from fixtures.aliyun_sms_standin import (
    AliyunSmsStandIn,
    aliyun_percent_encode,
    aliyun_signature,
    aliyun_timestamp,
)
from fixtures.live_server import serve_in_thread
from gamestore.identity.sms.aliyun import AliyunSmsProvider, compute_signature, percent_encode
from gamestore.identity.sms.base import SmsDeliveryError, SmsProvider, SmsScene

KEY_ID = "LTAI5tStandInKeyId"
SECRET = "StandInSecret+/=kept-private"
SIGN_NAME = "游戏商店"
TEMPLATE = "SMS_123456789"
MOBILE = "13800138000"

# Aliyun's own worked example of signature version 1.0 (DescribeRegions, testid / testsecret).
DOC_PARAMS = {
    "TimeStamp": "2016-02-23T12:46:24Z",
    "Format": "XML",
    "AccessKeyId": "testid",
    "Action": "DescribeRegions",
    "SignatureMethod": "HMAC-SHA1",
    "SignatureNonce": "3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf",
    "Version": "2014-05-26",
    "SignatureVersion": "1.0",
}
DOC_SIGNATURE = "CT9X0VtwR86fNWSnsc6v8YGOjuE="


@pytest.fixture
def standin() -> AliyunSmsStandIn:
    return AliyunSmsStandIn(access_key_id=KEY_ID, access_key_secret=SECRET)


@pytest.fixture
def gateway_url(standin: AliyunSmsStandIn) -> Iterator[str]:
    with serve_in_thread(standin) as base_url:
        yield f"{base_url}/"


def make_provider(endpoint: str, **overrides: object) -> AliyunSmsProvider:
    settings: dict[str, object] = {
        "access_key_id": KEY_ID,
        "access_key_secret": SECRET,
        "sign_name": SIGN_NAME,
        "template_code": TEMPLATE,
        "endpoint": endpoint,
    }
    settings.update(overrides)
    return AliyunSmsProvider(**settings)  # type: ignore[arg-type]


@pytest.fixture
async def provider(gateway_url: str) -> AsyncIterator[AliyunSmsProvider]:
    client = make_provider(gateway_url)
    yield client
    await client.aclose()


async def send_with(endpoint: str, mobile: str = MOBILE, **overrides: object) -> None:
    client = make_provider(endpoint, **overrides)
    try:
        await client.send_code(mobile, SmsScene.LOGIN, "246810")
    finally:
        await client.aclose()


# --- signing ------------------------------------------------------------------------------------


def test_client_signature_matches_aliyun_documented_example() -> None:
    assert compute_signature("GET", DOC_PARAMS, "testsecret") == DOC_SIGNATURE


def test_standin_signature_matches_aliyun_documented_example() -> None:
    assert aliyun_signature("GET", DOC_PARAMS, "testsecret") == DOC_SIGNATURE


@pytest.mark.parametrize(
    ("raw", "encoded"),
    [
        ("a b", "a%20b"),
        ("a*b", "a%2Ab"),
        ("a~b", "a~b"),
        ("a+b/c=d&e", "a%2Bb%2Fc%3Dd%26e"),
        ("AZaz09-_.", "AZaz09-_."),
        ("阿里云", "%E9%98%BF%E9%87%8C%E4%BA%91"),
    ],
)
def test_percent_encoding_follows_aliyun_rules(raw: str, encoded: str) -> None:
    assert percent_encode(raw) == encoded
    assert aliyun_percent_encode(raw) == encoded


# --- the provider against the stand-in ----------------------------------------------------------


def test_provider_satisfies_the_protocol(provider: AliyunSmsProvider) -> None:
    as_protocol: SmsProvider = provider
    assert as_protocol is provider
    assert SECRET not in repr(provider)


async def test_code_is_delivered(provider: AliyunSmsProvider, standin: AliyunSmsStandIn) -> None:
    await provider.send_code(MOBILE, SmsScene.LOGIN, "135790")

    assert len(standin.sent) == 1
    sms = standin.sent[0]
    assert (sms.mobile, sms.sign_name, sms.template_code) == (MOBILE, SIGN_NAME, TEMPLATE)
    assert sms.template_params == {"code": "135790"}
    assert sms.biz_id
    assert sms.request_id
    assert standin.rejections == []


async def test_every_send_uses_a_fresh_nonce(provider: AliyunSmsProvider, standin: AliyunSmsStandIn) -> None:
    for scene, code in [(SmsScene.LOGIN, "111111"), (SmsScene.RESET_PASSWORD, "222222")]:
        await provider.send_code(MOBILE, scene, code)

    assert [sms.template_params["code"] for sms in standin.sent] == ["111111", "222222"]
    assert standin.rejections == []


@pytest.mark.parametrize(
    "sign_name",
    ["阿里云短信测试", "Game Store", "*Star* ~Tilde~", "游戏 商店*~ (v2) +=&/%'!"],
)
async def test_awkward_sign_names_are_signed_correctly(
    gateway_url: str, standin: AliyunSmsStandIn, sign_name: str
) -> None:
    await send_with(gateway_url, sign_name=sign_name)

    assert [sms.sign_name for sms in standin.sent] == [sign_name]


async def test_wrong_secret_is_reported_as_signature_mismatch(
    gateway_url: str, standin: AliyunSmsStandIn
) -> None:
    wrong_secret = "NotTheRightSecret"
    with pytest.raises(SmsDeliveryError, match="SignatureDoesNotMatch") as caught:
        await send_with(gateway_url, access_key_secret=wrong_secret)

    message = str(caught.value)
    assert wrong_secret not in message
    assert SECRET not in message
    assert "246810" not in message  # the gateway echoes its string to sign; that stays out of logs
    assert MOBILE not in message
    assert standin.sent == []


async def test_unknown_access_key_id(gateway_url: str, standin: AliyunSmsStandIn) -> None:
    with pytest.raises(SmsDeliveryError, match=r"InvalidAccessKeyId\.NotFound") as caught:
        await send_with(gateway_url, access_key_id="LTAI5tSomebodyElse")

    assert SECRET not in str(caught.value)
    assert standin.sent == []


async def test_illegal_mobile_is_refused_by_the_gateway(gateway_url: str, standin: AliyunSmsStandIn) -> None:
    with pytest.raises(SmsDeliveryError, match=r"isv\.MOBILE_NUMBER_ILLEGAL"):
        await send_with(gateway_url, mobile="1380013800")

    assert standin.sent == []


async def test_several_mobiles_in_one_call_are_refused_before_sending(
    gateway_url: str, standin: AliyunSmsStandIn
) -> None:
    with pytest.raises(SmsDeliveryError, match="one mobile number"):
        await send_with(gateway_url, mobile=f"{MOBILE},13900139000")

    assert standin.sent == []
    assert standin.rejections == []


@pytest.fixture
def closed_port_url() -> Iterator[str]:
    """A port that is bound (so nobody else takes it) but not listening: connections are refused."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        yield f"http://127.0.0.1:{sock.getsockname()[1]}/"


async def test_unreachable_gateway(closed_port_url: str) -> None:
    with pytest.raises(SmsDeliveryError, match="unreachable") as caught:
        await send_with(closed_port_url)

    assert SECRET not in str(caught.value)


async def test_gateway_timeout(gateway_url: str, standin: AliyunSmsStandIn) -> None:
    standin.response_delay_seconds = 1.0

    with pytest.raises(SmsDeliveryError, match="timed out"):
        await send_with(gateway_url, timeout_seconds=0.2)


async def test_non_json_error_page() -> None:
    async def bad_gateway(request: Request) -> HTMLResponse:
        return HTMLResponse("<html><body>502 Bad Gateway</body></html>", status_code=502)

    app = Starlette(routes=[Route("/", bad_gateway, methods=["GET", "POST"])])
    with (
        serve_in_thread(app) as base_url,
        pytest.raises(SmsDeliveryError, match="HTTP 502 with a non-JSON body"),
    ):
        await send_with(f"{base_url}/")


async def test_in_process_transport_is_accepted(standin: AliyunSmsStandIn) -> None:
    client = make_provider("http://dysmsapi.test/", transport=httpx.ASGITransport(app=standin))
    try:
        await client.send_code(MOBILE, SmsScene.CHANGE_MOBILE, "975310")
    finally:
        await client.aclose()

    assert standin.sent[0].template_params == {"code": "975310"}


# --- the stand-in's own checks, with hand-made requests -----------------------------------------


def signed_params(
    *, http_method: str = "POST", secret: str = SECRET, drop: str | None = None, **overrides: str
) -> dict[str, str]:
    params = {
        "AccessKeyId": KEY_ID,
        "Action": "SendSms",
        "Format": "JSON",
        "PhoneNumbers": MOBILE,
        "RegionId": "cn-hangzhou",
        "SignName": SIGN_NAME,
        "SignatureMethod": "HMAC-SHA1",
        "SignatureNonce": str(uuid.uuid4()),
        "SignatureVersion": "1.0",
        "TemplateCode": TEMPLATE,
        "TemplateParam": '{"code":"123456"}',
        "Timestamp": aliyun_timestamp(datetime.now(UTC)),
        "Version": "2017-05-25",
    }
    params.update(overrides)
    if drop is not None:
        params.pop(drop)
    params["Signature"] = aliyun_signature(http_method, params, secret)
    return params


async def post_form(url: str, params: dict[str, str]) -> httpx.Response:
    async with httpx.AsyncClient() as client:
        return await client.post(url, data=params)


async def test_standin_accepts_a_correct_hand_signed_request(
    gateway_url: str, standin: AliyunSmsStandIn
) -> None:
    response = await post_form(gateway_url, signed_params())

    assert response.status_code == 200
    body = response.json()
    assert body["Code"] == "OK"
    assert body["BizId"]
    assert body["RequestId"]
    assert standin.sent[0].template_params == {"code": "123456"}


async def test_standin_accepts_get_and_signs_the_method(gateway_url: str) -> None:
    async with httpx.AsyncClient() as client:
        good = await client.get(gateway_url, params=signed_params(http_method="GET"))
        wrong_method = await client.get(gateway_url, params=signed_params(http_method="POST"))

    assert good.json()["Code"] == "OK"
    assert wrong_method.json()["Code"] == "SignatureDoesNotMatch"


async def test_standin_rejects_a_replayed_nonce(gateway_url: str, standin: AliyunSmsStandIn) -> None:
    params = signed_params()

    first = await post_form(gateway_url, params)
    replay = await post_form(gateway_url, params)

    assert first.json()["Code"] == "OK"
    assert replay.status_code == 400
    assert replay.json()["Code"] == "SignatureNonceUsed"
    assert len(standin.sent) == 1


@pytest.mark.parametrize(
    ("skew", "code"),
    [
        (timedelta(minutes=-16), "InvalidTimeStamp.Expired"),
        (timedelta(minutes=16), "InvalidTimeStamp.Expired"),
        (timedelta(hours=-8), "InvalidTimeStamp.Expired"),  # local Beijing time sent as if UTC
        (timedelta(minutes=-14), "OK"),
        (timedelta(minutes=14), "OK"),
    ],
)
async def test_standin_enforces_the_fifteen_minute_window(
    gateway_url: str, skew: timedelta, code: str
) -> None:
    timestamp = aliyun_timestamp(datetime.now(UTC) + skew)

    response = await post_form(gateway_url, signed_params(Timestamp=timestamp))

    assert response.json()["Code"] == code


async def test_standin_rejects_a_malformed_timestamp(gateway_url: str) -> None:
    response = await post_form(gateway_url, signed_params(Timestamp="2024-01-01 12:00:00"))

    assert response.json()["Code"] == "InvalidTimeStamp.Format"


async def test_standin_rejects_parameters_changed_after_signing(
    gateway_url: str, standin: AliyunSmsStandIn
) -> None:
    params = signed_params()
    params["PhoneNumbers"] = "13900139000"

    response = await post_form(gateway_url, params)

    assert response.status_code == 400
    assert response.json()["Code"] == "SignatureDoesNotMatch"
    assert standin.sent == []


async def test_standin_rejects_the_wrong_secret(gateway_url: str) -> None:
    response = await post_form(gateway_url, signed_params(secret="guessed"))

    assert response.json()["Code"] == "SignatureDoesNotMatch"


async def test_standin_rejects_form_style_encoding_in_the_string_to_sign(gateway_url: str) -> None:
    """A client that encodes like HTML forms (space as +, * kept, ~ as %7E) must not get through."""
    params = signed_params(SignName="Game Store*~")
    del params["Signature"]
    canonical = "&".join(
        f"{quote_plus(k)}={quote_plus(v, safe='*')}".replace("~", "%7E") for k, v in sorted(params.items())
    )
    assert "Game+Store*%7E" in canonical
    to_sign = "POST&%2F&" + quote_plus(canonical)
    digest = hmac.new(f"{SECRET}&".encode(), to_sign.encode(), hashlib.sha1).digest()
    params["Signature"] = base64.b64encode(digest).decode()

    response = await post_form(gateway_url, params)

    assert response.json()["Code"] == "SignatureDoesNotMatch"


async def test_standin_rejects_an_unknown_access_key_id(gateway_url: str) -> None:
    response = await post_form(gateway_url, signed_params(AccessKeyId="LTAI5tUnknown"))

    assert response.status_code == 404
    assert response.json()["Code"] == "InvalidAccessKeyId.NotFound"


@pytest.mark.parametrize(
    "name",
    [
        "AccessKeyId",
        "Action",
        "Version",
        "SignatureMethod",
        "SignatureVersion",
        "SignatureNonce",
        "Timestamp",
        "PhoneNumbers",
        "SignName",
        "TemplateCode",
    ],
)
async def test_standin_requires_parameters(gateway_url: str, name: str) -> None:
    response = await post_form(gateway_url, signed_params(drop=name))

    assert response.status_code == 400
    assert response.json()["Code"] == f"Missing{name}"


async def test_standin_requires_a_signature(gateway_url: str) -> None:
    params = signed_params()
    del params["Signature"]

    response = await post_form(gateway_url, params)

    assert response.json()["Code"] == "MissingSignature"


@pytest.mark.parametrize(
    ("override", "code"),
    [
        ({"SignatureMethod": "HMAC-SHA256"}, "InvalidSignatureMethod"),
        ({"SignatureVersion": "2.0"}, "InvalidSignatureVersion"),
        ({"Version": "2018-01-01"}, "InvalidVersion"),
        ({"Action": "SendBatchSms"}, "InvalidAction.NotFound"),
    ],
)
async def test_standin_rejects_wrong_scheme_or_api(
    gateway_url: str, override: dict[str, str], code: str
) -> None:
    response = await post_form(gateway_url, signed_params(**override))

    assert response.json()["Code"] == code


@pytest.mark.parametrize("mobile", ["1380013800", "138001380001", "23800138000", "1380013800a", ""])
async def test_standin_rejects_non_mainland_mobiles(
    gateway_url: str, standin: AliyunSmsStandIn, mobile: str
) -> None:
    response = await post_form(gateway_url, signed_params(PhoneNumbers=mobile))

    expected = "MissingPhoneNumbers" if not mobile else "isv.MOBILE_NUMBER_ILLEGAL"
    assert response.json()["Code"] == expected
    assert standin.sent == []


@pytest.mark.parametrize("template_param", ["{code:123456}", "123456", '{"code": 123456}', "[]"])
async def test_standin_rejects_template_param_that_is_not_a_json_object_of_strings(
    gateway_url: str, standin: AliyunSmsStandIn, template_param: str
) -> None:
    response = await post_form(gateway_url, signed_params(TemplateParam=template_param))

    assert response.status_code == 200  # a business error, like the real gateway
    assert response.json()["Code"] == "isv.INVALID_JSON_PARAM"
    assert standin.sent == []


async def test_standin_answers_xml_unless_json_is_asked_for(gateway_url: str) -> None:
    response = await post_form(gateway_url, signed_params(drop="Format"))

    assert response.headers["content-type"].startswith("text/xml")
    assert "<Code>OK</Code>" in response.text
