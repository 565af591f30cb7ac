"""SMS delivery behind one interface; the configured gateway is chosen here."""

from __future__ import annotations

from gamestore.core.config import Settings
from gamestore.identity.sms.base import SmsDeliveryError, SmsProvider, SmsScene

__all__ = ["SmsDeliveryError", "SmsProvider", "SmsScene", "create_sms_provider"]


def create_sms_provider(settings: Settings) -> SmsProvider:
    if settings.sms_provider == "aliyun":
        from gamestore.identity.sms.aliyun import AliyunSmsProvider

        return AliyunSmsProvider(
            access_key_id=settings.aliyun_sms_access_key_id,
            access_key_secret=settings.aliyun_sms_access_key_secret.get_secret_value(),
            sign_name=settings.aliyun_sms_sign_name,
            template_code=settings.aliyun_sms_template_code,
            endpoint=settings.aliyun_sms_endpoint,
        )
    from gamestore.identity.sms.console import ConsoleSmsProvider

    return ConsoleSmsProvider()
