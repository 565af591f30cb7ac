"""Member levels, check-in rewards and recharge packages in the console (issue 19): each table
saved whole and checked together, each save audited; prices, check-ins and the package list follow at
once (the kept levels are dropped in every process through the cache bus); refusals change nothing."""

from __future__ import annotations

import asyncio
import json
import os
import time
from typing import Any

import httpx
import pytest
from redis.asyncio import Redis
from sqlalchemy import delete, func, select, update

from conftest import AppFactory, SmsOutbox, bearer, client_for, data, failure, login_by_sms
from fixtures.operators import admin_client_for
from fixtures.shop import keyed_catalogue, set_experience
from fixtures.support import audit_rows, operator_headers
from gamestore.core import cache_bus
from gamestore.core.errors import BAD_REQUEST
from gamestore.loyalty import errors
from gamestore.loyalty.levels import DEFAULT_LEVELS
from gamestore.models import (
    AuditLog,
    MemberLevel,
    MemberSignInConfig,
    PayWalletRecharge,
    PayWalletRechargePackage,
)
from gamestore.pay.errors import RECHARGE_PACKAGE_NOT_FOUND

MOBILE = "13800000071"
DAY_POINTS = (5, 10, 15, 20, 25, 30, 50)


def texts(word: str) -> dict[str, str]:
    return {"en": f"{word} en", "zh-Hans": f"{word} 简", "zh-Hant": f"{word} 繁", "ja": f"{word} 日"}


def level_table(**changes: dict[str, Any]) -> dict[str, Any]:
    """Today's five levels as the console sends them, level ``"<n>"`` changed by ``changes``."""
    return {
        "levels": [
            {
                "level": level.level,
                "experience": level.experience,
                "discountPercent": level.discount_percent,
                "names": dict(level.names),
                **changes.get(str(level.level), {}),
            }
            for level in DEFAULT_LEVELS
        ]
    }


def day_table(points: tuple[int, ...] = DAY_POINTS, experience: int = 5) -> dict[str, Any]:
    return {
        "days": [
            {"day": day, "point": point, "experience": experience}
            for day, point in enumerate(points, start=1)
        ]
    }


def package(**overrides: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"names": texts("Top up"), "payPrice": 3000, "bonusPrice": 300, "sort": 1}
    body.update(overrides)
    return body


@pytest.fixture
async def cached_app(app_factory: AppFactory) -> Any:
    return app_factory(public_cache_seconds=60)


@pytest.fixture
async def content_headers(cached_app: Any) -> dict[str, str]:
    return await operator_headers(cached_app, "content")


async def console(
    app: Any, method: str, path: str, headers: dict[str, str] | None, body: Any = None
) -> httpx.Response:
    async with admin_client_for(app) as client:
        all_headers = {**(headers or {}), "content-language": "en"}
        if method == "GET":
            return await client.get(path, params=body or {}, headers=all_headers)
        return await client.post(path, json=body, headers=all_headers)


async def stored(app: Any) -> dict[str, Any]:
    async with app.state.sessions() as session:
        return {
            "levels": (
                await session.execute(select(MemberLevel.__table__).order_by(MemberLevel.level))
            ).all(),
            "days": (
                await session.execute(select(MemberSignInConfig.__table__).order_by(MemberSignInConfig.day))
            ).all(),
            "packages": (
                await session.execute(
                    select(PayWalletRechargePackage.__table__).order_by(PayWalletRechargePackage.id)
                )
            ).all(),
            "audit": await session.scalar(select(func.count()).select_from(AuditLog)),
        }


async def shopper(app: Any, client: httpx.AsyncClient, outbox: SmsOutbox) -> None:
    client.headers.update({**bearer(await login_by_sms(client, outbox, MOBILE)), "content-language": "en"})


