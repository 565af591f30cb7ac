"""Serves the built web app (``web/dist``) at ``/``, next to the API under ``/app-api``; the operator
console's page of the same build at ``/admin`` (its API is ``/admin-api``).

The build precompresses files (``.br``, ``.gz``); they are sent when the client accepts them. Vite's
hashed files under ``assets/`` are cached for a year; ``index.html`` and the locale files, whose names
do not change between releases, are revalidated on every use (ETag, 304).

``index.html`` is written per visitor language: it preloads the first home banner in that language
(from ``Accept-Language``), at the thumbnail the page's ``<img>`` will pick, so the largest picture of
the first screen is on its way before the scripts run, the home's banners themselves (JSON the app
renders from at once), and that language's messages, which the app waits for before
its first render. The page is kept 30 s per language.
"""

from __future__ import annotations

import base64
import gzip
import hashlib
import html
import mimetypes
import os
import re
import stat
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass
from email.utils import formatdate, parsedate_to_datetime
from importlib.resources import files
from pathlib import Path
from typing import Any

import anyio.to_thread
import structlog
from fastapi import FastAPI
from fastapi.openapi.docs import get_swagger_ui_html
from pydantic import TypeAdapter
from starlette._utils import get_route_path
from starlette.datastructures import Headers, QueryParams
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import (
    FileResponse,
    HTMLResponse,
    JSONResponse,
    PlainTextResponse,
    RedirectResponse,
    Response,
    StreamingResponse,
)
from starlette.routing import Match, Mount
from starlette.staticfiles import NotModifiedResponse, StaticFiles
from starlette.types import Receive, Scope, Send

from gamestore.api import ADMIN_API_PREFIX, API_PREFIX, API_PREFIXES
from gamestore.content import banner_service
from gamestore.content.schemas import BannerResp
from gamestore.core.config import Settings
from gamestore.core.i18n import DEFAULT_LANGUAGE, Lang, normalize_language
from gamestore.core.storage import UPLOADS_PATH, Storage, StorageError, StoredFile, safe_key
from gamestore.system import service as system_service
from gamestore.system.files import (
    PRIVATE_FOLDER,
    VARIANT_WIDTHS,
    has_variants,
    is_private_path,
    private_url_valid,
    variant_key,
)
from gamestore.system.thumbnails import thumbnail_srcset, thumbnail_url

log = structlog.get_logger("gamestore.web")

DEFAULT_DIST_DIR = Path(__file__).resolve().parents[3] / "web" / "dist"
DOCS_PATH = f"{API_PREFIX}/docs"
SCHEMA_PATH = f"{API_PREFIX}/openapi.json"
CONSOLE_SCHEMA_PATH = f"{ADMIN_API_PREFIX}/openapi.json"
DOCS_ASSETS_PATH = f"{API_PREFIX}/docs-assets"
# Swagger UI's script, style and icon as the fastapi-offline package ships them: no CDN.
_DOCS_ASSETS_DIR = Path(str(files("fastapi_offline") / "static"))
_INLINE_SCRIPT = re.compile(r"<script>(.*?)</script>", re.DOTALL)

# The operator console: a second page of the same build, at /admin (never loaded by the shop).
CONSOLE_PATH, CONSOLE_PAGE = "admin", "admin.html"

NO_CACHE = "no-cache"
IMMUTABLE = "public, max-age=31536000, immutable"
ONE_HOUR = "public, max-age=3600"

INDEX_TTL_SECONDS = 30.0
# As the build's precompression (vite.config.ts): below this, gzip would not pay for itself.
GZIP_MIN_BYTES = 1024
HOME_BANNER_POSITION = 1
# The elements the app reads the home's banners and app info from (web/src/lib/pageData.ts).
HOME_BANNERS_ID, APP_INFO_ID = "home-banners", "app-info"
_BANNER_LIST = TypeAdapter(list[BannerResp])
# What BannerCarousel.tsx gives its <img>: the intrinsic width (the `src` fallback) and `sizes`.
BANNER_WIDTH = 702
BANNER_SIZES = "(min-width: 960px) 936px, calc(100vw - 24px)"

