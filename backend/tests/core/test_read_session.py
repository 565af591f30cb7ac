"""Sessions for read-only endpoints refuse every write (core/db.py create_read_session_factory)."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.routing import APIRoute
from sqlalchemy import delete, insert, select, update

from fixtures.routes import dependency_calls
from gamestore.core import deps
from gamestore.core.db import ReadOnlySessionError
from gamestore.models import Member


async def test_a_read_session_reads(app: Any) -> None:
    async with app.state.read_sessions() as session:
        assert (await session.scalars(select(Member.id))).all() == []


@pytest.mark.parametrize(
    "statement",
    [
        insert(Member).values(mobile="13800138000"),
        update(Member).values(nickname="x"),
        delete(Member),
    ],
    ids=["insert", "update", "delete"],
)
async def test_a_read_session_refuses_to_write(app: Any, statement: Any) -> None:
    async with app.state.read_sessions() as session:
        with pytest.raises(ReadOnlySessionError):
            await session.execute(statement)


async def test_a_read_session_refuses_to_store_objects(app: Any) -> None:
    async with app.state.read_sessions() as session:
        session.add(Member(mobile="13800138000", password_hash="x", nickname="n"))
        with pytest.raises(ReadOnlySessionError):
            await session.flush()
    async with app.state.sessions() as session:
        assert (await session.scalars(select(Member.id))).all() == []


def test_no_get_endpoint_opens_a_unit_of_work(app: Any) -> None:
    """A read answered inside a transaction pays for it on every request (the member's catalogue
    pages priced in one cost 10-40 % more server time), and a GET changes nothing."""
    gets = [route for route in app.routes if isinstance(route, APIRoute) and "GET" in route.methods]
    assert len(gets) > 40
    writers = [route.path for route in gets if deps._session in dependency_calls(route.dependant)]
    assert writers == []
