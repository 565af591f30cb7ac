"""The money property (issue 36): random orders (several lines, points used, a voucher, a buyer referred by a
share, tasks counting orders claimed or not), then random reveals, maturity, partial and whole refunds,
orders paid by WeChat Pay (its stand-in) whose refund the gateway refuses or reports ABNORMAL or CLOSED
before the retry job or support gets it through, and orders paid in the mini program, whose shipping
WeChat is told of once unless a refund came first. After every whole refund of an unrevealed order (a pre-
order's too, before or after its release), every member's balances, holdings, task progress and level
equal what they were before that order; after every step every ledger adds up, nothing was granted twice,
no key is both sold and on sale (a key whose refund is in flight belongs to its order, neither on sale nor
revealable) and the gateway gave the money back once. Orders at a star deal and of a bundle (issue 42;
bought straight away or from the cart with another game) go the same ways, and a deal's held keys and
its members' units always make its quantity. On SQLite, and on PostgreSQL when TEST_DATABASE_URL names
one. ORDER_PROPERTY_EXAMPLES sets how many scenarios (default 12)."""

from __future__ import annotations

import asyncio
import json
import os
import uuid
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

import httpx
import pytest
import structlog
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from sqlalchemy import func, select, update

from conftest import AppFactory, clean_tables, client_for, data, failure
from fixtures import balances
from fixtures.bundles import create_bundle, fixed_set, pick_n
from fixtures.catalogue import texts
from fixtures.operators import admin_client_for, make_operator
from fixtures.purchase_rewards import rewarding_shop
from fixtures.shop import add_keys, member_tokens
from fixtures.support import operator_headers, settle_orders
from fixtures.wechat_fixtures import gateway, mp, mp_url, standin
from fixtures.wechat_mp_standin import WechatMpStandIn
from fixtures.wechatpay_standin import APPID_MINI, MCHID, OPENID_MINI, WechatPayStandIn
from gamestore.catalogue import price_history, promotion_errors
from gamestore.catalogue.key_service import REFUNDING, SET_ASIDE
from gamestore.catalogue.star_deal_service import HELD
from gamestore.core import clock
from gamestore.core.crypto import KeyCipher
from gamestore.core.db import unit_of_work
from gamestore.core.operators import OperatorPrincipal
from gamestore.demo.loader import TASKS, load_demo_items
from gamestore.engagement import rewards
from gamestore.engagement.items import GrantSource
from gamestore.engagement.task_import import import_tasks
from gamestore.loyalty import point_service
from gamestore.loyalty.experience_service import EXPERIENCE
from gamestore.loyalty.point_service import POINTS, PointBizType, change_points
from gamestore.models import (
    ActivationKey,
    Member,
    MemberCollectible,
    MemberExperienceRecord,
    MemberItem,
    MemberPendingReward,
    MemberPointRecord,
    MemberReferral,
    MemberTaskProgress,
    Operator,
    OwnedGame,
    PayWallet,
    PayWalletTransaction,
    Sku,
    StarDeal,
    StarDealTake,
    TradeOrder,
    TradeOrderItem,
)
from gamestore.models.outbox import OutboxMessage
from gamestore.pay.refund_service import RetryPolicy, retry_failed_refunds
from gamestore.pay.wallet_service import WalletBizType, change_balance
from gamestore.trade import errors as trade_errors
from gamestore.trade import key_report_service, refund_service
from gamestore.trade.gift_service import return_unclaimed
from gamestore.trade.key_report_schemas import AdminKeyReportResolveReq
from gamestore.trade.order_maturity import mature_due_orders
from gamestore.trade.order_status import WAITING_PREORDER
from gamestore.trade.preorder_service import deliver_released, protect_prices, refund_short
from pay.test_refund_gateways import attempt_no, pay_refunds, relay, wechat_pay_settings
from trade.test_refund_retries import notify
from trade.test_star_deals import claims_not_counted, new_deal

__all__ = ["gateway", "mp", "mp_url", "standin"]  # fixtures

log = structlog.get_logger(__name__)

EXAMPLES = int(os.environ.get("ORDER_PROPERTY_EXAMPLES", "12"))
VERSIONS = ("star-raid-0", "star-raid-1", "tiny-blocks-0", "iron-saga-0")
PREORDERED = "star-raid-pre"  # a version without keys, pre-ordered in the pre-order rounds
PREORDER_PRICE = 6800
AVAILABLE, SOLD = 0, 20
WECHAT = "wx_wap"
MINI_PROGRAM = "wx_lite"
MINI_PROGRAM_BUYER = 1  # the buyer whose mini-program account is bound (the stand-in knows one openid)
# The retry job as it runs once a failed refund is due: asked again at once (or, its tries used up,
# handed to support).
ASK_AGAIN = RetryPolicy(base_seconds=0, cap_seconds=0, tries=100)
TO_SUPPORT = RetryPolicy(base_seconds=0, cap_seconds=0, tries=0)


@dataclass
class Store:
    app: Any
    skus: dict[str, int]
    buyers: list[httpx.AsyncClient]  # buyers[0] was referred by the sharer, buyers[1] was not
    members: list[int]  # buyer 0, buyer 1, the sharer
    wechat: WechatPayStandIn
    mp: WechatMpStandIn  # WeChat's server API: the mini program's logins and shipping uploads
    console: dict[str, str]  # a catalogue operator's login: star deals and bundles


@pytest.fixture
def shop_app(app_factory: AppFactory, gateway: str, standin: WechatPayStandIn, mp_url: str) -> Any:
    """The app with the wallet and WeChat Pay H5 (its stand-in) to pay by."""
    return app_factory(**wechat_pay_settings(gateway, standin, mp_url))


async def open_store(app: Any, wechat: WechatPayStandIn, mp: WechatMpStandIn) -> Store:
    await clean_tables(app.state.engine)
    await rewarding_shop(app)
    async with unit_of_work(app.state.sessions) as session:
        await load_demo_items(session, KeyCipher.from_settings(app.state.settings))
        report = await import_tasks(session, json.loads(TASKS.read_text(encoding="utf-8")))
        assert report.ok, report.render()
        star_raid = await session.scalar(select(Sku.spu_id).where(Sku.code == VERSIONS[0]))
        session.add(
            Sku(
                spu_id=star_raid,
                code=PREORDERED,
                names=texts("Pre-order"),
                price=PREORDER_PRICE,
                market_price=PREORDER_PRICE,
            )
        )
        await session.flush()
        skus = {code: sku_id for code, sku_id in (await session.execute(select(Sku.code, Sku.id))).all()}
    headers = await member_tokens(app, 3)
    async with app.state.sessions() as session:
        members = list(await session.scalars(select(Member.id).order_by(Member.id)))
    async with unit_of_work(app.state.sessions) as session:
        session.add(
            MemberReferral(
                member_id=members[0],
                sharer_id=members[2],
                page=1,
                query_id=0,
                platform=1,
                method=3,
                created_at=clock.now(),
            )
        )
        for member in members[:2]:
            await change_balance(session, member, 1_000_000, WalletBizType.RECHARGE, "test", "top up")
            await change_points(session, member, 3000, PointBizType.ADMIN, "test")
            voucher = [{"kind": "item", "code": "event-ten", "quantity": 1}]
            await rewards.grant(session, member, voucher, GrantSource.OPERATOR, "test")
    buyers = []
    for header in headers[:2]:
        client = client_for(app)
        client.headers.update(header)
        buyers.append(client)
    code = mp.mint_login_code(OPENID_MINI, APPID_MINI)
    bound = await buyers[MINI_PROGRAM_BUYER].post("/member/social-user/bind", json={"type": 34, "code": code})
    assert data(bound) == OPENID_MINI
    console = await operator_headers(app, "catalogue", "property-console")
    skus_used = {code: skus[code] for code in (*VERSIONS, PREORDERED)}
    return Store(app, skus_used, buyers, members, wechat, mp, console)


