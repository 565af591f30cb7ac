"""Bundles (issue 42): the price split over a bundle's versions by list price (largest remainder, the
lines adding up to the price), any-N tiers, completing a fixed set (games owned here or on Steam left
out with their shares), the console's bundles with every refusal, and the shop's list (search, lowest
stock) and a bundle's page for a visitor and for a member."""

from __future__ import annotations

import random
from datetime import timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select, update

from conftest import bearer, client_for, data, failure, login_by_sms
from fixtures.bundles import FIXED, PICK, console, create_bundle, fixed_set, names, own_on_steam, pick_n
from fixtures.catalogue import Catalogue, small_catalogue
from fixtures.operators import admin_client_for
from fixtures.owned import own_games
from fixtures.shop import member_id
from fixtures.support import audit_rows, operator_headers
from gamestore.catalogue import promotion_errors as errors
from gamestore.catalogue.bundle_pricing import BundleDef, BundleKind, Tier, choose, split_by_list_price
from gamestore.core import clock
from gamestore.core.errors import BAD_REQUEST, FORBIDDEN, AppError
from gamestore.core.times import epoch_ms
from gamestore.models import Bundle, BundleItem, BundleTier, Sku

MOBILE = "13800000421"
IRON_SAGA_APP = 292030

# -- the split and the rules, as pure functions ----------------------------------------------------


@pytest.mark.parametrize(
    ("total", "list_prices", "shares"),
    [
        (6000, [2000, 4000], [2000, 4000]),  # exact: no remainder
        (9900, [4800, 19800, 1800], [1800, 7425, 675]),  # exact at a discount
        # 794.59…, 1103.60…, 3001.80…: two fen left go to the largest remainders (3001.80, 1103.60)
        (4900, [1800, 2500, 6800], [794, 1104, 3002]),
        (100, [1, 1, 1], [34, 33, 33]),  # equal remainders: the earlier line first
        (5, [0, 0], [3, 2]),  # no list price to weigh by: shared equally
        (0, [1800, 2500], [0, 0]),
    ],
)
def test_a_bundle_price_is_split_by_list_price_with_the_largest_remainder(
    total: int, list_prices: list[int], shares: list[int]
) -> None:
    assert split_by_list_price(total, list_prices) == shares


def test_the_shares_always_add_up_and_stay_within_a_fen_of_the_exact_share() -> None:
    rng = random.Random(42)
    for _ in range(500):
        prices = [rng.randint(1, 30_000) for _ in range(rng.randint(2, 9))]
        total = rng.randint(1, sum(prices))
        shares = split_by_list_price(total, prices)
        assert sum(shares) == total
        for share, price in zip(shares, prices, strict=True):
            assert abs(share - total * price / sum(prices)) < 1


def _bundle(kind: BundleKind, price: int = 0, tiers: tuple[Tier, ...] = ()) -> BundleDef:
    return BundleDef(1, names("B"), kind, price, True, None, None, tiers, (11, 12, 13, 14))


LIST = {11: 1800, 12: 2500, 13: 6800, 14: 4800}


def test_any_n_takes_exactly_a_tiers_count_at_that_tiers_price() -> None:
    bundle = _bundle(BundleKind.PICK, tiers=(Tier(2, 3000), Tier(3, 4900)))
    three = choose(bundle, LIST, [13, 11, 12], owned=())
    assert (three.shares, three.price) == ({11: 794, 12: 1104, 13: 3002}, 4900)  # the bundle's order
    assert choose(bundle, LIST, [11, 14], owned=()).shares == {11: 818, 14: 2182}
    with pytest.raises(AppError) as wrong_count:
        choose(bundle, LIST, [11, 12, 13, 14], owned=())
    assert wrong_count.value.error == errors.BUNDLE_PICK_NOT_A_TIER
    assert wrong_count.value.params == {"counts": "2 / 3", "picked": 4}
    with pytest.raises(AppError) as repeated:  # a version picked twice counts once
        choose(bundle, LIST, [11, 11, 11], owned=())
    assert repeated.value.params == {"counts": "2 / 3", "picked": 1}
    with pytest.raises(AppError) as stranger:
        choose(bundle, LIST, [11, 99], owned=())
    assert (stranger.value.error, stranger.value.params) == (errors.BUNDLE_VERSION_NOT_IN, {"skuId": 99})


