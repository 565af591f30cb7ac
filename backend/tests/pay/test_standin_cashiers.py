"""The gateway stand-ins' cashiers, as a browser uses them over real HTTP: Pay settles the trade,
delivers the signed notification to the merchant (reached through ``reach``) and returns the
browser with what the real gateway adds; Cancel leads back without paying; WeChat's H5 page is
refused from or back to a domain the merchant has not registered."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from urllib.parse import parse_qsl, urlsplit

import httpx
import pytest
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from fixtures.alipay_standin import (
    AlipayStandIn,
    alipay_rsa2,
    alipay_rsa2_ok,
    alipay_string_to_sign,
    beijing,
    standin_keys,
)
from fixtures.live_server import serve_in_thread
from fixtures.wechatpay_standin import MCHID, WechatPayStandIn, make_standin, rsa_verifies

PUBLIC = "https://shop.example.com"
RETURN = "http://shop.local:5173/#/pages/pay/result?id=7&payState=success"
APP_ID = "2021004100000099"


@dataclass
class Merchant:
    """Receives notifications at /notify and answers as the store does."""

    received: list[tuple[dict[str, str], bytes]] = field(default_factory=list)

    async def notify(self, request: Request) -> Response:
        self.received.append((dict(request.headers), await request.body()))
        return Response("success", media_type="text/plain")


@pytest.fixture(scope="module")
def merchant() -> Iterator[tuple[Merchant, str]]:
    merchant = Merchant()
    app = Starlette(routes=[Route("/notify", merchant.notify, methods=["POST"])])
    with serve_in_thread(app, lifespan="off") as url:
        yield merchant, url


# --- Alipay ----------------------------------------------------------------------------------------


@pytest.fixture
def alipay(merchant: tuple[Merchant, str]) -> Iterator[tuple[AlipayStandIn, str]]:
    merchant[0].received.clear()
    keys = standin_keys()
    standin = AlipayStandIn(
        app_id=APP_ID, merchant_public_key=keys.merchant.public_key(), alipay_private_key=keys.alipay
    )
    standin.reach = {PUBLIC: merchant[1]}
    with serve_in_thread(standin, lifespan="off") as url:
        yield standin, url


def wap_url(base: str, no: str, *, quit_url: str | None = RETURN) -> str:
    biz = {
        "out_trade_no": no,
        "total_amount": "48.00",
        "subject": "Star Raid",
        "product_code": "QUICK_WAP_WAY",
    }
    if quit_url:
        biz["quit_url"] = quit_url
    params = {
        "app_id": APP_ID,
        "method": "alipay.trade.wap.pay",
        "format": "JSON",
        "charset": "utf-8",
        "sign_type": "RSA2",
        "timestamp": beijing(datetime.now(UTC)),
        "version": "1.0",
        "notify_url": f"{PUBLIC}/notify",
        "return_url": RETURN,
        "biz_content": json.dumps(biz),
    }
    params["sign"] = alipay_rsa2(standin_keys().merchant, alipay_string_to_sign(params))
    return str(httpx.URL(f"{base}/gateway.do", params=params))


async def test_alipay_cashier_pays_notifies_and_returns_signed(
    alipay: tuple[AlipayStandIn, str], merchant: tuple[Merchant, str]
) -> None:
    standin, base = alipay
    async with httpx.AsyncClient(base_url=base) as browser:
        page = (await browser.get(wap_url(base, "P1"))).text
        assert (
            "¥48.00" in page and ">Pay</button>" in page and f"href='{RETURN.replace('&', '&amp;')}'" in page
        )

        paid = await browser.post("/cashier/pay", data={"out_trade_no": "P1"})
        again = await browser.post("/cashier/pay", data={"out_trade_no": "P1"})

    assert paid.status_code == 303 and standin.trades["P1"].status == "TRADE_SUCCESS"
    location = urlsplit(paid.headers["location"])
    assert location.fragment == "/pages/pay/result?id=7&payState=success"  # the query goes before it
    returned = dict(parse_qsl(location.query))
    assert returned["method"] == "alipay.trade.wap.pay.return" and returned["total_amount"] == "48.00"
    alipay_key = standin_keys().alipay.public_key()
    assert alipay_rsa2_ok(alipay_key, alipay_string_to_sign(returned, notification=True), returned["sign"])

    [(_, body)] = merchant[0].received
    notice = dict(parse_qsl(body.decode()))
    assert notice["out_trade_no"] == "P1" and notice["trade_status"] == "TRADE_SUCCESS"
    assert alipay_rsa2_ok(alipay_key, alipay_string_to_sign(notice, notification=True), notice["sign"])
    assert [(d.url, d.status, d.answer) for d in standin.deliveries] == [(f"{PUBLIC}/notify", 200, "success")]
    assert "ACQ.TRADE_STATUS_ERROR" in again.text and standin.rejections == ["ACQ.TRADE_STATUS_ERROR"]


async def test_alipay_cashier_refuses_unknown_and_late_trades(
    alipay: tuple[AlipayStandIn, str], merchant: tuple[Merchant, str]
) -> None:
    standin, base = alipay
    async with httpx.AsyncClient(base_url=base) as browser:
        await browser.get(wap_url(base, "P2", quit_url=None))
        standin.trades["P2"].time_expire = datetime.now(UTC) - timedelta(seconds=1)
        late = await browser.post("/cashier/pay", data={"out_trade_no": "P2"})
        unknown = await browser.post("/cashier/pay", data={"out_trade_no": "nope"})
    assert "ACQ.TRADE_HAS_CLOSE" in late.text and "ACQ.TRADE_NOT_EXIST" in unknown.text
    assert standin.trades["P2"].status == "WAIT_BUYER_PAY" and merchant[0].received == []


# --- WeChat Pay H5 ---------------------------------------------------------------------------------


@pytest.fixture
def wechat(merchant: tuple[Merchant, str]) -> Iterator[tuple[WechatPayStandIn, str]]:
    merchant[0].received.clear()
    standin = make_standin(h5_domains=frozenset({"shop.local"}), reach={PUBLIC: merchant[1]})
    with serve_in_thread(standin, lifespan="off") as url:
        standin.h5_origin = url
        yield standin, url


def h5_order(standin: WechatPayStandIn, no: str) -> str:
    """An H5 order as the API records it; answers its prepay_id."""
    body = {
        "appid": "wxd678efh567hg6787",
        "mchid": MCHID,
        "description": "Star Raid",
        "out_trade_no": no,
        "notify_url": f"{PUBLIC}/notify",
        "amount": {"total": 4800},
        "scene_info": {"payer_client_ip": "127.0.0.1", "h5_info": {"type": "Wap"}},
    }
    return standin._record("h5", body).prepay_id


async def test_wechat_h5_cashier_checks_the_domains_pays_and_returns(
    wechat: tuple[WechatPayStandIn, str], merchant: tuple[Merchant, str]
) -> None:
    standin, base = wechat
    prepay_id = h5_order(standin, "W0000001")
    cashier = "/cgi-bin/mmpayweb-bin/checkmweb"
    query = {"prepay_id": prepay_id, "package": "1", "redirect_url": RETURN}
    async with httpx.AsyncClient(base_url=base) as browser:
        no_referer = (await browser.get(cashier, params=query)).text
        foreign = (await browser.get(cashier, params=query, headers={"referer": "http://evil.example/"})).text
        back_elsewhere = await browser.get(
            cashier,
            params={**query, "redirect_url": "http://evil.example/"},
            headers={"referer": "http://shop.local/"},
        )
        page = (await browser.get(cashier, params=query, headers={"referer": "http://shop.local:5173/"})).text
        paid = await browser.post(
            "/cgi-bin/mmpayweb-bin/pay", data={"prepay_id": prepay_id, "redirect_url": RETURN}
        )
        again = await browser.post("/cgi-bin/mmpayweb-bin/pay", data={"prepay_id": prepay_id})

    assert "商家参数格式有误" in no_referer and "商家存在未配置的参数" in foreign
    assert "商家存在未配置的参数" in back_elsewhere.text
    assert "¥48.00" in page and ">Pay</button>" in page and ">Cancel</a>" in page
    assert paid.status_code == 303 and paid.headers["location"] == RETURN
    assert standin.orders["W0000001"].state == "SUCCESS" and "该订单已支付" in again.text

    [(headers, body)] = merchant[0].received
    signed = (headers["wechatpay-timestamp"], headers["wechatpay-nonce"], body)
    assert rsa_verifies(standin.platform_key.public_key(), headers["wechatpay-signature"], *signed)
    assert json.loads(body)["event_type"] == "TRANSACTION.SUCCESS"
    assert [(d.url, d.status) for d in standin.deliveries] == [(f"{PUBLIC}/notify", 200)]
