"""Loading stored rows by a column's values, in chunks that every database accepts."""

from __future__ import annotations

from collections.abc import Hashable, Iterable
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
