"""Footprints: the page of viewed games, deleting some and cleaning all; each member's own."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import httpx
from sqlalchemy import func, select, update

from conftest import SmsOutbox, bearer, data, failure, login_by_sms
from fixtures.catalogue import Catalogue, small_catalogue
from gamestore.catalogue.history_service import record_view
from gamestore.core import clock
from gamestore.core.money import to_display_units
from gamestore.models import BrowseHistory

MOBILE = "13800138000"
OTHER_MOBILE = "13900139000"


async def seed(app: Any) -> Catalogue:
    async with app.state.sessions() as session, session.begin():
        return await small_catalogue(session)


async def view(app: Any, member_id: int, spu_id: int, minutes_ago: int | None = None) -> None:
    """The member opens the game; ``minutes_ago`` backdates the footprint."""
    async with app.state.sessions() as session, session.begin():
        await record_view(session, member_id, spu_id)
        if minutes_ago is not None:
            await session.execute(
                update(BrowseHistory)
                .where(BrowseHistory.member_id == member_id, BrowseHistory.spu_id == spu_id)
                .values(viewed_at=clock.now() - timedelta(minutes=minutes_ago))
            )


async def rows_of(app: Any, member_id: int) -> int:
    async with app.state.sessions() as session:
        stmt = select(func.count()).select_from(BrowseHistory).where(BrowseHistory.member_id == member_id)
        return int(await session.scalar(stmt) or 0)


async def page(client: httpx.AsyncClient, tokens: dict[str, Any], **params: Any) -> dict[str, Any]:
    result: dict[str, Any] = data(
        await client.get("/product/browse-history/page", params=params, headers=bearer(tokens))
    )
    return result


def delete(client: httpx.AsyncClient, tokens: dict[str, Any] | None, body: Any) -> Any:
    headers = bearer(tokens) if tokens else {}
    return client.request("DELETE", "/product/browse-history/delete", json=body, headers=headers)


def spu_ids(result: dict[str, Any]) -> list[int]:
    return [item["spuId"] for item in result["list"]]


async def test_visitors_must_log_in(app: Any, client: httpx.AsyncClient) -> None:
    cat = await seed(app)
    assert failure(await client.get("/product/browse-history/page"))[0] == 401
    assert failure(await delete(client, None, {"spuIds": [cat.spus["star-raid"].id]}))[0] == 401
    assert failure(await client.request("DELETE", "/product/browse-history/clean"))[0] == 401


async def test_page_lists_the_latest_views_first_and_keeps_games_off_the_shelf(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    tokens = await login_by_sms(client, outbox, MOBILE)
    member_id = tokens["userId"]
    star, tiny, relic = (cat.spus[c].id for c in ("star-raid", "tiny-blocks", "old-relic"))
    await view(app, member_id, star, minutes_ago=30)
    await view(app, member_id, tiny, minutes_ago=20)
    await view(app, member_id, relic, minutes_ago=10)

    result = await page(client, tokens, language="en")
    assert (spu_ids(result), result["total"]) == ([relic, tiny, star], 3)
    relic_item, tiny_item, _ = result["list"]
    assert set(relic_item) == {"id", "spuId", "viewedTime", "spu"}
    assert relic_item["spu"] is None
    assert (tiny_item["spu"]["id"], tiny_item["spu"]["name"]) == (tiny, "Tiny Blocks")
    assert relic_item["viewedTime"] > tiny_item["viewedTime"] > result["list"][2]["viewedTime"]

    await view(app, member_id, star)  # opened again: one footprint, moved to the top
    result = await page(client, tokens)
    assert (spu_ids(result), result["total"]) == ([star, relic, tiny], 3)


async def test_delete_removes_only_the_listed_games_of_the_member(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    owner = await login_by_sms(client, outbox, MOBILE)
    other = await login_by_sms(client, outbox, OTHER_MOBILE)
    ids = [cat.spus[c].id for c in ("star-raid", "iron-saga", "tiny-blocks", "old-relic")]
    for minutes, spu_id in enumerate(ids):
        await view(app, owner["userId"], spu_id, minutes_ago=minutes)
    await view(app, other["userId"], ids[0])

    assert data(await delete(client, owner, {"spuIds": [ids[0], ids[3], 987_654]})) is True
    assert spu_ids(await page(client, owner)) == [ids[1], ids[2]]
    assert spu_ids(await page(client, other)) == [ids[0]]

    # Another member cannot delete the owner's footprints, and deleting twice is fine.
    assert data(await delete(client, other, {"spuIds": [ids[1], ids[2]]})) is True
    assert data(await delete(client, owner, {"spuIds": [ids[0]]})) is True
    assert spu_ids(await page(client, owner)) == [ids[1], ids[2]]


async def test_clean_forgets_every_footprint_of_the_member_only(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    owner = await login_by_sms(client, outbox, MOBILE)
    other = await login_by_sms(client, outbox, OTHER_MOBILE)
    for spu in cat.spus.values():
        await view(app, owner["userId"], spu.id)
    await view(app, other["userId"], cat.spus["moon-garden"].id)

    clean = await client.request("DELETE", "/product/browse-history/clean", headers=bearer(owner))
    assert data(clean) is True
    assert await page(client, owner) == {"list": [], "total": 0}
    assert await rows_of(app, owner["userId"]) == 0
    assert spu_ids(await page(client, other)) == [cat.spus["moon-garden"].id]
    again = await client.request("DELETE", "/product/browse-history/clean", headers=bearer(owner))
    assert data(again) is True


async def test_members_never_see_each_others_footprints(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    owner = await login_by_sms(client, outbox, MOBILE)
    other = await login_by_sms(client, outbox, OTHER_MOBILE)
    await view(app, owner["userId"], cat.spus["deep-dive"].id)
    assert await page(client, other) == {"list": [], "total": 0}
    assert (await page(client, owner))["total"] == 1


async def test_cards_follow_the_asked_currency(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    tokens = await login_by_sms(client, outbox, MOBILE)
    await view(app, tokens["userId"], cat.spus["moon-garden"].id)
    settings = app.state.settings
    for unit in ("CNY", "USD", "JPY"):
        [item] = (await page(client, tokens, priceUnit=unit))["list"]
        card = item["spu"]
        expected = to_display_units(2500, unit, settings.usd_per_cny, settings.jpy_per_cny)
        assert (card["price"], card["priceUnit"], card["displayPrice"]) == (2500, unit, expected)
    assert to_display_units(2500, "USD", settings.usd_per_cny, settings.jpy_per_cny) != 2500
    code, msg = failure(
        await client.get("/product/browse-history/page", params={"priceUnit": "usd"}, headers=bearer(tokens))
    )
    assert code == 400 and "priceUnit" in msg


async def test_pages_within_bounds(app: Any, client: httpx.AsyncClient, outbox: SmsOutbox) -> None:
    cat = await seed(app)
    tokens = await login_by_sms(client, outbox, MOBILE)
    codes = ["star-raid", "iron-saga", "tiny-blocks", "moon-garden", "deep-dive"]
    for minutes, code in enumerate(codes):
        await view(app, tokens["userId"], cat.spus[code].id, minutes_ago=minutes)
    latest_first = [cat.spus[code].id for code in codes]
    pages = [await page(client, tokens, pageNo=n, pageSize=2) for n in (1, 2, 3, 4)]
    assert [spu_ids(p) for p in pages] == [latest_first[0:2], latest_first[2:4], latest_first[4:], []]
    assert {p["total"] for p in pages} == {5}
    for params, field in (
        ({"pageSize": 0}, "pageSize"),
        ({"pageSize": 101}, "pageSize"),
        ({"pageNo": 0}, "pageNo"),
    ):
        answer = await client.get("/product/browse-history/page", params=params, headers=bearer(tokens))
        code, msg = failure(answer)
        assert code == 400 and field in msg, (params, msg)


async def test_bad_delete_input_names_the_field_and_changes_nothing(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    tokens = await login_by_sms(client, outbox, MOBILE)
    await view(app, tokens["userId"], cat.spus["star-raid"].id)
    for body, field in (
        ({}, "spuIds"),
        ({"spuIds": []}, "spuIds"),
        ({"spuIds": list(range(1, 102))}, "spuIds"),
        ({"spuIds": "1,2"}, "spuIds"),
        ({"spuIds": ["abc"]}, "spuIds.0"),
        ({"spuIds": [cat.spus["star-raid"].id, 1.5]}, "spuIds.1"),
        ({"spuIds": [0]}, "spuIds.0"),
    ):
        code, msg = failure(await delete(client, tokens, body))
        assert code == 400 and field in msg, (body, msg)
    assert await rows_of(app, tokens["userId"]) == 1
    code, msg = failure(await delete(client, tokens, {"spuIds": [], "language": "en"}))
    assert (code, msg) == (400, "Invalid parameter spuIds: needs at least 1 entries")
    hundred = [cat.spus["star-raid"].id, *range(10**9, 10**9 + 99)]
    assert data(await delete(client, tokens, {"spuIds": hundred})) is True
    assert await rows_of(app, tokens["userId"]) == 0
