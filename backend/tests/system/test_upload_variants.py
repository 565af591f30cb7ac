"""Width variants of public uploads: made when the image is stored, answered as WebP for
`?w=240|480|750|1080`, never enlarged; any other width and a file stored without them get the original."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import anyio.to_thread
import httpx
import pytest
from PIL import Image

from conftest import SmsOutbox, bearer, client_for, data, login_by_sms
from gamestore.cli import main
from gamestore.core.config import Settings, get_settings
from gamestore.core.storage import LocalStorage
from gamestore.system.files import create_missing_variants
from system.test_private_upload import temp_urls, upload_private
from system.test_upload import image_bytes, upload

WIDTHS = (240, 480, 750, 1080)
IMMUTABLE = "public, max-age=31536000, immutable"


def decoded(answer: httpx.Response) -> Image.Image:
    image = Image.open(io.BytesIO(answer.content))
    image.load()
    return image


async def uploaded(client: httpx.AsyncClient, outbox: SmsOutbox, mobile: str, content: bytes) -> str:
    tokens = await login_by_sms(client, outbox, mobile)
    return str(data(await upload(client, tokens, content)))


async def test_an_upload_stores_four_widths_served_as_webp(
    app_factory: Any, outbox: SmsOutbox, tmp_path: Path
) -> None:
    async with client_for(app_factory(upload_dir=tmp_path)) as client:
        url = await uploaded(client, outbox, "13800138300", image_bytes("PNG", (1600, 1000)))
        original = tmp_path / url.split("/uploads/", 1)[1]
        stem = original.name.removesuffix(".png")
        assert sorted(path.name for path in original.parent.iterdir()) == sorted(
            [original.name, *(f"{stem}.w{width}.webp" for width in WIDTHS)]
        )
        for width in WIDTHS:
            answer = await client.get(f"{url}?w={width}")
            assert answer.status_code == 200
            assert answer.headers["content-type"] == "image/webp"
            assert answer.headers["cache-control"] == IMMUTABLE
            assert "sandbox" in answer.headers["content-security-policy"]
            image = decoded(answer)
            assert image.format == "WEBP"
            assert image.size == (width, round(1000 * width / 1600))  # the aspect kept
        # The original is still there, as it was stored.
        plain = await client.get(url)
        assert plain.headers["content-type"] == "image/png" and decoded(plain).size == (1600, 1000)


async def test_a_narrow_image_is_never_enlarged_and_keeps_its_transparency(
    app_factory: Any, outbox: SmsOutbox, tmp_path: Path
) -> None:
    out = io.BytesIO()
    Image.new("RGBA", (300, 200), (10, 120, 250, 90)).save(out, "PNG")
    async with client_for(app_factory(upload_dir=tmp_path)) as client:
        url = await uploaded(client, outbox, "13800138301", out.getvalue())
        assert decoded(await client.get(f"{url}?w=240")).size == (240, 160)
        for width in (480, 750, 1080):
            image = decoded(await client.get(f"{url}?w={width}"))
            assert image.size == (300, 200)
            assert image.mode == "RGBA" and image.getpixel((5, 5))[3] == 90


@pytest.mark.parametrize(
    "query", ["w=500", "w=0", "w=-480", "w=480.0", "w=abc", "w=", "w=4800000000000", "x=480"]
)
async def test_any_other_width_answers_the_original(
    app_factory: Any, outbox: SmsOutbox, tmp_path: Path, query: str
) -> None:
    async with client_for(app_factory(upload_dir=tmp_path)) as client:
        url = await uploaded(client, outbox, "13800138302", image_bytes("JPEG", (900, 600)))
        original = (await client.get(url)).content
        answer = await client.get(f"{url}?{query}")
        assert answer.status_code == 200
        assert answer.headers["content-type"] == "image/jpeg"
        assert answer.content == original
        assert answer.headers["cache-control"] == IMMUTABLE


async def test_a_file_stored_before_variants_answers_the_original_until_they_are_made(
    app_factory: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    old = image_bytes("PNG", (1200, 800))
    folder = tmp_path / "2025" / "06"
    folder.mkdir(parents=True)
    (folder / ("a" * 32 + ".png")).write_bytes(old)
    url = "http://testserver/uploads/2025/06/" + "a" * 32 + ".png"
    async with client_for(app_factory(upload_dir=tmp_path)) as client:
        answer = await client.get(f"{url}?w=480")
        assert answer.status_code == 200
        assert answer.headers["content-type"] == "image/png" and answer.content == old
        # Cached for an hour only, so the variants made later take over.
        assert answer.headers["cache-control"] == "public, max-age=3600"

        monkeypatch.setenv("UPLOAD_DIR", str(tmp_path))
        get_settings.cache_clear()
        try:
            # The command runs its own event loop, as from a shell.
            assert await anyio.to_thread.run_sync(main, ["upload-variants"]) == 0
            assert await anyio.to_thread.run_sync(main, ["upload-variants"]) == 0  # nothing left to do
        finally:
            get_settings.cache_clear()
        assert {path.name for path in folder.iterdir() if path.name.endswith(".webp")} == {
            f"{'a' * 32}.w{width}.webp" for width in WIDTHS
        }
        answer = await client.get(f"{url}?w=480")
        assert answer.headers["content-type"] == "image/webp"
        assert decoded(answer).size == (480, 320)
        assert answer.headers["cache-control"] == IMMUTABLE


async def test_private_uploads_get_no_variants(app_factory: Any, outbox: SmsOutbox, tmp_path: Path) -> None:
    async with client_for(app_factory(upload_dir=tmp_path)) as client:
        tokens = await login_by_sms(client, outbox, "13800138303")
        path = await upload_private(client, tokens)
        assert [file.name for file in (tmp_path / path).parent.iterdir()] == [Path(path).name]
        [link] = data(await temp_urls(client, tokens, [path]))
        answer = await client.get(link["tempFileURL"] + "&w=480")
        assert answer.status_code == 200 and answer.headers["content-type"] == "image/png"
        # The variant's name under the private folder is no way around the signature either.
        assert (
            await client.get(f"http://testserver/uploads/{path}?w=480", headers=bearer(tokens))
        ).status_code == 404


async def test_hidden_files_such_as_a_write_in_progress_are_never_served(
    app_factory: Any, tmp_path: Path
) -> None:
    folder = tmp_path / "2026" / "11"
    folder.mkdir(parents=True)
    (folder / ".put-half-written").write_bytes(image_bytes("PNG")[:20])
    async with client_for(app_factory(upload_dir=tmp_path)) as client:
        assert (await client.get("http://testserver/uploads/2026/11/.put-half-written")).status_code == 404


async def test_a_broken_old_file_is_reported_and_the_others_still_get_their_widths(tmp_path: Path) -> None:
    folder = tmp_path / "2025" / "07"
    folder.mkdir(parents=True)
    (folder / ("c" * 32 + ".jpg")).write_bytes(b"\xff\xd8\xff\xe0 not really a JPEG")
    (folder / ("d" * 32 + ".png")).write_bytes(image_bytes("PNG", (640, 480)))
    (tmp_path / "demo").mkdir()
    (tmp_path / "demo" / "cover.svg").write_text("<svg xmlns='http://www.w3.org/2000/svg'/>")
    report = await create_missing_variants(LocalStorage(tmp_path), Settings(_env_file=None))
    assert (report.originals, report.created) == (2, 4)
    assert report.failed == [f"2025/07/{'c' * 32}.jpg"]
    assert "not a readable image: 2025/07/" in report.render()
    assert not list((tmp_path / "demo").glob("*.webp"))  # SVG art has none
