"""The gateway channels this store is configured for, built once at start-up from the settings: a
gateway whose settings are only partly given refuses to start (naming what is missing) instead of
answering "channel not enabled" on the first payment."""

from __future__ import annotations

from gamestore.core.config import ConfigurationError, Settings
from gamestore.pay.channels.alipay import AlipayConfig, alipay_app_channel, alipay_wap_channel
from gamestore.pay.channels.base import PayChannel
from gamestore.pay.channels.wechat import create_wechat_channel
from gamestore.pay.channels.wechat_config import PlatformKey, WechatPayConfig

NOTIFY_PATH = "/app-api/pay/notify/order/"
REFUND_NOTIFY_PATH = "/app-api/pay/notify/refund/"


def notify_url(settings: Settings, code: str, path: str = NOTIFY_PATH) -> str:
    base = (settings.pay_notify_base_url or settings.public_base_url or "").rstrip("/")
    return f"{base}{path}{code}"


def _complete(gateway: str, given: dict[str, str]) -> bool:
    """True when every setting of ``gateway`` is given, False when none is; else it cannot start."""
    missing = [name.upper() for name, value in given.items() if not value]
    if missing and len(missing) < len(given):
        raise ConfigurationError(f"{gateway} is partly configured: {', '.join(missing)} not set")
    return not missing


def build_channels(settings: Settings) -> dict[str, PayChannel]:
    channels: dict[str, PayChannel] = {}
    alipay_ready = _complete(
        "Alipay",
        {
            "alipay_app_id": settings.alipay_app_id,
            "alipay_public_key": settings.alipay_public_key,
            "alipay_merchant_private_key": settings.alipay_merchant_private_key.get_secret_value(),
        },
    )
    if alipay_ready:
        for code, make in (("alipay_wap", alipay_wap_channel), ("alipay_app", alipay_app_channel)):
            config = AlipayConfig(
                app_id=settings.alipay_app_id,
                merchant_private_key=settings.alipay_merchant_private_key.get_secret_value(),
                alipay_public_key=settings.alipay_public_key,
                notify_url=notify_url(settings, code),
                gateway_url=settings.alipay_gateway_url,
            )
            channels[code] = make(config)
    wechat_ready = _complete(
        "WeChat Pay",
        {
            "wechat_mchid": settings.wechat_mchid,
            "wechat_merchant_serial_no": settings.wechat_merchant_serial_no,
            "wechat_merchant_private_key": settings.wechat_merchant_private_key.get_secret_value(),
            "wechat_apiv3_key": settings.wechat_apiv3_key.get_secret_value(),
            "wechat_platform_key_id": settings.wechat_platform_key_id,
            "wechat_platform_public_key": settings.wechat_platform_public_key,
        },
    )
    if wechat_ready:
        appids = {
            "wx_pub": settings.wechat_appid_official,
            "wx_wap": settings.wechat_appid_official,
            "wx_lite": settings.wechat_appid_mini_program,
            "wx_app": settings.wechat_appid_app,
        }
        if not any(appids.values()):
            raise ConfigurationError(
                "WeChat Pay is configured for no app: set WECHAT_APPID_OFFICIAL, _MINI_PROGRAM or _APP"
            )
        for code, appid in appids.items():
            if appid:
                channels[code] = create_wechat_channel(
                    code,
                    WechatPayConfig(
                        mchid=settings.wechat_mchid,
                        appid=appid,
                        merchant_serial_no=settings.wechat_merchant_serial_no,
                        merchant_private_key=settings.wechat_merchant_private_key.get_secret_value(),
                        apiv3_key=settings.wechat_apiv3_key.get_secret_value(),
                        platform_keys=(
                            PlatformKey(settings.wechat_platform_key_id, settings.wechat_platform_public_key),
                        ),
                        notify_url=notify_url(settings, code),
                        refund_notify_url=notify_url(settings, code, REFUND_NOTIFY_PATH),
                        base_url=settings.wechat_base_url,
                    ),
                )
    return channels


async def close_channels(channels: dict[str, PayChannel]) -> None:
    for channel in channels.values():
        aclose = getattr(channel, "aclose", None)
        if aclose is not None:
            await aclose()
