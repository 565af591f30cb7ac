"""Pay's wiring is built at start-up: gateways from complete settings (partly given ones refuse to
start), merchants handed to pay by the application (none registers itself by being imported)."""

from __future__ import annotations

import pytest

from conftest import make_settings
from gamestore.core.config import ConfigurationError
from gamestore.main import create_app
from gamestore.pay import merchants
from gamestore.pay.channel_registry import build_channels
from gamestore.trade.pay_merchant import TRADE_MERCHANT

MEMORY = "sqlite+aiosqlite:///:memory:"


def test_no_gateway_settings_offer_no_gateway() -> None:
    assert build_channels(make_settings(MEMORY)) == {}


def test_a_gateway_partly_configured_refuses_to_start_naming_what_is_missing() -> None:
    with pytest.raises(ConfigurationError, match=r"Alipay .*ALIPAY_PUBLIC_KEY, ALIPAY_MERCHANT_PRIVATE_KEY"):
        create_app(make_settings(MEMORY, alipay_app_id="2021000000000000"))
    with pytest.raises(ConfigurationError, match=r"WeChat Pay .*WECHAT_MERCHANT_SERIAL_NO"):
        build_channels(make_settings(MEMORY, wechat_mchid="1900000001"))


def test_wechat_pay_for_no_app_refuses_to_start() -> None:
    settings = make_settings(
        MEMORY,
        wechat_mchid="1900000001",
        wechat_merchant_serial_no="SERIAL",
        wechat_merchant_private_key="key",
        wechat_apiv3_key="k" * 32,
        wechat_platform_key_id="PUB_KEY_ID_1",
        wechat_platform_public_key="public",
    )
    with pytest.raises(ConfigurationError, match="no app"):
        build_channels(settings)


def test_the_application_wires_trade_as_the_merchant_of_trade_payments() -> None:
    create_app(make_settings(MEMORY))
    assert merchants.merchant("trade") is TRADE_MERCHANT
    assert merchants.merchant("recharge") is None  # pay's own, no wiring
