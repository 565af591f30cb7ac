"""Sharing and referrals (issue 17): a page's share (link, tracking string, poster behind a short
code), shares counted for tasks, a referral bound once at registration from the opened link (never
oneself, a visitor's or unknown sharer ignored), and referral points once per paid purchase."""

from __future__ import annotations

import io
from typing import Any
from urllib.parse import parse_qs, urlsplit

import httpx
import pytest
import segno
from PIL import Image
from sqlalchemy import func, select, update

from conftest import bearer, client_for, data, failure, login_by_sms, send_code
from fixtures.discounts import PERCENT_OFF, add_activity
from fixtures.shop import keyed_catalogue, member_id, pay_by_notice, set_experience
from fixtures.statements import statements_sent
from fixtures.support import settle_orders
from gamestore.core.db import unit_of_work
from gamestore.engagement.task_import import import_tasks
from gamestore.growth import errors, referral_service
from gamestore.growth.poster import qr_box
from gamestore.identity.sms import SmsScene
from gamestore.loyalty.point_service import PointBizType
from gamestore.models import MemberPointRecord, MemberReferral, MemberReferralPurchase, Sku, Spu

SHARER, FRIEND, OTHER = "13800138501", "13800138502", "13800138503"
CHANNEL = "alipay_wap"
TITLES = {"en": "Share a game", "zh-Hans": "分享游戏", "zh-Hant": "分享遊戲", "ja": "ゲームを共有"}


@pytest.fixture
async def shop(app: Any) -> dict[str, int]:
    cat = await keyed_catalogue(app, keys_per_version=10)
    return {
        "game": cat.spus["star-raid"].id,
        "sku": cat.skus["star-raid-0"].id,
        "dearer": cat.skus["star-raid-1"].id,
    }


async def register(client: httpx.AsyncClient, outbox: Any, mobile: str, spm: str | None) -> dict[str, str]:
    code = await send_code(client, outbox, mobile, SmsScene.LOGIN)
    body = {"mobile": mobile, "code": code} | ({"spm": spm} if spm is not None else {})
    return bearer(data(await client.post("/member/auth/sms-login", json=body)))


async def share_info(client: httpx.AsyncClient, headers: dict[str, str], **params: Any) -> Any:
    query = {"page": 2, "platform": 1, "method": 3, "language": "en"} | params
    return await client.get("/member/share/info", params=query, headers=headers)


async def points_of(app: Any, mobile: str, biz_type: PointBizType) -> list[tuple[int, str | None]]:
    owner = await member_id(app, mobile)
    async with app.state.sessions() as session:
        rows = await session.execute(
            select(MemberPointRecord.point, MemberPointRecord.biz_id).where(
                MemberPointRecord.member_id == owner, MemberPointRecord.biz_type == biz_type
            )
        )
        return [(point, biz_id) for point, biz_id in rows]


async def test_a_members_share_of_a_game(
    app: Any, client: httpx.AsyncClient, outbox: Any, shop: dict[str, int]
) -> None:
    me = bearer(await login_by_sms(client, outbox, SHARER))
    sharer = await member_id(app, SHARER)
    info = data(await share_info(client, me, id=shop["game"]))
    assert info["title"] == "Star Raid" and info["image"]
    assert info["query"] == f"{sharer}.2.{shop['game']}.1.3"
    assert info["path"] == f"/pages/goods/gameDetail?id={shop['game']}&spm={sharer}.2.{shop['game']}.1.3"
    assert info["link"] == f"http://testserver/#{info['path']}"
    poster = urlsplit(info["poster"])
    assert poster.path == "/app-api/member/share/poster"
    assert parse_qs(poster.query) == {"code": [info["code"]], "language": ["en"]}
    assert len(info["code"]) <= 32  # a mini program's scene
    again = data(await share_info(client, me, id=shop["game"], method=2))
    assert again["code"] == info["code"] and again["query"].endswith(".1.2")

    visitor = data(await share_info(client, {}, id=shop["game"]))
    assert visitor["query"] == f"0.2.{shop['game']}.1.3" and visitor["code"] != info["code"]
    home = data(await share_info(client, me, page=1, id=0, platform=4, method=1))
    assert home["path"] == f"/pages/index/index?spm={sharer}.1.0.4.1" and home["image"] == ""


