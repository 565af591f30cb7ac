"""The catalogue operator's activation keys: a key file imported with `gamestore import-keys`'
line report, each version's stock against its low-on-keys threshold, a version's keys without their
codes, an unsold key revoked (a sold one refused; a revoke racing a sale lets exactly one win), who
revealed which key when, and a key's code shown only with a reason; changes and looks audited (never
a code), the other roles refused on the server."""

from __future__ import annotations

import asyncio
import json
import os
import time
from collections.abc import Awaitable, Callable
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select, text

from conftest import client_for, data, failure
from fixtures.catalogue import Catalogue
from fixtures.catalogue_console import catalogue_state, console_get, console_post, console_upload
from fixtures.shop import keyed_catalogue, member_id, member_tokens
from fixtures.support import audit_rows, buy_by_wallet, operator_headers, shopper
from gamestore.catalogue import errors, key_service
from gamestore.catalogue.key_service import AVAILABLE, RESERVED, REVOKED, SOLD
from gamestore.catalogue.stock_service import versions_low_on_keys
from gamestore.core import cache_bus, clock
from gamestore.models import ActivationKey, Sku
from gamestore.trade import errors as trade_errors

MOBILE = "13800000091"
ON_POSTGRES = os.environ.get("TEST_DATABASE_URL", "").startswith("postgresql")


def key_file(*lines: str) -> dict[str, Any]:
    return {"file": ("keys.txt", "\n".join(lines).encode(), "text/plain")}


async def keys_of(app: Any, sku_id: int, status: int | None = None) -> list[int]:
    async with app.state.sessions() as session:
        stmt = select(ActivationKey.id).where(ActivationKey.sku_id == sku_id).order_by(ActivationKey.id)
        if status is not None:
            stmt = stmt.where(ActivationKey.status == status)
        return list(await session.scalars(stmt))


async def stock_of(app: Any, sku_id: int) -> int:
    async with app.state.sessions() as session:
        return int(await session.scalar(select(Sku.stock).where(Sku.id == sku_id)) or 0)


@pytest.fixture
async def cat(app: Any) -> Catalogue:
    return await keyed_catalogue(app)


@pytest.fixture
async def headers(app: Any) -> dict[str, str]:
    return await operator_headers(app, "catalogue")


@pytest.fixture
async def shop(app: Any, cat: Catalogue, client: httpx.AsyncClient, outbox: Any) -> dict[str, Any]:
    """A member's paid order of two keys of star-raid-0, the first revealed, and an unpaid order
    holding a key of star-raid-1."""
    await shopper(app, client, outbox, MOBILE)
    order = await buy_by_wallet(client, cat.skus["star-raid-0"].id, 2)
    first, second = order["activationCodes"]
    revealed = data(
        await client.post("/trade/order/reveal-key", json={"orderId": order["id"], "keyId": first["keyId"]})
    )
    body = {"items": [{"skuId": cat.skus["star-raid-1"].id, "count": 1}], "pointStatus": False}
    unpaid = data(await client.post("/trade/order/create", json=body))
    [reserved] = await keys_of(app, cat.skus["star-raid-1"].id, RESERVED)
    return {
        "order": order,
        "revealed": revealed,
        "unrevealed": second["keyId"],
        "unpaid": unpaid["id"],
        "reserved": reserved,
        "member": await member_id(app, MOBILE),
    }


# -- the key file --------------------------------------------------------------------------------


