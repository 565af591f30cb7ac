"""A member's view of a game is counted on its own: the game's row is not held locked while the rest
of the page is answered (members opening the same game queued behind that one lock)."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from sqlalchemy import select, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import create_async_engine

from conftest import SmsOutbox, bearer, data, login_by_sms
from fixtures.catalogue import Catalogue, small_catalogue
from gamestore.engagement import task_events
from gamestore.models import BrowseHistory, Spu


@pytest.fixture
async def cat(app: Any) -> Catalogue:
    async with app.state.sessions() as session, session.begin():
        return await small_catalogue(session)


async def _game_row_is_free(database_url: str, spu_id: int) -> bool:
    """Whether another connection may write the game's row this instant, without waiting."""
    engine = create_async_engine(database_url)
    try:
        async with engine.connect() as connection:
            if make_url(database_url).get_backend_name() == "sqlite":
                await connection.exec_driver_sql("PRAGMA busy_timeout = 0")
                probe = text("UPDATE product_spu SET browse_count = browse_count WHERE id = :id")
            else:
                probe = text("SELECT id FROM product_spu WHERE id = :id FOR UPDATE NOWAIT")
            try:
                await connection.execute(probe, {"id": spu_id})
            except DBAPIError as error:  # SQLite's "database is locked", PostgreSQL's lock_not_available
                if "lock" not in str(error).lower():
                    raise
                return False
            finally:
                await connection.rollback()
            return True
    finally:
        await engine.dispose()


async def test_the_view_is_committed_before_the_rest_of_the_page(
    app: Any,
    client: httpx.AsyncClient,
    cat: Catalogue,
    outbox: SmsOutbox,
    migrated: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    tokens = await login_by_sms(client, outbox, "13800138000")
    spu = cat.spus["iron-saga"]
    free_while_answering: list[bool] = []
    record = task_events.record

    async def record_after_probing(*args: Any) -> None:
        free_while_answering.append(await _game_row_is_free(migrated, spu.id))
        await record(*args)

    monkeypatch.setattr(task_events, "record", record_after_probing)
    detail = data(await client.get("/product/spu/get-detail", params={"id": spu.id}, headers=bearer(tokens)))

    assert free_while_answering == [True]
    assert detail["browseCount"] == 1
    async with app.state.sessions() as session:
        views = await session.scalar(select(Spu.browse_count).where(Spu.id == spu.id))
        footprints = (await session.scalars(select(BrowseHistory.spu_id))).all()
    assert (views, footprints) == (1, [spu.id])
