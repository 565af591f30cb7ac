"""Engine, sessions and the request's unit of work."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from sqlalchemy import Executable, Result, event, exc
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import (
    AsyncConnection,
    AsyncEngine,
    AsyncSession,
    async_sessionmaker,
    create_async_engine,
)
from sqlalchemy.orm import ORMExecuteState, Session

# SQLSTATEs that mean the server cannot serve now, whatever was asked: connection exceptions (08),
# shutting down or starting up (57P01-57P03), too many connections (53300).
_UNAVAILABLE_SQLSTATES = ("08", "57P01", "57P02", "57P03", "53300")


class DatabaseUnreachableError(Exception):
    """Opening a connection to the database failed (refused, reset, timed out, starting up): the
    database is away, not the request at fault. The driver's own error is the cause."""


# A pooled server connection idle longer than this is pinged before it is handed out; one in use
# moments ago is not (a ping is a round trip on every request: SQLAlchemy's pool_pre_ping).
PING_AFTER_IDLE_SECONDS = 2.0
_IDLE_SINCE = "gamestore.idle_since"


# Connections a process keeps open. A request holds one from its first query to its commit, so under
# load about as many are in use as requests are in flight; connections beyond the pool (overflow) are
# closed as soon as they are returned, and opening one costs far more than a query (a PostgreSQL
# login, or a new SQLite connection with its own thread), so the pool is sized to the concurrency a
# process serves rather than left to churn. Processes x (pool + overflow) must stay under the
# database's max_connections.
DEFAULT_POOL_SIZE, DEFAULT_MAX_OVERFLOW = 32, 8
# How long opening a PostgreSQL connection may take (asyncpg waits 60 s by default): a database host
# that drops packets answers 503 after this, not after a minute of requests piling up.
DEFAULT_CONNECT_TIMEOUT_SECONDS = 5.0


def create_engine(
    database_url: str,
    *,
    echo: bool = False,
    pool_size: int = DEFAULT_POOL_SIZE,
    max_overflow: int = DEFAULT_MAX_OVERFLOW,
    connect_timeout: float = DEFAULT_CONNECT_TIMEOUT_SECONDS,
) -> AsyncEngine:
    url = make_url(database_url)
    pool = {"pool_size": pool_size, "max_overflow": max_overflow}
    if url.get_backend_name() != "sqlite":
        engine = create_async_engine(url, echo=echo, connect_args={"timeout": connect_timeout}, **pool)
        event.listen(engine.sync_engine, "do_connect", _connect_or_unreachable)
        event.listen(engine.sync_engine, "checkin", _mark_idle)
        event.listen(engine.sync_engine, "checkout", _ping_if_idle)
        return engine
    if url.database and url.database != ":memory:":
        Path(url.database).parent.mkdir(parents=True, exist_ok=True)
    else:
        pool = {}  # an in-memory database lives in one connection (SQLAlchemy's StaticPool)
    engine = create_async_engine(url, echo=echo, connect_args={"timeout": 30}, **pool)
    event.listen(engine.sync_engine, "connect", _configure_sqlite)
    event.listen(engine.sync_engine, "savepoint", _savepoint_takes_write_lock)
    return engine


def _connect_or_unreachable(dialect: Any, _record: Any, cargs: Any, cparams: Any) -> Any:
    """The driver's connect; its failures (asyncpg raises OSError, TimeoutError or its own errors,
    which SQLAlchemy does not wrap) become one typed error that database_unavailable recognises."""
    try:
        return dialect.connect(*cargs, **cparams)
    except Exception as error:
        raise DatabaseUnreachableError(f"cannot connect to the database: {error!r}") from error


def database_unavailable(error: BaseException) -> bool:
    """Whether ``error`` says the database cannot be reached or is restarting (the request may be
    tried again later), as opposed to a statement or program at fault."""
    # exc.TimeoutError: no pooled connection came free in time.
    if isinstance(error, DatabaseUnreachableError | exc.TimeoutError):
        return True
    if isinstance(error, exc.DBAPIError):
        sqlstate = str(getattr(error.orig, "sqlstate", None) or "")
        return error.connection_invalidated or sqlstate.startswith(_UNAVAILABLE_SQLSTATES)
    return False


