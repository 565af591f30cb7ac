"""Member uploads (avatars, review and feedback photos) and operators' pictures (covers, banners):
decoded and re-encoded, stored under random names through the file store (core/storage.py: the
upload directory or a bucket), served at /uploads.

A public upload is stored with four WebP variants beside it (``<name>.w480.webp``: at most 240, 480,
750 and 1080 px wide, never enlarged), which ``/uploads/<name>?w=480`` answers (web.py): the app asks
for the width it shows when the file system is ``public``. They are made once, at upload, never on
request (a request must not cost an image's decoding).

A private upload (an order's feedback photo, which may show a key or a payment) is answered as its
path (`private/…`), not a URL: only its uploader gets links to it, each signed and working for
`temp_url_seconds` (spec §9: 600 s), through `temp_urls`; support reading the feedback it came with
gets such links too (`signed_links`).

Re-encoding with Pillow keeps only the pixels (and the colour profile): EXIF (GPS location, camera
serial), comments and bytes appended after the image (HTML or script polyglots) are gone, and the
stored type is the one the decoder found, whatever the name or the declared type said.
"""

from __future__ import annotations

import hashlib
import hmac
import io
import re
import uuid
from collections.abc import Sequence
from dataclasses import dataclass

import anyio.to_thread
import structlog
from PIL import Image, ImageOps
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core import clock
from gamestore.core.config import Settings
from gamestore.core.errors import TOO_MANY_REQUESTS, AppError
from gamestore.core.operators import OperatorPrincipal
from gamestore.core.ratelimit import RateLimiter
from gamestore.core.storage import UPLOADS_PATH, Storage, StorageError
from gamestore.core.validators import PRIVATE_UPLOAD_PREFIX
from gamestore.models.system import UploadedFile
from gamestore.system import audit
from gamestore.system.errors import (
    FILE_EMPTY,
    FILE_NOT_FOUND,
    FILE_STORE_UNAVAILABLE,
    FILE_TOO_LARGE,
    FILE_TYPE_NOT_ALLOWED,
    IMAGE_ANIMATED,
    IMAGE_TOO_MANY_PIXELS,
)

# Private files live in this folder of the upload directory; the server answers /uploads/private/…
# only with a valid signature (web.py mounts it before the public uploads).
PRIVATE_FOLDER = PRIVATE_UPLOAD_PREFIX.rstrip("/")
log = structlog.get_logger(__name__)
_SIGNING_LABEL = b"gamestore/private-upload-url/v1"

# The widths the web app asks for (`?w=`, web/src/lib/thumbnail.ts): phone thumbnails to a full
# phone screen at 3x. Any other width is answered with the original.
VARIANT_WIDTHS = (240, 480, 750, 1080)
_VARIANT_QUALITY = 80
_VARIANT_NAME = re.compile(r"\.w[0-9]+\.webp$")
# Originals that get variants: the raster types uploads are stored as (SVG artwork scales itself).
_RASTER_SUFFIXES = (".png", ".jpg", ".gif", ".webp")


@dataclass(frozen=True, slots=True)
class ImageKind:
    extension: str
    content_type: str


# Pillow's format name → what is stored; no other decoder is ever tried.
_KINDS = {
    "PNG": ImageKind("png", "image/png"),
    "JPEG": ImageKind("jpg", "image/jpeg"),
    "GIF": ImageKind("gif", "image/gif"),
    "WEBP": ImageKind("webp", "image/webp"),
}


@dataclass(frozen=True, slots=True)
class Reencoded:
    kind: ImageKind
    content: bytes