# Preference order when the client accepts several equally.
_PRECOMPRESSED = {"br": ".br", "gzip": ".gz"}
# Fixed types for what a Vite build emits; the system's mime tables differ between hosts.
_MEDIA_TYPES = {
    ".html": "text/html",
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".css": "text/css",
    ".json": "application/json",
    ".svg": "image/svg+xml",
    ".webmanifest": "application/manifest+json",
    ".woff2": "font/woff2",
    ".wasm": "application/wasm",
}

_Found = tuple[str, os.stat_result]


class PlainStaticFiles(StaticFiles):
    """StaticFiles whose failures are plain HTTP answers."""

    async def get_response(self, path: str, scope: Scope) -> Response:
        # A plain HTTP 404/405: raising would turn it into the API's envelope.
        try:
            return await super().get_response(path, scope)
        except HTTPException as exc:
            return PlainTextResponse(exc.detail, status_code=exc.status_code, headers=exc.headers)


class _StoredFiles:
    """Files answered from the file store under a mount: GET and HEAD only, plain HTTP failures."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        response = await self.get_response(scope)
        await response(scope, receive, send)

    async def get_response(self, scope: Scope) -> Response:
        assert scope["type"] == "http"  # as StaticFiles: no websocket under /uploads
        if scope["method"] not in ("GET", "HEAD"):
            return PlainTextResponse("Method Not Allowed", 405, headers={"Allow": "GET, HEAD"})
        return await self.answer(scope)

    async def answer(self, scope: Scope) -> Response:
        raise NotImplementedError


class UploadedFiles(_StoredFiles):
    """Member uploads and the demo artwork at /uploads, read from the file store (the upload directory
    or the bucket): random names that never change, so cached for a year.

    ``?w=240|480|750|1080`` on a public raster upload answers its stored WebP variant of that width
    (system/files.py); any other width, and a file stored before variants existed, the original.
    Nothing is resized here: a request never costs an image's decoding.
    """

    async def answer(self, scope: Scope) -> Response:
        key = _upload_key(scope)
        if key is None or is_private_path(key):
            return _not_found()
        width = _variant_width(QueryParams(scope.get("query_string", b"")).get("w"))
        cache_control = IMMUTABLE
        try:
            found = None
            if width is not None and has_variants(key):
                found = await self.storage.open(variant_key(key, width))
                if found is None:
                    # Stored before variants existed: the original for now, not for a year, so the
                    # variants `gamestore upload-variants` makes are picked up.
                    cache_control = ONE_HOUR
            if found is None:
                found = await self.storage.open(key)
        except StorageError as exc:
            return _store_unavailable(exc)
        if found is None:
            return _not_found()
        return await _stored_file_response(found, scope, cache_control)


class PrivateUploadedFiles(_StoredFiles):
    """Private uploads: only through a link `temp-url-list` signed, until it expires; otherwise 404.
    Streamed from the file store by this server, whichever store it is: the bucket stays private."""

    def __init__(self, storage: Storage, settings: Settings) -> None:
        super().__init__(storage)
        self.settings = settings

    async def answer(self, scope: Scope) -> Response:
        inner = _upload_key(scope)
        if inner is None:
            return _not_found()
        key = f"{PRIVATE_FOLDER}/{inner}"
        query = QueryParams(scope.get("query_string", b""))
        if not private_url_valid(self.settings, key, query.get("expires", ""), query.get("sign", "")):
            return _not_found()
        try:
            found = await self.storage.open(key)
        except StorageError as exc:
            return _store_unavailable(exc)
        if found is None:
            return _not_found()
        # The link stops working; the picture may stay in this member's browser cache meanwhile.
        return await _stored_file_response(found, scope, f"private, max-age={self.settings.temp_url_seconds}")


def _upload_key(scope: Scope) -> str | None:
    """The storage key a path under the mount names, or None (dot segments, empty parts …)."""
    route_path = get_route_path(scope)
    return safe_key(route_path[1:]) if route_path.startswith("/") else None


def _variant_width(value: str | None) -> int | None:
    if value is None or not value.isascii() or not value.isdigit() or len(value) > 5:
        return None
    width = int(value)
    return width if width in VARIANT_WIDTHS else None


async def _stored_file_response(found: StoredFile, scope: Scope, cache_control: str) -> Response:
    """The stored file with its validators (ETag, Last-Modified); 304 when the client has it."""
    headers = {
        "Cache-Control": cache_control,
        "ETag": found.etag,
        "Last-Modified": formatdate(found.last_modified, usegmt=True),
    }
    if _not_modified(found.etag, found.last_modified, Headers(scope=scope)):
        await found.aclose()
        return NotModifiedResponse(Headers(headers))
    if found.path is not None:
        return FileResponse(found.path, media_type=found.content_type, headers=headers)
    headers["Content-Length"] = str(found.size)
    if scope["method"] == "HEAD" or found.stream is None:
        await found.aclose()
        return Response(media_type=found.content_type, headers=headers)
    return StreamingResponse(_send_and_close(found), media_type=found.content_type, headers=headers)


async def _send_and_close(found: StoredFile) -> AsyncIterator[bytes]:
    assert found.stream is not None
    try:
        async for chunk in found.stream:
            yield chunk
    finally:
        await found.aclose()


def _not_modified(etag: str, last_modified: float, request_headers: Headers) -> bool:
    if if_none_match := request_headers.get("if-none-match"):
        tags = [tag.strip().removeprefix("W/") for tag in if_none_match.split(",")]
        return "*" in tags or etag in tags
    if if_modified_since := request_headers.get("if-modified-since"):
        try:
            since = parsedate_to_datetime(if_modified_since).timestamp()
        except (TypeError, ValueError, IndexError):
            return False
        return int(last_modified) <= since
    return False


def _store_unavailable(exc: StorageError) -> Response:
    log.warning("file store unavailable", error=str(exc))
    return PlainTextResponse("Service Unavailable", 503, headers={"Retry-After": "5"})


def mount_uploads(app: FastAPI, settings: Settings, storage: Storage) -> None:
    """Serve the file store at /uploads (before the web app, which takes every other path); the
    private folder first, so its files never go out without a signed link."""
    app.mount(
        f"{UPLOADS_PATH}/{PRIVATE_FOLDER}",
        PrivateUploadedFiles(storage, settings),
        name="private-uploads",
    )
    app.mount(UPLOADS_PATH, UploadedFiles(storage), name="uploads")


def api_part_of_schema(schema: dict[str, Any], prefix: str) -> dict[str, Any]:
    """The schema of the paths under ``prefix`` with only the components they reach, so the shop's
    schema names nothing of the console's."""
    paths = {path: item for path, item in schema["paths"].items() if path.startswith(prefix + "/")}
    components: dict[str, dict[str, Any]] = schema.get("components", {})
    reached: set[tuple[str, str]] = set()
    pending: list[Any] = [paths]
    while pending:
        node = pending.pop()
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and ref.startswith("#/components/"):
                kind, name = ref.removeprefix("#/components/").split("/", 1)
                if (kind, name) not in reached and name in components.get(kind, {}):
                    reached.add((kind, name))
                    pending.append(components[kind][name])
            pending.extend(node.values())
        elif isinstance(node, list):
            pending.extend(node)
    kept = {
        kind: {name: body for name, body in named.items() if (kind, name) in reached}
        for kind, named in components.items()
    }
    return {**schema, "paths": paths, "components": {kind: named for kind, named in kept.items() if named}}