def test_a_tier_priced_above_the_picks_list_prices_charges_the_list_prices() -> None:
    bundle = _bundle(BundleKind.PICK, tiers=(Tier(2, 5000),))
    assert choose(bundle, LIST, [11, 12], owned=()).shares == {11: 1800, 12: 2500}


def test_completing_a_fixed_set_leaves_out_what_is_owned_with_its_share() -> None:
    bundle = _bundle(BundleKind.FIXED, price=11900)  # list 15900
    whole = choose(bundle, LIST, [], owned=())
    assert whole.shares == {11: 1347, 12: 1871, 13: 5089, 14: 3593} and whole.price == 11900
    owning_two = choose(bundle, LIST, [11], owned={12, 14})
    assert owning_two.shares == {11: 1347, 13: 5089} and owning_two.left_out == (12, 14)
    assert owning_two.price == 11900 - 1871 - 3593
    with pytest.raises(AppError) as complete:
        choose(bundle, LIST, [], owned={11, 12, 13, 14})
    assert complete.value.error == errors.BUNDLE_ALL_OWNED


# -- the console ------------------------------------------------------------------------------------


@pytest.fixture
async def cat(app: Any) -> Catalogue:
    async with app.state.sessions() as session, session.begin():
        return await small_catalogue(session)


def skus(cat: Catalogue, *codes: str) -> list[int]:
    return [cat.skus[code].id for code in codes]


PICKABLE = ("tiny-blocks-0", "moon-garden-0", "moon-garden-1", "deep-dive-0", "star-raid-0")
SET = ("star-raid-0", "iron-saga-0", "tiny-blocks-0")  # 4800 + 19800 + 1800 = 26400


async def bundle_rows(app: Any) -> tuple[int, int, int]:
    async with app.state.sessions() as session:
        counts = [
            await session.scalar(select(func.count()).select_from(table))
            for table in (Bundle, BundleTier, BundleItem)
        ]
    return counts[0] or 0, counts[1] or 0, counts[2] or 0


async def test_an_operator_creates_changes_disables_and_deletes_a_bundle_each_audited(
    app: Any, cat: Catalogue
) -> None:
    headers = await console(app)
    async with admin_client_for(app) as admin:
        body = pick_n(skus(cat, *PICKABLE), [(3, 4900), (5, 6900)])
        created = data(await admin.post("/promotion/bundle/create", json=body, headers=headers))
        assert (created["kind"], created["price"]) == (PICK, 0)
        assert (created["enabled"], created["onSale"]) == (True, True)
        assert created["tiers"] == [{"count": 3, "price": 4900}, {"count": 5, "price": 6900}]
        assert [i["skuId"] for i in created["items"]] == skus(cat, *PICKABLE)
        assert created["name"] == "Build Your Own 组合包"  # zh-Hans unless asked

        changed = {**fixed_set(skus(cat, *SET), 9900, "Saga Set"), "id": created["id"]}
        updated = data(await admin.post("/promotion/bundle/update", json=changed, headers=headers))
        assert (updated["kind"], updated["price"], updated["tiers"]) == (FIXED, 9900, [])
        assert [i["skuId"] for i in updated["items"]] == skus(cat, *SET)
        assert await bundle_rows(app) == (1, 0, 3)  # the versions and tiers replaced

        off = {"id": created["id"], "enabled": False}
        disabled = data(await admin.post("/promotion/bundle/update-enabled", json=off, headers=headers))
        assert (disabled["enabled"], disabled["onSale"]) == (False, False)
        page = data(await admin.get("/promotion/bundle/page", params={"name": "saga"}, headers=headers))
        assert [b["id"] for b in page["list"]] == [created["id"]] and page["total"] == 1
        assert data(await admin.get("/promotion/bundle/get", params={"id": created["id"]}, headers=headers))[
            "names"
        ] == names("Saga Set")

        assert data(await admin.post("/promotion/bundle/delete", json={"id": created["id"]}, headers=headers))
        gone = await admin.get("/promotion/bundle/get", params={"id": created["id"]}, headers=headers)
        assert failure(gone)[0] == errors.BUNDLE_NOT_FOUND.code
    assert await bundle_rows(app) == (0, 0, 0)
    actions = ["create", "update", "disable", "delete"]
    for action in actions:
        rows = await audit_rows(app, f"promotion.bundle.{action}")
        assert [row.entity_id for row in rows] == [str(created["id"])], action


