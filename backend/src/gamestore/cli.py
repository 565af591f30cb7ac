"""The operator's command line: `gamestore serve | db upgrade | openapi`."""

from __future__ import annotations

import argparse
import asyncio
import sys

from gamestore.core.config import ConfigurationError, get_settings


def _serve(args: argparse.Namespace) -> int:
    import uvicorn

    from gamestore.main import create_app

    settings = get_settings()
    app = create_app(settings)
    uvicorn.run(
        app,
        host=args.host or settings.host,
        port=args.port or settings.port,
        proxy_headers=True,
        log_level=settings.log_level.lower(),
        access_log=False,
    )
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


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="gamestore", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)

    serve = commands.add_parser("serve", help="serve the API (and the web app, once built)")
    serve.add_argument("--host", help="default: HOST or 127.0.0.1")
    serve.add_argument("--port", type=int, help="default: PORT or 8000")
    serve.set_defaults(run=_serve)

    db = commands.add_parser("db", help="database maintenance")
    db_commands = db.add_subparsers(dest="db_command", required=True)
    upgrade = db_commands.add_parser("upgrade", help="apply the Alembic migrations")
    upgrade.add_argument("revision", nargs="?", default="head")
    upgrade.set_defaults(run=_db_upgrade)

    openapi = commands.add_parser("openapi", help="print the API's OpenAPI schema (JSON)")
    openapi.set_defaults(run=_openapi)
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