async def test_a_key_file_is_imported_line_by_line_as_the_command_line_does_and_audited(
    app: Any, cat: Catalogue, headers: dict[str, str]
) -> None:
    sku = cat.skus["iron-saga-0"]
    existing = data(
        await console_upload(app, headers, "/product/key/import", key_file("FRESH-AAAA-0001"), skuId=sku.id)
    )
    assert (existing["accepted"], existing["stock"]) == (1, 6)
    generation = cache_bus.catalogue.value

    answer = data(
        await console_upload(
            app,
            headers,
            "/product/key/import",
            key_file("NEW-KEY-0001", "", "  NEW-KEY-0002  ", "bad key!", "NEW-KEY-0001", "FRESH-AAAA-0001"),
            skuId=sku.id,
        )
    )

    assert (answer["skuId"], answer["skuCode"], answer["ok"]) == (sku.id, "iron-saga-0", False)
    assert (answer["accepted"], answer["duplicate"], answer["invalid"], answer["stock"]) == (2, 2, 1, 8)
    assert [(line["line"], line["status"]) for line in answer["lines"]] == [
        (1, "accepted"),
        (3, "accepted"),
        (4, "invalid"),
        (5, "duplicate"),
        (6, "duplicate"),
    ]
    assert answer["lines"][3]["message"] == "repeats the key on line 1"
    assert answer["lines"][4]["message"] == "this key is already stored"
    assert answer["report"].startswith(f"SKU {sku.id} (iron-saga-0): 2 key(s) stored, 3 line(s) rejected")
    assert "  line 4: not a key" in answer["report"]
    assert await stock_of(app, sku.id) == 8 == len(await keys_of(app, sku.id, AVAILABLE))
    assert cache_bus.catalogue.value == generation  # still in stock: nothing the catalogue shows changed

    entries = await audit_rows(app, "catalogue.key.import")
    assert [(e.entity_type, e.entity_id, e.before, e.after) for e in entries][1] == (
        "product_sku",
        str(sku.id),
        {"stock": 6},
        {"stock": 8, "accepted": 2, "duplicate": 2, "invalid": 1},
    )
    assert "NEW-KEY" not in json.dumps([e.after for e in entries])


async def test_a_key_file_for_an_unknown_version_or_not_text_is_refused_and_changes_nothing(
    app: Any, cat: Catalogue, headers: dict[str, str]
) -> None:
    before = await catalogue_state(app)
    unknown = await console_upload(
        app, headers, "/product/key/import", key_file("NEW-KEY-0001"), skuId=999_999
    )
    assert failure(unknown)[0] == errors.SKU_NOT_FOUND.code
    binary = {"file": ("keys.txt", b"\xff\xfeKEY", "text/plain")}
    sku_id = cat.skus["iron-saga-0"].id
    code, message = failure(await console_upload(app, headers, "/product/key/import", binary, skuId=sku_id))
    assert code == errors.IMPORT_FILE_UNREADABLE.code and "UTF-8" in message
    assert (
        failure(await console_upload(app, headers, "/product/key/import", key_file("X-1234"), skuId=0))[0]
        == 400
    )
    assert failure(await console_upload(app, headers, "/product/key/import", key_file("X-1234")))[0] == 400
    assert await catalogue_state(app) == before


async def test_a_version_running_out_announces_its_return_to_the_catalogue(
    app: Any, headers: dict[str, str]
) -> None:
    cat = await keyed_catalogue(app, keys_per_version=0)
    generation = cache_bus.catalogue.value
    sku_id = cat.skus["tiny-blocks-0"].id
    answer = data(
        await console_upload(app, headers, "/product/key/import", key_file("BACK-0001"), skuId=sku_id)
    )
    assert answer["stock"] == 1 and cache_bus.catalogue.value > generation


# -- stock per version ---------------------------------------------------------------------------


