"""``python -m demo_assets [--check]`` (from ``backend/``): draw the demo artwork into
``src/gamestore/demo/artwork.zip``, or with ``--check`` fail when the shipped archive differs from
what the generator draws now."""

from __future__ import annotations

import argparse
import io
import json
import sys
import zipfile
from pathlib import Path
from typing import Any

from demo_assets.images import demo_images
from demo_assets.item_assets import demo_item_files
from gamestore.demo.artwork import ARTWORK
from gamestore.demo.loader import BONUS_CODE_ITEM, CATALOGUE, ITEMS

# A fixed time stamp, so the same artwork always gives the same archive.
EPOCH = (1980, 1, 1, 0, 0, 0)


def artwork() -> dict[str, bytes]:
    """Every demo file, by storage key: the catalogue's pictures, the items' pictures and models (with
    the bonus code item the loader adds)."""
    catalogue: dict[str, Any] = json.loads(CATALOGUE.read_text(encoding="utf-8"))
    item_file: dict[str, Any] = json.loads(ITEMS.read_text(encoding="utf-8"))
    item_file["items"] = [*item_file["items"], BONUS_CODE_ITEM]
    files = dict(demo_images(catalogue))
    files.update((key, content) for key, content, _ in demo_item_files(item_file))
    return files


def archive(files: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as target:
        for key in sorted(files):
            info = zipfile.ZipInfo(key, EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            target.writestr(info, files[key], compresslevel=9)
    return buffer.getvalue()


def shipped(path: Path = ARTWORK) -> dict[str, bytes]:
    if not path.exists():
        return {}
    with zipfile.ZipFile(path) as source:
        return {name: source.read(name) for name in source.namelist()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m demo_assets", description=__doc__)
    parser.add_argument("--check", action="store_true", help="compare with the shipped archive only")
    args = parser.parse_args(argv)
    drawn = artwork()
    if args.check:
        if shipped() != drawn:
            print(f"{ARTWORK} is stale: run `make demo-artwork`", file=sys.stderr)
            return 1
        print(f"{ARTWORK}: {len(drawn)} files, up to date")
        return 0
    ARTWORK.write_bytes(archive(drawn))
    print(f"{ARTWORK}: {len(drawn)} files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
