"""My items and My collection (issue 17): grants given once per source, each item's state (held, used
up, not available), a bonus code revealed only to its owner, and numbered collectible copies that
stay distinct when many members earn one at once."""

from __future__ import annotations

import asyncio
import os
from datetime import timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select, update

from conftest import SmsOutbox, bearer, data, failure, login_by_sms
from fixtures.catalogue import Catalogue, small_catalogue
from gamestore.cli import main
from gamestore.core import clock
from gamestore.core.crypto import KeyCipher
from gamestore.core.db import create_engine, unit_of_work
from gamestore.core.errors import AppError
from gamestore.engagement import errors
from gamestore.engagement.collectible_service import grant_collectible
from gamestore.engagement.item_service import grant_item
from gamestore.engagement.items import GrantSource, ItemStatus
from gamestore.engagement.task_import import import_tasks
from gamestore.models import (
    Member,
    MemberCollectible,
    MemberCollectibleDefinition,
    MemberItem,
    MemberItemCode,
    MemberItemDefinition,
    Spu,
)

MOBILE, OTHER_MOBILE = "13800138401", "13800138402"
NAMES = {"en": "Ten percent off", "zh-Hans": "九折券", "zh-Hant": "九折券", "ja": "10%オフ"}
ON_POSTGRES = os.environ.get("TEST_DATABASE_URL", "").startswith("postgresql")


@pytest.fixture
async def catalogue(app: Any) -> Catalogue:
    async with unit_of_work(app.state.sessions) as session:
        return await small_catalogue(session)


@pytest.fixture
async def definitions(app: Any, catalogue: Catalogue) -> dict[str, int]:
    """A voucher for every game, a bonus code for star-raid with two codes, a collectible of three."""
    cipher = KeyCipher.from_settings(app.state.settings)
    star_raid = catalogue.spus["star-raid"].id
    async with unit_of_work(app.state.sessions) as session:
        voucher = MemberItemDefinition(
            code="ten-off",
            type=2,
            rarity=2,
            names=NAMES,
            instructions={"en": "Choose it on Confirm Order."},
            pic_url="/uploads/items/voucher.svg",
            spu_ids=[],
            discount_type=1,
            discount_value=10,
            min_amount=3000,
            valid_days=7,
        )
        bonus = MemberItemDefinition(
            code="raid-skin",
            type=1,
            rarity=3,
            names={**NAMES, "en": "Raid skin"},
            instructions={"en": "Redeem it in the game's shop."},
            pic_url="/uploads/items/skin.svg",
            spu_ids=[star_raid],
        )
        edition = MemberCollectibleDefinition(
            code="golden-cat",
            names={**NAMES, "en": "Golden cat"},
            descriptions={"en": "A cat of gold."},
            rarity=4,
            value=9900,
            valuation=12800,
            pic_url="/uploads/collectibles/cat.png",
            model_url="/uploads/collectibles/cat.glb",
            edition_size=3,
        )
        session.add_all([voucher, bonus, edition])
        await session.flush()
        for code in ("RAID-0001", "RAID-0002"):
            session.add(
                MemberItemCode(
                    definition_id=bonus.id,
                    code_encrypted=cipher.encrypt(code),
                    code_digest=cipher.key_digest(code),
                    created_at=clock.now(),
                )
            )
        return {"voucher": voucher.id, "bonus": bonus.id, "edition": edition.id, "star_raid": star_raid}


async def log_in(client: httpx.AsyncClient, outbox: SmsOutbox, mobile: str = MOBILE) -> int:
    tokens = await login_by_sms(client, outbox, mobile)
    client.headers.update({**bearer(tokens), "content-language": "en"})
    return int(tokens["userId"])


async def grant(app: Any, member_id: int, code: str, source_id: str = "task-1", quantity: int = 1) -> int:
    async with unit_of_work(app.state.sessions) as session:
        return await grant_item(session, member_id, code, GrantSource.TASK, source_id, quantity)


async def earn(app: Any, member_id: int, source_id: str = "task-1", code: str = "golden-cat") -> int:
    async with unit_of_work(app.state.sessions) as session:
        return await grant_collectible(session, member_id, code, GrantSource.TASK, source_id)


