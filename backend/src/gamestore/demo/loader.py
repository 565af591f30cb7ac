"""`gamestore demo-data`: the demo catalogue, its images, activation keys, discount activities,
member tasks, items and collectibles to try the store with."""

from __future__ import annotations

import asyncio
import json
import secrets
import string
from pathlib import Path
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue.catalogue_service import game_ids_by_code, version_ids_by_code
from gamestore.catalogue.import_keys import AVAILABLE, import_keys
from gamestore.content.banner_import import import_catalogue_file
from gamestore.core.config import Settings
from gamestore.core.crypto import KeyCipher
from gamestore.core.lookup import by_keys
from gamestore.core.storage import Storage, describe_storage
from gamestore.demo.activities import ACTIVITIES, load_activities
from gamestore.demo.artwork import store_demo_images, store_item_files
from gamestore.demo.explore import EXPLORE, catalogue_names, load_explore
from gamestore.demo.recharge_packages import load_recharge_packages
from gamestore.demo.rng import Rng
from gamestore.engagement.item_import import ItemImportReport, import_items
from gamestore.engagement.task_import import import_tasks
from gamestore.models.catalogue import ActivationKey, Sku, Spu

CATALOGUE = Path(__file__).with_name("catalogue.json")
TASKS = Path(__file__).with_name("tasks.json")
ITEMS = Path(__file__).with_name("items.json")
KEYS_PER_SKU = 30
BONUS_CODES = 50
_KEY_ALPHABET = string.ascii_uppercase + string.digits

# The demo's bonus code item, for the game of this code, carried by the version of that code; its
# game and version are named by id, which only the database knows, so it is not in items.json.
BONUS_CODE_GAME = "quantum-cats"
BONUS_CODE_VERSION = "quantum-cats-soundtrack"
BONUS_CODE_ITEM: dict[str, Any] = {
    "code": "quantum-cats-skin",
    "type": 1,
    "rarity": 3,
    "names": {
        "en": "Quantum Cats: Astronaut Tabby skin",
        "zh-Hans": "量子猫：宇航员虎斑猫皮肤",
        "zh-Hant": "量子貓：太空人虎斑貓造型",
        "ja": "量子ねこ：宇宙飛行士トラねこスキン",
    },
    "instructions": {
        "en": "Reveal the code, then enter it in Quantum Cats under Settings → Redeem a code.",
        "zh-Hans": "查看兑换码，然后在《量子猫》的“设置 → 兑换码”中输入。",
        "zh-Hant": "查看兌換碼，然後在《量子貓》的「設定 → 兌換碼」中輸入。",
        "ja": "コードを表示し、『量子ねこ』の「設定 → コードを引き換える」で入力してください。",
    },
    "picUrl": "/uploads/demo/items/quantum-cats-skin.svg",
}


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


def bonus_codes(prefix: str, count: int) -> list[str]:
    """Made-up codes shaped like ``QC-7KQ2-M9XD``, the same on every run: loading again adds none."""
    rng = Rng("bonus-codes:" + prefix)

    def group() -> str:
        return "".join(rng.choice(_KEY_ALPHABET) for _ in range(4))

    return [f"{prefix}-{group()}-{group()}" for _ in range(count)]


async def _demo_item_file(session: AsyncSession) -> dict[str, Any]:
    """items.json, and the bonus code item when its game is stored (carried by one of its versions)."""
    item_file: dict[str, Any] = json.loads(await asyncio.to_thread(ITEMS.read_text, encoding="utf-8"))
    game_id = (await game_ids_by_code(session, [BONUS_CODE_GAME])).get(BONUS_CODE_GAME)
    if game_id is not None:
        codes = bonus_codes("QC", BONUS_CODES)
        carried_by = list((await version_ids_by_code(session, [BONUS_CODE_VERSION])).values())
        item_file["items"].append(
            {**BONUS_CODE_ITEM, "spuIds": [game_id], "withSkuIds": carried_by, "codes": codes}
        )
    return item_file


async def load_demo_items(
    session: AsyncSession, cipher: KeyCipher, storage: Storage | None = None
) -> tuple[ItemImportReport, int]:
    """Import the demo items and collectibles (the tasks' rewards name them: before the tasks) and,
    given a file store, put their pictures and models in it. Returns the report and how many files
    were stored."""
    item_file = await _demo_item_file(session)
    report = await import_items(session, item_file, cipher)
    stored = await store_item_files(storage, item_file) if storage is not None else 0
    return report, stored


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
    """Import the demo catalogue, put its images in the file store, stock its SKUs, (re)start its
    discount activities from now, and import its tasks, items and collectibles.

    With ``if_empty`` nothing happens when the store already has a game. Returns a summary.
    """
    if if_empty and await session.scalar(select(Spu.id).limit(1)) is not None:
        return "the catalogue already has games: demo data not loaded"
    data = json.loads(await asyncio.to_thread(catalogue.read_text, encoding="utf-8"))
    report = await import_catalogue_file(session, data)
    images = await store_demo_images(storage, data)
    keys, skus = await _top_up_keys(session, cipher, _sku_codes(data))
    events = json.loads(await asyncio.to_thread(activities.read_text, encoding="utf-8"))
    activity_count, discounted = await load_activities(session, events)
    packages = await load_recharge_packages(session)
    items, item_files = await load_demo_items(session, cipher, storage)
    tasks = await import_tasks(
        session, json.loads(await asyncio.to_thread(TASKS.read_text, encoding="utf-8"))
    )
    explore = await load_explore(
        session,
        json.loads(await asyncio.to_thread(EXPLORE.read_text, encoding="utf-8")),
        catalogue_names(data),
    )
    return "\n".join(
        [
            "demo catalogue:",
            report.render(),
            f"{images} demo image(s) stored {describe_storage(settings)}",
            f"{keys} activation key(s) stored ({KEYS_PER_SKU} available per version, {skus} versions)",
            f"{activity_count} discount activities over {discounted} versions, timed from now",
            f"{packages} wallet recharge package(s) added",
            f"member items and collectibles:\n{items.render()}",
            f"{item_files} item picture(s) and 3D model(s) stored {describe_storage(settings)}",
            f"member tasks: {tasks.render()}",
            f"activities, news and help:\n{explore.render()}",
        ]
    )