async def snapshot(app: Any) -> dict[str, Any]:
    """Every member's balances, holdings, task progress, pending rewards and level (as experience)."""
    async with app.state.sessions() as session:

        async def rows(stmt: Any) -> list[tuple[Any, ...]]:
            return sorted(tuple(row) for row in (await session.execute(stmt)).all())

        return {
            "members": await rows(select(Member.id, balances.POINT, balances.EXPERIENCE)),
            "wallets": await rows(select(PayWallet.member_id, PayWallet.balance, PayWallet.total_expense)),
            "games": await rows(select(OwnedGame.member_id, OwnedGame.spu_id)),
            "items": await rows(
                select(
                    MemberItem.member_id,
                    MemberItem.definition_id,
                    MemberItem.quantity,
                    MemberItem.used,
                    MemberItem.revealed_at.is_not(None),
                    MemberItem.source_type,
                    MemberItem.source_id,
                )
            ),
            "collectibles": await rows(
                select(
                    MemberCollectible.member_id,
                    MemberCollectible.definition_id,
                    MemberCollectible.source_type,
                    MemberCollectible.source_id,
                )
            ),
            "tasks": await rows(
                select(
                    MemberTaskProgress.member_id,
                    MemberTaskProgress.task_id,
                    MemberTaskProgress.period,
                    MemberTaskProgress.progress,
                    MemberTaskProgress.completed_at.is_not(None),
                    MemberTaskProgress.claimed_at.is_not(None),
                )
            ),
            "pending": await rows(
                select(
                    MemberPendingReward.member_id,
                    MemberPendingReward.kind,
                    MemberPendingReward.biz_type,
                    MemberPendingReward.biz_id,
                    MemberPendingReward.amount,
                )
            ),
        }


async def check_invariants(app: Any) -> None:
    """Every ledger adds up, no reward was recorded twice, no key is both sold and on sale."""
    async with app.state.sessions() as session:
        for ledger, amount in (
            (POINTS, MemberPointRecord.point),
            (EXPERIENCE, MemberExperienceRecord.experience),
        ):
            sums = dict(
                (
                    await session.execute(
                        select(ledger.record_owner_id, func.sum(amount)).group_by(ledger.record_owner_id)
                    )
                ).all()
            )
            for owner, balance in (await session.execute(select(ledger.owner_id, ledger.balance))).all():
                assert balance == (sums.get(owner) or 0) and balance >= 0, (ledger.balance, owner)
            twice = (
                await session.execute(
                    select(ledger.record_owner_id, ledger.record_biz_type, ledger.record_biz_id)
                    .where(amount > 0, ledger.record_biz_type.in_(ledger.reward_types))
                    .group_by(ledger.record_owner_id, ledger.record_biz_type, ledger.record_biz_id)
                    .having(func.count() > 1)
                )
            ).all()
            assert twice == [], f"a reward recorded twice: {twice}"
        wallet_sums = dict(
            (
                await session.execute(
                    select(PayWalletTransaction.wallet_id, func.sum(PayWalletTransaction.price)).group_by(
                        PayWalletTransaction.wallet_id
                    )
                )
            ).all()
        )
        for wallet_id, balance in (await session.execute(select(PayWallet.id, PayWallet.balance))).all():
            assert balance == (wallet_sums.get(wallet_id) or 0)
        keys = (
            await session.execute(
                select(
                    ActivationKey.sku_id, ActivationKey.status, ActivationKey.order_id, TradeOrder.pay_status
                ).outerjoin(TradeOrder, TradeOrder.id == ActivationKey.order_id)
            )
        ).all()
        for _, status, order_id, paid in keys:
            if status == AVAILABLE:
                assert order_id is None, "a key on sale belongs to no order"
            if status in (SOLD, REFUNDING):
                assert order_id is not None and paid, "a sold or refunding key belongs to its paid order"
            if status == SET_ASIDE:
                assert order_id is not None and paid, "a key set aside (reported dead) names its paid order"
            if status == HELD:
                assert order_id is None, "a key held for a star deal belongs to no order"
        stock = dict((await session.execute(select(Sku.id, Sku.stock))).all())
        on_sale: dict[int, int] = {}
        for sku_id, status, _, _ in keys:
            on_sale[sku_id] = on_sale.get(sku_id, 0) + (status == AVAILABLE)
        for sku_id, count in on_sale.items():
            assert stock[sku_id] == count, "a version's stock counts its keys on sale"
        # Every key paid for and not refunded is one sold key of its order (a dead key's replacement
        # stands in for it; a refunded one is the line's refund_count).
        owed = dict(
            (
                await session.execute(
                    select(
                        TradeOrderItem.order_id, func.sum(TradeOrderItem.count - TradeOrderItem.refund_count)
                    )
                    .join(TradeOrder, TradeOrder.id == TradeOrderItem.order_id)
                    # A pre-order not delivered yet owes its keys at its release.
                    .where(
                        TradeOrder.pay_status.is_(True), TradeOrder.preorder_status.not_in(WAITING_PREORDER)
                    )
                    .group_by(TradeOrderItem.order_id)
                )
            ).all()
        )
        held: dict[int, int] = {}
        for _, status, order_id, _ in keys:
            if status == SOLD:
                held[order_id] = held.get(order_id, 0) + 1
        assert {order: count for order, count in owed.items() if count} == held, "one sold key per key owed"
        await check_deals(session)