async def test_only_the_catalogues_operators_may_change_bundles(app: Any, cat: Catalogue) -> None:
    support = await operator_headers(app, "support")
    async with admin_client_for(app) as admin:
        body = pick_n(skus(cat, *PICKABLE), [(3, 4900)])
        assert failure(await admin.post("/promotion/bundle/create", json=body, headers=support))[0] == (
            FORBIDDEN.code
        )
        assert failure(await admin.post("/promotion/bundle/create", json=body))[0] == 401
    assert await bundle_rows(app) == (0, 0, 0)


async def test_the_console_refuses_a_bundle_that_cannot_be_sold_and_changes_nothing(
    app: Any, cat: Catalogue
) -> None:
    three = skus(cat, *SET)
    now = clock.now().replace(microsecond=0)
    refusals: list[tuple[dict[str, Any], Any, str]] = [
        (pick_n(three[:1], [(2, 3000)]), errors.BUNDLE_TOO_FEW_VERSIONS, "at least 2 versions"),
        (pick_n([three[0], three[0]], [(2, 3000)]), errors.BUNDLE_VERSION_REPEATED, f"{three[0]} is listed"),
        (pick_n([three[0], 987654], [(2, 3000)]), errors.BUNDLE_VERSION_NOT_FOUND, "987654 does not exist"),
        (pick_n(three, []), errors.BUNDLE_TIERS_INVALID, "at most 3"),
        (pick_n(three, [(2, 3000), (2, 4000)]), errors.BUNDLE_TIERS_INVALID, "growing"),
        (pick_n(three, [(2, 3000), (3, 3000)]), errors.BUNDLE_TIERS_INVALID, "growing"),
        (pick_n(three, [(3, 3000), (2, 2000)]), errors.BUNDLE_TIERS_INVALID, "growing"),
        (pick_n(three, [(2, 3000), (4, 4000)]), errors.BUNDLE_TIERS_INVALID, "at most 3 versions"),
        (
            {**fixed_set(three, 9900), "tiers": [{"count": 2, "price": 10}]},
            errors.BUNDLE_TIERS_INVALID,
            "no tiers",
        ),
        (fixed_set(three, 0), errors.BUNDLE_PRICE_INVALID, "above 0"),
        (fixed_set(three, 26401), errors.BUNDLE_PRICE_INVALID, "(26400 fen)"),
        (
            {**fixed_set(three, 9900), "startTime": epoch_ms(now), "endTime": epoch_ms(now)},
            errors.BUNDLE_WINDOW_INVALID,
            "after the start",
        ),
    ]
    headers = await console(app)
    async with admin_client_for(app) as admin:
        for body, error, words in refusals:
            answer = await admin.post(
                "/promotion/bundle/create", params={"language": "en"}, json={**body}, headers=headers
            )
            code, message = failure(answer)
            assert code == error.code, (body, message)
            assert words in message, message
        # What the schema refuses: a tier of one, a price below 0, names missing a language, no version.
        for bad in (
            pick_n(three, [(1, 1000)]),
            fixed_set(three, -1),
            {**fixed_set(three, 9900), "names": {"en": "Set"}},
            fixed_set([], 9900),
        ):
            assert failure(await admin.post("/promotion/bundle/create", json=bad, headers=headers))[0] == (
                BAD_REQUEST.code
            )
        missing = {**fixed_set(three, 9900), "id": 987654}
        assert failure(await admin.post("/promotion/bundle/update", json=missing, headers=headers))[0] == (
            errors.BUNDLE_NOT_FOUND.code
        )
    assert await bundle_rows(app) == (0, 0, 0)
    assert await audit_rows(app, "promotion.bundle.create") == []