@pytest.mark.parametrize("role", ["content", "admin"])
async def test_levels_edited_and_the_member_s_prices_and_level_follow(
    cached_app: Any, outbox: SmsOutbox, role: str
) -> None:
    headers = await operator_headers(cached_app, role)
    cat = await keyed_catalogue(cached_app)
    sku = cat.skus["iron-saga-0"]  # 19800, no event
    body = {"items": [{"skuId": sku.id, "count": 1}], "pointStatus": False}
    async with client_for(cached_app) as member:
        await shopper(cached_app, member, outbox)
        await set_experience(cached_app, MOBILE, 1500)  # Silver: 2 %

        async def standing() -> tuple[int, int, int, str, int]:
            settled = data(await member.post("/trade/order/settlement", json=body))
            me = data(await member.get("/member/user/get"))
            cards = data(await member.get("/product/spu/page", params={"keyword": "Iron Saga"}))["list"]
            return (
                settled["discountPercent"],
                settled["price"]["vipPrice"],
                me["level"]["level"],
                me["level"]["name"],
                cards[0]["memberPrice"],
            )

        assert await standing() == (2, 396, 2, "Silver", 19800 - 396)  # the card's level is now kept

        listed = data(await console(cached_app, "GET", "/member/level/list", headers))
        assert [(row["level"], row["experience"], row["discountPercent"], row["name"]) for row in listed] == [
            (1, 0, 0, "Bronze"),
            (2, 1000, 2, "Silver"),
            (3, 3000, 5, "Gold"),
            (4, 8000, 8, "Platinum"),
            (5, 20000, 12, "Diamond"),
        ]
        assert listed[1]["names"] == dict(DEFAULT_LEVELS[1].names) and listed[1]["icon"] == "levels/2.svg"

        richer = level_table(**{"2": {"discountPercent": 4, "names": texts("Argent")}})
        saved = data(await console(cached_app, "POST", "/member/level/update", headers, richer))
        assert [(row["level"], row["discountPercent"], row["name"]) for row in saved][:2] == [
            (1, 0, "Bronze"),
            (2, 4, "Argent en"),
        ]
        assert await standing() == (4, 792, 2, "Argent en", 19800 - 792)
        shown = data(await member.get("/member/level/list"))
        assert [(row["level"], row["name"], row["discountPercent"]) for row in shown][1] == (
            2,
            "Argent en",
            4,
        )

        higher = level_table(**{"2": {"experience": 2000, "discountPercent": 4, "names": texts("Argent")}})
        data(await console(cached_app, "POST", "/member/level/update", headers, higher))
        assert await standing() == (0, 0, 1, "Bronze", 19800)
        me = data(await member.get("/member/user/get"))
        assert me["level"]["nextExperience"] == 2000

    first, second = await audit_rows(cached_app, "member.level.update")
    assert (first.entity_type, first.entity_id) == ("member_level", "all")
    assert (
        first.before["levels"][1]["discountPercent"] == 2 and first.after["levels"][1]["discountPercent"] == 4
    )
    assert first.after["levels"][1]["names"] == texts("Argent")
    assert (
        second.before["levels"][1]["experience"] == 1000 and second.after["levels"][1]["experience"] == 2000
    )


async def test_a_check_in_day_edited_pays_its_new_reward(
    cached_app: Any, content_headers: dict[str, str], outbox: SmsOutbox
) -> None:
    listed = data(await console(cached_app, "GET", "/member/sign-in-config/list", content_headers))
    assert [(row["day"], row["point"], row["experience"]) for row in listed] == [
        (day, point, 5) for day, point in enumerate(DAY_POINTS, start=1)
    ]
    async with client_for(cached_app) as member:
        await shopper(cached_app, member, outbox)
        assert [row["point"] for row in data(await member.get("/member/sign-in/config/list"))] == list(
            DAY_POINTS
        )

        changed = day_table((77, 10, 15), experience=9)
        saved = data(
            await console(cached_app, "POST", "/member/sign-in-config/update", content_headers, changed)
        )
        assert [(row["day"], row["point"], row["experience"]) for row in saved] == [
            (1, 77, 9),
            (2, 10, 9),
            (3, 15, 9),
        ]
        assert [
            (row["day"], row["point"]) for row in data(await member.get("/member/sign-in/config/list"))
        ] == [
            (1, 77),
            (2, 10),
            (3, 15),
        ]
        reward = data(await member.post("/member/sign-in/record/create", json={}))
        assert (reward["day"], reward["point"], reward["experience"]) == (1, 77, 9)
        me = data(await member.get("/member/user/get"))
        assert (me["point"], me["experience"]) == (77, 9)

    [row] = await audit_rows(cached_app, "member.sign_in_config.update")
    assert (row.entity_type, row.entity_id) == ("member_sign_in_config", "all")
    assert len(row.before["days"]) == 7 and row.before["days"][0] == {"day": 1, "point": 5, "experience": 5}
    assert row.after["days"] == changed["days"]


