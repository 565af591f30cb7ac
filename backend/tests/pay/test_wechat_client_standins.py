"""The "WeChat client" endpoints of the WeChat stand-ins, as a browser test's WeixinJSBridge calls
them over real HTTP: wx.config (``preVerifyJSAPI``) against the WeChat server API stand-in, with
the signature the store makes, and the JSAPI payment sheet (``getBrandWCPayRequest``) against the
WeChat Pay stand-in, with the payment data the store's channel signs. Each refuses what WeChat
refuses and a cancelled sheet pays nothing."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Iterator
from contextlib import ExitStack
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import pytest
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from conftest import AppFactory, client_for, data
from fixtures.gateway_standins_server import E2E_OPENID, start
from fixtures.live_server import serve_in_thread
from fixtures.wechat_fixtures import mp_url
from fixtures.wechat_mp_standin import JSAPI_CONFIG_PATH, WechatMpStandIn
from fixtures.wechat_social import make_mp_standin, social_settings
from fixtures.wechatpay_standin import (
    APPID_APP,
    APPID_MINI,
    APPID_OFFICIAL,
    MCHID,
    MERCHANT_SERIAL_NO,
    OPENID_MINI,
    OPENID_OFFICIAL,
    SHEET_PATH,
    WechatPayStandIn,
    apiv3_key_for_tests,
    make_standin,
    private_pem,
    rsa_key,
    rsa_sign,
    rsa_verifies,
)
from gamestore.pay.channels.base import UnifiedOrder
from gamestore.pay.channels.wechat import PlatformKey, WechatPayConfig, create_wechat_channel

__all__ = ["mp_url"]  # fixtures

SHOP = "https://shop.example.com"
PAGE = f"{SHOP}/?from=wx#/pages/pay/index?id=7"  # as location.href: the route after the #
OK_CONFIG = {"err_msg": "preVerifyJSAPI:ok"}


# --- wx.config: preVerifyJSAPI at the WeChat server API stand-in ---------------------------------


@pytest.fixture
def mp() -> WechatMpStandIn:
    """The shared ``mp`` with the shop's domain registered for wx.config; ``mp_url`` serves this one."""
    return make_mp_standin(redirect_domains=frozenset({"shop.example.com"}))


@pytest.fixture
async def signed_for(app_factory: AppFactory, mp_url: str) -> AsyncIterator[Any]:
    """Asks the store for a wx.config signature of a page, as the pay page does."""
    store = app_factory(**social_settings(mp_url))
    async with client_for(store) as visitor:

        async def sign(url: str) -> dict[str, Any]:
            answer: dict[str, Any] = data(
                await visitor.post("/member/auth/create-weixin-jsapi-signature", params={"url": url})
            )
            return answer

        yield sign


def config_args(signed: dict[str, Any], **changes: Any) -> dict[str, Any]:
    """What jweixin 1.6 passes to WeixinJSBridge.invoke('preVerifyJSAPI', …) for wx.config."""
    args = {
        "verifyJsApiList": ["getBrandWCPayRequest"],
        "appId": signed["appId"],
        "verifyAppId": signed["appId"],
        "verifySignType": "sha1",
        "verifyTimestamp": str(signed["timestamp"]),
        "verifyNonceStr": signed["nonceStr"],
        "verifySignature": signed["signature"],
    }
    args.update(changes)
    return args


async def preverify(mp_url: str, url: str, args: dict[str, Any]) -> dict[str, Any]:
    async with httpx.AsyncClient() as client:
        answer = await client.post(f"{mp_url}{JSAPI_CONFIG_PATH}", json={"url": url, "args": args})
    assert answer.status_code == 200, answer.text
    result: dict[str, Any] = answer.json()
    return result


async def test_config_signed_by_the_store_is_ok_on_its_page(signed_for: Any, mp_url: str) -> None:
    signed = await signed_for(PAGE)
    assert signed["url"] == f"{SHOP}/?from=wx"
    assert await preverify(mp_url, PAGE, config_args(signed)) == OK_CONFIG
    # The route after the # is not part of the page WeChat checks.
    assert await preverify(mp_url, f"{SHOP}/?from=wx#/pages/order/list", config_args(signed)) == OK_CONFIG


