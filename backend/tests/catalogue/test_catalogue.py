"""Games, categories and reviews: lists, search, sorting, paging, detail, prices."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import select

from conftest import SmsOutbox, bearer, data, failure, login_by_sms
from fixtures import balances
from fixtures.catalogue import Catalogue, small_catalogue
from gamestore.core import clock
from gamestore.models import BrowseHistory, Comment, Favorite


@pytest.fixture
async def cat(app: Any) -> Catalogue:
    async with app.state.sessions() as session, session.begin():
        return await small_catalogue(session)


async def page(client: httpx.AsyncClient, **params: Any) -> Any:
    return data(await client.get("/product/spu/page", params=params))


def codes(result: Any, cat: Catalogue) -> list[str]:
    by_id = {spu.id: code for code, spu in cat.spus.items()}
    return [by_id[item["id"]] for item in result["list"]]


async def test_the_default_page_lists_every_game_on_sale(client: httpx.AsyncClient, cat: Catalogue) -> None:
    result = await page(client)
    assert result["total"] == 5
    assert "old-relic" not in codes(result, cat)
    card = result["list"][0]
    assert set(card) >= {"id", "name", "picUrl", "price", "memberPrice", "displayPrice", "brandName", "stock"}


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("featured", ["tiny-blocks", "star-raid"]),
        ("low-priced", ["tiny-blocks", "moon-garden"]),
        ("new", ["star-raid", "tiny-blocks"]),
        ("best-selling", ["iron-saga", "deep-dive", "star-raid", "tiny-blocks", "moon-garden"]),
    ],
)
async def test_home_lists(client: httpx.AsyncClient, cat: Catalogue, name: str, expected: list[str]) -> None:
    result = await page(client, list=name)
    if name == "featured":
        assert sorted(codes(result, cat)) == sorted(expected)
    else:
        assert codes(result, cat) == expected
    assert result["total"] == len(expected)


async def test_sorting(client: httpx.AsyncClient, cat: Catalogue) -> None:
    assert codes(await page(client, sortField="price"), cat) == [
        "tiny-blocks",
        "moon-garden",
        "star-raid",
        "deep-dive",
        "iron-saga",
    ]
    assert codes(await page(client, sortField="price", sortAsc=False), cat)[0] == "iron-saga"
    assert codes(await page(client, sortField="newest"), cat)[0] == "star-raid"
    assert codes(await page(client, sortField="newest", sortAsc=True), cat)[0] == "moon-garden"
    assert codes(await page(client, sortField="popular"), cat)[0] == "iron-saga"
    assert codes(await page(client, list="low-priced", sortField="price", sortAsc=False), cat) == [
        "moon-garden",
        "tiny-blocks",
    ]


async def test_filters_and_search(client: httpx.AsyncClient, cat: Catalogue) -> None:
    action = cat.categories["action"].id
    assert sorted(codes(await page(client, categoryId=action), cat)) == [
        "deep-dive",
        "iron-saga",
        "star-raid",
    ]
    assert codes(await page(client, categoryId=cat.categories["shooter"].id), cat) == ["star-raid"]
    assert sorted(codes(await page(client, brandId=cat.brands["pixel"].id), cat)) == [
        "deep-dive",
        "moon-garden",
        "tiny-blocks",
    ]
    assert codes(await page(client, keyword="  STAR "), cat) == ["star-raid"]
    assert codes(await page(client, keyword="100%"), cat) == ["deep-dive"]
    assert codes(await page(client, keyword="%"), cat) == ["deep-dive"]  # literal, not a wildcard
    assert (await page(client, keyword="_"))["total"] == 0
    assert (await page(client, keyword="（日）"))["total"] == 5
    assert (await page(client, keyword="no such game"))["total"] == 0


async def test_paging_bounds(client: httpx.AsyncClient, cat: Catalogue) -> None:
    second = await page(client, sortField="price", pageNo=2, pageSize=2)
    assert (second["total"], codes(second, cat)) == (5, ["star-raid", "deep-dive"])
    assert (await page(client, pageNo=9, pageSize=2))["list"] == []
    for bad in (
        {"pageSize": 101},
        {"pageSize": 0},
        {"pageNo": 0},
        {"pageNo": "x"},
        {"sortField": "name"},
        {"list": "cheap"},
        {"categoryId": 0},
        {"keyword": "k" * 141},
        {"priceUnit": "EUR"},
    ):
        code, msg = failure(await client.get("/product/spu/page", params={**bad, "language": "en"}))
        assert code == 400
        assert next(iter(bad)) in msg


async def test_names_in_the_asked_language(client: httpx.AsyncClient, cat: Catalogue) -> None:
    result = await page(client, sortField="price", language="ja")
    assert result["list"][0]["name"] == "Tiny Blocks（日）"
    assert result["list"][0]["brandName"] == "Team pixel（日）"
    assert result["list"][0]["tags"] == ["RPG"]
    result = await page(client, sortField="price", language="en")
    assert result["list"][0]["name"] == "Tiny Blocks"


async def test_display_currency(client: httpx.AsyncClient, cat: Catalogue) -> None:
    cny = (await page(client, sortField="price"))["list"][0]
    usd = (await page(client, sortField="price", priceUnit="USD"))["list"][0]
    jpy = (await page(client, sortField="price", priceUnit="JPY"))["list"][0]
    assert (cny["price"], cny["displayPrice"], cny["priceUnit"]) == (1800, 1800, "CNY")
    assert (usd["price"], usd["displayPrice"], usd["priceUnit"]) == (1800, 250, "USD")  # 18 yuan ≈ $2.50
    assert (jpy["displayPrice"], jpy["priceUnit"]) == (377, "JPY")  # 18 yuan ≈ ¥377
    assert usd["displayMarketPrice"] == 389  # 28 yuan


async def test_members_see_their_level_price(
    app: Any, client: httpx.AsyncClient, cat: Catalogue, outbox: SmsOutbox
) -> None:
    tokens = await login_by_sms(client, outbox, "13800138000")
    visitor = (await page(client, sortField="price"))["list"][0]
    assert visitor["memberPrice"] == visitor["price"] == 1800
    bronze = data(
        await client.get("/product/spu/page", params={"sortField": "price"}, headers=bearer(tokens))
    )
    assert bronze["list"][0]["memberPrice"] == 1800
    async with app.state.sessions() as session, session.begin():
        await balances.set_experience(session, 3500)  # Gold: 5 % off
    gold = data(await client.get("/product/spu/page", params={"sortField": "price"}, headers=bearer(tokens)))
    assert gold["list"][0]["memberPrice"] == 1710
    detail = data(
        await client.get(
            "/product/spu/get-detail", params={"id": cat.spus["star-raid"].id}, headers=bearer(tokens)
        )
    )
    assert [(s["price"], s["memberPrice"]) for s in detail["skus"]] == [(4800, 4560), (9800, 9310)]


async def test_detail(app: Any, client: httpx.AsyncClient, cat: Catalogue) -> None:
    spu = cat.spus["star-raid"]
    async with app.state.sessions() as session, session.begin():
        for rating in (5, 4, 3, 1):
            session.add(
                Comment(
                    spu_id=spu.id, nickname="n", rating=rating, content="c", images=[], created_at=clock.now()
                )
            )
    game = data(await client.get("/product/spu/get-detail", params={"id": spu.id, "language": "en"}))
    assert game["name"] == "Star Raid"
    assert game["categoryName"] == "Shooter"
    assert game["brandName"] == "Team nebula"
    assert [s["name"] for s in game["skus"]] == ["Standard", "Deluxe"]
    assert game["stock"] == 10
    assert game["price"] == 4800
    assert game["gameTypeRespVOS"][0]["gameType"] == 1
    assert game["saleTypeRespVOS"][0]["typeLink"].startswith("https://")
    assert game["sliderPicUrls"] == ["/shots/star-raid/1.svg", "/shots/star-raid/2.svg"]
    assert game["rating"] == {"average": 3.3, "total": 4, "positive": 2, "neutral": 1, "negative": 1}
    assert game["favorite"] is False
    assert (game["version"], game["size"]) == ("1.0.0", "10 GB")


async def test_detail_of_off_shelf_and_unknown_games(client: httpx.AsyncClient, cat: Catalogue) -> None:
    off = await client.get(
        "/product/spu/get-detail", params={"id": cat.spus["old-relic"].id, "language": "en"}
    )
    assert failure(off) == (1_008_005_001, "This game has been taken offline, please check other games")
    assert failure(await client.get("/product/spu/get-detail", params={"id": 999999}))[0] == 1_008_005_000
    for bad in ("0", "-1", "abc", "99999999999999999999"):
        assert failure(await client.get("/product/spu/get-detail", params={"id": bad}))[0] == 400
    assert failure(await client.get("/product/spu/get-detail"))[0] == 400


async def test_a_member_opening_a_game_leaves_a_footprint(
    app: Any, client: httpx.AsyncClient, cat: Catalogue, outbox: SmsOutbox
) -> None:
    tokens = await login_by_sms(client, outbox, "13800138000")
    spu = cat.spus["iron-saga"]
    await client.get("/product/spu/get-detail", params={"id": spu.id})
    for _ in range(2):
        detail = data(
            await client.get("/product/spu/get-detail", params={"id": spu.id}, headers=bearer(tokens))
        )
    assert detail["favorite"] is False
    async with app.state.sessions() as session, session.begin():
        rows = (await session.scalars(select(BrowseHistory))).all()
        session.add(Favorite(member_id=tokens["userId"], spu_id=spu.id, created_at=clock.now()))
    assert [(row.member_id, row.spu_id) for row in rows] == [(tokens["userId"], spu.id)]
    detail = data(await client.get("/product/spu/get-detail", params={"id": spu.id}, headers=bearer(tokens)))
    assert detail["favorite"] is True
    assert detail["browseCount"] == 3


async def test_reviews_pages_and_statistics(app: Any, client: httpx.AsyncClient, cat: Catalogue) -> None:
    spu = cat.spus["tiny-blocks"]
    sku = cat.skus["tiny-blocks-0"]
    async with app.state.sessions() as session, session.begin():
        for index, rating in enumerate((5, 5, 4, 3, 2, 1)):
            session.add(
                Comment(
                    spu_id=spu.id,
                    sku_id=sku.id,
                    nickname=f"player{index}",
                    rating=rating,
                    content=f"c{index}",
                    images=["/p.png"] if index == 0 else [],
                    anonymous=index == 1,
                    created_at=clock.now() - timedelta(days=index),
                    reply="thanks" if index == 0 else None,
                    reply_time=clock.now() if index == 0 else None,
                )
            )
        session.add(
            Comment(
                spu_id=spu.id,
                nickname="hidden",
                rating=1,
                content="spam",
                images=[],
                visible=False,
                created_at=clock.now(),
            )
        )

    async def reviews(**params: Any) -> Any:
        return data(
            await client.get("/product/comment/page", params={"spuId": spu.id, "language": "en", **params})
        )

    everything = await reviews()
    assert everything["total"] == 6
    first = everything["list"][0]
    assert (first["nickname"], first["rating"], first["reply"], first["skuName"]) == (
        "player0",
        5,
        "thanks",
        "Standard",
    )
    assert first["picUrls"] == ["/p.png"]
    assert everything["list"][1]["nickname"] == "Anonymous player"
    assert everything["list"][1]["avatar"] is None
    assert (await reviews(type="positive"))["total"] == 3
    assert (await reviews(type="neutral"))["total"] == 1
    assert (await reviews(type="negative"))["total"] == 2
    assert [r["content"] for r in (await reviews(pageNo=2, pageSize=4))["list"]] == ["c4", "c5"]
    stats = data(await client.get("/product/comment/statistics", params={"spuId": spu.id}))
    assert stats == {"average": 3.3, "total": 6, "positive": 3, "neutral": 1, "negative": 2}
    empty = data(await client.get("/product/comment/statistics", params={"spuId": cat.spus["iron-saga"].id}))
    assert empty == {"average": 0.0, "total": 0, "positive": 0, "neutral": 0, "negative": 0}
    assert (
        failure(await client.get("/product/comment/page", params={"spuId": spu.id, "type": "best"}))[0] == 400
    )


async def test_list_by_ids_simple_list_and_navigation_numbers(
    client: httpx.AsyncClient, cat: Catalogue
) -> None:
    wanted = [cat.spus[c].id for c in ("moon-garden", "old-relic", "star-raid", "moon-garden")]
    found = data(await client.get("/product/spu/list-by-ids", params={"ids": ",".join(map(str, wanted))}))
    assert [item["id"] for item in found] == [cat.spus["moon-garden"].id, cat.spus["star-raid"].id]
    for bad in ("", "1,,2", "a", ",".join(["1"] * 101)):
        assert failure(await client.get("/product/spu/list-by-ids", params={"ids": bad}))[0] == 400
    simple = data(await client.get("/product/spu/list-all-simple", params={"language": "en"}))
    assert len(simple) == 5
    assert set(simple[0]) == {"id", "name"}
    numbers = data(await client.get("/product/spu/getNavigationNum"))
    assert numbers == {"featured": 2, "lowPriced": 2, "new": 2, "bestSelling": 5, "total": 5}


async def test_categories(client: httpx.AsyncClient, cat: Catalogue) -> None:
    categories = data(await client.get("/product/category/list", params={"language": "en"}))
    assert [(c["name"], c["parentId"]) for c in categories] == [
        ("Action", None),
        ("Shooter", cat.categories["action"].id),
        ("Puzzle", None),
    ]
