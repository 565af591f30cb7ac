"""What a catalogue import did: counts per section and every problem found."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from pydantic import ValidationError

SECTIONS = ("categories", "teams", "games", "skus", "banners", "reviews")
_REASONS = {
    "missing": "is required",
    "extra_forbidden": "is not a field of this section",
    "model_type": "must be an object",
}


def _field(loc: Sequence[int | str]) -> str:
    text = ""
    for part in loc:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text


def validation_reasons(exc: ValidationError) -> list[tuple[str, str]]:
    """``(field, reason)`` for each error pydantic found in a row, in the report's words."""
    return [(_field(e["loc"]), _REASONS.get(e["type"], e["msg"])) for e in exc.errors()]


FILE_SECTIONS = ("categories", "teams", "games", "banners", "reviews")


@dataclass(frozen=True, slots=True)
class Problem:
    """Why a row (``index`` in its section, from 0) was not imported; ``index`` None: the section."""

    section: str
    index: int | None
    code: str | None
    field: str
    reason: str

    def render(self) -> str:
        where = self.section if self.index is None else f"{self.section}[{self.index}]"
        if self.code:
            where += f" ({self.code})"
        return f"{where} {self.field or '-'}: {self.reason}"


@dataclass(slots=True)
class SectionCounts:
    created: int = 0
    updated: int = 0
    rejected: int = 0


@dataclass(slots=True)
class ImportReport:
    counts: dict[str, SectionCounts] = field(default_factory=lambda: {s: SectionCounts() for s in SECTIONS})
    problems: list[Problem] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """Everything in the file was imported."""
        return not self.problems

    def reject(
        self, section: str, index: int | None, code: str | None, reasons: Iterable[tuple[str, str]]
    ) -> None:
        """Record a row that is not imported, with each ``(field, reason)`` found wrong with it."""
        if index is not None:
            self.counts[section].rejected += 1
        self.problems.extend(Problem(section, index, code, name, reason) for name, reason in reasons)

    def rejected_codes(self, section: str) -> set[str]:
        """The codes of the section's rows that were not imported (rows of other sections naming them
        are rejected too)."""
        return {p.code for p in self.problems if p.section == section and p.index is not None and p.code}

    def render(self) -> str:
        lines = [
            f"{section:<11} created {c.created:>5}   updated {c.updated:>5}   rejected {c.rejected:>5}"
            for section, c in self.counts.items()
        ]
        if self.problems:
            lines.append(f"{len(self.problems)} problem(s); rejected rows were not imported:")
            order = {section: n for n, section in enumerate(FILE_SECTIONS)}
            ranked = sorted(self.problems, key=lambda p: (order.get(p.section, -1), p.section, p.index or 0))
            lines.extend(f"  {problem.render()}" for problem in ranked)
        else:
            lines.append("everything was imported")
        return "\n".join(lines)
