"""Bench row "price alerts: match 100k": BENCH_PRICE_ALERTS (default 100,000) any-drop alerts on two
games, inserted in bulk into a fresh database (SQLite in a temporary directory, or BENCH_DATABASE_URL,
which it migrates and fills: use a scratch database), one operator price change on one game, then one
run of the matching job (notification/price_alert_delivery.py): its time and SQL statements.

    cd backend && PYTHONPATH=src ../.venv/bin/python ../bench/price_alerts.py"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import tempfile
import time
from datetime import timedelta
from pathlib import Path

BACKEND = Path(__file__).resolve().parent.parent / "backend"
sys.path.insert(0, str(BACKEND / "tests"))  # the tests' catalogue fixture


async def bench(url: str, count: int) -> None:
    from sqlalchemy import select, update

    from fixtures.catalogue import small_catalogue
    from fixtures.statements import statements_sent
    from gamestore.catalogue import price_history
    from gamestore.core import clock
    from gamestore.core.config import Settings
    from gamestore.core.db import unit_of_work
    from gamestore.main import create_app
    from gamestore.models import Favorite, Member, PriceAlert, Sku
    from gamestore.models.base import table_of
    from gamestore.notification.price_alert_delivery import match_price_alerts

    settings = Settings(
        _env_file=None,
        app_env="test",
        database_url=url,
        sms_provider="console",
        log_level="WARNING",
        outbox_relay_enabled=False,
        public_cache_seconds=0,
    )
    app = create_app(settings)
    clock.travel_to(clock.now() - timedelta(days=1))
    async with unit_of_work(app.state.sessions) as session:
        cat = await small_catalogue(session)
        await price_history.record(session)
    await match_price_alerts(app.state.sessions)
    games = [cat.spus["iron-saga"].id, cat.spus["star-raid"].id]
    per_game = count // len(games)
    now = clock.now()
    started = time.perf_counter()
    async with unit_of_work(app.state.sessions) as session:
        members = [
            {
                "tenant_id": 1,
                "mobile": str(13000000000 + n),
                "nickname": f"m{n}",
                "gender": 0,
                "register_terminal": 20,
                "register_ip": "127.0.0.1",
            }
            for n in range(per_game)
        ]
        await session.execute(table_of(Member).insert(), members)
        ids = list(await session.scalars(select(Member.id)))
        pairs = [(m, s) for m in ids for s in games]
        await session.execute(
            table_of(Favorite).insert(),
            [{"member_id": m, "spu_id": s, "created_at": now} for m, s in pairs],
        )
        price = {games[0]: 19800, games[1]: 4800}
        await session.execute(
            table_of(PriceAlert).insert(),
            [
                {
                    "member_id": m,
                    "spu_id": s,
                    "kind": 1,
                    "last_price": price[s],
                    "told_count": 0,
                    "created_at": now,
                    "updated_at": now,
                }
                for m, s in pairs
            ],
        )
    print(f"inserted {len(pairs)} alerts in {time.perf_counter() - started:.1f} s")
    clock.travel_to(clock.now() + timedelta(hours=1))
    async with unit_of_work(app.state.sessions) as session:
        sku = cat.skus["iron-saga-0"]
        await session.execute(update(Sku).where(Sku.id == sku.id).values(price=15000))
        await price_history.record(session, [sku.id])
    with statements_sent(app) as sent:
        started = time.perf_counter()
        told = await match_price_alerts(app.state.sessions)
        took = time.perf_counter() - started
    print(
        f"| price alerts: match {len(pairs) // 1000}k | {told} told | {took:.2f} s | {len(sent)} statements |"
    )
    # For bench/run.py, which runs this file once per database and keeps the figures in its report.
    result = {"alerts": len(pairs), "told": told, "seconds": round(took, 3), "statements": len(sent)}
    print(f"RESULT {json.dumps(result)}")
    await app.state.engine.dispose()


def main() -> None:
    count = int(os.environ.get("BENCH_PRICE_ALERTS", "100000"))
    with tempfile.TemporaryDirectory() as tmp:
        url = (
            os.environ.get("BENCH_DATABASE_URL")
            or f"sqlite+aiosqlite:///{tmp}/bench.db"
        )
        env = {**os.environ, "DATABASE_URL": url}
        subprocess.run(
            [sys.executable, "-m", "gamestore.cli", "db", "upgrade"],
            env=env,
            cwd=BACKEND,
            check=True,
        )
        asyncio.run(bench(url, count))


if __name__ == "__main__":
    main()
