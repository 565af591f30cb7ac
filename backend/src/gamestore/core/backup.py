"""Backing up and restoring a SQLite database (`gamestore backup | restore`); PostgreSQL's are
pg_dump's and pg_restore's (README, "Backups").

Both go through SQLite's online backup API: a backup is a consistent copy even while the server
writes (it copies one snapshot), and a restore replaces the database's pages in one transaction
under its write lock, so no process ever reads half of each.
"""

from __future__ import annotations

import os
import sqlite3
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

from alembic.script import ScriptDirectory
from sqlalchemy.engine import make_url

from gamestore.core import clock
from gamestore.core.migrate import alembic_config

POSTGRESQL_ADVICE = (
    "DATABASE_URL names a PostgreSQL database: back it up with `pg_dump -Fc` and restore it with "
    "`pg_restore --clean --if-exists` (README, Backups)"
)
BUSY_TIMEOUT_SECONDS = 30


class BackupError(Exception):
    """Why a backup or a restore was refused; nothing was changed."""


@dataclass(frozen=True, slots=True)
class Restored:
    revision: str
    at_head: bool
    previous_copy: Path | None


def sqlite_database_path(database_url: str) -> Path:
    url = make_url(database_url)
    if url.get_backend_name() == "postgresql":
        raise BackupError(POSTGRESQL_ADVICE)
    if url.get_backend_name() != "sqlite" or not url.database or url.database == ":memory:":
        raise BackupError(f"cannot back up or restore {url.render_as_string(hide_password=True)}")
    return Path(url.database)


def backup_sqlite(database: Path, target: Path) -> str:
    """Copy ``database`` to ``target`` (which must not exist) and answer the copy's schema revision."""
    if target.exists():
        raise BackupError(f"{target} exists: choose a new file name")
    if not database.is_file():
        raise BackupError(f"there is no database at {database}")
    if not target.parent.is_dir():
        raise BackupError(f"there is no directory {target.parent}")
    partial = target.with_name(target.name + ".partial")
    partial.unlink(missing_ok=True)
    try:
        with (
            closing(sqlite3.connect(database, timeout=BUSY_TIMEOUT_SECONDS)) as source,
            closing(sqlite3.connect(partial)) as copy,
        ):
            source.backup(copy)
            copy.execute("PRAGMA journal_mode=DELETE")  # one self-contained file, without -wal
        revision = check_backup(partial)
        os.replace(partial, target)
    finally:
        partial.unlink(missing_ok=True)
    return revision


def check_backup(path: Path) -> str:
    """The backup's schema revision, if ``path`` is a sound SQLite database of this application's
    schema at a revision these migrations know; else BackupError."""
    if not path.is_file():
        raise BackupError(f"there is no file at {path}")
    try:
        with closing(_connect_read_only(path)) as backup:
            integrity = backup.execute("PRAGMA quick_check").fetchone()
            if integrity is None or integrity[0] != "ok":
                raise BackupError(f"{path} is a damaged SQLite database")
            revisions = [row[0] for row in backup.execute("SELECT version_num FROM alembic_version")]
    except sqlite3.OperationalError as error:
        raise BackupError(f"{path} is not a GameStore database ({error})") from error
    except sqlite3.DatabaseError as error:
        raise BackupError(f"{path} is not a SQLite database ({error})") from error
    known = {script.revision for script in ScriptDirectory.from_config(alembic_config()).walk_revisions()}
    if len(revisions) != 1 or revisions[0] not in known:
        raise BackupError(f"{path} has a schema revision this version does not know: {revisions}")
    return str(revisions[0])


def restore_sqlite(backup: Path, database: Path) -> Restored:
    """Replace ``database`` with ``backup`` (checked first); the database it replaces is kept next
    to it, as ``<name>.before-restore-<UTC time>``."""
    revision = check_backup(backup)
    previous_copy = None
    if database.is_file():
        stamp = clock.system_now().strftime("%Y%m%dT%H%M%SZ")
        previous_copy = database.with_name(f"{database.name}.before-restore-{stamp}")
        _copy(database, previous_copy)
    database.parent.mkdir(parents=True, exist_ok=True)
    with (
        closing(_connect_read_only(backup)) as source,
        closing(sqlite3.connect(database, timeout=BUSY_TIMEOUT_SECONDS)) as target,
    ):
        source.backup(target)
    heads = ScriptDirectory.from_config(alembic_config()).get_heads()
    return Restored(revision, revision in heads, previous_copy)


def _copy(database: Path, target: Path) -> None:
    with (
        closing(sqlite3.connect(database, timeout=BUSY_TIMEOUT_SECONDS)) as source,
        closing(sqlite3.connect(target)) as copy,
    ):
        source.backup(copy)


def _connect_read_only(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=BUSY_TIMEOUT_SECONDS)
