"""The built web app served at / next to the API: compression, caching, confinement to dist."""

from __future__ import annotations

import gzip
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest

from conftest import AppFactory, data, failure

try:
    import brotli
except ImportError:  # not a dependency: the server never decodes, so a stand-in file is enough
    brotli = None

INDEX = b"<!doctype html><html><head><title>GameStore</title></head><body></body></html>\n"
CONSOLE = b"<!doctype html><html><head><title>GameStore Console</title></head><body></body></html>\n"
SCRIPT = b"export const greeting = 'hello';\n" * 200
LOCALE = b'{"hello": "Hello"}\n'
FAVICON = b'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>\n'
SECRET = b"outside dist\n"
BROTLI_STAND_IN = b"brotli stand-in: the server sends variants as they are"

IMMUTABLE = "public, max-age=31536000, immutable"


def _br(content: bytes) -> bytes:
    return brotli.compress(content) if brotli is not None else BROTLI_STAND_IN


@pytest.fixture
def dist(tmp_path: Path) -> Path:
    (tmp_path / "secret.txt").write_bytes(SECRET)
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    (dist / "locales").mkdir()
    (dist / "index.html").write_bytes(INDEX)
    (dist / "admin.html").write_bytes(CONSOLE)
    (dist / "assets" / "app-abc123.js").write_bytes(SCRIPT)
    (dist / "assets" / "app-abc123.js.gz").write_bytes(gzip.compress(SCRIPT))
    (dist / "assets" / "app-abc123.js.br").write_bytes(_br(SCRIPT))
    (dist / "assets" / "gz-only-def456.js").write_bytes(SCRIPT)
    (dist / "assets" / "gz-only-def456.js.gz").write_bytes(gzip.compress(SCRIPT))
    (dist / "locales" / "en.json").write_bytes(LOCALE)
    (dist / "manifest.js").write_bytes(SCRIPT)  # not hashed: revalidated, with a variant
    (dist / "manifest.js.gz").write_bytes(gzip.compress(SCRIPT))
    (dist / "favicon.svg").write_bytes(FAVICON)
    (dist / "app-api").mkdir()
    (dist / "app-api" / "shadow.txt").write_bytes(b"must never be served")
    (dist / "admin-api").mkdir()
    (dist / "admin-api" / "shadow.txt").write_bytes(b"must never be served")
    (dist / "escape.txt").symlink_to(tmp_path / "secret.txt")
    (dist / "alias.svg").symlink_to(dist / "favicon.svg")
    return dist


@pytest.fixture
async def web(app_factory: AppFactory, dist: Path) -> AsyncIterator[httpx.AsyncClient]:
    app = app_factory(web_dist_dir=dist)
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
        yield client


@dataclass
class RawResponse:
    status_code: int
    headers: httpx.Headers
    content: bytes


async def raw_get(client: httpx.AsyncClient, url: str, **headers: str) -> RawResponse:
    """The response with its body as sent (httpx would otherwise decode Content-Encoding)."""
    async with client.stream("GET", url, headers=headers) as response:
        body = b"".join([chunk async for chunk in response.aiter_raw()])
    return RawResponse(response.status_code, response.headers, body)


async def asgi_get(app: Any, path: str) -> int:
    """GET with ``path`` exactly as given (no URL normalization on the way), returning the status."""
    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "GET",
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "root_path": "",
        "query_string": b"",
        "headers": [(b"host", b"testserver")],
        "client": ("127.0.0.1", 50000),
        "server": ("testserver", 80),
    }
    sent: list[dict[str, Any]] = []
    received = False

    async def receive() -> dict[str, Any]:
        nonlocal received
        if received:  # the client stays connected until the response is complete
            await anyio.sleep_forever()
        received = True
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    await app(scope, receive, send)
    status: int = sent[0]["status"]
    return status


@pytest.mark.parametrize("path", ["/", "/index.html"])
async def test_index_is_never_cached(web: httpx.AsyncClient, path: str) -> None:
    response = await web.get(path)
    assert response.status_code == 200
    assert response.content == INDEX
    assert response.headers["cache-control"] == "no-cache"
    assert response.headers["content-type"].startswith("text/html")
    assert response.headers["etag"]
    # Written per language (the banner preload, test_web_index.py): no file date to go by.
    assert "last-modified" not in response.headers
    assert response.headers["vary"] == "Accept-Encoding, Accept-Language"


@pytest.mark.parametrize("path", ["/admin", "/admin.html"])
async def test_the_console_page_is_served_at_admin_uncached(web: httpx.AsyncClient, path: str) -> None:
    response = await web.get(path)
    assert response.status_code == 200
    assert response.content == CONSOLE
    assert response.headers["cache-control"] == "no-cache"
    assert response.headers["content-type"].startswith("text/html")


async def test_admin_with_a_slash_goes_to_admin(web: httpx.AsyncClient) -> None:
    # Its scripts are named relative to the page (./assets/…), which /admin/ would misplace.
    response = await web.get("/admin/")
    assert response.status_code == 308
    assert httpx.URL("http://testserver/admin/").join(response.headers["location"]).path == "/admin"


