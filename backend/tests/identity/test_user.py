"""The member's own profile: read, update, change mobile and password, reset a forgotten password."""

from __future__ import annotations

from typing import Any

import httpx

from conftest import SmsOutbox, bearer, data, failure, login_by_sms, send_code
from fixtures import balances
from gamestore.identity.sms import SmsScene

MOBILE = "13800138000"
NEW_MOBILE = "15900159000"


async def me(client: httpx.AsyncClient, tokens: dict[str, Any], **params: str) -> Any:
    return data(await client.get("/member/user/get", headers=bearer(tokens), params=params))


async def test_profile_of_a_new_member(client: httpx.AsyncClient, outbox: SmsOutbox) -> None:
    tokens = await login_by_sms(client, outbox, MOBILE)
    info = await me(client, tokens, language="en")
    assert info["id"] == tokens["userId"]
    assert info["mobile"] == MOBILE
    assert info["nickname"].startswith("Gamer")
    assert (info["avatar"], info["gender"], info["point"], info["experience"]) == (None, 0, 0, 0)
    assert info["level"] == {
        "level": 1,
        "name": "Bronze",
        "experience": 0,
        "discountPercent": 0,
        "nextExperience": 1000,
    }
    assert (await me(client, tokens))["level"]["name"] == "青铜"


async def test_level_follows_experience(app: Any, client: httpx.AsyncClient, outbox: SmsOutbox) -> None:
    tokens = await login_by_sms(client, outbox, MOBILE)
    expected = {999: (1, 0), 1000: (2, 2), 3500: (3, 5), 8000: (4, 8), 25000: (5, 12)}
    for experience, (level, discount) in expected.items():
        async with app.state.sessions() as session, session.begin():
            await balances.set_experience(session, experience)
        info = await me(client, tokens, language="ja")
        assert (info["level"]["level"], info["level"]["discountPercent"]) == (level, discount)
    assert info["level"]["name"] == "ダイヤモンド"
    assert info["level"]["nextExperience"] is None


async def test_profile_needs_a_login(client: httpx.AsyncClient) -> None:
    assert failure(await client.get("/member/user/get")) == (401, "请先登录")
    update_answer = await client.put("/member/user/update", json={"nickname": "x"})
    assert failure(update_answer)[0] == 401


async def test_update_nickname_avatar_and_gender(client: httpx.AsyncClient, outbox: SmsOutbox) -> None:
    tokens = await login_by_sms(client, outbox, MOBILE)
    body = {"nickname": "  夜猫子 ", "avatar": "https://cdn.example.com/a.png", "gender": 2}
    assert data(await client.put("/member/user/update", json=body, headers=bearer(tokens))) is True
    info = await me(client, tokens)
    assert (info["nickname"], info["avatar"], info["gender"]) == ("夜猫子", body["avatar"], 2)
    data(await client.put("/member/user/update", json={"gender": 1}, headers=bearer(tokens)))
    info = await me(client, tokens)
    assert (info["nickname"], info["gender"]) == ("夜猫子", 1)


