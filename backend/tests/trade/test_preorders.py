"""Pre-orders (issue 41): a version released later sells paid in full without a key; at the release a
job delivers keys to its pre-orders first paid first, exactly once however many processes run it;
keys running short are told to the orders left (once) and to the console's dashboard, and those
still without keys a day later are refunded by the channel that paid. Until its keys come a pre-order
can be refunded whole, whenever; what it earns waits for its refund window after delivery."""

from __future__ import annotations

import asyncio
import os
import re
import subprocess
import sys
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select, update

from conftest import AppFactory, bearer, client_for, data, failure
from fixtures.catalogue_console import catalogue_file, game_row
from fixtures.operators import admin_client_for
from fixtures.shop import add_keys, keyed_catalogue, member_id
from fixtures.support import operator_headers, shopper
from fixtures.wechat_fixtures import mp, mp_url
from fixtures.wechat_mp_standin import WechatMpStandIn
from fixtures.wechat_social import social_settings
from fixtures.wechatpay_standin import APPID_MINI, OPENID_MINI
from gamestore.catalogue import price_history
from gamestore.catalogue.import_keys import import_keys
from gamestore.catalogue.importer import import_catalogue
from gamestore.core import clock
from gamestore.core.crypto import KeyCipher
from gamestore.core.db import unit_of_work
from gamestore.models import ActivationKey, Member, MemberNotification, Sku, TradeOrder, TradeOrderEffect
from gamestore.models.catalogue import KeyBatch
from gamestore.pay.wallet_service import WalletBizType, change_balance
from gamestore.trade import errors
from gamestore.trade.order_maturity import mature_due_orders
from gamestore.trade.preorder_service import deliver_released, protect_prices, refund_short, shortages

__all__ = ["mp", "mp_url"]  # fixtures

SKU = "star-raid-1"  # 9800 a key
OTHER_SKU = "star-raid-0"
MEMBERS = ("13800000511", "13800000512", "13800000513")


@dataclass(frozen=True)
class Shop:
    skus: dict[str, Sku]
    release: datetime


@pytest.fixture
async def shop(app: Any, outbox: Any) -> Shop:
    """The small catalogue without a key; star-raid-1 released in 20 days (past the refund window)."""
    cat = await keyed_catalogue(app, keys_per_version=0)
    release = clock.now().replace(microsecond=0) + timedelta(days=20)
    async with app.state.sessions() as session, session.begin():
        await session.execute(update(Sku).where(Sku.id == cat.skus[SKU].id).values(release_at=release))
    return Shop(cat.skus, release)


async def preorder(client: httpx.AsyncClient, sku_id: int, count: int = 1) -> int:
    body = {"items": [{"skuId": sku_id, "count": count}]}
    created = data(await client.post("/trade/order/create", json=body))
    paid = {"id": created["payOrderId"], "channelCode": "wallet"}
    assert data(await client.post("/pay/order/submit", json=paid))["status"] == 0
    return int(created["id"])


async def detail(client: httpx.AsyncClient, order_id: int) -> dict[str, Any]:
    answer: dict[str, Any] = data(await client.get("/trade/order/get-detail", params={"id": order_id}))
    return answer


async def wallet(client: httpx.AsyncClient) -> int:
    return int(data(await client.get("/pay/wallet/get"))["balance"])


async def keys_for(app: Any, sku_id: int, count: int) -> None:
    async with app.state.sessions() as session, session.begin():
        await add_keys(session, KeyCipher.from_settings(app.state.settings), sku_id, count)


async def told(app: Any, mobile: str, key_prefix: str) -> int:
    member = await member_id(app, mobile)
    async with app.state.sessions() as session:
        found = await session.scalar(
            select(func.count()).where(
                MemberNotification.member_id == member, MemberNotification.biz_key.startswith(key_prefix)
            )
        )
    return int(found or 0)


