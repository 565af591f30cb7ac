"""`gamestore demo-data`: the demo catalogue, its images, activation keys and discount activities to
try the store with."""

from __future__ import annotations

import asyncio
import json
import secrets
import string
from pathlib import Path
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.config import Settings
from gamestore.core.crypto import KeyCipher
from gamestore.core.lookup import by_keys
from gamestore.core.storage import Storage, describe_storage
from gamestore.demo.activities import ACTIVITIES, load_activities
from gamestore.demo.explore import EXPLORE, load_explore
from gamestore.demo.images import store_demo_images
from gamestore.demo.recharge_packages import load_recharge_packages
from gamestore.member.task_import import import_tasks
from gamestore.models.product import ActivationKey, Sku, Spu
from gamestore.product.import_keys import AVAILABLE, import_keys
from gamestore.product.importer import import_catalogue

CATALOGUE = Path(__file__).with_name("catalogue.json")
TASKS = Path(__file__).with_name("tasks.json")
KEYS_PER_SKU = 30
_KEY_ALPHABET = string.ascii_uppercase + string.digits


def random_key() -> str:
    """A made-up key shaped like a Steam key: ``XXXXX-XXXXX-XXXXX``."""
    return "-".join("".join(secrets.choice(_KEY_ALPHABET) for _ in range(5)) for _ in range(3))


def _sku_codes(data: dict[str, Any]) -> list[str]:
    codes: list[str] = []
    for game in data.get("games") or []:
        for sku in (game.get("skus") or []) if isinstance(game, dict) else []:
            if isinstance(sku, dict) and isinstance(sku.get("code"), str):
                codes.append(sku["code"])
    return codes


async def _top_up_keys(session: AsyncSession, cipher: KeyCipher, sku_codes: list[str]) -> tuple[int, int]:
    """Give each SKU ``KEYS_PER_SKU`` available keys (a re-run adds only what is missing)."""
    skus = await by_keys(session, Sku, Sku.code, sku_codes)
    query = (
        select(ActivationKey.sku_id, func.count())
        .where(ActivationKey.sku_id.in_([s.id for s in skus]), ActivationKey.status == AVAILABLE)
        .group_by(ActivationKey.sku_id)
    )
    available: dict[int, int] = {sku_id: n for sku_id, n in await session.execute(query)}
    stored = 0
    for sku in skus:
        missing = KEYS_PER_SKU - available.get(sku.id, 0)
        if missing > 0:
            report = await import_keys(session, cipher, sku.id, (random_key() for _ in range(missing)))
            stored += report.stored
    return stored, len(skus)


async def load_demo(
    session: AsyncSession,
    settings: Settings,
    cipher: KeyCipher,
    storage: Storage,
    *,
    if_empty: bool = False,
    catalogue: Path = CATALOGUE,
    activities: Path = ACTIVITIES,
) -> str:
    """Import the demo catalogue, put its images in the file store, stock its SKUs and
    (re)start its discount activities from now.

    With ``if_empty`` nothing happens when the store already has a game. Returns a summary.
    """
    if if_empty and await session.scalar(select(Spu.id).limit(1)) is not None:
        return "the catalogue already has games: demo data not loaded"
    data = json.loads(await asyncio.to_thread(catalogue.read_text, encoding="utf-8"))
    report = await import_catalogue(session, data)
    images = await store_demo_images(storage, data)
    keys, skus = await _top_up_keys(session, cipher, _sku_codes(data))
    events = json.loads(await asyncio.to_thread(activities.read_text, encoding="utf-8"))
    activity_count, discounted = await load_activities(session, events)
    packages = await load_recharge_packages(session)
    tasks = await import_tasks(
        session, json.loads(await asyncio.to_thread(TASKS.read_text, encoding="utf-8"))
    )
    explore = await load_explore(
        session, json.loads(await asyncio.to_thread(EXPLORE.read_text, encoding="utf-8"))
    )
    return "\n".join(
        [
            "demo catalogue:",
            report.render(),
            f"{images} demo image(s) stored {describe_storage(settings)}",
            f"{keys} activation key(s) stored ({KEYS_PER_SKU} available per version, {skus} versions)",
            f"{activity_count} discount activities over {discounted} versions, timed from now",
            f"{packages} wallet recharge package(s) added",
            f"member tasks: {tasks.render()}",
            f"activities, news and help:\n{explore.render()}",
        ]
    )
