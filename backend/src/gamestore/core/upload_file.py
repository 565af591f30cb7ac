"""An operator's uploaded file, read as the command line reads the same file: at most so many
megabytes, UTF-8 (a byte order mark allowed), and for JSON files strict RFC 8259 JSON
(core.json_body). Each domain names its own error codes; the reasons are the same everywhere."""

from __future__ import annotations

from typing import Any

from fastapi import UploadFile

from gamestore.core.errors import AppError, ErrorCode
from gamestore.core.json_body import JsonBodyError, parse_json


async def read_upload(file: UploadFile, limit_mb: int, too_large: ErrorCode) -> bytes:
    """The file's bytes, or ``too_large`` (with ``limit``) past ``limit_mb`` megabytes."""
    limit = limit_mb * 1_048_576
    content = await file.read(limit + 1)
    if len(content) > limit:
        raise AppError(too_large, limit=limit_mb)
    return content


def utf8_text(content: bytes, unreadable: ErrorCode) -> str:
    try:
        return content.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise AppError(unreadable, reason=f"it is not UTF-8 text (byte {exc.start})") from None


def json_document(content: bytes, unreadable: ErrorCode, *, object_only: bool = False) -> Any:
    """The file's JSON, or ``unreadable`` saying what is wrong (never a crash on deep nesting, NaN
    or huge numbers); with ``object_only`` it must be one JSON object."""
    text = utf8_text(content, unreadable)
    try:
        data = parse_json(text.encode())
    except JsonBodyError as exc:
        raise AppError(unreadable, reason=f"it is not valid JSON ({exc})") from None
    if object_only and not isinstance(data, dict):
        raise AppError(unreadable, reason="it must hold one JSON object")
    return data