async def test_stock_per_version_against_its_threshold_and_low_only(
    app: Any, cat: Catalogue, shop: dict[str, Any], headers: dict[str, str]
) -> None:
    everything = data(await console_get(app, headers, "/product/key/stock", language="en", pageSize=100))
    assert everything["total"] == len(cat.skus)
    rows = {row["skuId"]: row for row in everything["list"]}
    cheap, deluxe = cat.skus["star-raid-0"], cat.skus["star-raid-1"]
    assert rows[cheap.id] == {
        "skuId": cheap.id,
        "spuId": cat.spus["star-raid"].id,
        "spuName": "Star Raid",
        "skuName": "Standard",
        "spuStatus": 1,
        "available": 3,
        "reserved": 0,
        "sold": 2,
        "refunding": 0,
        "revoked": 0,
        "threshold": 10,  # METRICS_LOW_STOCK_THRESHOLD's default
        "keyAlertThreshold": None,
        "lowOnKeys": True,
    }
    assert (rows[deluxe.id]["available"], rows[deluxe.id]["reserved"]) == (4, 1)

    assert (
        data(await console_post(app, headers, "/product/key/update-threshold", skuId=cheap.id, threshold=2))
        is True
    )
    assert data(
        await console_post(app, headers, "/product/key/update-threshold", skuId=deluxe.id, threshold=0)
    )

    low = data(await console_get(app, headers, "/product/key/stock", lowOnly="true", pageSize=100))
    low_ids = [row["skuId"] for row in low["list"]]
    assert cheap.id not in low_ids and deluxe.id not in low_ids
    assert low["total"] == len(cat.skus) - 2 and all(row["lowOnKeys"] for row in low["list"])
    page = data(await console_get(app, headers, "/product/key/stock", lowOnly="true", pageSize=2, pageNo=2))
    assert page["total"] == low["total"] and [r["skuId"] for r in page["list"]] == low_ids[2:4]
    async with app.state.sessions() as session:  # the /metrics scrape follows the versions' thresholds
        metered = {version.sku_id for version in await versions_low_on_keys(session, 10)}
    assert cheap.id not in metered and cat.skus["iron-saga-0"].id in metered
    mine = data(await console_get(app, headers, "/product/key/stock", spuId=cat.spus["star-raid"].id))
    assert [(r["skuId"], r["threshold"], r["keyAlertThreshold"], r["lowOnKeys"]) for r in mine["list"]] == [
        (cheap.id, 2, 2, False),
        (deluxe.id, 0, 0, False),
    ]

    assert data(
        await console_post(app, headers, "/product/key/update-threshold", skuId=cheap.id, threshold=None)
    )
    entries = await audit_rows(app, "catalogue.key.threshold")
    assert [(e.entity_id, e.before, e.after) for e in entries] == [
        (str(cheap.id), {"keyAlertThreshold": None}, {"keyAlertThreshold": 2}),
        (str(deluxe.id), {"keyAlertThreshold": None}, {"keyAlertThreshold": 0}),
        (str(cheap.id), {"keyAlertThreshold": 2}, {"keyAlertThreshold": None}),
    ]

    before = await catalogue_state(app)
    missing = await console_post(app, headers, "/product/key/update-threshold", skuId=999_999, threshold=3)
    assert failure(missing)[0] == errors.SKU_NOT_FOUND.code
    negative = await console_post(app, headers, "/product/key/update-threshold", skuId=cheap.id, threshold=-1)
    assert failure(negative)[0] == 400
    assert await catalogue_state(app) == before


async def test_a_version_on_sale_without_keys_is_low_whatever_its_threshold(
    app: Any, cat: Catalogue, headers: dict[str, str]
) -> None:
    """The dashboard's "Low on keys" (lowOnly, games on sale, 10 rows): a version of a game on sale
    whose keys are all revoked is listed first even with its own threshold at 0, which otherwise
    silences a version; the off-sale game's versions stay out of it, as of the /metrics scrape."""
    sold_out, quiet, relic = cat.skus["star-raid-0"], cat.skus["star-raid-1"], cat.skus["old-relic-0"]
    for sku in (sold_out, quiet):
        assert data(
            await console_post(app, headers, "/product/key/update-threshold", skuId=sku.id, threshold=0)
        )
    for key_id in await keys_of(app, sold_out.id, AVAILABLE):
        data(await console_post(app, headers, "/product/key/revoke", id=key_id, reason="Batch leaked"))
    for key_id in await keys_of(app, relic.id, AVAILABLE):
        data(await console_post(app, headers, "/product/key/revoke", id=key_id, reason="Game withdrawn"))
    assert (await stock_of(app, sold_out.id), await stock_of(app, relic.id)) == (0, 0)

    dashboard = {"lowOnly": "true", "onSale": "true", "pageSize": 10, "language": "en"}
    low = data(await console_get(app, headers, "/product/key/stock", **dashboard))
    rows = [(row["skuId"], row["available"], row["threshold"], row["lowOnKeys"]) for row in low["list"]]
    assert rows[0] == (sold_out.id, 0, 0, True)
    listed = {row["skuId"] for row in low["list"]}
    assert quiet.id not in listed and relic.id not in listed and all(r["spuStatus"] == 1 for r in low["list"])
    off_sale = data(await console_get(app, headers, "/product/key/stock", lowOnly="true", onSale="false"))
    assert {row["skuId"] for row in off_sale["list"]} == {relic.id}
    mine = data(await console_get(app, headers, "/product/key/stock", spuId=cat.spus["star-raid"].id))
    assert [(r["skuId"], r["lowOnKeys"]) for r in mine["list"]] == [(sold_out.id, True), (quiet.id, False)]
    async with app.state.sessions() as session:
        metered = {version.sku_id for version in await versions_low_on_keys(session, 10)}
    assert sold_out.id in metered and quiet.id not in metered and relic.id not in metered


