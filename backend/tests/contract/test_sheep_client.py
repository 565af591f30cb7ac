"""The yudao shop client (sheep) against our API (issue 43): every request shape of its sheep/api
definitions, recorded as data in sheep_api.json, replayed with the client's headers (the access token
alone, no ``Bearer ``) on a catalogue, a logged-in member and their orders. None may be answered by a
shape-caused refusal: HTTP and envelope code are never 400 (validation), 401, 404 or 405; a business
refusal passes only where the recording names it as that example's answer."""

from __future__ import annotations

import io
import json
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest
from PIL import Image
from sqlalchemy import select

from conftest import SmsOutbox, allow_resend, bearer, client_for, data, login_by_sms
from fixtures.catalogue import texts
from fixtures.shop import keyed_catalogue, pay_by_notice
from gamestore.content.importer import import_content
from gamestore.core import clock
from gamestore.core.db import unit_of_work
from gamestore.demo.recharge_packages import load_recharge_packages
from gamestore.models import Article, MemberSocialUser, PayWalletRechargePackage
from gamestore.pay.wallet_service import WalletBizType, change_balance

RECORDING = json.loads((Path(__file__).parent / "sheep_api.json").read_text(encoding="utf-8"))
SHAPE_REFUSALS = {400, 401, 404, 405, 422}
MOBILE = "13800138000"

Fills = dict[str, Callable[[], Any]]


def _label(call: dict[str, Any]) -> str:
    return f"{call['module']}:{call['function']}"


def _png() -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (32, 24), (200, 60, 30)).save(buffer, format="PNG")
    return buffer.getvalue()


def _filled(call: dict[str, Any], fills: Fills) -> dict[str, Any]:
    """The call with each field its ``fill`` names set to the fixture's value (paths: query.id,
    body.items.0.skuId …)."""
    filled = json.loads(json.dumps(call))
    for path, name in call.get("fill", {}).items():
        *parents, leaf = path.split(".")
        target: Any = filled
        for part in parents:
            target = target[int(part)] if isinstance(target, list) else target[part]
        value = fills[name]()
        if isinstance(target, list):
            target[int(leaf)] = value
        else:
            target[leaf] = value
    return filled


def _query(call: dict[str, Any]) -> list[tuple[str, Any]]:
    """As luch-request writes it: a list given twice under its name (createTime=…&createTime=…),
    booleans as true/false."""
    pairs: list[tuple[str, Any]] = []
    for name, value in call.get("query", {}).items():
        for one in value if isinstance(value, list) else [value]:
            pairs.append((name, str(one).lower() if isinstance(one, bool) else one))
    return pairs


async def _replay(client: httpx.AsyncClient, call: dict[str, Any], token: str) -> httpx.Response:
    headers = {"Accept": "*/*", "platform": "H5"}
    if call.get("token", True):
        headers["Authorization"] = token
    if "multipart" in call:
        headers["Authorization"] = f"Bearer {token}"  # uni.uploadFile adds it itself
        files = {"file": ("avatar.png", _png(), "image/png")}
        form = {k: v for k, v in call["multipart"].items() if k != "file"}
        return await client.post(call["url"], files=files, data=form, headers=headers)
    body = call.get("body")
    if body is not None:
        headers["Content-Type"] = "application/json;charset=UTF-8"
    content = json.dumps(body).encode() if body is not None else None
    return await client.request(
        call["method"], call["url"], params=_query(call), content=content, headers=headers
    )


def _shape_refusal(response: httpx.Response, call: dict[str, Any]) -> str | None:
    """Why the answer is a refusal of the request's shape (None when it is not)."""
    if response.status_code in SHAPE_REFUSALS or response.status_code >= 500:
        return f"HTTP {response.status_code}"
    code = response.json()["code"]
    if code == 0 or str(code) in call.get("business_answers", {}):
        return None
    return f"code {code}: {response.json()['msg']}"


@pytest.fixture
async def shop(app_factory: Any, outbox: SmsOutbox) -> tuple[Any, Fills]:
    """A keyed catalogue, a news article, recharge packages and a member with a cart item, a paid
    order, a refunded one and two unpaid ones; ``fills`` names what the recording's examples take."""
    app = app_factory()
    cat = await keyed_catalogue(app)
    async with unit_of_work(app.state.sessions) as session:
        await load_recharge_packages(session)
        published = (clock.now() - timedelta(days=1)).isoformat()
        report = await import_content(
            session,
            {
                "articles": [
                    {
                        "code": "patch-notes",
                        "type": "news",
                        "titles": texts("Patch notes"),
                        "summaries": texts("What changed"),
                        "bodies": {lang: "<p>Notes</p>" for lang in ("en", "zh-Hans", "zh-Hant", "ja")},
                        "cover": "/covers/patch.svg",
                        "publishTime": published,
                    }
                ]
            },
        )
        assert report.ok, report.render()
    async with client_for(app) as client:
        tokens = await login_by_sms(client, outbox, MOBILE)
        member = bearer(tokens)
        star, deluxe = cat.skus["star-raid-0"].id, cat.skus["star-raid-1"].id
        cart_id = data(await client.post("/trade/cart/add", json={"skuId": star, "count": 1}, headers=member))
        paid = await pay_by_notice(app, client, member, cat.skus["iron-saga-0"].id)
        paid_detail = data(await client.get("/trade/order/get-detail", params={"id": paid}, headers=member))
        refunded = await pay_by_notice(app, client, member, cat.skus["tiny-blocks-0"].id)
        after_sale = data(
            await client.post("/trade/after-sale/create", json={"orderId": refunded}, headers=member)
        )
        body = {"items": [{"skuId": deluxe, "count": 1}]}
        to_pay = data(await client.post("/trade/order/create", json=body, headers=member))
        to_cancel = data(await client.post("/trade/order/create", json=body, headers=member))
    async with app.state.sessions() as session:
        package = (await session.scalars(select(PayWalletRechargePackage))).first()
        article_id = await session.scalar(select(Article.id).where(Article.code == "patch-notes"))
    assert package is not None
    async with unit_of_work(app.state.sessions) as session:
        await change_balance(session, tokens["userId"], 50000, WalletBizType.RECHARGE, "r1", "recharge")
        session.add(MemberSocialUser(member_id=tokens["userId"], type=31, openid="oFZ3a5ABCDEFG"))
    await allow_resend(app, MOBILE)  # the client's own send-sms-code comes later
    fills: Fills = {
        "accessToken": lambda: tokens["accessToken"],
        "refreshToken": lambda: tokens["refreshToken"],
        "mobile": lambda: MOBILE,
        "loginSmsCode": lambda: outbox.last_code(MOBILE),
        "categoryId": lambda: cat.categories["action"].id,
        "spuId": lambda: cat.spus["star-raid"].id,
        "spuIds": lambda: f"{cat.spus['star-raid'].id},{cat.spus['iron-saga'].id}",
        "skuId": lambda: star,
        "otherSkuId": lambda: deluxe,
        "cartId": lambda: cart_id,
        "cartIdText": lambda: str(cart_id),
        "paidOrderId": lambda: paid,
        "paidOrderItemId": lambda: paid_detail["items"][0]["id"],
        "afterSaleId": lambda: after_sale["id"] if isinstance(after_sale, dict) else after_sale,
        "payOrderId": lambda: to_pay["payOrderId"],
        "unpaidOrderId": lambda: to_cancel["id"],
        "articleId": lambda: article_id,
        "packageId": lambda: package.id,
        "packagePrice": lambda: package.pay_price,
    }
    return app, fills