async def test_a_shared_game_shows_the_price_its_card_showed_the_sharer(
    app: Any, client: httpx.AsyncClient, outbox: Any, shop: dict[str, int]
) -> None:
    """Issue 37 #4: star-raid's versions cost 48.00 and 98.00; 60 % off the dearer one makes it the
    cheapest (39.20), and the sharer's level takes 5 % more: the card says "from" that price, and the
    share (its poster) prints it, not the first version's list price. A shared version is priced
    and opened as itself."""
    async with app.state.sessions() as session, session.begin():
        dearer = await session.get(Sku, shop["dearer"])
        assert dearer is not None
        await add_activity(session, [(dearer, PERCENT_OFF, 60)])
    me = bearer(await login_by_sms(client, outbox, SHARER))
    await set_experience(app, SHARER, 3000)  # Gold: 5 %
    cards = data(await client.get("/product/spu/page", params={"pageSize": 50}, headers=me))["list"]
    card = next(found for found in cards if found["id"] == shop["game"])
    assert card["priceFrom"] and card["skuId"] == shop["dearer"]
    assert card["memberPrice"] == 3724 < card["activityPrice"] == 3920  # 98.00 -60 % -5 %

    info = data(await share_info(client, me, id=shop["game"], method=2))
    assert info["price"] == "CN¥37.24"
    assert "skuId" not in info["path"] and parse_qs(urlsplit(info["poster"]).query).keys() == {
        "code",
        "language",
    }

    shared = data(await share_info(client, me, id=shop["game"], method=2, skuId=shop["sku"]))
    assert shared["price"] == "CN¥45.60"  # 48.00 -5 %
    assert shared["path"].startswith(f"/pages/goods/gameDetail?id={shop['game']}&skuId={shop['sku']}&spm=")
    assert parse_qs(urlsplit(shared["poster"]).query)["skuId"] == [str(shop["sku"])]
    # The poster of the shared version links to it.
    answer = await client.get(
        "/member/share/poster", params={"code": shared["code"], "skuId": shop["sku"], "language": "en"}
    )
    image = Image.open(io.BytesIO(answer.content)).convert("RGB")
    link = f"http://testserver/#{shared['path']}"
    left, top, module_px, modules = qr_box(link)
    half = module_px // 2
    drawn = [
        [image.getpixel((left + column * module_px + half, top + row * module_px + half)) == (0, 0, 0)
         for column in range(modules)]
        for row in range(modules)
    ]  # fmt: skip
    assert drawn == [[bool(cell) for cell in row] for row in segno.make_qr(link, error="m").matrix]

    # A visitor's share is at the price a visitor's card shows; a version of another game is ignored.
    visitor = data(await share_info(client, {}, id=shop["game"], skuId=999_999))
    assert visitor["price"] == "CN¥39.20" and "skuId" not in visitor["path"]

    # The prices are read at each share (the app builds its KeyPrices once): a version repriced
    # since is shared at its new price, at once.
    async with app.state.sessions() as session, session.begin():
        await session.execute(update(Sku).where(Sku.id == shop["sku"]).values(price=4000))
    repriced = data(await share_info(client, me, id=shop["game"], method=2, skuId=shop["sku"]))
    assert repriced["price"] == "CN¥38.00"  # 40.00 -5 %


