"""The one interface every SMS gateway client implements."""

from __future__ import annotations

from enum import IntEnum
from typing import Protocol


class SmsScene(IntEnum):
    LOGIN = 1
    CHANGE_MOBILE = 2
    CHANGE_PASSWORD = 3
    RESET_PASSWORD = 4


class SmsDeliveryError(Exception):
    """The gateway refused or could not be reached; the message says why (for the log, not the user)."""


class SmsProvider(Protocol):
    async def send_code(self, mobile: str, scene: SmsScene, code: str) -> None:
        """Deliver ``code`` to the mainland ``mobile`` (11 digits) or raise SmsDeliveryError."""
        ...

    async def aclose(self) -> None: ...
