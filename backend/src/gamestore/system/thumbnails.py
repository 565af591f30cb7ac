"""The web app's thumbnail rules (web/src/lib/thumbnail.ts), for the picture the server preloads.

The preload is only used when it names exactly the address the page's ``<img>`` asks for, so both
sides apply the same rules; both are checked against ``web/src/lib/thumbnail-cases.json``.
"""

from __future__ import annotations

import re
from typing import Literal
from urllib.parse import urlsplit

FileSystem = Literal["public", "aliyun", "qcloud", "qiniu"]

THUMBNAIL_WIDTHS = (240, 480, 750, 1080)
_UPLOADS = "/uploads/"
_PRIVATE_UPLOADS = "/uploads/private/"
_PROCESSED = re.compile(r"[?&](w=|x-oss-process=|imageMogr2/|imageView2/)")


def _origin_of(url: str) -> str | None:
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        return None
    default_port = {"http": 80, "https": 443}[parts.scheme]
    try:
        port = parts.port
    except ValueError:
        return None
    host = parts.hostname if port in (None, default_port) else f"{parts.hostname}:{port}"
    return f"{parts.scheme}://{host}"


def _path_on(url: str, origins: list[str]) -> str | None:
    if url.startswith("/") and not url.startswith("//"):
        return url
    origin = _origin_of(url)
    if origin is None or origin not in origins:
        return None
    return urlsplit(url).path or "/"


def _with_query(url: str, query: str) -> str:
    base, hash_sign, fragment = url.partition("#")
    return f"{base}{'&' if '?' in base else '?'}{query}{hash_sign}{fragment}"


def is_thumbnailable(url: str, file_system: FileSystem, cdn_url: str, origin: str) -> bool:
    if not url or _PROCESSED.search(url):
        return False
    if re.split(r"[?#]", url, maxsplit=1)[0].lower().endswith(".svg"):
        return False
    cdn = _origin_of(cdn_url)
    if file_system == "public":
        own = _path_on(url, [origin, cdn] if cdn else [origin])
        return own is not None and own.startswith(_UPLOADS) and not own.startswith(_PRIVATE_UPLOADS)
    return cdn is not None and _origin_of(url) == cdn


def thumbnail_url(url: str, width: int, file_system: FileSystem, cdn_url: str, origin: str) -> str:
    """``url`` at most ``width`` px wide, in WebP, by the rules of the storage that holds it."""
    if not is_thumbnailable(url, file_system, cdn_url, origin):
        return url
    w = max(1, width)
    if file_system == "public":
        step = next((s for s in THUMBNAIL_WIDTHS if s >= w), THUMBNAIL_WIDTHS[-1])
        return _with_query(url, f"w={step}")
    if file_system == "aliyun":
        return _with_query(url, f"x-oss-process=image/resize,w_{w}/format,webp")
    if file_system == "qcloud":
        return _with_query(url, f"imageMogr2/thumbnail/{w}x/format/webp")
    return _with_query(url, f"imageView2/2/w/{w}/format/webp")


def thumbnail_srcset(url: str, file_system: FileSystem, cdn_url: str, origin: str) -> str | None:
    if not is_thumbnailable(url, file_system, cdn_url, origin):
        return None
    return ", ".join(
        f"{thumbnail_url(url, width, file_system, cdn_url, origin)} {width}w" for width in THUMBNAIL_WIDTHS
    )
