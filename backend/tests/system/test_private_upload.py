"""Private uploads (order feedback photos): answered as a path, opened only through links
`temp-url-list` signs for their uploader, each working 600 s (spec §5 and §9)."""

from __future__ import annotations

import re
import time
from datetime import timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest

from conftest import SmsOutbox, bearer, client_for, data, failure, login_by_sms
from fixtures.shop import keyed_catalogue
from gamestore.system import files
from gamestore.system.errors import FILE_NOT_FOUND
from gamestore.trade.fulfilment import mark_order_paid
from system.test_upload import PNG

PRIVATE_PATH = re.compile(r"private/[0-9]{4}/[0-9]{2}/[0-9a-f]{32}\.png")


async def upload_private(client: httpx.AsyncClient, tokens: dict[str, Any]) -> str:
    answer = await client.post(
        "/infra/file/upload",
        files={"file": ("shot.png", PNG, "image/png")},
        data={"scope": "private"},
        headers=bearer(tokens),
    )
    return str(data(answer))


async def temp_urls(client: httpx.AsyncClient, tokens: dict[str, Any], paths: list[Any]) -> httpx.Response:
    return await client.post(
        "/infra/file/temp-url-list",
        json={"fileList": paths},
        headers={**bearer(tokens), "content-language": "en"},
    )


async def test_a_private_upload_opens_only_through_a_fresh_signed_link(
    app_factory: Any, outbox: SmsOutbox, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    async with client_for(app_factory(upload_dir=tmp_path)) as client:
        tokens = await login_by_sms(client, outbox, "13800138100")
        path = await upload_private(client, tokens)
        assert PRIVATE_PATH.fullmatch(path), path
        assert (tmp_path / path).is_file()

        # Neither the path alone nor the public uploads folder gives it out.
        assert (await client.get(f"http://testserver/uploads/{path}")).status_code == 404

        [link] = data(await temp_urls(client, tokens, [path]))
        assert link["fileID"] == path and link["maxAge"] == 600
        served = await client.get(link["tempFileURL"])
        assert served.status_code == 200 and served.headers["content-type"] == "image/png"
        assert served.headers["cache-control"] == "private, max-age=600"
        assert "sandbox" in served.headers["content-security-policy"]

        forged = re.sub(r"sign=[0-9a-f]+", "sign=" + "0" * 64, link["tempFileURL"])
        assert (await client.get(forged)).status_code == 404
        extended = re.sub(r"expires=[0-9]+", f"expires={int(time.time()) + 86_400}", link["tempFileURL"])
        assert (await client.get(extended)).status_code == 404

        # 601 s later the same link no longer works.
        later = files.clock.system_now() + timedelta(seconds=601)
        monkeypatch.setattr(files.clock, "system_now", lambda: later)
        assert (await client.get(link["tempFileURL"])).status_code == 404


async def test_links_are_given_only_for_the_members_own_files(
    app_factory: Any, outbox: SmsOutbox, tmp_path: Path
) -> None:
    async with client_for(app_factory(upload_dir=tmp_path)) as client:
        owner = await login_by_sms(client, outbox, "13800138101")
        stranger = await login_by_sms(client, outbox, "13800138102")
        path = await upload_private(client, owner)
        public_url = data(
            await client.post(
                "/infra/file/upload", files={"file": ("a.png", PNG, "image/png")}, headers=bearer(owner)
            )
        )
        public_path = public_url.split("/uploads/", 1)[1]

        code, msg = failure(await temp_urls(client, stranger, [path]))
        assert code == FILE_NOT_FOUND.code and msg == f"File not found: {path}"
        code, _ = failure(await temp_urls(client, owner, [path, public_path]))
        assert code == FILE_NOT_FOUND.code
        code, _ = failure(await temp_urls(client, owner, ["private/2026/11/" + "a" * 32 + ".png"]))
        assert code == FILE_NOT_FOUND.code
        # Several at once, in the order asked.
        second = await upload_private(client, owner)
        links = data(await temp_urls(client, owner, [second, path]))
        assert [link["fileID"] for link in links] == [second, path]
        assert (await client.get("/infra/file/temp-url-list")).status_code == 200  # a 405 envelope, not a 500


@pytest.mark.parametrize(
    ("paths", "reason"),
    [
        ([], "at least 1"),
        (["private/x.png"] * 51, "at most 50"),
        ([""], "must not be blank"),
        (["   "], "must not be blank"),
        (["https://cdn.example.com/a.png"], "must be a file path, not a link"),
        (["private/a\x00.png"], "control characters"),
        ([7], "must be text"),
        (["p" * 256], "at most 255 characters"),
    ],
)
async def test_a_bad_path_list_is_refused_in_the_members_language(
    app_factory: Any, outbox: SmsOutbox, tmp_path: Path, paths: list[Any], reason: str
) -> None:
    async with client_for(app_factory(upload_dir=tmp_path)) as client:
        tokens = await login_by_sms(client, outbox, "13800138103")
        code, msg = failure(await temp_urls(client, tokens, paths))
        assert code == 400 and "fileList" in msg and reason in msg, msg


async def test_feedback_photos_may_be_private_but_only_the_writers_own(
    app_factory: Any, outbox: SmsOutbox, tmp_path: Path
) -> None:
    app = app_factory(upload_dir=tmp_path)
    cat = await keyed_catalogue(app)
    async with client_for(app) as client:
        writer = await login_by_sms(client, outbox, "13800138104")
        other = await login_by_sms(client, outbox, "13800138105")
        order = data(
            await client.post(
                "/trade/order/create",
                json={"items": [{"skuId": cat.skus["star-raid-0"].id, "count": 1}]},
                headers=bearer(writer),
            )
        )
        async with app.state.sessions() as session, session.begin():
            await mark_order_paid(session, app.state.settings, order["id"], channel_code="wallet")
        mine = await upload_private(client, writer)
        theirs = await upload_private(client, other)

        async def write(pictures: list[str]) -> httpx.Response:
            return await client.post(
                "/trade/order-feedback-reply/create",
                json={"orderId": order["id"], "content": "This key was already used", "picUrls": pictures},
                headers={**bearer(writer), "content-language": "en"},
            )

        code, _ = failure(await write([theirs]))
        assert code == FILE_NOT_FOUND.code
        code, msg = failure(await write(["private/../../etc/passwd"]))
        assert code == 400 and "picUrls" in msg
        data(await write([mine, "https://cdn.example.com/shot.png"]))
        thread = data(
            await client.get(
                "/trade/order-feedback-reply/get", params={"orderId": order["id"]}, headers=bearer(writer)
            )
        )
        assert [m["picUrls"] for m in thread] == [[mine, "https://cdn.example.com/shot.png"]]
        [link] = data(await temp_urls(client, writer, [mine]))
        assert (await client.get(link["tempFileURL"])).status_code == 200
