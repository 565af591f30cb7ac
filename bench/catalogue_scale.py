"""BENCH_CATALOGUE_SCALE: the demo catalogue N times over, to show cost grows with the work, not the
catalogue (issue "Speed": at 10x every row within 1.25x of its 1x figure).

The demo games are imported N - 1 more times with `gamestore import-games`, each copy with its own
codes and a numbered name in every language, in the same categories and teams, with the same
prices, covers and flags (featured, status). Banners, reviews and activities are not copied.
"""

from __future__ import annotations

import copy
import json
import subprocess
from pathlib import Path
from typing import Any

DEMO_CATALOGUE = Path(__file__).resolve().parent.parent / "backend/src/gamestore/demo/catalogue.json"


def copies(games: list[dict[str, Any]], factor: int) -> list[dict[str, Any]]:
    made = []
    for n in range(2, factor + 1):
        for game in games:
            twin = copy.deepcopy(game)
            twin["code"] = f"{game['code']}-{n}"
            twin["names"] = {lang: f"{name} {n}" for lang, name in game["names"].items()}
            for sku in twin["skus"]:
                sku["code"] = f"{sku['code']}-{n}"
            made.append(twin)
    return made


def scale_catalogue(gamestore: Path, env: dict[str, str], workdir: Path, factor: int) -> int:
    """Import the copies; answers the number of games added."""
    if factor <= 1:
        return 0
    demo = json.loads(DEMO_CATALOGUE.read_text(encoding="utf-8"))
    games = copies(demo["games"], factor)
    target = workdir / f"catalogue-x{factor}.json"
    target.write_text(json.dumps({"games": games}, ensure_ascii=False), encoding="utf-8")
    done = subprocess.run(
        [str(gamestore), "import-games", str(target)], env=env, cwd=workdir, capture_output=True, text=True
    )
    if done.returncode != 0:
        raise RuntimeError(
            f"importing the {factor}x catalogue failed:\n{done.stdout[-2000:]}{done.stderr[-2000:]}"
        )
    return len(games)
