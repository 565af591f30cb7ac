"""The content console's tasks, items and collectibles: definitions page by page, and the task and
item files uploaded, answering the command line's report as data; every import audited; the other
roles and members refused."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select, update

from conftest import data, failure
from fixtures.operators import admin_client_for
from fixtures.support import audit_rows, operator_headers, shopper
from gamestore.models import MemberCollectibleDefinition, MemberItemDefinition, MemberTask


def texts(word: str) -> dict[str, str]:
    return {"en": word, "zh-Hans": f"{word} 简", "zh-Hant": f"{word} 繁", "ja": f"{word} 日"}


def voucher(code: str = "ten-off", **changes: Any) -> dict[str, Any]:
    return {
        "code": code,
        "type": 2,
        "rarity": 2,
        "names": texts("10% off"),
        "instructions": {"en": "Choose it on Confirm Order."},
        "picUrl": "/uploads/demo/items/voucher.svg",
        "discountType": 1,
        "discountValue": 10,
        "minAmount": 3000,
        "validDays": 30,
        **changes,
    }


def collectible(**changes: Any) -> dict[str, Any]:
    return {
        "code": "golden-cat",
        "rarity": 4,
        "names": texts("Golden cat"),
        "descriptions": {"en": "A cat of gold."},
        "value": 9900,
        "valuation": 12800,
        "picUrl": "/uploads/demo/collectibles/cat.png",
        "editionSize": 500,
        **changes,
    }


def task(code: str, **changes: Any) -> dict[str, Any]:
    return {
        "code": code,
        "type": 1,
        "event": "sign_in",
        "target": 1,
        "rewardPoint": 5,
        "titles": texts("Check in"),
        "link": "signIn",
        **changes,
    }


def upload(content: Any, name: str = "file.json") -> dict[str, Any]:
    body = content if isinstance(content, bytes) else json.dumps(content).encode()
    return {"file": (name, body, "application/json")}


async def post_file(app: Any, path: str, headers: dict[str, str], content: Any) -> httpx.Response:
    async with admin_client_for(app) as console:
        return await console.post(path, files=upload(content), headers=headers)


async def get_page(app: Any, path: str, headers: dict[str, str], **params: Any) -> httpx.Response:
    async with admin_client_for(app) as console:
        return await console.get(path, params=params, headers=headers)


async def count(app: Any, model: Any) -> int:
    async with app.state.sessions() as session:
        return int(await session.scalar(select(func.count()).select_from(model)) or 0)


@pytest.fixture
async def content_desk(app: Any) -> dict[str, str]:
    return await operator_headers(app, "content")


async def test_the_item_file_imports_good_rows_and_reports_bad_ones(
    app: Any, content_desk: dict[str, str]
) -> None:
    file = {
        "items": [voucher(), voucher("too-much", discountValue=150)],
        "collectibles": [collectible()],
    }
    report = data(await post_file(app, "/member/item/import", content_desk, file))
    assert report["ok"] is False
    assert report["counts"] == {
        "items": {"created": 1, "updated": 0, "rejected": 1},
        "collectibles": {"created": 1, "updated": 0, "rejected": 0},
    }
    assert (report["codesAdded"], report["codesSkipped"]) == (0, 0)
    assert [(p["section"], p["index"], p["code"], p["field"]) for p in report["problems"]] == [
        ("items", 1, "too-much", "discountValue")
    ]
    assert report["report"].startswith("items: 1 created, 0 updated, 1 rejected")

    again = data(await post_file(app, "/member/item/import", content_desk, {"items": [voucher(sort=3)]}))
    assert again["ok"] is True and again["counts"]["items"]["updated"] == 1 and again["problems"] == []

    audits = await audit_rows(app, "content.item.import")
    assert len(audits) == 2 and audits[0].entity_type == "member_item_import"
    assert audits[0].after["items"] == ["ten-off", "too-much"] and audits[0].after["problems"] == 1
    assert audits[0].after["counts"]["collectibles"]["created"] == 1

    items = data(await get_page(app, "/member/item/page", content_desk))
    assert items["total"] == 1
    row = items["list"][0]
    assert (row["code"], row["type"], row["discountValue"], row["sort"]) == ("ten-off", 2, 10, 3)
    assert row["names"] == texts("10% off")
    assert data(await get_page(app, "/member/item/page", content_desk, type=1))["list"] == []

    async with app.state.sessions() as session, session.begin():
        await session.execute(update(MemberCollectibleDefinition).values(issued=7))
    collectibles = data(await get_page(app, "/member/collectible/page", content_desk))
    assert [(c["code"], c["editionSize"], c["earned"]) for c in collectibles["list"]] == [
        ("golden-cat", 500, 7)
    ]


async def test_the_task_file_imports_good_rows_and_reports_bad_ones(
    app: Any, content_desk: dict[str, str]
) -> None:
    file = {
        "tasks": [task("check-in"), task("weekly-buy", type=2, event="order_paid", target=3), task("Bad!")]
    }
    report = data(await post_file(app, "/member/task/import", content_desk, file))
    assert (report["ok"], report["created"], report["updated"], report["rejected"]) == (False, 2, 0, 1)
    assert len(report["problems"]) == 1 and report["problems"][0].startswith("tasks[2] (Bad!) code:")
    assert report["report"].startswith("tasks: 2 created, 0 updated, 1 rejected")

    audits = await audit_rows(app, "content.task.import")
    assert len(audits) == 1 and audits[0].entity_type == "member_task_import"
    assert audits[0].after["codes"] == ["check-in", "weekly-buy", "Bad!"]
    assert (audits[0].after["created"], audits[0].after["rejected"]) == (2, 1)
    assert audits[0].after["filename"] == "file.json"

    tasks = data(await get_page(app, "/member/task/page", content_desk))
    assert [row["code"] for row in tasks["list"]] == ["check-in", "weekly-buy"] and tasks["total"] == 2
    weekly = tasks["list"][1]
    assert (weekly["type"], weekly["event"], weekly["target"], weekly["rewardPoint"]) == (
        2,
        "order_paid",
        3,
        5,
    )
    assert weekly["titles"] == texts("Check in") and weekly["enabled"] is True
    paged = data(await get_page(app, "/member/task/page", content_desk, type=2, pageSize=1))
    assert [row["code"] for row in paged["list"]] == ["weekly-buy"] and paged["total"] == 1


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"\xff\xfe not utf-8", "not UTF-8"),
        (b"{not json", "not valid JSON"),
        (b"[1, 2]", "one JSON object"),
    ],
)
async def test_unreadable_files_change_nothing(
    app: Any, content_desk: dict[str, str], content: bytes, reason: str
) -> None:
    answer = await post_file(app, "/member/item/import", content_desk, content)
    assert failure(answer)[0] == 1_004_015_000 and reason in failure(answer)[1]
    if reason != "one JSON object":
        assert failure(await post_file(app, "/member/task/import", content_desk, content))[0] == 1_004_015_000
    assert await count(app, MemberItemDefinition) == 0 and await count(app, MemberTask) == 0
    assert await audit_rows(app, "content.item.import") == []


async def test_a_task_file_that_is_not_a_task_list_is_reported(
    app: Any, content_desk: dict[str, str]
) -> None:
    report = data(await post_file(app, "/member/task/import", content_desk, [1, 2]))
    assert report["ok"] is False and report["problems"] == ['the file must hold {"tasks": [ … ]}']


async def test_a_file_too_large_is_refused(app: Any, content_desk: dict[str, str]) -> None:
    """The request's multipart cap (3 MiB, core/context.py) answers before the endpoint reads it."""
    big = b" " * (3 * 1_048_576 + 1)
    assert failure(await post_file(app, "/member/task/import", content_desk, big))[0] == 400
    assert await count(app, MemberTask) == 0 and await audit_rows(app, "content.task.import") == []