def mount_api_schemas(app: FastAPI, settings: Settings) -> None:
    """Each API's schema beside it, when its docs are served: the console's never by default in
    production, even where the shop's are turned on (``gamestore openapi`` prints both, always)."""
    served = {SCHEMA_PATH: (API_PREFIX, settings.api_docs_served)}
    served[CONSOLE_SCHEMA_PATH] = (ADMIN_API_PREFIX, settings.admin_api_docs_served)
    for path, (prefix, on) in served.items():
        if on:
            _mount_schema(app, path, prefix)


def _mount_schema(app: FastAPI, path: str, prefix: str) -> None:
    part: dict[str, Any] = {}

    @app.get(path, include_in_schema=False)
    async def api_schema() -> JSONResponse:
        if not part:
            part.update(api_part_of_schema(app.openapi(), prefix))
        return JSONResponse(part, headers={"Cache-Control": NO_CACHE})


def mount_api_docs(app: FastAPI) -> None:
    """Swagger UI at /app-api/docs, its assets from this server under /app-api/docs-assets."""
    app.mount(DOCS_ASSETS_PATH, PlainStaticFiles(directory=_DOCS_ASSETS_DIR), name="docs-assets")

    @app.get(DOCS_PATH, include_in_schema=False)
    async def api_docs(request: Request) -> Response:
        root = request.scope.get("root_path", "")
        page = get_swagger_ui_html(
            openapi_url=f"{root}{SCHEMA_PATH}",
            title=f"{app.title} - Swagger UI",
            swagger_js_url=f"{root}{DOCS_ASSETS_PATH}/swagger-ui-bundle.js",
            swagger_css_url=f"{root}{DOCS_ASSETS_PATH}/swagger-ui.css",
            swagger_favicon_url=f"{root}{DOCS_ASSETS_PATH}/favicon.png",
        )
        html = bytes(page.body).decode()
        # Swagger UI starts from one inline script: allowed by its hash, so nothing else inline runs.
        hashes = " ".join(
            f"'sha256-{base64.b64encode(hashlib.sha256(body.encode()).digest()).decode()}'"
            for body in _INLINE_SCRIPT.findall(html)
        )
        policy = (
            f"default-src 'self'; script-src 'self' {hashes}; style-src 'self' 'unsafe-inline'; "
            "img-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'"
        )
        return HTMLResponse(html, headers={"Content-Security-Policy": policy, "Cache-Control": NO_CACHE})