async def check_deals(session: Any) -> None:
    """Until a star deal ends its held keys and its members' units make its quantity (none held after);
    no member holds more units than its limit, or fewer than none."""
    held = dict(
        (
            await session.execute(
                select(ActivationKey.deal_id, func.count())
                .where(ActivationKey.status == HELD)
                .group_by(ActivationKey.deal_id)
            )
        ).all()
    )
    taken = dict(
        (
            await session.execute(
                select(StarDealTake.deal_id, func.sum(StarDealTake.count)).group_by(StarDealTake.deal_id)
            )
        ).all()
    )
    over = (
        await session.execute(
            select(StarDealTake.deal_id, StarDealTake.member_id)
            .join(StarDeal, StarDeal.id == StarDealTake.deal_id)
            .where((StarDealTake.count > StarDeal.member_limit) | (StarDealTake.count < 0))
        )
    ).all()
    assert over == [], f"a member past a deal's limit: {over}"
    for deal_id, quantity, returned in (
        await session.execute(select(StarDeal.id, StarDeal.quantity, StarDeal.returned_at))
    ).all():
        if returned is None:
            assert held.get(deal_id, 0) + (taken.get(deal_id) or 0) == quantity, "a deal's keys add up"
        else:
            assert held.get(deal_id, 0) == 0, "an ended deal holds no key"


async def held_voucher(app: Any, member: int) -> int | None:
    async with app.state.sessions() as session:
        return await session.scalar(
            select(MemberItem.id).where(
                MemberItem.member_id == member,
                MemberItem.used == 0,
                MemberItem.source_type == GrantSource.OPERATOR,
            )
        )


@dataclass(frozen=True)
class AtStarDeal:
    """An order at a star deal: ``count`` of its version's keys at the deal's price."""

    deal_id: int
    count: int


@dataclass(frozen=True)
class InBundle:
    """An order of a bundle: the versions picked (a tier's count), each line its share of the price;
    with ``with_item``, the bundle and that version (code, count) put in the cart and bought from it
    together in one order."""

    bundle_id: int
    codes: tuple[str, ...]
    with_item: tuple[str, int] | None = None


Lines = list[tuple[str, int]] | AtStarDeal | InBundle


async def place(
    store: Store,
    buyer: int,
    lines: Lines,
    points: bool,
    voucher: bool,
    channel: str = "wallet",
    gift: bool = False,
) -> dict[str, Any]:
    client = store.buyers[buyer]
    if isinstance(lines, AtStarDeal):  # no points, voucher or gift at a deal
        body: dict[str, Any] = {"dealId": lines.deal_id, "count": lines.count}
        created = data(await client.post("/trade/star-deal/create", json=body))
    else:
        body = {"pointStatus": points, "gift": gift}
        if isinstance(lines, InBundle):
            picked = [store.skus[code] for code in lines.codes]
            if lines.with_item is None:
                body["bundle"] = {"bundleId": lines.bundle_id, "skuIds": picked}
            else:
                body.update(
                    await from_cart(client, store.skus[lines.with_item[0]], lines.with_item[1], lines, picked)
                )
        else:
            body["items"] = [{"skuId": store.skus[code], "count": count} for code, count in lines]
        if voucher and (held := await held_voucher(store.app, store.members[buyer])) is not None:
            body["itemId"] = held
        created = data(await client.post("/trade/order/create", json=body))
        if "cartBundleIds" in body:  # the cart rows bought left the cart
            cart = data(await client.get("/trade/cart/list"))
            assert (cart["validList"], cart["bundles"]) == ([], [])
    submit = {"id": created["payOrderId"], "channelCode": channel, "returnUrl": "https://shop.example.com/r"}
    paid = data(await client.post("/pay/order/submit", json=submit))
    if paid["status"] != 0:  # WeChat Pay: the payer pays at its cashier, its notification settles it
        no = await attempt_no(store.app, created["payOrderId"])
        store.wechat.pay(no)
        headers, notice = store.wechat.notification(no)
        answer = await client.post(f"/pay/notify/order/{channel}", content=notice, headers=headers)
        assert answer.status_code == 204
    detail: dict[str, Any] = data(await client.get("/trade/order/get-detail", params={"id": created["id"]}))
    return detail


async def from_cart(
    client: httpx.AsyncClient, sku_id: int, count: int, lines: InBundle, picked: list[int]
) -> dict[str, Any]:
    """The bundle and a version put in the cart: the order's goods, bought from it (issue 42)."""
    bundle = {"bundleId": lines.bundle_id, "skuIds": picked}
    cart_bundle = data(await client.post("/trade/cart/add-bundle", json=bundle))
    cart_item = data(await client.post("/trade/cart/add", json={"skuId": sku_id, "count": count}))
    return {"items": [{"skuId": sku_id, "count": count, "cartId": cart_item}], "cartBundleIds": [cart_bundle]}


async def give_experience_of(app: Any, order_id: int) -> int:
    async with app.state.sessions() as session:
        return int(
            await session.scalar(select(TradeOrder.give_experience).where(TradeOrder.id == order_id)) or 0
        )


async def member_balances(app: Any, member: int) -> tuple[int, int]:
    async with app.state.sessions() as session:
        row = (
            await session.execute(select(balances.POINT, balances.EXPERIENCE).where(Member.id == member))
        ).one()
    return int(row[0]), int(row[1])


async def whole_refund_round(store: Store, draw: st.DataObject, buyer: int, lines: Lines) -> None:
    """An order refunded whole before any key is revealed leaves no trace on anyone."""
    before = await snapshot(store.app)
    order = await place(store, buyer, lines, draw.draw(st.booleans()), draw.draw(st.booleans()))
    await check_invariants(store.app)
    if draw.draw(st.booleans(), label="maturity runs while the window is open"):
        assert await mature_due_orders(store.app.state.sessions) == 0
    data(
        await store.buyers[buyer].post(
            "/trade/after-sale/create", json={"orderId": order["id"], "reason": ""}
        )
    )
    await check_invariants(store.app)
    assert await snapshot(store.app) == before


