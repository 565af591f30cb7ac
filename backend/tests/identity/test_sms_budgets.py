"""Whose budget an SMS code is counted against: no one can lock a member out of SMS login by
asking for codes to their number (docs/decisions.md, Member: "SMS budgets")."""

from __future__ import annotations

import os
from datetime import timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import select

from conftest import AppFactory, SmsOutbox, allow_resend, bearer, client_for, data, failure, login_by_sms
from gamestore.models import Member, SmsCode

OWNER = "13800138000"
HOME = "203.0.113.7"  # where the owner logs in from (client_for's default address)
ATTACKER = "198.51.100.9"
ELSEWHERE = "198.51.100.10"
NEW_ADDRESS = "192.0.2.44"
DAILY_LIMIT = 1_004_004_004
MEMBER_DAILY_LIMIT = 1_004_004_007

pytestmark = pytest.mark.usefixtures("midday")  # budgets count per business day


@pytest.fixture(params=["memory", "redis"])
def build(request: pytest.FixtureRequest, app_factory: AppFactory) -> AppFactory:
    """Every test runs with the in-process limiter and, when REDIS_URL is set, the Redis one."""
    if request.param == "memory":
        return lambda **kw: app_factory(redis_url=None, **kw)
    url = os.environ.get("REDIS_URL")
    if not url:
        pytest.skip("REDIS_URL is not set")
    return lambda **kw: app_factory(redis_url=url, **kw)


async def logged_in_an_hour_ago(app: Any, mobile: str) -> None:
    """Move the owner's login and the codes sent so far an hour back, so that the resend interval
    ``send`` waives (by moving codes back two minutes) keeps later codes after the login."""
    async with app.state.sessions() as session, session.begin():
        member = await session.scalar(select(Member).where(Member.mobile == mobile))
        assert member is not None and member.login_at is not None
        member.login_at -= timedelta(hours=1)
        for row in await session.scalars(select(SmsCode).where(SmsCode.mobile == mobile)):
            row.created_at -= timedelta(hours=1)


async def send(client: httpx.AsyncClient, mobile: str, scene: int = 1, **kw: Any) -> httpx.Response:
    await allow_resend(client._transport.app, mobile)  # type: ignore[attr-defined]
    return await client.post("/member/auth/send-sms-code", json={"mobile": mobile, "scene": scene}, **kw)


async def test_codes_asked_for_elsewhere_do_not_lock_the_owner_out(
    build: AppFactory, outbox: SmsOutbox
) -> None:
    app = build()
    async with client_for(app, HOME) as home, client_for(app, ATTACKER) as attacker:
        await login_by_sms(home, outbox, OWNER)
        await logged_in_an_hour_ago(app, OWNER)
        for _ in range(5):
            data(await send(attacker, OWNER, scene=1))
            data(await send(attacker, OWNER, scene=4))
        assert failure(await send(attacker, OWNER, scene=1))[0] == DAILY_LIMIT
        assert failure(await send(attacker, OWNER, scene=4))[0] == DAILY_LIMIT
        data(await send(home, OWNER, scene=1))
        code = outbox.last_code(OWNER)
        data(await home.post("/member/auth/sms-login", json={"mobile": OWNER, "code": code}))


async def test_strangers_at_many_addresses_cannot_spend_the_owners_budget(
    build: AppFactory, outbox: SmsOutbox
) -> None:
    app = build()
    async with client_for(app, HOME) as home:
        await login_by_sms(home, outbox, OWNER)
    await logged_in_an_hour_ago(app, OWNER)
    for stranger_address in (ATTACKER, ELSEWHERE):
        async with client_for(app, stranger_address) as stranger:
            answers = [await send(stranger, OWNER) for _ in range(20)]
            assert [body["code"] for body in (answer.json() for answer in answers)] == [0] * 10 + [
                DAILY_LIMIT
            ] * 10
    # The owner asks from an address that never logged in to the number, without a session.
    async with client_for(app, NEW_ADDRESS) as owner:
        data(await send(owner, OWNER))
        code = outbox.last_code(OWNER)
        data(await owner.post("/member/auth/sms-login", json={"mobile": OWNER, "code": code}))


async def test_a_single_stranger_is_limited_per_number_and_per_day(
    build: AppFactory, outbox: SmsOutbox
) -> None:
    app = build(sms_daily_limit=2, sms_sends_per_ip_per_day=5)
    async with client_for(app, ATTACKER) as stranger:
        data(await send(stranger, OWNER))
        data(await send(stranger, OWNER))
        assert failure(await send(stranger, OWNER))[0] == DAILY_LIMIT  # this address's budget for the number
        data(await send(stranger, "13700137001"))
        data(await send(stranger, "13700137002"))
        assert failure(await send(stranger, "13700137003"))[0] == 429  # this address's budget for the day


async def test_the_owners_session_spends_the_members_budget_not_the_numbers(
    build: AppFactory, outbox: SmsOutbox
) -> None:
    app = build(sms_daily_limit=1, sms_sends_per_member_per_day=2)
    async with client_for(app, HOME) as home:
        session = bearer(await login_by_sms(home, outbox, OWNER))
        await logged_in_an_hour_ago(app, OWNER)
        data(await send(home, OWNER, scene=4))
        assert failure(await send(home, OWNER, scene=4))[0] == DAILY_LIMIT
        data(await send(home, OWNER, scene=3, headers=session))
        data(await send(home, OWNER, scene=3, headers=session))
        assert failure(await send(home, OWNER, scene=3, headers=session))[0] == MEMBER_DAILY_LIMIT


async def test_a_successful_login_resets_what_counts_against_its_owner(
    build: AppFactory, outbox: SmsOutbox
) -> None:
    app = build(sms_daily_limit=2)
    async with client_for(app, HOME) as home:
        data(await send(home, OWNER))
        await login_by_sms(home, outbox, OWNER)  # the second code today from this address
        await logged_in_an_hour_ago(app, OWNER)
        data(await send(home, OWNER))
        data(await send(home, OWNER, scene=4))
        assert failure(await send(home, OWNER))[0] == DAILY_LIMIT


async def test_a_member_asking_for_codes_to_other_numbers_spends_their_own_budget(
    build: AppFactory, outbox: SmsOutbox
) -> None:
    app = build(sms_sends_per_member_per_day=3)
    async with client_for(app, ATTACKER) as client:
        spammer = bearer(await login_by_sms(client, outbox, "13900139000"))
        other = bearer(await login_by_sms(client, outbox, "13900139001"))
        for _ in range(3):
            data(await send(client, OWNER, scene=2, headers=spammer))
        code, msg = failure(await send(client, OWNER, scene=2, headers=spammer, params={"language": "en"}))
        assert code == MEMBER_DAILY_LIMIT
        assert "too many verification codes today" in msg
        assert failure(await send(client, "13700137000", scene=2, headers=spammer))[0] == MEMBER_DAILY_LIMIT
        data(await send(client, "13700137000", scene=2, headers=other))  # another member's budget


async def test_reset_codes_to_unregistered_numbers_count_against_no_one(
    build: AppFactory, outbox: SmsOutbox
) -> None:
    app = build(sms_daily_limit=2)
    unregistered = "13700137000"
    async with client_for(app, ATTACKER) as client:
        for _ in range(4):
            assert (await send(client, unregistered, scene=4)).json() == {"code": 0, "data": True, "msg": ""}
        assert outbox.sent == []
        data(await send(client, unregistered, scene=1))
        data(await send(client, unregistered, scene=1))
        assert failure(await send(client, unregistered, scene=1))[0] == DAILY_LIMIT
