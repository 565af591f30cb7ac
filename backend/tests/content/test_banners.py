"""The shop's banners (/promotion/banner/list): a position's shown banners in order, each with its
picture in the asked language where it has one."""

from __future__ import annotations

from typing import Any

import httpx

from conftest import data, failure
from fixtures.catalogue import texts
from gamestore.models import Banner


async def test_a_positions_shown_banners_in_order(app: Any, client: httpx.AsyncClient) -> None:
    async with app.state.sessions() as session, session.begin():
        session.add_all(
            [
                Banner(
                    position=1,
                    titles=texts("Winter sale"),
                    image="/b1.svg",
                    images={"en": "/b1.en.svg"},
                    url="/pages/goods/gameDetail?id=1",
                    sort=2,
                ),
                Banner(position=1, titles=texts("New"), image="/b2.svg", sort=1),
                Banner(position=2, titles=texts("Elsewhere"), image="/b3.svg"),
                Banner(position=1, titles=texts("Off"), image="/b4.svg", enabled=False),
            ]
        )
    banners = data(await client.get("/promotion/banner/list", params={"position": 1, "language": "en"}))
    assert [b["title"] for b in banners] == ["New", "Winter sale"]
    assert banners[1]["url"] == "/pages/goods/gameDetail?id=1"
    assert [b["picUrl"] for b in banners] == ["/b2.svg", "/b1.en.svg"]  # its English picture
    in_japanese = data(await client.get("/promotion/banner/list", params={"position": 1, "language": "ja"}))
    assert [b["picUrl"] for b in in_japanese] == ["/b2.svg", "/b1.svg"]
    assert failure(await client.get("/promotion/banner/list", params={"position": 0}))[0] == 400
