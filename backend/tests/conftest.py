"""Shared fixtures: a migrated database (SQLite, or PostgreSQL from TEST_DATABASE_URL), the app
over its ASGI interface, an SMS outbox standing in for the gateway, and login helpers."""

from __future__ import annotations

import os
import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import text
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import AsyncEngine

from gamestore.core import clock
from gamestore.core.config import Settings, get_settings
from gamestore.core.db import create_engine
from gamestore.core.migrate import upgrade
from gamestore.core.ratelimit import create_rate_limiter
from gamestore.identity.sms import SmsScene
from gamestore.main import create_app
from gamestore.models import Base

# A test that outlives pytest-timeout's limit fails alone (fixtures/timeouts.py).
pytest_plugins = ["fixtures.timeouts"]

TEST_JWT_SECRET = "test-secret-" + "x" * 40


@dataclass
class SentCode:
    mobile: str
    scene: SmsScene
    code: str


@dataclass
class SmsOutbox:
    """Stands in for the SMS gateway (an outside service): keeps what would have been sent."""

    sent: list[SentCode] = field(default_factory=list)
    fail_with: Exception | None = None

    async def send_code(self, mobile: str, scene: SmsScene, code: str) -> None:
        if self.fail_with is not None:
            raise self.fail_with
        self.sent.append(SentCode(mobile, scene, code))

    async def aclose(self) -> None:
        return None

    def last_code(self, mobile: str, scene: SmsScene = SmsScene.LOGIN) -> str:
        codes = [s.code for s in self.sent if s.mobile == mobile and s.scene == scene]
        assert codes, f"no code was sent to {mobile} for {scene.name}"
        return codes[-1]


def _database_url(tmp_dir: Path) -> str:
    return os.environ.get("TEST_DATABASE_URL") or f"sqlite+aiosqlite:///{tmp_dir / 'test.db'}"


@pytest.fixture(scope="session")
def database_url(tmp_path_factory: pytest.TempPathFactory) -> str:
    return _database_url(tmp_path_factory.mktemp("db"))


@pytest.fixture(scope="session")
async def migrated(database_url: str) -> str:
    """Empties the test database once, then builds it with the real migrations."""
    engine = create_engine(database_url)
    if make_url(database_url).get_backend_name() == "postgresql":
        async with engine.begin() as conn:
            await conn.execute(text("DROP SCHEMA public CASCADE"))
            await conn.execute(text("CREATE SCHEMA public"))
    await upgrade(engine)
    await engine.dispose()
    return database_url


async def clean_tables(engine: AsyncEngine) -> None:
    async with engine.begin() as conn:
        for table in reversed(Base.metadata.sorted_tables):
            if table.name == "system_tenant":
                await conn.execute(table.delete().where(table.c.id != 1))
            else:
                await conn.execute(table.delete())


