"""The demo's artwork ships ready-made (src/gamestore/demo/artwork.zip): it is what the generator in
backend/demo_assets draws now, and `demo-data` stores the file of every path the demo files name."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from demo_assets.__main__ import artwork, shipped
from gamestore.core.storage import LocalStorage
from gamestore.demo.artwork import store_demo_images, store_item_files
from gamestore.demo.loader import BONUS_CODE_ITEM, CATALOGUE, ITEMS


def test_the_shipped_artwork_is_what_the_generator_draws() -> None:
    assert shipped() == artwork(), "artwork.zip is stale: run `make demo-artwork`"


def test_the_catalogue_and_item_pictures_are_stored_from_the_archive(tmp_path: Path) -> None:
    catalogue: dict[str, Any] = json.loads(CATALOGUE.read_text(encoding="utf-8"))
    items: dict[str, Any] = json.loads(ITEMS.read_text(encoding="utf-8"))
    items["items"].append(BONUS_CODE_ITEM)
    storage = LocalStorage(tmp_path)
    stored = asyncio.run(store_demo_images(storage, catalogue)) + asyncio.run(
        store_item_files(storage, items)
    )
    files = {path.relative_to(tmp_path).as_posix(): path.read_bytes() for path in tmp_path.rglob("*.*")}
    assert stored == len(files) == len(shipped())
    assert files == shipped()


def test_paths_outside_the_demo_folder_or_without_artwork_are_refused(tmp_path: Path) -> None:
    storage = LocalStorage(tmp_path)
    with pytest.raises(ValueError, match="unsafe"):
        asyncio.run(store_demo_images(storage, {"teams": [{"logo": "/uploads/demo/../../evil.svg"}]}))
    with pytest.raises(ValueError, match="no demo artwork"):
        asyncio.run(store_demo_images(storage, {"teams": [{"logo": "/uploads/demo/teams/nobody.svg"}]}))
    assert asyncio.run(store_demo_images(storage, {"teams": [{"logo": "/elsewhere/x.svg"}]})) == 0