def mount_web_app(app: FastAPI, dist_dir: Path) -> None:
    """Serve ``dist_dir`` at ``/``; without it the server is API-only."""
    dist_dir = dist_dir.resolve()
    if not dist_dir.is_dir():
        log.info("web app not built, serving the API only", dist_dir=str(dist_dir))
        return
    app.router.routes.append(_WebMount(app=WebAppFiles(directory=dist_dir, index=IndexPage()), name="web"))


class _WebMount(Mount):
    """Mounted at ``/`` but never answers for the API's paths, so the API keeps its own 404/405."""

    def __init__(self, app: StaticFiles, name: str) -> None:
        super().__init__("", app=app, name=name)

    def matches(self, scope: Scope) -> tuple[Match, Scope]:
        path = get_route_path(scope)
        if any(path == prefix or path.startswith(prefix + "/") for prefix in API_PREFIXES):
            return Match.NONE, {}
        return super().matches(scope)


class WebAppFiles(StaticFiles):
    """StaticFiles with precompressed variants, per-path caching and plain-text failures.

    Failures are returned, not raised: a raised HTTPException would be rendered as the API envelope.
    Paths are confined to the directory by StaticFiles (``..`` removed, symlinks resolved and checked).
    """

    def __init__(self, directory: Path, index: IndexPage | None = None) -> None:
        super().__init__(directory=directory, follow_symlink=False)
        self.index = index

    async def check_config(self) -> None:
        """The directory was checked at mount time; if a rebuild removes it, requests answer 404."""

    async def get_response(self, path: str, scope: Scope) -> Response:
        if scope["method"] not in ("GET", "HEAD"):
            return PlainTextResponse("Method Not Allowed", 405, headers={"Allow": "GET, HEAD"})
        if path == CONSOLE_PATH and get_route_path(scope).endswith("/"):
            # The console's scripts are named relative to /admin (the build's base is ./).
            return RedirectResponse(f"../{CONSOLE_PATH}", status_code=308)
        rel = {".": "index.html", CONSOLE_PATH: CONSOLE_PAGE}.get(path, path)
        # Precompressed variants are only reached through Accept-Encoding.
        if rel.endswith(tuple(_PRECOMPRESSED.values())):
            return _not_found()
        try:
            found, variants = await anyio.to_thread.run_sync(self._find, rel)
        except (OSError, ValueError):  # name too long, NUL byte, unreadable …
            return _not_found()
        if found is None:
            return _not_found()

        request_headers = Headers(scope=scope)
        if rel == "index.html" and self.index is not None:
            return await self.index.response(found, scope, request_headers)
        encoding = next(
            (c for c in _accepted(request_headers.get("accept-encoding", "")) if c in variants), None
        )
        full_path, stat_result = variants[encoding] if encoding else found
        headers = {"Cache-Control": _cache_control(rel)}
        if variants:
            headers["Vary"] = "Accept-Encoding"
        if encoding:
            headers["Content-Encoding"] = encoding
        response = FileResponse(
            full_path, stat_result=stat_result, media_type=_media_type(rel), headers=headers
        )
        if headers["Cache-Control"] == IMMUTABLE:
            # Hashed names never change content and are never revalidated: validators would only
            # add bytes to each of the many small scripts a phone loads.
            for name in ("etag", "last-modified", "accept-ranges"):
                del response.headers[name]
            return response
        if self.is_not_modified(response.headers, request_headers):
            return NotModifiedResponse(response.headers)
        return response

    def _find(self, rel: str) -> tuple[_Found | None, dict[str, _Found]]:
        """The file at ``rel`` and its precompressed variants, all inside the directory."""
        found = self._regular_file(rel)
        if found is None:
            return None, {}
        variants = {}
        for coding, suffix in _PRECOMPRESSED.items():
            variant = self._regular_file(rel + suffix)
            if variant is not None:
                variants[coding] = variant
        return found, variants

    def _regular_file(self, rel: str) -> _Found | None:
        full_path, stat_result = self.lookup_path(rel)
        if stat_result is None or not stat.S_ISREG(stat_result.st_mode):
            return None
        return full_path, stat_result