async def items(client: httpx.AsyncClient, **params: Any) -> dict[str, Any]:
    return dict(data(await client.get("/member/item/page", params=params)))


async def test_a_member_without_items_sees_an_empty_page(
    client: httpx.AsyncClient, outbox: SmsOutbox, definitions: dict[str, int]
) -> None:
    await log_in(client, outbox)
    assert await items(client) == {"list": [], "total": 0}
    assert data(await client.get("/member/collectible/page")) == {"list": [], "total": 0}


async def test_items_need_a_login(client: httpx.AsyncClient) -> None:
    assert failure(await client.get("/member/item/page"))[0] == 401
    assert failure(await client.get("/member/collectible/get", params={"id": 1}))[0] == 401


async def test_granted_items_show_with_their_games_voucher_terms_and_expiry(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox, definitions: dict[str, int], catalogue: Catalogue
) -> None:
    member = await log_in(client, outbox)
    voucher_id = await grant(app, member, "ten-off", quantity=2)
    bonus_id = await grant(app, member, "raid-skin")

    page = await items(client)
    assert page["total"] == 2
    bonus, voucher = page["list"]  # newest first
    assert (bonus["id"], voucher["id"]) == (bonus_id, voucher_id)
    assert voucher["name"] == "Ten percent off"
    assert (voucher["total"], voucher["used"], voucher["owned"]) == (2, 0, 2)
    assert voucher["status"] == ItemStatus.HELD
    assert voucher["voucher"] == {"discountType": 1, "discountValue": 10, "minAmount": 3000}
    assert voucher["games"] == []  # every game
    assert voucher["expireTime"] - voucher["createTime"] == 7 * 86_400_000
    assert voucher["sourceType"] == GrantSource.TASK
    star_raid = catalogue.spus["star-raid"]
    assert bonus["games"] == [
        {"id": star_raid.id, "name": star_raid.names["en"], "picUrl": star_raid.cover, "onSale": True}
    ]
    assert bonus["voucher"] is None and bonus["expireTime"] is None
    assert (bonus["revealed"], bonus["bonusCode"]) == (False, None)
    assert bonus["instructions"] == "Redeem it in the game's shop."

    zh = data(
        await client.get(
            "/member/item/get", params={"id": voucher_id}, headers={"content-language": "zh-Hans"}
        )
    )
    assert zh["name"] == "九折券"


async def test_a_grant_repeated_for_the_same_source_gives_once(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox, definitions: dict[str, int]
) -> None:
    member = await log_in(client, outbox)
    first = await grant(app, member, "raid-skin", "task-7")
    assert await grant(app, member, "raid-skin", "task-7") == first
    assert await earn(app, member, "task-7") == await earn(app, member, "task-7")
    async with app.state.sessions() as session:
        assert await session.scalar(select(func.count()).select_from(MemberItem)) == 1
        assert await session.scalar(select(func.count()).where(MemberItemCode.item_id.is_not(None))) == 1
        assert await session.scalar(select(MemberCollectibleDefinition.issued)) == 1


async def test_revealing_a_bonus_code_shows_it_to_its_owner_once_and_uses_it(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox, definitions: dict[str, int]
) -> None:
    member = await log_in(client, outbox)
    bonus_id = await grant(app, member, "raid-skin")
    before = data(await client.get("/member/item/get", params={"id": bonus_id}))
    assert before["bonusCode"] is None

    revealed = data(await client.post("/member/item/reveal", json={"id": bonus_id}))
    assert revealed["bonusCode"] == "RAID-0001"
    assert (revealed["revealed"], revealed["used"], revealed["owned"]) == (True, 1, 0)
    assert revealed["status"] == ItemStatus.USED_UP
    again = data(await client.post("/member/item/reveal", json={"id": bonus_id}))
    assert (again["bonusCode"], again["revealTime"]) == ("RAID-0001", revealed["revealTime"])
    assert data(await client.get("/member/item/get", params={"id": bonus_id}))["bonusCode"] == "RAID-0001"
    used_up = await items(client, status=ItemStatus.USED_UP)
    assert [row["id"] for row in used_up["list"]] == [bonus_id]
    assert (await items(client, status=ItemStatus.HELD))["total"] == 0


