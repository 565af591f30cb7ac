"""Image uploads for avatars: decoded and re-encoded, stored, served, usable as the avatar."""

from __future__ import annotations

import io
import re
import zlib
from pathlib import Path
from typing import Any

import httpx
from PIL import Image

from conftest import SmsOutbox, bearer, client_for, data, failure, login_by_sms


def image_bytes(fmt: str, size: tuple[int, int] = (32, 24), **options: Any) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", size, (230, 80, 40)).save(out, fmt, **options)
    return out.getvalue()


PNG = image_bytes("PNG")
JPEG = image_bytes("JPEG")
WEBP = image_bytes("WEBP")
GIF = image_bytes("GIF")


def stored(folder: Path) -> list[Path]:
    return list(folder.rglob("*.*"))


def originals(folder: Path) -> list[Path]:
    """The uploads themselves, without their width variants (``<name>.w480.webp``)."""
    return [path for path in stored(folder) if not re.search(r"\.w[0-9]+\.webp$", path.name)]


async def upload(
    client: httpx.AsyncClient, tokens: dict[str, Any] | None, content: bytes, name: str = "a.png"
) -> Any:
    headers = bearer(tokens) if tokens else {}
    return await client.post(
        "/infra/file/upload",
        files={"file": (name, content, "image/png")},
        headers={**headers, "content-language": "en"},
    )


async def test_an_uploaded_image_is_served_and_becomes_the_avatar(
    app_factory: Any, outbox: SmsOutbox, tmp_path: Path
) -> None:
    app = app_factory(upload_dir=tmp_path)
    async with client_for(app) as client:
        tokens = await login_by_sms(client, outbox, "13800138000")
        url = data(await upload(client, tokens, PNG))
        assert url.startswith("http://testserver/uploads/")
        assert url.endswith(".png")
        served = await client.get(url)
        assert served.status_code == 200
        assert Image.open(io.BytesIO(served.content)).size == (32, 24)
        assert served.headers["content-type"] == "image/png"
        assert "immutable" in served.headers["cache-control"]
        data(await client.put("/member/user/update", json={"avatar": url}, headers=bearer(tokens)))
        assert data(await client.get("/member/user/get", headers=bearer(tokens)))["avatar"] == url
        for content, suffix in ((JPEG, ".jpg"), (WEBP, ".webp"), (GIF, ".gif")):
            assert data(await upload(client, tokens, content, "photo")).endswith(suffix)
    assert len(originals(tmp_path)) == 4
    assert len(stored(tmp_path)) == 4 * 5  # each with its four widths


async def test_files_are_judged_by_their_content(app_factory: Any, outbox: SmsOutbox, tmp_path: Path) -> None:
    app = app_factory(upload_dir=tmp_path, upload_max_bytes=2048)
    async with client_for(app) as client:
        tokens = await login_by_sms(client, outbox, "13800138000")
        assert failure(await upload(client, tokens, b"<svg onload=alert(1)>", "x.png")) == (
            1_002_009_002,
            "Please choose a PNG, JPG, GIF or WebP image",
        )
        assert failure(await upload(client, tokens, PNG + b"\x00" * 4096))[0] == 1_002_009_001
        assert failure(await upload(client, tokens, b""))[0] == 1_002_009_000
        code, msg = failure(await client.post("/infra/file/upload", headers=bearer(tokens)))
        assert code == 400
        assert "file" in msg
    assert stored(tmp_path) == []


async def test_uploads_need_a_login_and_unknown_files_are_404(app_factory: Any, tmp_path: Path) -> None:
    async with client_for(app_factory(upload_dir=tmp_path / "missing")) as client:
        assert failure(await upload(client, None, PNG))[0] == 401
        assert (await client.get("http://testserver/uploads/2026/11/nothing.png")).status_code == 404
        escaped = await client.get("http://testserver/uploads/../../etc/passwd")
        assert "root:" not in escaped.text


async def test_uploads_per_member_are_limited(app_factory: Any, outbox: SmsOutbox, tmp_path: Path) -> None:
    async with client_for(app_factory(upload_dir=tmp_path, uploads_per_hour=2)) as client:
        tokens = await login_by_sms(client, outbox, "13800138000")
        data(await upload(client, tokens, PNG))
        data(await upload(client, tokens, PNG))
        assert failure(await upload(client, tokens, PNG))[0] == 429


def _png_chunk(kind: bytes, body: bytes) -> bytes:
    return len(body).to_bytes(4, "big") + kind + body + zlib.crc32(kind + body).to_bytes(4, "big")