def _mark_idle(_dbapi_connection: Any, record: Any) -> None:
    if record is not None:
        record.info[_IDLE_SINCE] = time.monotonic()


def _ping_if_idle(dbapi_connection: Any, record: Any, _proxy: Any) -> None:
    """Pessimistic disconnect handling for connections that sat idle: a dead one is replaced (the
    pool retries the checkout with a fresh connection) instead of failing the request."""
    idle_since = record.info.get(_IDLE_SINCE)
    if idle_since is None or time.monotonic() - idle_since <= PING_AFTER_IDLE_SECONDS:
        return
    try:
        dbapi_connection.ping()
    except Exception as error:
        raise exc.DisconnectionError(f"pooled connection failed its ping: {error}") from error


def _configure_sqlite(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=30000")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()


def _savepoint_takes_write_lock(connection: Any, _name: str | None) -> None:
    """SQLite: a savepoint that starts the transaction starts it as BEGIN IMMEDIATE. Its driver starts
    none before a SELECT, so a plain read-then-write takes the write lock at its first write, waiting
    in the busy timeout; but a SAVEPOINT opens a deferred transaction of its own, in which a read fixes
    the snapshot and a later write fails at once ('database is locked', a 500) if another connection
    committed in between. Taking the lock first, the savepoint waits for it instead."""
    if not connection.connection.driver_connection.in_transaction:  # the aiosqlite connection
        connection.exec_driver_sql("BEGIN IMMEDIATE")


async def execute_core(
    session: AsyncSession, statement: Executable, params: Mapping[str, Any] | None = None
) -> Result[*tuple[Any, ...]]:
    """A Core statement (tables, not mapped classes) on the session's connection, in its transaction:
    past the ORM's execution layer, which costs 0.1-0.15 ms a statement (a star deal's winner runs four
    hot ones). Nothing pending in the session is flushed first."""
    connection = await session.connection()
    return await connection.execute(statement, params)


def dialect_insert(session: AsyncSession, table: Any) -> Any:
    """An INSERT that knows ``ON CONFLICT`` on the database in use (PostgreSQL or SQLite)."""
    insert = pg_insert if session.get_bind().dialect.name == "postgresql" else sqlite_insert
    return insert(table)


def create_session_factory(
    engine: AsyncEngine, info: dict[str, Any] | None = None
) -> async_sessionmaker[AsyncSession]:
    """``info`` is copied into every session's ``Session.info``: how app-scoped caches reach the
    services that read through them (e.g. product/catalogue_cache.py)."""
    return async_sessionmaker(engine, expire_on_commit=False, autoflush=False, info=info)


def create_statement_session_factory(
    engine: AsyncEngine, info: dict[str, Any] | None = None
) -> async_sessionmaker[AsyncSession]:
    """PostgreSQL: sessions that run each statement on its own (autocommit), no BEGIN and COMMIT round
    trips (two of a star deal winner's five). Only for work whose one write is a single statement
    (atomic by itself, all or nothing) and whose reads need no common snapshot. SQLite: ordinary units
    of work. As any session's, the connection is taken at the first statement: taken before the
    member's session is looked up (on a connection of its own), it would be held while that one is
    waited for, and a crowd of such requests would hold every pooled connection, each waiting for
    another, until the pool's timeout."""
    return create_session_factory(_statement_at_a_time(engine), info)


def _statement_at_a_time(engine: AsyncEngine) -> AsyncEngine:
    """``engine``, each statement on its own (autocommit). Not on SQLite: its driver starts no
    transaction for a SELECT anyway, and switching its connections to autocommit and back costs two
    trips to its thread."""
    if engine.dialect.name == "sqlite":
        return engine
    return engine.execution_options(isolation_level="AUTOCOMMIT")


class ReadOnlySessionError(RuntimeError):
    """Something tried to write through a read-only session: a programming error, never input's."""


class _ReadOnlySession(Session):
    """Refuses to flush or to run an INSERT, UPDATE or DELETE (see create_read_session_factory)."""


@event.listens_for(_ReadOnlySession, "before_flush")
def _refuse_flush(session: Session, _context: Any, _instances: Any) -> None:
    if session.new or session.dirty or session.deleted:
        raise ReadOnlySessionError("a read-only session cannot store changes")


@event.listens_for(_ReadOnlySession, "do_orm_execute")
def _refuse_writes(state: ORMExecuteState) -> None:
    if state.is_insert or state.is_update or state.is_delete:
        raise ReadOnlySessionError("a read-only session cannot run INSERT, UPDATE or DELETE")


_WRITER_KEY = "gamestore.db.writer"


def create_read_session_factory(
    engine: AsyncEngine,
    info: dict[str, Any] | None = None,
    writer: async_sessionmaker[AsyncSession] | None = None,
) -> async_sessionmaker[AsyncSession]:
    """Sessions for requests that only read: each statement runs on its own in autocommit mode, so a
    read costs one round trip instead of three (no BEGIN and COMMIT around it; with PostgreSQL that
    was a quarter of a member read's server time). Reads see committed data statement by statement
    (as READ COMMITTED already does); nothing that must be atomic or locked may use them, and the
    session refuses any write (SQLite: as they are, see ``_statement_at_a_time``).

    ``writer`` is the factory ``writing`` opens a transaction from, for a read that turns out to
    need a write (rarely: e.g. an order found past its payment window)."""
    info = {**(info or {}), _WRITER_KEY: writer}
    return async_sessionmaker(
        _statement_at_a_time(engine),
        expire_on_commit=False,
        autoflush=False,
        sync_session_class=_ReadOnlySession,
        info=info,
    )


@asynccontextmanager
async def writing(session: AsyncSession) -> AsyncIterator[AsyncSession]:
    """A session that may write: ``session`` itself when it is a unit of work; for a read-only
    session, a unit of work of its own (committed when the block ends, rolled back if it raises)."""
    if not isinstance(session.sync_session, _ReadOnlySession):
        yield session
        return
    writer = session.info.get(_WRITER_KEY)
    if writer is None:
        raise ReadOnlySessionError("this read-only session was made without a factory to write with")
    # Hand the reader's connection back first (its objects stay loaded): a request holding one
    # connection while it waits for a second starves the pool when many do it at once.
    await session.commit()
    async with unit_of_work(writer) as own:
        yield own


@asynccontextmanager
async def standalone_writes(session: AsyncSession) -> AsyncIterator[AsyncConnection]:
    """``session``'s connection, for writes that stand on their own: each statement atomic by
    itself, none to be undone with the request's other work (e.g. a view counted). In a read
    session on PostgreSQL each statement runs in autocommit mode, so the rows it locks are held only
    while it runs, not until the request commits: members opening the same game queued behind that
    one row's lock (p99 in the hundreds of ms at 32 connections). A read session on SQLite commits
    them when the block ends; in a unit of work they are simply part of it."""
    connection = await session.connection()
    yield connection  # Core execution: the read-only session's guard watches ORM execution only
    if isinstance(session.sync_session, _ReadOnlySession) and connection.dialect.name == "sqlite":
        await session.commit()


@asynccontextmanager
async def unit_of_work(factory: async_sessionmaker[AsyncSession]) -> AsyncIterator[AsyncSession]:
    """Commit when the block succeeds, roll back when it raises.

    An exception with ``persist = True`` (for example a wrong SMS code, whose attempt must be
    counted) commits what was flushed before it was raised.
    """
    async with factory() as session:
        try:
            yield session
        except BaseException as exc:
            if getattr(exc, "persist", False):
                await session.commit()
            else:
                await session.rollback()
            raise
        else:
            await session.commit()