async def pending_until(app: Any, order_id: int) -> datetime:
    """When what the order earns is final at the latest (its pending grants')."""
    async with app.state.sessions() as session:
        found = await session.scalar(
            select(func.max(TradeOrderEffect.final_by)).where(TradeOrderEffect.order_id == order_id)
        )
    assert found is not None
    return found


def ms(moment: Any) -> int:
    return int(moment.timestamp() * 1000)


async def test_a_preorder_is_paid_in_full_without_a_key_and_waits_undelivered(
    app: Any, client: httpx.AsyncClient, shop: Any, outbox: Any
) -> None:
    await shopper(app, client, outbox, MEMBERS[0])
    settled = data(
        await client.post(
            "/trade/order/settlement", json={"items": [{"skuId": shop.skus[SKU].id, "count": 2}]}
        )
    )
    assert settled["items"][0]["releaseTime"] == ms(shop.release)
    before = await wallet(client)
    order_id = await preorder(client, shop.skus[SKU].id, 2)
    order = await detail(client, order_id)
    assert (order["status"], order["preorderStatus"], order["releaseTime"]) == (10, 10, ms(shop.release))
    assert order["activationCodes"] == [] and order["refundDeadline"] == ms(shop.release)
    assert await wallet(client) == before - 2 * 9800
    assert data(await client.get("/trade/order/get-count"))["undeliveredCount"] == 1
    # What it earns waits: not even its refund window passing makes an undelivered order final.
    assert await mature_due_orders(app.state.sessions, clock.now() + timedelta(days=30)) == 0
    # A pre-order is ordered on its own, and not as a gift.
    await keys_for(app, shop.skus[OTHER_SKU].id, 1)
    mixed = {
        "items": [{"skuId": shop.skus[SKU].id, "count": 1}, {"skuId": shop.skus[OTHER_SKU].id, "count": 1}]
    }
    assert failure(await client.post("/trade/order/create", json=mixed))[0] == errors.PREORDER_ALONE.code
    gift = {"items": [{"skuId": shop.skus[SKU].id, "count": 1}], "gift": True}
    assert failure(await client.post("/trade/order/create", json=gift))[0] == errors.PREORDER_GIFT.code


async def test_at_release_keys_go_first_paid_first_and_the_orders_left_are_told_once(
    app: Any, client: httpx.AsyncClient, shop: Any, outbox: Any
) -> None:
    sku_id = shop.skus[SKU].id
    orders = []
    for mobile in MEMBERS:
        async with client_for(app) as member:
            await shopper(app, member, outbox, mobile)
            orders.append(await preorder(member, sku_id))
    await keys_for(app, sku_id, 2)
    sessions, settings = app.state.sessions, app.state.settings
    assert await deliver_released(sessions, settings, shop.release - timedelta(seconds=1)) == 0
    released = shop.release + timedelta(minutes=1)
    assert await deliver_released(sessions, settings, released) == 2
    assert await deliver_released(sessions, settings, released) == 0
    async with app.state.sessions() as session:
        states = [
            tuple(row)
            for row in await session.execute(
                select(TradeOrder.status, TradeOrder.preorder_status)
                .where(TradeOrder.id.in_(orders))
                .order_by(TradeOrder.id)
            )
        ]
        assert states == [(30, 20), (30, 20), (10, 30)]
        [short] = await shortages(session)
    assert (short.sku_id, short.orders, short.keys) == (sku_id, 1, 1)
    # The console's dashboard lists the version until keys come.
    async with admin_client_for(app) as console:
        console.headers.update(await operator_headers(app, "support"))
        listed = data(await console.get("/trade/statistics/summary"))["preorderShortages"]
        assert [(row["skuId"], row["orderCount"], row["keyCount"]) for row in listed] == [(sku_id, 1, 1)]
        assert listed[0]["refundTime"] == ms(released + timedelta(hours=24))
    assert [await told(app, mobile, "preorder-delivered") for mobile in MEMBERS] == [1, 1, 0]
    assert await told(app, MEMBERS[2], "preorder-short") == 1
    async with client_for(app) as last:
        await shopper(app, last, outbox, MEMBERS[2])
        kinds = [
            event["kind"]
            for event in data(await last.get("/trade/order/get-express-track-list", params={"id": orders[2]}))
        ]
        assert kinds == ["created", "paid", "preorder"]
        # A key arrives: the order waiting is delivered on the next run, told once more (delivered).
        await keys_for(app, sku_id, 1)
        assert await deliver_released(sessions, settings, released + timedelta(hours=1)) == 1
        delivered = await detail(last, orders[2])
        assert (delivered["status"], delivered["preorderStatus"], len(delivered["activationCodes"])) == (
            30,
            20,
            1,
        )
        # Its refund window opens at delivery.
        assert delivered["refundDeadline"] == ms(
            released + timedelta(hours=1, days=settings.refund_window_days)
        )
    assert await told(app, MEMBERS[2], "preorder-short") == 1
    async with app.state.sessions() as session:
        assert await shortages(session) == []


