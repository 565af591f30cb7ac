"""Loading stored rows by a column's values, in chunks that every database accepts."""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping
from typing import Any, TypeVar

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import InstrumentedAttribute

ModelT = TypeVar("ModelT")
KeyT = TypeVar("KeyT", bound=Hashable)
CHUNK = 500


async def by_keys(
    session: AsyncSession, model: type[ModelT], column: InstrumentedAttribute[KeyT], keys: Iterable[KeyT]
) -> list[ModelT]:
    """The ``model`` rows whose ``column`` is one of ``keys``."""
    wanted: list[Any] = list(dict.fromkeys(keys))
    found: list[ModelT] = []
    for start in range(0, len(wanted), CHUNK):
        query = select(model).where(column.in_(wanted[start : start + CHUNK]))
        found.extend(await session.scalars(query))
    return found


async def upsert_by_code(
    session: AsyncSession, model: type[ModelT], rows: Iterable[tuple[str, Mapping[str, Any]]]
) -> tuple[int, int]:
    """Create or update ``model`` rows matched on their unique ``code`` column with the given
    column values. Answers (created, updated); only flushes."""
    wanted = list(rows)
    code_column: InstrumentedAttribute[str] = model.code  # type: ignore[attr-defined]
    stored: dict[str, Any] = {
        row.code: row  # type: ignore[attr-defined]
        for row in await by_keys(session, model, code_column, (code for code, _ in wanted))
    }
    created = 0
    for code, values in wanted:
        row = stored.get(code)
        if row is None:
            row = stored[code] = model(code=code)  # type: ignore[call-arg]
            session.add(row)
            created += 1
        for name, value in values.items():
            setattr(row, name, value)
    await session.flush()
    return created, len(wanted) - created