@dataclass(frozen=True, slots=True)
class _Page:
    """``index.html`` as written for one language, plain and gzipped."""

    source: tuple[str, int, int]  # path, mtime, size of the file it was made from
    expires: float
    body: bytes
    gzipped: bytes | None


class IndexPage:
    """``index.html`` with the first home banner and the messages of the visitor's language preloaded,
    kept 30 s per language (and until the file changes). A banner that cannot be read is left out."""

    def __init__(self, ttl_seconds: float = INDEX_TTL_SECONDS) -> None:
        self.ttl_seconds = ttl_seconds
        self._pages: dict[Lang, _Page] = {}

    async def response(self, found: _Found, scope: Scope, headers: Headers) -> Response:
        lang = accept_language(headers.get("accept-language", ""))
        page = await self._page(found, scope, lang)
        gzipped = page.gzipped if "gzip" in _accepted(headers.get("accept-encoding", "")) else None
        body = gzipped or page.body
        etag = f'"{hashlib.sha256(body).hexdigest()[:32]}"'
        response_headers = {
            "Cache-Control": NO_CACHE,
            "Vary": "Accept-Encoding, Accept-Language",
            "ETag": etag,
        }
        if gzipped:
            response_headers["Content-Encoding"] = "gzip"
        if etag in _etags(headers.get("if-none-match", "")):
            return Response(status_code=304, headers=response_headers)
        if scope["method"] == "HEAD":
            response_headers["Content-Length"] = str(len(body))
            return Response(status_code=200, headers=response_headers, media_type="text/html")
        return Response(body, headers=response_headers, media_type="text/html")

    async def _page(self, found: _Found, scope: Scope, lang: Lang) -> _Page:
        full_path, stat_result = found
        source = (full_path, stat_result.st_mtime_ns, stat_result.st_size)
        now = time.monotonic()
        cached = self._pages.get(lang)
        if cached is not None and cached.source == source and cached.expires > now:
            return cached
        built = await anyio.Path(full_path).read_bytes()
        links = [*await self._first_screen(scope, lang), _locale_link(Path(full_path).parent, lang)]
        head = "\n    ".join(link for link in links if link)
        if head and b"</head>" in built:
            built = built.replace(b"</head>", f"  {head}\n  </head>".encode(), 1)
        gzipped = gzip.compress(built, compresslevel=9, mtime=0) if len(built) >= GZIP_MIN_BYTES else None
        page = _Page(source, now + self.ttl_seconds, built, gzipped)
        self._pages[lang] = page
        return page

    async def _first_screen(self, scope: Scope, lang: Lang) -> list[str]:
        """The first banner's preload, and as JSON blocks the home's banners themselves (the
        answer of /promotion/banner/list?position=1 in ``lang``) and app info: the app renders the
        banner from them on its first render instead of after two round trips (web/src/lib/pageData.ts),
        and asks the server again behind them. Nothing when there are no banners or they cannot be read."""
        state = getattr(scope.get("app"), "state", None)
        settings: Settings | None = getattr(state, "settings", None)
        sessions = getattr(state, "read_sessions", None)
        if settings is None or sessions is None:
            return []
        try:
            async with sessions() as session:
                banners = await banner_service.banners(session, HOME_BANNER_POSITION, lang)
        except Exception:  # the page must load whatever the database does
            log.warning("home banner not read for the preload", exc_info=True)
            return []
        if not banners:
            return []
        # BannerCarousel shows them by `sort` (a stable sort of the server's order).
        url = sorted(banners, key=lambda banner: banner.sort)[0].picUrl
        request = Request(scope)
        origin = (settings.public_base_url or f"{request.url.scheme}://{request.url.netloc}").rstrip("/")
        rule = (settings.file_system, settings.cdn_url, origin)
        srcset = thumbnail_srcset(url, *rule)
        attrs = {"rel": "preload", "as": "image", "href": thumbnail_url(url, BANNER_WIDTH, *rule)}
        if srcset:
            attrs |= {"imagesrcset": srcset, "imagesizes": BANNER_SIZES}
        attrs["fetchpriority"] = "high"
        preload = "<link " + " ".join(f'{name}="{html.escape(value)}"' for name, value in attrs.items()) + ">"
        return [
            preload,
            _data_block(HOME_BANNERS_ID, lang, _BANNER_LIST.dump_json(banners)),
            # The banner's <img> waits for app info's thumbnail rules before it asks for its picture.
            _data_block(APP_INFO_ID, None, system_service.app_info(settings).model_dump_json().encode()),
        ]


