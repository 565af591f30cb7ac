"""Where uploaded files live: the local upload directory, or an S3-compatible bucket.

Every upload (members' pictures, private ones too, their width variants and the demo artwork) is
written and read through one ``Storage``, chosen by the settings (``create_storage``): the local
directory ``UPLOAD_DIR`` by default, a bucket when ``STORAGE_S3_BUCKET`` names one (Aliyun OSS,
Tencent COS, Qiniu Kodo, MinIO and AWS S3 all speak the S3 API). Keys are the paths under
``/uploads`` (``2026/11/<hex>.png``, ``private/…``, ``demo/…``); in a bucket they sit under
``STORAGE_S3_PREFIX`` (``uploads/``), so a CDN reading the bucket maps ``/uploads/<key>`` the same way.

The server keeps answering ``/uploads/<key>`` itself (web.py), from either store: private links are
checked there, and ``?w=`` picks a stored width variant.
"""

from __future__ import annotations

import contextlib
import inspect
import os
import stat
import tempfile
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING, Protocol

import anyio
import anyio.to_thread
import structlog
from aiobotocore.config import AioConfig
from aiobotocore.session import get_session
from botocore.exceptions import BotoCoreError, ClientError

from gamestore.core.config import Settings

if TYPE_CHECKING:
    from types_aiobotocore_s3.client import S3Client

log = structlog.get_logger("gamestore.storage")

UPLOADS_PATH = "/uploads"  # where the app serves the file store
_CHUNK = 64 * 1024
# What the upload directory holds, by extension (the system's mime tables differ between hosts).
CONTENT_TYPES = {
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".gif": "image/gif",
    ".webp": "image/webp",
    ".svg": "image/svg+xml",
    ".glb": "model/gltf-binary",
    ".gltf": "model/gltf+json",
}


def content_type_for(key: str) -> str:
    return CONTENT_TYPES.get(PurePosixPath(key).suffix.lower(), "application/octet-stream")


def safe_key(key: str) -> str | None:
    """``key`` when it names a file inside the store (relative, no empty, dot or hidden segments such
    as a write in progress, no NUL or backslash, not too long), else None: keys also come from
    request paths."""
    if not key or len(key) > 512 or "\\" in key or "\x00" in key:
        return None
    if any(not part or part.startswith(".") for part in key.split("/")):
        return None
    return key


class StorageError(RuntimeError):
    """The store could not be reached or refused the request (credentials, permissions, network)."""


@dataclass(slots=True)
class StoredFile:
    """One file found in the store: a local path to send, or the store's open byte stream."""

    key: str
    content_type: str
    size: int
    etag: str
    last_modified: float  # epoch seconds
    path: Path | None = None
    stream: AsyncIterator[bytes] | None = None
    closer: Callable[[], object] | None = None

    async def aclose(self) -> None:
        """Release the stream (after sending it, or instead: HEAD, 304); safe to call twice."""
        closer, self.closer = self.closer, None
        if closer is not None:
            result = closer()
            if inspect.isawaitable(result):
                await result


class Storage(Protocol):
    async def put(self, key: str, content: bytes, content_type: str) -> None: ...

    async def open(self, key: str) -> StoredFile | None:
        """The file, or None when there is none under ``key``."""

    async def read(self, key: str) -> bytes | None: ...

    async def exists(self, key: str) -> bool: ...

    async def delete(self, key: str) -> None: ...

    def iter_keys(self, prefix: str = "") -> AsyncIterator[str]:
        """Every key starting with ``prefix``."""

    async def aclose(self) -> None: ...


