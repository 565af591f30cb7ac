"""The content console's task, item and collectible forms (issue 19): each created and changed as one
row of its file (the same rules, the same reasons), the member's task list showing the change at once;
a refused form changes nothing; every change audited with before and after; other roles refused."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from sqlalchemy import func, select, update

from conftest import SmsOutbox, bearer, data, failure, login_by_sms
from fixtures.operators import admin_client_for
from fixtures.support import audit_rows, operator_headers
from gamestore.core.errors import BAD_REQUEST
from gamestore.engagement import errors
from gamestore.models import AuditLog, MemberCollectibleDefinition, MemberItemDefinition, MemberTask

MOBILE = "13800138419"


def texts(word: str) -> dict[str, str]:
    return {"en": word, "zh-Hans": f"{word} 简", "zh-Hant": f"{word} 繁", "ja": f"{word} 日"}


def task(code: str = "daily-visit", **changes: Any) -> dict[str, Any]:
    return {
        "code": code,
        "type": 1,
        "event": "sign_in",
        "target": 1,
        "rewardPoint": 5,
        "titles": texts("Visit today"),
        "descriptions": {"en": "Come back every day"},
        "link": "signIn",
        **changes,
    }


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


def collectible(code: str = "golden-cat", **changes: Any) -> dict[str, Any]:
    return {
        "code": code,
        "rarity": 4,
        "names": texts("Golden cat"),
        "descriptions": {"en": "A cat of gold."},
        "value": 9900,
        "valuation": 12800,
        "picUrl": "/uploads/demo/collectibles/cat.png",
        "modelUrl": "/uploads/demo/collectibles/cat.glb",
        "editionSize": 500,
        **changes,
    }


def without_code(body: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in body.items() if key != "code"}


async def post(app: Any, path: str, body: dict[str, Any], headers: dict[str, str] | None) -> httpx.Response:
    async with admin_client_for(app) as console:
        return await console.post(path, json=body, headers=headers)


async def get(app: Any, path: str, params: dict[str, Any], headers: dict[str, str] | None) -> httpx.Response:
    async with admin_client_for(app) as console:
        return await console.get(path, params=params, headers=headers)


async def stored(app: Any) -> dict[str, Any]:
    async with app.state.sessions() as session:

        async def rows(model: Any, *columns: Any) -> list[Any]:
            return list((await session.execute(select(*columns).order_by(model.id))).all())

        return {
            "tasks": await rows(MemberTask, MemberTask.code, MemberTask.reward_point, MemberTask.titles),
            "items": await rows(
                MemberItemDefinition, MemberItemDefinition.code, MemberItemDefinition.discount_value
            ),
            "collectibles": await rows(
                MemberCollectibleDefinition,
                MemberCollectibleDefinition.code,
                MemberCollectibleDefinition.edition_size,
            ),
            "audit": await session.scalar(select(func.count()).select_from(AuditLog)),
        }


@pytest.fixture
async def content_desk(app: Any) -> dict[str, str]:
    return await operator_headers(app, "content")


async def member_tasks(client: httpx.AsyncClient) -> dict[str, dict[str, Any]]:
    page = data(await client.get("/member/task/page", params={"category": 1}))
    return {row["code"]: row for row in page["list"]}


@pytest.mark.parametrize("role", ["content", "admin"])
async def test_a_created_task_shows_in_the_members_list_and_an_edit_changes_it(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox, role: str
) -> None:
    desk = await operator_headers(app, role)
    client.headers.update({**bearer(await login_by_sms(client, outbox, MOBILE)), "content-language": "en"})
    assert "daily-visit" not in await member_tasks(client)

    created = data(await post(app, "/member/task/create", task(), desk))
    assert (created["code"], created["rewardPoint"], created["titles"]) == (
        "daily-visit",
        5,
        texts("Visit today"),
    )
    assert created["descriptions"]["en"] == "Come back every day"
    seen = (await member_tasks(client))["daily-visit"]
    assert seen["title"] == "Visit today"

    changed = data(
        await post(
            app, "/member/task/update", {"id": created["id"], **without_code(task(rewardPoint=12))}, desk
        )
    )
    assert changed["rewardPoint"] == 12
    assert data(await get(app, "/member/task/get", {"id": created["id"]}, desk)) == changed
    assert (await member_tasks(client))["daily-visit"]["rewardPoint"] == 12

    made, edited = await audit_rows(app, "content.task.create"), await audit_rows(app, "content.task.update")
    assert len(made) == 1 and made[0].before is None and made[0].after["rewardPoint"] == 5
    assert made[0].entity_type == "member_task" and made[0].entity_id == str(created["id"])
    assert len(edited) == 1 and edited[0].before["rewardPoint"] == 5 and edited[0].after["rewardPoint"] == 12


async def test_a_refused_task_gives_the_task_files_reason_and_changes_nothing(
    app: Any, content_desk: dict[str, str]
) -> None:
    existing = data(await post(app, "/member/task/create", task("existing"), content_desk))
    before = await stored(app)
    refusals = [
        ("a language missing", task(titles={"en": "Only English"}), "titles.zh-Hans"),
        ("no reward", task(rewardPoint=0), "rewardPoint: a task gives points, experience or items"),
        ("unknown event", task(event="dance"), "event"),
        ("unknown reward", task(rewardItems=[{"kind": "item", "code": "nope", "quantity": 1}]), "item nope"),
        ("target too big", task(target=5000), "target"),
        ("bad code", task(code="Bad Code!"), "code"),
    ]
    for why, body, reason in refusals:
        code, message = failure(await post(app, "/member/task/create", body, content_desk))
        assert code == errors.CONTENT_ROW_INVALID.code and reason in message, (why, message)
        assert not message.startswith("Not saved: tasks"), message
        if why != "bad code":
            code, message = failure(
                await post(
                    app, "/member/task/update", {"id": existing["id"], **without_code(body)}, content_desk
                )
            )
            assert code == errors.CONTENT_ROW_INVALID.code and reason in message, (why, message)
    others = [
        ("/member/task/create", task("existing"), errors.CONTENT_CODE_TAKEN.code),
        ("/member/task/create", task(titles={**texts("X"), "en": "Bell\x07"}), BAD_REQUEST.code),
        ("/member/task/update", {"id": 987654, **without_code(task())}, errors.CONTENT_TASK_NOT_FOUND.code),
        ("/member/task/update", without_code(task()), BAD_REQUEST.code),
    ]
    for path, body, expected in others:
        assert failure(await post(app, path, body, content_desk))[0] == expected, (path, body)
    assert failure(await get(app, "/member/task/get", {"id": 987654}, content_desk))[0] == (
        errors.CONTENT_TASK_NOT_FOUND.code
    )
    assert await stored(app) == before


async def test_items_and_collectibles_are_created_and_edited_as_rows_of_the_item_file(
    app: Any, content_desk: dict[str, str]
) -> None:
    item = data(await post(app, "/member/item/create", voucher(), content_desk))
    assert (item["code"], item["type"], item["discountValue"], item["names"]) == (
        "ten-off",
        2,
        10,
        texts("10% off"),
    )
    edited = data(
        await post(
            app,
            "/member/item/update",
            {"id": item["id"], **without_code(voucher(discountValue=15, names=texts("15% off")))},
            content_desk,
        )
    )
    assert edited["discountValue"] == 15 and edited["names"]["en"] == "15% off"
    assert data(await get(app, "/member/item/get", {"id": item["id"]}, content_desk)) == edited

    cat = data(await post(app, "/member/collectible/create", collectible(), content_desk))
    assert (cat["editionSize"], cat["earned"], cat["modelUrl"]) == (
        500,
        0,
        "/uploads/demo/collectibles/cat.glb",
    )
    async with app.state.sessions() as session, session.begin():
        await session.execute(update(MemberCollectibleDefinition).values(issued=40))
    bigger = data(
        await post(
            app,
            "/member/collectible/update",
            {"id": cat["id"], **without_code(collectible(editionSize=40))},
            content_desk,
        )
    )
    assert (bigger["editionSize"], bigger["earned"]) == (40, 40)
    assert data(await get(app, "/member/collectible/get", {"id": cat["id"]}, content_desk)) == bigger

    made = await audit_rows(app, "content.item.create")
    assert len(made) == 1 and made[0].entity_type == "member_item_definition" and made[0].before is None
    changed = await audit_rows(app, "content.item.update")
    assert changed[0].before["discountValue"] == 10 and changed[0].after["discountValue"] == 15
    collected = await audit_rows(app, "content.collectible.update")
    assert collected[0].before["editionSize"] == 500 and collected[0].after["editionSize"] == 40


async def test_refused_items_and_collectibles_give_the_item_files_reason_and_change_nothing(
    app: Any, content_desk: dict[str, str]
) -> None:
    item = data(await post(app, "/member/item/create", voucher(), content_desk))
    cat = data(await post(app, "/member/collectible/create", collectible(), content_desk))
    async with app.state.sessions() as session, session.begin():
        await session.execute(update(MemberCollectibleDefinition).values(issued=40))
    before = await stored(app)
    item_refusals = [
        (voucher(discountValue=150), "discountValue: a percent off is 1–99"),
        (voucher(names={"en": "Only English"}), "names.zh-Hans"),
        (voucher(picUrl="javascript:alert(1)"), "picUrl"),
        (
            voucher(type=1, discountType=None, discountValue=None),
            "spuIds: a bonus code item names at least one game",
        ),
    ]
    for body, reason in item_refusals:
        fresh = {**body, "code": "fresh"}
        code, message = failure(await post(app, "/member/item/create", fresh, content_desk))
        assert code == errors.CONTENT_ROW_INVALID.code and reason in message, message
        code, message = failure(
            await post(app, "/member/item/update", {"id": item["id"], **without_code(body)}, content_desk)
        )
        assert code == errors.CONTENT_ROW_INVALID.code and reason in message, message
    cat_refusals = [
        (collectible(editionSize=39), "editionSize: below the 40 copies already issued"),
        (collectible(modelUrl="/cat.png"), "modelUrl: must name a .glb or .gltf file"),
        (collectible(value=-1), "value"),
    ]
    for body, reason in cat_refusals:
        code, message = failure(
            await post(
                app, "/member/collectible/update", {"id": cat["id"], **without_code(body)}, content_desk
            )
        )
        assert code == errors.CONTENT_ROW_INVALID.code and reason in message, message
    others = [
        ("/member/item/create", voucher(), errors.CONTENT_CODE_TAKEN.code),
        ("/member/collectible/create", collectible(), errors.CONTENT_CODE_TAKEN.code),
        (
            "/member/item/update",
            {"id": 987654, **without_code(voucher())},
            errors.CONTENT_ITEM_NOT_FOUND.code,
        ),
        (
            "/member/collectible/update",
            {"id": 987654, **without_code(collectible())},
            errors.CONTENT_COLLECTIBLE_NOT_FOUND.code,
        ),
        ("/member/item/create", voucher(discountValue=2**40), BAD_REQUEST.code),
    ]
    for path, body, expected in others:
        assert failure(await post(app, path, body, content_desk))[0] == expected, (path, body)
    assert failure(await get(app, "/member/item/get", {"id": 987654}, content_desk))[0] == (
        errors.CONTENT_ITEM_NOT_FOUND.code
    )
    assert failure(await get(app, "/member/collectible/get", {"id": 987654}, content_desk))[0] == (
        errors.CONTENT_COLLECTIBLE_NOT_FOUND.code
    )
    assert await stored(app) == before


@pytest.mark.parametrize("role", ["catalogue", "support", "none"])
async def test_other_roles_are_refused_on_the_server_and_nothing_changes(
    app: Any, content_desk: dict[str, str], role: str
) -> None:
    made_task = data(await post(app, "/member/task/create", task(), content_desk))
    made_item = data(await post(app, "/member/item/create", voucher(), content_desk))
    made_cat = data(await post(app, "/member/collectible/create", collectible(), content_desk))
    headers = None if role == "none" else await operator_headers(app, role)
    refused = 401 if role == "none" else 403
    before = await stored(app)
    for kind, made, body in (
        ("task", made_task, task("another")),
        ("item", made_item, voucher("another")),
        ("collectible", made_cat, collectible("another")),
    ):
        assert failure(await get(app, f"/member/{kind}/get", {"id": made["id"]}, headers))[0] == refused
        assert failure(await post(app, f"/member/{kind}/create", body, headers))[0] == refused
        update_body = {"id": made["id"], **without_code(body)}
        assert failure(await post(app, f"/member/{kind}/update", update_body, headers))[0] == refused
    assert await stored(app) == before
