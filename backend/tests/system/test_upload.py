"""Image uploads for avatars: checked by content, stored, served, usable as the avatar."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx

from conftest import SmsOutbox, bearer, client_for, data, failure, login_by_sms

PNG = b"\x89PNG\r\n\x1a\n" + b"\x00\x00\x00\rIHDR" + b"\x00" * 40
JPEG = b"\xff\xd8\xff\xe0" + b"\x00" * 60
WEBP = b"RIFF\x24\x00\x00\x00WEBPVP8 " + b"\x00" * 40


def stored(folder: Path) -> list[Path]:
    return list(folder.rglob("*.*"))


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
        assert served.content == PNG
        assert served.headers["content-type"] == "image/png"
        assert "immutable" in served.headers["cache-control"]
        data(await client.put("/member/user/update", json={"avatar": url}, headers=bearer(tokens)))
        assert data(await client.get("/member/user/get", headers=bearer(tokens)))["avatar"] == url
        for content, suffix in ((JPEG, ".jpg"), (WEBP, ".webp")):
            assert data(await upload(client, tokens, content, "photo")).endswith(suffix)
    assert len(stored(tmp_path)) == 3


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