@pytest.fixture
def cli_env(migrated: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The command line pointed at the test database."""
    monkeypatch.setenv("DATABASE_URL", migrated)
    monkeypatch.setenv("APP_ENV", "test")
    get_settings.cache_clear()
    yield
    get_settings.cache_clear()


def make_settings(database_url: str, **overrides: Any) -> Settings:
    values: dict[str, Any] = {
        "app_env": "test",
        "database_url": database_url,
        "redis_url": os.environ.get("REDIS_URL") or None,
        "jwt_secret": TEST_JWT_SECRET,
        "sms_provider": "console",
        "log_level": "WARNING",
        # API-only unless a test serves a web build of its own: results must not depend on
        # whether this checkout's web/dist has been built.
        "web_dist_dir": Path("/nonexistent/web-dist"),
        # Tests change data between reads; the visitor cache has its own tests.
        "public_cache_seconds": 0,
        "gc_freeze_at_startup": False,  # frozen objects are never collected; tests build many apps
        # The push-service stand-ins' hosts (tests/fixtures/push_service.py).
        "web_push_hosts": ["push.example.test", "push.example"],
        # Tests deliver the outbox themselves (Relay.deliver_due): an app served in a thread would
        # otherwise start a relay polling the shared test database, taking messages a later part of
        # the test (or another test) means to deliver.
        "outbox_relay_enabled": False,
    }
    values.update(overrides)
    return Settings(_env_file=None, **values)


AppFactory = Callable[..., Any]


@pytest.fixture
def outbox() -> SmsOutbox:
    return SmsOutbox()


@pytest.fixture
async def app_factory(migrated: str, outbox: SmsOutbox) -> AsyncIterator[AppFactory]:
    """Builds apps on the test database; each test gets clean tables and its own rate-limit keys."""
    apps: list[Any] = []
    prefix = f"test:{uuid.uuid4().hex}:"

    def build(push_transport: httpx.AsyncBaseTransport | None = None, **overrides: Any) -> Any:
        settings = make_settings(migrated, **overrides)
        limiter = create_rate_limiter(settings.redis_url, prefix)
        app = create_app(settings, limiter=limiter, sms=outbox, push_transport=push_transport)
        apps.append(app)
        return app

    yield build
    for app in apps:
        await app.state.limiter.aclose()
        await app.state.tickets.aclose()
        await app.state.push.client.aclose()
        await app.state.storage.aclose()
        await clean_tables(app.state.engine)
        await app.state.engine.dispose()
    forget_built_apps()


def forget_built_apps() -> None:
    """FastAPI keeps what it learnt of each endpoint and dependency in module-wide caches of 4,096
    entries, keyed by the callable. An app's own closures (the docs page, per-app dependencies) keep
    the whole app alive there: a run building ~2,000 apps grew each pytest process to ~7 GB and
    slowed every full garbage collection. A served process builds one app; tests drop them."""
    from fastapi.dependencies import models

    for cached in vars(models).values():
        if callable(getattr(cached, "cache_clear", None)):
            cached.cache_clear()


def client_for(app: Any, address: str = "203.0.113.7", **headers: str) -> httpx.AsyncClient:
    transport = httpx.ASGITransport(app=app, client=(address, 50000))
    return httpx.AsyncClient(
        transport=transport,
        base_url="http://testserver/app-api",
        headers={"tenant-id": "1", "terminal": "20", **headers},
    )


@pytest.fixture
async def app(app_factory: AppFactory) -> Any:
    return app_factory()


@pytest.fixture
async def client(app: Any) -> AsyncIterator[httpx.AsyncClient]:
    async with client_for(app) as c:
        yield c


def data(response: httpx.Response) -> Any:
    """The ``data`` of a successful envelope (fails the test on any other answer)."""
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["code"] == 0, body
    return body["data"]


def failure(response: httpx.Response) -> tuple[int, str]:
    """``(code, msg)`` of a handled failure: HTTP 200, code not 0, no data."""
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["code"] != 0 and body["data"] is None, body
    return body["code"], body["msg"]


async def login_by_sms(client: httpx.AsyncClient, outbox: SmsOutbox, mobile: str) -> dict[str, Any]:
    code = await send_code(client, outbox, mobile, SmsScene.LOGIN)
    tokens: dict[str, Any] = data(
        await client.post("/member/auth/sms-login", json={"mobile": mobile, "code": code})
    )
    return tokens


def bearer(tokens: dict[str, Any]) -> dict[str, str]:
    return {"Authorization": f"Bearer {tokens['accessToken']}"}


@pytest.fixture
def midday() -> Iterator[None]:
    """Run the test at 12:00 Beijing time of today (the clock runs on from there): what counts per
    business day (SMS budgets) must not roll over in the middle of a test run near 00:00 Beijing,
    which is 16:00 UTC, when CI often runs."""
    clock.travel_to(clock.start_of_business_day(clock.business_date()) + timedelta(hours=12))
    yield
    clock.back_to_now()


async def allow_resend(app: Any, mobile: str) -> None:
    """Let the resend interval for ``mobile`` pass now instead of in 60 s: the latest code of each
    scene is made just old enough. Only those move, and only that far, so the codes still count
    in the business day they were sent in (moving every code back each time pushed the first ones
    into the day before when a test ran just after midnight in Beijing)."""
    from sqlalchemy import select

    from gamestore.models import SmsCode

    for tenant in (1, 2):
        for scene in SmsScene:
            await app.state.limiter.release(f"sms:{tenant}:{mobile}:{scene.value}")
    old_enough = clock.now() - timedelta(seconds=app.state.settings.sms_resend_seconds + 1)
    async with app.state.sessions() as session, session.begin():
        latest: dict[tuple[int, int], Any] = {}
        for row in await session.scalars(select(SmsCode).where(SmsCode.mobile == mobile)):
            key = (row.tenant_id, row.scene)
            if key not in latest or row.created_at > latest[key].created_at:
                latest[key] = row
        for row in latest.values():
            row.created_at = min(row.created_at, old_enough)


async def send_code(
    client: httpx.AsyncClient,
    outbox: SmsOutbox,
    mobile: str,
    scene: SmsScene,
    token: dict[str, Any] | None = None,
) -> str:
    """Send a code (the resend interval waived) and return what the gateway would have delivered."""
    await allow_resend(client._transport.app, mobile)  # type: ignore[attr-defined]
    headers = bearer(token) if token else {}
    data(
        await client.post(
            "/member/auth/send-sms-code", json={"mobile": mobile, "scene": scene.value}, headers=headers
        )
    )
    return outbox.last_code(mobile, scene)
