"""index.html preloads the first home banner of the visitor's language, at the thumbnail the page picks,
and carries the home's banners for the app's first render."""

from __future__ import annotations

import gzip
import json
import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from conftest import AppFactory
from gamestore import web
from gamestore.models.content import Banner
from gamestore.web import accept_language

INDEX = (
    b'<!doctype html><html><head><meta charset="UTF-8" /><title>GameStore</title>'
    # Long enough to be sent gzipped, as the built page is.
    b'<meta name="description" content="'
    + b"A store for PC gamers. " * 50
    + b'" /></head><body></body></html>\n'
)
SRCSET = (
    "/uploads/banners/sale.en.png?w=240 240w, /uploads/banners/sale.en.png?w=480 480w, "
    "/uploads/banners/sale.en.png?w=750 750w, /uploads/banners/sale.en.png?w=1080 1080w"
)


def texts(value: str) -> dict[str, str]:
    return {"en": value, "zh-Hans": value, "zh-Hant": value, "ja": value}


@pytest.fixture
def dist(tmp_path: Path) -> Path:
    dist = tmp_path / "dist"
    dist.mkdir()
    (dist / "index.html").write_bytes(INDEX)
    return dist


@pytest.fixture
async def app(app_factory: AppFactory, dist: Path) -> Any:
    return app_factory(web_dist_dir=dist)


@pytest.fixture
async def site(app: Any) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app), base_url="http://testserver"
    ) as client:
        yield client


async def add_banners(app: Any, *banners: Banner) -> None:
    async with app.state.sessions() as session, session.begin():
        session.add_all(banners)


def preload(page: bytes) -> str | None:
    found = re.search(rb'<link rel="preload"[^>]*>', page)
    return found.group(0).decode() if found else None


async def test_without_banners_the_page_is_as_built(site: httpx.AsyncClient) -> None:
    response = await site.get("/", headers={"accept-language": "en"})
    assert response.status_code == 200
    assert response.content == INDEX
    assert response.headers["vary"] == "Accept-Encoding, Accept-Language"


async def test_the_first_banner_of_the_visitors_language_is_preloaded(
    app: Any, site: httpx.AsyncClient
) -> None:
    await add_banners(
        app,
        Banner(position=1, titles=texts("Later"), image="/uploads/banners/later.png", sort=2),
        Banner(
            position=1,
            titles=texts("Sale"),
            image="/uploads/banners/sale.png",
            images={"en": "/uploads/banners/sale.en.png"},
            sort=1,
        ),
        Banner(position=2, titles=texts("Elsewhere"), image="/uploads/banners/other.png", sort=0),
        Banner(position=1, titles=texts("Off"), image="/uploads/banners/off.png", sort=0, enabled=False),
    )
    english = await site.get("/", headers={"accept-language": "fr-FR,en-US;q=0.8,ja;q=0.5"})
    assert preload(english.content) == (
        '<link rel="preload" as="image" href="/uploads/banners/sale.en.png?w=750" '
        f'imagesrcset="{SRCSET}" imagesizes="(min-width: 960px) 936px, calc(100vw - 24px)" '
        'fetchpriority="high">'
    )
    assert english.content.index(b"<link") < english.content.index(b"</head>")
    japanese = await site.get("/index.html", headers={"accept-language": "ja-JP"})
    assert 'href="/uploads/banners/sale.png?w=750"' in (preload(japanese.content) or "")
    nobody = await site.get("/")  # no header: zh-Hans, which has no picture of its own
    assert 'href="/uploads/banners/sale.png?w=750"' in (preload(nobody.content) or "")
    assert english.headers["etag"] != japanese.headers["etag"]


async def test_a_picture_not_thumbnailed_is_preloaded_as_it_is(app: Any, site: httpx.AsyncClient) -> None:
    await add_banners(
        app, Banner(position=1, titles=texts("Art"), image="/uploads/demo/banners/art.svg", sort=1)
    )
    page = (await site.get("/")).content
    assert (
        preload(page)
        == '<link rel="preload" as="image" href="/uploads/demo/banners/art.svg" fetchpriority="high">'
    )


