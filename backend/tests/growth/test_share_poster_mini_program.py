"""Posters of mini-program shares (platform 3) against the WeChat server API stand-in: the mini
program's code (WeChat's code of the web-view page with the share code as its scene) where the QR
code of the link is otherwise, kept like any poster; the QR code of the link when the store has no
mini program, when WeChat makes no code, and for shares on other platforms."""

from __future__ import annotations

import io
import logging
from typing import Any

import httpx
import pytest
import segno
from PIL import Image

from conftest import AppFactory, client_for, data
from fixtures.catalogue import small_catalogue
from fixtures.wechat_fixtures import mp, mp_url
from fixtures.wechat_mp_standin import WechatMpStandIn
from fixtures.wechat_social import social_settings
from fixtures.wechatpay_standin import APPID_MINI
from gamestore.core.db import unit_of_work
from gamestore.growth.poster import code_box

__all__ = ["mp", "mp_url"]  # fixtures

WEB_VIEW_PAGE = "pages/index/index"
WXA_CODE = "/wxa/getwxacodeunlimit"


async def a_game(store: Any) -> int:
    async with unit_of_work(store.state.sessions) as session:
        return (await small_catalogue(session)).spus["star-raid"].id


async def visitors_share(client: httpx.AsyncClient, game: int, platform: int) -> tuple[str, str]:
    """A visitor's share of the game on ``platform`` by poster: (share code, the poster's link)."""
    params = {"page": 2, "id": game, "platform": platform, "method": 2}
    info = data(await client.get("/member/share/info", params=params))
    return info["code"], info["link"]


async def poster_of(client: httpx.AsyncClient, code: str) -> tuple[bytes, Image.Image]:
    answer = await client.get("/member/share/poster", params={"code": code, "language": "en"})
    assert answer.status_code == 200 and answer.headers["content-type"] == "image/png", answer.text
    return answer.content, Image.open(io.BytesIO(answer.content)).convert("L")


def drawn_symbol(poster: Image.Image, modules: int) -> list[list[bool]]:
    """The dark and light modules of the QR symbol of ``modules`` a side drawn on the poster's code
    card, read at each module's centre after finding the symbol by its dark extent."""
    left, top, side = code_box()
    card = poster.crop((left, top, left + side, top + side))
    extent = card.point(lambda value: 255 if value < 128 else 0).getbbox()
    assert extent is not None, "nothing dark on the card"
    x0, y0, x1, y1 = extent
    assert abs((x1 - x0) - (y1 - y0)) <= 1, "a square symbol"
    module = (x1 - x0) / modules

    def dark(column: int, row: int) -> bool:
        value = card.getpixel((int(x0 + (column + 0.5) * module), int(y0 + (row + 0.5) * module)))
        assert isinstance(value, int)
        return value < 128

    return [[dark(column, row) for column in range(modules)] for row in range(modules)]


def shows(poster: Image.Image, symbol: segno.QRCode) -> bool:
    matrix = [[bool(cell) for cell in row] for row in symbol.matrix]
    return drawn_symbol(poster, len(matrix)) == matrix


def mini_program_code(code: str) -> segno.QRCode:
    """What the stand-in's getwxacodeunlimit draws for the web-view page and this scene."""
    return segno.make(f"{APPID_MINI}|{WEB_VIEW_PAGE}|{code}", error="h")


def link_qr(link: str) -> segno.QRCode:
    return segno.make_qr(link, error="m")


async def test_a_mini_program_poster_shows_the_mini_programs_code(
    app_factory: AppFactory, mp: WechatMpStandIn, mp_url: str
) -> None:
    store = app_factory(**social_settings(mp_url))
    async with client_for(store) as client:
        game = await a_game(store)
        code, link = await visitors_share(client, game, platform=3)
        png, poster = await poster_of(client, code)
        assert shows(poster, mini_program_code(code))
        assert not shows(poster, link_qr(link))
        assert mp.wxa_codes == [
            {
                "scene": code,
                "page": WEB_VIEW_PAGE,
                "check_path": True,
                "env_version": "release",
                "is_hyaline": True,
            }
        ]
        again, _ = await poster_of(client, code)
        assert again == png and mp.requests.count(WXA_CODE) == 1, "kept"

        other_code, other_link = await visitors_share(client, game, platform=1)
        _, other = await poster_of(client, other_code)
        assert shows(other, link_qr(other_link)), "a share on another platform shows its link"
        assert mp.requests.count(WXA_CODE) == 1


async def test_without_a_mini_program_the_poster_shows_the_link(app_factory: AppFactory) -> None:
    store = app_factory()
    async with client_for(store) as client:
        code, link = await visitors_share(client, await a_game(store), platform=3)
        _, poster = await poster_of(client, code)
        assert shows(poster, link_qr(link))


async def test_when_wechat_makes_no_code_the_poster_shows_the_link_and_is_drawn_again(
    app_factory: AppFactory, mp: WechatMpStandIn, mp_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    # A page the released mini program does not have: WeChat refuses the code (41030).
    store = app_factory(**social_settings(mp_url, wechat_mini_program_reminder_page="pages/not/released"))
    async with client_for(store) as client:
        code, link = await visitors_share(client, await a_game(store), platform=3)
        with caplog.at_level(logging.WARNING, logger="gamestore.growth.share_service"):
            _, poster = await poster_of(client, code)
        assert shows(poster, link_qr(link))
        assert any("QR code of its link" in record.getMessage() for record in caplog.records)
        await poster_of(client, code)
        assert mp.requests.count(WXA_CODE) == 2, "not kept: WeChat is asked again"
        assert mp.wxa_codes == []
