"""`gamestore backup` and `gamestore restore`: a SQLite round trip while the app runs, refusals that
change nothing, and PostgreSQL sent to pg_dump and pg_restore."""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select

from conftest import SmsOutbox, bearer, client_for, data, login_by_sms, make_settings
from gamestore.cli import main
from gamestore.core.config import get_settings
from gamestore.core.db import create_engine
from gamestore.core.migrate import upgrade
from gamestore.main import create_app
from gamestore.models import Member

FIRST, SECOND = "13800000081", "13800000082"


@pytest.fixture
def database(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A SQLite database of its own (whatever database the other tests use), named to the CLI."""
    path = tmp_path / "shop.db"
    monkeypatch.setenv("DATABASE_URL", f"sqlite+aiosqlite:///{path}")
    monkeypatch.setenv("APP_ENV", "test")
    get_settings.cache_clear()
    yield path
    get_settings.cache_clear()


@pytest.fixture
async def running_app(database: Path) -> AsyncIterator[Any]:
    url = f"sqlite+aiosqlite:///{database}"
    engine = create_engine(url)
    await upgrade(engine)
    await engine.dispose()
    app = create_app(make_settings(url), sms=SmsOutbox())
    yield app
    await app.state.limiter.aclose()
    await app.state.push.client.aclose()
    await app.state.storage.aclose()
    await app.state.engine.dispose()


def files_like(directory: Path, pattern: str) -> list[Path]:
    return sorted(directory.glob(pattern))


async def members(app: Any) -> set[str]:
    async with app.state.sessions() as session:
        return set(await session.scalars(select(Member.mobile)))


async def test_a_backup_taken_while_serving_restores_the_data_it_held(
    running_app: Any, database: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    app, outbox = running_app, running_app.state.sms
    backup = tmp_path / "backups" / "shop-1.db"
    backup.parent.mkdir()
    async with client_for(app) as client:
        first = await login_by_sms(client, outbox, FIRST)
        assert main(["backup", str(backup)]) == 0
        assert "backed up" in capsys.readouterr().out
        await login_by_sms(client, outbox, SECOND)
        assert await members(app) == {FIRST, SECOND}

        assert main(["restore", str(backup)]) == 0
        said = capsys.readouterr().out
        assert "restored" in said and ".before-restore-" in said

        assert await members(app) == {FIRST}
        # The app still works: the restored member's session is valid, a new member can join.
        assert data(await client.get("/member/user/get", headers=bearer(first)))["mobile"] == FIRST
        await login_by_sms(client, outbox, SECOND)
        assert await members(app) == {FIRST, SECOND}
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://t") as probe:
        assert (await probe.get("/readyz")).status_code == 200
    kept = files_like(database.parent, "shop.db.before-restore-*")
    assert len(kept) == 1  # what the restore replaced, the second member with it
    with sqlite3.connect(kept[0]) as previous:
        assert previous.execute("SELECT count(*) FROM member_user").fetchone() == (2,)


async def test_restore_refuses_what_is_not_a_backup_of_this_schema(
    running_app: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    async with client_for(running_app) as client:
        await login_by_sms(client, running_app.state.sms, FIRST)
    not_sqlite = tmp_path / "notes.db"
    not_sqlite.write_text("not a database, just text\n" * 100, encoding="utf-8")
    other_schema = tmp_path / "other.db"
    with sqlite3.connect(other_schema) as other:
        other.execute("CREATE TABLE something (id INTEGER PRIMARY KEY)")
    unknown_revision = tmp_path / "future.db"
    with sqlite3.connect(unknown_revision) as future:
        future.execute("CREATE TABLE alembic_version (version_num VARCHAR(32) PRIMARY KEY)")
        future.execute("INSERT INTO alembic_version VALUES ('f00dfeed0001')")

    for candidate, reason in (
        (not_sqlite, "is not a SQLite database"),
        (other_schema, "is not a GameStore database"),
        (unknown_revision, "schema revision this version does not know"),
        (tmp_path / "missing.db", "there is no file"),
    ):
        assert main(["restore", str(candidate)]) == 2
        assert reason in capsys.readouterr().err
    assert await members(running_app) == {FIRST}  # nothing changed
    assert not files_like(tmp_path, "shop.db.before-restore-*")


async def test_backup_refuses_to_overwrite_a_file(
    running_app: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    existing = tmp_path / "existing.db"
    existing.write_bytes(b"keep me")
    assert main(["backup", str(existing)]) == 2
    assert "exists" in capsys.readouterr().err
    assert existing.read_bytes() == b"keep me"
    assert main(["backup", str(tmp_path / "no-such-directory" / "shop.db")]) == 2
    assert "there is no directory" in capsys.readouterr().err


def test_postgresql_is_sent_to_pg_dump_and_pg_restore(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("DATABASE_URL", "postgresql+asyncpg://shop:secret@db.internal:5432/shop")
    monkeypatch.setenv("APP_ENV", "test")
    get_settings.cache_clear()
    try:
        assert main(["backup", str(tmp_path / "shop.dump")]) == 2
        said = capsys.readouterr().err
        assert "pg_dump -Fc" in said and "pg_restore --clean --if-exists" in said
        assert main(["restore", str(tmp_path / "shop.dump")]) == 2
        assert "pg_restore --clean --if-exists" in capsys.readouterr().err
    finally:
        get_settings.cache_clear()
    assert not (tmp_path / "shop.dump").exists()


async def test_the_backup_is_one_consistent_file(running_app: Any, tmp_path: Path) -> None:
    async with client_for(running_app) as client:
        await login_by_sms(client, running_app.state.sms, FIRST)
    backup = tmp_path / "one.db"
    assert main(["backup", str(backup)]) == 0
    assert not files_like(tmp_path, "one.db-*")  # no -wal or -shm beside it
    with sqlite3.connect(backup) as copy:
        assert copy.execute("PRAGMA journal_mode").fetchone() == ("delete",)
        assert copy.execute("SELECT count(*) FROM member_user").fetchone() == (1,)
    async with running_app.state.sessions() as session:
        assert await session.scalar(select(func.count()).select_from(Member)) == 1