async def test_parallel_reveals_record_one_reveal(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox, definitions: dict[str, int]
) -> None:
    member = await log_in(client, outbox)
    bonus_id = await grant(app, member, "raid-skin")
    answers = await asyncio.gather(
        *(client.post("/member/item/reveal", json={"id": bonus_id}) for _ in range(10))
    )
    revealed = {(row["bonusCode"], row["revealTime"], row["used"]) for row in map(data, answers)}
    assert len(revealed) == 1 and next(iter(revealed))[0] == "RAID-0001"
    async with app.state.sessions() as session:
        assert await session.scalar(select(MemberItem.used).where(MemberItem.id == bonus_id)) == 1


async def test_a_voucher_has_no_code_to_reveal(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox, definitions: dict[str, int]
) -> None:
    voucher_id = await grant(app, await log_in(client, outbox), "ten-off")
    code, message = failure(await client.post("/member/item/reveal", json={"id": voucher_id}))
    assert code == errors.ITEM_NOT_REVEALABLE.code
    assert message == "This item has no code to reveal"


async def test_another_members_items_are_not_found(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox, definitions: dict[str, int]
) -> None:
    owner = await log_in(client, outbox)
    bonus_id = await grant(app, owner, "raid-skin")
    copy_id = await earn(app, owner)
    await log_in(client, outbox, OTHER_MOBILE)

    for response in (
        await client.get("/member/item/get", params={"id": bonus_id}),
        await client.post("/member/item/reveal", json={"id": bonus_id}),
    ):
        assert failure(response)[0] == errors.ITEM_NOT_FOUND.code
    assert failure(await client.get("/member/collectible/get", params={"id": copy_id}))[0] == (
        errors.COLLECTIBLE_NOT_FOUND.code
    )
    async with app.state.sessions() as session:
        assert await session.scalar(select(MemberItem.revealed_at)) is None


async def test_expired_items_and_items_whose_game_went_offline_are_not_available(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox, definitions: dict[str, int]
) -> None:
    member = await log_in(client, outbox)
    voucher_id = await grant(app, member, "ten-off")
    bonus_id = await grant(app, member, "raid-skin")
    try:
        clock.travel_to(clock.now() + timedelta(days=7, seconds=1))
        expired = await items(client, status=ItemStatus.NOT_AVAILABLE)
        assert [row["id"] for row in expired["list"]] == [voucher_id]
    finally:
        clock.back_to_now()

    async with unit_of_work(app.state.sessions) as session:
        await session.execute(update(Spu).where(Spu.id == definitions["star_raid"]).values(status=0))
    offline = data(await client.get("/member/item/get", params={"id": bonus_id}))
    assert offline["status"] == ItemStatus.NOT_AVAILABLE
    assert offline["games"][0]["onSale"] is False
    code, message = failure(await client.post("/member/item/reveal", json={"id": bonus_id}))
    assert code == errors.ITEM_NOT_AVAILABLE.code
    assert "taken offline" in message
    assert data(await client.get("/member/item/get", params={"id": bonus_id}))["revealed"] is False


async def test_a_bonus_code_grant_without_codes_left_gives_nothing(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox, definitions: dict[str, int]
) -> None:
    member = await log_in(client, outbox)
    await grant(app, member, "raid-skin", "a")
    await grant(app, member, "raid-skin", "b")
    with pytest.raises(AppError) as refused:
        await grant(app, member, "raid-skin", "c")
    assert refused.value.error == errors.ITEM_CODES_RUN_OUT
    assert (await items(client))["total"] == 2
    with pytest.raises(AppError) as unknown:
        await grant(app, member, "no-such-item")
    assert unknown.value.error == errors.ITEM_UNKNOWN