async def test_a_package_created_changed_and_withdrawn_and_the_member_s_list_follows(
    cached_app: Any, content_headers: dict[str, str], outbox: SmsOutbox
) -> None:
    async with client_for(cached_app) as member:
        await shopper(cached_app, member, outbox)
        assert data(await member.get("/pay/wallet-recharge-package/list")) == []

        created = data(
            await console(
                cached_app, "POST", "/pay/wallet-recharge-package/create", content_headers, package()
            )
        )
        assert (created["name"], created["payPrice"], created["bonusPrice"], created["enabled"]) == (
            "Top up en",
            3000,
            300,
            True,
        )
        got = data(
            await console(
                cached_app, "GET", "/pay/wallet-recharge-package/get", content_headers, {"id": created["id"]}
            )
        )
        assert got == created
        offered = data(await member.get("/pay/wallet-recharge-package/list"))
        assert offered == [{"id": created["id"], "name": "Top up en", "payPrice": 3000, "bonusPrice": 300}]

        bought = data(
            await member.post(
                "/pay/wallet-recharge/create", json={"packageId": created["id"], "payPrice": 3000}
            )
        )
        cheaper = package(payPrice=2000, bonusPrice=0, names=texts("Small"))
        data(
            await console(
                cached_app,
                "POST",
                "/pay/wallet-recharge-package/update",
                content_headers,
                {"id": created["id"], **cheaper},
            )
        )
        offered = data(await member.get("/pay/wallet-recharge-package/list"))
        assert offered == [{"id": created["id"], "name": "Small en", "payPrice": 2000, "bonusPrice": 0}]
        async with cached_app.state.sessions() as session:  # the recharge already made keeps its amounts
            recharge = await session.get(PayWalletRecharge, bought["id"])
            assert recharge is not None
            assert (recharge.pay_price, recharge.bonus_price, recharge.total_price) == (3000, 300, 3300)

        withdrawn = {"id": created["id"], **cheaper, "enabled": False}
        data(
            await console(
                cached_app, "POST", "/pay/wallet-recharge-package/update", content_headers, withdrawn
            )
        )
        assert data(await member.get("/pay/wallet-recharge-package/list")) == []

    second = data(
        await console(
            cached_app, "POST", "/pay/wallet-recharge-package/create", content_headers, package(sort=0)
        )
    )
    page = data(await console(cached_app, "GET", "/pay/wallet-recharge-package/page", content_headers))
    assert page["total"] == 2 and [row["id"] for row in page["list"]] == [second["id"], created["id"]]
    off = data(
        await console(
            cached_app, "GET", "/pay/wallet-recharge-package/page", content_headers, {"enabled": False}
        )
    )
    assert [row["id"] for row in off["list"]] == [created["id"]]

    [made, _] = await audit_rows(cached_app, "pay.recharge_package.create")
    assert (made.entity_type, made.entity_id, made.before) == (
        "pay_wallet_recharge_package",
        str(created["id"]),
        None,
    )
    assert made.after == {
        "names": texts("Top up"),
        "payPrice": 3000,
        "bonusPrice": 300,
        "sort": 1,
        "enabled": True,
    }
    changed, disabled = await audit_rows(cached_app, "pay.recharge_package.update")
    assert (changed.before["payPrice"], changed.after["payPrice"]) == (3000, 2000)
    assert (disabled.before["enabled"], disabled.after["enabled"]) == (True, False)


