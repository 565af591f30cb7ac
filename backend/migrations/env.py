"""Alembic environment: runs on the connection the caller gives (gamestore.core.migrate)."""

from __future__ import annotations

import asyncio

from alembic import context
from sqlalchemy.engine import Connection

from gamestore.core.config import get_settings
from gamestore.core.db import create_engine
from gamestore.models import Base

target_metadata = Base.metadata


def _run(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


async def _run_on_configured_database() -> None:
    engine = create_engine(get_settings().database_url)
    async with engine.begin() as connection:
        await connection.run_sync(_run)
    await engine.dispose()


given = context.config.attributes.get("connection")
if given is not None:
    _run(given)
else:
    asyncio.run(_run_on_configured_database())