async def test_hashed_asset_is_immutable(web: httpx.AsyncClient) -> None:
    response = await raw_get(web, "/assets/app-abc123.js", **{"accept-encoding": "identity"})
    assert response.status_code == 200
    assert response.content == SCRIPT
    assert response.headers["cache-control"] == IMMUTABLE
    assert response.headers["content-type"].split(";")[0] in ("text/javascript", "application/javascript")
    assert "content-encoding" not in response.headers
    assert response.headers["vary"] == "Accept-Encoding"
    assert response.headers["content-length"] == str(len(SCRIPT))


@pytest.mark.parametrize("accept", ["gzip", "gzip, deflate", "br;q=0, gzip", "*;q=0.5, br;q=0"])
async def test_gzip_is_sent_when_accepted(web: httpx.AsyncClient, accept: str) -> None:
    response = await raw_get(web, "/assets/app-abc123.js", **{"accept-encoding": accept})
    assert response.status_code == 200
    assert response.headers["content-encoding"] == "gzip"
    assert response.headers["vary"] == "Accept-Encoding"
    assert response.headers["cache-control"] == IMMUTABLE
    assert response.headers["content-type"].split(";")[0] in ("text/javascript", "application/javascript")
    assert gzip.decompress(response.content) == SCRIPT
    assert int(response.headers["content-length"]) == len(response.content) < len(SCRIPT)


async def test_httpx_decodes_what_it_asked_for(web: httpx.AsyncClient) -> None:
    response = await web.get("/assets/gz-only-def456.js", headers={"accept-encoding": "gzip"})
    assert response.headers["content-encoding"] == "gzip"
    assert response.content == SCRIPT


@pytest.mark.parametrize("accept", [None, "identity", "gzip;q=0", "deflate", "*;q=0"])
async def test_plain_file_when_compression_is_not_accepted(
    web: httpx.AsyncClient, accept: str | None
) -> None:
    request = web.build_request("GET", "/assets/app-abc123.js")
    del request.headers["accept-encoding"]  # httpx sends one by default
    if accept is not None:
        request.headers["accept-encoding"] = accept
    response = await web.send(request)
    assert response.status_code == 200
    assert "content-encoding" not in response.headers
    assert response.headers["vary"] == "Accept-Encoding"
    assert response.content == SCRIPT


@pytest.mark.parametrize("accept", ["gzip, br", "br, gzip", "*", "gzip;q=0.5, br;q=0.5"])
async def test_brotli_is_preferred_when_both_are_accepted(web: httpx.AsyncClient, accept: str) -> None:
    response = await raw_get(web, "/assets/app-abc123.js", **{"accept-encoding": accept})
    assert response.status_code == 200
    assert response.headers["content-encoding"] == "br"
    assert response.headers["vary"] == "Accept-Encoding"
    assert response.headers["content-type"].split(";")[0] in ("text/javascript", "application/javascript")
    if brotli is not None:
        assert brotli.decompress(response.content) == SCRIPT
    else:
        assert response.content == BROTLI_STAND_IN


async def test_client_preference_between_codings_wins(web: httpx.AsyncClient) -> None:
    response = await raw_get(web, "/assets/app-abc123.js", **{"accept-encoding": "br;q=0.4, gzip;q=0.9"})
    assert response.headers["content-encoding"] == "gzip"


async def test_gzip_when_brotli_is_accepted_but_not_built(web: httpx.AsyncClient) -> None:
    response = await raw_get(web, "/assets/gz-only-def456.js", **{"accept-encoding": "br, gzip"})
    assert response.headers["content-encoding"] == "gzip"
    assert gzip.decompress(response.content) == SCRIPT


async def test_precompressed_files_are_not_addressable(web: httpx.AsyncClient) -> None:
    for path in ("/assets/app-abc123.js.gz", "/assets/app-abc123.js.br"):
        response = await web.get(path)
        assert response.status_code == 404, path


async def test_locales_revalidate_with_an_etag(web: httpx.AsyncClient) -> None:
    response = await web.get("/locales/en.json")
    assert response.status_code == 200
    assert response.content == LOCALE
    assert response.headers["content-type"] == "application/json"
    assert response.headers["cache-control"] == "no-cache"
    assert response.headers["etag"]
    assert "vary" not in response.headers  # no compressed variant of this file


async def test_other_files_are_cached_for_an_hour(web: httpx.AsyncClient) -> None:
    response = await web.get("/favicon.svg")
    assert response.status_code == 200
    assert response.content == FAVICON
    assert response.headers["content-type"] == "image/svg+xml"
    assert response.headers["cache-control"] == "public, max-age=3600"
    assert (await web.get("/alias.svg")).content == FAVICON  # symlinks inside dist are fine


