"""The operator's command line: `gamestore serve | db upgrade | openapi | import-games | import-keys |
import-tasks | import-items | import-articles | vapid-keys | demo-data | upload-variants |
adjust-points | grant-item | reply-feedback | backup | restore | create-operator`."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import shutil
import sys
import tempfile
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from gamestore.core.config import ConfigurationError, Settings, get_settings

if TYPE_CHECKING:
    from sqlalchemy.ext.asyncio import AsyncSession

T = TypeVar("T")

# Exit codes of the import commands.
IMPORTED, SOME_REJECTED, UNUSABLE_INPUT = 0, 1, 2


def uvicorn_proxy_options(settings: Settings) -> dict[str, Any]:
    """uvicorn believes X-Forwarded-For from 127.0.0.1 unless told otherwise, so any local process
    could pick the address the per-client limits see: only the proxies FORWARDED_ALLOW_IPS names are."""
    allowed = settings.forwarded_allow_ips.strip()
    return {"proxy_headers": bool(allowed), "forwarded_allow_ips": allowed or None}


# prometheus-client's multiprocess mode (core/metrics.py); read when it is first imported.
METRICS_DIRECTORY_VARIABLE = "PROMETHEUS_MULTIPROC_DIR"


@contextlib.contextmanager
def shared_metrics_directory() -> Iterator[Path]:
    """For several server processes: a fresh directory where each writes its metrics (an earlier
    run's values must not be added in), set in the environment the processes inherit, and removed
    when the server stops."""
    directory = Path(tempfile.mkdtemp(prefix="gamestore-metrics-"))
    previous = os.environ.get(METRICS_DIRECTORY_VARIABLE)
    os.environ[METRICS_DIRECTORY_VARIABLE] = str(directory)
    try:
        yield directory
    finally:
        if previous is None:
            os.environ.pop(METRICS_DIRECTORY_VARIABLE, None)
        else:
            os.environ[METRICS_DIRECTORY_VARIABLE] = previous
        shutil.rmtree(directory, ignore_errors=True)


def _serve(args: argparse.Namespace) -> int:
    import uvicorn

    settings = get_settings()
    settings.check_safe_to_start()
    workers = args.workers or settings.server_workers()
    if workers > 1 and settings.app_env == "production" and not settings.redis_url:
        raise ConfigurationError(
            f"refusing to start {workers} processes in production without REDIS_URL: rate limits, SMS "
            "budgets and caches must be shared between them (or set WORKERS=1)"
        )
    options: dict[str, Any] = {
        "host": args.host or settings.host,
        "port": args.port or settings.port,
        **uvicorn_proxy_options(settings),
        "log_level": settings.log_level.lower(),
        "access_log": False,
        "server_header": False,  # names the server and its version to anyone probing
    }
    if workers == 1:
        from gamestore.main import create_app

        uvicorn.run(create_app(settings), **options)
    else:
        # Each worker process builds its own app (engine, pools, jobs) from the same environment.
        with shared_metrics_directory():
            uvicorn.run("gamestore.main:create_app", factory=True, workers=workers, **options)
    return 0


def _db_upgrade(args: argparse.Namespace) -> int:
    from gamestore.core.db import create_engine
    from gamestore.core.migrate import upgrade

    async def run() -> None:
        engine = create_engine(get_settings().database_url)
        try:
            await upgrade(engine, args.revision)
        finally:
            await engine.dispose()

    asyncio.run(run())
    print(f"database upgraded to {args.revision}")
    return 0


def _openapi(_args: argparse.Namespace) -> int:
    import json

    from gamestore.core.config import Settings
    from gamestore.main import create_app

    app = create_app(Settings(_env_file=None, database_url="sqlite+aiosqlite:///:memory:"))
    print(json.dumps(app.openapi(), ensure_ascii=False, indent=1, sort_keys=True))
    return 0


def _in_transaction(work: Callable[[AsyncSession], Awaitable[T]]) -> T:
    """Run ``work`` in one transaction on the configured database (committed when it returns); with
    REDIS_URL, what it changed is announced to the server processes (their caches drop it)."""
    from gamestore.core.cache_bus import CacheBus
    from gamestore.core.db import create_engine, create_session_factory, unit_of_work
    from gamestore.main import install_reactions

    install_reactions()  # what it changes others react to in the same transaction (a release moved)

    async def run() -> T:
        settings = get_settings()
        engine = create_engine(settings.database_url)
        bus = CacheBus(settings.redis_url) if settings.redis_url else None
        if bus is not None:
            await bus.start(listen=False)
        try:
            async with unit_of_work(create_session_factory(engine)) as session:
                return await work(session)
        finally:
            if bus is not None:
                await bus.aclose()
            await engine.dispose()

    return asyncio.run(run())


def _record_id(text: str) -> int:
    value = int(text)
    if not 1 <= value < 2**63:
        raise argparse.ArgumentTypeError(f"not a record id: {text}")
    return value


def _read_text(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        print(f"gamestore: cannot read {path}: {exc}", file=sys.stderr)
        return None


class _Report(Protocol):
    @property
    def ok(self) -> bool: ...

    def render(self) -> str: ...


def _import_json(
    path: Path, run: Callable[[AsyncSession, Any], Awaitable[_Report]], *, object_only: bool = False
) -> int:
    """Read an operator's JSON file, import it in one transaction and print the report."""
    import json

    get_settings().check_safe_to_start()
    text = _read_text(path)
    if text is None:
        return UNUSABLE_INPUT
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        print(f"gamestore: {path} is not valid JSON: {exc}", file=sys.stderr)
        return UNUSABLE_INPUT
    if object_only and not isinstance(data, dict):
        print(f"gamestore: {path} must hold one JSON object", file=sys.stderr)
        return UNUSABLE_INPUT
    report = _in_transaction(lambda session: run(session, data))
    print(report.render())
    return IMPORTED if report.ok else SOME_REJECTED


def _import_games(args: argparse.Namespace) -> int:
    from gamestore.content.banner_import import import_catalogue_file

    return _import_json(args.file, import_catalogue_file, object_only=True)


def _import_tasks(args: argparse.Namespace) -> int:
    from gamestore.engagement.task_import import import_tasks

    return _import_json(args.file, import_tasks)


def _import_items(args: argparse.Namespace) -> int:
    from gamestore.core.crypto import KeyCipher
    from gamestore.engagement.item_import import import_items

    settings = get_settings()
    settings.check_safe_to_start()  # before the cipher reads DATA_ENCRYPTION_KEY
    cipher = KeyCipher.from_settings(settings)
    return _import_json(
        args.file, lambda session, data: import_items(session, data, cipher), object_only=True
    )


def _vapid_keys(_args: argparse.Namespace) -> int:
    from gamestore.notification.webpush import VapidKeys

    keys = VapidKeys.generate()
    print(f"VAPID_PRIVATE_KEY={keys.private_key_b64url()}")
    print(f"# public key (served at /member/push-subscription/get-public-key): {keys.public_key_b64url}")
    return 0


def _import_articles(args: argparse.Namespace) -> int:
    from gamestore.content.importer import import_content

    return _import_json(args.file, import_content)


def _import_keys(args: argparse.Namespace) -> int:
    from gamestore.catalogue.import_keys import UnknownSkuError, import_keys
    from gamestore.core.crypto import KeyCipher

    settings = get_settings()
    settings.check_safe_to_start()
    text = _read_text(args.file)
    if text is None:
        return UNUSABLE_INPUT
    cipher = KeyCipher.from_settings(settings)
    try:
        report = _in_transaction(lambda session: import_keys(session, cipher, args.sku, text.splitlines()))
    except UnknownSkuError as exc:
        print(f"gamestore: {exc}", file=sys.stderr)
        return UNUSABLE_INPUT
    print(report.render())
    return IMPORTED if report.ok else SOME_REJECTED


def _deliver_preorders(_args: argparse.Namespace) -> int:
    """What the server's job does every minute, now: released versions' pre-orders get their keys,
    first paid first (safe beside the servers' own runs). Refunds of pre-orders a day short of keys
    stay with the servers' job, which holds the payment gateways."""
    from gamestore.core.db import create_engine, create_session_factory
    from gamestore.main import install_reactions
    from gamestore.trade.preorder_service import deliver_released

    install_reactions()  # a delivery reschedules the order's effects

    settings = get_settings()
    settings.check_safe_to_start()

    async def run() -> int:
        engine = create_engine(settings.database_url)
        try:
            return await deliver_released(create_session_factory(engine), settings)
        finally:
            await engine.dispose()

    print(f"{asyncio.run(run())} pre-orders delivered")
    return 0


def _demo_data(args: argparse.Namespace) -> int:
    from gamestore.core.crypto import KeyCipher
    from gamestore.core.storage import create_storage
    from gamestore.demo.loader import load_demo

    settings = get_settings()
    settings.check_safe_to_start()
    cipher = KeyCipher.from_settings(settings)

    async def load(session: AsyncSession) -> str:
        storage = create_storage(settings)
        try:
            return await load_demo(session, settings, cipher, storage, if_empty=args.if_empty)
        finally:
            await storage.aclose()

    print(_in_transaction(load))
    return 0


def _upload_variants(_args: argparse.Namespace) -> int:
    from gamestore.core.storage import create_storage
    from gamestore.system.files import VariantReport, create_missing_variants

    settings = get_settings()
    settings.check_safe_to_start()

    async def run() -> VariantReport:
        storage = create_storage(settings)
        try:
            return await create_missing_variants(storage, settings)
        finally:
            await storage.aclose()

    report = asyncio.run(run())
    print(report.render())
    return 1 if report.failed else 0


def _reply_feedback(args: argparse.Namespace) -> int:
    from gamestore.core.errors import AppError
    from gamestore.trade import feedback_service
    from gamestore.trade.after_sale_service import reply_as_store

    get_settings().check_safe_to_start()
    text = " ".join(args.text).strip()
    if not text:
        print("gamestore: the reply is empty", file=sys.stderr)
        return UNUSABLE_INPUT
    if args.feedback is not None:
        try:
            _in_transaction(lambda session: feedback_service.reply_as_store(session, args.feedback, text))
        except AppError:
            print(f"gamestore: no feedback has id {args.feedback}", file=sys.stderr)
            return UNUSABLE_INPUT
        print(f"reply added to feedback {args.feedback}")
        return 0
    try:
        reply_id = _in_transaction(lambda session: reply_as_store(session, args.order, text))
    except AppError:
        print(f"gamestore: no order has id {args.order}", file=sys.stderr)
        return UNUSABLE_INPUT
    print(f"reply {reply_id} added to order {args.order}")
    return 0


def _read_new_password() -> str | None:
    """The new operator's password: one line from stdin when it is not a terminal, else asked twice."""
    import getpass

    if not sys.stdin.isatty():
        return sys.stdin.readline().rstrip("\r\n")
    password = getpass.getpass("Password: ")
    return password if getpass.getpass("Password again: ") == password else None


def _create_operator(args: argparse.Namespace) -> int:
    from pydantic import ValidationError

    from gamestore.core.errors import AppError
    from gamestore.system import operator_service
    from gamestore.system.admin_schemas import OperatorCreateReq

    settings = get_settings()
    settings.check_safe_to_start()
    password = _read_new_password()
    if password is None:
        print("gamestore: the passwords differ", file=sys.stderr)
        return UNUSABLE_INPUT
    try:
        body = OperatorCreateReq(username=args.username, password=password, role=args.role)
    except ValidationError as exc:
        fields = ", ".join(str(error["loc"][0]) for error in exc.errors())
        print(
            f"gamestore: invalid {fields} (passwords: 8-64 characters with a letter and a digit)",
            file=sys.stderr,
        )
        return UNUSABLE_INPUT
    secret = operator_service.new_totp_secret() if args.totp else None
    try:
        operator = _in_transaction(
            lambda session: operator_service.create(session, settings, None, body, secret)
        )
    except AppError:
        print(f"gamestore: the username {body.username} is taken", file=sys.stderr)
        return UNUSABLE_INPUT
    print(f"operator {operator.username} ({operator.role}) created")
    if secret is not None:
        print(operator_service.totp_uri(secret, operator.username, settings.app_name))
    return 0


def _adjust_points(args: argparse.Namespace) -> int:
    from gamestore.core.errors import AppError
    from gamestore.identity.admin_service import adjust_points_by_mobile

    get_settings().check_safe_to_start()
    try:
        balance = _in_transaction(lambda session: adjust_points_by_mobile(session, args.mobile, args.points))
    except LookupError:
        print(f"gamestore: no member has mobile {args.mobile}", file=sys.stderr)
        return UNUSABLE_INPUT
    except AppError:
        print("gamestore: the member does not have that many points", file=sys.stderr)
        return UNUSABLE_INPUT
    print(f"{args.mobile}: {args.points:+d} points, balance {balance}")
    return 0


def _grant_item(args: argparse.Namespace) -> int:
    from gamestore.core.errors import AppError
    from gamestore.engagement.collectible_service import grant_collectible
    from gamestore.engagement.item_service import grant_item, member_by_mobile
    from gamestore.engagement.items import GrantSource

    get_settings().check_safe_to_start()
    source_id = f"cli:{args.reference}"

    async def grant(session: AsyncSession) -> int:
        member_id = await member_by_mobile(session, args.mobile)
        if args.collectible:
            return await grant_collectible(
                session, member_id, args.collectible, GrantSource.OPERATOR, source_id
            )
        return await grant_item(session, member_id, args.item, GrantSource.OPERATOR, source_id, args.quantity)

    try:
        granted = _in_transaction(grant)
    except LookupError:
        print(f"gamestore: no member has mobile {args.mobile}", file=sys.stderr)
        return UNUSABLE_INPUT
    except AppError as refused:
        print(f"gamestore: not granted: {refused.error.key}", file=sys.stderr)
        return UNUSABLE_INPUT
    except ValueError as wrong:
        print(f"gamestore: {wrong}", file=sys.stderr)
        return UNUSABLE_INPUT
    what = f"collectible {args.collectible}" if args.collectible else f"{args.quantity} x item {args.item}"
    print(f"{args.mobile}: {what} granted (id {granted}; once per reference {args.reference!r})")
    return 0


def _backup(args: argparse.Namespace) -> int:
    from gamestore.core.backup import BackupError, backup_sqlite, sqlite_database_path

    try:
        database = sqlite_database_path(get_settings().database_url)
        revision = backup_sqlite(database, args.file)
    except BackupError as refused:
        print(f"gamestore: {refused}", file=sys.stderr)
        return UNUSABLE_INPUT
    print(f"{database} backed up to {args.file} (schema revision {revision})")
    return 0


def _restore(args: argparse.Namespace) -> int:
    from gamestore.core.backup import BackupError, restore_sqlite, sqlite_database_path

    try:
        database = sqlite_database_path(get_settings().database_url)
        restored = restore_sqlite(args.file, database)
    except BackupError as refused:
        print(f"gamestore: not restored: {refused}", file=sys.stderr)
        return UNUSABLE_INPUT
    print(f"{database} restored from {args.file} (schema revision {restored.revision})")
    if restored.previous_copy is not None:
        print(f"the database it replaced is kept as {restored.previous_copy}")
    if not restored.at_head:
        print("the backup's schema is older than this version's: run `gamestore db upgrade` before serving")
    return 0


def _nonzero(text: str) -> int:
    value = int(text)
    if value == 0 or abs(value) > 10_000_000:
        raise argparse.ArgumentTypeError(f"not a point change: {text}")
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="gamestore", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)

    serve = commands.add_parser("serve", help="serve the API (and the web app, once built)")
    serve.add_argument("--host", help="default: HOST or 127.0.0.1")
    serve.add_argument("--port", type=int, help="default: PORT or 8000")
    serve.add_argument(
        "--workers",
        type=int,
        choices=range(1, 65),
        metavar="N",
        help="server processes (default: WORKERS, else one per core in production and one otherwise)",
    )
    serve.set_defaults(run=_serve)

    db = commands.add_parser("db", help="database maintenance")
    db_commands = db.add_subparsers(dest="db_command", required=True)
    upgrade = db_commands.add_parser("upgrade", help="apply the Alembic migrations")
    upgrade.add_argument("revision", nargs="?", default="head")
    upgrade.set_defaults(run=_db_upgrade)

    openapi = commands.add_parser("openapi", help="print the API's OpenAPI schema (JSON)")
    openapi.set_defaults(run=_openapi)

    exits = "exit status 0: all imported, 1: some rows rejected (the others imported), 2: unusable input"
    games = commands.add_parser(
        "import-games", help="import categories, teams, games, banners and reviews", epilog=exits
    )
    games.add_argument("file", type=Path, metavar="FILE.json", help="see docs/import-format.md")
    games.set_defaults(run=_import_games)

    keys = commands.add_parser(
        "import-keys", help="add activation keys to a game version", epilog=exits + " or unknown SKU"
    )
    keys.add_argument("--sku", type=_record_id, required=True, metavar="ID", help="the version's (SKU's) id")
    keys.add_argument("file", type=Path, metavar="FILE.txt", help="one key per line")
    keys.set_defaults(run=_import_keys)

    deliver = commands.add_parser(
        "deliver-preorders", help="deliver the keys of released versions' pre-orders now (the job's work)"
    )
    deliver.set_defaults(run=_deliver_preorders)

    tasks = commands.add_parser("import-tasks", help="create or update member tasks", epilog=exits)
    tasks.add_argument("file", type=Path, metavar="FILE.json", help="see docs/import-format.md")
    tasks.set_defaults(run=_import_tasks)

    items = commands.add_parser(
        "import-items", help="create or update items and collectibles, add bonus codes", epilog=exits
    )
    items.add_argument("file", type=Path, metavar="FILE.json", help="see docs/import-format.md")
    items.set_defaults(run=_import_items)

    articles = commands.add_parser(
        "import-articles", help="create or update activities, news and help questions", epilog=exits
    )
    articles.add_argument("file", type=Path, metavar="FILE.json", help="see docs/import-format.md")
    articles.set_defaults(run=_import_articles)

    vapid = commands.add_parser("vapid-keys", help="print a new Web Push (VAPID) key pair for the settings")
    vapid.set_defaults(run=_vapid_keys)

    demo = commands.add_parser("demo-data", help="load the demo catalogue, its images and keys")
    demo.add_argument("--if-empty", action="store_true", help="only when the store has no game yet")
    demo.set_defaults(run=_demo_data)
    variants = commands.add_parser(
        "upload-variants",
        help="give public images uploaded before width variants existed their four WebP widths",
    )
    variants.set_defaults(run=_upload_variants)

    operator = commands.add_parser(
        "create-operator",
        help="add an operator of the console (password from stdin, or asked)",
        epilog="--totp prints the otpauth:// URI to add to an authenticator app",
    )
    operator.add_argument("--username", required=True)
    operator.add_argument("--role", required=True, choices=["admin", "catalogue", "content", "support"])
    operator.add_argument("--totp", action="store_true", help="require a one-time code at login")
    operator.set_defaults(run=_create_operator)

    points = commands.add_parser("adjust-points", help="add (or, negative, take) a member's points")
    points.add_argument("--mobile", required=True, help="the member's mobile number")
    points.add_argument("--points", type=_nonzero, required=True, help="e.g. 500 or -200")
    points.set_defaults(run=_adjust_points)

    grant = commands.add_parser(
        "grant-item", help="give a member an item or a collectible (once per reference)"
    )
    grant.add_argument("--mobile", required=True, help="the member's mobile number")
    given = grant.add_mutually_exclusive_group(required=True)
    given.add_argument("--item", metavar="CODE", help="an item's code (from the item file)")
    given.add_argument("--collectible", metavar="CODE", help="a collectible's code (from the item file)")
    grant.add_argument(
        "--quantity", type=int, choices=range(1, 101), default=1, metavar="N", help="items (1-100)"
    )
    grant.add_argument(
        "--reference",
        required=True,
        help="why, e.g. a support ticket: granting again with it gives nothing more",
    )
    grant.set_defaults(run=_grant_item)

    reply = commands.add_parser(
        "reply-feedback", help="answer a member: in an order's feedback thread, or feedback from the centre"
    )
    target = reply.add_mutually_exclusive_group(required=True)
    target.add_argument("--order", type=_record_id, metavar="ID", help="the order's id")
    target.add_argument("--feedback", type=_record_id, metavar="ID", help="the feedback centre message's id")
    reply.add_argument("text", nargs="+", help="the store's reply")
    reply.set_defaults(run=_reply_feedback)

    backup = commands.add_parser(
        "backup",
        help="copy the SQLite database to FILE, consistent while the server runs (PostgreSQL: pg_dump)",
    )
    backup.add_argument("file", type=Path, metavar="FILE", help="a new file")
    backup.set_defaults(run=_backup)
    restore = commands.add_parser(
        "restore",
        help="replace the SQLite database with a backup (stop the server first; PostgreSQL: pg_restore)",
        epilog="the database it replaces is kept next to it as <name>.before-restore-<time>",
    )
    restore.add_argument("file", type=Path, metavar="FILE", help="a file `gamestore backup` wrote")
    restore.set_defaults(run=_restore)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        code: int = args.run(args)
    except ConfigurationError as exc:
        print(f"gamestore: {exc}", file=sys.stderr)
        return 2
    return code


if __name__ == "__main__":
    sys.exit(main())