# -- a version's keys ----------------------------------------------------------------------------


async def test_a_versions_keys_by_status_without_their_codes(
    app: Any, cat: Catalogue, shop: dict[str, Any], headers: dict[str, str]
) -> None:
    cheap = cat.skus["star-raid-0"]
    every = data(await console_get(app, headers, "/product/key/page", skuId=cheap.id))
    assert (
        every["total"] == 5 and [k["id"] for k in every["list"]] == sorted(await keys_of(app, cheap.id))[::-1]
    )
    assert all(
        set(k) == {"id", "skuId", "status", "importedAt", "orderId", "soldAt", "revealedAt"}
        for k in every["list"]
    )

    sold = data(await console_get(app, headers, "/product/key/page", skuId=cheap.id, status=SOLD))
    by_id = {k["id"]: k for k in sold["list"]}
    revealed, unrevealed = by_id[shop["revealed"]["keyId"]], by_id[shop["unrevealed"]]
    assert sold["total"] == 2 and {k["orderId"] for k in sold["list"]} == {shop["order"]["id"]}
    assert revealed["soldAt"] is not None and revealed["soldAt"] <= revealed["revealedAt"]
    assert revealed["revealedAt"] == shop["revealed"]["revealTime"]
    assert unrevealed["soldAt"] == revealed["soldAt"] and unrevealed["revealedAt"] is None

    available = data(await console_get(app, headers, "/product/key/page", skuId=cheap.id, status=AVAILABLE))
    assert available["total"] == 3 and all(
        k["orderId"] is None and k["soldAt"] is None for k in available["list"]
    )
    reserved = data(
        await console_get(app, headers, "/product/key/page", skuId=cat.skus["star-raid-1"].id, status=10)
    )
    assert [(k["id"], k["orderId"], k["soldAt"]) for k in reserved["list"]] == [
        (shop["reserved"], shop["unpaid"], None)
    ]

    missing = await console_get(app, headers, "/product/key/page", skuId=999_999)
    assert failure(missing)[0] == errors.SKU_NOT_FOUND.code
    assert failure(await console_get(app, headers, "/product/key/page", skuId=cheap.id, status=7))[0] == 400
    assert failure(await console_get(app, headers, "/product/key/page"))[0] == 400


# -- revoking ------------------------------------------------------------------------------------


async def test_an_unsold_key_is_revoked_out_of_stock_and_audited(
    app: Any, cat: Catalogue, shop: dict[str, Any], headers: dict[str, str]
) -> None:
    cheap = cat.skus["star-raid-0"]
    key_id = (await keys_of(app, cheap.id, AVAILABLE))[0]

    answer = data(
        await console_post(app, headers, "/product/key/revoke", id=key_id, reason="Reported as used")
    )

    assert (answer["id"], answer["status"], answer["skuId"], answer["orderId"]) == (
        key_id,
        REVOKED,
        cheap.id,
        None,
    )
    assert await stock_of(app, cheap.id) == 2 == len(await keys_of(app, cheap.id, AVAILABLE))
    [entry] = await audit_rows(app, "catalogue.key.revoke")
    assert (entry.entity_type, entry.entity_id) == ("product_activation_key", str(key_id))
    assert entry.before == {"skuId": cheap.id, "status": AVAILABLE}
    assert entry.after == {"skuId": cheap.id, "status": REVOKED, "reason": "Reported as used"}
    stock = data(await console_get(app, headers, "/product/key/stock", spuId=cat.spus["star-raid"].id))
    assert stock["list"][0]["revoked"] == 1 and stock["list"][0]["available"] == 2

    before = await catalogue_state(app)
    again = await console_post(app, headers, "/product/key/revoke", id=key_id, reason="Reported as used")
    assert failure(again)[0] == errors.KEY_REVOKED.code
    sold = await console_post(
        app, headers, "/product/key/revoke", id=shop["unrevealed"], reason="Reported as used"
    )
    assert failure(sold)[0] == errors.KEY_SOLD.code
    held = await console_post(
        app, headers, "/product/key/revoke", id=shop["reserved"], reason="Reported as used"
    )
    assert failure(held)[0] == errors.KEY_RESERVED.code
    missing = await console_post(app, headers, "/product/key/revoke", id=999_999, reason="Reported as used")
    assert failure(missing)[0] == errors.KEY_NOT_FOUND.code
    other = (await keys_of(app, cheap.id, AVAILABLE))[0]
    for reason in ("", "   ", "bad", "no\x00pe"):
        assert (
            failure(await console_post(app, headers, "/product/key/revoke", id=other, reason=reason))[0]
            == 400
        )
    assert failure(await console_post(app, headers, "/product/key/revoke", id=other))[0] == 400
    assert await catalogue_state(app) == before


