"""SQLite: a savepoint that reads and then writes is not failed by a commit made between its read and
its write (core/db.py): the bind of a WeChat account answered 500 'database is locked' that way."""

from __future__ import annotations

import asyncio
import sqlite3
from typing import Any

import pytest
from sqlalchemy import select, update
from sqlalchemy.engine import make_url

from fixtures.shop import member_id, member_tokens
from gamestore.models import Member


def _commit_elsewhere(path: str, member_id: int) -> bool:
    """Another connection's write, not waiting for a lock (timeout 0): whether it committed."""
    other = sqlite3.connect(path, timeout=0)
    try:
        other.execute("UPDATE member_user SET nickname = 'elsewhere' WHERE id = ?", (member_id,))
        other.commit()
        return True
    except sqlite3.OperationalError as error:
        if "locked" not in str(error):
            raise
        return False
    finally:
        other.close()


async def test_a_savepoint_read_then_write_waits_for_the_lock_instead_of_failing(
    app: Any, database_url: str
) -> None:
    url = make_url(database_url)
    if url.get_backend_name() != "sqlite":
        pytest.skip("PostgreSQL reads and writes without a snapshot to go stale")
    await member_tokens(app, 2, first_mobile=13700000000)
    first, second = await member_id(app, "13700000000"), await member_id(app, "13700000001")
    async with app.state.sessions() as session:
        async with session.begin_nested():
            await session.scalar(select(Member.nickname).where(Member.id == first))  # fixes a snapshot
            # A writer that would have waited for this transaction; here it gives up at once instead.
            committed_between = await asyncio.to_thread(_commit_elsewhere, str(url.database), second)
            await session.execute(update(Member).where(Member.id == first).values(nickname="here"))
        await session.commit()
    assert not committed_between  # the savepoint held the write lock from its start
    assert await asyncio.to_thread(_commit_elsewhere, str(url.database), second)  # and let it go
    async with app.state.sessions() as session:
        names = {row[0]: row[1] for row in await session.execute(select(Member.id, Member.nickname))}
    assert (names[first], names[second]) == ("here", "elsewhere")
