"""Member uploads (avatars, after-sale photos): decoded and re-encoded, stored under random names,
served at /uploads.

Re-encoding with Pillow keeps only the pixels (and the colour profile): EXIF (GPS location, camera
serial), comments and bytes appended after the image (HTML or script polyglots) are gone, and the
stored type is the one the decoder found, whatever the name or the declared type said.
"""

from __future__ import annotations

import io
import uuid
from dataclasses import dataclass
from pathlib import Path

import anyio
import anyio.to_thread
from PIL import Image, ImageOps
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.config import Settings
from gamestore.core.errors import TOO_MANY_REQUESTS, AppError
from gamestore.core.ratelimit import RateLimiter
from gamestore.models.base import utcnow
from gamestore.models.system import UploadedFile
from gamestore.system.errors import (
    FILE_EMPTY,
    FILE_TOO_LARGE,
    FILE_TYPE_NOT_ALLOWED,
    IMAGE_ANIMATED,
    IMAGE_TOO_MANY_PIXELS,
)

UPLOADS_PATH = "/uploads"


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


async def save_image(
    session: AsyncSession,
    settings: Settings,
    limiter: RateLimiter,
    member_id: int,
    content: bytes,
    base_url: str,
) -> str:
    """Store an uploaded image and answer its public URL."""
    if not content:
        raise AppError(FILE_EMPTY)
    if len(content) > settings.upload_max_bytes:
        raise AppError(FILE_TOO_LARGE, limit=settings.upload_max_bytes // 1024 // 1024)
    if not await limiter.hit(f"upload:{member_id}", settings.uploads_per_hour, 3600):
        raise AppError(TOO_MANY_REQUESTS)
    image = await anyio.to_thread.run_sync(reencode_image, content, settings.upload_max_pixels)
    kind = image.kind
    now = utcnow()
    relative = f"{now:%Y/%m}/{uuid.uuid4().hex}.{kind.extension}"
    target = Path(settings.upload_dir) / relative
    await anyio.Path(target.parent).mkdir(parents=True, exist_ok=True)
    await anyio.Path(target).write_bytes(image.content)
    session.add(
        UploadedFile(
            member_id=member_id,
            path=relative,
            content_type=kind.content_type,
            size=len(image.content),
            created_at=now,
        )
    )
    await session.flush()
    return f"{(settings.public_base_url or base_url).rstrip('/')}{UPLOADS_PATH}/{relative}"
