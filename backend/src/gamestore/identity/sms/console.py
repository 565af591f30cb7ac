from __future__ import annotations

import structlog

from gamestore.identity.sms.base import SmsScene

log = structlog.get_logger("gamestore.sms")


class ConsoleSmsProvider:
    """Writes the code to the server log instead of sending it: for development only."""

    async def send_code(self, mobile: str, scene: SmsScene, code: str) -> None:
        log.warning("sms code (console provider, not sent)", mobile=mobile, scene=scene.name, code=code)

    async def aclose(self) -> None:
        return None