async def test_collectibles_are_numbered_in_their_edition_until_it_is_full(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox, definitions: dict[str, int]
) -> None:
    member = await log_in(client, outbox)
    first, second, third = [await earn(app, member, f"task-{n}") for n in range(3)]
    with pytest.raises(AppError) as full:
        await earn(app, member, "task-4")
    assert full.value.error == errors.COLLECTIBLE_EDITION_FULL

    page = data(await client.get("/member/collectible/page", params={"pageSize": 2}))
    assert page["total"] == 3
    assert [row["serial"] for row in page["list"]] == [3, 2]
    copy = data(await client.get("/member/collectible/get", params={"id": first}))
    assert (copy["serial"], copy["editionSize"], copy["name"]) == (1, 3, "Golden cat")
    assert (copy["value"], copy["valuation"], copy["rarity"]) == (9900, 12800, 4)
    assert copy["modelUrl"] == "/uploads/collectibles/cat.glb"
    assert copy["sourceType"] == GrantSource.TASK and copy["createTime"] > 0
    assert [row["id"] for row in page["list"]] == [third, second]


async def _members(app: Any, count: int) -> list[int]:
    async with unit_of_work(app.state.sessions) as session:
        rows = [
            Member(
                tenant_id=1,
                mobile=f"1390000{n:04d}",
                nickname=f"m{n}",
                register_terminal=20,
                register_ip="::1",
            )
            for n in range(count)
        ]
        session.add_all(rows)
        await session.flush()
        return [row.id for row in rows]


@pytest.mark.skipif(not ON_POSTGRES, reason="PostgreSQL only: many transactions contending for one row")
async def test_a_hundred_members_earning_one_collectible_at_once_get_distinct_numbers(
    app: Any, definitions: dict[str, int]
) -> None:
    async with unit_of_work(app.state.sessions) as session:
        await session.execute(update(MemberCollectibleDefinition).values(edition_size=500))
    members = await _members(app, 100)
    await asyncio.gather(*(earn(app, member, "launch") for member in members))
    # and the same grants again, in parallel with themselves: nothing more
    await asyncio.gather(*(earn(app, member, "launch") for member in members[:20] * 2))
    async with app.state.sessions() as session:
        serials = list(await session.scalars(select(MemberCollectible.serial)))
        issued = await session.scalar(select(MemberCollectibleDefinition.issued))
    assert sorted(serials) == list(range(1, 101))
    assert issued == 100


@pytest.mark.skipif(not ON_POSTGRES, reason="PostgreSQL only: parallel transactions and SKIP LOCKED")
async def test_parallel_grants_never_give_one_code_twice_nor_one_grant_twice(
    app: Any, definitions: dict[str, int]
) -> None:
    members = await _members(app, 2)

    async def attempt(member: int) -> int | None:
        try:
            return await grant(app, member, "raid-skin", "launch")
        except AppError:
            return None

    granted = await asyncio.gather(*(attempt(member) for member in members * 5))
    assert len({item for item in granted if item is not None}) == 2
    async with app.state.sessions() as session:
        given = list(
            await session.scalars(select(MemberItemCode.item_id).where(MemberItemCode.item_id.is_not(None)))
        )
    assert sorted(given) == sorted({item for item in granted if item is not None})


def _check_in_task(rewards: list[dict[str, Any]]) -> dict[str, Any]:
    titles = {"en": "Check in", "zh-Hans": "签到", "zh-Hant": "簽到", "ja": "チェックイン"}
    return {
        "code": "check-in-gift",
        "type": 1,
        "event": "sign_in",
        "target": 1,
        "rewardPoint": 5,
        "titles": titles,
        "link": "signIn",
        "rewardItems": rewards,
    }


async def test_a_task_reward_grants_its_items_and_collectible_once(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox, definitions: dict[str, int]
) -> None:
    rewards = [
        {"kind": "item", "code": "ten-off", "quantity": 2},
        {"kind": "collectible", "code": "golden-cat"},
    ]
    async with unit_of_work(app.state.sessions) as session:
        report = await import_tasks(session, {"tasks": [_check_in_task(rewards)]})
    assert report.ok, report.render()
    await log_in(client, outbox)
    listed = data(await client.get("/member/task/page"))["list"][0]
    assert [(r["kind"], r["name"], r["quantity"]) for r in listed["rewardItems"]] == [
        ("item", "Ten percent off", 2),
        ("collectible", "Golden cat", 1),
    ]
    data(await client.post("/member/sign-in/record/create", json={}))

    claims = await asyncio.gather(
        *(client.post("/member/task/claim", json={"id": listed["id"]}) for _ in range(3))
    )
    given = [data(response) for response in claims if response.json()["code"] == 0]
    assert len(given) == 1
    assert [(r["kind"], r["code"], r["quantity"]) for r in given[0]["items"]] == [
        ("item", "ten-off", 2),
        ("collectible", "golden-cat", 1),
    ]
    (voucher,) = (await items(client))["list"]
    assert (voucher["code"], voucher["owned"], voucher["sourceType"]) == ("ten-off", 2, GrantSource.TASK)
    (copy,) = data(await client.get("/member/collectible/page"))["list"]
    assert copy["serial"] == 1


