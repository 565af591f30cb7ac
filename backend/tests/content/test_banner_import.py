"""The catalogue file's banners (content's) through the console's catalogue import: a banner links to a
game of the file or a stored one, is reported row by row with the file's other sections, and one
naming a game the file's import rejected is rejected with it."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import select

from conftest import data
from fixtures.catalogue_console import as_upload, catalogue_file, console_upload, game_row, texts
from fixtures.support import operator_headers
from gamestore.models import Banner, Spu


@pytest.fixture
async def headers(app: Any) -> dict[str, str]:
    return await operator_headers(app, "catalogue")


def banner_row(code: str, game: str, image: str) -> dict[str, Any]:
    return {"code": code, "position": 1, "titles": texts(code), "image": image, "game": game}


async def test_the_console_import_stores_the_files_banners_linked_to_their_games(
    app: Any, headers: dict[str, str]
) -> None:
    stored = data(
        await console_upload(
            app, headers, "/product/spu/import", as_upload(catalogue_file(game_row("old-game")))
        )
    )
    assert stored["ok"] is True
    broken = game_row("broken-game")
    del broken["skus"][0]["price"]
    file = catalogue_file(game_row("new-game"), broken) | {
        "banners": [
            banner_row("for-new", "new-game", "/uploads/new.png"),
            banner_row("for-old", "old-game", "/uploads/old.png"),
            banner_row("for-broken", "broken-game", "/uploads/broken.png"),
            banner_row("for-nothing", "no-such-game", "/uploads/none.png"),
        ]
    }

    report = data(await console_upload(app, headers, "/product/spu/import", as_upload(file)))

    assert report["counts"]["banners"] == {"created": 2, "updated": 0, "rejected": 2}
    assert [(r["code"], r["status"], r["messages"]) for r in report["rows"] if r["section"] == "banners"] == [
        ("for-new", "imported", []),
        ("for-old", "imported", []),
        ("for-broken", "rejected", ["game: game 'broken-game' was rejected"]),
        ("for-nothing", "rejected", ["game: unknown game 'no-such-game'"]),
    ]
    async with app.state.sessions() as session:
        ids = {code: spu_id for code, spu_id in await session.execute(select(Spu.code, Spu.id))}
        urls = {image: url for image, url in await session.execute(select(Banner.image, Banner.url))}
    assert urls == {
        "/uploads/new.png": f"/pages/goods/gameDetail?id={ids['new-game']}",
        "/uploads/old.png": f"/pages/goods/gameDetail?id={ids['old-game']}",
    }
