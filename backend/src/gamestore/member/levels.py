"""Member levels by experience (architecture §4): Bronze … Diamond with their price discounts."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from gamestore.core.i18n import Lang


@dataclass(frozen=True, slots=True)
class Level:
    level: int
    experience: int
    discount_percent: int
    names: Mapping[Lang, str]


LEVELS: tuple[Level, ...] = (
    Level(1, 0, 0, {"en": "Bronze", "zh-Hans": "青铜", "zh-Hant": "青銅", "ja": "ブロンズ"}),
    Level(2, 1000, 2, {"en": "Silver", "zh-Hans": "白银", "zh-Hant": "白銀", "ja": "シルバー"}),
    Level(3, 3000, 5, {"en": "Gold", "zh-Hans": "黄金", "zh-Hant": "黃金", "ja": "ゴールド"}),
    Level(4, 8000, 8, {"en": "Platinum", "zh-Hans": "铂金", "zh-Hant": "鉑金", "ja": "プラチナ"}),
    Level(5, 20000, 12, {"en": "Diamond", "zh-Hans": "钻石", "zh-Hant": "鑽石", "ja": "ダイヤモンド"}),
)


def level_for(experience: int) -> Level:
    reached = [level for level in LEVELS if experience >= level.experience]
    return reached[-1] if reached else LEVELS[0]


def next_level(level: Level) -> Level | None:
    later = [candidate for candidate in LEVELS if candidate.level > level.level]
    return later[0] if later else None


def level_icon(level: Level) -> str:
    """The badge the web app ships for the level (relative to the app, as its base is './')."""
    return f"levels/{level.level}.svg"