async def test_the_release_job_in_two_processes_delivers_each_order_once(
    app: Any, client: httpx.AsyncClient, shop: Any, outbox: Any
) -> None:
    sku_id = shop.skus[SKU].id
    orders = []
    for mobile in MEMBERS:
        async with client_for(app) as member:
            await shopper(app, member, outbox, mobile)
            orders.append(await preorder(member, sku_id, 2))
    await keys_for(app, sku_id, 5)  # two orders' worth, and one key over
    async with app.state.sessions() as session, session.begin():  # released a moment ago
        await session.execute(update(Sku).where(Sku.id == sku_id).values(release_at=clock.now()))
        await session.execute(
            update(TradeOrder).where(TradeOrder.id.in_(orders)).values(release_at=clock.now())
        )
    env = {**os.environ, "DATABASE_URL": app.state.settings.database_url}
    command = [sys.executable, "-m", "gamestore.cli", "deliver-preorders"]
    runs = [
        await asyncio.create_subprocess_exec(
            *command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE
        )
        for _ in range(2)
    ]
    outputs = [await run.communicate() for run in runs]
    assert [run.returncode for run in runs] == [0, 0], outputs
    said = [int(re.findall(r"^(\d+) pre-orders delivered$", out.decode(), re.M)[-1]) for out, _ in outputs]
    assert sum(said) == 2, outputs  # two orders delivered between them, whoever ran first
    async with app.state.sessions() as session:
        held = dict(
            (
                await session.execute(
                    select(TradeOrder.id, TradeOrder.preorder_status).where(TradeOrder.id.in_(orders))
                )
            ).all()
        )
    assert [held[order] for order in orders] == [20, 20, 30]
    async with client_for(app) as first:
        await shopper(app, first, outbox, MEMBERS[0])
        assert len((await detail(first, orders[0]))["activationCodes"]) == 2


async def test_a_preorder_short_of_keys_a_day_is_refunded_by_the_channel_that_paid(
    app: Any, client: httpx.AsyncClient, shop: Any, outbox: Any
) -> None:
    await shopper(app, client, outbox, MEMBERS[0])
    before = await wallet(client)
    order_id = await preorder(client, shop.skus[SKU].id)
    released = shop.release + timedelta(minutes=1)
    sessions, settings, gateways = app.state.sessions, app.state.settings, app.state.pay_channels
    assert await deliver_released(sessions, settings, released) == 0
    assert (await detail(client, order_id))["preorderStatus"] == 30
    assert await refund_short(sessions, settings, gateways, released + timedelta(hours=23)) == 0
    assert await refund_short(sessions, settings, gateways, released + timedelta(hours=24)) == 1
    assert await refund_short(sessions, settings, gateways, released + timedelta(hours=25)) == 0
    order = await detail(client, order_id)
    assert (order["status"], order["preorderStatus"], order["refundPrice"]) == (40, 40, 9800)
    assert await wallet(client) == before
    assert await told(app, MEMBERS[0], "preorder-refunded") == 1
    # Keys arriving later deliver nothing: it is refunded.
    await keys_for(app, shop.skus[SKU].id, 1)
    assert await deliver_released(sessions, settings, released + timedelta(days=2)) == 0