async def test_what_cannot_be_shared(app: Any, client: httpx.AsyncClient, shop: dict[str, int]) -> None:
    assert (
        failure(await share_info(client, {}, id=999_999))[1]
        == "This page can no longer be shared: it has been taken offline"
    )
    assert failure(await share_info(client, {}, page=3, id=999_999))[0] == errors.SHARE_TARGET_NOT_FOUND.code
    assert failure(await share_info(client, {}, page=6, id=shop["game"]))[0] == 400
    assert failure(await share_info(client, {}, page=2, id=0))[0] == errors.SHARE_TARGET_NOT_FOUND.code
    assert failure(await share_info(client, {}, id=shop["game"], platform=9))[0] == 400
    async with unit_of_work(app.state.sessions) as session:
        await session.execute(update(Spu).where(Spu.id == shop["game"]).values(status=0))
    assert failure(await share_info(client, {}, id=shop["game"]))[0] == errors.SHARE_TARGET_NOT_FOUND.code


async def test_the_poster_behind_a_share_code(
    app: Any, client: httpx.AsyncClient, outbox: Any, shop: dict[str, int]
) -> None:
    me = bearer(await login_by_sms(client, outbox, SHARER))
    info = data(await share_info(client, me, id=shop["game"], method=2))
    answer = await client.get("/member/share/poster", params={"code": info["code"], "language": "zh-Hans"})
    assert answer.status_code == 200 and answer.headers["content-type"] == "image/png"
    assert answer.headers["cache-control"].startswith("public")
    image = Image.open(io.BytesIO(answer.content)).convert("RGB")
    assert image.size == (750, 1200)
    # Its QR code is the game's link with the poster's tracking string.
    spm = f"{await member_id(app, SHARER)}.2.{shop['game']}.1.2"
    link = f"http://testserver/#/pages/goods/gameDetail?id={shop['game']}&spm={spm}"
    left, top, module_px, modules = qr_box(link)
    matrix = segno.make_qr(link, error="m").matrix
    half = module_px // 2
    drawn = [
        [image.getpixel((left + column * module_px + half, top + row * module_px + half)) == (0, 0, 0)
         for column in range(modules)]
        for row in range(modules)
    ]  # fmt: skip
    assert drawn == [[bool(cell) for cell in row] for row in matrix]
    again = await client.get("/member/share/poster", params={"code": info["code"], "language": "zh-Hans"})
    assert again.content == answer.content

    assert failure(await client.get("/member/share/poster", params={"code": "nope"}))[0] == (
        errors.SHARE_CODE_NOT_FOUND.code
    )
    assert failure(await client.get("/member/share/poster", params={"code": "bad code\x00"}))[0] == 400


async def test_a_kept_poster_reads_its_sharers_name_with_the_share(
    app: Any, client: httpx.AsyncClient, outbox: Any, shop: dict[str, int]
) -> None:
    me = bearer(await login_by_sms(client, outbox, SHARER))
    info = data(await share_info(client, me, id=shop["game"], method=2))
    poster = {"code": info["code"], "language": "en"}
    drawn = await client.get("/member/share/poster", params=poster)
    with statements_sent(app) as sent:
        assert (await client.get("/member/share/poster", params=poster)).content == drawn.content
    naming = [statement for statement in sent if "member_user.nickname" in statement]
    assert len(naming) == 1 and naming[0].startswith("SELECT member_share_code."), sent


async def test_drawing_posters_is_rate_limited_per_address(
    app_factory: Any, outbox: Any, shop: dict[str, int]
) -> None:
    limited = app_factory(poster_renders_per_ip_per_minute=1)
    async with client_for(limited) as client:
        info = data(await share_info(client, {}, id=shop["game"], method=2))
        poster = {"code": info["code"]}
        first = await client.get("/member/share/poster", params={**poster, "language": "ja"})
        assert first.headers["content-type"] == "image/png"
        again = await client.get("/member/share/poster", params={**poster, "language": "ja"})
        assert again.content == first.content  # kept: not drawn again
        assert (
            failure(await client.get("/member/share/poster", params={**poster, "language": "zh-Hant"}))[0]
            == 429
        )


