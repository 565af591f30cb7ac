"""Times are epoch milliseconds in JSON and timezone-aware UTC in Python and the database."""

from __future__ import annotations

from datetime import UTC, datetime


def epoch_ms(moment: datetime) -> int:
    return int(moment.timestamp() * 1000)


def optional_epoch_ms(moment: datetime | None) -> int | None:
    return None if moment is None else epoch_ms(moment)


def from_epoch_ms(moment: int) -> datetime:
    return datetime.fromtimestamp(moment / 1000, UTC)