CALLS = [
    ("GET", "/member/task/page"),
    ("POST", "/member/task/import"),
    ("GET", "/member/item/page"),
    ("POST", "/member/item/import"),
    ("GET", "/member/collectible/page"),
]


@pytest.mark.parametrize("role", ["catalogue", "support", "member"])
async def test_other_roles_and_members_are_refused_and_nothing_changes(
    app: Any, client: httpx.AsyncClient, outbox: Any, role: str
) -> None:
    if role == "member":
        headers = await shopper(app, client, outbox, "13800000911")
    else:
        headers = await operator_headers(app, role)
    refused = 401 if role == "member" else 403
    for method, path in CALLS:
        if method == "GET":
            answer = await get_page(app, path, headers)
        else:
            answer = await post_file(app, path, headers, {"tasks": [task("x")], "items": [voucher()]})
        assert failure(answer)[0] == refused, (role, path)
    assert await count(app, MemberItemDefinition) == 0 and await count(app, MemberTask) == 0


async def test_admin_may_do_it_all(app: Any) -> None:
    admin = await operator_headers(app, "admin")
    assert data(await post_file(app, "/member/task/import", admin, {"tasks": [task("x")]}))["created"] == 1
    for _method, path in CALLS[::2]:
        assert "list" in data(await get_page(app, path, admin))