async def test_a_reward_run_out_is_left_out_and_the_rest_is_still_given(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox, definitions: dict[str, int]
) -> None:
    rewards = [{"kind": "item", "code": "raid-skin"}, {"kind": "collectible", "code": "golden-cat"}]
    async with unit_of_work(app.state.sessions) as session:
        report = await import_tasks(session, {"tasks": [_check_in_task(rewards)]})
        await session.execute(update(MemberCollectibleDefinition).values(issued=3))  # every copy earned
    assert report.ok, report.render()
    (someone,) = await _members(app, 1)
    await grant(app, someone, "raid-skin", "a")
    await grant(app, someone, "raid-skin", "b")  # both codes given
    await log_in(client, outbox)
    data(await client.post("/member/sign-in/record/create", json={}))
    task = data(await client.get("/member/task/page"))["list"][0]
    assert data(await client.post("/member/task/claim", json={"id": task["id"]})) == {
        "point": 5,
        "experience": 0,
        "items": [],
    }
    assert (await items(client))["total"] == 0
    assert data(await client.get("/member/collectible/page"))["total"] == 0
    assert data(await client.post("/member/point/record/page", json={}))["list"][0]["point"] == 5


async def test_a_task_file_naming_an_item_not_imported_is_refused(
    app: Any, definitions: dict[str, int]
) -> None:
    async with unit_of_work(app.state.sessions) as session:
        report = await import_tasks(
            session, {"tasks": [_check_in_task([{"kind": "item", "code": "no-such-item"}])]}
        )
    assert not report.ok
    assert "not in the item file (import it first): item no-such-item" in report.render()


@pytest.fixture
async def member_13900000000(app: Any) -> int:
    (member,) = await _members(app, 1)  # mobile 13900000000
    return member


def test_an_operator_grants_an_item_or_a_collectible_once_per_reference(
    app: Any,
    cli_env: None,
    definitions: dict[str, int],
    member_13900000000: int,
    capsys: pytest.CaptureFixture[str],
) -> None:
    mobile = "13900000000"
    grant_voucher = [
        "grant-item",
        "--mobile",
        mobile,
        "--item",
        "ten-off",
        "--quantity",
        "3",
        "--reference",
        "T-1",
    ]
    assert main(grant_voucher) == 0
    assert "13900000000: 3 x item ten-off granted" in capsys.readouterr().out
    assert main(grant_voucher) == 0  # the same reference: nothing more
    assert main(["grant-item", "--mobile", mobile, "--collectible", "golden-cat", "--reference", "T-1"]) == 0
    assert main(["grant-item", "--mobile", "13900009999", "--item", "ten-off", "--reference", "T-2"]) == 2
    assert "no member has mobile 13900009999" in capsys.readouterr().err
    assert main(["grant-item", "--mobile", mobile, "--item", "no-such", "--reference", "T-3"]) == 2
    assert "not granted: member.item_unknown" in capsys.readouterr().err

    async def held() -> tuple[list[tuple[int, int]], list[int]]:
        # An engine of this loop's own: the app's connections belong to the test's loop.
        engine = create_engine(os.environ["DATABASE_URL"])
        try:
            async with engine.connect() as connection:
                items = list(await connection.execute(select(MemberItem.quantity, MemberItem.source_type)))
                serials = list(await connection.scalars(select(MemberCollectible.serial)))
        finally:
            await engine.dispose()
        return [(quantity, source) for quantity, source in items], serials

    assert asyncio.run(held()) == ([(3, GrantSource.OPERATOR)], [1])
