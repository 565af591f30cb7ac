"""Inputs that used to answer 500: pathological JSON bodies, out-of-range epoch milliseconds,
control characters (NUL: PostgreSQL refuses it in text) and non-ASCII digits. One rule each,
checked here through the API and, for the text rule, over the whole OpenAPI schema."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest

from conftest import AppFactory, SmsOutbox, bearer, client_for, failure, login_by_sms
from fixtures.openapi_inputs import string_and_integer_inputs
from gamestore.core.validators import EPOCH_MS_MAX, TEXT_RULE_KEY

MOBILE = "13800138000"

PATHOLOGICAL_BODIES: dict[str, bytes] = {
    "deep nesting": b"[" * 100_000 + b"]" * 100_000,
    "deep objects": b'{"a":' * 5_000 + b"1" + b"}" * 5_000,
    "invalid utf-8": b'{"mobile": "\xff\xfe\xfa", "scene": 1}',
    "huge exponent": b'{"mobile": "13800138000", "scene": 1e999}',
    "5000-digit integer": b'{"mobile": "13800138000", "scene": ' + b"9" * 5_000 + b"}",
    "NaN": b'{"mobile": "13800138000", "scene": NaN}',
    "Infinity": b'{"mobile": "13800138000", "scene": Infinity}',
    "-Infinity": b'{"mobile": "13800138000", "scene": -Infinity}',
    "truncated": b'{"mobile": "1380',
    "lone surrogate": b'{"mobile": "\\ud800", "scene": 1}',
}
BODY_PATHS = [
    ("POST", "/member/auth/send-sms-code"),
    ("POST", "/member/auth/sms-login"),
    ("PUT", "/member/user/update"),
    ("POST", "/trade/order/create"),
    ("DELETE", "/member/social-user/unbind"),
    ("POST", "/pay/order/submit"),
]


@pytest.fixture
async def member(app_factory: AppFactory, outbox: SmsOutbox) -> Any:
    app = app_factory()
    async with client_for(app) as anonymous:
        tokens = await login_by_sms(anonymous, outbox, MOBILE)
    async with client_for(app, **bearer(tokens)) as client:
        yield app, client


def _assert_handled(response: httpx.Response, *, expect: int = 400) -> str:
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["code"] == expect and body["data"] is None, body
    return str(body["msg"])


@pytest.mark.parametrize("name", PATHOLOGICAL_BODIES)
async def test_pathological_json_is_a_400_logged_in_or_not(member: Any, name: str) -> None:
    app, logged_in = member
    async with client_for(app) as anonymous:
        for client in (anonymous, logged_in):
            for method, path in BODY_PATHS:
                response = await client.request(
                    method,
                    path,
                    content=PATHOLOGICAL_BODIES[name],
                    headers={"content-type": "application/json"},
                )
                assert response.status_code != 500, (name, method, path)
                code = response.json()["code"]
                # Routes needing a login may answer 401 first for the anonymous client; never 500.
                assert code in (400, 401), (name, method, path, response.text)
                if client is logged_in:
                    assert code == 400, (name, method, path, response.text)


async def test_deep_json_on_an_unknown_path_is_not_a_500(client: httpx.AsyncClient) -> None:
    response = await client.post(
        "/no/such/path", content=b"[" * 100_000, headers={"content-type": "application/json"}
    )
    assert response.status_code == 404 or response.json()["code"] == 404, response.text


async def test_the_language_in_the_body_still_names_the_field(client: httpx.AsyncClient) -> None:
    msg = _assert_handled(
        await client.post("/member/auth/send-sms-code", json={"mobile": "1", "scene": 1, "language": "ja"})
    )
    assert "mobile" in msg and "パラメータ" in msg


@pytest.mark.parametrize(
    ("method", "path", "body"),
    [
        ("POST", "/member/auth/send-sms-code", {"mobile": MOBILE, "scene": 1, "language": "en"}),
        ("PUT", "/member/user/update", {"nickname": "Nova", "language": "en"}),
        ("POST", "/trade/order/settlement", {"items": [{"skuId": 1, "count": 1}], "language": "en"}),
    ],
)
async def test_a_body_is_parsed_once(
    member: Any, monkeypatch: pytest.MonkeyPatch, method: str, path: str, body: dict[str, Any]
) -> None:
    _, client = member
    raw = json.dumps(body).encode()
    real_loads = json.loads
    parses: list[object] = []

    def counting_loads(text: Any, *args: Any, **kwargs: Any) -> Any:
        if text == raw:
            parses.append(text)
        return real_loads(text, *args, **kwargs)

    monkeypatch.setattr(json, "loads", counting_loads)
    response = await client.request(method, path, content=raw, headers={"content-type": "application/json"})
    assert response.status_code == 200, response.text
    assert len(parses) == 1, (path, len(parses))


@pytest.mark.parametrize("moment", [EPOCH_MS_MAX + 1, 10**15, 10**18, -1, -(10**15)])
async def test_wallet_summary_refuses_epoch_ms_out_of_range(member: Any, moment: int) -> None:
    _, client = member
    response = await client.get("/pay/wallet-transaction/get-summary", params={"createTime": [0, moment]})
    msg = _assert_handled(response)
    assert "createTime" in msg


async def test_wallet_summary_takes_the_widest_range(member: Any) -> None:
    _, client = member
    response = await client.get(
        "/pay/wallet-transaction/get-summary", params={"createTime": [0, EPOCH_MS_MAX]}
    )
    assert response.json()["code"] == 0, response.text


NUL = "a\x00b"


async def test_nul_in_the_search_keyword_before_login(client: httpx.AsyncClient) -> None:
    msg = _assert_handled(await client.get("/product/spu/page", params={"keyword": NUL, "language": "en"}))
    assert msg == "Invalid parameter keyword: must not contain control characters"


@pytest.mark.parametrize(
    ("method", "path", "body", "field"),
    [
        ("PUT", "/member/user/update", {"nickname": NUL}, "nickname"),
        ("PUT", "/member/user/update", {"avatar": "https://example.com/\x00.png"}, "avatar"),
        ("POST", "/trade/order/settlement", {"items": [{"skuId": 1, "count": 1}], "remark": NUL}, "remark"),
        ("POST", "/trade/order/create", {"items": [{"skuId": 1, "count": 1}], "remark": NUL}, "remark"),
        (
            "POST",
            "/trade/order/item/create-comment",
            {"orderItemId": 1, "rating": 5, "content": f"good\n\t{NUL}"},
            "content",
        ),
        ("POST", "/trade/order-feedback-reply/create", {"orderId": 1, "content": NUL}, "content"),
        ("DELETE", "/member/social-user/unbind", {"type": 31, "openid": NUL}, "openid"),
        (
            "POST",
            "/pay/order/submit",
            {"id": 1, "channelCode": "wallet", "channelExtras": {"openid": NUL}},
            "",
        ),
    ],
)
async def test_nul_in_text_fields_is_refused_with_the_fields_message(
    member: Any, method: str, path: str, body: dict[str, Any], field: str
) -> None:
    _, client = member
    for lang, reason in (("en", "must not contain control characters"), ("zh-Hans", "不能包含控制字符")):
        msg = _assert_handled(await client.request(method, path, json={**body, "language": lang}))
        assert field in msg and reason in msg, msg


@pytest.mark.parametrize("query", [{"type": NUL}])
async def test_nul_in_other_string_queries(client: httpx.AsyncClient, query: dict[str, str]) -> None:
    _assert_handled(await client.get("/system/dict-data/type", params=query))
    _assert_handled(await client.post("/member/auth/refresh-token", params={"refreshToken": NUL}))


async def test_multi_line_text_keeps_line_breaks_and_tabs(member: Any) -> None:
    _, client = member
    body = {"orderId": 1, "content": "line one\nline\ttwo\r\n"}
    code, _ = failure(await client.post("/trade/order-feedback-reply/create", json=body))
    assert code != 400  # passes validation; the order is not this member's


@pytest.mark.parametrize(
    "mobile", ["13８００１３８０００", "１３８００１３８０００", "1380013800٠", "13800138００0"[:11]]
)
async def test_mobile_numbers_are_ascii_digits_only(client: httpx.AsyncClient, mobile: str) -> None:
    msg = _assert_handled(
        await client.post("/member/auth/send-sms-code", json={"mobile": mobile, "scene": 1})
    )
    assert "mobile" in msg


async def test_sms_codes_are_ascii_digits_only(client: httpx.AsyncClient) -> None:
    msg = _assert_handled(
        await client.post("/member/auth/sms-login", json={"mobile": MOBILE, "code": "１２３４５６"})
    )
    assert "code" in msg


def test_every_string_input_follows_the_text_rule() -> None:
    """A new endpoint cannot forget the rule: a plain ``str`` input fails here."""
    inputs = [(where, s) for where, s in string_and_integer_inputs() if s.get("type") == "string"]
    assert len(inputs) > 30
    missing = [
        where
        for where, schema in inputs
        if TEXT_RULE_KEY not in schema
        and "enum" not in schema
        and schema.get("contentMediaType") != "application/octet-stream"  # the upload's file
    ]
    assert missing == []
    unbounded = [where for where, schema in inputs if TEXT_RULE_KEY in schema and "maxLength" not in schema]
    assert unbounded == []


def test_every_integer_input_is_bounded() -> None:
    """Epoch milliseconds and every other integer: an extreme one is a 400, not an overflow."""
    unbounded = [
        where
        for where, schema in string_and_integer_inputs()
        if schema.get("type") == "integer"
        and "enum" not in schema
        and not ("minimum" in schema and "maximum" in schema)
    ]
    assert unbounded == []