async def test_the_page_is_kept_30_seconds_per_language(
    app: Any, site: httpx.AsyncClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    now = [1000.0]
    monkeypatch.setattr(web.time, "monotonic", lambda: now[0])
    await add_banners(app, Banner(position=1, titles=texts("One"), image="/uploads/one.png", sort=1))
    first = await site.get("/", headers={"accept-language": "en"})
    await add_banners(app, Banner(position=1, titles=texts("Zero"), image="/uploads/zero.png", sort=0))
    now[0] += 29
    assert (await site.get("/", headers={"accept-language": "en"})).content == first.content
    # Another language is written on its own.
    assert "/uploads/zero.png" in (
        preload((await site.get("/", headers={"accept-language": "ja"})).content) or ""
    )
    now[0] += 2
    assert "/uploads/zero.png" in (
        preload((await site.get("/", headers={"accept-language": "en"})).content) or ""
    )


async def test_a_rebuilt_index_is_served_at_once(app: Any, site: httpx.AsyncClient, dist: Path) -> None:
    await site.get("/")
    rebuilt = INDEX.replace(b"GameStore", b"GameStore 2")
    (dist / "index.html").write_bytes(rebuilt)
    assert (await site.get("/")).content == rebuilt


async def test_the_languages_messages_are_preloaded(site: httpx.AsyncClient, dist: Path) -> None:
    (dist / "locales").mkdir()
    (dist / "locales" / "en.json").write_text('{"app": {"name": "GameStore"}}')
    english = (await site.get("/", headers={"accept-language": "en-GB"})).content
    assert b'<link rel="preload" as="fetch" href="locales/en.json" crossorigin>' in english
    assert english.index(b"locales/en.json") < english.index(b"</head>")
    japanese = (await site.get("/", headers={"accept-language": "ja"})).content
    assert japanese == INDEX  # no messages built for it: nothing to preload


async def test_gzip_etag_and_304(app: Any, site: httpx.AsyncClient) -> None:
    await add_banners(app, Banner(position=1, titles=texts("One"), image="/uploads/one.png", sort=1))
    plain = await site.get("/", headers={"accept-encoding": "identity"})
    async with site.stream("GET", "/", headers={"accept-encoding": "gzip"}) as response:
        raw = b"".join([chunk async for chunk in response.aiter_raw()])
        zipped_headers = response.headers
    assert zipped_headers["content-encoding"] == "gzip"
    assert gzip.decompress(raw) == plain.content
    assert zipped_headers["etag"] != plain.headers["etag"]
    again = await site.get(
        "/", headers={"accept-encoding": "identity", "if-none-match": plain.headers["etag"]}
    )
    assert again.status_code == 304
    assert again.content == b""
    assert again.headers["vary"] == "Accept-Encoding, Accept-Language"
    head = await site.head("/", headers={"accept-encoding": "identity"})
    assert head.status_code == 200
    assert head.content == b""
    assert head.headers["content-length"] == str(len(plain.content))


async def test_the_page_keeps_its_content_security_policy(app: Any, site: httpx.AsyncClient) -> None:
    await add_banners(app, Banner(position=1, titles=texts("One"), image="/uploads/one.png", sort=1))
    policy = (await site.get("/")).headers["content-security-policy"]
    assert "script-src 'self'" in policy
    assert re.search(r"img-src [^;]*'self'", policy)


async def test_a_banner_that_cannot_be_read_leaves_the_page_as_built(
    site: httpx.AsyncClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    async def broken(*_args: object) -> list[object]:
        raise RuntimeError("database down")

    monkeypatch.setattr(web.banner_service, "banners", broken)
    response = await site.get("/")
    assert response.status_code == 200
    assert response.content == INDEX


@pytest.mark.parametrize(
    ("header", "lang"),
    [
        ("", "zh-Hans"),
        ("en-US,en;q=0.9", "en"),
        ("fr-FR, de;q=0.9", "zh-Hans"),
        ("de, zh-TW;q=0.8, en;q=0.5", "zh-Hant"),
        ("en;q=0.2, ja;q=0.9", "ja"),
        ("ja;q=0, en", "en"),
        ("*, en;q=0.1", "en"),
        ("zh-CN;q=oops, en;q=0.5", "en"),
    ],
)
def test_accept_language(header: str, lang: str) -> None:
    assert accept_language(header) == lang


def app_info_block(page: bytes) -> Any:
    found = re.search(rb'<template id="app-info">(.*?)</template>', page)
    return json.loads(found.group(1)) if found else None


def banners_block(page: bytes) -> tuple[str, Any] | None:
    found = re.search(rb'<template id="home-banners" data-lang="([^"]+)">(.*?)</template>', page)
    return (found.group(1).decode(), json.loads(found.group(2))) if found else None


async def test_the_homes_banners_are_written_into_the_page_as_the_api_answers_them(
    app: Any, site: httpx.AsyncClient
) -> None:
    await add_banners(
        app,
        Banner(position=1, titles=texts("Two"), image="/uploads/banners/two.png", sort=2),
        Banner(
            position=1,
            titles={**texts("One"), "en": "</script><b>Sale & more</b>"},
            image="/uploads/banners/one.png",
            images={"en": "/uploads/banners/one.en.png"},
            url="https://example.com/?a=1&b=2",
            sort=1,
        ),
        Banner(position=2, titles=texts("Elsewhere"), image="/uploads/banners/other.png", sort=0),
    )
    page = (await site.get("/", headers={"accept-language": "en-GB"})).content
    api = await site.get(
        "/app-api/promotion/banner/list",
        params={"position": 1},
        headers={"tenant-id": "1", "content-language": "en"},
    )
    assert banners_block(page) == ("en", api.json()["data"])
    assert [banner["title"] for banner in api.json()["data"]] == ["</script><b>Sale & more</b>", "Two"]
    assert page.count(b"</template>") == 2 and b"<b>" not in page  # escaped: nothing closes it early
    assert b"<script" not in page
    assert page.index(b"home-banners") < page.index(b"</head>")
    app_info = await site.get("/app-api/system/app-info/get", headers={"tenant-id": "1"})
    assert app_info_block(page) == app_info.json()["data"]
    japanese = banners_block((await site.get("/", headers={"accept-language": "ja"})).content)
    assert japanese is not None and japanese[0] == "ja"
    assert [banner["title"] for banner in japanese[1]] == ["One", "Two"]
