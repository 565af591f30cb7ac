"""What every console import answers, whichever file it reads (catalogue, content, items, tasks):
rows created, updated and rejected per section, and each problem found. The importers live in their
domains (product.import_report has the concrete report); these are the shapes the answers share."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Protocol

from pydantic import BaseModel, Field


class SectionCounts(Protocol):
    @property
    def created(self) -> int: ...

    @property
    def updated(self) -> int: ...

    @property
    def rejected(self) -> int: ...


class ImportProblem(Protocol):
    @property
    def section(self) -> str: ...

    @property
    def index(self) -> int | None: ...

    @property
    def code(self) -> str | None: ...

    @property
    def field(self) -> str: ...

    @property
    def reason(self) -> str: ...


class ImportCountsResp(BaseModel):
    created: int
    updated: int
    rejected: int


class ImportProblemResp(BaseModel):
    section: str
    index: int | None = Field(description="The row in its section (from 0); null: the whole section")
    code: str | None
    field: str
    reason: str


def counts_answer(counts: Mapping[str, SectionCounts]) -> dict[str, ImportCountsResp]:
    return {
        section: ImportCountsResp(created=count.created, updated=count.updated, rejected=count.rejected)
        for section, count in counts.items()
    }


def problems_answer(problems: Iterable[ImportProblem]) -> list[ImportProblemResp]:
    return [
        ImportProblemResp(
            section=problem.section,
            index=problem.index,
            code=problem.code,
            field=problem.field,
            reason=problem.reason,
        )
        for problem in problems
    ]
