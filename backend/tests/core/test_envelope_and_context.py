"""The envelope, the language rules, the context headers and bad input, across the API."""

from __future__ import annotations

import httpx

from conftest import client_for, data, failure


async def test_success_is_wrapped_in_the_envelope(client: httpx.AsyncClient) -> None:
    response = await client.get("/system/app-info/get")
    assert response.json()["code"] == 0
    assert response.json()["msg"] == ""
    assert response.headers["x-request-id"]


async def test_request_id_is_echoed_when_given(client: httpx.AsyncClient) -> None:
    response = await client.get("/system/app-info/get", headers={"x-request-id": "abc-123"})
    assert response.headers["x-request-id"] == "abc-123"


async def test_message_language_from_query_then_body_then_header_then_default(
    client: httpx.AsyncClient,
) -> None:
    bad = {"mobile": "123", "scene": 1}
    _, default = failure(await client.post("/member/auth/send-sms-code", json=bad))
    assert "手机号格式不正确" in default

    _, from_header = failure(
        await client.post("/member/auth/send-sms-code", json=bad, headers={"content-language": "ja"})
    )
    assert "携帯電話番号" in from_header

    _, from_body = failure(
        await client.post(
            "/member/auth/send-sms-code",
            json={**bad, "language": "en"},
            headers={"content-language": "ja"},
        )
    )
    assert "mainland China mobile" in from_body

    _, from_query = failure(
        await client.post("/member/auth/send-sms-code?language=zh-Hant", json={**bad, "language": "en"})
    )
    assert "手機號碼格式不正確" in from_query


async def test_language_tags_are_normalized(client: httpx.AsyncClient) -> None:
    _, msg = failure(await client.get("/member/user/get", params={"language": "zh-TW"}))
    assert msg == "請先登入"
    _, msg = failure(await client.get("/member/user/get", params={"language": "en-US"}))
    assert msg == "Please log in first"
    _, msg = failure(await client.get("/member/user/get", params={"language": "fr"}))
    assert msg == "请先登录"


async def test_unknown_tenant_is_refused_clearly(app: object) -> None:
    async with client_for(app, **{"tenant-id": "999"}) as other:
        code, msg = failure(await other.get("/system/app-info/get", params={"language": "en"}))
    assert code == 1_002_015_000
    assert msg == "Unknown tenant: 999"


async def test_malformed_context_headers_answer_400(app: object) -> None:
    for headers in ({"tenant-id": "one"}, {"terminal": "99"}, {"terminal": "x"}, {"platform": "Windows"}):
        async with client_for(app, **headers) as c:
            code, msg = failure(await c.get("/system/app-info/get", params={"language": "en"}))
        assert code == 400
        assert "header" in msg


async def test_known_platforms_and_terminals_pass(app: object) -> None:
    for terminal, platform in (("10", "WechatMiniProgram"), ("11", "WechatOfficialAccount"), ("31", "App")):
        async with client_for(app, terminal=terminal, platform=platform) as c:
            data(await c.get("/system/app-info/get"))


async def test_malformed_json_names_the_problem(client: httpx.AsyncClient) -> None:
    response = await client.post(
        "/member/auth/sms-login",
        content=b'{"mobile": "138',
        headers={"content-type": "application/json", "content-language": "en"},
    )
    code, msg = failure(response)
    assert code == 400
    assert "not valid JSON" in msg


async def test_wrong_types_missing_fields_and_long_strings_name_the_field(client: httpx.AsyncClient) -> None:
    cases = [
        ({"mobile": 13800138000, "scene": 1}, "mobile"),
        ({"mobile": "13800138000"}, "scene"),
        ({"mobile": "13800138000", "scene": "login"}, "scene"),
        ({"mobile": "1" * 500, "scene": 1}, "mobile"),
        ({"mobile": "13800138000", "scene": 9}, "scene"),
        ([1, 2], "body"),
    ]
    for body, field in cases:
        code, msg = failure(
            await client.post("/member/auth/send-sms-code", json=body, params={"language": "en"})
        )
        assert code == 400
        assert field in msg, (body, msg)


async def test_body_that_is_too_large_is_refused(client: httpx.AsyncClient) -> None:
    response = await client.post(
        "/member/auth/sms-login", content=b"x" * 2_000_000, headers={"content-type": "application/json"}
    )
    code, msg = failure(response)
    assert code == 400
    assert msg == "请求体过大"


async def test_unknown_path_and_wrong_method_use_the_envelope(client: httpx.AsyncClient) -> None:
    code, _ = failure(await client.get("/no/such/thing"))
    assert code == 404
    code, _ = failure(await client.delete("/system/app-info/get"))
    assert code == 405


async def test_global_rate_limit_answers_429_with_the_spec_message(app_factory) -> None:  # type: ignore[no-untyped-def]
    app = app_factory(rate_limit_per_minute=3)
    async with client_for(app) as c:
        for _ in range(3):
            data(await c.get("/system/app-info/get"))
        code, msg = failure(await c.get("/system/app-info/get"))
    assert code == 429
    assert msg == "请求频繁, 请稍后再访问"
