"""The WeChat Pay v3 stand-in's own checks, with requests signed by hand here (not by the client):
it must refuse what the real gateway refuses, or the client tests prove nothing."""

from __future__ import annotations

import json
import secrets
import time
from typing import Any

import httpx
import pytest

from fixtures.wechat_fixtures import gateway_url, server, standin
from fixtures.wechatpay_standin import (
    APPID_APP,
    APPID_OFFICIAL,
    MCHID,
    MERCHANT_SERIAL_NO,
    OPENID_OFFICIAL,
    WechatPayStandIn,
    rsa_key,
    rsa_sign,
    rsa_verifies,
)

__all__ = ["gateway_url", "server", "standin"]  # fixtures

JSAPI = "/v3/pay/transactions/jsapi"


def order_body(**changes: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "appid": APPID_OFFICIAL,
        "mchid": MCHID,
        "description": "Celeste",
        "out_trade_no": "P202501010001",
        "time_expire": "2025-05-20T13:29:35+08:00",
        "notify_url": "https://shop.example.com/notify/wechat",
        "amount": {"total": 6800, "currency": "CNY"},
        "payer": {"openid": OPENID_OFFICIAL},
    }
    body.update(changes)
    return {k: v for k, v in body.items() if v is not None}


def auth_header(
    method: str,
    url: str,
    body: bytes,
    *,
    timestamp: int | None = None,
    nonce: str | None = None,
    serial: str = MERCHANT_SERIAL_NO,
    mchid: str = MCHID,
    key_name: str = "merchant",
) -> str:
    stamp = str(int(time.time()) if timestamp is None else timestamp)
    nonce = nonce or secrets.token_hex(16)
    signature = rsa_sign(rsa_key(key_name), method, url, stamp, nonce, body)
    return (
        f'WECHATPAY2-SHA256-RSA2048 mchid="{mchid}",nonce_str="{nonce}",'
        f'signature="{signature}",timestamp="{stamp}",serial_no="{serial}"'
    )


async def call(
    base_url: str,
    method: str,
    url: str,
    payload: dict[str, Any] | None = None,
    *,
    header: str | None = None,
    **auth: Any,
) -> httpx.Response:
    body = b"" if payload is None else json.dumps(payload).encode()
    headers = {"Accept": "application/json", "Content-Type": "application/json"}
    headers["Authorization"] = auth_header(method, url, body, **auth) if header is None else header
    async with httpx.AsyncClient(base_url=base_url) as client:
        return await client.request(method, url, content=body or None, headers=headers)


def platform_signed(standin: WechatPayStandIn, response: httpx.Response) -> bool:
    h = response.headers
    assert h["Wechatpay-Serial"] == standin.platform_serial
    return rsa_verifies(
        standin.platform_key.public_key(),
        h["Wechatpay-Signature"],
        h["Wechatpay-Timestamp"],
        h["Wechatpay-Nonce"],
        response.content,
    )


async def test_a_hand_signed_order_is_accepted_and_the_answer_signed(
    gateway_url: str, standin: WechatPayStandIn
) -> None:
    response = await call(gateway_url, "POST", JSAPI, order_body())

    assert response.status_code == 200
    assert response.json() == {"prepay_id": standin.orders["P202501010001"].prepay_id}
    assert platform_signed(standin, response)
    assert standin.rejections == []


async def test_query_and_close_answers_are_signed(gateway_url: str, standin: WechatPayStandIn) -> None:
    await call(gateway_url, "POST", JSAPI, order_body())
    query_url = f"/v3/pay/transactions/out-trade-no/P202501010001?mchid={MCHID}"

    query = await call(gateway_url, "GET", query_url)
    close = await call(
        gateway_url, "POST", "/v3/pay/transactions/out-trade-no/P202501010001/close", {"mchid": MCHID}
    )

    assert query.json()["trade_state"] == "NOTPAY"
    assert platform_signed(standin, query)
    assert (close.status_code, close.content) == (204, b"")
    assert platform_signed(standin, close)