async def kept_round(store: Store, draw: st.DataObject, buyer: int, lines: Lines) -> None:
    """Some keys revealed, the rest refunded by the member: the order earns what is left of it, once."""
    client, member = store.buyers[buyer], store.members[buyer]
    sharer = store.members[2]
    points_before, experience_before = await member_balances(store.app, member)
    sharer_before = await member_balances(store.app, sharer)
    order = await place(store, buyer, lines, draw.draw(st.booleans()), draw.draw(st.booleans()))
    keys = [key["keyId"] for key in order["activationCodes"]]
    # Positions, not ids: ids differ between runs of one example (the tables are emptied, not reset).
    shown = [keys[at] for at in draw.draw(indices(len(keys), min_size=1), label="keys revealed")]
    for key_id in shown:
        data(await client.post("/trade/order/reveal-key", json={"orderId": order["id"], "keyId": key_id}))
    refund_price = refund_point = 0
    if len(shown) < len(keys):
        after_sale = data(
            await client.post("/trade/after-sale/create", json={"orderId": order["id"], "reason": ""})
        )
        refund_price, refund_point = after_sale["refundPrice"], after_sale["refundPoint"]
    await check_invariants(store.app)
    await settle_orders(store.app)
    await check_invariants(store.app)

    pay = order["payPrice"]

    def kept(earned: int) -> int:
        return earned - (earned * refund_price // pay if pay > 0 else 0)

    referred = buyer == 0 and pay > 0
    points, experience = await member_balances(store.app, member)
    assert (
        points - points_before == -order["usePoint"] + refund_point + kept(order["givePoint"]) + 20 * referred
    )
    assert experience - experience_before == kept(await give_experience_of(store.app, order["id"]))
    assert (await member_balances(store.app, sharer))[0] - sharer_before[0] == 50 * referred

    if draw.draw(st.booleans(), label="claims the tasks it completed"):
        page = data(await client.get("/member/task/page", params={"pageSize": 50}))["list"]
        for task in page:
            if task["status"] == 10:
                data(await client.post("/member/task/claim", json={"id": task["id"]}))
        await check_invariants(store.app)


async def spend_some(store: Store, draw: st.DataObject, member: int) -> int:
    """The member spends a drawn part of their points (an operator's adjustment stands in for any way
    of spending them), often leaving fewer than a refund takes back; answers the balance left."""
    # Drawn whatever the balance, so that an example replays the same draws.
    how = draw.draw(st.sampled_from(["none", "all", "all but a few"]), label="points spent")
    few = draw.draw(st.integers(0, 100), label="points left")
    balance = (await member_balances(store.app, member))[0]
    left = {"none": balance, "all": 0, "all but a few": min(balance, few)}[how]
    spent = balance - left
    if spent:
        async with unit_of_work(store.app.state.sessions) as session:
            await point_service.adjust_once(session, member, -spent, f"spent:{uuid.uuid4().hex}")
    return left


@dataclass(frozen=True)
class Refunded:
    """One support refund of a final order, as its after-sale says."""

    price: int  # money given back
    point: int  # points the order used, given back
    spent_point: int  # points the keys earned that the member had spent
    spent_price: int  # their worth, kept from the money


async def check_points_back(
    store: Store, order: dict[str, Any], member: int, left: int, refunds: list[Refunded], referred: bool
) -> None:
    """Support refunded keys of a final order whose points the member may have spent (``left`` was
    their balance before): every point those keys earned came back, either from the balance (down to
    zero) or as its worth kept from the money, exactly; the money and what was kept make the keys'
    share of the payment."""
    async with store.app.state.sessions() as session:
        lines = (
            await session.execute(
                select(TradeOrderItem.pay_price, TradeOrderItem.count, TradeOrderItem.refund_count).where(
                    TradeOrderItem.order_id == order["id"]
                )
            )
        ).all()
    shares = sum(pay * refunded // count for pay, count, refunded in lines)
    whole = all(count == refunded for _, count, refunded in lines)
    assert sum(r.price + r.spent_price for r in refunds) == shares
    fen_per_100 = store.app.state.settings.point_deduct_fen_per_100
    for r in refunds:
        assert r.spent_price == min(r.price + r.spent_price, (r.spent_point * fen_per_100 + 50) // 100)
    pay, earned = order["payPrice"], order["givePoint"]
    owed = (earned * shares // pay if pay > 0 else earned * whole) + 20 * (referred and whole)
    taken = owed - sum(r.spent_point for r in refunds)
    points = (await member_balances(store.app, member))[0]
    assert points == left + sum(r.point for r in refunds) - taken and taken >= 0


async def support_round(store: Store, draw: st.DataObject, buyer: int, lines: Lines) -> None:
    """Keys left unrevealed past the window, then refunded by support: what was given is taken back
    as far as it is left; the ledgers still add up."""
    client = store.buyers[buyer]
    order = await place(store, buyer, lines, draw.draw(st.booleans()), draw.draw(st.booleans()))
    keys = [key["keyId"] for key in order["activationCodes"]]
    for at in draw.draw(indices(len(keys), max_size=len(keys) - 1), label="keys revealed"):
        key_id = keys[at]
        data(await client.post("/trade/order/reveal-key", json={"orderId": order["id"], "keyId": key_id}))
    later = clock.now() + timedelta(days=store.app.state.settings.refund_window_days, seconds=1)
    await mature_due_orders(store.app.state.sessions, later)
    member = store.members[buyer]
    left = await spend_some(store, draw, member)
    async with unit_of_work(store.app.state.sessions) as session:
        by = refund_service.Support(operator_id=1, reason="did not activate")
        done = await refund_service.refund(
            session, store.app.state.settings, store.app.state.pay_channels, order["id"], by
        )
        refunded = Refunded(done.refund_price, done.refund_point, done.spent_point, done.spent_price)
    await check_invariants(store.app)
    await check_points_back(store, order, member, left, [refunded], buyer == 0 and order["payPrice"] > 0)


async def dead_key_round(store: Store, draw: st.DataObject, buyer: int, lines: Lines) -> None:
    """Revealed keys reported not working: the order's first replaced at once (its batch has keys)
    unless the member's monthly reports are used up, the others to support, who refund one (its
    line's share, through the refund path), replace it or reject it. The wallet gets back exactly the
    refunds; a dead key never goes back on sale; the order still holds one sold key per key owed."""
    app, client = store.app, store.buyers[buyer]
    wallet_before = data(await client.get("/pay/wallet/get"))["balance"]
    experience_before = (await member_balances(app, store.members[buyer]))[1]
    order = await place(store, buyer, lines, draw.draw(st.booleans()), draw.draw(st.booleans()))
    keys = [key["keyId"] for key in order["activationCodes"]]
    for key_id in keys:
        data(await client.post("/trade/order/reveal-key", json={"orderId": order["id"], "keyId": key_id}))
    dead = [keys[at] for at in draw.draw(indices(len(keys), min_size=1), label="keys reported")]
    pending = []
    for key_id in dead:
        body = {"orderId": order["id"], "keyId": key_id, "reason": draw.draw(st.sampled_from([1, 2, 3]))}
        # Drawn for every report, used for those sent to support: which go there depends on the
        # member's reports this month (earlier examples'), and the draws must not.
        action = draw.draw(st.sampled_from(["refund", "replace", "reject"]), label="support")
        answer = data(await client.post("/trade/order/key-report", json=body))
        if answer["result"] == "toSupport":
            pending.append((answer["report"]["id"], action))
        await check_invariants(app)
    principal = await support_principal(app)
    left = await spend_some(store, draw, store.members[buyer])
    refunds: list[Refunded] = []
    for report_id, action in pending:
        resolve = AdminKeyReportResolveReq(id=report_id, action=action, answer="checked")
        async with unit_of_work(app.state.sessions) as session:
            done = await key_report_service.resolve(
                session, app.state.settings, app.state.pay_channels, principal, resolve
            )
        if action == "refund":
            assert done.status == 40 and done.afterSaleId is not None
            after_sale = data(await client.get("/trade/after-sale/get", params={"id": done.afterSaleId}))
            refunds.append(
                Refunded(
                    after_sale["refundPrice"],
                    after_sale["refundPoint"],
                    after_sale["spentPoint"],
                    after_sale["spentPrice"],
                )
            )
        await check_invariants(app)
    wallet_after = data(await client.get("/pay/wallet/get"))["balance"]
    assert wallet_after - wallet_before == -order["payPrice"] + sum(r.price for r in refunds)
    await check_points_back(
        store, order, store.members[buyer], left, refunds, buyer == 0 and order["payPrice"] > 0
    )
    await settle_orders(app)
    await check_invariants(app)
    # A key refunded as dead takes its share of what the order earned with it, as any refund does.
    earned = await give_experience_of(app, order["id"])
    pay, shares = order["payPrice"], sum(r.price + r.spent_price for r in refunds)
    experience = (await member_balances(app, store.members[buyer]))[1]
    assert experience - experience_before == earned - (earned * shares // pay if pay > 0 else 0)


async def gift_round(store: Store, draw: st.DataObject, buyer: int, lines: Lines) -> None:
    """An order bought as a gift: claimed by the other buyer, taken back, or returned unclaimed (the
    job, 30 days on); then whoever holds it reveals some keys and refunds the rest. The money comes
    back to the giver's wallet only; what the order earned is the giver's, in the share kept, once;
    the friend earns nothing from it but the games."""
    app, giver = store.app, store.buyers[buyer]
    friend_at = 1 - buyer
    wallets = [data(await c.get("/pay/wallet/get"))["balance"] for c in store.buyers[:2]]
    points_before = [(await member_balances(app, store.members[i]))[0] for i in (0, 1)]
    experience_before = [(await member_balances(app, store.members[i]))[1] for i in (0, 1)]
    sharer_before = (await member_balances(app, store.members[2]))[0]
    order = await place(store, buyer, lines, draw.draw(st.booleans()), False, gift=True)
    code = order["gift"]["code"]
    how = draw.draw(st.sampled_from(["claimed", "taken back", "returned"]), label="gift")
    holder = buyer
    if how == "claimed":
        data(await store.buyers[friend_at].post("/trade/gift/claim", json={"code": code}))
        holder = friend_at
    elif how == "taken back":
        data(await giver.post("/trade/gift/take-back", json={"orderId": order["id"]}))
    else:
        later = clock.now() + timedelta(days=app.state.settings.gift_claim_days, seconds=1)
        assert await return_unclaimed(app.state.sessions, app.state.settings, later) == 1
    await check_invariants(app)
    client = store.buyers[holder]
    keys = [key["keyId"] for key in order["activationCodes"]]
    shown = [keys[at] for at in draw.draw(indices(len(keys)), label="keys revealed")]
    for key_id in shown:
        data(await client.post("/trade/order/reveal-key", json={"orderId": order["id"], "keyId": key_id}))
    refund_price = refund_point = 0
    if len(shown) < len(keys):
        after_sale = data(await client.post("/trade/after-sale/create", json={"orderId": order["id"]}))
        refund_price, refund_point = after_sale["refundPrice"], after_sale["refundPoint"]
    await check_invariants(app)
    await settle_orders(app)
    await check_invariants(app)

    pay = order["payPrice"]

    def kept(earned: int) -> int:
        return earned - (earned * refund_price // pay if pay > 0 else 0)

    wallets_after = [data(await c.get("/pay/wallet/get"))["balance"] for c in store.buyers[:2]]
    assert wallets_after[buyer] - wallets[buyer] == -pay + refund_price
    assert wallets_after[friend_at] == wallets[friend_at]
    referred = buyer == 0 and pay > 0 and refund_price < pay
    points = [(await member_balances(app, store.members[i]))[0] for i in (0, 1)]
    assert points[buyer] - points_before[buyer] == (
        -order["usePoint"] + refund_point + kept(order["givePoint"]) + 20 * referred
    )
    assert points[friend_at] == points_before[friend_at]
    experience = [(await member_balances(app, store.members[i]))[1] for i in (0, 1)]
    assert experience[buyer] - experience_before[buyer] == kept(await give_experience_of(app, order["id"]))
    assert experience[friend_at] == experience_before[friend_at]
    assert (await member_balances(app, store.members[2]))[0] - sharer_before == 50 * referred


async def preorder_round(store: Store, draw: st.DataObject, buyer: int, lines: list[tuple[str, int]]) -> None:
    """A version released tomorrow, pre-ordered (its line alone; points and a voucher drawn; paid by
    the wallet or WeChat Pay), then refunded by the member before the release, or released without
    keys and refunded by the store a day later, or delivered at the release (keys imported), some
    keys revealed and the rest refunded. Refunded whole, nobody keeps a trace and the gateway gave the
    money back once; delivered, it earns what is left of it, once, when final."""
    app, client, member = store.app, store.buyers[buyer], store.members[buyer]
    code, count = PREORDERED, lines[0][1]
    how = draw.draw(st.sampled_from(["refunded before release", "short", "delivered"]), label="pre-order")
    channel = draw.draw(st.sampled_from(["wallet", WECHAT]), label="paid by")
    store.wechat.refund_state, store.wechat.refund_refusals = "SUCCESS", 0
    release = clock.now() + timedelta(days=1)
    await release_later(app, store.skus[code], release)
    await price_now(app, store.skus[code], PREORDER_PRICE)
    try:
        wallet_before = data(await client.get("/pay/wallet/get"))["balance"]
        before = await snapshot(app)
        points_before, experience_before = await member_balances(app, member)
        order = await place(
            store, buyer, [(code, count)], draw.draw(st.booleans()), draw.draw(st.booleans()), channel
        )
        assert order["status"] == 10 and order["activationCodes"] == []
        await check_invariants(app)
        sessions, settings_, gateways = app.state.sessions, app.state.settings, app.state.pay_channels
        released = release + timedelta(minutes=1)
        if how == "refunded before release":
            data(await client.post("/trade/after-sale/create", json={"orderId": order["id"], "reason": ""}))
            assert await deliver_released(sessions, settings_, released) == 0
        elif how == "short":  # the version has no key
            assert await deliver_released(sessions, settings_, released) == 0
            assert await refund_short(sessions, settings_, gateways, released + timedelta(hours=24)) == 1
        else:  # its price may fall for a while before the release: the difference comes back, once
            fell = draw.draw(st.sampled_from([0, 1000, 3000]), label="price fell by")
            if fell:
                await price_now(app, store.skus[code], PREORDER_PRICE - fell)
                await price_now(app, store.skus[code], PREORDER_PRICE)
            async with unit_of_work(sessions) as session:
                await add_keys(session, KeyCipher.from_settings(settings_), store.skus[code], count)
            assert await deliver_released(sessions, settings_, released) == 1
            protected = await protect_prices(sessions, settings_, gateways, released)
            assert protected == (fell > 0 and order["payPrice"] > 0)
            assert await protect_prices(sessions, settings_, gateways, released) == 0
            await relay(app)
        if how != "delivered":
            await relay(app)
            await check_invariants(app)
            if channel == WECHAT and order["payPrice"] > 0:
                await check_refunded_once(store, order)
            assert await snapshot(app) == before
            return
        await check_invariants(app)
        keys = [key["keyId"] for key in (await order_detail(client, order["id"]))["activationCodes"]]
        assert len(keys) == count
        shown = [keys[at] for at in draw.draw(indices(len(keys), min_size=1), label="keys revealed")]
        for key_id in shown:
            data(await client.post("/trade/order/reveal-key", json={"orderId": order["id"], "keyId": key_id}))
        refund_point = 0
        if len(shown) < len(keys):
            after_sale = data(await client.post("/trade/after-sale/create", json={"orderId": order["id"]}))
            refund_point = after_sale["refundPoint"]
            await relay(app)
        # The money back: its price protection's and its keys' refund, never more than it was paid.
        refund_price = (await order_detail(client, order["id"]))["refundPrice"]
        assert refund_price <= order["payPrice"]
        if channel == "wallet":
            assert (
                data(await client.get("/pay/wallet/get"))["balance"] - wallet_before
                == refund_price - order["payPrice"]
            )
        window = timedelta(days=settings_.refund_window_days, hours=1)
        await mature_due_orders(sessions, released + window)
        await check_invariants(app)
        pay = order["payPrice"]

        def kept(earned: int) -> int:
            return earned - (earned * refund_price // pay if pay > 0 else 0)

        referred = buyer == 0 and pay > 0
        points, experience = await member_balances(app, member)
        assert points - points_before == (
            -order["usePoint"] + refund_point + kept(order["givePoint"]) + 20 * referred
        )
        assert experience - experience_before == kept(await give_experience_of(app, order["id"]))
    finally:
        await release_later(app, store.skus[code], None)


async def price_now(app: Any, sku_id: int, price: int) -> None:
    """The version's list price from now, in its price history (the level prices with it)."""
    async with unit_of_work(app.state.sessions) as session:
        await session.execute(update(Sku).where(Sku.id == sku_id).values(price=price))
        await price_history.record(session, [sku_id])


async def release_later(app: Any, sku_id: int, release: Any) -> None:
    async with unit_of_work(app.state.sessions) as session:
        await session.execute(update(Sku).where(Sku.id == sku_id).values(release_at=release))


async def order_detail(client: httpx.AsyncClient, order_id: int) -> dict[str, Any]:
    answer: dict[str, Any] = data(await client.get("/trade/order/get-detail", params={"id": order_id}))
    return answer


async def mini_program_round(store: Store, draw: st.DataObject, buyer: int, lines: Lines) -> None:
    """Three orders paid in the mini program, in a drawn order: one kept, one refunded whole before
    the relay tells WeChat the goods were shipped (else WeChat freezes the payment), one refunded
    after. ``buyer`` is drawn but not used: only one buyer has a mini-program account."""
    hows = draw.draw(st.permutations(["kept", "refunded before the upload", "refunded after it"]))
    for how in hows:
        await mini_program_order(store, draw, lines, how)


async def mini_program_order(store: Store, draw: st.DataObject, lines: Lines, how: str) -> None:
    """WeChat is told of the shipping once, unless the refund came first; refunded whole, nobody keeps
    a trace of the order and the money went back once; kept, the order becomes final (so that later
    rounds start with nothing pending)."""
    app, wechat, mp = store.app, store.wechat, store.mp
    wechat.refund_state, wechat.refund_refusals = "SUCCESS", 0
    client = store.buyers[MINI_PROGRAM_BUYER]
    before = await snapshot(app)
    order = await place(
        store, MINI_PROGRAM_BUYER, lines, draw.draw(st.booleans()), draw.draw(st.booleans()), MINI_PROGRAM
    )
    no = await attempt_no(app, order["payOrderId"]) if order["payPrice"] > 0 else None
    if no is not None:  # WeChat books the payment for the mini program: now it can be shipped
        transaction_id = wechat.transaction(no)["transaction_id"]
        mp.add_payment(
            mchid=MCHID, out_trade_no=no, transaction_id=transaction_id, openid=OPENID_MINI, appid=APPID_MINI
        )
    if how == "refunded after it":
        await relay(app)
    if how != "kept":
        data(await client.post("/trade/after-sale/create", json={"orderId": order["id"], "reason": ""}))
    await relay(app)
    await check_invariants(app)
    shipped = [s for s in mp.shipments if no is not None and s["order_key"]["out_trade_no"] == no]
    assert len(shipped) == (no is not None and how != "refunded before the upload")
    if how == "kept":
        await settle_orders(app)
        await check_invariants(app)
        return
    if no is not None:
        await check_refunded_once(store, order)
    assert await snapshot(app) == before


async def support_principal(app: Any) -> OperatorPrincipal:
    async with app.state.sessions() as session:
        found = await session.scalar(select(Operator.id).where(Operator.username == "property-support"))
    if found is None:
        found = await make_operator(app, "property-support", "support")
    return OperatorPrincipal(found, "property-support", "support", frozenset(), "s", "192.0.2.1")


async def gateway_round(store: Store, draw: st.DataObject, buyer: int, lines: Lines) -> None:
    """Paid by WeChat Pay and refunded whole; the gateway refuses the refund or reports it ABNORMAL
    or CLOSED (once or twice), the retry job or support asks again until it succeeds. Meanwhile the
    keys stay locked; after it nobody holds a trace of the order and the money went back once."""
    app, wechat = store.app, store.wechat
    wechat.refund_state, wechat.refund_refusals = "PROCESSING", 0
    before = await snapshot(app)
    order = await place(store, buyer, lines, draw.draw(st.booleans()), draw.draw(st.booleans()), WECHAT)
    await check_invariants(app)
    client = store.buyers[buyer]
    asked = data(await client.post("/trade/after-sale/create", json={"orderId": order["id"], "reason": ""}))
    if order["payPrice"] > 0:
        failures = st.lists(st.sampled_from(["refused", "ABNORMAL", "CLOSED"]), min_size=1, max_size=2)
        for failed in draw.draw(failures, label="how the gateway fails the refund"):
            await gateway_answers(store, client, failed)
            await check_locked(store, client, order, asked["id"])
            await ask_again(store, asked["id"], draw.draw(st.booleans(), label="support asks again"))
            await check_invariants(app)
        await gateway_answers(store, client, draw.draw(st.sampled_from(["SUCCESS", "PROCESSING"])))
        await check_refunded_once(store, order)
    await check_invariants(app)
    assert await snapshot(app) == before


async def gateway_answers(store: Store, client: httpx.AsyncClient, how: str) -> None:
    """The relay asks WeChat Pay for the refund waiting for it; the stand-in refuses it, or accepts it
    and settles it ``how`` (ABNORMAL, CLOSED, SUCCESS: by its notification; SUCCESS also at once)."""
    wechat = store.wechat
    [*_, row] = await pay_refunds(store.app)
    if row.no in wechat.refunds:  # asked again under its number (after ABNORMAL): processed again
        wechat.refunds[row.no].status = "PROCESSING"
    wechat.refund_refusals = how == "refused"
    wechat.refund_state = "SUCCESS" if how == "SUCCESS" else "PROCESSING"
    if row.no in wechat.refunds and how == "SUCCESS":
        wechat.refunds[row.no].status = "SUCCESS"
    assert await relay_once_due(store.app) == 1
    if how in ("ABNORMAL", "CLOSED", "PROCESSING"):
        await notify(client, wechat, row.no, "SUCCESS" if how == "PROCESSING" else how)


async def relay_once_due(app: Any) -> int:
    """The relay's deliveries once the refund's message is due. In two CI runs on PostgreSQL (full
    suite, loaded machine) one pass found nothing due after a retry was enqueued, and a replay passed;
    the cause is not found yet. A pass that finds nothing logs the outbox as it is, then the relay is
    asked again (up to 5 s): a message that never comes still fails the test."""
    delivered = await relay(app)
    if delivered:
        return delivered
    async with app.state.sessions() as session:
        table = OutboxMessage.__table__
        rows = (await session.execute(select(table).order_by(table.c.id))).all()
    log.warning("property.relay_found_nothing_due", now=str(clock.now()), outbox=[tuple(row) for row in rows])
    for _ in range(50):
        await asyncio.sleep(0.1)
        if delivered := await relay(app):
            return delivered
    return 0


async def check_locked(
    store: Store, client: httpx.AsyncClient, order: dict[str, Any], after_sale_id: int
) -> None:
    """A failed refund: the money is owed, the keys locked (their order's, not on sale, not shown)."""
    await check_invariants(store.app)
    status = data(await client.get("/trade/after-sale/get", params={"id": after_sale_id}))["status"]
    assert status == refund_service.AfterSaleState.FAILED
    async with store.app.state.sessions() as session:
        keys = (
            await session.execute(
                select(ActivationKey.id, ActivationKey.status).where(ActivationKey.order_id == order["id"])
            )
        ).all()
    assert {key_status for _, key_status in keys} == {REFUNDING}
    assert len(keys) == sum(line["count"] for line in order["items"])
    shown = await client.post("/trade/order/reveal-key", json={"orderId": order["id"], "keyId": keys[0][0]})
    assert failure(shown)[0] == trade_errors.ACTIVATION_KEY_NOT_FOUND.code
    again = await client.post("/trade/after-sale/create", json={"orderId": order["id"], "reason": ""})
    assert failure(again)[0] == trade_errors.REFUND_IN_PROGRESS.code


async def ask_again(store: Store, after_sale_id: int, by_support: bool) -> None:
    """The retry job asks again; or, its tries used up, it hands the refund to support, who retries."""
    sessions, gateways = store.app.state.sessions, store.app.state.pay_channels
    if not by_support:
        assert await retry_failed_refunds(sessions, gateways, ASK_AGAIN) == 1
        return
    assert await retry_failed_refunds(sessions, gateways, TO_SUPPORT) == 0
    async with unit_of_work(sessions) as session:
        retried = await refund_service.retry(session, gateways, after_sale_id)
        assert retried.status == refund_service.AfterSaleState.REFUNDING


async def check_refunded_once(store: Store, order: dict[str, Any]) -> None:
    """WeChat Pay gave the payment back once: one successful refund of what was paid; every other
    refund of the payment was closed (its money went back to the merchant)."""
    out_trade_no = await attempt_no(store.app, order["payOrderId"])
    refunds = [r for r in store.wechat.refunds.values() if r.out_trade_no == out_trade_no]
    assert [r.refund for r in refunds if r.status == "SUCCESS"] == [order["payPrice"]]
    assert {r.status for r in refunds} <= {"SUCCESS", "CLOSED"}


async def star_deal_round(store: Store, draw: st.DataObject, buyer: int, lines: Lines) -> None:
    """A star deal on the lines' first version (1-2 keys, at most 1-2 a member, at half the list
    price); maybe an unpaid order at it closes first (its units back to the deal); then the deal's
    order goes the way of a drawn round (refunded whole, kept, refunded by support or through the
    gateway, its keys reported dead); maybe the console ends the deal after (its unsold keys back on
    sale). The deal's held keys and its members' units always make its quantity."""
    app, client = store.app, store.buyers[buyer]
    code = lines[0][0] if isinstance(lines, list) else VERSIONS[0]
    quantity = draw.draw(st.integers(1, 2), label="deal keys")
    limit = draw.draw(st.integers(1, 2), label="deal limit")
    count = draw.draw(st.integers(1, min(quantity, limit)), label="keys bought at the deal")
    async with app.state.sessions() as session:
        list_price = int(await session.scalar(select(Sku.price).where(Sku.id == store.skus[code])) or 0)
    deal = await new_deal(
        app, store.skus[code], quantity, price=list_price // 2, limit=limit, headers=store.console
    )
    at_deal = AtStarDeal(deal["id"], count)
    await check_invariants(app)
    if draw.draw(st.booleans(), label="an unpaid order at the deal closes first"):
        body = {"dealId": deal["id"], "count": count}
        unpaid = data(await client.post("/trade/star-deal/create", json=body))
        await check_invariants(app)
        assert data(await client.delete("/trade/order/cancel", params={"id": unpaid["id"]})) is True
        await check_invariants(app)
    how = draw.draw(st.sampled_from(sorted(DEAL_ROUNDS)), label="the deal's order")
    await ROUNDS[how](store, draw, buyer, at_deal)
    if draw.draw(st.booleans(), label="another member asks the deal's limit"):
        # Won when enough keys are held (then left unpaid and cancelled: its units and keys go back);
        # else sold out, with nothing kept of the attempt (on PostgreSQL its one statement writes all
        # or nothing, outside a transaction).
        other = store.buyers[(buyer + 1) % len(store.buyers)]
        body = {"dealId": deal["id"], "count": limit}
        if draw.draw(st.booleans(), label="claims counted at the door (else the database alone)"):
            answer = (await other.post("/trade/star-deal/create", json=body)).json()
        else:
            with claims_not_counted(app):
                answer = (await other.post("/trade/star-deal/create", json=body)).json()
        if answer["code"] == 0:
            await check_invariants(app)
            cancelled = await other.delete("/trade/order/cancel", params={"id": answer["data"]["id"]})
            assert data(cancelled) is True
        else:
            assert answer["code"] == promotion_errors.STAR_DEAL_SOLD_OUT.code, answer
        await check_invariants(app)
    if draw.draw(st.booleans(), label="the console ends the deal"):
        async with admin_client_for(app) as console:
            ended = await console.post(
                "/promotion/star-deal/end", json={"id": deal["id"]}, headers=store.console
            )
            data(ended)
        await check_invariants(app)


async def bundle_round(
    store: Store, draw: st.DataObject, buyer: int, lines: Lines, through_cart: bool = False
) -> None:
    """A bundle of the versions, any 2 or any 3 for a price, or a fixed set (the games the buyer owns
    left out, its price less their shares), bought as one order whose lines are priced at their
    shares, straight away or from the cart with another version (issue 42); the order then goes the
    way of a drawn round like any other."""
    app = store.app
    versions = [store.skus[code] for code in VERSIONS]
    fixed = draw.draw(st.booleans(), label="a fixed set")
    tier = draw.draw(st.sampled_from([2, 3]), label="versions picked")
    picked = draw.draw(st.permutations(VERSIONS), label="which")[:tier]
    if fixed:
        bundle = await create_bundle(app, fixed_set(versions[1:], 9900), store.console)
        page = data(await store.buyers[buyer].get("/product/bundle/get", params={"id": bundle["id"]}))
        fixed = page["ownedCount"] < len(page["items"])  # owning them all leaves nothing to buy
    if not fixed:
        bundle = await create_bundle(app, pick_n(versions, [(2, 1500), (3, 2200)]), store.console)
    # Maybe bought through the cart with a version outside it (fixed: the one the set leaves out).
    others = [VERSIONS[0]] if fixed else [code for code in VERSIONS if code not in picked]
    another = st.tuples(st.sampled_from(others), st.integers(1, 2))
    with_item = draw.draw(another if through_cart else st.none() | another, label="with")
    in_bundle = InBundle(bundle["id"], () if fixed else tuple(picked), with_item)
    how = draw.draw(st.sampled_from(sorted(BUNDLE_ROUNDS)), label="the bundle's order")
    await ROUNDS[how](store, draw, buyer, in_bundle)


def indices(count: int, *, min_size: int = 0, max_size: int | None = None) -> st.SearchStrategy[list[int]]:
    return st.lists(st.integers(0, count - 1), min_size=min_size, max_size=max_size, unique=True)


ROUNDS = {
    "whole": whole_refund_round,
    "kept": kept_round,
    "support": support_round,
    "gateway": gateway_round,
    "dead_key": dead_key_round,
    "mini_program": mini_program_round,
    "gift": gift_round,
    "preorder": preorder_round,
    "star_deal": star_deal_round,
    "bundle": bundle_round,
}
# The rounds an order at a deal or of a bundle goes through (a deal's order is never a gift; the mini
# program's round buys three orders alike, past a deal's limit).
DEAL_ROUNDS = ("whole", "kept", "support", "gateway", "dead_key")
BUNDLE_ROUNDS = (*DEAL_ROUNDS, "gift", "mini_program")
order_lines = st.lists(
    st.tuples(st.sampled_from(VERSIONS), st.integers(min_value=1, max_value=2)),
    min_size=1,
    max_size=3,
    unique_by=lambda line: line[0],
)


@pytest.mark.timeout(60 + 30 * EXAMPLES)
@settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    derandomize=True,
    # A failing scenario is reported as drawn: shrinking replays whole stores and would take minutes.
    phases=[Phase.explicit, Phase.reuse, Phase.generate],
)
@given(draw=st.data())
async def test_what_an_order_earns_goes_with_its_refund(
    shop_app: Any, standin: WechatPayStandIn, mp: WechatMpStandIn, draw: st.DataObject
) -> None:
    store = await open_store(shop_app, standin, mp)
    try:
        rounds = draw.draw(st.lists(st.sampled_from(sorted(ROUNDS)), min_size=2, max_size=5), label="rounds")
        for kind in rounds:
            buyer = draw.draw(st.sampled_from([0, 1]), label="buyer")
            await ROUNDS[kind](store, draw, buyer, draw.draw(order_lines, label="lines"))
    finally:
        for client in store.buyers:
            await client.aclose()


PREORDER_EXAMPLES = max(1, EXAMPLES // 2)


@pytest.mark.timeout(60 + 30 * PREORDER_EXAMPLES)
@settings(
    max_examples=PREORDER_EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    derandomize=True,
    phases=[Phase.explicit, Phase.reuse, Phase.generate],
)
@given(draw=st.data())
async def test_what_a_preorder_earns_goes_with_its_refund(
    shop_app: Any, standin: WechatPayStandIn, mp: WechatMpStandIn, draw: st.DataObject
) -> None:
    """The same property over stores where pre-orders (each way they end) meet the other rounds."""
    store = await open_store(shop_app, standin, mp)
    try:
        others = st.sampled_from(sorted(set(ROUNDS) - {"preorder"}))
        rounds = draw.draw(
            st.lists(st.one_of(st.just("preorder"), others), min_size=3, max_size=4), label="rounds"
        )
        for kind in ["preorder", *rounds]:
            buyer = draw.draw(st.sampled_from([0, 1]), label="buyer")
            await ROUNDS[kind](store, draw, buyer, draw.draw(order_lines, label="lines"))
    finally:
        for client in store.buyers:
            await client.aclose()


CART_EXAMPLES = max(1, EXAMPLES // 3)


@pytest.mark.timeout(60 + 60 * CART_EXAMPLES)
@settings(
    max_examples=CART_EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    derandomize=True,
    phases=[Phase.explicit, Phase.reuse, Phase.generate],
)
@given(draw=st.data())
async def test_a_bundle_bought_from_the_cart_with_another_game_earns_and_refunds_the_same(
    shop_app: Any, standin: WechatPayStandIn, mp: WechatMpStandIn, draw: st.DataObject
) -> None:
    """The same property over stores where bundles are bought from the cart with another version in
    one order (issue 42), among other rounds."""
    store = await open_store(shop_app, standin, mp)
    try:
        others = st.sampled_from(sorted(set(ROUNDS) - {"preorder"}))
        rounds = draw.draw(
            st.lists(st.one_of(st.just("cart"), others), min_size=2, max_size=3), label="rounds"
        )
        for kind in ["cart", *rounds]:
            buyer = draw.draw(st.sampled_from([0, 1]), label="buyer")
            lines = draw.draw(order_lines, label="lines")
            if kind == "cart":
                await bundle_round(store, draw, buyer, lines, through_cart=True)
            else:
                await ROUNDS[kind](store, draw, buyer, lines)
    finally:
        for client in store.buyers:
            await client.aclose()