# -- the shop ---------------------------------------------------------------------------------------


async def test_the_shop_lists_bundles_on_sale_found_by_name_with_their_lowest_stock(
    app: Any, client: httpx.AsyncClient, cat: Catalogue
) -> None:
    later = clock.now() + timedelta(days=1)
    build = await create_bundle(app, pick_n(skus(cat, *PICKABLE), [(3, 4900), (5, 6900)]))
    saga = await create_bundle(app, fixed_set(skus(cat, *SET), 9900, "Saga Set"))
    future = {**fixed_set(skus(cat, *SET), 9900, "Saga Later"), "startTime": epoch_ms(later)}
    await create_bundle(app, future)
    off = await create_bundle(app, fixed_set(skus(cat, *SET), 9900, "Saga Off"))
    async with admin_client_for(app) as admin:
        body = {"id": off["id"], "enabled": False}
        data(await admin.post("/promotion/bundle/update-enabled", json=body, headers=await console(app)))
    async with app.state.sessions() as session, session.begin():
        await session.execute(update(Sku).where(Sku.id == cat.skus["iron-saga-0"].id).values(stock=2))

    listed = data(await client.get("/product/bundle/page", params={"language": "en"}))
    assert [b["id"] for b in listed["list"]] == [saga["id"], build["id"]] and listed["total"] == 2
    set_answer, build_answer = listed["list"]
    assert (set_answer["name"], set_answer["kind"], set_answer["price"]) == ("Saga Set", FIXED, 9900)
    assert (set_answer["listPrice"], set_answer["stock"]) == (26400, 2)  # iron-saga's 2 keys
    assert set_answer["picUrl"] == "/covers/star-raid.svg"
    assert [(i["spuName"], i["price"], i["owned"]) for i in set_answer["items"]] == [
        ("Star Raid", 4800, False),
        ("Iron Saga", 19800, False),
        ("Tiny Blocks", 1800, False),
    ]
    assert build_answer["tiers"] == [{"count": 3, "price": 4900}, {"count": 5, "price": 6900}]
    assert build_answer["stock"] == 5

    in_chinese = {"keyword": "組合包", "language": "zh-Hant"}
    found = data(await client.get("/product/bundle/page", params=in_chinese))
    assert found["total"] == 2
    by_name = data(await client.get("/product/bundle/page", params={"keyword": "saga"}))
    assert [b["id"] for b in by_name["list"]] == [saga["id"]]
    paged = data(await client.get("/product/bundle/page", params={"pageNo": 2, "pageSize": 1}))
    assert [b["id"] for b in paged["list"]] == [build["id"]] and paged["total"] == 2
    bad = await client.get("/product/bundle/page", params={"keyword": "x" * 141})
    assert failure(bad)[0] == BAD_REQUEST.code

    closed = await client.get("/product/bundle/get", params={"id": off["id"]})
    assert failure(closed)[0] == errors.BUNDLE_NOT_ON_SALE.code
    assert failure(await client.get("/product/bundle/get", params={"id": 987654}))[0] == (
        errors.BUNDLE_NOT_FOUND.code
    )