def reencode_image(content: bytes, max_pixels: int) -> Reencoded:
    """The image decoded and encoded again in its own format, or the AppError that refuses it.

    The dimensions are read from the header and checked before any pixel is decoded, so a small
    file that would expand to gigabytes (a decompression bomb) is refused without the memory.
    """
    try:
        with Image.open(io.BytesIO(content), formats=list(_KINDS)) as image:
            kind = _KINDS[image.format or ""]
            width, height = image.size
            if width * height > max_pixels:
                raise AppError(IMAGE_TOO_MANY_PIXELS, limit=max_pixels // 1_000_000)
            # Animated images are refused rather than flattened: avatars and after-sale photos are
            # still pictures, and keeping frames would multiply the decoded size by their number.
            if getattr(image, "is_animated", False):
                raise AppError(IMAGE_ANIMATED)
            image.load()
            return Reencoded(kind, _encode(image, kind))
    except AppError:
        raise
    except (Image.DecompressionBombError, Image.DecompressionBombWarning) as exc:
        raise AppError(IMAGE_TOO_MANY_PIXELS, limit=max_pixels // 1_000_000) from exc
    except Exception as exc:  # any decoder failure: not an image of an accepted type
        raise AppError(FILE_TYPE_NOT_ALLOWED) from exc


# What the encoder may carry over from the decoded file: transparency only (comments, text chunks
# and EXIF would otherwise be written back).
_KEPT_INFO = ("transparency",)


def _encode(image: Image.Image, kind: ImageKind) -> bytes:
    icc_profile = image.info.get("icc_profile")
    # The orientation lives in EXIF, which is dropped: turn the pixels instead.
    clean = ImageOps.exif_transpose(image)
    clean.info = {key: image.info[key] for key in _KEPT_INFO if key in image.info}
    out = io.BytesIO()
    if kind.extension == "jpg":
        if clean.mode not in ("RGB", "L"):
            clean = clean.convert("RGB")
        clean.save(out, "JPEG", quality=90, icc_profile=icc_profile)
    elif kind.extension == "png":
        clean.save(out, "PNG", icc_profile=icc_profile)
    elif kind.extension == "gif":
        clean.save(out, "GIF")
    else:
        clean.save(out, "WEBP", quality=90, icc_profile=icc_profile)
    return out.getvalue()


def variant_key(key: str, width: int) -> str:
    """Where the ``width`` variant of the upload ``key`` is stored: ``a/b.png`` → ``a/b.w480.webp``."""
    stem, _, _ = key.rpartition(".")
    return f"{stem or key}.w{width}.webp"


def has_variants(key: str) -> bool:
    """Whether ``key`` is a public raster original, which is stored with its width variants."""
    return (
        not is_private_path(key)
        and key.lower().endswith(_RASTER_SUFFIXES)
        and _VARIANT_NAME.search(key) is None
    )


def width_variants(content: bytes, max_pixels: int) -> dict[int, bytes]:
    """The image (already re-encoded, or read back from the store) as WebP at most each of
    ``VARIANT_WIDTHS`` wide, aspect kept, never enlarged: a narrow image's variants keep its width."""
    with Image.open(io.BytesIO(content), formats=list(_KINDS)) as image:
        width, height = image.size
        if width * height > max_pixels:
            raise AppError(IMAGE_TOO_MANY_PIXELS, limit=max_pixels // 1_000_000)
        if image.format == "JPEG":
            # The JPEG decoder can scale by 1/2, 1/4 or 1/8 while decoding: no wider than needed.
            widest = max(VARIANT_WIDTHS)
            image.draft(image.mode, (widest, max(1, height * widest // width)))
        image.load()
        # A CMYK profile would be wrong on the RGB pixels the variants get.
        icc_profile = image.info.get("icc_profile") if image.mode != "CMYK" else None
        has_alpha = image.mode in ("RGBA", "LA", "PA") or "transparency" in image.info
        source = image.convert("RGBA" if has_alpha else "RGB")
    variants = {}
    # Widest first, each from the one before: only the first resize reads the full-size pixels.
    current = source
    for target in sorted(VARIANT_WIDTHS, reverse=True):
        if target < current.width:
            height = max(1, round(source.height * target / source.width))
            current = current.resize((target, height), Image.Resampling.LANCZOS, reducing_gap=3.0)
        out = io.BytesIO()
        current.save(out, "WEBP", quality=_VARIANT_QUALITY, icc_profile=icc_profile)
        variants[target] = out.getvalue()
    return variants


async def store_variants(storage: Storage, key: str, content: bytes, max_pixels: int) -> int:
    """Make and store the width variants of the original ``key`` (its bytes ``content``); how many."""
    variants = await anyio.to_thread.run_sync(width_variants, content, max_pixels)
    for width, encoded in variants.items():
        await storage.put(variant_key(key, width), encoded, "image/webp")
    return len(variants)


def public_url(settings: Settings, base_url: str, key: str) -> str:
    """A public upload's URL: on the CDN when CDN_URL is set, else PUBLIC_BASE_URL, else this request's
    origin (a CDN pulls /uploads from this server, or from the bucket's `uploads/` prefix)."""
    origin = settings.cdn_url or settings.public_base_url or base_url
    return f"{origin.rstrip('/')}{UPLOADS_PATH}/{key}"


async def save_image(
    session: AsyncSession,
    settings: Settings,
    limiter: RateLimiter,
    storage: Storage,
    member_id: int | None,
    content: bytes,
    base_url: str,
    *,
    private: bool = False,
    operator_id: int | None = None,
) -> str:
    """Store an uploaded image (and a public one's width variants); answer its public URL, or for a
    private one its path. The uploader is a member (``member_id``) or, from the console, an operator
    (``operator_id``, with ``member_id`` None)."""
    if not content:
        raise AppError(FILE_EMPTY)
    if len(content) > settings.upload_max_bytes:
        raise AppError(FILE_TOO_LARGE, limit=settings.upload_max_bytes // 1024 // 1024)
    uploader = f"op:{operator_id}" if member_id is None else str(member_id)
    if not await limiter.hit(f"upload:{uploader}", settings.uploads_per_hour, 3600):
        raise AppError(TOO_MANY_REQUESTS)
    image = await anyio.to_thread.run_sync(reencode_image, content, settings.upload_max_pixels)
    kind = image.kind
    now = clock.now()
    relative = f"{now:%Y/%m}/{uuid.uuid4().hex}.{kind.extension}"
    if private:
        relative = f"{PRIVATE_FOLDER}/{relative}"
    try:
        if not private:
            # Before the original: once its URL works, so do its widths.
            await store_variants(storage, relative, image.content, settings.upload_max_pixels)
        await storage.put(relative, image.content, kind.content_type)
    except StorageError as exc:  # the object store is down or refuses: nothing is recorded
        log.warning("upload.store_failed", error=str(exc))
        raise AppError(FILE_STORE_UNAVAILABLE) from exc
    session.add(
        UploadedFile(
            member_id=member_id,
            operator_id=operator_id,
            path=relative,
            content_type=kind.content_type,
            size=len(image.content),
            created_at=now,
        )
    )
    await session.flush()
    if private:
        return relative
    return public_url(settings, base_url, relative)


async def save_operator_picture(
    session: AsyncSession,
    settings: Settings,
    limiter: RateLimiter,
    storage: Storage,
    principal: OperatorPrincipal,
    content: bytes,
    base_url: str,
) -> str:
    """A picture an operator uploads from the console (a cover, a banner): stored public as a member's
    upload is (re-encoded, its widths made, the same limits), recorded as the operator's, audited.
    Answers its https:// URL (CDN_URL, PUBLIC_BASE_URL or this request's origin), else its path on this
    site (``/uploads/…``): the fields it goes in take a /path or an https:// address."""
    public = await save_image(
        session, settings, limiter, storage, None, content, base_url, operator_id=principal.operator_id
    )
    key = public.rsplit(f"{UPLOADS_PATH}/", 1)[-1]
    url = public if public.startswith("https://") else f"{UPLOADS_PATH}/{key}"
    await audit.record(session, principal, "picture.upload", "file", key, None, {"path": key, "url": url})
    return url


@dataclass(frozen=True, slots=True)
class VariantReport:
    originals: int
    created: int
    failed: list[str]

    def render(self) -> str:
        lines = [f"{self.originals} public image(s) checked, {self.created} width variant(s) created"]
        lines += [f"not a readable image: {key}" for key in self.failed]
        return "\n".join(lines)


async def create_missing_variants(storage: Storage, settings: Settings) -> VariantReport:
    """Give every public raster upload stored before variants existed its four widths
    (`gamestore upload-variants`); uploads that already have them are left alone."""
    keys = [key async for key in storage.iter_keys()]
    present = set(keys)
    originals = [key for key in keys if has_variants(key)]
    created = 0
    failed = []
    for key in originals:
        if all(variant_key(key, width) in present for width in VARIANT_WIDTHS):
            continue
        content = await storage.read(key)  # a store that fails stops the command (StorageError)
        try:
            if content is None:
                raise FileNotFoundError(key)
            variants = await anyio.to_thread.run_sync(width_variants, content, settings.upload_max_pixels)
        except Exception:  # any decoder failure: this file is reported, the others still done
            failed.append(key)
            continue
        for width, encoded in variants.items():
            await storage.put(variant_key(key, width), encoded, "image/webp")
        created += len(variants)
    return VariantReport(len(originals), created, failed)


def is_private_path(path: str) -> bool:
    return path.startswith(f"{PRIVATE_FOLDER}/")


async def require_own_private_files(session: AsyncSession, member_id: int, paths: Sequence[str]) -> None:
    """Refuse (FILE_NOT_FOUND) unless every private path among ``paths`` is the member's upload."""
    wanted = {path for path in paths if is_private_path(path)}
    if not wanted:
        return
    found = await session.scalars(
        select(UploadedFile.path).where(UploadedFile.member_id == member_id, UploadedFile.path.in_(wanted))
    )
    missing = wanted - set(found)
    if missing:
        raise AppError(FILE_NOT_FOUND, path=sorted(missing)[0])


def _signing_key(settings: Settings) -> bytes:
    return hmac.new(settings.jwt_secret.get_secret_value().encode(), _SIGNING_LABEL, hashlib.sha256).digest()


def _signature(settings: Settings, path: str, expires: int) -> str:
    return hmac.new(_signing_key(settings), f"{path}\n{expires}".encode(), hashlib.sha256).hexdigest()


def private_url_valid(settings: Settings, path: str, expires: str, signature: str) -> bool:
    """Whether a /uploads/private link is genuine and not yet expired (``expires``: epoch seconds)."""
    if not expires.isascii() or not expires.isdigit() or len(expires) > 12:
        return False
    if int(expires) < clock.system_now().timestamp():
        return False
    return hmac.compare_digest(_signature(settings, path, int(expires)), signature)


@dataclass(frozen=True, slots=True)
class TempUrl:
    path: str
    url: str
    max_age: int


async def temp_urls(
    session: AsyncSession, settings: Settings, member_id: int, paths: Sequence[str], base_url: str
) -> list[TempUrl]:
    """Links to the member's own private files, in the order asked, each working ``temp_url_seconds``."""
    await require_own_private_files(session, member_id, paths)
    outsiders = [path for path in paths if not is_private_path(path)]
    if outsiders:
        raise AppError(FILE_NOT_FOUND, path=outsiders[0])
    links = signed_links(settings, paths, base_url)
    return [TempUrl(path, link, settings.temp_url_seconds) for path, link in zip(paths, links, strict=True)]


def signed_links(settings: Settings, paths: Sequence[str], base_url: str) -> list[str]:
    """Links opening these pictures, in order: a private upload's path as a signed link working
    ``temp_url_seconds``, anything else (an http(s) address) as it is. Callers decide who may have
    them: its uploader (``temp_urls``), or an operator allowed to read what it was sent with."""
    expires = int(clock.system_now().timestamp()) + settings.temp_url_seconds
    # Through this server (never the CDN): it checks the signature, and nothing shared caches it.
    origin = (settings.public_base_url or base_url).rstrip("/")
    return [
        f"{origin}{UPLOADS_PATH}/{path}?expires={expires}&sign={_signature(settings, path, expires)}"
        if is_private_path(path)
        else path
        for path in paths
    ]