@pytest.mark.parametrize(
    "header",
    [
        "",
        "Bearer abc",
        'WECHATPAY2-SHA256-RSA2048 mchid="1900009191",nonce_str="abc",timestamp="1"',
        'WECHATPAY2-SHA256-RSA2048 mchid="1",mchid="2",nonce_str="a",signature="s",timestamp="1"',
    ],
)
async def test_malformed_authorization(gateway_url: str, header: str) -> None:
    response = await call(gateway_url, "POST", JSAPI, order_body(), header=header)

    assert response.status_code == 401
    assert response.json()["code"] == "SIGN_ERROR"
    assert "Authorization值格式错误" in response.json()["message"]


async def test_body_changed_after_signing(gateway_url: str, standin: WechatPayStandIn) -> None:
    signed_for = json.dumps(order_body()).encode()
    header = auth_header("POST", JSAPI, signed_for)

    response = await call(gateway_url, "POST", JSAPI, order_body(amount={"total": 1}), header=header)

    assert response.status_code == 401
    assert response.json()["message"] == "错误的签名，验签失败"
    assert standin.orders == {}


async def test_query_string_is_signed(gateway_url: str) -> None:
    await call(gateway_url, "POST", JSAPI, order_body())
    path = "/v3/pay/transactions/out-trade-no/P202501010001"
    header = auth_header("GET", path, b"")  # signed without ?mchid=

    response = await call(gateway_url, "GET", f"{path}?mchid={MCHID}", header=header)

    assert response.status_code == 401


@pytest.mark.parametrize(
    ("auth", "message"),
    [
        ({"key_name": "another merchant"}, "错误的签名"),
        ({"serial": "1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C"}, "商户证书序列号有误"),
        ({"mchid": "1900000001"}, "商户号"),
        ({"timestamp": -301}, "时间戳"),  # seconds from now, when the test runs
        ({"timestamp": 400}, "时间戳"),
    ],
)
async def test_authentication_refusals(
    gateway_url: str, standin: WechatPayStandIn, auth: dict[str, Any], message: str
) -> None:
    if "timestamp" in auth:
        auth = {**auth, "timestamp": int(time.time()) + auth["timestamp"]}
    response = await call(gateway_url, "POST", JSAPI, order_body(), **auth)

    assert response.status_code == 401
    assert response.json()["code"] == "SIGN_ERROR"
    assert message in response.json()["message"]
    assert standin.orders == {}


async def test_a_declared_platform_key_must_be_the_gateways(
    gateway_url: str, standin: WechatPayStandIn
) -> None:
    body = json.dumps(order_body()).encode()
    answers = []
    async with httpx.AsyncClient(base_url=gateway_url) as client:
        for declared in ("PUB_KEY_ID_0", standin.platform_serial):
            headers = {
                "Content-Type": "application/json",
                "Authorization": auth_header("POST", JSAPI, body),
                "Wechatpay-Serial": declared,
            }
            answers.append(await client.post(JSAPI, content=body, headers=headers))

    assert (answers[0].status_code, answers[0].json()["code"]) == (400, "INVALID_REQUEST")
    assert answers[1].status_code == 200


async def test_a_reused_nonce_is_refused(gateway_url: str) -> None:
    first = await call(gateway_url, "POST", JSAPI, order_body(), nonce="N" * 32)
    again = await call(gateway_url, "POST", JSAPI, order_body(), nonce="N" * 32)

    assert first.status_code == 200
    assert again.status_code == 401
    assert "nonce_str" in again.json()["message"]


@pytest.mark.parametrize(
    ("changes", "path"),
    [
        ({"appid": None}, "/body/appid"),
        ({"mchid": None}, "/body/mchid"),
        ({"description": None}, "/body/description"),
        ({"out_trade_no": None}, "/body/out_trade_no"),
        ({"notify_url": None}, "/body/notify_url"),
        ({"amount": {"currency": "CNY"}}, "/body/amount/total"),
        ({"payer": None}, "/body/payer"),
        ({"payer": {"openid": ""}}, "/body/payer/openid"),
    ],
)
async def test_required_parameters(gateway_url: str, changes: dict[str, Any], path: str) -> None:
    response = await call(gateway_url, "POST", JSAPI, order_body(**changes))

    assert response.status_code == 400
    assert response.json()["code"] == "PARAM_ERROR"
    assert f"“{path}”" in response.json()["message"]


