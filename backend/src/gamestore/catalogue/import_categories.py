"""Importing the category tree: parents before children, no cycles, at most ten levels deep.

A file row may move a stored category; the tree is checked as it would be after the import
(stored parents overridden by the file's), so a move that would push stored descendants past
ten levels, or close a cycle, is rejected.
"""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue.import_report import ImportReport
from gamestore.catalogue.import_rows import MAX_CATEGORY_DEPTH, CategoryRow, Parsed
from gamestore.models.catalogue import Category

SECTION = "categories"


def _depth(code: str, parents: dict[str, str | None]) -> int | None:
    """Levels from the root down to ``code`` (a root is 1); None inside a cycle."""
    seen = {code}
    depth = 1
    current: str | None = parents.get(code)
    while current is not None:
        if current in seen:
            return None
        seen.add(current)
        depth += 1
        current = parents.get(current)
    return depth


def _ancestors(code: str, parents: dict[str, str | None]) -> list[str]:
    chain: list[str] = []
    current = parents.get(code)
    while current is not None and current not in chain:
        chain.append(current)
        current = parents.get(current)
    return chain


def _check_tree(
    accepted: dict[str, Parsed[CategoryRow]],
    stored_parents: dict[str, str | None],
    rejected: set[str],
) -> dict[str, str]:
    """One round: the accepted rows that cannot stay, with the reason."""
    parents = dict(stored_parents)
    parents.update({code: parsed.row.parent for code, parsed in accepted.items()})
    failed: dict[str, str] = {}
    for code, parsed in accepted.items():
        parent = parsed.row.parent
        if parent is not None and parent in rejected:
            failed[code] = f"parent category '{parent}' was rejected"
            continue
        if parent is not None and parent not in parents:
            failed[code] = f"unknown parent category '{parent}'"
            continue
        depth = _depth(code, parents)
        if depth is None:
            failed[code] = "the categories' parents would form a cycle"
        elif depth > MAX_CATEGORY_DEPTH:
            failed[code] = f"would be {depth} levels deep (at most {MAX_CATEGORY_DEPTH})"
    if failed:
        return failed
    for code in stored_parents.keys() - accepted.keys():
        depth = _depth(code, parents)
        if depth is None or depth <= MAX_CATEGORY_DEPTH:
            continue
        for ancestor in _ancestors(code, parents):
            moved = ancestor in accepted and accepted[ancestor].row.parent != stored_parents.get(ancestor)
            if moved:
                failed[ancestor] = (
                    f"would put the stored category '{code}' {depth} levels deep"
                    f" (at most {MAX_CATEGORY_DEPTH})"
                )
    return failed


async def import_categories(
    session: AsyncSession, rows: list[Parsed[CategoryRow]], report: ImportReport, rejected: set[str]
) -> dict[str, int]:
    """Upsert the valid ``rows`` whose place in the tree is sound; the ids of every category by code.

    Codes of rows that are rejected here are added to ``rejected``.
    """
    stored = {c.code: c for c in await session.scalars(select(Category))}
    code_of = {c.id: c.code for c in stored.values()}
    stored_parents = {
        code: (code_of[c.parent_id] if c.parent_id is not None else None) for code, c in stored.items()
    }
    accepted = {parsed.row.code: parsed for parsed in rows}
    while failed := _check_tree(accepted, stored_parents, rejected):
        for code, reason in failed.items():
            report.reject(SECTION, accepted[code].index, code, [("parent", reason)])
            rejected.add(code)
            del accepted[code]

    parents = dict(stored_parents)
    parents.update({code: parsed.row.parent for code, parsed in accepted.items()})
    ids = {code: c.id for code, c in stored.items()}
    by_depth = sorted(accepted.values(), key=lambda parsed: _depth(parsed.row.code, parents) or 0)
    counts = report.counts[SECTION]
    level: int | None = None
    for parsed in by_depth:
        row = parsed.row
        depth = _depth(row.code, parents)
        if depth != level:
            # Parents are a level up: flush them so that their ids are known.
            await session.flush()
            ids.update({code: c.id for code, c in stored.items()})
            level = depth
        category = stored.get(row.code)
        parent_id = ids[row.parent] if row.parent is not None else None
        if category is None:
            category = Category(code=row.code, enabled=True)
            session.add(category)
            stored[row.code] = category
            counts.created += 1
        else:
            counts.updated += 1
        category.parent_id = parent_id
        category.names = row.names.as_dict()
        category.icon = row.icon
        category.sort = row.sort
    await session.flush()
    return {code: c.id for code, c in stored.items()}
