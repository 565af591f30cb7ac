"""Uploads on an S3-compatible bucket (moto's server on 127.0.0.1, real HTTP and SigV4): stored in the
bucket, answered through the CDN/base URL rule, private ones only through a signed link, the demo
artwork too; wrong credentials are refused by the store."""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Any

import pytest
from PIL import Image
from sqlalchemy import func, select

from conftest import SmsOutbox, client_for, data, failure, login_by_sms
from fixtures.s3_standin import S3Standin, s3_standin
from gamestore.core.config import Settings
from gamestore.core.crypto import KeyCipher
from gamestore.core.storage import S3Storage, StorageError
from gamestore.demo.loader import load_demo
from gamestore.models.system import UploadedFile
from gamestore.system.errors import FILE_STORE_UNAVAILABLE
from gamestore.system.files import create_missing_variants
from system.test_private_upload import temp_urls, upload_private
from system.test_upload import image_bytes, upload

__all__ = ["s3_standin"]

CDN = "https://cdn.gamestore.test"
PHOTO = image_bytes("PNG", (1600, 1000))


def app_on_bucket(app_factory: Any, s3: S3Standin, bucket: str, tmp_path: Path, **overrides: Any) -> Any:
    # UPLOAD_DIR is given too, to show nothing lands there.
    return app_factory(upload_dir=tmp_path, **s3.settings(bucket, **overrides))


def origin_path(url: str) -> str:
    """What a CDN pulling from this server asks it for: the URL's path and query on the origin."""
    return "http://testserver" + url[url.index("/uploads/") :]


async def test_an_upload_is_stored_in_the_bucket_and_served_through_the_cdn(
    app_factory: Any, outbox: SmsOutbox, s3_standin: S3Standin, tmp_path: Path
) -> None:
    bucket = s3_standin.new_bucket()
    app = app_on_bucket(app_factory, s3_standin, bucket, tmp_path, cdn_url=CDN)
    async with client_for(app) as client:
        tokens = await login_by_sms(client, outbox, "13800138200")
        url = data(await upload(client, tokens, PHOTO))
        assert re.fullmatch(rf"{CDN}/uploads/[0-9]{{4}}/[0-9]{{2}}/[0-9a-f]{{32}}\.png", url), url
        key = url.split("/uploads/", 1)[1]
        stem = key.removesuffix(".png")

        objects = s3_standin.objects(bucket)
        assert set(objects) == {f"uploads/{key}"} | {
            f"uploads/{stem}.w{w}.webp" for w in (240, 480, 750, 1080)
        }
        served = await client.get(origin_path(url))
        assert served.status_code == 200
        assert served.content == objects[f"uploads/{key}"]
        assert served.headers["content-type"] == "image/png"
        assert served.headers["cache-control"] == "public, max-age=31536000, immutable"
        assert "sandbox" in served.headers["content-security-policy"]
        assert (
            await client.get(origin_path(url), headers={"if-none-match": served.headers["etag"]})
        ).status_code == 304
        head = await client.head(origin_path(url))
        assert head.status_code == 200 and head.content == b""
        assert head.headers["content-length"] == str(len(served.content))

        variant = await client.get(origin_path(url) + "?w=480")
        assert variant.headers["content-type"] == "image/webp"
        assert variant.content == objects[f"uploads/{stem}.w480.webp"]
        assert Image.open(io.BytesIO(variant.content)).size == (480, 300)
    assert not any(tmp_path.iterdir())  # noqa: ASYNC240 - a test's own temporary folder


async def test_without_a_cdn_urls_use_the_public_base_url_then_the_request(
    app_factory: Any, outbox: SmsOutbox, s3_standin: S3Standin, tmp_path: Path
) -> None:
    bucket = s3_standin.new_bucket()
    based = app_on_bucket(app_factory, s3_standin, bucket, tmp_path, public_base_url="https://store.test/")
    async with client_for(based) as client:
        tokens = await login_by_sms(client, outbox, "13800138201")
        assert data(await upload(client, tokens, PHOTO)).startswith("https://store.test/uploads/")
    plain = app_on_bucket(app_factory, s3_standin, bucket, tmp_path)
    async with client_for(plain) as client:
        tokens = await login_by_sms(client, outbox, "13800138202")
        url = data(await upload(client, tokens, PHOTO))
        assert url.startswith("http://testserver/uploads/")
        assert (await client.get(url)).status_code == 200


async def test_a_private_upload_in_the_bucket_opens_only_through_a_signed_link(
    app_factory: Any, outbox: SmsOutbox, s3_standin: S3Standin, tmp_path: Path
) -> None:
    bucket = s3_standin.new_bucket()
    app = app_on_bucket(app_factory, s3_standin, bucket, tmp_path, cdn_url=CDN)
    async with client_for(app) as client:
        tokens = await login_by_sms(client, outbox, "13800138203")
        path = await upload_private(client, tokens)
        objects = s3_standin.objects(bucket)
        assert set(objects) == {f"uploads/{path}"}  # no width variants for private pictures

        assert (await client.get(f"http://testserver/uploads/{path}")).status_code == 404
        [link] = data(await temp_urls(client, tokens, [path]))
        # Through this server, never the shared CDN: it checks the signature.
        assert link["tempFileURL"].startswith(f"http://testserver/uploads/{path}?expires=")
        served = await client.get(link["tempFileURL"])
        assert served.status_code == 200 and served.content == objects[f"uploads/{path}"]
        assert served.headers["cache-control"] == "private, max-age=600"
        forged = re.sub(r"sign=[0-9a-f]+", "sign=" + "0" * 64, link["tempFileURL"])
        assert (await client.get(forged)).status_code == 404