async def test_every_recorded_call_is_answered_without_a_shape_refusal(shop: tuple[Any, Fills]) -> None:
    app, fills = shop
    async with client_for(app) as client:
        refused = []
        for call in RECORDING["calls"]:
            filled = _filled(call, fills)
            answer = await _replay(client, filled, fills["accessToken"]())
            reason = _shape_refusal(answer, call)
            if reason is not None:
                refused.append(f"{_label(call)} {call['method']} {call['url']}: {reason}")
    assert refused == [], "\n".join(refused)


async def test_what_follows_the_spec_is_answered_in_the_spec_form(shop: tuple[Any, Fills]) -> None:
    """The client's own method is refused (405): when we take it too, the entry moves to calls."""
    app, fills = shop
    async with client_for(app) as client:
        for call in RECORDING["follows_spec"]:
            as_sent = await _replay(client, call, fills["accessToken"]())
            assert as_sent.json()["code"] == 405, _label(call)
            spec = _filled(call, fills)["spec"]
            answer = await _replay(client, {**call, **spec, "query": {}}, fills["accessToken"]())
            assert _shape_refusal(answer, call) is None, (_label(call), answer.json())


async def test_what_we_refuse_on_purpose_is_refused(shop: tuple[Any, Fills]) -> None:
    app, fills = shop
    async with client_for(app) as client:
        for call in RECORDING["refused_on_purpose"]:
            answer = await _replay(client, _filled(call, fills), fills["accessToken"]())
            assert answer.json()["code"] == 400, (_label(call), answer.json())


async def test_properties_are_lists_where_its_pages_map_over_them(shop: tuple[Any, Fills]) -> None:
    """Versions, cart items' versions, settlement lines and order lines (an empty list: a version is
    its name)."""
    app, fills = shop
    token = {"Authorization": fills["accessToken"]()}
    async with client_for(app) as client:
        detail = data(
            await client.get("/product/spu/get-detail", params={"id": fills["spuId"]()}, headers=token)
        )
        assert [sku["properties"] for sku in detail["skus"]] == [[], []]
        cart = data(await client.get("/trade/cart/list", headers=token))
        assert [item["sku"]["properties"] for item in cart["validList"]] == [[]]
        body = {"items": [{"skuId": fills["skuId"](), "count": 1}]}
        settlement = data(await client.post("/trade/order/settlement", json=body, headers=token))
        assert [item["properties"] for item in settlement["items"]] == [[]]
        order = data(
            await client.get("/trade/order/get-detail", params={"id": fills["paidOrderId"]()}, headers=token)
        )
        assert [item["properties"] for item in order["items"]] == [[]]


def test_the_recording_names_its_upstream_commit_and_covers_every_module() -> None:
    assert len(RECORDING["upstream"]["commit"]) == 40
    recorded = {
        c["module"] for section in ("calls", "follows_spec", "refused_on_purpose") for c in RECORDING[section]
    }
    recorded |= {entry["module"] for entry in RECORDING["not_offered"]}
    modules = {
        "infra/file.js", "infra/tenant.js", "member/address.js", "member/auth.js", "member/point.js",
        "member/signin.js", "member/social.js", "member/user.js", "migration/app.js", "migration/third.js",
        "pay/channel.js", "pay/order.js", "pay/transfer.js", "pay/wallet.js", "product/category.js",
        "product/comment.js", "product/favorite.js", "product/history.js", "product/spu.js",
        "promotion/activity.js", "promotion/article.js", "promotion/combination.js", "promotion/coupon.js",
        "promotion/diy.js", "promotion/kefu.js", "promotion/point.js", "promotion/rewardActivity.js",
        "promotion/seckill.js", "system/area.js", "system/dict.js", "trade/afterSale.js",
        "trade/brokerage.js", "trade/cart.js", "trade/config.js", "trade/delivery.js", "trade/order.js",
    }  # fmt: skip
    assert recorded == modules