async def test_revoking_the_last_key_announces_the_version_sold_out(
    app: Any, headers: dict[str, str]
) -> None:
    cat = await keyed_catalogue(app, keys_per_version=1)
    [key_id] = await keys_of(app, cat.skus["tiny-blocks-0"].id)
    generation = cache_bus.catalogue.value
    assert data(await console_post(app, headers, "/product/key/revoke", id=key_id, reason="Leaked online"))
    assert cache_bus.catalogue.value > generation


@pytest.mark.skipif(
    not ON_POSTGRES, reason="PostgreSQL only: the contest is between row locks SQLite does not take"
)
async def test_a_revoke_racing_a_purchase_of_the_last_key_lets_exactly_one_win(app: Any) -> None:
    cat = await keyed_catalogue(app, keys_per_version=1)
    headers = await operator_headers(app, "catalogue")
    buyers = await member_tokens(app, len(cat.skus))

    async def buy(member: dict[str, str], sku_id: int) -> bool:
        async with client_for(app, **member) as shopper_client:
            body = {"items": [{"skuId": sku_id, "count": 1}], "pointStatus": False}
            answer = (await shopper_client.post("/trade/order/create", json=body)).json()
        return bool(answer["code"] == 0)

    async def revoke(key_id: int) -> bool:
        answer = await console_post(app, headers, "/product/key/revoke", id=key_id, reason="Race to revoke")
        body = answer.json()
        assert body["code"] in (0, errors.KEY_RESERVED.code, errors.KEY_SOLD.code), body
        return bool(body["code"] == 0)

    outcomes = []
    for member, sku in zip(buyers, cat.skus.values(), strict=True):
        [key_id] = await keys_of(app, sku.id)
        bought, revoked = await asyncio.gather(buy(member, sku.id), revoke(key_id))
        outcomes.append((bought, revoked))
        assert bought != revoked, (sku.code, bought, revoked)
        async with app.state.sessions() as session:
            status = await session.scalar(select(ActivationKey.status).where(ActivationKey.id == key_id))
            available = await session.scalar(
                select(func.count()).where(ActivationKey.sku_id == sku.id, ActivationKey.status == AVAILABLE)
            )
        assert status == (RESERVED if bought else REVOKED)
        assert await stock_of(app, sku.id) == available == 0
    assert len(await audit_rows(app, "catalogue.key.revoke")) == sum(revoked for _, revoked in outcomes)


async def wait_for(condition: Callable[[], Awaitable[bool]], seconds: float, what: str) -> None:
    """Poll ``condition`` until it holds; fails after ``seconds``."""
    started = time.monotonic()
    while not await condition():
        if time.monotonic() - started > seconds:
            pytest.fail(f"{what} did not happen within {seconds} s")
        await asyncio.sleep(0.02)


def someone_waits_for_a_lock(app: Any) -> Callable[[], Awaitable[bool]]:
    async def waiting() -> bool:
        async with app.state.engine.connect() as conn:
            found = await conn.scalar(
                text(
                    "SELECT count(*) FROM pg_stat_activity"
                    " WHERE datname = current_database() AND wait_event_type = 'Lock'"
                )
            )
        return bool(found)

    return waiting


