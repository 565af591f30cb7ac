"""What the Alipay tests share: the stand-in served over loopback, channels configured for it,
and the buyer's browser. (Named test_* to sit in tests/pay/ with the other Alipay test files.)"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime, timedelta
from urllib.parse import parse_qsl, urlsplit

import httpx
import pytest

from fixtures.alipay_standin import AlipayStandIn, private_pem, public_pem, standin_keys
from fixtures.live_server import serve_in_thread
from gamestore.pay.channels.alipay import AlipayChannel, AlipayConfig, alipay_app_channel, alipay_wap_channel
from gamestore.pay.channels.base import OrderOpened, UnifiedOrder

APP_ID = "2021004100000001"
NOTIFY_URL = "https://shop.example.com/api/pay/notify/alipay"
RETURN_URL = "https://shop.example.com/m/pay/result?id=7"


@pytest.fixture
def standin() -> AlipayStandIn:
    keys = standin_keys()
    return AlipayStandIn(
        app_id=APP_ID, merchant_public_key=keys.merchant.public_key(), alipay_private_key=keys.alipay
    )


@pytest.fixture
def gateway_url(standin: AlipayStandIn) -> Iterator[str]:
    with serve_in_thread(standin) as base_url:
        yield f"{base_url}/gateway.do"


def make_config(gateway_url: str, **overrides: object) -> AlipayConfig:
    keys = standin_keys()
    settings: dict[str, object] = {
        "app_id": APP_ID,
        "merchant_private_key": private_pem(keys.merchant),
        "alipay_public_key": public_pem(keys.alipay),
        "notify_url": NOTIFY_URL,
        "gateway_url": gateway_url,
    }
    settings.update(overrides)
    return AlipayConfig(**settings)  # type: ignore[arg-type]


@pytest.fixture
async def wap(gateway_url: str) -> AsyncIterator[AlipayChannel]:
    channel = alipay_wap_channel(make_config(gateway_url))
    yield channel
    await channel.aclose()


@pytest.fixture
async def app(gateway_url: str) -> AsyncIterator[AlipayChannel]:
    channel = alipay_app_channel(make_config(gateway_url))
    yield channel
    await channel.aclose()


def unified(out_trade_no: str = "P20240501000001", price: int = 12345, **overrides: object) -> UnifiedOrder:
    fields: dict[str, object] = {
        "out_trade_no": out_trade_no,
        "subject": "艾尔登法环 Elden Ring",
        "price": price,
        "expire_time": datetime.now(UTC) + timedelta(minutes=30),
        "notify_url": "",
        "return_url": RETURN_URL,
    }
    fields.update(overrides)
    return UnifiedOrder(**fields)  # type: ignore[arg-type]


async def visit(url: str) -> str:
    """The buyer's browser (or the app SDK) opening what open_order gave."""
    async with httpx.AsyncClient() as client:
        response = await client.get(url)
    assert response.status_code == 200
    return response.text


def params_of(opened: OrderOpened) -> dict[str, str]:
    query = urlsplit(opened.display_content).query if opened.display_mode == "url" else opened.display_content
    return dict(parse_qsl(query, keep_blank_values=True, strict_parsing=True))