async def test_a_preorder_is_refunded_whole_whenever_before_its_keys_come(
    app: Any, client: httpx.AsyncClient, shop: Any, outbox: Any
) -> None:
    await shopper(app, client, outbox, MEMBERS[0])
    before = await wallet(client)
    order_id = await preorder(client, shop.skus[SKU].id, 2)
    clock.travel_to(shop.release - timedelta(hours=1))  # past the refund window, before the release
    try:
        data(await client.post("/trade/after-sale/create", json={"orderId": order_id}))
    finally:
        clock.back_to_now()
    order = await detail(client, order_id)
    assert (order["status"], order["preorderStatus"], order["refundPrice"]) == (40, 40, 2 * 9800)
    assert await wallet(client) == before
    await keys_for(app, shop.skus[SKU].id, 2)
    assert await deliver_released(app.state.sessions, app.state.settings, shop.release) == 0
    refused = failure(await client.post("/trade/after-sale/create", json={"orderId": order_id}))
    assert refused[0] in {errors.REFUND_ALREADY_DONE.code, errors.REFUND_ORDER_NOT_PAID.code}


async def test_moving_a_versions_release_moves_its_waiting_preorders(
    app: Any, client: httpx.AsyncClient, shop: Shop, outbox: Any
) -> None:
    later = clock.now().replace(microsecond=0) + timedelta(days=30)
    game = game_row("moon-rally", prices=[(3900, 5900)])
    game["skus"][0]["releaseAt"] = later.isoformat()
    async with unit_of_work(app.state.sessions) as session:
        assert (await import_catalogue(session, catalogue_file(game))).ok
        sku_id = await session.scalar(select(Sku.id).where(Sku.code == "moon-rally-0"))
    assert sku_id is not None
    await shopper(app, client, outbox, MEMBERS[0])
    order_id = await preorder(client, sku_id)
    assert (await detail(client, order_id))["releaseTime"] == ms(later)
    # Delayed ten days: it is delivered then, and what it earns waits ten days longer.
    final_by = await pending_until(app, order_id)
    game["skus"][0]["releaseAt"] = (later + timedelta(days=10)).isoformat()
    async with unit_of_work(app.state.sessions) as session:
        assert (await import_catalogue(session, catalogue_file(game))).ok
    assert (await detail(client, order_id))["releaseTime"] == ms(later + timedelta(days=10))
    assert await pending_until(app, order_id) == final_by + timedelta(days=10)
    await keys_for(app, sku_id, 1)
    # Released early (null: now): the order waiting for it is delivered on the job's next run.
    game["skus"][0]["releaseAt"] = None
    async with unit_of_work(app.state.sessions) as session:
        assert (await import_catalogue(session, catalogue_file(game))).ok
    assert await deliver_released(app.state.sessions, app.state.settings) == 1
    delivered = await detail(client, order_id)
    assert (delivered["preorderStatus"], len(delivered["activationCodes"])) == (20, 1)


async def record_prices(app: Any, sku_id: int, price: int | None = None) -> None:
    """The version's price now (``price`` set first when given), in its history."""
    async with unit_of_work(app.state.sessions) as session:
        if price is not None:
            await session.execute(update(Sku).where(Sku.id == sku_id).values(price=price))
        await price_history.record(session, [sku_id])