async def test_config_refused_when_forged_or_for_another_page(signed_for: Any, mp_url: str) -> None:
    signed = await signed_for(PAGE)
    forged = "0" * 40 if signed["signature"] != "0" * 40 else "1" * 40
    refusals = [
        (PAGE, config_args(signed, verifySignature=forged)),
        (PAGE, config_args(signed, verifyNonceStr=signed["nonceStr"] + "x")),
        (PAGE, config_args(signed, verifyTimestamp=str(signed["timestamp"] + 1))),
        (PAGE, config_args(signed, verifySignType="md5")),
        (f"{SHOP}/?from=timeline#/pages/pay/index?id=7", config_args(signed)),  # another query
        (f"{SHOP}/pay#/pages/pay/index?id=7", config_args(signed)),  # another path
    ]
    for url, args in refusals:
        assert await preverify(mp_url, url, args) == {"err_msg": "config:invalid signature"}


async def test_config_refused_for_a_stale_timestamp(
    signed_for: Any, mp_url: str, mp: WechatMpStandIn
) -> None:
    signed = await signed_for(PAGE)
    mp.clock = lambda: time.time() + 7200 + 60  # signed longer ago than a ticket lives
    assert await preverify(mp_url, PAGE, config_args(signed)) == {"err_msg": "config:invalid signature"}
    mp.clock = lambda: time.time() - 3600  # signed in the future
    assert await preverify(mp_url, PAGE, config_args(signed)) == {"err_msg": "config:invalid signature"}


async def test_config_refused_for_an_unknown_app_domain_or_no_jsapi(signed_for: Any, mp_url: str) -> None:
    signed = await signed_for(PAGE)
    other_site = "https://evil.example/?from=wx"
    assert await preverify(mp_url, PAGE, config_args(signed, verifyAppId="wx0000000000000000")) == {
        "err_msg": "config:invalid appid"
    }
    assert await preverify(mp_url, other_site, config_args(await signed_for(other_site))) == {
        "err_msg": "config:invalid url domain"
    }
    assert await preverify(mp_url, PAGE, config_args(signed, verifyJsApiList=[])) == {
        "err_msg": "config:invalid jsApiList"
    }


async def test_config_bad_requests(mp_url: str) -> None:
    async with httpx.AsyncClient() as client:
        for body in (b"not json", b"[]", b'{"url": "x"}', b'{"url": 1, "args": {}}'):
            answer = await client.post(f"{mp_url}{JSAPI_CONFIG_PATH}", content=body)
            assert answer.status_code == 400, body


# --- the payment sheet: getBrandWCPayRequest at the WeChat Pay stand-in ---------------------------


@dataclass
class Merchant:
    """The store's notify endpoint: what it received (headers, body)."""

    received: list[tuple[dict[str, str], bytes]] = field(default_factory=list)

    async def notify(self, request: Request) -> Response:
        self.received.append((dict(request.headers), await request.body()))
        return Response(status_code=204)


@pytest.fixture
def merchant() -> Iterator[tuple[Merchant, str]]:
    merchant = Merchant()
    app = Starlette(routes=[Route("/notify/wechat", merchant.notify, methods=["POST"])])
    with serve_in_thread(app, lifespan="off") as url:
        yield merchant, url


@pytest.fixture
def pay(merchant: tuple[Merchant, str]) -> Iterator[tuple[WechatPayStandIn, str]]:
    standin = make_standin(reach={SHOP: merchant[1]}, jsapi_directories=(f"{SHOP}/",))
    with serve_in_thread(standin, lifespan="off") as url:
        yield standin, url


@pytest.fixture
async def pay_data(pay: tuple[WechatPayStandIn, str]) -> AsyncIterator[Any]:
    """Opens a wx_pub (JSAPI) order through the store's channel; answers the pay_data it signed."""
    standin, base_url = pay
    config = WechatPayConfig(
        mchid=MCHID,
        appid=APPID_OFFICIAL,
        merchant_serial_no=MERCHANT_SERIAL_NO,
        merchant_private_key=private_pem(rsa_key("merchant")),
        apiv3_key=apiv3_key_for_tests(),
        platform_keys=(PlatformKey(standin.platform_serial, standin.platform_public_key_pem()),),
        notify_url=f"{SHOP}/notify/wechat",
        base_url=base_url,
    )
    channel = create_wechat_channel("wx_pub", config)

    async def open_order(no: str, openid: str = OPENID_OFFICIAL) -> dict[str, Any]:
        opened = await channel.open_order(
            UnifiedOrder(
                out_trade_no=no,
                subject="Star Raid ×1",
                price=4800,
                expire_time=datetime.now(UTC) + timedelta(minutes=15),
                notify_url=f"{SHOP}/notify/wechat",
                openid=openid,
            )
        )
        return opened.pay_data

    yield open_order
    await channel.aclose()


