"""Visitors' catalogue reads are answered from a short-lived cache; members fresh where answers may
differ, from the cache where they are the same whoever asks."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import update

from conftest import SmsOutbox, bearer, client_for, data, login_by_sms
from fixtures.catalogue import small_catalogue
from fixtures.routes import dependency_calls
from gamestore.core import auth
from gamestore.core.response_cache import CACHEABLE_PATHS, FOR_ANYONE_PATHS
from gamestore.models import Category, Spu


@pytest.fixture
async def app(app_factory: Any) -> Any:
    """An app whose visitor cache keeps answers 60 s, with the small catalogue."""
    app = app_factory(public_cache_seconds=60)
    async with app.state.sessions() as session, session.begin():
        await small_catalogue(session)
    return app


async def rename_all(app: Any, name: str) -> None:
    async with app.state.sessions() as session, session.begin():
        await session.execute(
            update(Spu).values(names={"en": name, "zh-Hans": name, "zh-Hant": name, "ja": name})
        )


async def test_visitors_get_the_cached_answer_members_a_fresh_one(app: Any, outbox: SmsOutbox) -> None:
    async with client_for(app) as client:
        params = {"list": "featured", "language": "en"}
        first = await client.get("/product/spu/page", params=params)
        assert "x-cache" not in first.headers
        await rename_all(app, "Renamed")
        second = await client.get("/product/spu/page", params=params)
        assert second.headers["x-cache"] == "hit"
        assert second.content == first.content
        assert second.headers["x-request-id"] != first.headers["x-request-id"]

        other_language = data(await client.get("/product/spu/page", params={**params, "language": "ja"}))
        assert {game["name"] for game in other_language["list"]} == {"Renamed"}

        tokens = await login_by_sms(client, outbox, "13800138000")
        member = data(await client.get("/product/spu/page", params=params, headers=bearer(tokens)))
        assert {game["name"] for game in member["list"]} == {"Renamed"}


async def test_failures_and_other_paths_are_not_cached(app_factory: Any) -> None:
    app = app_factory(public_cache_seconds=60)
    async with client_for(app) as client:
        missing = await client.get("/product/spu/get-detail", params={"id": 1})
        assert data_code(missing) == 1_008_005_000
        async with app.state.sessions() as session, session.begin():
            cat = await small_catalogue(session)
        found = await client.get("/product/spu/get-detail", params={"id": cat.spus["star-raid"].id})
        assert data_code(found) == 0
        health = await client.get("/system/health")
        again = await client.get("/system/health")
        assert "x-cache" not in health.headers
        assert "x-cache" not in again.headers


async def test_the_cache_can_be_turned_off(app_factory: Any) -> None:
    app = app_factory(public_cache_seconds=0)
    async with app.state.sessions() as session, session.begin():
        await small_catalogue(session)
    async with client_for(app) as client:
        await client.get("/product/category/list")
        assert "x-cache" not in (await client.get("/product/category/list")).headers


def data_code(response: Any) -> int:
    code: int = response.json()["code"]
    return code


async def test_concurrent_visitors_share_one_computation(app: Any) -> None:
    import asyncio

    from sqlalchemy import event

    statements: list[str] = []

    def count(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        if "product_category" in statement:
            statements.append(statement)

    event.listen(app.state.engine.sync_engine, "before_cursor_execute", count)
    try:
        async with client_for(app) as client:
            answers = await asyncio.gather(*(client.get("/product/category/list") for _ in range(8)))
    finally:
        event.remove(app.state.engine.sync_engine, "before_cursor_execute", count)
    assert len({answer.content for answer in answers}) == 1
    assert len(statements) == 1


async def test_answers_the_same_for_anyone_are_kept_for_members_too(app: Any, outbox: SmsOutbox) -> None:
    async with client_for(app) as client:
        tokens = await login_by_sms(client, outbox, "13800138000")
        params = {"language": "en"}
        first = await client.get("/product/category/list", params=params, headers=bearer(tokens))
        async with app.state.sessions() as session, session.begin():
            await session.execute(update(Category).values(names={"en": "Renamed"}))
        as_member = await client.get("/product/category/list", params=params, headers=bearer(tokens))
        as_visitor = await client.get("/product/category/list", params=params)
        explore = [await client.get("/promotion/article/page", headers=bearer(tokens)) for _ in range(2)]
    assert (as_member.headers["x-cache"], as_visitor.headers["x-cache"]) == ("hit", "hit")
    assert as_member.content == as_visitor.content == first.content
    assert "Renamed" not in first.text
    assert [answer.headers.get("x-cache") for answer in explore] == [None, "hit"]


def test_the_answers_kept_for_members_come_from_routes_that_never_read_the_member(app_factory: Any) -> None:
    app = app_factory()
    routes = [route for route in app.routes if getattr(route, "path", None) in FOR_ANYONE_PATHS]
    assert FOR_ANYONE_PATHS <= CACHEABLE_PATHS
    assert {route.path for route in routes} == FOR_ANYONE_PATHS
    member_dependencies = {auth._optional_member, auth._current_member, auth._bearer}
    for route in routes:
        assert not dependency_calls(route.dependant) & member_dependencies, route.path
