"""Member uploads (avatars): checked by content, stored under random names, served at /uploads."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from pathlib import Path

import anyio
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.config import Settings
from gamestore.core.errors import TOO_MANY_REQUESTS, AppError
from gamestore.core.ratelimit import RateLimiter
from gamestore.models.base import utcnow
from gamestore.models.system import UploadedFile
from gamestore.system.errors import FILE_EMPTY, FILE_TOO_LARGE, FILE_TYPE_NOT_ALLOWED

UPLOADS_PATH = "/uploads"


@dataclass(frozen=True, slots=True)
class ImageKind:
    extension: str
    content_type: str


def sniff_image(head: bytes) -> ImageKind | None:
    """What the bytes are, whatever the file name or the declared type say."""
    if head.startswith(b"\x89PNG\r\n\x1a\n"):
        return ImageKind("png", "image/png")
    if head.startswith(b"\xff\xd8\xff"):
        return ImageKind("jpg", "image/jpeg")
    if head.startswith((b"GIF87a", b"GIF89a")):
        return ImageKind("gif", "image/gif")
    if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return ImageKind("webp", "image/webp")
    return None


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
    kind = sniff_image(content[:16])
    if kind is None:
        raise AppError(FILE_TYPE_NOT_ALLOWED)
    if not await limiter.hit(f"upload:{member_id}", settings.uploads_per_hour, 3600):
        raise AppError(TOO_MANY_REQUESTS)
    now = utcnow()
    relative = f"{now:%Y/%m}/{uuid.uuid4().hex}.{kind.extension}"
    target = Path(settings.upload_dir) / relative
    await anyio.Path(target.parent).mkdir(parents=True, exist_ok=True)
    await anyio.Path(target).write_bytes(content)
    session.add(
        UploadedFile(
            member_id=member_id,
            path=relative,
            content_type=kind.content_type,
            size=len(content),
            created_at=now,
        )
    )
    await session.flush()
    return f"{(settings.public_base_url or base_url).rstrip('/')}{UPLOADS_PATH}/{relative}"