async def test_bad_tables_are_refused_and_change_nothing(
    cached_app: Any, content_headers: dict[str, str]
) -> None:
    data(await console(cached_app, "POST", "/member/level/update", content_headers, level_table()))
    data(await console(cached_app, "POST", "/member/sign-in-config/update", content_headers, day_table()))
    existing = data(
        await console(cached_app, "POST", "/pay/wallet-recharge-package/create", content_headers, package())
    )
    before = await stored(cached_app)

    four = level_table()
    four["levels"] = four["levels"][:4]
    twice = level_table(**{"5": {"level": 4}})
    for why, body, code in (
        (
            "decreasing thresholds",
            level_table(**{"3": {"experience": 900}}),
            errors.LEVEL_THRESHOLDS_NOT_INCREASING,
        ),
        (
            "equal thresholds",
            level_table(**{"3": {"experience": 1000}}),
            errors.LEVEL_THRESHOLDS_NOT_INCREASING,
        ),
        ("a 60 % discount", level_table(**{"5": {"discountPercent": 60}}), BAD_REQUEST),
        ("a negative discount", level_table(**{"1": {"discountPercent": -1}}), BAD_REQUEST),
        (
            "decreasing discounts",
            level_table(**{"4": {"discountPercent": 4}}),
            errors.LEVEL_DISCOUNTS_DECREASING,
        ),
        ("level 1 above 0", level_table(**{"1": {"experience": 10}}), errors.LEVEL_FIRST_NOT_ZERO),
        ("a level twice", twice, errors.LEVEL_NUMBERS_INVALID),
        ("four levels", four, BAD_REQUEST),
        ("a level 6", level_table(**{"5": {"level": 6}}), BAD_REQUEST),
        ("a language missing", level_table(**{"2": {"names": {"en": "Silver"}}}), BAD_REQUEST),
        ("a blank name", level_table(**{"2": {"names": {**texts("S"), "ja": "  "}}}), BAD_REQUEST),
        (
            "a control character",
            level_table(**{"2": {"names": {**texts("S"), "en": "Bell\x07"}}}),
            BAD_REQUEST,
        ),
    ):
        answer = failure(await console(cached_app, "POST", "/member/level/update", content_headers, body))
        assert answer[0] == code.code, why
        assert answer[1], why

    gap = day_table((5, 10, 15))
    gap["days"][2]["day"] = 4
    for why, body, code in (
        ("a gap in the days", gap, errors.SIGN_IN_DAYS_INVALID),
        ("no day", {"days": []}, BAD_REQUEST),
        ("32 days", day_table(tuple(range(32))), BAD_REQUEST),
        ("too many points", day_table((10_001,)), BAD_REQUEST),
        ("negative points", day_table((-1,)), BAD_REQUEST),
        ("too much experience", day_table((5,), experience=1001), BAD_REQUEST),
    ):
        answer = failure(
            await console(cached_app, "POST", "/member/sign-in-config/update", content_headers, body)
        )
        assert answer[0] == code.code, why

    for why, body in (
        ("a language missing", package(names={"en": "Only"})),
        ("a free package", package(payPrice=0)),
        ("a negative bonus", package(bonusPrice=-1)),
        ("too dear", package(payPrice=100_000_001)),
    ):
        path = "/pay/wallet-recharge-package"
        assert (
            failure(await console(cached_app, "POST", f"{path}/create", content_headers, body))[0]
            == BAD_REQUEST.code
        ), why
        update_body = {"id": existing["id"], **body}
        assert (
            failure(await console(cached_app, "POST", f"{path}/update", content_headers, update_body))[0]
            == BAD_REQUEST.code
        ), why
    missing = RECHARGE_PACKAGE_NOT_FOUND.code
    update_missing = {"id": 987654, **package()}
    assert (
        failure(
            await console(
                cached_app, "POST", "/pay/wallet-recharge-package/update", content_headers, update_missing
            )
        )[0]
        == missing
    )
    assert (
        failure(
            await console(
                cached_app, "GET", "/pay/wallet-recharge-package/get", content_headers, {"id": 987654}
            )
        )[0]
        == missing
    )
    assert await stored(cached_app) == before