def decompression_bomb(side: int = 30_000) -> bytes:
    """A PNG of a few kilobytes that claims (and would decode to) side × side grey pixels."""
    header = side.to_bytes(4, "big") * 2 + bytes([8, 0, 0, 0, 0])
    rows = zlib.compress(b"\x00" * (side + 1) * 64, 9)  # the first rows; the size is in the header
    chunks = _png_chunk(b"IHDR", header) + _png_chunk(b"IDAT", rows) + _png_chunk(b"IEND", b"")
    return b"\x89PNG\r\n\x1a\n" + chunks


def jpeg_with_gps() -> bytes:
    exif = Image.Exif()
    exif[0x010F] = "PhoneMaker"  # Make
    gps = exif.get_ifd(0x8825)
    gps[1], gps[2], gps[3], gps[4] = "N", (31.0, 13.0, 49.0), "E", (121.0, 28.0, 12.0)
    exif[0x0112] = 6  # Orientation: rotated 90°, which the stored pixels must keep
    out = io.BytesIO()
    Image.new("RGB", (40, 20), (10, 200, 30)).save(out, "JPEG", exif=exif, comment=b"taken at home")
    return out.getvalue()


async def test_location_and_other_metadata_are_stripped(
    app_factory: Any, outbox: SmsOutbox, tmp_path: Path
) -> None:
    original = jpeg_with_gps()
    assert Image.open(io.BytesIO(original)).getexif().get_ifd(0x8825)  # the fixture does carry GPS
    async with client_for(app_factory(upload_dir=tmp_path)) as client:
        tokens = await login_by_sms(client, outbox, "13800138000")
        url = data(await upload(client, tokens, original, "photo.jpg"))
        served = (await client.get(url)).content
    assert b"PhoneMaker" not in served
    assert b"taken at home" not in served
    image = Image.open(io.BytesIO(served))
    assert not image.getexif()
    assert "exif" not in image.info
    assert image.size == (20, 40)  # turned upright, since the orientation tag is gone


async def test_a_decompression_bomb_is_refused_clearly(
    app_factory: Any, outbox: SmsOutbox, tmp_path: Path
) -> None:
    bomb = decompression_bomb()
    assert len(bomb) < 20_000
    async with client_for(app_factory(upload_dir=tmp_path)) as client:
        tokens = await login_by_sms(client, outbox, "13800138000")
        assert failure(await upload(client, tokens, bomb)) == (
            1_002_009_003,
            "The image must have at most 24 million pixels",
        )
        # Over the server's own limit but under Pillow's bomb threshold: refused by the setting.
        big = image_bytes("PNG", (5000, 5000))
        assert failure(await upload(client, tokens, big))[0] == 1_002_009_003
    assert stored(tmp_path) == []


async def test_bytes_that_lie_about_their_type(app_factory: Any, outbox: SmsOutbox, tmp_path: Path) -> None:
    async with client_for(app_factory(upload_dir=tmp_path)) as client:
        tokens = await login_by_sms(client, outbox, "13800138000")
        # A JPEG named and declared as PNG is stored as the JPEG it is.
        url = data(await upload(client, tokens, JPEG, "a.png"))
        assert url.endswith(".jpg")
        served = await client.get(url)
        assert served.headers["content-type"] == "image/jpeg"
        assert Image.open(io.BytesIO(served.content)).format == "JPEG"
        # A PNG signature over anything else, a truncated image, an HTML page after a real image.
        for content in (
            b"\x89PNG\r\n\x1a\n" + b"\x00\x00\x00\rIHDR" + b"\x00" * 40,
            b"\xff\xd8\xff\xe0" + b"\x00" * 60,
            PNG[: len(PNG) // 2],
            b"<html><script>alert(1)</script></html>",
        ):
            assert failure(await upload(client, tokens, content))[0] == 1_002_009_002
        polyglot = data(await upload(client, tokens, PNG + b"<html><script>alert(1)</script></html>"))
        assert b"<script>" not in (await client.get(polyglot)).content
    assert len(originals(tmp_path)) == 2


async def test_animated_images_are_refused(app_factory: Any, outbox: SmsOutbox, tmp_path: Path) -> None:
    frames = [Image.new("RGB", (16, 16), colour) for colour in ((255, 0, 0), (0, 0, 255))]
    async with client_for(app_factory(upload_dir=tmp_path)) as client:
        tokens = await login_by_sms(client, outbox, "13800138000")
        for fmt in ("GIF", "WEBP"):
            out = io.BytesIO()
            frames[0].save(out, fmt, save_all=True, append_images=frames[1:], duration=100, loop=0)
            assert failure(await upload(client, tokens, out.getvalue())) == (
                1_002_009_004,
                "Animated images are not accepted; please choose a still image",
            )
    assert stored(tmp_path) == []