def _data_block(element_id: str, lang: Lang | None, payload: bytes) -> str:
    """JSON in an inert ``<template>`` (never run: the page keeps no inline script), escaped so no
    value can end the element or start markup or an entity: ``<``, ``>`` and ``&`` as JSON escapes."""
    text = payload.decode()
    for character, escaped in (("<", "\\u003c"), (">", "\\u003e"), ("&", "\\u0026")):
        text = text.replace(character, escaped)
    language = f' data-lang="{lang}"' if lang else ""
    return f'<template id="{element_id}"{language}>{text}</template>'


def _locale_link(dist: Path, lang: Lang) -> str | None:
    """The language's messages (lib/i18n.ts fetches them before the first render), fetched with the page.

    ``crossorigin`` makes the preload a same-origin CORS request, as the app's ``fetch()`` is, so the
    browser hands the preloaded response to it."""
    if not (dist / "locales" / f"{lang}.json").is_file():
        return None
    return f'<link rel="preload" as="fetch" href="locales/{lang}.json" crossorigin>'


def accept_language(header: str) -> Lang:
    """The first supported language of an Accept-Language header, by weight; else zh-Hans (spec §1)."""
    ranked: list[tuple[float, int, str]] = []
    for position, part in enumerate(header.split(",")):
        tag, *params = (p.strip() for p in part.split(";"))
        q = 1.0
        for param in params:
            name, _, value = param.partition("=")
            if name.strip().lower() == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        if tag and tag != "*" and q > 0:
            ranked.append((-q, position, tag))
    for _q, _position, tag in sorted(ranked):
        lang = normalize_language(tag)
        if lang is not None:
            return lang
    return DEFAULT_LANGUAGE


def _etags(if_none_match: str) -> set[str]:
    return {tag.strip().removeprefix("W/") for tag in if_none_match.split(",") if tag.strip()}


def _accepted(accept_encoding: str) -> list[str]:
    """The precompressed codings the client accepts (q > 0), best first; ties go to our order."""
    weights: dict[str, float] = {}
    for part in accept_encoding.split(","):
        coding, *params = (p.strip() for p in part.split(";"))
        q = 1.0
        for param in params:
            name, _, value = param.partition("=")
            if name.strip().lower() == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        if coding:
            weights[coding.lower()] = q
    default = weights.get("*", 0.0)
    ranked = sorted(_PRECOMPRESSED, key=lambda c: -weights.get(c, default))  # stable: keeps br first
    return [c for c in ranked if weights.get(c, default) > 0]


def _cache_control(rel: str) -> str:
    top, sep, _ = rel.partition(os.sep)
    # The service worker too: a new release's must replace the old one at once.
    if rel in ("index.html", CONSOLE_PAGE, "sw.js") or (sep and top == "locales"):
        return NO_CACHE
    if sep and top == "assets":
        return IMMUTABLE
    return ONE_HOUR


def _media_type(rel: str) -> str:
    """The original file's type, also when a compressed variant is sent."""
    known = _MEDIA_TYPES.get(os.path.splitext(rel)[1].lower())
    return known or mimetypes.guess_type(rel)[0] or "application/octet-stream"


def _not_found() -> Response:
    return PlainTextResponse("Not Found", 404)
