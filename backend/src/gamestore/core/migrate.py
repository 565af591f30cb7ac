"""Alembic migrations, run from code (the CLI, `make run` and the tests use the same path)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy.engine import Connection
from sqlalchemy.ext.asyncio import AsyncEngine

_BACKEND = Path(__file__).resolve().parents[3]


class BrokenForeignKeysError(RuntimeError):
    """A migration left rows pointing at rows that are gone (SQLite's foreign_key_check)."""


def alembic_config(connection: Connection | None = None) -> Config:
    config = Config(str(_BACKEND / "alembic.ini"))
    config.set_main_option("script_location", str(_BACKEND / "migrations"))
    config.attributes["connection"] = connection
    return config


async def upgrade(engine: AsyncEngine, revision: str = "head") -> None:
    await _migrate(engine, lambda config: command.upgrade(config, revision))


async def downgrade(engine: AsyncEngine, revision: str) -> None:
    await _migrate(engine, lambda config: command.downgrade(config, revision))


async def _migrate(engine: AsyncEngine, step: Callable[[Config], None]) -> None:
    """Runs ``step`` in one transaction. On SQLite, with foreign keys off meanwhile, as SQLite's own
    procedure for changing a table asks: batch mode rebuilds a table (copy, drop, rename), and the
    drop fails, or cascades, while other tables' rows point at it. Foreign keys are checked before
    the commit instead, and switched on again."""
    async with engine.connect() as connection:
        sqlite = connection.dialect.name == "sqlite"
        if sqlite:  # a no-op inside a transaction: before it begins
            await connection.exec_driver_sql("PRAGMA foreign_keys=OFF")
            await connection.commit()
        try:
            async with connection.begin():
                await connection.run_sync(lambda sync: step(alembic_config(sync)))
                if sqlite:
                    broken = (await connection.exec_driver_sql("PRAGMA foreign_key_check")).all()
                    if broken:
                        raise BrokenForeignKeysError(f"rows left pointing at nothing: {broken[:5]}")
        finally:
            if sqlite:
                await connection.exec_driver_sql("PRAGMA foreign_keys=ON")
                await connection.commit()