async def test_a_refused_table_names_its_reason_in_the_asked_language(
    cached_app: Any, content_headers: dict[str, str]
) -> None:
    async with admin_client_for(cached_app) as client:
        answer = await client.post(
            "/member/level/update",
            json=level_table(**{"3": {"experience": 900}}),
            headers={**content_headers, "content-language": "zh-Hans"},
        )
    assert failure(answer) == (
        errors.LEVEL_THRESHOLDS_NOT_INCREASING.code,
        "每个等级的经验门槛必须高于上一级（等级 3）",
    )


@pytest.mark.parametrize("role", ["catalogue", "support", "none"])
async def test_other_roles_are_refused_on_the_server_and_nothing_changes(
    cached_app: Any, content_headers: dict[str, str], role: str
) -> None:
    existing = data(
        await console(cached_app, "POST", "/pay/wallet-recharge-package/create", content_headers, package())
    )
    headers = None if role == "none" else await operator_headers(cached_app, role)
    refused = 401 if role == "none" else 403
    before = await stored(cached_app)
    for method, path, body in (
        ("GET", "/member/level/list", None),
        ("POST", "/member/level/update", level_table()),
        ("GET", "/member/sign-in-config/list", None),
        ("POST", "/member/sign-in-config/update", day_table()),
        ("GET", "/pay/wallet-recharge-package/page", None),
        ("GET", "/pay/wallet-recharge-package/get", {"id": existing["id"]}),
        ("POST", "/pay/wallet-recharge-package/create", package()),
        ("POST", "/pay/wallet-recharge-package/update", {"id": existing["id"], **package()}),
    ):
        assert failure(await console(cached_app, method, path, headers, body))[0] == refused, path
    assert await stored(cached_app) == before


async def test_the_kept_tables_are_dropped_when_another_process_announces_a_change(
    cached_app: Any, outbox: SmsOutbox
) -> None:
    """Another process saved the levels: its message on the cache bus (Redis) drops this process's
    kept levels and the members' levels it keeps; without it they live their window."""
    url = os.environ.get("REDIS_URL")
    if not url:
        pytest.skip("REDIS_URL is not set")
    async with client_for(cached_app) as member:
        await shopper(cached_app, member, outbox)
        await set_experience(cached_app, MOBILE, 1500)

        async def level() -> tuple[int, str]:
            me = data(await member.get("/member/user/get"))
            return me["level"]["level"], me["level"]["name"]

        bus = cache_bus.CacheBus(url)
        redis = Redis.from_url(url)
        try:
            await bus.start()  # subscribing drops what is kept: done before anything is kept
            assert bus.subscribed
            async with cached_app.state.sessions() as session, session.begin():
                await session.execute(delete(MemberLevel))  # seeded, or emptied by an earlier test
                session.add_all(
                    MemberLevel(
                        level=lv.level,
                        experience=lv.experience,
                        discount_percent=lv.discount_percent,
                        names=dict(lv.names),
                    )
                    for lv in DEFAULT_LEVELS
                )
            assert await level() == (2, "Silver")  # now kept
            async with cached_app.state.sessions() as session, session.begin():  # as another process would
                await session.execute(
                    update(MemberLevel).where(MemberLevel.level == 2).values(experience=2000)
                )
            assert await level() == (2, "Silver")  # unannounced: still kept

            deadline = time.monotonic() + 5
            message = json.dumps({"from": "another process", "kind": "member_tables", "data": None})
            while await level() != (1, "Bronze"):
                assert time.monotonic() < deadline, "the other process's change was not applied"
                await redis.publish(bus.channel, message)
                await asyncio.sleep(0.05)
        finally:
            await bus.aclose()
            await redis.aclose()