@pytest.mark.parametrize(
    ("path", "accept"),
    [
        ("/", "identity"),
        ("/locales/en.json", "gzip"),
        ("/manifest.js", "gzip"),
        ("/manifest.js", "identity"),
    ],
)
async def test_if_none_match_answers_304(web: httpx.AsyncClient, path: str, accept: str) -> None:
    first = await raw_get(web, path, **{"accept-encoding": accept})
    etag = first.headers["etag"]
    again = await raw_get(web, path, **{"accept-encoding": accept, "if-none-match": etag})
    assert again.status_code == 304
    assert again.content == b""
    assert again.headers["etag"] == etag
    assert again.headers["cache-control"] == first.headers["cache-control"]
    other = await raw_get(web, path, **{"accept-encoding": accept, "if-none-match": '"something-else"'})
    assert other.status_code == 200


async def test_immutable_assets_carry_no_validators(web: httpx.AsyncClient) -> None:
    for accept in ("identity", "gzip", "br"):
        response = await raw_get(web, "/assets/app-abc123.js", **{"accept-encoding": accept})
        assert response.status_code == 200
        assert not {"etag", "last-modified", "accept-ranges"} & set(response.headers)


async def test_each_encoding_has_its_own_etag(web: httpx.AsyncClient) -> None:
    plain = await raw_get(web, "/manifest.js", **{"accept-encoding": "identity"})
    zipped = await raw_get(web, "/manifest.js", **{"accept-encoding": "gzip"})
    assert plain.headers["etag"] != zipped.headers["etag"]
    stale = await raw_get(
        web,
        "/manifest.js",
        **{"accept-encoding": "identity", "if-none-match": zipped.headers["etag"]},
    )
    assert stale.status_code == 200
    assert stale.content == SCRIPT


async def test_head_sends_headers_only(web: httpx.AsyncClient) -> None:
    response = await web.head("/assets/app-abc123.js", headers={"accept-encoding": "gzip"})
    assert response.status_code == 200
    assert response.content == b""
    assert response.headers["content-encoding"] == "gzip"
    assert response.headers["cache-control"] == IMMUTABLE
    index = await web.head("/")
    assert index.status_code == 200
    assert index.headers["content-length"] == str(len(INDEX))


async def test_other_methods_are_refused_plainly(web: httpx.AsyncClient) -> None:
    response = await web.post("/index.html")
    assert response.status_code == 405
    assert response.headers["allow"] == "GET, HEAD"


@pytest.mark.parametrize(
    "path",
    ["/nope.js", "/assets/", "/assets", "/locales/xx.json", "/deep/er/path", "/index.html/x"],
)
async def test_unknown_paths_are_a_plain_404(web: httpx.AsyncClient, path: str) -> None:
    response = await web.get(path)
    assert response.status_code == 404
    assert response.headers["content-type"].startswith("text/plain")
    assert response.text == "Not Found"


@pytest.mark.parametrize(
    "path",
    [
        "/%2e%2e/secret.txt",
        "/assets/%2E%2E/%2E%2E/secret.txt",
        "/..%2fsecret.txt",
        "/assets/..%2f..%2fsecret.txt",
        "/..%5csecret.txt",
        "//etc/passwd",
        "/%2Fetc%2Fpasswd",
        "/escape.txt",
        "/index.html%00",
    ],
)
async def test_paths_cannot_leave_dist(web: httpx.AsyncClient, path: str) -> None:
    response = await web.get(path)
    assert response.status_code == 404
    assert SECRET not in response.content


@pytest.mark.parametrize(
    "path",
    ["/../secret.txt", "/assets/../../secret.txt", "/locales/../../secret.txt", "/../../../../etc/passwd"],
)
async def test_raw_traversal_paths_cannot_leave_dist(web: httpx.AsyncClient, path: str) -> None:
    app = web._transport.app  # type: ignore[attr-defined]
    assert await asgi_get(app, path) == 404


async def test_dot_segments_inside_dist_resolve_to_the_file_and_its_rules(web: httpx.AsyncClient) -> None:
    app = web._transport.app  # type: ignore[attr-defined]
    assert await asgi_get(app, "/assets/../index.html") == 200
    response = await web.get("/assets/%2e%2e/index.html")
    assert response.headers["cache-control"] == "no-cache"


async def test_the_api_is_never_shadowed(web: httpx.AsyncClient) -> None:
    info = data(await web.get("/app-api/system/app-info/get", headers={"tenant-id": "1"}))
    assert info
    code, _ = failure(await web.get("/app-api/shadow.txt"))
    assert code == 404
    code, _ = failure(await web.delete("/app-api/system/app-info/get"))
    assert code == 405
    code, _ = failure(await web.get("/admin-api/shadow.txt"))
    assert code == 404
    code, _ = failure(await web.get("/admin-api/system/auth/login"))
    assert code == 405


async def test_without_dist_the_server_is_api_only(app_factory: AppFactory, tmp_path: Path) -> None:
    app = app_factory(web_dist_dir=tmp_path / "not-built")
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://testserver") as c:
        assert data(await c.get("/app-api/system/app-info/get"))
        response = await c.get("/")
        # Nothing is mounted, so / gets the API's own not-found answer (architecture §3: HTTP 200, code 404).
        code, _ = failure(response)
        assert code == 404
        assert "text/html" not in response.headers["content-type"]
