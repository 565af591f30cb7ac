"""One game, one name (issue 37 #11): the demo's activities and news name each game as the catalogue
names it in the reader's language (Explore said 《Eidolon Nine》 where the store says 幻灵九号)."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest

from conftest import data
from gamestore.core.crypto import KeyCipher
from gamestore.demo.explore import EXPLORE, catalogue_names, with_game_names
from gamestore.demo.loader import CATALOGUE, load_demo

LANGUAGES = ("en", "zh-Hans", "zh-Hant", "ja")
NAMES = catalogue_names(json.loads(CATALOGUE.read_text(encoding="utf-8")))


async def test_articles_name_games_as_the_catalogue_does_in_each_language(
    app: Any, client: httpx.AsyncClient
) -> None:
    async with app.state.sessions() as session, session.begin():
        await load_demo(
            session, app.state.settings, KeyCipher.from_settings(app.state.settings), app.state.storage
        )
    for lang in LANGUAGES:
        params = {"pageSize": 50, "language": lang}
        articles = data(await client.get("/promotion/article/page", params=params))["list"]
        store = data(await client.get("/product/spu/page", params={"pageSize": 100, "language": lang}))[
            "list"
        ]
        store_names = {game["name"] for game in store}
        for article in articles:
            detail = data(
                await client.get("/promotion/article/get", params={"id": article["id"], "language": lang})
            )
            texts = " ".join((detail["title"], detail["introduction"], detail["content"]))
            for names in NAMES.values():
                others = {name for other, name in names.items() if other != lang and name != names[lang]}
                assert not {name for name in others if name in texts}, (lang, detail["title"])
        eidolon = next(article for article in articles if "eidolon-nine" in article["picUrl"])
        assert NAMES["eidolon-nine"][lang] in eidolon["title"] and NAMES["eidolon-nine"][lang] in store_names


def test_a_game_the_catalogue_does_not_have_is_refused() -> None:
    content = json.loads(EXPLORE.read_text(encoding="utf-8"))
    content["articles"][0]["titles"]["en"] = "{game:no-such-game} launch"
    with pytest.raises(ValueError, match="no-such-game"):
        with_game_names(content, NAMES)