async def test_a_price_that_fell_before_release_gives_the_difference_back_once(
    app: Any, client: httpx.AsyncClient, shop: Shop, outbox: Any
) -> None:
    sku_id = shop.skus[SKU].id
    await record_prices(app, sku_id)
    await shopper(app, client, outbox, MEMBERS[0])
    before = await wallet(client)
    order_id = await preorder(client, sku_id)
    # A sale while it waits (7800), over before the release: the cheapest it could have been wins.
    await record_prices(app, sku_id, 7800)
    await record_prices(app, sku_id, 9800)
    await keys_for(app, sku_id, 1)
    released = shop.release + timedelta(minutes=1)
    sessions, settings, gateways = app.state.sessions, app.state.settings, app.state.pay_channels
    assert await deliver_released(sessions, settings, released) == 1
    assert await protect_prices(sessions, settings, gateways, released) == 1
    assert await protect_prices(sessions, settings, gateways, released + timedelta(hours=1)) == 0
    assert await wallet(client) == before - 9800 + 2000
    order = await detail(client, order_id)
    assert (order["status"], order["refundPrice"]) == (30, 2000)
    kinds = [
        e["kind"]
        for e in data(await client.get("/trade/order/get-express-track-list", params={"id": order_id}))
    ]
    assert kinds.count("priceProtected") == 1
    assert await told(app, MEMBERS[0], "price-protected") == 1
    # Refunding its key now gives back what is left of the money, not the price paid again.
    refund = data(await client.post("/trade/after-sale/create", json={"orderId": order_id}))
    assert refund["refundPrice"] == 7800
    assert await wallet(client) == before


async def test_a_price_that_never_fell_gives_nothing_back(
    app: Any, client: httpx.AsyncClient, shop: Shop, outbox: Any
) -> None:
    sku_id = shop.skus[SKU].id
    await record_prices(app, sku_id)
    await shopper(app, client, outbox, MEMBERS[0])
    order_id = await preorder(client, sku_id)
    await record_prices(app, sku_id, 10800)  # dearer meanwhile: the price paid stands
    await keys_for(app, sku_id, 1)
    released = shop.release + timedelta(minutes=1)
    sessions, settings, gateways = app.state.sessions, app.state.settings, app.state.pay_channels
    assert await deliver_released(sessions, settings, released) == 1
    assert await protect_prices(sessions, settings, gateways, released) == 0
    assert (await detail(client, order_id))["refundPrice"] == 0
    async with app.state.sessions() as session:
        settled = await session.scalar(select(TradeOrder.protected_at).where(TradeOrder.id == order_id))
    assert settled is not None  # settled once: never looked at again


async def test_keys_at_release_activate_where_the_member_ordered_from(
    app: Any, client: httpx.AsyncClient, shop: Any, outbox: Any
) -> None:
    """The first payer set Japan when they ordered (and cleared it since): a key for China only is not
    theirs, so it goes to the next order (country unknown) and the first waits, told once, for one."""
    sku_id = shop.skus[SKU].id
    orders = []
    for mobile, where in ((MEMBERS[0], "JP"), (MEMBERS[1], None)):
        async with client_for(app) as member:
            await shopper(app, member, outbox, mobile)
            await set_country(app, mobile, where)
            orders.append(await preorder(member, sku_id))
    await set_country(app, MEMBERS[0], None)
    cipher = KeyCipher.from_settings(app.state.settings)
    async with app.state.sessions() as session, session.begin():
        assert (await import_keys(session, cipher, sku_id, ["# regions: allow CN", "CNKEY-00001"])).ok
    sessions, settings = app.state.sessions, app.state.settings
    released = shop.release + timedelta(minutes=1)
    assert await deliver_released(sessions, settings, released) == 1
    assert await deliver_released(sessions, settings, released) == 0
    async with app.state.sessions() as session:
        states = (await session.execute(select(TradeOrder.preorder_status).order_by(TradeOrder.id))).scalars()
        assert list(states) == [30, 20]
    assert [await told(app, mobile, "preorder-short") for mobile in MEMBERS[:2]] == [1, 0]
    await keys_for(app, sku_id, 1)  # a key that activates everywhere
    assert await deliver_released(sessions, settings, released + timedelta(hours=1)) == 1
    async with client_for(app) as first:
        await shopper(app, first, outbox, MEMBERS[0])
        [key] = (await detail(first, orders[0]))["activationCodes"]
    async with app.state.sessions() as session:
        mode = await session.scalar(
            select(KeyBatch.region_mode)
            .join(ActivationKey, ActivationKey.batch_id == KeyBatch.id)
            .where(ActivationKey.id == key["keyId"])
        )
    assert mode == 0


