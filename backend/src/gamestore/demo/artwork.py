"""The demo's pictures and 3D models, shipped ready-made in ``artwork.zip`` (drawn by
``backend/demo_assets``, `make demo-artwork`): every ``/uploads/demo/...`` file the catalogue and the
item file name, stored under its key (``/uploads/demo/a/b.svg`` is ``demo/a/b.svg``)."""

from __future__ import annotations

import zipfile
from collections.abc import Iterable, Iterator
from pathlib import Path, PurePosixPath
from typing import Any

import anyio.to_thread

from gamestore.core.storage import Storage, safe_key

ARTWORK = Path(__file__).with_name("artwork.zip")
DEMO_PREFIX = "/uploads/demo/"
CONTENT_TYPES = {".svg": "image/svg+xml", ".glb": "model/gltf-binary"}


def demo_paths(value: Any) -> Iterator[str]:
    """Every ``/uploads/demo/...svg`` string anywhere in the catalogue."""
    if isinstance(value, str):
        if value.startswith(DEMO_PREFIX) and value.endswith(".svg"):
            yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from demo_paths(item)
    elif isinstance(value, list):
        for item in value:
            yield from demo_paths(item)


def item_paths(item_file: dict[str, Any]) -> Iterator[str]:
    """The pictures and models under ``/uploads/demo/`` the item file's rows name."""
    for section in ("items", "collectibles"):
        for row in item_file.get(section, []):
            for field in ("picUrl", "modelUrl"):
                value = row.get(field) if isinstance(row, dict) else None
                if isinstance(value, str) and value.startswith(DEMO_PREFIX):
                    yield value


def storage_key(path: str) -> str:
    """``/uploads/demo/a/b.svg`` is stored as ``demo/a/b.svg``; a path leaving the folder is refused."""
    key = safe_key(path.split("?", 1)[0].removeprefix("/uploads/"))
    if key is None or not path.startswith(DEMO_PREFIX) or ".." in PurePosixPath(key).parts:
        raise ValueError(f"unsafe demo path: {path!r}")
    return key


def read_artwork(paths: Iterable[str], archive: Path = ARTWORK) -> list[tuple[str, bytes, str]]:
    """(storage key, bytes, content type) of each path's file in the archive, in key order."""
    keys = sorted({storage_key(path) for path in paths})
    with zipfile.ZipFile(archive) as shipped:
        names = set(shipped.namelist())
        missing = [key for key in keys if key not in names]
        if missing:
            raise ValueError(f"no demo artwork for {', '.join(missing)}: draw it with `make demo-artwork`")
        return [
            (key, shipped.read(key), CONTENT_TYPES.get(PurePosixPath(key).suffix, "application/octet-stream"))
            for key in keys
        ]


async def store_artwork(storage: Storage, paths: Iterable[str]) -> int:
    """Put the shipped files of ``paths`` through the file store (the upload directory or the bucket);
    how many. SVG artwork gets no width variants: it is drawn at any width."""
    files = await anyio.to_thread.run_sync(read_artwork, list(paths))
    for key, content, content_type in files:
        await storage.put(key, content, content_type)
    return len(files)


async def store_demo_images(storage: Storage, catalogue: dict[str, Any]) -> int:
    """The catalogue's pictures (covers, gallery images, team logos, category icons, banners)."""
    return await store_artwork(storage, demo_paths(catalogue))


async def store_item_files(storage: Storage, item_file: dict[str, Any]) -> int:
    """The item file's pictures and 3D models."""
    return await store_artwork(storage, item_paths(item_file))