def sheet_args(pay_data: dict[str, Any], **changes: Any) -> dict[str, Any]:
    """What jweixin 1.6 passes to WeixinJSBridge.invoke('getBrandWCPayRequest', …) for chooseWXPay."""
    args = {
        "timeStamp": pay_data["timeStamp"],
        "nonceStr": pay_data["nonceStr"],
        "package": pay_data["package"],
        "paySign": pay_data["paySign"],
        "signType": pay_data["signType"],
        "appId": pay_data["appId"],
        "verifyAppId": pay_data["appId"],
        "verifySignType": "sha1",
        "verifyTimestamp": "1700000000",
        "verifyNonceStr": "n",
        "verifySignature": "s",
    }
    args.update(changes)
    return args


async def sheet(
    base_url: str,
    args: dict[str, Any],
    *,
    openid: str = OPENID_OFFICIAL,
    choice: str = "confirm",
    url: str = PAGE,
) -> dict[str, Any]:
    async with httpx.AsyncClient() as client:
        answer = await client.post(
            f"{base_url}{SHEET_PATH}", json={"url": url, "args": args, "openid": openid, "choice": choice}
        )
    assert answer.status_code == 200, answer.text
    result: dict[str, Any] = answer.json()
    return result


def failed(desc: str) -> dict[str, str]:
    return {"err_msg": "get_brand_wcpay_request:fail", "err_desc": desc}


async def test_confirmed_sheet_pays_and_notifies_the_store(
    pay: tuple[WechatPayStandIn, str], pay_data: Any, merchant: tuple[Merchant, str]
) -> None:
    standin, base_url = pay
    data_ = await pay_data("W1000001")
    assert data_["appId"] == APPID_OFFICIAL and data_["signType"] == "RSA"

    assert await sheet(base_url, sheet_args(data_)) == {"err_msg": "get_brand_wcpay_request:ok"}
    assert standin.orders["W1000001"].state == "SUCCESS"
    [(headers, body)] = merchant[0].received
    signed = (headers["wechatpay-timestamp"], headers["wechatpay-nonce"], body)
    assert rsa_verifies(standin.platform_key.public_key(), headers["wechatpay-signature"], *signed)
    assert [(d.out_trade_no, d.url, d.status) for d in standin.deliveries] == [
        ("W1000001", f"{SHOP}/notify/wechat", 204)
    ]
    # The same sheet again: WeChat says it is paid, nothing is delivered twice.
    assert await sheet(base_url, sheet_args(data_)) == failed("该订单已支付")
    assert len(merchant[0].received) == 1


async def test_cancelled_sheet_pays_nothing(
    pay: tuple[WechatPayStandIn, str], pay_data: Any, merchant: tuple[Merchant, str]
) -> None:
    standin, base_url = pay
    data_ = await pay_data("W1000002")
    assert await sheet(base_url, sheet_args(data_), choice="cancel") == {
        "err_msg": "get_brand_wcpay_request:cancel"
    }
    assert standin.orders["W1000002"].state == "NOTPAY" and merchant[0].received == []
    assert standin.deliveries == []
    # The payment stays open: the member can pay later.
    assert await sheet(base_url, sheet_args(data_)) == {"err_msg": "get_brand_wcpay_request:ok"}


async def test_sheet_refuses_forged_or_altered_signatures(
    pay: tuple[WechatPayStandIn, str], pay_data: Any, merchant: tuple[Merchant, str]
) -> None:
    standin, base_url = pay
    data_ = await pay_data("W1000003")
    message = (data_["appId"], data_["timeStamp"], data_["nonceStr"], data_["package"])
    for args in (
        sheet_args(data_, paySign=rsa_sign(rsa_key("forger"), *message)),
        sheet_args(data_, nonceStr=data_["nonceStr"] + "x"),
        sheet_args(data_, timeStamp=str(int(data_["timeStamp"]) + 1)),
        sheet_args(data_, signType="MD5"),
    ):
        assert await sheet(base_url, args) == failed("支付验证签名失败")
    assert standin.orders["W1000003"].state == "NOTPAY" and merchant[0].received == []


async def test_sheet_refuses_another_wechat_user(
    pay: tuple[WechatPayStandIn, str], pay_data: Any, merchant: tuple[Merchant, str]
) -> None:
    standin, base_url = pay
    data_ = await pay_data("W1000004")
    for openid in (OPENID_MINI, "oSomeoneElse0000000000000000", ""):
        assert await sheet(base_url, sheet_args(data_), openid=openid) == failed(
            "下单账号与支付账号不一致，请核实后再支付"
        )
    assert standin.orders["W1000004"].state == "NOTPAY" and merchant[0].received == []