async def set_country(app: Any, mobile: str, country: str | None) -> None:
    async with app.state.sessions() as session, session.begin():
        await session.execute(update(Member).where(Member.mobile == mobile).values(country=country))


async def test_a_preorders_news_reaches_wechat_when_the_member_accepted_a_message(
    app_factory: AppFactory, mp: WechatMpStandIn, mp_url: str
) -> None:
    """In the mini program the member accepts a subscribe message for their pre-order: its delivery
    goes to WeChat as well, once, opening the order; without an acceptance only the app is told."""
    template = mp.add_template(
        "预购到货通知", "商品:{{thing1.DATA}}\n说明:{{thing2.DATA}}\n时间:{{time3.DATA}}\n", appid=APPID_MINI
    )
    store = app_factory(**social_settings(mp_url, wechat_mini_program_reminder_template=template))
    cat = await keyed_catalogue(store, keys_per_version=0)
    sku_id = cat.skus[SKU].id
    release = clock.now().replace(microsecond=0) + timedelta(days=2)
    async with store.state.sessions() as session, session.begin():
        await session.execute(update(Sku).where(Sku.id == sku_id).values(release_at=release))
    async with client_for(store, **{"content-language": "en"}) as member:
        login = {
            "phoneCode": mp.mint_phone_code(MEMBERS[0], APPID_MINI),
            "loginCode": mp.mint_login_code(OPENID_MINI, APPID_MINI),
        }
        member.headers.update(
            bearer(data(await member.post("/member/auth/weixin-mini-app-login", json=login)))
        )
        async with store.state.sessions() as session, session.begin():
            await change_balance(
                session, await member_id(store, MEMBERS[0]), 100_000, WalletBizType.RECHARGE, "test", "top up"
            )
        accepted, unaccepted = await preorder(member, sku_id), await preorder(member, sku_id)
        mp.accept_subscription(OPENID_MINI, template, APPID_MINI)
        assert data(await member.post("/trade/order/preorder-message", json={"id": accepted})) == 1
        assert (await detail(member, accepted))["miniProgramMessages"] == 1
        refused = await member.post("/trade/order/preorder-message", json={"id": 987654})
        assert failure(refused) == (
            errors.PREORDER_NOT_WAITING.code,
            "This order is not a pre-order waiting for its keys",
        )
        await keys_for(store, sku_id, 2)
        assert await deliver_released(store.state.sessions, store.state.settings, release) == 2
        assert (await detail(member, accepted))["miniProgramMessages"] == 0
        delivered = await member.post("/trade/order/preorder-message", json={"id": accepted})
        assert failure(delivered)[0] == errors.PREORDER_NOT_WAITING.code
    assert await store.state.outbox_relay.deliver_due() == 1
    assert await store.state.outbox_relay.deliver_due() == 0
    [message] = mp.messages
    assert message["page"] == f"pages/index/index?path=%2Fpages%2Forder%2Fdetail%3Fid%3D{accepted}"
    assert message["data"]["thing1"] == {"value": "Star Raid"}
    assert message["data"]["thing2"] == {"value": "Pre-order delivered"}
    assert unaccepted != accepted and mp.acceptances[(APPID_MINI, OPENID_MINI, template)] == 0
