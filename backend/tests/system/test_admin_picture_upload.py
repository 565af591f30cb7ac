"""Operators' pictures (issue 19): a cover or banner picture uploaded from the console is stored as a
member's upload is (re-encoded, its widths, the same limits), recorded as the operator's and audited;
roles without picture fields are refused, and a refused file leaves nothing behind."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import httpx
import pytest
from PIL import Image
from sqlalchemy import func, select

from conftest import bearer, client_for, data, failure, login_by_sms
from fixtures.operators import admin_client_for
from fixtures.support import audit_rows, operator_headers
from gamestore.models import AuditLog
from gamestore.models.system import UploadedFile


def png() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (32, 24), (230, 80, 40)).save(out, "PNG")
    return out.getvalue()


PNG = png()


def stored(folder: Path) -> list[Path]:
    return list(folder.rglob("*.*"))


def originals(folder: Path) -> list[Path]:
    return [path for path in stored(folder) if ".w" not in path.name]


async def upload(
    app: Any, headers: dict[str, str] | None, content: bytes, lang: str = "en", name: str = "cover.png"
) -> httpx.Response:
    async with admin_client_for(app) as console:
        return await console.post(
            "/system/file/upload",
            files={"file": (name, content, "image/png")},
            headers={**(headers or {}), "content-language": lang},
        )


async def counts(app: Any) -> tuple[int, int]:
    async with app.state.sessions() as session:
        files = await session.scalar(select(func.count()).select_from(UploadedFile))
        audits = await session.scalar(select(func.count()).select_from(AuditLog))
        return files or 0, audits or 0


@pytest.mark.parametrize("role", ["catalogue", "content", "admin"])
async def test_a_picture_is_stored_public_as_the_operators_and_audited(
    app_factory: Any, tmp_path: Path, role: str
) -> None:
    app = app_factory(upload_dir=tmp_path)
    headers = await operator_headers(app, role)
    url = data(await upload(app, headers, PNG))
    assert url.startswith("/uploads/")
    assert url.endswith(".png")
    async with client_for(app) as shop:
        served = await shop.get(f"http://testserver{url}")
        assert served.status_code == 200
        assert Image.open(io.BytesIO(served.content)).size == (32, 24)
        assert (await shop.get(f"http://testserver{url}?w=240")).status_code == 200
    assert len(originals(tmp_path)) == 1
    assert len(stored(tmp_path)) == 5  # with its four widths, as a member's upload
    async with app.state.sessions() as session:
        row = (await session.scalars(select(UploadedFile))).one()
    assert row.member_id is None
    assert row.operator_id is not None
    assert f"/uploads/{row.path}" == url
    [entry] = await audit_rows(app, "picture.upload")
    assert entry.operator_id == row.operator_id
    assert entry.entity_type == "file"
    assert entry.entity_id == row.path
    assert entry.after == {"path": row.path, "url": url}


async def test_the_answer_is_the_https_address_when_the_site_has_one(
    app_factory: Any, tmp_path: Path
) -> None:
    app = app_factory(upload_dir=tmp_path, cdn_url="https://cdn.example.com")
    url = data(await upload(app, await operator_headers(app, "catalogue"), PNG))
    assert url.startswith("https://cdn.example.com/uploads/")


async def test_a_banner_takes_the_uploaded_picture_and_the_shop_shows_it(
    app_factory: Any, tmp_path: Path
) -> None:
    app = app_factory(upload_dir=tmp_path)
    headers = await operator_headers(app, "catalogue")
    url = data(await upload(app, headers, PNG))
    titles = {"en": "Spring", "zh-Hans": "春", "zh-Hant": "春", "ja": "春"}
    banner = {"position": 1, "titles": titles, "image": url, "url": "/pages/index", "sort": 1}
    async with admin_client_for(app) as console:
        data(await console.post("/promotion/banner/create", json=banner, headers=headers))
    async with client_for(app, **{"content-language": "en"}) as shop:
        assert [b["picUrl"] for b in data(await shop.get("/promotion/banner/list"))] == [url]


@pytest.mark.parametrize("role", ["support", None])
async def test_roles_without_picture_fields_and_visitors_are_refused(
    app_factory: Any, tmp_path: Path, role: str | None
) -> None:
    app = app_factory(upload_dir=tmp_path)
    headers = await operator_headers(app, role) if role else None
    before = await counts(app)
    assert failure(await upload(app, headers, PNG))[0] == (403 if role else 401)
    assert await counts(app) == before
    assert stored(tmp_path) == []


async def test_a_member_token_does_not_upload_here(app_factory: Any, tmp_path: Path, outbox: Any) -> None:
    app = app_factory(upload_dir=tmp_path)
    async with client_for(app) as shop:
        tokens = await login_by_sms(shop, outbox, "13800138000")
    assert failure(await upload(app, bearer(tokens), PNG))[0] == 401
    assert stored(tmp_path) == []


async def test_files_that_are_not_pictures_are_refused_in_the_operators_language(
    app_factory: Any, tmp_path: Path
) -> None:
    app = app_factory(upload_dir=tmp_path, upload_max_bytes=2048)
    headers = await operator_headers(app, "content")
    before = await counts(app)
    assert failure(await upload(app, headers, b"%PDF-1.4 not a picture", name="x.png")) == (
        1_002_009_002,
        "Please choose a PNG, JPG, GIF or WebP image",
    )
    code, msg = failure(await upload(app, headers, b"<svg onload=alert(1)>", lang="zh-Hans", name="x.svg"))
    assert code == 1_002_009_002
    assert "PNG" in msg and msg != "Please choose a PNG, JPG, GIF or WebP image"
    assert failure(await upload(app, headers, PNG + b"\x00" * 4096))[0] == 1_002_009_001
    assert failure(await upload(app, headers, b""))[0] == 1_002_009_000
    async with admin_client_for(app) as console:
        code, msg = failure(await console.post("/system/file/upload", headers=headers))
        assert code == 400
    assert await counts(app) == before
    assert stored(tmp_path) == []


async def test_operator_uploads_are_limited_per_hour(app_factory: Any, tmp_path: Path) -> None:
    app = app_factory(upload_dir=tmp_path, uploads_per_hour=1)
    headers = await operator_headers(app, "catalogue")
    data(await upload(app, headers, PNG))
    assert failure(await upload(app, headers, PNG))[0] == 429
