"""Whose X-Forwarded-For is believed: only the proxies FORWARDED_ALLOW_IPS names, served the way
`gamestore serve` serves the app (over real HTTP on loopback)."""

from __future__ import annotations

import asyncio

import httpx
import pytest

from conftest import SmsOutbox, make_settings
from fixtures.live_server import serve_in_thread
from gamestore.cli import uvicorn_proxy_options
from gamestore.main import create_app

HEADERS = {"tenant-id": "1", "terminal": "20"}


def _answers_from_two_forwarded_addresses(migrated: str, **overrides: str) -> list[int]:
    """Codes of two calls claiming different clients, with one call a minute allowed per client."""
    settings = make_settings(
        migrated, redis_url=None, rate_limit_per_minute=1, order_close_job_enabled=False, **overrides
    )
    app = create_app(settings, sms=SmsOutbox())
    with (
        serve_in_thread(app, lifespan="on", **uvicorn_proxy_options(settings)) as url,
        httpx.Client(base_url=url, headers=HEADERS) as client,
    ):
        return [
            client.get("/app-api/system/health", headers={"X-Forwarded-For": forwarded}).json()["code"]
            for forwarded in ("192.0.2.1", "192.0.2.2")
        ]


@pytest.fixture
async def database(migrated: str) -> str:
    return migrated


async def test_forwarded_for_from_loopback_is_ignored_by_default(database: str) -> None:
    codes = await asyncio.to_thread(_answers_from_two_forwarded_addresses, database)
    assert codes == [0, 429]  # both calls count against 127.0.0.1


async def test_forwarded_for_is_believed_from_a_named_proxy(database: str) -> None:
    codes = await asyncio.to_thread(
        _answers_from_two_forwarded_addresses, database, forwarded_allow_ips="127.0.0.1"
    )
    assert codes == [0, 0]


def test_uvicorn_is_told_to_trust_no_proxy_unless_one_is_named() -> None:
    assert uvicorn_proxy_options(make_settings("sqlite+aiosqlite://"))["proxy_headers"] is False
    named = uvicorn_proxy_options(make_settings("sqlite+aiosqlite://", forwarded_allow_ips="10.0.0.0/8"))
    assert named == {"proxy_headers": True, "forwarded_allow_ips": "10.0.0.0/8"}
