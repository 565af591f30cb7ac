"""The member domain's own dependencies (who is logged in is core.auth's)."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from gamestore.member.sms import SmsProvider


async def _sms_provider(request: Request) -> SmsProvider:
    provider: SmsProvider = request.app.state.sms
    return provider


Sms = Annotated[SmsProvider, Depends(_sms_provider)]