class LocalStorage:
    """Files under one directory: ``key`` is their path relative to it."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root)

    def _path(self, key: str) -> Path:
        checked = safe_key(key)
        if checked is None:
            raise ValueError(f"not a storage key: {key!r}")
        return self.root.joinpath(*checked.split("/"))

    async def put(self, key: str, content: bytes, content_type: str) -> None:
        await anyio.to_thread.run_sync(self._write, self._path(key), content)

    @staticmethod
    def _write(target: Path, content: bytes) -> None:
        # Written beside the target and renamed over it: a reader never sees half a file.
        target.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=target.parent, prefix=".put-")
        try:
            with os.fdopen(handle, "wb") as out:
                out.write(content)
            os.chmod(temporary, 0o644)  # mkstemp's 0600 would hide it from a web server in front
            os.replace(temporary, target)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
            raise

    async def open(self, key: str) -> StoredFile | None:
        if safe_key(key) is None:
            return None
        path = self._path(key)
        try:
            found = await anyio.to_thread.run_sync(os.lstat, path)
        except (OSError, ValueError):
            return None
        if not stat.S_ISREG(found.st_mode):  # folders and symbolic links are not uploads
            return None
        etag = f'"{found.st_mtime_ns:x}-{found.st_size:x}"'
        return StoredFile(key, content_type_for(key), found.st_size, etag, found.st_mtime, path=path)

    async def read(self, key: str) -> bytes | None:
        found = await self.open(key)
        if found is None or found.path is None:
            return None
        return await anyio.Path(found.path).read_bytes()

    async def exists(self, key: str) -> bool:
        return await self.open(key) is not None

    async def delete(self, key: str) -> None:
        with contextlib.suppress(FileNotFoundError):
            await anyio.Path(self._path(key)).unlink()

    async def iter_keys(self, prefix: str = "") -> AsyncIterator[str]:
        found = await anyio.to_thread.run_sync(self._walk)
        for key in found:
            if key.startswith(prefix):
                yield key

    def _walk(self) -> list[str]:
        keys = []
        for folder, _dirs, names in os.walk(self.root):
            for name in names:
                if name.startswith(".put-"):
                    continue
                keys.append(Path(folder, name).relative_to(self.root).as_posix())
        return sorted(keys)

    async def aclose(self) -> None:
        """Nothing to release."""


class S3Storage:
    """Objects in an S3-compatible bucket, through one aiobotocore client opened on first use."""

    def __init__(self, settings: Settings) -> None:
        self.bucket = settings.storage_s3_bucket
        self.prefix = settings.storage_s3_prefix
        self._settings = settings
        self._client: S3Client | None = None
        self._stack = contextlib.AsyncExitStack()
        self._lock = anyio.Lock()

    async def _s3(self) -> S3Client:
        if self._client is None:
            async with self._lock:
                if self._client is None:
                    self._client = await self._stack.enter_async_context(self._create_client())
        return self._client

    def _create_client(self) -> contextlib.AbstractAsyncContextManager[S3Client]:
        settings = self._settings
        secret = settings.storage_s3_secret_access_key.get_secret_value()
        config = AioConfig(
            signature_version="s3v4",
            s3={"addressing_style": settings.storage_s3_addressing_style},
            # Newer botocore adds CRC checksums to every upload, which several S3-compatible stores
            # (OSS, COS, older MinIO) reject: only where the operation needs one.
            request_checksum_calculation="when_required",
            response_checksum_validation="when_required",
            connect_timeout=5,
            read_timeout=30,
            retries={"max_attempts": 3, "mode": "standard"},
            max_pool_connections=50,
        )
        return get_session().create_client(
            "s3",
            endpoint_url=settings.storage_s3_endpoint or None,
            region_name=settings.storage_s3_region or None,
            # Unset outside production: botocore's own chain (environment, instance role).
            aws_access_key_id=settings.storage_s3_access_key_id or None,
            aws_secret_access_key=secret or None,
            config=config,
        )

    def _object(self, key: str) -> str:
        checked = safe_key(key)
        if checked is None:
            raise ValueError(f"not a storage key: {key!r}")
        return self.prefix + checked

    async def put(self, key: str, content: bytes, content_type: str) -> None:
        name = self._object(key)
        s3 = await self._s3()
        try:
            await s3.put_object(Bucket=self.bucket, Key=name, Body=content, ContentType=content_type)
        except (BotoCoreError, ClientError) as exc:
            raise StorageError(f"could not store {name} in bucket {self.bucket}: {exc}") from exc

    async def open(self, key: str) -> StoredFile | None:
        if safe_key(key) is None:
            return None
        s3 = await self._s3()
        try:
            answer = await s3.get_object(Bucket=self.bucket, Key=self._object(key))
        except ClientError as exc:
            if _missing(exc):
                return None
            raise StorageError(f"could not read {key} from bucket {self.bucket}: {exc}") from exc
        except BotoCoreError as exc:
            raise StorageError(f"could not read {key} from bucket {self.bucket}: {exc}") from exc
        body = answer["Body"]
        return StoredFile(
            key,
            answer.get("ContentType") or content_type_for(key),
            answer.get("ContentLength", 0),
            answer.get("ETag", ""),
            answer["LastModified"].timestamp() if "LastModified" in answer else 0.0,
            stream=body.iter_chunks(_CHUNK),
            closer=body.close,
        )

    async def read(self, key: str) -> bytes | None:
        found = await self.open(key)
        if found is None or found.stream is None:
            return None
        try:
            return b"".join([chunk async for chunk in found.stream])
        finally:
            await found.aclose()

    async def exists(self, key: str) -> bool:
        if safe_key(key) is None:
            return False
        s3 = await self._s3()
        try:
            await s3.head_object(Bucket=self.bucket, Key=self._object(key))
        except ClientError as exc:
            if _missing(exc):
                return False
            raise StorageError(f"could not look {key} up in bucket {self.bucket}: {exc}") from exc
        except BotoCoreError as exc:
            raise StorageError(f"could not look {key} up in bucket {self.bucket}: {exc}") from exc
        return True

    async def delete(self, key: str) -> None:
        s3 = await self._s3()
        try:
            await s3.delete_object(Bucket=self.bucket, Key=self._object(key))
        except (BotoCoreError, ClientError) as exc:
            raise StorageError(f"could not delete {key} from bucket {self.bucket}: {exc}") from exc

    async def iter_keys(self, prefix: str = "") -> AsyncIterator[str]:
        s3 = await self._s3()
        pages = s3.get_paginator("list_objects_v2").paginate(Bucket=self.bucket, Prefix=self.prefix + prefix)
        try:
            async for page in pages:
                for item in page.get("Contents", []):
                    yield item["Key"][len(self.prefix) :]
        except (BotoCoreError, ClientError) as exc:
            raise StorageError(f"could not list bucket {self.bucket}: {exc}") from exc

    async def aclose(self) -> None:
        self._client = None
        await self._stack.aclose()
        self._stack = contextlib.AsyncExitStack()


def _missing(exc: ClientError) -> bool:
    error = exc.response.get("Error", {})
    status = exc.response.get("ResponseMetadata", {}).get("HTTPStatusCode")
    return error.get("Code") in ("NoSuchKey", "404", "NotFound") or status == 404


def describe_storage(settings: Settings) -> str:
    """Where files go, for operators' messages: "in bucket b (prefix uploads/)" or "under var/uploads"."""
    if settings.storage_s3_bucket:
        return f"in bucket {settings.storage_s3_bucket} (prefix {settings.storage_s3_prefix or 'none'})"
    return f"under {settings.upload_dir}"


def create_storage(settings: Settings) -> Storage:
    if settings.storage_s3_bucket:
        return S3Storage(settings)
    return LocalStorage(settings.upload_dir)
