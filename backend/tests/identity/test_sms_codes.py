"""SMS code rules: single use, 5-minute validity, 5 tries, 60 s resend, daily cap, no reveal."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import select, update

from conftest import SmsOutbox, allow_resend, bearer, client_for, data, failure, login_by_sms
from gamestore.core import clock
from gamestore.identity.sms import SmsDeliveryError, SmsScene
from gamestore.models import SmsCode

MOBILE = "13800138000"

pytestmark = pytest.mark.usefixtures("midday")  # the daily cap counts per business day


async def send(client: httpx.AsyncClient, mobile: str = MOBILE, scene: int = 1, **kw: Any) -> httpx.Response:
    return await client.post("/member/auth/send-sms-code", json={"mobile": mobile, "scene": scene}, **kw)


async def sms_login(client: httpx.AsyncClient, code: str, mobile: str = MOBILE) -> httpx.Response:
    return await client.post(
        "/member/auth/sms-login", json={"mobile": mobile, "code": code, "language": "en"}
    )


async def test_code_is_six_digits_and_logs_in_once(client: httpx.AsyncClient, outbox: SmsOutbox) -> None:
    data(await send(client))
    code = outbox.last_code(MOBILE)
    assert len(code) == 6 and code.isdigit()
    data(await sms_login(client, code))
    code_no, msg = failure(await sms_login(client, code))
    assert code_no == 1_004_004_000
    assert "invalid or has expired" in msg


async def test_code_is_stored_hashed(app: Any, client: httpx.AsyncClient, outbox: SmsOutbox) -> None:
    data(await send(client))
    async with app.state.sessions() as session:
        stored = (await session.scalars(select(SmsCode.code_hash))).one()
    assert outbox.last_code(MOBILE) not in stored


async def test_five_wrong_tries_burn_the_code(client: httpx.AsyncClient, outbox: SmsOutbox) -> None:
    data(await send(client))
    right = outbox.last_code(MOBILE)
    wrong = "000000" if right != "000000" else "111111"
    for remaining in (4, 3, 2, 1):
        code, msg = failure(await sms_login(client, wrong))
        assert code == 1_004_004_001
        assert f"{remaining} tries left" in msg
    code, msg = failure(await sms_login(client, wrong))
    assert code == 1_004_004_002
    code, _ = failure(await sms_login(client, right))
    assert code == 1_004_004_002


async def test_concurrent_guesses_never_exceed_five_tries(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    data(await send(client))
    right = outbox.last_code(MOBILE)
    guesses = [f"{(int(right) + n) % 1_000_000:06d}" for n in range(1, 13)]
    answers = await asyncio.gather(*(sms_login(client, guess) for guess in guesses))
    assert all(failure(a)[0] in (1_004_004_001, 1_004_004_002) for a in answers)
    async with app.state.sessions() as session:
        attempts = await session.scalar(select(SmsCode.attempts))
    assert attempts == 5
    assert failure(await sms_login(client, right))[0] == 1_004_004_002


async def test_one_code_serves_one_of_two_concurrent_logins(
    client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    data(await send(client))
    code = outbox.last_code(MOBILE)
    answers = await asyncio.gather(sms_login(client, code), sms_login(client, code))
    codes = sorted(a.json()["code"] for a in answers)
    assert codes == [0, 1_004_004_000]


async def test_expired_code_is_refused(app: Any, client: httpx.AsyncClient, outbox: SmsOutbox) -> None:
    data(await send(client))
    async with app.state.sessions() as session, session.begin():
        await session.execute(update(SmsCode).values(expires_at=clock.now() - timedelta(seconds=1)))
    assert failure(await sms_login(client, outbox.last_code(MOBILE)))[0] == 1_004_004_000


async def test_only_the_latest_code_counts(app_factory: Any, outbox: SmsOutbox) -> None:
    async with client_for(app_factory(sms_resend_seconds=1)) as client:
        data(await send(client))
        first = outbox.last_code(MOBILE)
        await asyncio.sleep(1.1)
        data(await send(client))
        latest = outbox.last_code(MOBILE)
        if first != latest:
            assert failure(await sms_login(client, first))[0] == 1_004_004_001
        data(await sms_login(client, latest))


async def test_resend_waits_sixty_seconds(client: httpx.AsyncClient) -> None:
    data(await send(client))
    code, msg = failure(await send(client, params={"language": "en"}))
    assert code == 1_004_004_003
    assert "try again in" in msg
    data(await send(client, scene=4))  # another scene has its own interval


async def test_resend_interval_survives_a_lost_claim(app: Any, client: httpx.AsyncClient) -> None:
    data(await send(client))
    await app.state.limiter.release(f"sms:1:{MOBILE}:1")  # e.g. a restarted in-memory limiter
    assert failure(await send(client))[0] == 1_004_004_003


async def test_daily_cap_per_mobile(app_factory: Any) -> None:
    app = app_factory(sms_daily_limit=2)
    async with client_for(app) as client:
        data(await send(client, scene=1))
        await allow_resend(app, MOBILE)
        data(await send(client, scene=1))
        await allow_resend(app, MOBILE)
        code, _ = failure(await send(client, scene=1))
        assert code == 1_004_004_004
        data(await send(client, mobile="13900139000"))


async def test_sends_per_client_address_are_limited(app_factory: Any) -> None:
    async with client_for(app_factory(sms_sends_per_ip_per_hour=2)) as client:
        data(await send(client, mobile="13800000001"))
        data(await send(client, mobile="13800000002"))
        code, msg = failure(await send(client, mobile="13800000003"))
    assert (code, msg) == (429, "请求频繁, 请稍后再访问")


async def test_failed_delivery_stores_nothing_and_allows_a_retry(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    outbox.fail_with = SmsDeliveryError("gateway down")
    code, msg = failure(await send(client, params={"language": "en"}))
    assert code == 1_004_004_005
    assert "could not be sent" in msg
    async with app.state.sessions() as session:
        assert (await session.scalars(select(SmsCode))).all() == []
    outbox.fail_with = None
    data(await send(client))


async def test_reset_code_answer_does_not_reveal_registration(
    client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    await login_by_sms(client, outbox, MOBILE)
    registered = await send(client, mobile=MOBILE, scene=4)
    unknown = await send(client, mobile="13700137000", scene=4)
    assert registered.json() == unknown.json() == {"code": 0, "data": True, "msg": ""}
    assert [s.mobile for s in outbox.sent if s.scene == SmsScene.RESET_PASSWORD] == [MOBILE]
    assert failure(await send(client, mobile="13700137000", scene=4))[0] == 1_004_004_003


async def test_account_scenes_need_a_login(client: httpx.AsyncClient, outbox: SmsOutbox) -> None:
    assert failure(await send(client, scene=2))[0] == 401
    assert failure(await send(client, scene=3))[0] == 401
    tokens = await login_by_sms(client, outbox, MOBILE)
    code, _ = failure(await send(client, mobile="13900139000", scene=3, headers=bearer(tokens)))
    assert code == 1_004_004_006
    data(await send(client, mobile=MOBILE, scene=3, headers=bearer(tokens)))
    data(await send(client, mobile="13900139000", scene=2, headers=bearer(tokens)))


async def test_fixed_code_setting_makes_every_code_that_value(app_factory: Any, outbox: SmsOutbox) -> None:
    async with client_for(app_factory(sms_fixed_code="246810")) as client:
        data(await send(client))
        assert outbox.last_code(MOBILE) == "246810"
        data(await sms_login(client, "246810"))