@pytest.mark.skipif(not ON_POSTGRES, reason="PostgreSQL only: row locks")
async def test_a_revoke_waiting_on_a_sale_of_the_last_key_is_refused(app: Any) -> None:
    cat = await keyed_catalogue(app, keys_per_version=1)
    headers = await operator_headers(app, "catalogue")
    sku_id = cat.skus["iron-saga-0"].id
    [key_id] = await keys_of(app, sku_id)
    async with app.state.sessions() as session, session.begin():
        assert await key_service.take_stock_and_reserve(session, sku_id, 1, 424242)
        revoking = asyncio.create_task(
            console_post(app, headers, "/product/key/revoke", id=key_id, reason="Race to revoke")
        )
        await wait_for(someone_waits_for_a_lock(app), 10, "the revoke queueing behind the sale")
    assert failure(await revoking)[0] == errors.KEY_RESERVED.code
    assert await keys_of(app, sku_id, RESERVED) == [key_id] and await stock_of(app, sku_id) == 0
    assert await audit_rows(app, "catalogue.key.revoke") == []


@pytest.mark.skipif(not ON_POSTGRES, reason="PostgreSQL only: row locks")
async def test_a_purchase_waiting_on_a_revoke_of_the_last_key_finds_none(app: Any) -> None:
    cat = await keyed_catalogue(app, keys_per_version=1)
    [buyer] = await member_tokens(app, 1)
    sku_id = cat.skus["iron-saga-0"].id
    [key_id] = await keys_of(app, sku_id)
    body = {"items": [{"skuId": sku_id, "count": 1}], "pointStatus": False}
    async with client_for(app, **buyer) as shopper_client:
        async with app.state.sessions() as session, session.begin():
            assert await key_service.revoke_key(session, key_id) == sku_id
            buying = asyncio.create_task(shopper_client.post("/trade/order/create", json=body))
            await wait_for(someone_waits_for_a_lock(app), 10, "the purchase queueing behind the revoke")
        assert failure(await buying)[0] == trade_errors.SKU_STOCK_NOT_ENOUGH.code
    assert await keys_of(app, sku_id, REVOKED) == [key_id] and await stock_of(app, sku_id) == 0


# -- who revealed which key ----------------------------------------------------------------------


async def test_the_reveal_log_by_version_member_and_time(
    app: Any, cat: Catalogue, shop: dict[str, Any], headers: dict[str, str]
) -> None:
    cheap = cat.skus["star-raid-0"]
    log = data(await console_get(app, headers, "/product/key/reveal-audit/page", language="en"))
    [entry] = log["list"]
    assert log["total"] == 1
    assert entry == {
        "id": entry["id"],
        "keyId": shop["revealed"]["keyId"],
        "skuId": cheap.id,
        "spuId": cat.spus["star-raid"].id,
        "spuName": "Star Raid",
        "skuName": "Standard",
        "orderId": shop["order"]["id"],
        "memberId": shop["member"],
        "memberMobile": MOBILE,
        "ip": "203.0.113.7",
        "createTime": shop["revealed"]["revealTime"],
    }
    now = int(clock.now().timestamp() * 1000)
    matching = [
        {"skuId": cheap.id},
        {"memberId": shop["member"]},
        {"createTime": [now - 60_000, now + 60_000]},
    ]
    for params in matching:
        found = data(await console_get(app, headers, "/product/key/reveal-audit/page", **params))
        assert [e["id"] for e in found["list"]] == [entry["id"]], params
    other = [
        {"skuId": cat.skus["star-raid-1"].id},
        {"memberId": shop["member"] + 1000},
        {"createTime": [now - 120_000, now - 60_000]},
    ]
    for params in other:
        found = data(await console_get(app, headers, "/product/key/reveal-audit/page", **params))
        assert found == {"list": [], "total": 0}, params
    assert (
        failure(await console_get(app, headers, "/product/key/reveal-audit/page", createTime=[now]))[0] == 400
    )


# -- looking at a code ---------------------------------------------------------------------------


