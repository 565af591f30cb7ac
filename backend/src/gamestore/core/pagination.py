"""Page parameters (``pageNo``, ``pageSize``) and the ``{list, total}`` answer."""

from __future__ import annotations

from typing import Any, Generic, TypeVar

from pydantic import BaseModel, Field
from sqlalchemy import Select, bindparam, func, select
from sqlalchemy.ext.asyncio import AsyncSession

T = TypeVar("T")

DEFAULT_PAGE_SIZE = 20
MAX_PAGE_SIZE = 100


class PageParam(BaseModel):
    pageNo: int = Field(default=1, ge=1, le=100_000)  # noqa: N815 - spec field name
    pageSize: int = Field(default=DEFAULT_PAGE_SIZE, ge=1, le=MAX_PAGE_SIZE)  # noqa: N815

    @property
    def offset(self) -> int:
        return (self.pageNo - 1) * self.pageSize


class PageResult(BaseModel, Generic[T]):
    list: list[T]
    total: int


async def paginate(
    session: AsyncSession, stmt: Select[Any], page: PageParam, *, whole_rows: bool = False
) -> tuple[list[Any], int]:
    """Run ``stmt`` for one page, returning its rows' first entities (``whole_rows``: the rows) and
    the total count.

    A page that comes back short is the last one, so it tells the total itself: the count query runs
    only for a full page or for one past the end (most members' lists fit on their first page)."""
    found = await session.execute(stmt.offset(page.offset).limit(page.pageSize))
    rows = list(found.all() if whole_rows else found.scalars())
    if 0 < len(rows) < page.pageSize or (page.offset == 0 and not rows):
        return rows, page.offset + len(rows)
    total = await session.scalar(select(func.count()).select_from(stmt.order_by(None).subquery()))
    return rows, int(total or 0)


AnySelect = Select[*tuple[Any, ...]]


class PagedQuery:
    """A page query built once, its values bound at each run: building a statement (and its cache
    key) costs more server time than running it. ``stmt`` names its values with ``bindparam``."""

    def __init__(self, stmt: AnySelect, *, whole_rows: bool = False) -> None:
        """``whole_rows``: answer rows of the selected columns rather than each row's first entity."""
        self._page = stmt.offset(bindparam("page_offset")).limit(bindparam("page_size"))
        self._count = select(func.count()).select_from(stmt.order_by(None).subquery())
        self._whole_rows = whole_rows

    async def run(self, session: AsyncSession, page: PageParam, **values: Any) -> tuple[list[Any], int]:
        """As ``paginate``: the page's rows and the total (counted only when needed)."""
        bound = {**values, "page_offset": page.offset, "page_size": page.pageSize}
        found = await session.execute(self._page, bound)
        rows = list(found.all() if self._whole_rows else found.scalars())
        if 0 < len(rows) < page.pageSize or (page.offset == 0 and not rows):
            return rows, page.offset + len(rows)
        return rows, int(await session.scalar(self._count, values) or 0)
