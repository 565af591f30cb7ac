"""Migrations run on a store in use, not only on an empty database: down past the newest revisions
and up again with games, keys, members and a paid order in it, nothing lost. On SQLite a batch
rebuild of a table others point at (product_sku, member_user) fails while those rows exist, unless
the migration runs as SQLite's table-change procedure asks (core/migrate.py)."""

from __future__ import annotations

from typing import Any

import httpx
from sqlalchemy import text

from conftest import bearer, login_by_sms
from fixtures.shop import keyed_catalogue, pay_by_notice
from gamestore.core.migrate import downgrade, upgrade

OLDEST = "0038_activity_rewards_effect"
TABLES = (
    "product_spu",
    "product_sku",
    "product_activation_key",
    "member_user",
    "trade_order",
    "trade_order_item",
)


async def counts(app: Any) -> dict[str, int]:
    async with app.state.engine.connect() as connection:
        return {
            table: int((await connection.execute(text(f"SELECT count(*) FROM {table}"))).scalar_one())  # noqa: S608
            for table in TABLES
        }


async def test_the_newest_migrations_go_down_and_up_again_on_a_store_in_use(
    app: Any, client: httpx.AsyncClient, outbox: Any
) -> None:
    cat = await keyed_catalogue(app)
    me = bearer(await login_by_sms(client, outbox, "13800138811"))
    await pay_by_notice(app, client, me, next(iter(cat.skus.values())).id)
    before = await counts(app)

    await downgrade(app.state.engine, OLDEST)
    await upgrade(app.state.engine)

    assert await counts(app) == before
    async with app.state.engine.connect() as connection:
        if connection.dialect.name == "sqlite":
            assert (await connection.exec_driver_sql("PRAGMA foreign_keys")).scalar_one() == 1
            assert (await connection.exec_driver_sql("PRAGMA foreign_key_check")).all() == []
