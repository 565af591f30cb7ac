"""Keyword search over a lower-cased ``search_text`` column: a LIKE pattern with ``\\`` as escape."""

from __future__ import annotations

LIKE_ESCAPE = "\\"


def contains_pattern(keyword: str | None) -> str | None:
    """``%keyword%`` lower-cased with LIKE's wildcards escaped; None for a blank keyword."""
    words = (keyword or "").strip().lower()
    if not words:
        return None
    escaped = words.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"
