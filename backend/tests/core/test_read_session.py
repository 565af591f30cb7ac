"""Sessions for read-only endpoints refuse every write (core/db.py create_read_session_factory)."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import delete, insert, select, update

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
