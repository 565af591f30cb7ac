"""The demo's activities, news and help (``explore.json``): the operator's content format with
times given as minutes from the moment the demo is loaded (``startMinutes``, ``endMinutes``,
``publishMinutes``), so there is always one activity about to start, one running and one ended.
Its texts name the catalogue's games as ``{game:<code>}``, written out as the catalogue names them
in each language (one game, one name: an article never calls a game otherwise than the store)."""

from __future__ import annotations

import html
import re
from collections.abc import Mapping
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue.import_report import ImportReport
from gamestore.content.importer import import_content
from gamestore.core import clock

EXPLORE = Path(__file__).with_name("explore.json")
_TIMES = {"startMinutes": "startTime", "endMinutes": "endTime", "publishMinutes": "publishTime"}
_GAME = re.compile(r"\{game:([a-z0-9-]+)\}")
_NAMED = {"titles": False, "summaries": False, "bodies": True}  # field -> rich text (HTML)
GameNames = Mapping[str, Mapping[str, str]]  # game code -> language -> name


def catalogue_names(catalogue: Mapping[str, object]) -> dict[str, dict[str, str]]:
    """The games' names by code in a catalogue file (demo/catalogue.json)."""
    games = catalogue.get("games", [])
    assert isinstance(games, list)
    return {game["code"]: dict(game["names"]) for game in games}


def _named(text: str, lang: str, names: GameNames, rich: bool) -> str:
    def name(found: re.Match[str]) -> str:
        of_game = names.get(found.group(1))
        if of_game is None:
            raise ValueError(f"explore.json names a game the catalogue does not have: {found.group(1)}")
        written = of_game.get(lang) or of_game["en"]
        return html.escape(written, quote=True) if rich else written

    return _GAME.sub(name, text)


def with_game_names(data: dict[str, Any], names: GameNames) -> dict[str, Any]:
    """The file with each ``{game:<code>}`` written as the catalogue's name in that text's language."""
    articles = []
    for raw in data.get("articles", []):
        row = dict(raw)
        for field, rich in _NAMED.items():
            if isinstance(raw.get(field), dict):
                row[field] = {lang: _named(text, lang, names, rich) for lang, text in raw[field].items()}
        articles.append(row)
    return {**data, "articles": articles}


def timed_from(data: dict[str, Any], now: datetime) -> dict[str, Any]:
    """The file with its minute offsets turned into ISO times from ``now``."""
    articles = []
    for raw in data.get("articles", []):
        row = {key: value for key, value in raw.items() if key not in _TIMES}
        for offset, field in _TIMES.items():
            if offset in raw:
                row[field] = (now + timedelta(minutes=raw[offset])).isoformat()
        articles.append(row)
    return {**data, "articles": articles}


async def load_explore(session: AsyncSession, data: dict[str, Any], names: GameNames) -> ImportReport:
    return await import_content(session, timed_from(with_game_names(data, names), clock.now()))