async def test_update_refuses_bad_input_and_changes_nothing(
    client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    tokens = await login_by_sms(client, outbox, MOBILE)
    before = await me(client, tokens)
    cases = [
        ({}, "请设置用户名或头像"),
        ({"nickname": "x" * 31}, "nickname"),
        ({"nickname": "   "}, "nickname"),
        ({"avatar": "javascript:alert(1)"}, "avatar"),
        ({"gender": 7}, "gender"),
        ({"nickname": "ok", "gender": "male"}, "gender"),
    ]
    for body, expected in cases:
        code, msg = failure(await client.put("/member/user/update", json=body, headers=bearer(tokens)))
        assert code == 400
        assert expected in msg, (body, msg)
    assert await me(client, tokens) == before


async def change_mobile(
    client: httpx.AsyncClient, tokens: dict[str, Any], mobile: str, code: str, old_code: str
) -> httpx.Response:
    return await client.put(
        "/member/user/update-mobile",
        json={"mobile": mobile, "code": code, "oldCode": old_code},
        headers=bearer(tokens),
    )


async def test_change_mobile_with_codes_to_both_numbers(client: httpx.AsyncClient, outbox: SmsOutbox) -> None:
    tokens = await login_by_sms(client, outbox, MOBILE)
    old_code = await send_code(client, outbox, MOBILE, SmsScene.CHANGE_MOBILE, tokens)
    new_code = await send_code(client, outbox, NEW_MOBILE, SmsScene.CHANGE_MOBILE, tokens)
    assert data(await change_mobile(client, tokens, NEW_MOBILE, new_code, old_code)) is True
    assert (await me(client, tokens))["mobile"] == NEW_MOBILE
    again = await login_by_sms(client, outbox, NEW_MOBILE)
    assert again["userId"] == tokens["userId"]


async def test_change_mobile_with_a_wrong_new_code_keeps_the_old_code_usable(
    client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    tokens = await login_by_sms(client, outbox, MOBILE)
    old_code = await send_code(client, outbox, MOBILE, SmsScene.CHANGE_MOBILE, tokens)
    new_code = await send_code(client, outbox, NEW_MOBILE, SmsScene.CHANGE_MOBILE, tokens)
    wrong = f"{(int(new_code) + 1) % 1_000_000:06d}"
    assert failure(await change_mobile(client, tokens, NEW_MOBILE, wrong, old_code))[0] == 1_004_004_001
    assert (await me(client, tokens))["mobile"] == MOBILE
    data(await change_mobile(client, tokens, NEW_MOBILE, new_code, old_code))


async def test_change_mobile_refuses_a_taken_or_unchanged_number(
    client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    await login_by_sms(client, outbox, NEW_MOBILE)
    tokens = await login_by_sms(client, outbox, MOBILE)
    old_code = await send_code(client, outbox, MOBILE, SmsScene.CHANGE_MOBILE, tokens)
    new_code = await send_code(client, outbox, NEW_MOBILE, SmsScene.CHANGE_MOBILE, tokens)
    assert failure(await change_mobile(client, tokens, NEW_MOBILE, new_code, old_code))[0] == 1_004_001_001
    assert failure(await change_mobile(client, tokens, MOBILE, old_code, old_code))[0] == 1_004_001_002
    assert (await me(client, tokens))["mobile"] == MOBILE


async def test_change_mobile_needs_valid_input(client: httpx.AsyncClient, outbox: SmsOutbox) -> None:
    tokens = await login_by_sms(client, outbox, MOBILE)
    code, msg = failure(await change_mobile(client, tokens, "12345", "123456", "123456"))
    assert code == 400 and "mobile" in msg
    answer = await client.put(
        "/member/user/update-mobile", json={"mobile": NEW_MOBILE, "code": "123456"}, headers=bearer(tokens)
    )
    # A member with a mobile must prove it (one without adds a number with the new code alone).
    assert failure(answer) == (1_004_001_004, "请输入发送到原手机号的验证码")


async def login_with_password(
    client: httpx.AsyncClient, password: str, mobile: str = MOBILE
) -> httpx.Response:
    return await client.post("/member/auth/login", json={"mobile": mobile, "password": password})


async def test_change_password_ends_other_logins_only(client: httpx.AsyncClient, outbox: SmsOutbox) -> None:
    other_device = await login_by_sms(client, outbox, MOBILE)
    tokens = await login_by_sms(client, outbox, MOBILE)
    code = await send_code(client, outbox, MOBILE, SmsScene.CHANGE_PASSWORD, tokens)
    body = {"password": "n3w-secret", "code": code}
    assert data(await client.put("/member/user/update-password", json=body, headers=bearer(tokens))) is True
    await me(client, tokens)
    assert failure(await client.get("/member/user/get", headers=bearer(other_device)))[0] == 401
    data(await login_with_password(client, "n3w-secret"))


async def test_change_password_refuses_weak_passwords_and_wrong_codes(
    client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    tokens = await login_by_sms(client, outbox, MOBILE)
    code = await send_code(client, outbox, MOBILE, SmsScene.CHANGE_PASSWORD, tokens)
    for weak in ("short1", "lettersonly", "1234567890", "x1" * 40):
        answer = await client.put(
            "/member/user/update-password",
            json={"password": weak, "code": code, "language": "en"},
            headers=bearer(tokens),
        )
        err, msg = failure(answer)
        assert err == 400 and "password" in msg
    wrong = f"{(int(code) + 1) % 1_000_000:06d}"
    answer = await client.put(
        "/member/user/update-password", json={"password": "n3w-secret", "code": wrong}, headers=bearer(tokens)
    )
    assert failure(answer)[0] == 1_004_004_001
    assert failure(await login_with_password(client, "n3w-secret"))[0] == 1_004_003_000


async def test_reset_password_ends_every_login(client: httpx.AsyncClient, outbox: SmsOutbox) -> None:
    tokens = await login_by_sms(client, outbox, MOBILE)
    code = await send_code(client, outbox, MOBILE, SmsScene.RESET_PASSWORD)
    body = {"mobile": MOBILE, "code": code, "password": "forg0tten-no-more"}
    assert data(await client.put("/member/user/reset-password", json=body)) is True
    assert failure(await client.get("/member/user/get", headers=bearer(tokens)))[0] == 401
    data(await login_with_password(client, "forg0tten-no-more"))
    assert failure(await client.put("/member/user/reset-password", json=body))[0] == 1_004_004_000


async def test_reset_password_for_an_unknown_number_fails_like_a_wrong_code(
    client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    await send_code(client, outbox, MOBILE, SmsScene.LOGIN)  # any code, never delivered for scene 4
    await client.post("/member/auth/send-sms-code", json={"mobile": "13700137000", "scene": 4})
    body = {"mobile": "13700137000", "code": "123456", "password": "guess1234"}
    assert failure(await client.put("/member/user/reset-password", json=body))[0] in (
        1_004_004_001,
        1_004_004_000,
    )
