"""The demo's activities, news and help (``explore.json``): the operator's content format with
times given as minutes from the moment the demo is loaded (``startMinutes``, ``endMinutes``,
``publishMinutes``), so there is always one activity about to start, one running and one ended."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.content_import import import_content
from gamestore.core import clock
from gamestore.product.import_report import ImportReport

EXPLORE = Path(__file__).with_name("explore.json")
_TIMES = {"startMinutes": "startTime", "endMinutes": "endTime", "publishMinutes": "publishTime"}


def timed_from(data: dict[str, Any], now: datetime) -> dict[str, Any]:
    """The file with its minute offsets turned into ISO times from ``now``."""
    articles = []
    for raw in data.get("articles", []):
        row = {key: value for key, value in raw.items() if key not in _TIMES}
        for offset, field in _TIMES.items():
            if offset in raw:
                row[field] = (now + timedelta(minutes=raw[offset])).isoformat()
        articles.append(row)
    return {**data, "articles": articles}


async def load_explore(session: AsyncSession, data: dict[str, Any]) -> ImportReport:
    return await import_content(session, timed_from(data, clock.now()))