@pytest.mark.parametrize(
    ("changes", "code", "message"),
    [
        ({"total_fee": 6800}, "PARAM_ERROR", "未在API文档中定义的参数"),
        ({"amount": {"total": 0}}, "PARAM_ERROR", "amount.total"),
        ({"amount": {"total": 68.5}}, "PARAM_ERROR", "amount.total"),
        ({"amount": {"total": 6800, "currency": "USD"}}, "PARAM_ERROR", "CNY"),
        ({"out_trade_no": "P1"}, "PARAM_ERROR", "out_trade_no"),
        ({"description": "游" * 43}, "PARAM_ERROR", "description"),
        ({"notify_url": "http://shop.example.com/notify"}, "PARAM_ERROR", "notify_url"),
        ({"notify_url": "https://shop.example.com/notify?channel=wx"}, "PARAM_ERROR", "notify_url"),
        ({"time_expire": "2025-05-20 13:29:35"}, "PARAM_ERROR", "rfc3339"),
        ({"time_expire": "2025-05-20T13:29:35"}, "PARAM_ERROR", "rfc3339"),
        ({"mchid": "1900000001"}, "PARAM_ERROR", "mchid"),
        ({"appid": "wx0000000000000000"}, "APPID_MCHID_NOT_MATCH", "appid和mch_id不匹配"),
        ({"payer": {"openid": "oNobody"}}, "INVALID_REQUEST", "无效的openid"),
    ],
)
async def test_parameter_refusals(
    gateway_url: str, standin: WechatPayStandIn, changes: dict[str, Any], code: str, message: str
) -> None:
    response = await call(gateway_url, "POST", JSAPI, order_body(**changes))

    assert response.status_code == 400
    assert response.json()["code"] == code
    assert message in response.json()["message"]
    assert standin.orders == {}


async def test_h5_needs_its_scene_and_refuses_a_payer(gateway_url: str, standin: WechatPayStandIn) -> None:
    h5 = "/v3/pay/transactions/h5"
    scene = {"payer_client_ip": "203.0.113.7", "h5_info": {"type": "Wap"}}

    with_payer = await call(gateway_url, "POST", h5, order_body(scene_info=scene))
    without_scene = await call(gateway_url, "POST", h5, order_body(payer=None))
    bad_type = await call(
        gateway_url, "POST", h5, order_body(payer=None, scene_info={**scene, "h5_info": {"type": "PC"}})
    )
    good = await call(gateway_url, "POST", h5, order_body(payer=None, scene_info=scene))

    assert with_payer.json()["detail"] == {"location": "body", "value": ["/body/payer"]}
    assert "/body/scene_info" in without_scene.json()["message"]
    assert "h5_info.type" in bad_type.json()["message"]
    assert good.json()["h5_url"].startswith("https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=")
    assert standin.orders["P202501010001"].kind == "h5"


async def test_app_orders_take_the_app_appid(gateway_url: str, standin: WechatPayStandIn) -> None:
    response = await call(
        gateway_url, "POST", "/v3/pay/transactions/app", order_body(appid=APPID_APP, payer=None)
    )

    assert response.status_code == 200
    assert standin.orders["P202501010001"].kind == "app"


async def test_a_body_that_is_not_json(gateway_url: str) -> None:
    body = b"appid=wx&mchid=1"
    async with httpx.AsyncClient(base_url=gateway_url) as client:
        response = await client.post(
            JSAPI,
            content=body,
            headers={
                "Authorization": auth_header("POST", JSAPI, body),
                "Content-Type": "application/x-www-form-urlencoded",
            },
        )

    assert response.status_code == 400
    assert response.json()["code"] == "PARAM_ERROR"


async def test_query_needs_the_mchid(gateway_url: str) -> None:
    await call(gateway_url, "POST", JSAPI, order_body())

    response = await call(gateway_url, "GET", "/v3/pay/transactions/out-trade-no/P202501010001")

    assert response.status_code == 400
    assert "/query/mchid" in response.json()["message"]