async def test_a_fixed_sets_page_marks_what_the_member_owns_here_or_on_steam_and_prices_the_rest(
    app: Any, client: httpx.AsyncClient, outbox: Any, cat: Catalogue
) -> None:
    saga = await create_bundle(app, fixed_set(skus(cat, *SET), 9900, "Saga Set"))  # shares 1800, 7425, 675

    visitor = data(await client.get("/product/bundle/get", params={"id": saga["id"], "language": "en"}))
    assert (visitor["setPrice"], visitor["ownedCount"]) == (9900, 0)
    assert [i["owned"] for i in visitor["items"]] == [False, False, False]

    client.headers.update(bearer(await login_by_sms(client, outbox, MOBILE)))
    me = await member_id(app, MOBILE)
    async with app.state.sessions() as session, session.begin():
        await own_games(session, me, [cat.spus["tiny-blocks"].id])  # bought here
    owning_tiny = data(await client.get("/product/bundle/get", params={"id": saga["id"]}))
    assert (owning_tiny["setPrice"], owning_tiny["ownedCount"]) == (9900 - 675, 1)
    assert [i["owned"] for i in owning_tiny["items"]] == [False, False, True]

    await own_on_steam(app, me, cat.skus["iron-saga-0"].id, IRON_SAGA_APP)
    owning_two = data(await client.get("/product/bundle/get", params={"id": saga["id"]}))
    assert (owning_two["setPrice"], owning_two["ownedCount"]) == (1800, 2)
    assert [i["owned"] for i in owning_two["items"]] == [False, True, True]

    async with app.state.sessions() as session, session.begin():
        await own_games(session, me, [cat.spus["star-raid"].id])
    complete = data(await client.get("/product/bundle/get", params={"id": saga["id"]}))
    assert (complete["setPrice"], complete["ownedCount"]) == (0, 3)


async def test_an_any_n_page_marks_owned_games_but_has_no_set_price(
    app: Any, client: httpx.AsyncClient, outbox: Any, cat: Catalogue
) -> None:
    build = await create_bundle(app, pick_n(skus(cat, *PICKABLE), [(3, 4900)]))
    client.headers.update(bearer(await login_by_sms(client, outbox, MOBILE)))
    async with app.state.sessions() as session, session.begin():
        await own_games(session, await member_id(app, MOBILE), [cat.spus["moon-garden"].id])
    page = data(await client.get("/product/bundle/get", params={"id": build["id"]}))
    assert page["setPrice"] is None and page["ownedCount"] == 2  # both moon-garden versions
    assert [i["owned"] for i in page["items"]] == [False, True, True, False, False]
    assert page["tiers"] == [{"count": 3, "price": 4900}]


async def test_the_cached_list_shows_a_bundle_created_changed_disabled_or_deleted_at_once(
    app_factory: Any,
) -> None:
    """The bundles' list is answered from memory (to members too): a change in the console drops it."""
    app = app_factory(public_cache_seconds=60)
    async with app.state.sessions() as session, session.begin():
        cat = await small_catalogue(session)
    async with client_for(app) as shop, admin_client_for(app) as admin:
        admin.headers.update(await console(app))

        async def listed() -> list[str]:
            answer = await shop.get("/product/bundle/page", params={"language": "en"})
            return [bundle["name"] for bundle in data(answer)["list"]]

        assert await listed() == []
        assert (await shop.get("/product/bundle/page", params={"language": "en"})).headers["x-cache"] == "hit"
        made = await create_bundle(app, fixed_set(skus(cat, *SET), 9900, "Saga Set"))
        assert await listed() == ["Saga Set"]
        renamed = {**fixed_set(skus(cat, *SET), 9900, "Saga Bundle"), "id": made["id"]}
        data(await admin.post("/promotion/bundle/update", json=renamed))
        assert await listed() == ["Saga Bundle"]
        data(await admin.post("/promotion/bundle/update-enabled", json={"id": made["id"], "enabled": False}))
        assert await listed() == []
        data(await admin.post("/promotion/bundle/update-enabled", json={"id": made["id"], "enabled": True}))
        assert await listed() == ["Saga Bundle"]
        data(await admin.post("/promotion/bundle/delete", json={"id": made["id"]}))
        assert await listed() == []