async def test_shares_count_towards_a_task_once_per_page(
    app: Any, client: httpx.AsyncClient, outbox: Any, shop: dict[str, int]
) -> None:
    task = {"code": "share-two", "type": 1, "event": "shared", "target": 2, "rewardPoint": 10,
            "rewardExperience": 0, "link": "gameList", "titles": TITLES, "descriptions": TITLES}  # fmt: skip
    async with unit_of_work(app.state.sessions) as session:
        assert (await import_tasks(session, {"tasks": [task]})).ok
    me = bearer(await login_by_sms(client, outbox, SHARER))
    body = {"page": 2, "id": shop["game"], "platform": 1, "method": 2}
    assert failure(await client.post("/member/share/log", json=body))[0] == 401
    for _ in range(2):
        assert data(await client.post("/member/share/log", json=body, headers=me)) is True
    tasks = data(await client.get("/member/task/page", params={"type": 1}, headers=me))["list"]
    assert [(t["progress"], t["status"]) for t in tasks if t["code"] == "share-two"] == [(1, 0)]
    await client.post("/member/share/log", json={**body, "page": 1, "id": 0}, headers=me)
    tasks = data(await client.get("/member/task/page", params={"type": 1}, headers=me))["list"]
    assert [t["progress"] for t in tasks if t["code"] == "share-two"] == [2]


async def test_a_friend_registering_from_a_link_is_referred_once(
    app: Any, client: httpx.AsyncClient, outbox: Any, shop: dict[str, int]
) -> None:
    sharer_headers = bearer(await login_by_sms(client, outbox, SHARER))
    spm = data(await share_info(client, sharer_headers, id=shop["game"]))["query"]
    friend_headers = await register(client, outbox, FRIEND, spm)
    friend = await member_id(app, FRIEND)

    summary = data(await client.get("/member/referral/summary", headers=sharer_headers))
    assert summary == {
        "friendCount": 1,
        "purchaseCount": 0,
        "pointTotal": 0,
        "sharerPoints": 50,
        "friendPoints": 20,
    }
    with statements_sent(app) as sent:  # the sharer's session is remembered since the summary
        friends = data(await client.get("/member/referral/page", headers=sharer_headers))
    assert friends["total"] == 1 and friends["list"][0]["id"] == friend
    assert friends["list"][0]["purchaseCount"] == 0
    assert friends["list"][0]["nickname"].startswith("Gamer")
    assert len(sent) == 1, sent  # a short page is counted without a count, the names come with it

    # Logging in again (already registered) binds nothing new, whoever shared the link.
    other_spm = f"{await member_id(app, SHARER)}.1.0.1.3"
    await register(client, outbox, FRIEND, other_spm)
    await register(client, outbox, OTHER, None)
    other = await member_id(app, OTHER)
    await register(client, outbox, FRIEND, f"{other}.1.0.1.3")
    async with app.state.sessions() as session:
        rows = (await session.execute(select(MemberReferral.member_id, MemberReferral.sharer_id))).all()
    assert [tuple(row) for row in rows] == [(friend, await member_id(app, SHARER))]
    assert data(await client.get("/member/referral/summary", headers=friend_headers))["friendCount"] == 0


@pytest.mark.parametrize("spm", ["0.2.1.1.3", "987654321.2.1.1.3", "1.2.3", "x" * 100, "1.9.1.1.3"])
async def test_a_visitors_unknown_or_malformed_share_is_ignored(
    app: Any, client: httpx.AsyncClient, outbox: Any, spm: str
) -> None:
    await register(client, outbox, FRIEND, spm)  # logs in all the same
    async with app.state.sessions() as session:
        assert await session.scalar(select(func.count()).select_from(MemberReferral)) == 0