async def test_demo_data_puts_its_artwork_in_the_bucket(
    app_factory: Any, s3_standin: S3Standin, tmp_path: Path
) -> None:
    bucket = s3_standin.new_bucket()
    app = app_on_bucket(app_factory, s3_standin, bucket, tmp_path)
    settings = app.state.settings
    async with app.state.sessions() as session, session.begin():
        summary = await load_demo(session, settings, KeyCipher.from_settings(settings), app.state.storage)
    assert f"in bucket {bucket}" in summary
    objects = s3_standin.objects(bucket)
    covers = sorted(name for name in objects if name.endswith("/cover.svg"))
    assert len(covers) == 62 and all(name.startswith("uploads/demo/games/") for name in covers)
    async with client_for(app) as client:
        served = await client.get("http://testserver/" + covers[0])
        assert served.status_code == 200
        assert served.headers["content-type"] == "image/svg+xml"
        assert served.content == objects[covers[0]]
        # Vector artwork has no width variants: any width is the drawing itself.
        assert (await client.get("http://testserver/" + covers[0] + "?w=240")).content == served.content
    assert not any(tmp_path.iterdir())  # noqa: ASYNC240 - a test's own temporary folder


@pytest.mark.parametrize(
    ("wrong", "refusal"), [("secret", "SignatureDoesNotMatch"), ("key id", "InvalidAccessKeyId")]
)
async def test_wrong_credentials_are_refused_by_the_store(
    app_factory: Any, outbox: SmsOutbox, s3_standin: S3Standin, tmp_path: Path, wrong: str, refusal: str
) -> None:
    bucket = s3_standin.new_bucket()
    s3_standin.client().put_object(Bucket=bucket, Key="uploads/2026/11/kept.png", Body=PHOTO)
    forged = (
        {"storage_s3_secret_access_key": "x" * 40}
        if wrong == "secret"
        else {"storage_s3_access_key_id": "AKIAWRONGWRONGWRONG0"}
    )
    storage = S3Storage(Settings(_env_file=None, **s3_standin.settings(bucket, **forged)))
    try:
        with pytest.raises(StorageError, match=refusal):
            await storage.put("2026/11/new.png", PHOTO, "image/png")
        with pytest.raises(StorageError, match=refusal):
            await storage.open("2026/11/kept.png")
    finally:
        await storage.aclose()
    assert set(s3_standin.objects(bucket)) == {"uploads/2026/11/kept.png"}

    # The server answers a plain 503 for a file it cannot fetch, never the file nor a crash; an
    # upload it cannot store is refused in the member's language and recorded nowhere.
    app = app_on_bucket(app_factory, s3_standin, bucket, tmp_path, **forged)
    async with client_for(app) as client:
        answer = await client.get("http://testserver/uploads/2026/11/kept.png")
        assert answer.status_code == 503
        tokens = await login_by_sms(client, outbox, "13800138201")
        code, message = failure(await upload(client, tokens, PHOTO))
        assert (code, message) == (
            FILE_STORE_UNAVAILABLE.code,
            "The file could not be saved just now; please try again later",
        )
    async with app.state.sessions() as session:
        assert await session.scalar(select(func.count()).select_from(UploadedFile)) == 0

    # With the right credentials the same file is there.
    app = app_on_bucket(app_factory, s3_standin, bucket, tmp_path)
    async with client_for(app) as client:
        assert (await client.get("http://testserver/uploads/2026/11/kept.png")).content == PHOTO


async def test_pictures_stored_before_variants_get_them_in_the_bucket(
    app_factory: Any, s3_standin: S3Standin, tmp_path: Path
) -> None:
    bucket = s3_standin.new_bucket()
    old = "uploads/2025/06/" + "b" * 32 + ".png"
    s3_standin.client().put_object(Bucket=bucket, Key=old, Body=PHOTO, ContentType="image/png")
    app = app_on_bucket(app_factory, s3_standin, bucket, tmp_path)
    url = "http://testserver/" + old
    async with client_for(app) as client:
        assert (await client.get(url + "?w=750")).headers["content-type"] == "image/png"
        report = await create_missing_variants(app.state.storage, app.state.settings)
        assert (report.originals, report.created, report.failed) == (1, 4, [])
        assert len(s3_standin.objects(bucket)) == 5
        variant = await client.get(url + "?w=750")
        assert variant.headers["content-type"] == "image/webp"
        assert Image.open(io.BytesIO(variant.content)).size == (750, 469)
        report = await create_missing_variants(app.state.storage, app.state.settings)
        assert (report.originals, report.created) == (1, 0)
