"""Member levels by experience (architecture §4): Bronze … Diamond with their price discounts.

The operator edits the five levels' thresholds, discounts and names in the console (the table
``member_level``, read through member/membership_tables.py); their number is fixed, as the web ships
one badge per level (levels/1…5.svg). ``DEFAULT_LEVELS`` are the values migration 0028 seeds and
what applies while the table is empty.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from gamestore.core.i18n import Lang

LEVEL_COUNT = 5


@dataclass(frozen=True, slots=True)
class Level:
    level: int
    experience: int
    discount_percent: int
    names: Mapping[Lang, str]


DEFAULT_LEVELS: tuple[Level, ...] = (
    Level(1, 0, 0, {"en": "Bronze", "zh-Hans": "青铜", "zh-Hant": "青銅", "ja": "ブロンズ"}),
    Level(2, 1000, 2, {"en": "Silver", "zh-Hans": "白银", "zh-Hant": "白銀", "ja": "シルバー"}),
    Level(3, 3000, 5, {"en": "Gold", "zh-Hans": "黄金", "zh-Hant": "黃金", "ja": "ゴールド"}),
    Level(4, 8000, 8, {"en": "Platinum", "zh-Hans": "铂金", "zh-Hant": "鉑金", "ja": "プラチナ"}),
    Level(5, 20000, 12, {"en": "Diamond", "zh-Hans": "钻石", "zh-Hant": "鑽石", "ja": "ダイヤモンド"}),
)


def level_for(experience: int, levels: Sequence[Level]) -> Level:
    """The highest of ``levels`` (ordered by level) the experience reaches."""
    reached = [level for level in levels if experience >= level.experience]
    return reached[-1] if reached else levels[0]


def next_level(level: Level, levels: Sequence[Level]) -> Level | None:
    later = [candidate for candidate in levels if candidate.level > level.level]
    return later[0] if later else None


def level_icon(level: Level) -> str:
    """The badge the web app ships for the level (relative to the app, as its base is './')."""
    return f"levels/{level.level}.svg"
