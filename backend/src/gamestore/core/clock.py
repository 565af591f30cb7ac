"""The one clock: every business moment (what a row records, when an order expires, which day a
check-in counts for) is ``now()``, which tests move (``travel_to``) instead of sleeping; in production it
is the system clock. ``system_now()`` is the real time, never moved, for what another party checks
against its own clock: access and refresh tokens and session expiry, gateway signature timestamps
(Alipay, Aliyun SMS, WeChat), Web Push and signed URLs (tests/core/test_one_clock.py lists its users)."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from zoneinfo import ZoneInfo

# Architecture §4: days change at 00:00 Asia/Shanghai (check-in streaks, daily and weekly tasks).
BUSINESS_ZONE = ZoneInfo("Asia/Shanghai")

_offset = timedelta(0)


def now() -> datetime:
    """The current moment, timezone-aware UTC."""
    return datetime.now(UTC) + _offset


def system_now() -> datetime:
    """The real current moment, timezone-aware UTC, whatever tests did to ``now()``."""
    return datetime.now(UTC)


def business_date(moment: datetime | None = None) -> date:
    """The business day (Asia/Shanghai) of ``moment``, by default now."""
    return (moment or now()).astimezone(BUSINESS_ZONE).date()


def start_of_business_day(day: date) -> datetime:
    """00:00 Asia/Shanghai of ``day``, as UTC."""
    return datetime(day.year, day.month, day.day, tzinfo=BUSINESS_ZONE).astimezone(UTC)


def travel_to(moment: datetime) -> None:
    """Tests only: make ``now()`` answer ``moment`` (and run on from there)."""
    global _offset
    _offset = moment - datetime.now(UTC)


def back_to_now() -> None:
    global _offset
    _offset = timedelta(0)