async def test_sheet_refuses_other_pages_apps_orders_and_missing_fields(
    pay: tuple[WechatPayStandIn, str], pay_data: Any, merchant: tuple[Merchant, str]
) -> None:
    standin, base_url = pay
    data_ = await pay_data("W1000005")
    assert await sheet(base_url, sheet_args(data_), url="https://evil.example/#/pay") == failed(
        "当前页面的URL未注册：https://evil.example/"
    )
    merchant_params = failed("商家参数格式有误，请联系商家解决")
    assert await sheet(base_url, sheet_args(data_, appId=APPID_MINI)) == merchant_params
    assert await sheet(base_url, sheet_args(data_, package="prepay_id=wx0000")) == merchant_params
    assert await sheet(base_url, sheet_args(data_, package=data_["package"][len("prepay_id=") :])) == (
        merchant_params
    )
    assert await sheet(base_url, sheet_args(data_, paySign="")) == failed("调用支付JSAPI缺少参数：paySign")
    assert standin.orders["W1000005"].state == "NOTPAY" and merchant[0].received == []


async def test_sheet_refuses_closed_and_expired_orders(
    pay: tuple[WechatPayStandIn, str], pay_data: Any, merchant: tuple[Merchant, str]
) -> None:
    standin, base_url = pay
    closed, late = await pay_data("W1000006"), await pay_data("W1000007")
    standin.orders["W1000006"].state = "CLOSED"
    assert await sheet(base_url, sheet_args(closed)) == failed("订单已关闭")
    standin.clock = lambda: time.time() + 16 * 60  # past the order's time_expire
    assert await sheet(base_url, sheet_args(late)) == failed("订单已过期")
    assert merchant[0].received == []


async def test_sheet_bad_requests(pay: tuple[WechatPayStandIn, str]) -> None:
    _, base_url = pay
    async with httpx.AsyncClient() as client:
        for body in (
            {"url": PAGE, "args": {}, "openid": OPENID_OFFICIAL, "choice": "maybe"},
            {"url": PAGE, "args": [], "openid": OPENID_OFFICIAL, "choice": "confirm"},
            {"url": PAGE, "args": {}},
        ):
            answer = await client.post(f"{base_url}{SHEET_PATH}", json=body)
            assert answer.status_code == 400, body


# --- the browser tests' stand-ins process ----------------------------------------------------------


async def test_the_browser_tests_standins_bind_and_pay_as_one_wechat_user() -> None:
    """gateway_standins_server wires the WeChat server API stand-in to the store's host and the
    official account the WeChat Pay stand-in knows; its consenting openid can pay there."""
    store = "http://127.0.0.1:8123"
    with ExitStack() as stack:
        running = start(stack, store=store, public_origin=SHOP)
        env = running.env
        assert env["WECHAT_APPID_OFFICIAL"] == APPID_OFFICIAL
        assert env["WECHAT_API_BASE_URL"] == env["WECHAT_OPEN_BASE_URL"] != env["WECHAT_BASE_URL"]
        assert env["WECHAT_APPID_APP"] == APPID_APP  # the app shell's WeChat login
        assert running.wechat_mp.apps == {
            APPID_OFFICIAL: env["WECHAT_SECRET_OFFICIAL"],
            APPID_APP: env["WECHAT_SECRET_APP"],
            APPID_MINI: env["WECHAT_SECRET_MINI_PROGRAM"],  # the mini program's login and messages
        }
        assert {len(env[f"WECHAT_SECRET_{kind}"]) for kind in ("OFFICIAL", "APP", "MINI_PROGRAM")} == {32}
        reminder = env["WECHAT_MINI_PROGRAM_REMINDER_TEMPLATE"]
        assert [t["priTmplId"] for t in running.wechat_mp.templates[APPID_MINI]] == [reminder]
        assert running.wechat_mp.openid == E2E_OPENID
        assert running.wechat.openids[E2E_OPENID] == APPID_OFFICIAL
        assert running.wechat.jsapi_directories == (f"{store}/",)
        query = {
            "appid": APPID_OFFICIAL,
            "redirect_uri": f"{store}/",
            "response_type": "code",
            "scope": "snsapi_base",
            "state": "abc",
        }
        async with httpx.AsyncClient(base_url=env["WECHAT_OPEN_BASE_URL"]) as browser:
            back = await browser.get("/connect/oauth2/authorize", params=query)
            elsewhere = await browser.get(
                "/connect/oauth2/authorize", params={**query, "redirect_uri": "http://evil.example/"}
            )
        assert back.status_code == 302 and back.headers["location"].startswith(f"{store}/?code=")
        assert elsewhere.status_code == 400