async def test_a_keys_code_is_shown_only_with_a_reason_and_the_look_is_audited_without_it(
    app: Any, cat: Catalogue, shop: dict[str, Any], headers: dict[str, str]
) -> None:
    key_id = shop["revealed"]["keyId"]
    answer = data(
        await console_post(app, headers, "/product/key/view", id=key_id, reason="Member says it fails")
    )
    assert answer == {
        "id": key_id,
        "skuId": cat.skus["star-raid-0"].id,
        "status": SOLD,
        "code": shop["revealed"]["code"],
    }
    unsold = (await keys_of(app, cat.skus["star-raid-0"].id, AVAILABLE))[0]
    shown = data(
        await console_post(app, headers, "/product/key/view", id=unsold, reason="Checking the batch")
    )
    assert shown["status"] == AVAILABLE and shown["code"].startswith(f"K{cat.skus['star-raid-0'].id}-")

    entries = await audit_rows(app, "catalogue.key.view")
    assert [(e.entity_type, e.entity_id, e.before, e.after) for e in entries] == [
        (
            "product_activation_key",
            str(key_id),
            None,
            {"skuId": cat.skus["star-raid-0"].id, "status": SOLD, "reason": "Member says it fails"},
        ),
        (
            "product_activation_key",
            str(unsold),
            None,
            {"skuId": cat.skus["star-raid-0"].id, "status": AVAILABLE, "reason": "Checking the batch"},
        ),
    ]
    assert entries[0].operator_id is not None
    assert shop["revealed"]["code"] not in json.dumps([e.after for e in entries])

    before = await catalogue_state(app)
    for reason in ("", "    ", "why", "tab\there"):
        assert (
            failure(await console_post(app, headers, "/product/key/view", id=key_id, reason=reason))[0] == 400
        )
    assert failure(await console_post(app, headers, "/product/key/view", id=key_id))[0] == 400
    missing = await console_post(app, headers, "/product/key/view", id=999_999, reason="Member says it fails")
    assert failure(missing)[0] == errors.KEY_NOT_FOUND.code
    assert await catalogue_state(app) == before


# -- who may ------------------------------------------------------------------------------------


def key_calls(cat: Catalogue, shop: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    sku_id = cat.skus["star-raid-0"].id
    return [
        ("UPLOAD", "/product/key/import", {"skuId": sku_id}),
        ("GET", "/product/key/stock", {"lowOnly": "true"}),
        ("POST", "/product/key/update-threshold", {"skuId": sku_id, "threshold": 3}),
        ("GET", "/product/key/page", {"skuId": sku_id}),
        ("POST", "/product/key/revoke", {"id": shop["reserved"] + 1, "reason": "Bad batch"}),
        ("GET", "/product/key/reveal-audit/page", {"skuId": sku_id}),
        ("POST", "/product/key/view", {"id": shop["unrevealed"], "reason": "Member says it fails"}),
    ]


async def call(
    app: Any, headers: dict[str, str] | None, method: str, path: str, values: dict[str, Any]
) -> Any:
    if method == "GET":
        return await console_get(app, headers or {}, path, **values)
    if method == "UPLOAD":
        return await console_upload(app, headers or {}, path, key_file("PERM-KEY-0001"), **values)
    return await console_post(app, headers or {}, path, **values)


@pytest.mark.parametrize("role", ["support", "content"])
async def test_support_and_content_are_refused_and_nothing_changes(
    app: Any, cat: Catalogue, shop: dict[str, Any], role: str
) -> None:
    headers = await operator_headers(app, role)
    before = await catalogue_state(app)
    for method, path, values in key_calls(cat, shop):
        assert failure(await call(app, headers, method, path, values))[0] == 403, path
        assert failure(await call(app, None, method, path, values))[0] == 401, path
    assert await catalogue_state(app) == before


@pytest.mark.parametrize("role", ["catalogue", "admin"])
async def test_catalogue_and_admin_may_make_every_call(
    app: Any, cat: Catalogue, shop: dict[str, Any], role: str
) -> None:
    headers = await operator_headers(app, role)
    assert await keys_of(app, cat.skus["star-raid-1"].id, AVAILABLE)
    for method, path, values in key_calls(cat, shop):
        answer = await call(app, headers, method, path, values)
        assert answer.json()["code"] == 0, (path, answer.text)
