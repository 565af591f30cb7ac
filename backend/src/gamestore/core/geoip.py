"""The request's country from a MaxMind DB file (``GEOIP_DATABASE``), read with ``maxminddb``: the
last source of a member's country (after their Steam account's and their own setting). No file
configured, an address it does not know, or a file that cannot be read: no country."""

from __future__ import annotations

import ipaddress
import logging
from functools import lru_cache
from pathlib import Path
from typing import Any

import maxminddb

from gamestore.core.countries import known_country

log = logging.getLogger(__name__)


@lru_cache(maxsize=4)
def _reader(path: Path) -> Any:
    """One reader per file for the process (memory-mapped when the OS allows); None when unreadable."""
    try:
        return maxminddb.open_database(str(path))
    except (OSError, ValueError, maxminddb.InvalidDatabaseError) as exc:
        log.warning("GeoIP database unusable: %s", exc.__class__.__name__)
        return None


def country_of_ip(database: Path | None, ip: str) -> str | None:
    """The ISO 3166-1 alpha-2 country of ``ip`` in ``database``, or None."""
    if database is None or not ip:
        return None
    try:
        address = ipaddress.ip_address(ip)
    except ValueError:
        return None
    reader = _reader(database)
    if reader is None:
        return None
    try:
        record = reader.get(address)
    except (ValueError, maxminddb.InvalidDatabaseError):
        return None
    if not isinstance(record, dict):
        return None
    country = record.get("country")
    return known_country(country.get("iso_code")) if isinstance(country, dict) else None