async def test_nobody_refers_themself(app: Any, client: httpx.AsyncClient, outbox: Any) -> None:
    # A link naming the id the registering member is about to get binds nothing.
    await register(client, outbox, OTHER, None)
    await register(client, outbox, FRIEND, f"{await member_id(app, OTHER) + 1}.1.0.1.3")
    assert await member_id(app, FRIEND) == await member_id(app, OTHER) + 1
    async with app.state.sessions() as session:
        assert await session.scalar(select(func.count()).select_from(MemberReferral)) == 0
    me = await member_id(app, FRIEND)
    async with unit_of_work(app.state.sessions) as session:
        assert not await referral_service.bind(session, 1, me, f"{me}.1.0.1.3")
        assert await referral_service.bind(session, 1, me, f"{await member_id(app, OTHER)}.1.0.1.3")
    assert (
        failure(
            await client.post("/member/auth/sms-login", json={"mobile": FRIEND, "code": "1", "spm": "a\x00"})
        )[0]
        == 400
    )


async def test_a_referred_friends_purchase_rewards_both_once(
    app: Any, client: httpx.AsyncClient, outbox: Any, shop: dict[str, int]
) -> None:
    sharer_headers = bearer(await login_by_sms(client, outbox, SHARER))
    spm = data(await share_info(client, sharer_headers, id=shop["game"], method=2))["query"]
    friend_headers = await register(client_for(app), outbox, FRIEND, spm)

    first = await pay_by_notice(app, client, friend_headers, shop["sku"], notices=4)  # duplicate notices
    assert await points_of(app, SHARER, PointBizType.SHARE_REWARD) == []  # pending until final
    assert await settle_orders(app) == 1
    assert await settle_orders(app) == 0
    assert await points_of(app, SHARER, PointBizType.SHARE_REWARD) == [(50, str(first))]
    assert await points_of(app, FRIEND, PointBizType.REFERRAL_BONUS) == [(20, str(first))]
    second = await pay_by_notice(app, client, friend_headers, shop["sku"])
    await settle_orders(app)
    assert sorted(await points_of(app, SHARER, PointBizType.SHARE_REWARD)) == sorted(
        [(50, str(first)), (50, str(second))]
    )

    summary = data(await client.get("/member/referral/summary", headers=sharer_headers))
    assert (summary["purchaseCount"], summary["pointTotal"]) == (2, 100)
    friend = data(await client.get("/member/referral/page", headers=sharer_headers))["list"][0]
    assert (friend["purchaseCount"], friend["pointTotal"]) == (2, 100)
    records = data(
        await client.post("/member/point/record/page", json={"language": "en"}, headers=sharer_headers)
    )
    assert [(r["bizType"], r["point"]) for r in records["list"]][:2] == [(31, 50), (31, 50)]

    # Giving the first order's reward again changes nothing.
    async with unit_of_work(app.state.sessions) as session:
        reward = await referral_service.purchase_reward(
            session, app.state.settings, await member_id(app, FRIEND), 100
        )
        assert reward is not None
        assert not await referral_service.give_purchase_reward(
            session, await member_id(app, FRIEND), first, reward
        )
        assert await session.scalar(select(func.count()).select_from(MemberReferralPurchase)) == 2


async def test_an_order_paying_nothing_earns_no_referral_points(
    app: Any, client: httpx.AsyncClient, outbox: Any
) -> None:
    sharer_headers = bearer(await login_by_sms(client, outbox, SHARER))
    await register(client, outbox, FRIEND, f"{await member_id(app, SHARER)}.1.0.1.3")
    async with unit_of_work(app.state.sessions) as session:
        assert (
            await referral_service.purchase_reward(
                session, app.state.settings, await member_id(app, FRIEND), 0
            )
            is None
        )
    assert data(await client.get("/member/referral/summary", headers=sharer_headers))["purchaseCount"] == 0


async def test_referrals_need_a_login(client: httpx.AsyncClient) -> None:
    assert failure(await client.get("/member/referral/summary"))[0] == 401
    assert failure(await client.get("/member/referral/page"))[0] == 401
