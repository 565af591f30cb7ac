"""A member refunds the never-revealed keys of a paid order (wallet payments here; the gateways in
tests/pay/test_refund_gateways.py): money, keys, points, experience and referral points go back,
lines, order and counts follow; every refusal; parallel refunds refund once, and a refund racing a
reveal of the same key: exactly one wins (meant for PostgreSQL; also runs on SQLite)."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import select, update

from conftest import bearer, client_for, data, failure, login_by_sms
from fixtures import balances
from fixtures.shop import give_points, keyed_catalogue, member_id, member_tokens
from fixtures.statements import statements_sent
from fixtures.support import settle_orders
from gamestore.core import clock
from gamestore.models import (
    ActivationKey,
    Member,
    MemberPointRecord,
    MemberReferral,
    PayRefund,
    PayWalletTransaction,
    Sku,
    TradeAfterSale,
    TradeOrder,
    TradeOrderLog,
)
from gamestore.pay.wallet_service import WalletBizType, change_balance
from gamestore.trade import errors, refund_service

MOBILE = "13800000031"
OTHER = "13800000032"
SHARER = "13800000033"


async def top_up(app: Any, member: int, fen: int) -> None:
    async with app.state.sessions() as session, session.begin():
        await change_balance(session, member, fen, WalletBizType.RECHARGE, "test", "top up")


async def buy_by_wallet(client: httpx.AsyncClient, sku_id: int, count: int, *, points: bool = False) -> int:
    body = {"items": [{"skuId": sku_id, "count": count}], "pointStatus": points}
    created = data(await client.post("/trade/order/create", json=body))
    paid = data(
        await client.post("/pay/order/submit", json={"id": created["payOrderId"], "channelCode": "wallet"})
    )
    assert paid["status"] == 0
    return int(created["id"])


async def detail(client: httpx.AsyncClient, order_id: int) -> dict[str, Any]:
    answer: dict[str, Any] = data(await client.get("/trade/order/get-detail", params={"id": order_id}))
    return answer


async def refund(client: httpx.AsyncClient, order_id: int, reason: str = "") -> httpx.Response:
    return await client.post("/trade/after-sale/create", json={"orderId": order_id, "reason": reason})


async def reveal(client: httpx.AsyncClient, order_id: int, key_id: int) -> httpx.Response:
    return await client.post("/trade/order/reveal-key", json={"orderId": order_id, "keyId": key_id})


async def member_state(app: Any, member: int) -> tuple[int, int]:
    async with app.state.sessions() as session:
        row = (
            await session.execute(select(balances.POINT, balances.EXPERIENCE).where(Member.id == member))
        ).one()
    return int(row[0]), int(row[1])


async def wallet_balance(client: httpx.AsyncClient) -> int:
    return int(data(await client.get("/pay/wallet/get"))["balance"])


@pytest.fixture
async def shopper(app: Any, client: httpx.AsyncClient, outbox: Any) -> tuple[Any, int]:
    """A logged-in member (`client`) referred by SHARER, with 100 000 fen in the wallet."""
    cat = await keyed_catalogue(app)
    sharer_client = client_for(app)
    await login_by_sms(sharer_client, outbox, SHARER)
    await sharer_client.aclose()
    client.headers.update(bearer(await login_by_sms(client, outbox, MOBILE)))
    me, sharer = await member_id(app, MOBILE), await member_id(app, SHARER)
    async with app.state.sessions() as session, session.begin():
        session.add(
            MemberReferral(
                member_id=me,
                sharer_id=sharer,
                page=1,
                query_id=0,
                platform=1,
                method=3,
                created_at=clock.now(),
            )
        )
    await top_up(app, me, 100_000)
    return cat, me


async def test_a_partial_refund_gives_back_the_unrevealed_keys_money_and_points(
    app: Any, client: httpx.AsyncClient, shopper: tuple[Any, int]
) -> None:
    cat, me = shopper
    sku = cat.skus["star-raid-1"]  # 9800 a key
    await give_points(app, MOBILE, 2000)
    order_id = await buy_by_wallet(client, sku.id, 2, points=True)
    paid = await detail(client, order_id)
    assert paid["usePoint"] == 2000 and paid["payPrice"] == 19600 - 2000
    # The purchase reward and the referral bonus are pending while a key can be refunded.
    assert await member_state(app, me) == (0, 0)
    first_key, second_key = paid["activationCodes"]
    data(await reveal(client, order_id, first_key["keyId"]))
    balance_before = await wallet_balance(client)

    after_sale = data(await refund(client, order_id, "bought twice"))

    assert (after_sale["status"], after_sale["way"], after_sale["keyCount"]) == (20, 1, 1)
    assert after_sale["refundPrice"] == (19600 - 2000) // 2 and after_sale["refundPoint"] == 1000
    assert after_sale["reason"] == "bought twice" and after_sale["payChannelCode"] == "wallet"
    assert [(i["skuId"], i["count"]) for i in after_sale["items"]] == [(sku.id, 1)]
    assert await wallet_balance(client) == balance_before + after_sale["refundPrice"]
    # A partly refunded order stays completed; its line and the order show the refund.
    refunded = await detail(client, order_id)
    assert (refunded["status"], refunded["refundStatus"], refunded["refundPrice"]) == (30, 2, 8800)
    assert [(i["afterSaleStatus"], i["refundCount"]) for i in refunded["items"]] == [(2, 1)]
    assert [k["keyId"] for k in refunded["activationCodes"]] == [first_key["keyId"]]
    assert data(await client.get("/trade/order/get-count"))["afterSaleCount"] == 1
    # Points used come back in the refunded share; half the reward and experience are cancelled; the
    # referral points stay while part of the purchase stands. What is left was revealed: the order is
    # final, and what it earned is given.
    earned = paid["givePoint"] - paid["givePoint"] // 2
    assert await member_state(app, me) == (1000 + earned + 20, earned)
    assert await member_state(app, await member_id(app, SHARER)) == (50, 0)
    # The key is back on sale: its version's stock counts it, and it can be bought again.
    async with app.state.sessions() as session:
        key = await session.get(ActivationKey, second_key["keyId"])
        stock = await session.scalar(select(Sku.stock).where(Sku.id == sku.id))
    assert key is not None and (key.status, key.order_id) == (0, None)
    assert stock == 5 - 2 + 1
    again = await buy_by_wallet(client, sku.id, 4)
    assert second_key["keyId"] in [k["keyId"] for k in (await detail(client, again))["activationCodes"]]
    # What is left was revealed.
    assert failure(await refund(client, order_id))[0] == errors.REFUND_KEYS_REVEALED.code


async def test_the_refund_page_costs_the_same_statements_for_one_refund_or_several(
    app: Any, client: httpx.AsyncClient, shopper: tuple[Any, int]
) -> None:
    cat, _ = shopper
    counts = []
    for code in ("star-raid-1", "iron-saga-0", "tiny-blocks-0"):
        data(await refund(client, await buy_by_wallet(client, cat.skus[code].id, 1)))
        with statements_sent(app) as sent:
            page = data(await client.get("/trade/after-sale/page", params={"pageNo": 1, "pageSize": 10}))
        counts.append(
            len([s for s in sent if not s.lstrip().upper().startswith(("BEGIN", "COMMIT", "ROLLBACK"))])
        )
        assert len(page["list"]) == page["total"]
    assert [len(r["items"]) for r in page["list"]] == [1, 1, 1]
    assert [r["items"][0]["skuId"] for r in page["list"]] == [
        cat.skus[c].id for c in ("tiny-blocks-0", "iron-saga-0", "star-raid-1")
    ]
    assert counts[0] == counts[1] == counts[2], counts


async def test_a_whole_refund_closes_the_order_and_cancels_what_it_earned(
    app: Any, client: httpx.AsyncClient, shopper: tuple[Any, int]
) -> None:
    cat, me = shopper
    order_id = await buy_by_wallet(client, cat.skus["iron-saga-0"].id, 1)
    sharer = await member_id(app, SHARER)
    assert (await member_state(app, sharer))[0] == 0  # pending while the key can be refunded
    balance_before = await wallet_balance(client)

    after_sale = data(await refund(client, order_id))

    assert after_sale["refundPrice"] == 19800 and after_sale["status"] == 20
    assert await wallet_balance(client) == balance_before + 19800
    # Spent and refunded: the wallet's total spent (累计消费) counts it no more.
    assert data(await client.get("/pay/wallet/get"))["totalExpense"] == 0
    closed = await detail(client, order_id)
    assert (closed["status"], closed["refundStatus"], closed["activationCodes"]) == (40, 2, [])
    assert [log["operateType"] for log in closed["logs"]][-1] == 7
    assert await member_state(app, me) == (0, 0)
    assert await member_state(app, sharer) == (0, 0)
    async with app.state.sessions() as session:
        kinds = set(
            await session.scalars(select(MemberPointRecord.biz_type).where(MemberPointRecord.point < 0))
        )
        wallet_kinds = list(
            await session.scalars(select(PayWalletTransaction.biz_type).order_by(PayWalletTransaction.id))
        )
        refunds = list(await session.scalars(select(PayRefund)))
    assert kinds == set(), "nothing was given, so nothing is clawed back"
    assert await settle_orders(app) == 0, "nothing is left pending"
    assert await member_state(app, me) == (0, 0)
    assert wallet_kinds[-1] == WalletBizType.PAYMENT_REFUND
    assert [(r.status, r.refund_price, r.channel_code) for r in refunds] == [(10, 19800, "wallet")]
    assert failure(await refund(client, order_id))[0] == errors.REFUND_ALREADY_DONE.code
    page = data(await client.get("/trade/after-sale/page", params={"pageNo": 1, "pageSize": 10}))
    assert page["total"] == 1 and page["list"][0]["id"] == after_sale["id"]
    assert data(await client.get("/trade/after-sale/get", params={"id": after_sale["id"]})) == page["list"][0]


async def test_refusals(app: Any, client: httpx.AsyncClient, shopper: tuple[Any, int], outbox: Any) -> None:
    cat, _ = shopper
    unpaid = data(
        await client.post(
            "/trade/order/create", json={"items": [{"skuId": cat.skus["star-raid-0"].id, "count": 1}]}
        )
    )
    assert failure(await refund(client, unpaid["id"]))[0] == errors.REFUND_ORDER_NOT_PAID.code
    assert failure(await refund(client, 987654))[0] == errors.ORDER_NOT_FOUND.code

    revealed = await buy_by_wallet(client, cat.skus["star-raid-0"].id, 1)
    [key] = (await detail(client, revealed))["activationCodes"]
    data(await reveal(client, revealed, key["keyId"]))
    code, message = failure(await refund(client, revealed))
    assert code == errors.REFUND_KEYS_REVEALED.code and "已查看" in message
    assert (await detail(client, revealed))["refundDeadline"] is None, "nothing left the member may refund"

    late = await buy_by_wallet(client, cat.skus["tiny-blocks-0"].id, 1)
    fresh = await detail(client, late)
    assert fresh["refundDeadline"] == fresh["payTime"] + 14 * 86_400_000
    async with app.state.sessions() as session, session.begin():
        await session.execute(
            update(TradeOrder)
            .where(TradeOrder.id == late)
            .values(pay_time=clock.now() - timedelta(days=14, minutes=1))
        )
    code, message = failure(await refund(client, late))
    assert code == errors.REFUND_WINDOW_PASSED.code and "14 天内" in message
    assert (await detail(client, late))["refundDeadline"] is None
    english = await client.post("/trade/after-sale/create", params={"language": "en"}, json={"orderId": late})
    assert "within 14 days" in failure(english)[1]

    async with client_for(app) as other:
        other.headers.update(bearer(await login_by_sms(other, outbox, OTHER)))
        assert failure(await refund(other, late))[0] == errors.ORDER_NOT_FOUND.code
        assert failure(await other.get("/trade/after-sale/get", params={"id": 1}))[0] == (
            errors.AFTER_SALE_NOT_FOUND.code
        )
    async with app.state.sessions() as session:
        assert await session.scalar(select(PayRefund.id)) is None


async def test_parallel_refunds_of_one_order_refund_once(app: Any) -> None:
    cat = await keyed_catalogue(app)
    [headers] = await member_tokens(app, 1)
    async with app.state.sessions() as session:
        me = int(await session.scalar(select(Member.id)) or 0)
    await top_up(app, me, 50_000)
    async with client_for(app, **headers) as client:
        order_id = await buy_by_wallet(client, cat.skus["star-raid-0"].id, 2)
        before = await wallet_balance(client)

        answers = [r.json() for r in await asyncio.gather(*(refund(client, order_id) for _ in range(6)))]

        assert sorted(a["code"] for a in answers) == [0] + [errors.REFUND_ALREADY_DONE.code] * 5
        assert await wallet_balance(client) == before + 4800 * 2
    async with app.state.sessions() as session:
        assert len(list(await session.scalars(select(PayRefund)))) == 1
        logs = list(
            await session.scalars(
                select(TradeOrderLog.operate_type).where(TradeOrderLog.order_id == order_id)
            )
        )
    assert logs.count(7) == 1


async def test_a_refund_racing_a_reveal_of_the_same_key_exactly_one_wins(app: Any) -> None:
    cat = await keyed_catalogue(app, keys_per_version=10)
    [headers] = await member_tokens(app, 1)
    async with app.state.sessions() as session:
        me = int(await session.scalar(select(Member.id)) or 0)
    await top_up(app, me, 100_000)
    outcomes = set()
    async with client_for(app, **headers) as client:
        for _ in range(6):
            order_id = await buy_by_wallet(client, cat.skus["tiny-blocks-0"].id, 1)
            [key] = (await detail(client, order_id))["activationCodes"]

            refunded, revealed = (
                r.json()
                for r in await asyncio.gather(
                    refund(client, order_id), reveal(client, order_id, key["keyId"])
                )
            )

            codes = (refunded["code"], revealed["code"])
            assert codes in {
                (0, errors.ACTIVATION_KEY_NOT_FOUND.code),  # refunded first: no key to reveal
                (errors.REFUND_KEYS_REVEALED.code, 0),  # revealed first: nothing to refund
            }, codes
            outcomes.add(codes)
            async with app.state.sessions() as session:
                key_row = await session.get(ActivationKey, key["keyId"])
            assert key_row is not None
            assert (key_row.status == 0) == (codes[0] == 0)  # back in stock exactly when refunded
    assert outcomes  # which one wins each time is the databases' business


async def test_support_refunds_past_the_window_with_a_reason(
    app: Any, client: httpx.AsyncClient, shopper: tuple[Any, int]
) -> None:
    cat, _ = shopper
    order_id = await buy_by_wallet(client, cat.skus["star-raid-0"].id, 1)
    async with app.state.sessions() as session, session.begin():
        await session.execute(
            update(TradeOrder)
            .where(TradeOrder.id == order_id)
            .values(pay_time=clock.now() - timedelta(days=40))
        )
    assert failure(await refund(client, order_id))[0] == errors.REFUND_WINDOW_PASSED.code
    before = await wallet_balance(client)

    async with app.state.sessions() as session, session.begin():
        by = refund_service.Support(operator_id=7, reason="key did not activate")
        done = await refund_service.refund(session, app.state.settings, app.state.pay_channels, order_id, by)
        after_sale_id = done.id

    answer = data(await client.get("/trade/after-sale/get", params={"id": after_sale_id}))
    assert (answer["way"], answer["reason"], answer["status"]) == (2, "key did not activate", 20)
    assert await wallet_balance(client) == before + 4800
    async with app.state.sessions() as session:
        row = await session.get(TradeAfterSale, after_sale_id)
    assert row is not None and row.operator_id == 7
